"""Two results folders side by side: is B faster or slower than A, did it break anything,
and what differs between the two (solver and library versions, the package, the commit,
the time limit, the machine).

A run of A and a run of B are *matched* when they are the same configuration
(:func:`puzzlebench.analysis.stats.config_name`: variant with options, layer, solver with
options) on the same instance; each side's time on an instance is the median over its
repeats of the censored time (:func:`puzzlebench.analysis.stats.per_instance`), capped at
the smaller of the two folders' limits (else a run unsolved in both would be "10x faster"
under a limit ten times shorter). Per configuration, the speedup of B against A is
the median per-instance ratio A time / B time with its seeded bootstrap interval and test
(:func:`puzzlebench.analysis.stats.ratio_speedup`; none below
:data:`~puzzlebench.analysis.stats.MIN_INSTANCES` matched instances), the tests adjusted
with Holm's method over the configurations. Why not concatenate two runs tables and call
the findings: configurations measured on 6 instances would be ranked against ones
measured on 3, and nothing would say which runs belong to which folder.

A *regression* is a configuration whose slowdown (B time / A time) has an interval whose
lower bound exceeds the threshold the user sets, or any new wrong answer (B wrong where A
was not, on a matched pair); new failures (A solved, B did not, without a wrong answer)
are counted and are a regression when asked for."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.outputs import TABLES
from puzzlebench.analysis.tables import collect, experiment_of
from puzzlebench.instances.errors import PuzzleInputError

PROVENANCE = ("puzzlebench", "commit", "time_limit", "threads", "hostname", "cpu")
"""runs.csv columns whose values :func:`differences` lists when the two folders differ."""


@dataclass(frozen=True)
class Side:
    """One results folder: its experiment's name and its runs table."""

    folder: Path
    experiment: str
    runs: pd.DataFrame


def read_side(folder: str | Path) -> Side:
    """The runs of a results folder: ``runs.parquet`` (else ``runs.csv``) as the aggregate
    step wrote it, else its records (``runs/``). Raises :class:`PuzzleInputError` when the
    folder is missing or holds no runs."""
    path = Path(folder)
    if not path.is_dir():
        raise PuzzleInputError(f"{path}: no such results folder")
    parquet, csv = path / TABLES["runs_parquet"], path / TABLES["runs_csv"]
    try:
        if parquet.is_file():
            df = pd.read_parquet(parquet)
        elif csv.is_file():
            df = pd.read_csv(csv)
        elif (path / "runs").is_dir():
            df, _ = collect([path / "runs"])
        else:
            raise PuzzleInputError(f"{path}: no runs.parquet, runs.csv or runs/ (not a results folder)")
    except (ValueError, OSError) as exc:
        if isinstance(exc, PuzzleInputError):
            raise
        raise PuzzleInputError(f"{path}: unreadable runs table ({str(exc)[:200]})") from exc
    if df.empty or not {"instance", "label", "layer", "solver", "status", "total_s", "time_limit"} <= set(df.columns):
        raise PuzzleInputError(f"{path}: no runs in its runs table")
    stale = df["stale"].astype(bool) if "stale" in df.columns else pd.Series(False, index=df.index)
    named = df["experiment"].dropna().astype(str) if "experiment" in df.columns else pd.Series(dtype=str)
    experiment = named[named != ""].iloc[0] if (named != "").any() else experiment_of(path)
    return Side(path, str(experiment), df[~stale].reset_index(drop=True))


@dataclass(frozen=True)
class ConfigChange:
    """One configuration in both folders: ``speedup`` is B against A (ratio A time / B
    time per matched instance, > 1: B is faster), ``p_holm`` its Holm-adjusted p-value over
    the configurations, and the matched instances B newly fails or answers wrongly."""

    config: str
    speedup: S.Speedup
    p_holm: float
    new_failures: tuple[str, ...]
    new_wrong: tuple[str, ...]
    solved_a: int
    solved_b: int

    @property
    def slowdown_lower(self) -> float:
        """The lower bound of B's slowdown (B time / A time): 1 / the speedup's upper bound."""
        return 1.0 / self.speedup.hi if self.speedup.has_interval and self.speedup.hi > 0 else math.nan

    def regression(self, fail_slower: float | None, fail_new_failures: bool) -> list[str]:
        """Why this configuration is a regression under the user's thresholds ([] when it is not)."""
        why = []
        if self.new_wrong:
            why.append(f"{len(self.new_wrong)} new wrong answer(s)")
        if fail_new_failures and self.new_failures:
            why.append(f"{len(self.new_failures)} new failure(s)")
        if fail_slower is not None and self.slowdown_lower > fail_slower:
            why.append(f"slower: B/A {1 / self.speedup.median:.2f}x, interval's lower bound "
                       f"{self.slowdown_lower:.3f}x > {fail_slower:g}x")
        return why

    def row(self) -> dict[str, Any]:
        s = self.speedup
        return {"config": self.config, "instances": s.instances, "speedup B vs A": s.median, "ci95_lo": s.lo,
                "ci95_hi": s.hi, "B faster": s.wins, "B slower": s.losses, "p_holm": self.p_holm,
                "solved A": self.solved_a, "solved B": self.solved_b, "new failures": len(self.new_failures),
                "new wrong": len(self.new_wrong)}


@dataclass(frozen=True)
class Difference:
    """A property with other values in A than in B (e.g. ``solver_version`` of pulp/cbc)."""

    what: str
    a: tuple[str, ...]
    b: tuple[str, ...]


@dataclass(frozen=True)
class Comparison:
    """Everything ``puzzlebench compare`` reports."""

    a: Side
    b: Side
    changes: list[ConfigChange]
    only_a: list[str]
    only_b: list[str]
    differences: list[Difference]
    seed: int = 0
    unmatched_instances: dict[str, int] = field(default_factory=dict)

    @property
    def pairs(self) -> int:
        return sum(c.speedup.instances for c in self.changes)

    def regressions(self, fail_slower: float | None, fail_new_failures: bool = False) -> dict[str, list[str]]:
        """Configuration -> why it regressed, for those that did."""
        return {c.config: why for c in self.changes if (why := c.regression(fail_slower, fail_new_failures))}

    def table(self) -> pd.DataFrame:
        return pd.DataFrame([c.row() for c in self.changes])

    def as_json(self) -> dict[str, Any]:
        return {"a": {"folder": str(self.a.folder), "experiment": self.a.experiment},
                "b": {"folder": str(self.b.folder), "experiment": self.b.experiment},
                "seed": self.seed, "min_instances": S.MIN_INSTANCES, "configurations": self.table().to_dict("records"),
                "only_in_a": self.only_a, "only_in_b": self.only_b, "unmatched_instances": self.unmatched_instances,
                "differences": [{"what": d.what, "a": list(d.a), "b": list(d.b)} for d in self.differences]}


def _values(series: pd.Series) -> tuple[str, ...]:
    return tuple(sorted({str(v) for v in series.dropna() if str(v) != ""}))


def _library_versions(df: pd.DataFrame) -> dict[str, set[str]]:
    """Library/solver package versions of the runs (the ``versions`` column, JSON)."""
    out: dict[str, set[str]] = {}
    for text in df["versions"].dropna().unique() if "versions" in df.columns else ():
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            continue
        if isinstance(data, Mapping):
            for k, v in data.items():
                out.setdefault(str(k), set()).add(str(v))
    return out


def differences(a: pd.DataFrame, b: pd.DataFrame) -> list[Difference]:
    """What differs between the two folders' runs: each solver's version per layer/solver,
    each library version, and :data:`PROVENANCE` (package, commit, limit, machine)."""
    out = []
    pairs = sorted(set(zip(a["layer"].astype(str), a["solver"].astype(str), strict=True))
                   & set(zip(b["layer"].astype(str), b["solver"].astype(str), strict=True)))
    if "solver_version" in a.columns and "solver_version" in b.columns:
        for layer, solver in pairs:
            va = _values(a.loc[(a["layer"] == layer) & (a["solver"] == solver), "solver_version"])
            vb = _values(b.loc[(b["layer"] == layer) & (b["solver"] == solver), "solver_version"])
            if va != vb:
                out.append(Difference(f"solver_version of {layer}/{solver}", va, vb))
    la, lb = _library_versions(a), _library_versions(b)
    for key in sorted(set(la) | set(lb)):
        if la.get(key, set()) != lb.get(key, set()):
            out.append(Difference(f"versions[{key}]", tuple(sorted(la.get(key, ()))), tuple(sorted(lb.get(key, ())))))
    for col in PROVENANCE:
        if col in a.columns and col in b.columns:
            va, vb = _values(a[col]), _values(b[col])
            if va != vb:
                out.append(Difference(col, va, vb))
    return out


def compare(a: Side, b: Side, seed: int = 0) -> Comparison:
    """Match the two folders' runs and measure every configuration both hold. Raises
    :class:`PuzzleInputError` when no (instance, configuration) pair is in both."""
    pa, pb = S.per_instance(a.runs), S.per_instance(b.runs)
    keys = ["puzzle", "instance", "config"]
    both = pa.merge(pb, on=keys, suffixes=("_a", "_b"))
    if both.empty:
        raise PuzzleInputError(f"no (instance, configuration) pair is in both {a.folder} and {b.folder}")
    configs = sorted(both["config"].unique())
    n = S.resamples(len(configs))
    found = []
    for config in configs:
        g = both[both["config"] == config]
        cap = g[["limit_a", "limit_b"]].min(axis=1)  # the common limit: a timeout is no faster in the shorter one
        t_a, t_b = g["t_a"].clip(upper=cap), g["t_b"].clip(upper=cap)
        r = (t_a.clip(lower=1e-6) / t_b.clip(lower=1e-6)).to_numpy(dtype=float)
        found.append((config, g, S.ratio_speedup(r, f"A: {config}", f"B: {config}", seed, n)))
    adjusted = S.holm([s.p for _, _, s in found])
    changes = [ConfigChange(config, s, q,
                            new_failures=tuple(g.loc[g["solved_a"] & ~g["solved_b"] & (g["wrong_b"] == 0), "instance"].astype(str)),
                            new_wrong=tuple(g.loc[(g["wrong_b"] > 0) & (g["wrong_a"] == 0), "instance"].astype(str)),
                            solved_a=int(g["solved_a"].sum()), solved_b=int(g["solved_b"].sum()))
               for (config, g, s), q in zip(found, adjusted, strict=True)]
    ca, cb = set(pa["config"]), set(pb["config"])
    matched = set(map(tuple, both[keys].to_numpy()))
    unmatched = {"a": sum(1 for k in map(tuple, pa[keys].to_numpy()) if k not in matched),
                 "b": sum(1 for k in map(tuple, pb[keys].to_numpy()) if k not in matched)}
    return Comparison(a, b, changes, sorted(ca - cb), sorted(cb - ca), differences(a.runs, b.runs), seed, unmatched)
