"""The findings' numbers, from ``runs.csv``: which configuration wins each puzzle, by how
much against its baseline and against every other layer/solver, the virtual best, the
winner of each size and hardness class, what each option and formulation changes, where
configurations stop solving, the spread over repeats.

Computed here and only here (through :mod:`puzzlebench.analysis.stats`), returned as
:class:`Results`; :mod:`puzzlebench.analysis.findings` puts them into words and tables
(``findings.md``, ``findings.html``) and writes ``findings.json`` from
:meth:`Results.as_json`; the figures draw :func:`effects`. Rules:

* a configuration is label / layer/solver, the solver with its options
  (:func:`puzzlebench.analysis.stats.config_name`); its time on an instance is the median
  over repeats of the censored time, and it solved the instance when the median repeat did;
* a configuration that returned a wrong answer (the checker rejected it) cannot win;
* the winner solves the most instances, then has the smallest shifted geometric mean at
  the first shift (10 s); the other shifts are reported and any disagreement is named;
* the baseline of a puzzle is its textbook variant (:data:`BASELINE_VARIANT`) on the
  winner's layer/solver; speedup = baseline time / configuration time per instance,
  median with a 95 % bootstrap interval over instances (seeded), and wins/losses/ties;
* a configuration's options are the runs table's option columns (``option_<name>``,
  ``solver_option_<name>``: :func:`puzzlebench.analysis.tables.parameter_columns`); two
  configurations of one variant and layer/solver that differ in one option measure what
  that option changes;
* records whose formulation code changed since they ran (``stale``) are left out, and
  the findings say how many.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.tables import (
    DEDUCTION_COLUMNS,
    OPTION_PREFIX,
    SOLVER_OPTION_PREFIX,
    parameter_columns,
)

BASELINE_VARIANT = {"galaxies": "galaxies/flow", "troix": "troix/onehot"}
"""The named baseline formulation per puzzle (the first in the experiment's list
otherwise)."""
OPTION_ORDER = {"prune": ["none", "basic", "reach"]}
"""Option levels in order, lowest first: the lower level is the base of a comparison."""


@dataclass(frozen=True)
class Comparison:
    """Two configurations on one layer/solver that differ in one factor (a variant, or the
    options named by ``factor``): ``other`` is measured against ``base``."""

    factor: str
    pair: str
    base: str
    other: str


# ---- configurations and their options ----------------------------------------------------
def _option_key(column: str) -> str:
    """The options-dict key of an option column: runs.csv's ``option_<name>`` is the
    variant option ``<name>``, ``solver_option_<name>`` the solver's option, named
    ``solver <name>``."""
    if column.startswith(SOLVER_OPTION_PREFIX):
        return "solver " + column[len(SOLVER_OPTION_PREFIX):]
    return column.removeprefix(OPTION_PREFIX)


def configurations(df: pd.DataFrame) -> pd.DataFrame:
    """One row per configuration: config name, puzzle, label, variant, pair (layer/solver,
    without the solver's options: they are factors compared within it) and its options as
    a dict (the record's options, then the option columns' values)."""
    columns = parameter_columns(df)
    d = df.assign(config=S.config_name(df), pair=df["layer"].astype(str) + "/" + df["solver"].astype(str))
    rows = []
    for config, g in d.groupby("config", sort=True):
        first = g.iloc[0]
        try:
            opts = json.loads(first["options"]) if isinstance(first["options"], str) and first["options"] else {}
        except ValueError:
            opts = {}
        opts.update({_option_key(c): first[c] for c in columns if pd.notna(first[c])})
        rows.append({"config": config, "puzzle": first["puzzle"], "label": first["label"],
                     "variant": first["variant"] or first["layer"], "pair": first["pair"], "options": opts})
    return pd.DataFrame(rows, columns=["config", "puzzle", "label", "variant", "pair", "options"])


def _level_rank(key: str, value: Any) -> tuple[int, str]:
    order = OPTION_ORDER.get(key)
    if order and value in order:
        return order.index(value), str(value)
    if isinstance(value, bool | np.bool_):
        return int(value), str(value)
    return 0, str(value)


def option_pairs(cfg: pd.DataFrame) -> list[Comparison]:
    """Configurations of one variant and one layer/solver whose options differ in exactly
    the factor's options; the base is the one with the lower levels (False before True,
    prune none < basic < reach). Pairs differing in several options are kept only when no
    single-option pair exists."""
    found: list[tuple[int, str, str, str, str]] = []
    for (_, _), g in cfg.groupby(["variant", "pair"], sort=True):
        items = list(g.itertuples(index=False))
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                keys = sorted(set(a.options) | set(b.options))
                diff = [k for k in keys if a.options.get(k) != b.options.get(k)]
                if not diff:
                    continue
                ra = [_level_rank(k, a.options.get(k)) for k in diff]
                rb = [_level_rank(k, b.options.get(k)) for k in diff]
                base, other = (a, b) if ra <= rb else (b, a)
                found.append((len(diff), "+".join(diff), a.pair, base.config, other.config))
    if any(n == 1 for n, *_ in found):
        found = [f for f in found if f[0] == 1]
    return [Comparison(f, p, b, o) for _, f, p, b, o in sorted(found)]


def variant_pairs(cfg: pd.DataFrame, puzzle: str) -> list[Comparison]:
    """Other variants against the baseline variant with the same options and layer/solver
    (factor ``variant``)."""
    sub = cfg[cfg["puzzle"] == puzzle]
    variants = [v for v in sub["variant"].unique() if "/" in str(v)]
    base_v = BASELINE_VARIANT.get(puzzle, variants[0] if variants else "")
    out = []
    for _, g in sub.groupby("pair", sort=True):
        for b in g[g["variant"] == base_v].itertuples(index=False):
            for o in g[(g["variant"] != base_v) & g["variant"].isin(variants)].itertuples(index=False):
                common = set(o.options) & set(b.options)  # variant-specific options do not count
                if all(str(o.options[k]) == str(b.options[k]) for k in common):
                    out.append(Comparison("variant", b.pair, b.config, o.config))
    return out


def hardness_classes(df: pd.DataFrame) -> pd.Series:
    """Per instance: 'deduction settles all' or 'deduction leaves some open', from the
    first of :data:`~puzzlebench.analysis.tables.DEDUCTION_COLUMNS` with a value for most
    instances (empty when there is none)."""
    for col in (c for c in DEDUCTION_COLUMNS if c in df.columns):
        share = pd.to_numeric(df[col], errors="coerce").groupby(df["instance"]).max()
        if share.notna().mean() >= 0.5:
            share = share.dropna()
            names = (f"{col} = 1 (deduction settles all)", f"{col} < 1 (deduction leaves cells open)")
            return share.map(lambda v, names=names: names[0] if v >= 0.999 else names[1])
    return pd.Series(dtype=str)


EFFECT_COLUMNS = ["factor", "layer/solver", "baseline", "configuration", "instances", "speedup", "ci95_lo",
                  "ci95_hi", "faster", "slower", "ties"]


def speedup_table(per: pd.DataFrame, comparisons: Sequence[Comparison], seed: int = 0) -> pd.DataFrame:
    """One row per comparison: factor, layer/solver (with the solver's options when both
    sides run the same ones, as :func:`~puzzlebench.analysis.stats.pair_name` names it),
    baseline and configuration (their labels; their configuration names, solver options
    included, when the labels are the same), instances, median speedup with its 95 % bootstrap interval,
    faster/slower/tied counts."""
    rows = []
    for c in comparisons:
        s = S.speedup(per, c.base, c.other, seed=seed)
        (base, base_pair), (other, other_pair) = c.base.split(" / ", 1), c.other.split(" / ", 1)
        if base == other:  # only a solver option differs: the whole names say which
            base, other = c.base, c.other
        rows.append({"factor": c.factor, "layer/solver": base_pair if base_pair == other_pair else c.pair,
                     "baseline": base,
                     "configuration": other, "instances": s.instances,
                     "speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi,
                     "faster": s.wins, "slower": s.losses, "ties": s.ties})
    return pd.DataFrame(rows, columns=EFFECT_COLUMNS)


def effects(df: pd.DataFrame, puzzle: str, seed: int = 0, per: pd.DataFrame | None = None,
            cfg: pd.DataFrame | None = None) -> pd.DataFrame:
    """The speedup table of every variant against the baseline variant and every option
    change, per layer/solver, for ``puzzle`` (``per``/``cfg`` if already computed)."""
    sub = df[df["puzzle"] == puzzle]
    per = S.per_instance(sub) if per is None else per
    cfg = configurations(sub) if cfg is None else cfg
    return speedup_table(per, variant_pairs(cfg, puzzle) + option_pairs(cfg), seed)


# ---- the results of one puzzle -----------------------------------------------------------
@dataclass(frozen=True)
class ClassWinner:
    """The winner among the instances of one size or hardness class (``kind``), by the
    puzzle's rules at the first shift."""

    kind: str
    name: str
    instances: int
    winner: str
    solved: int
    sgm: float
    shift: float

    def row(self) -> dict[str, Any]:
        """The class as a table row (and as findings.json has it)."""
        return {f"{self.kind} class": self.name, "instances": self.instances, "winner": self.winner,
                "solved": self.solved, f"sgm (shift {self.shift:g} s)": self.sgm}


@dataclass(frozen=True)
class SolverBest:
    """Another layer/solver at its own best configuration, against the winner: ``speedup``
    is its time / the winner's per instance (> 1: the winner is faster)."""

    pair: str
    best: str
    solved: int
    speedup: S.Speedup

    def row(self) -> dict[str, Any]:
        s = self.speedup
        return {"layer/solver": self.pair, "its best": self.best.split(" / ")[0], "solved": self.solved,
                "winner speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi, "faster": s.wins,
                "slower": s.losses, "instances": s.instances}


def _records(table: pd.DataFrame) -> list[dict[str, Any]]:
    """A table's rows as dicts (findings.json's lists)."""
    return [{str(k): v for k, v in row.items()} for row in table.to_dict(orient="records")]


@dataclass(frozen=True)
class PuzzleResults:
    """Every number the findings state about one puzzle."""

    puzzle: str
    shifts: tuple[float, ...]
    instances: int
    ranking: pd.DataFrame
    """:func:`puzzlebench.analysis.stats.ranking` with ``fastest_on`` (instances where the
    configuration was within :data:`~puzzlebench.analysis.stats.TIE` of the fastest)."""
    winner: str
    winner_by_shift: dict[float, str]
    baseline_variant: str | None
    baseline: str | None
    """The baseline configuration on the winner's layer/solver (None: the puzzle has none)."""
    speedup: S.Speedup | None
    """The winner against the baseline (None when there is none, or the winner is it)."""
    other_solvers: list[SolverBest]
    virtual_best_sgm: float
    virtual_best_config: str
    """The configuration most often the fastest on an instance, and on how many."""
    virtual_best_count: int
    class_winners: dict[str, list[ClassWinner]]
    """Per kind (``size``, ``hardness``): the winner of each class, smallest instances first;
    a kind without classes is left out."""
    effects: pd.DataFrame
    """:func:`effects`: what each option and formulation changes."""
    frontier: pd.DataFrame
    repeat_spread: pd.DataFrame

    @property
    def winner_row(self) -> pd.Series:
        """The winner's row of :attr:`ranking`."""
        return self.ranking.set_index("config").loc[self.winner]

    @property
    def wrong(self) -> pd.DataFrame:
        """The configurations that returned wrong answers."""
        return self.ranking[self.ranking["wrong"] > 0]

    def other_solvers_table(self) -> pd.DataFrame:
        return pd.DataFrame([o.row() for o in self.other_solvers])

    def as_json(self) -> dict[str, Any]:
        """The puzzle's entry in findings.json."""
        w = self.winner_row
        key: dict[str, Any] = {
            "puzzle": self.puzzle, "instances": self.instances, "winner": self.winner,
            "winner_solved": int(w["solved"]), "winner_sgm": {f"{s:g}": float(w[f"sgm_{s:g}s"]) for s in self.shifts},
            "winner_by_shift": {f"{s:g}": c for s, c in self.winner_by_shift.items()},
            "virtual_best_sgm": self.virtual_best_sgm, "frontier": _records(self.frontier),
        }
        if self.baseline is not None:
            key["baseline"] = self.baseline
        if self.speedup is not None:
            s = self.speedup
            key["speedup"] = {"median": s.median, "lo": s.lo, "hi": s.hi, "wins": s.wins, "losses": s.losses,
                              "ties": s.ties, "instances": s.instances}
        if self.other_solvers:
            key["other_solvers"] = _records(self.other_solvers_table())
        for kind, rows in self.class_winners.items():
            key[f"winner_by_{kind}"] = [r.row() for r in rows]
        if not self.effects.empty:
            key["options"] = _records(self.effects)
        if not self.repeat_spread.empty:
            key["repeats"] = _records(self.repeat_spread)
        return key


def _class_winners(per: pd.DataFrame, classes: pd.Series, kind: str, shift: float) -> list[ClassWinner]:
    """The winner of each class of instances (same rules as the puzzle's winner)."""
    if classes.empty:
        return []
    per_c = per.assign(cls=per["instance"].map(classes)).dropna(subset=["cls"])
    rows = []
    for c in per_c.groupby("cls")["cells"].min().sort_values().index:
        g = per_c[per_c["cls"] == c]
        r = S.ranking(g, (shift,))
        wc = S.winner_by_shift(r, (shift,))[shift]
        rr = r.set_index("config").loc[wc]
        rows.append(ClassWinner(kind, str(c), g["instance"].nunique(), wc, int(rr["solved"]),
                                float(rr[f"sgm_{shift:g}s"]), shift))
    return rows


def _baseline(cfg: pd.DataFrame, base_v: str | None, pair: str) -> str | None:
    """The baseline configuration: the baseline variant on ``pair``, the one with the
    fewest options (its plain label first)."""
    base_rows = cfg[(cfg["variant"] == base_v) & (cfg["pair"] == pair)]
    base_rows = base_rows.assign(n=base_rows["options"].map(len)).sort_values(["n", "label"])
    plain = base_rows[base_rows["label"] == base_v.split("/")[-1]] if base_v else base_rows
    return str((plain if len(plain) else base_rows)["config"].iloc[0]) if len(base_rows) else None


def puzzle_results(df: pd.DataFrame, puzzle: str, shifts: Sequence[float] = S.SHIFTS,
                   seed: int = 0) -> PuzzleResults:
    """The results of one puzzle (``df``: runs of any puzzles; stale ones already out)."""
    sub = df[df["puzzle"] == puzzle]
    per = S.per_instance(sub)
    cfg = configurations(sub)
    rank = S.ranking(per, shifts)
    rank.insert(4, "fastest_on", rank["config"].map(S.wins(per)).fillna(0).astype(int))
    by_shift = S.winner_by_shift(rank, shifts)
    winner = by_shift[shifts[0]]
    wpair = cfg.set_index("config").loc[winner, "pair"]
    base_v = BASELINE_VARIANT.get(puzzle)
    base = _baseline(cfg, base_v, wpair)
    others = []
    for pair, g in cfg.groupby("pair", sort=True):
        if pair == wpair:
            continue
        cand = rank[rank["config"].isin(g["config"])]
        if cand.empty:
            continue
        best = str(cand.iloc[0]["config"])
        others.append(SolverBest(str(pair), best, int(cand.iloc[0]["solved"]), S.speedup(per, best, winner, seed=seed)))
    vbs = S.virtual_best(per)
    often = vbs["config"].value_counts()
    sizes = S.size_classes(per.drop_duplicates("instance").set_index("instance")["cells"])
    classes = {kind: rows for kind, c in (("size", sizes), ("hardness", hardness_classes(sub)))
               if (rows := _class_winners(per, c, kind, shifts[0]))}
    return PuzzleResults(
        puzzle=puzzle, shifts=tuple(shifts), instances=int(per["instance"].nunique()), ranking=rank, winner=winner,
        winner_by_shift=by_shift, baseline_variant=base_v, baseline=base,
        speedup=S.speedup(per, base, winner, seed=seed) if base is not None and base != winner else None,
        other_solvers=others, virtual_best_sgm=S.shifted_geomean(vbs["t"], shifts[0]),
        virtual_best_config=str(often.index[0]), virtual_best_count=int(often.iloc[0]), class_winners=classes,
        effects=effects(sub, puzzle, seed, per, cfg), frontier=S.frontier(per), repeat_spread=S.repeat_spread(per))


@dataclass(frozen=True)
class Results:
    """Every number of an experiment's findings: per puzzle, and how many runs were read
    and left out as stale."""

    shifts: tuple[float, ...]
    seed: int
    runs: int
    stale: int
    puzzles: dict[str, PuzzleResults]
    bootstrap: int = S.BOOTSTRAP

    def as_json(self) -> dict[str, Any]:
        """The content of findings.json (NaN where a number is undefined)."""
        return {"shifts": list(self.shifts), "bootstrap": self.bootstrap, "seed": self.seed, "runs": self.runs,
                "stale": self.stale, "puzzles": {p: r.as_json() for p, r in self.puzzles.items()}}


def results(df: pd.DataFrame, shifts: Sequence[float] = S.SHIFTS, seed: int = 0) -> Results:
    """The results of an experiment's runs table, stale records left out."""
    stale = df["stale"].astype(bool) if "stale" in df.columns else pd.Series(False, index=df.index)
    live = df[~stale]
    return Results(shifts=tuple(shifts), seed=seed, runs=len(df), stale=int(stale.sum()),
                   puzzles={p: puzzle_results(live, p, shifts, seed) for p in sorted(live["puzzle"].dropna().unique())})

