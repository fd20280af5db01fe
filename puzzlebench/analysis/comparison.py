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
are counted and are a regression when asked for.

Pairing. A configuration's name holds its options and its solver's options, so a folder run
with one solver option changed matches nothing. ``pairs`` (``--pair A_CONFIG B_CONFIG``)
names configurations of B to compare with one of A, under A's name; when nothing matches,
the error lists the configurations found only in A and only in B, to pick the pairs from.

Reading and speed. Each side is read within bounds (:mod:`puzzlebench.analysis.readers`:
the folder is another machine's, so any file in it may be hostile; a problem is one line
or a warning, never a hang or a traceback). A configuration with at most
:data:`~puzzlebench.analysis.exact_bootstrap.MAX_EXACT` matched instances gets the exact
bootstrap distribution (:mod:`puzzlebench.analysis.exact_bootstrap`: what infinitely many
resamples give, the seed changes nothing), a larger one is resampled (seeded); 10^4 matched
pairs take seconds, not minutes (docs/reliability.md)."""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import exact_bootstrap as exact
from puzzlebench.analysis import readers
from puzzlebench.analysis import stats as S
from puzzlebench.analysis.safe_text import terminal
from puzzlebench.analysis.tables import collect, experiment_of
from puzzlebench.engine.run.ticker import Progress
from puzzlebench.instances.errors import PuzzleInputError, bounded

PROVENANCE = ("puzzlebench", "commit", "time_limit", "threads", "hostname", "cpu")
"""runs.csv columns whose values :func:`differences` lists when the two folders differ."""


@dataclass(frozen=True)
class Side:
    """One results folder: its experiment's name, its runs table, and the warnings of
    reading it (rows or records left out)."""

    folder: Path
    experiment: str
    runs: pd.DataFrame
    warnings: tuple[str, ...] = ()


def read_side(folder: str | Path) -> Side:
    """The runs of a results folder: ``runs.parquet`` (else ``runs.csv``) as the aggregate
    step wrote it, else its records (``runs/``), every file read within bounds
    (:mod:`puzzlebench.analysis.readers`). Raises :class:`PuzzleInputError` when the
    folder is missing, unreadable or holds no runs."""
    path = Path(folder)
    if not path.is_dir():
        raise PuzzleInputError(f"{bounded(path)}: no such results folder")
    table = readers.read_runs_table(path)
    if table is not None:
        df, warnings = table.runs, list(table.warnings)
    elif (path / "runs").is_dir():
        df, warnings = collect([path / "runs"], root=path)
        if df.empty:
            raise PuzzleInputError(f"{bounded(path)}: no readable record in runs/")
        df, more = readers.typed(df, path / "runs")
        warnings += more
    else:
        raise PuzzleInputError(f"{bounded(path)}: no runs.parquet, runs.csv or runs/ (not a results folder)")
    if df.empty:
        raise PuzzleInputError(f"{bounded(path)}: no runs in its runs table")
    named = df["experiment"] if "experiment" in df.columns else pd.Series(dtype=str)
    named = named[named != ""]
    experiment = named.iloc[0] if len(named) else experiment_of(path)
    return Side(path, str(experiment), df[~df["stale"]].reset_index(drop=True), tuple(warnings))


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
    paired: dict[str, str] = field(default_factory=dict)  # A's configuration -> B's compared with it

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
                "paired": self.paired, "warnings": {"a": list(self.a.warnings), "b": list(self.b.warnings)},
                "differences": [{"what": d.what, "a": list(d.a), "b": list(d.b)} for d in self.differences]}


def _values(series: pd.Series) -> tuple[str, ...]:
    return tuple(sorted({str(v) for v in series.dropna() if str(v) != ""}))


def _library_versions(df: pd.DataFrame) -> dict[str, set[str]]:
    """Library/solver package versions of the runs (the ``versions`` column, JSON)."""
    out: dict[str, set[str]] = {}
    for text in df["versions"].dropna().unique() if "versions" in df.columns else ():
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError):  # another machine's text: maybe no JSON at all
            continue
        if isinstance(data, Mapping):
            for k, v in data.items():
                out.setdefault(str(k), set()).add(str(v))
    return out


def differences(a: pd.DataFrame, b: pd.DataFrame) -> list[Difference]:
    """What differs between the two folders' runs: each solver's version per layer/solver,
    each library version, and :data:`PROVENANCE` (package, commit, limit, machine)."""
    out = []
    if "solver_version" in a.columns and "solver_version" in b.columns:
        by_a, by_b = ({key: _values(g) for key, g in df.groupby(["layer", "solver"], sort=True)["solver_version"]}
                      for df in (a, b))
        for layer, solver in sorted(set(by_a) & set(by_b)):
            if by_a[(layer, solver)] != by_b[(layer, solver)]:
                out.append(Difference(f"solver_version of {layer}/{solver}", by_a[(layer, solver)],
                                      by_b[(layer, solver)]))
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


def _speedup(r: np.ndarray, config: str, seed: int, n: int) -> S.Speedup:
    """B against A from the per-instance ratios ``r`` (:func:`~puzzlebench.analysis.stats.ratio_speedup`),
    its interval and test from the exact bootstrap up to
    :data:`~puzzlebench.analysis.exact_bootstrap.MAX_EXACT` instances, resampled above."""
    if not S.MIN_INSTANCES <= r.size <= exact.MAX_EXACT:
        return S.ratio_speedup(r, f"A: {config}", f"B: {config}", seed, n)
    lo, hi, p = exact.median_test(r)
    counted = S.ratio_speedup(r, f"A: {config}", f"B: {config}", seed, n=1)  # the counts; one resample, replaced
    return dataclasses.replace(counted, lo=lo, hi=hi, p=p)


MAX_LISTED = 20
"""Most configuration names an error lists per side (then how many more)."""


def _listed(names: list[str]) -> str:
    shown = ", ".join(repr(n) for n in names[:MAX_LISTED])
    return f"{shown} and {len(names) - MAX_LISTED} more" if len(names) > MAX_LISTED else shown or "none"


def no_pair_error(a: Side, b: Side, only_a: list[str], only_b: list[str]) -> PuzzleInputError:
    """The error when no (instance, configuration) pair is in both: the configurations
    each side has and the other lacks, and how to pair two of them."""
    hint = (f"; to compare two of them give --pair {only_a[0]!r} {only_b[0]!r}" if only_a and only_b
            else "; the configurations are the same, the instances are not")
    return PuzzleInputError(f"no (instance, configuration) pair is in both {bounded(a.folder)} and "
                            f"{bounded(b.folder)}: only in A: {_listed(only_a)}; only in B: {_listed(only_b)}{hint}")


def paired(per_b: pd.DataFrame, pairs: Sequence[tuple[str, str]], a_configs: set[str]) -> pd.DataFrame:
    """B's per-instance table with each configuration named in ``pairs`` (A name, B name)
    renamed to its A name; PuzzleInputError for a name a side does not have."""
    rename: dict[str, str] = {}
    b_configs = set(per_b["config"])
    for name_a, name_b in pairs:
        if name_a not in a_configs or name_b not in b_configs:
            side, name = ("A", name_a) if name_a not in a_configs else ("B", name_b)
            raise PuzzleInputError(f"--pair: no configuration {bounded(name)!r} in {side}")
        if name_b in rename:
            raise PuzzleInputError(f"--pair: {bounded(name_b)!r} of B is paired twice")
        rename[name_b] = name_a
    if not rename:
        return per_b
    out = per_b.assign(config=per_b["config"].map(lambda c: rename.get(c, c)))
    if out.duplicated(["puzzle", "instance", "config"]).any():
        raise PuzzleInputError("--pair: two configurations of B would take one name of A")
    return out


def compare(a: Side, b: Side, seed: int = 0, pairs: Sequence[tuple[str, str]] = (),
            progress: Progress | None = None) -> Comparison:
    """Match the two folders' runs and measure every configuration both hold (B's
    configurations named in ``pairs`` under their A names); ``progress`` is called once
    per configuration. Raises :class:`PuzzleInputError` when no (instance, configuration)
    pair is in both, listing the configurations only one side has."""
    pa = S.per_instance(a.runs)
    pb = paired(S.per_instance(b.runs), pairs, set(pa["config"]))
    keys = ["puzzle", "instance", "config"]
    both = pa.merge(pb, on=keys, suffixes=("_a", "_b"))
    ca, cb = set(pa["config"]), set(pb["config"])
    if both.empty:
        raise no_pair_error(a, b, sorted(ca - cb), sorted(cb - ca))
    # every column once over all pairs, then one slice per configuration (a pandas
    # operation per configuration took 88 s for 10^4 of them)
    both = both.sort_values(["config", "puzzle", "instance"], kind="stable").reset_index(drop=True)
    cap = np.minimum(both["limit_a"].to_numpy(float), both["limit_b"].to_numpy(float))  # the common limit
    t_a = np.fmin(both["t_a"].to_numpy(float), cap).clip(min=1e-6)  # fmin: no limit (NaN) caps nothing
    t_b = np.fmin(both["t_b"].to_numpy(float), cap).clip(min=1e-6)
    ratio = t_a / t_b
    solved_a, solved_b = both["solved_a"].to_numpy(bool), both["solved_b"].to_numpy(bool)
    wrong_a, wrong_b = both["wrong_a"].to_numpy() > 0, both["wrong_b"].to_numpy() > 0
    new_failure, new_wrong = solved_a & ~solved_b & ~wrong_b, wrong_b & ~wrong_a
    instances = both["instance"].astype(str).to_numpy()
    configs = both["config"].astype(str)
    starts = np.flatnonzero(configs.ne(configs.shift()).to_numpy())  # sorted: each name's first row
    names, bounds = configs.to_numpy()[starts], [*starts.tolist(), len(both)]
    n = S.resamples(len(names))
    found = []
    for k, config in enumerate(map(str, names)):
        rows = slice(bounds[k], bounds[k + 1])
        found.append((config, rows, _speedup(ratio[rows], config, seed, n)))
        if progress is not None:
            progress(k + 1, len(names), terminal(config))
    adjusted = S.holm([s.p for _, _, s in found])
    changes = [ConfigChange(config, s, q, new_failures=tuple(map(str, instances[rows][new_failure[rows]])),
                            new_wrong=tuple(map(str, instances[rows][new_wrong[rows]])),
                            solved_a=int(solved_a[rows].sum()), solved_b=int(solved_b[rows].sum()))
               for (config, rows, s), q in zip(found, adjusted, strict=True)]
    unmatched = {"a": len(pa) - len(both), "b": len(pb) - len(both)}
    return Comparison(a, b, changes, sorted(ca - cb), sorted(cb - ca), differences(a.runs, b.runs), seed, unmatched,
                      dict(pairs))
