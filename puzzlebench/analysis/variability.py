"""Performance variability: how much a configuration's time moves when only the solver's seed
(``repeats``, ``solver_seeds``) or only the model's row/column order (``permute``,
:mod:`puzzlebench.models.permute`) changes, which of the two the spread comes from, and
whether the winner survives it.

MIP practice (Danna 2008; Lodi and Tramontani 2013; MIPLIB's variability tests) reads a
speedup as real only when it is larger than what a seed or an order alone can do, which on
the same model can be 10-100x. Measured here, from runs.csv only:

* per configuration and instance, the slowest run over the fastest (censored times,
  floored at :data:`FLOOR` s) and the IQR relative to the median, across permutations (one
  seed at a time), across seeds (one order at a time) and across both; summarised by the
  median and the largest over instances (:class:`Spread`);
* the split of the spread (:class:`Split`): per configuration and instance, the runs on a
  full grid of orders x seeds, a two-way analysis of variance of log time without
  replication (one run per cell): the sums of squares of the order means, of the seed means
  and the rest (the order x seed interaction, which one run per cell cannot tell from
  noise), pooled over the instances and given as shares of the total. Log time, because
  variability is multiplicative (a seed that doubles a 1 s and a 100 s solve moves both
  alike); sums of squares, because on a balanced grid they add up exactly;
* the winner (first place of :func:`puzzlebench.analysis.stats.ranking` at the first
  shift) decided on the runs of each permutation alone, and of each seed alone: the same
  configuration every time, or not (:class:`WinnerStability`).

A "seed" is a (``repeat``, ``seed_index``) pair: each is its own solver seed
(:meth:`puzzlebench.engine.experiment.design.RunDesign.seed_of`); a pair that takes no seed
has ``seed_index`` 0 only, and its repeats differ by timing noise alone.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S

FLOOR = 1e-3
"""Times below a millisecond are timer noise: ratios use at least this (seconds)."""


class Axis(StrEnum):
    """What varies between the runs compared."""

    PERMUTATION = "permutation"  # the row/column order, one seed at a time
    SEED = "seed"  # the solver's seed (repeats), one order at a time
    BOTH = "seed and permutation"


_FIXED = {Axis.PERMUTATION: ["solver_seed"], Axis.SEED: ["permutation"], Axis.BOTH: []}
_VARIED = {Axis.PERMUTATION: "permutation", Axis.SEED: "solver_seed"}


@dataclass(frozen=True)
class Spread:
    """One configuration along one axis, over the instances where it has more than one run."""

    puzzle: str
    config: str
    axis: Axis
    instances: int
    runs: int  # runs compared per instance (the most)
    median_ratio: float  # slowest / fastest run on an instance, median over instances
    max_ratio: float
    median_relative_iqr: float  # IQR / median time on an instance, median over instances

    def row(self) -> dict[str, Any]:
        return {**asdict(self), "axis": self.axis.value}


@dataclass(frozen=True)
class Split:
    """Where one configuration's spread of log time comes from (module doc): the shares of
    the row/column orders, of the solver seeds and of the rest (their interaction), over the
    instances with a full grid of ``permutations`` x ``seeds`` runs."""

    puzzle: str
    config: str
    instances: int
    permutations: int
    seeds: int
    permutation_share: float
    seed_share: float
    interaction_share: float
    log_sd: float  # standard deviation of ln(time) around each instance's mean, pooled

    def row(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class WinnerStability:
    """The winner decided on the runs of each value of ``axis`` alone (permutation index or
    repeat -> winner), against the winner on every run."""

    puzzle: str
    axis: Axis
    overall: str
    winners: dict[int, str]

    @property
    def changes(self) -> bool:
        return len(set(self.winners.values())) > 1 or any(w != self.overall for w in self.winners.values())

    def row(self) -> dict[str, Any]:
        return {"puzzle": self.puzzle, "axis": self.axis.value, "overall": self.overall,
                "changes": self.changes,
                "winners": "; ".join(f"{k}: {w}" for k, w in sorted(self.winners.items()))}


@dataclass(frozen=True)
class Variability:
    """The spreads and the winner stability of an experiment (empty: one run per configuration
    and instance, nothing varies)."""

    spreads: list[Spread] = field(default_factory=list)
    winners: list[WinnerStability] = field(default_factory=list)
    splits: list[Split] = field(default_factory=list)
    permutations: int = 1  # orders per run (1: not permuted)
    seeds: int = 1

    def as_json(self) -> dict[str, Any]:
        return {"permutations": self.permutations, "seeds": self.seeds,
                "spreads": [s.row() for s in self.spreads], "winners": [w.row() for w in self.winners],
                "splits": [s.row() for s in self.splits]}


def _column(d: pd.DataFrame, name: str) -> pd.Series:
    """An index column of the runs table, 0 where the table predates it."""
    return d[name].fillna(0).astype(int) if name in d.columns else pd.Series(0, index=d.index)


def _runs(df: pd.DataFrame) -> pd.DataFrame:
    """The MIP runs with their configuration, censored time, permutation and solver seed
    (``solver_seed``: repeat + seed_index x repeats, one number per (repeat, seed index))."""
    d = df[df["variant"].fillna("").astype(str) != ""] if "variant" in df.columns else df
    repeat, index = _column(d, "repeat"), _column(d, "seed_index")
    repeats = int(repeat.max()) + 1 if len(d) else 1
    return d.assign(config=S.config_name(d), t=S.censored(d).clip(lower=FLOOR), permutation=_column(d, "permutation"),
                    repeat=repeat, seed_index=index, solver_seed=repeat + index * repeats)


def spreads(df: pd.DataFrame) -> list[Spread]:
    """:class:`Spread` per (puzzle, configuration, axis) where runs differ along the axis."""
    return _spreads(_runs(df))


def _spreads(d: pd.DataFrame) -> list[Spread]:
    out = []
    for axis, fixed in _FIXED.items():
        keys = ["puzzle", "config", "instance", *fixed]
        g = d.groupby(keys, sort=True)["t"]
        if not (g.size() > 1).any():
            continue  # one run per group: no spread (the IQR per group, a Python call each, was most of it)
        per = pd.DataFrame({"n": g.size(), "ratio": g.max() / g.min(),
                            "iqr": g.agg(lambda s: float(np.percentile(s, 75) - np.percentile(s, 25)) / float(s.median()))})
        per = per[per["n"] > 1].reset_index()
        for (puzzle, config), c in per.groupby(["puzzle", "config"], sort=True):
            if axis is Axis.BOTH and not _varies_both(d, str(puzzle), str(config)):
                continue
            out.append(Spread(str(puzzle), str(config), axis, int(c["instance"].nunique()), int(c["n"].max()),
                              float(c["ratio"].median()), float(c["ratio"].max()), float(c["iqr"].median())))
    return out


def _varies_both(d: pd.DataFrame, puzzle: str, config: str) -> bool:
    sub = d[(d["puzzle"] == puzzle) & (d["config"] == config)]
    return sub["permutation"].nunique() > 1 and sub["solver_seed"].nunique() > 1


def splits(df: pd.DataFrame) -> list[Split]:
    """:class:`Split` per (puzzle, configuration) whose runs vary both the order and the seed
    on a full grid on at least one instance (an instance with a missing cell is left out:
    the decomposition needs a balanced grid)."""
    return _splits(_runs(df))


def _splits(d: pd.DataFrame) -> list[Split]:
    out = []
    for (puzzle, config), c in d.groupby(["puzzle", "config"], sort=True):
        if c["permutation"].nunique() < 2 or c["solver_seed"].nunique() < 2:
            continue  # no instance has a grid (a pivot per instance to find that out was most of the step)
        total = np.zeros(4)  # permutation, seed, rest, cells
        grids: set[tuple[int, int]] = set()
        n = 0
        for _, inst in c.groupby("instance", sort=True):
            y = np.log(inst.pivot_table(index="permutation", columns="solver_seed", values="t", aggfunc="first"))
            if y.shape[0] < 2 or y.shape[1] < 2 or y.isna().to_numpy().any():
                continue
            total += _two_way(y.to_numpy())
            grids.add(y.shape)
            n += 1
        ss = total[:3].sum()
        if not n or ss <= 0:
            continue
        p, s = max(grids)
        out.append(Split(str(puzzle), str(config), n, p, s, permutation_share=float(total[0] / ss),
                         seed_share=float(total[1] / ss), interaction_share=float(total[2] / ss),
                         log_sd=float(np.sqrt(ss / total[3]))))
    return out


def _two_way(y: np.ndarray) -> np.ndarray:
    """Sums of squares of a (orders x seeds) grid of log times: orders, seeds, the rest; and
    the number of cells."""
    m = y.mean()
    rows, cols = y.mean(axis=1, keepdims=True), y.mean(axis=0, keepdims=True)
    p, s = y.shape
    return np.array([s * ((rows - m) ** 2).sum(), p * ((cols - m) ** 2).sum(),
                     ((y - rows - cols + m) ** 2).sum(), y.size])


def winner(df: pd.DataFrame) -> str:
    """The configuration ranked first at the first shift on these runs ("" for none)."""
    per = S.per_instance(df)
    if per.empty:
        return ""
    return S.winner_by_shift(S.ranking(per), (S.SHIFTS[0],))[S.SHIFTS[0]]


def winner_stability(df: pd.DataFrame) -> list[WinnerStability]:
    """Per puzzle and axis with more than one value: the winner on each value's runs alone."""
    return _winner_stability(_runs(df))


def _winner_stability(d: pd.DataFrame) -> list[WinnerStability]:
    out = []
    for puzzle, p in d.groupby("puzzle", sort=True):
        overall: str | None = None  # ranked only when an axis varies (a ranking is most of the cost)
        for axis, column in _VARIED.items():
            values = sorted(p[column].unique().tolist())
            if len(values) < 2:
                continue
            overall = winner(p) if overall is None else overall
            out.append(WinnerStability(str(puzzle), axis, overall,
                                       {int(v): winner(p[p[column] == v]) for v in values}))
    return out


def variability(df: pd.DataFrame) -> Variability:
    """The :class:`Variability` of a runs table."""
    d = _runs(df)  # once: each part reads the same table
    if d.empty:
        return Variability()
    return Variability(_spreads(d), _winner_stability(d), _splits(d), permutations=int(d["permutation"].nunique()),
                       seeds=int(d["solver_seed"].nunique()))

