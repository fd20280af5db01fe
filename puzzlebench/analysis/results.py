"""The findings' numbers, from ``runs.csv``: which configuration is first in each puzzle
and whether the evidence names it the winner, by how much against its baseline and
against every other layer/solver, the virtual best, the claim per class of instances
(size, galaxy size, hardness), what each option and formulation changes, where
configurations stop solving, the spread over repeats, where the time goes.

Computed here and only here (through :mod:`puzzlebench.analysis.stats` and
:mod:`puzzlebench.analysis.claims`), returned as :class:`Results`;
:mod:`puzzlebench.analysis.findings` puts them into words and tables (``findings.md``,
``findings.html``) and writes ``findings.json`` from :meth:`Results.as_json`; the figures
draw :func:`effects`. Rules:

* a configuration is label / layer/solver, the solver with its options
  (:func:`puzzlebench.analysis.stats.config_name`); its time on an instance is the median
  over repeats of the censored time, and it solved the instance when the median repeat did;
* a configuration that returned a wrong answer (the checker rejected it) cannot win;
* the leader solves the most instances, then has the smallest geometric mean of its
  per-instance time over the fastest (:data:`~puzzlebench.analysis.stats.LEADER_STAT`);
  the shifted geometric means are reported and any disagreement is named;
  it is called the winner only when its per-instance speedup against the runner-up
  excludes 1 after Holm's correction over the section's comparisons, with at least
  :data:`~puzzlebench.analysis.stats.MIN_INSTANCES` instances (:mod:`puzzlebench.analysis.claims`);
* the baseline of a puzzle is its textbook variant (:data:`BASELINE_VARIANT`) on the
  leader's layer/solver; speedup = baseline time / configuration time per instance,
  median with a 95 % bootstrap interval over instances (seeded), and wins/losses/ties;
* a configuration's options are the runs table's option columns (``option_<name>``,
  ``solver_option_<name>``: :func:`puzzlebench.analysis.tables.parameter_columns`); two
  configurations of one variant and layer/solver that differ in one option measure what
  that option changes (one Holm family per puzzle's table of them);
* records whose formulation code changed since they ran (``stale``) are left out, and
  the findings say how many.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.claims import Claim, Verdict, Versus, claims, speedup_json
from puzzlebench.analysis.tables import (
    OPTION_PREFIX,
    SOLVER_OPTION_PREFIX,
    STRUCTURE_COLUMNS,
    parameter_columns,
    structure_columns,
)
from puzzlebench.engine.run.records import RunStatus

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


EFFECT_COLUMNS = ["factor", "layer/solver", "baseline", "configuration", "instances", "speedup", "ci95_lo",
                  "ci95_hi", "faster", "slower", "ties", "p_holm", "told_apart"]


def speedup_table(per: pd.DataFrame, comparisons: Sequence[Comparison], seed: int = 0) -> pd.DataFrame:
    """One row per comparison: factor, layer/solver (with the solver's options when both
    sides run the same ones, as :func:`~puzzlebench.analysis.stats.pair_name` names it),
    baseline and configuration (their labels; their configuration names, solver options
    included, when the labels are the same), instances, median speedup with its 95 %
    bootstrap interval (none below :data:`~puzzlebench.analysis.stats.MIN_INSTANCES`
    instances), faster/slower/tied counts, and the Holm-adjusted p-value over the table's
    comparisons (one family) with whether it tells the two apart."""
    n = S.resamples(len(comparisons))
    found = [S.speedup(per, c.base, c.other, seed=seed, n=n) for c in comparisons]
    adjusted = S.holm([s.p for s in found])
    rows = []
    for c, s, q in zip(comparisons, found, adjusted, strict=True):
        (base, base_pair), (other, other_pair) = c.base.split(" / ", 1), c.other.split(" / ", 1)
        if base == other:  # only a solver option differs: the whole names say which
            base, other = c.base, c.other
        rows.append({"factor": c.factor, "layer/solver": base_pair if base_pair == other_pair else c.pair,
                     "baseline": base,
                     "configuration": other, "instances": s.instances,
                     "speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi,
                     "faster": s.wins, "slower": s.losses, "ties": s.ties, "p_holm": q,
                     "told_apart": bool(s.has_interval and q < S.ALPHA)})
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
CLASS_KINDS = {"size": "size class", "galaxy_size_class": "galaxy size", "hardness_class": "hardness"}
"""The ways instances are split (the per-instance ``size`` class of
:func:`puzzlebench.analysis.stats.size_classes`, then runs.csv's structure columns,
:data:`puzzlebench.analysis.tables.STRUCTURE_COLUMNS`), by their name in the findings."""


@dataclass(frozen=True)
class ClassClaim:
    """The claim (:class:`puzzlebench.analysis.claims.Claim`) about the instances of one
    class: ``classes`` maps each split that has more than one class in the puzzle (a name
    of :data:`CLASS_KINDS`) to this class's value."""

    classes: dict[str, str]
    claim: Claim
    sgm: float
    solved: int

    @property
    def name(self) -> str:
        return ", ".join(self.classes.values())

    def row(self) -> dict[str, Any]:
        """The class as a table row (and as findings.json has it)."""
        c = self.claim
        ru = c.runner_up_versus
        return {**{CLASS_KINDS[k]: v for k, v in self.classes.items()}, "instances": c.instances,
                "first": c.leader,
                "verdict": c.verdict.value, "solved": self.solved, f"sgm (shift {c.shift:g} s)": self.sgm,
                "vs runner-up": ru.speedup.median if ru else math.nan,
                "ci95_lo": ru.speedup.lo if ru else math.nan, "ci95_hi": ru.speedup.hi if ru else math.nan,
                "p_holm": ru.p_holm if ru else math.nan,
                "cannot be told apart": ", ".join(c.group[1:]) if c.verdict is Verdict.TIED else ""}


@dataclass(frozen=True)
class SolverBest:
    """Another layer/solver at its own best configuration, against the leader: ``speedup``
    is its time / the leader's per instance (> 1: the leader is faster), ``versus`` the
    same comparison with its Holm-adjusted test (the winner section's family)."""

    pair: str
    best: str
    solved: int
    versus: Versus

    @property
    def speedup(self) -> S.Speedup:
        return self.versus.speedup

    def row(self) -> dict[str, Any]:
        s = self.speedup
        return {"layer/solver": self.pair, "its best": self.best.split(" / ")[0], "solved": self.solved,
                "leader speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi, "faster": s.wins,
                "slower": s.losses, "instances": s.instances, "p_holm": self.versus.p_holm,
                "told_apart": self.versus.told_apart}


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
    claim: Claim
    """Who is first at the first shift and whether the data name it the winner
    (:mod:`puzzlebench.analysis.claims`); its family is every comparison of the winner section."""
    winner_by_shift: dict[float, str]
    """The first place at each shift (a ranking, not a claim)."""
    baseline_variant: str | None
    baseline: str | None
    """The baseline configuration on the leader's layer/solver (None: the puzzle has none)."""
    other_solvers: list[SolverBest]
    virtual_best_sgm: float
    virtual_best_config: str
    """The configuration most often the fastest on an instance, and on how many."""
    virtual_best_count: int
    class_claims: list[ClassClaim]
    """The claim per class of instances, split by every kind of :data:`CLASS_KINDS` that has
    more than one class in the puzzle (empty when none has); smallest instances first."""
    effects: pd.DataFrame
    """:func:`effects`: what each option and formulation changes."""
    frontier: pd.DataFrame
    repeat_spread: pd.DataFrame
    time_split: pd.DataFrame
    """:func:`puzzlebench.analysis.stats.time_split`: each configuration's share per step."""

    @property
    def leader(self) -> str:
        """The first of the ranking at the first shift (named the winner or not)."""
        return self.claim.leader

    @property
    def winner(self) -> str | None:
        """The winner, when the evidence names one (:class:`puzzlebench.analysis.claims.Claim`)."""
        return self.claim.winner

    @property
    def speedup(self) -> S.Speedup | None:
        """The leader against the baseline (None when there is none, or the leader is it)."""
        v = None if self.baseline is None else self.claim.against(self.baseline)
        return None if v is None else v.speedup

    @property
    def leader_row(self) -> pd.Series:
        """The leader's row of :attr:`ranking`."""
        return self.ranking.set_index("config").loc[self.leader]

    @property
    def class_kinds(self) -> list[str]:
        """The kinds the classes are split by (keys of :data:`CLASS_KINDS`)."""
        return list(self.class_claims[0].classes) if self.class_claims else []

    @property
    def wrong(self) -> pd.DataFrame:
        """The configurations that returned wrong answers."""
        return self.ranking[self.ranking["wrong"] > 0]

    def other_solvers_table(self) -> pd.DataFrame:
        return pd.DataFrame([o.row() for o in self.other_solvers])

    def where_time_goes(self, config: str) -> tuple[str, float] | None:
        """The step other than the solve that takes most of ``config``'s time, if one does."""
        return S.dominant_step(self.time_split, config)

    def as_json(self) -> dict[str, Any]:
        """The puzzle's entry in findings.json."""
        w = self.leader_row
        key: dict[str, Any] = {
            "puzzle": self.puzzle, "instances": self.instances, "winner": self.winner, "leader": self.leader,
            "claim": self.claim.as_json(),
            "leader_solved": int(w["solved"]), "leader_sgm": {f"{s:g}": float(w[f"sgm_{s:g}s"]) for s in self.shifts},
            "first_by_shift": {f"{s:g}": c for s, c in self.winner_by_shift.items()},
            "virtual_best_sgm": self.virtual_best_sgm, "frontier": _records(self.frontier),
            "time_split": {str(c): {k: float(v) for k, v in row.items()}
                           for c, row in self.time_split.to_dict(orient="index").items()},
        }
        if self.baseline is not None:
            key["baseline"] = self.baseline
        if self.speedup is not None:
            key["speedup"] = speedup_json(self.speedup)
        if self.other_solvers:
            key["other_solvers"] = _records(self.other_solvers_table())
        if self.class_claims:
            key["by_class"] = {"kinds": self.class_kinds, "classes": [c.row() for c in self.class_claims]}
        if not self.effects.empty:
            key["options"] = _records(self.effects)
        if not self.repeat_spread.empty:
            key["repeats"] = _records(self.repeat_spread)
        return key


def instance_classes(sub: pd.DataFrame, per: pd.DataFrame) -> pd.DataFrame:
    """Per instance (index): its class of each kind of :data:`CLASS_KINDS` that takes more
    than one value among the puzzle's instances (no column for a kind with one class)."""
    first = per.drop_duplicates("instance").set_index("instance")
    out = pd.DataFrame({"size": S.size_classes(first["cells"])}, index=first.index)
    for kind in CLASS_KINDS:
        if kind != "size":
            out[kind] = sub.groupby("instance")[kind].first().reindex(out.index).astype(str)
    return out[[k for k in CLASS_KINDS if out[k].nunique() > 1]]


def _class_claims(per: pd.DataFrame, classes: pd.DataFrame, shift: float, seed: int) -> list[ClassClaim]:
    """The claim of each class of instances (same rules as the puzzle's, a configuration
    with a wrong answer on any of the puzzle's instances left out; one Holm family)."""
    if classes.empty or classes.shape[1] == 0:
        return []
    kinds = list(classes.columns)
    wrong = per.groupby("config")["wrong"].sum()
    if (wrong == 0).any():  # a configuration with a wrong answer anywhere in the puzzle wins no class
        per = per[per["config"].map(wrong) == 0]
    keyed = per.join(classes, on="instance")
    groups = [(dict(zip(kinds, map(str, key if isinstance(key, tuple) else (key,)), strict=True)), g)
              for key, g in keyed.groupby(kinds, sort=True)]
    groups.sort(key=lambda kg: (float(kg[1]["cells"].min()), list(kg[0].values())))
    ranks = [S.ranking(g, (shift,), by=S.LEADER_STAT) for _, g in groups]  # once each: the claims read them too
    found = claims([g for _, g in groups], shift, seed, ranks)
    out = []
    for (names, _), rank, c in zip(groups, ranks, found, strict=True):
        row = rank.set_index("config").loc[c.leader]
        out.append(ClassClaim(names, c, float(row[f"sgm_{shift:g}s"]), int(row["solved"])))
    return out


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
    if not set(STRUCTURE_COLUMNS) <= set(sub.columns):
        sub = structure_columns(sub)
    per = S.per_instance(sub)
    cfg = configurations(sub)
    rank = S.ranking(per, shifts, by=S.LEADER_STAT)
    rank.insert(4, "fastest_on", rank["config"].map(S.wins(per)).fillna(0).astype(int))
    by_shift = S.winner_by_shift(rank, shifts)
    top = claims([per], shifts[0], seed, [rank])[0]
    lpair = cfg.set_index("config").loc[top.leader, "pair"]
    base_v = BASELINE_VARIANT.get(puzzle)
    others = []
    for pair, g in cfg.groupby("pair", sort=True):
        if pair == lpair:
            continue
        cand = rank[rank["config"].isin(g["config"])]
        versus = None if cand.empty else top.against(str(cand.iloc[0]["config"]))
        if versus is not None:
            others.append(SolverBest(str(pair), versus.config, int(cand.iloc[0]["solved"]), versus))
    vbs = S.virtual_best(per)
    often = vbs["config"].value_counts()
    return PuzzleResults(
        puzzle=puzzle, shifts=tuple(shifts), instances=int(per["instance"].nunique()), ranking=rank, claim=top,
        winner_by_shift=by_shift, baseline_variant=base_v, baseline=_baseline(cfg, base_v, lpair),
        other_solvers=others, virtual_best_sgm=S.shifted_geomean(vbs["t"], shifts[0]),
        virtual_best_config=str(often.index[0]), virtual_best_count=int(often.iloc[0]),
        class_claims=_class_claims(per, instance_classes(sub, per), shifts[0], seed),
        effects=effects(sub, puzzle, seed, per, cfg), frontier=S.frontier(per), repeat_spread=S.repeat_spread(per),
        time_split=S.time_split(sub))


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
    # runs a size-limited solver licence refused, per configuration: no solver result, so
    # counted apart and left out of every ranking (censored at the limit they would rank a
    # solver by its licence, not by its speed)
    licence_limited: dict[str, int] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """The content of findings.json (NaN where a number is undefined)."""
        return {"shifts": list(self.shifts), "bootstrap": self.bootstrap, "seed": self.seed, "runs": self.runs,
                "stale": self.stale, "licence_limited": dict(self.licence_limited),
                "puzzles": {p: r.as_json() for p, r in self.puzzles.items()}}


def results(df: pd.DataFrame, shifts: Sequence[float] = S.SHIFTS, seed: int = 0) -> Results:
    """The results of an experiment's runs table, stale records left out. The structure
    classes are derived again from their source columns
    (:func:`puzzlebench.analysis.tables.structure_columns`): a table edited, concatenated or
    written by an older version says what its source columns say."""
    stale = df["stale"].astype(bool) if "stale" in df.columns else pd.Series(False, index=df.index)
    refused = df["status"] == RunStatus.LICENCE_LIMIT
    kept = S.measured(df)
    live = structure_columns(kept) if len(kept) else kept
    limited = S.config_name(df[refused & ~stale]).value_counts().sort_index() if refused.any() else pd.Series(dtype=int)
    return Results(shifts=tuple(shifts), seed=seed, runs=len(df), stale=int(stale.sum()),
                   puzzles={p: puzzle_results(live, p, shifts, seed) for p in sorted(live["puzzle"].dropna().unique())},
                   licence_limited={str(k): int(v) for k, v in limited.items()})

