"""Which model solves most at each grid size, pooled over solvers and deduction: the
frontier's question (issue 35), from the runs table.

The configuration claims (:mod:`puzzlebench.analysis.results`) compare label / layer/solver
over instances; at the frontier each size has three instances, too few for an interval. A
*model* here is a variant with its options except the pooled ones (:data:`POOLED`, today
deduction), named by its shortest label (``cuts-bc`` for ``cuts-bc`` and ``cuts-bc-deduce``).
The unit of comparison is a *cell*: one instance on one layer/solver with one value of each
pooled option, so two models are compared on the same cells (paired), and three instances
on four solvers with deduction on and off give 24 cells per model and size. A baseline
that is not MIP (PySAT, clingo: no variant) is the bar: its rows are reported beside the
models, in no comparison.

Per size and model: cells solved with a Wilson 95 % interval on the share, the shifted
geometric mean of the censored time, and why (medians over the model's runs at that size:
the LP gap at the root, share of the time spent building the model, branch-and-bound
nodes, separator cuts, binaries). Per size: the leader (most cells solved, then the
smaller shifted geometric mean), against the runner-up by an exact McNemar test on the
cells one solved and the other did not, and by the median per-cell time ratio with its
bootstrap interval (:func:`puzzlebench.analysis.stats.ratio_speedup`); Holm over every
size's two tests. The leader is *ahead* only where a corrected test rejects a tie. Per
instance: the model with the fastest solved cell, so a reader sees where the order flips.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.engine.run.records import RunStatus

POOLED: tuple[str, ...] = ("deduce",)
"""Options whose values are cells of the comparison, not models: a model is compared with
and without deduction on the same instance and solver."""


@dataclass(frozen=True)
class ModelAtSize:
    """One model at one size (cells = rows x cols): see the module docstring."""

    size: str
    cells: int
    model: str
    runs: int
    solved: int
    share_lo: float
    share_hi: float
    sgm_s: float
    lp_gap: float
    build_share: float
    nodes: float
    cuts: float
    binaries: float
    bar: bool = False
    """A baseline that is not MIP (no variant: PySAT, clingo): the bar, in no comparison."""

    def row(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class SizeVerdict:
    """The leader at one size against its runner-up (``runner_up`` None: one model ran)."""

    size: str
    cells: int
    instances: int
    leader: str
    runner_up: str | None
    paired: int
    only_leader: int
    only_runner_up: int
    p_solved: float
    p_solved_holm: float
    ratio: S.Speedup | None
    p_ratio_holm: float
    flips: tuple[tuple[str, str], ...]

    @property
    def ahead(self) -> bool:
        """The leader solves more or is faster, with a Holm-corrected test rejecting a tie."""
        return self.runner_up is not None and (
            (self.only_leader > self.only_runner_up and self.p_solved_holm < S.ALPHA)
            or (self.ratio is not None and self.ratio.has_interval and self.ratio.lo > 1
                and self.p_ratio_holm < S.ALPHA))

    @property
    def verdict(self) -> str:
        """The verdict in words, as the findings and the README print it."""
        if self.runner_up is None:
            return "one model"
        if self.ahead:
            return "ahead"
        return "tied" if self.paired >= S.MIN_INSTANCES else f"too few cells ({self.paired})"

    def row(self) -> dict[str, Any]:
        r = self.ratio
        return {"size": self.size, "cells": self.cells, "instances": self.instances, "leader": self.leader,
                "runner_up": self.runner_up, "paired": self.paired, "only_leader": self.only_leader,
                "only_runner_up": self.only_runner_up, "p_solved": self.p_solved,
                "p_solved_holm": self.p_solved_holm, "ratio": r.median if r else math.nan,
                "ratio_lo": r.lo if r else math.nan, "ratio_hi": r.hi if r else math.nan,
                "p_ratio_holm": self.p_ratio_holm, "ahead": self.ahead, "verdict": self.verdict,
                "flips": [list(f) for f in self.flips]}


@dataclass(frozen=True)
class ModelsBySize:
    """Every size's models and verdict, smallest size first."""

    models: tuple[ModelAtSize, ...]
    verdicts: tuple[SizeVerdict, ...]

    def __bool__(self) -> bool:
        return bool(self.verdicts)

    def as_json(self) -> dict[str, Any]:
        return {"models": [m.row() for m in self.models], "verdicts": [v.row() for v in self.verdicts]}


_USED = ("cells", "_size", "_bar", "model", "instance", "_cell", "_t", "_ok", "total_s", "formulate_s",
         "translate_s", "nodes", "cuts", "binaries", "lp_root_gap", "lp_gap")
"""The columns the sizes' rows and verdicts read (:func:`_model_row`, :func:`_verdict`)."""


def _option_columns(df: pd.DataFrame) -> list[str]:
    return sorted(c for c in df.columns if c.startswith("option_") and c.removeprefix("option_") not in POOLED)


def _text(s: pd.Series) -> pd.Series:
    """A column as text, a missing value as "" (pandas' string dtype keeps NaN missing, and a
    missing part would make the whole key missing)."""
    return s.astype("object").where(s.notna(), "").map(str)


def _frame(d: pd.DataFrame) -> pd.DataFrame:
    """The measured runs ``d`` (:func:`~puzzlebench.analysis.stats.measured`) with their
    model, cell and censored time."""
    if d.empty:
        return d
    options = _option_columns(d)
    bar = _text(d["variant"]) == ""  # a baseline that is not MIP has no variant (NaN in a CSV, "" in memory)
    key = _text(d["variant"]) + "|" + _text(d["layer"]).where(bar, "")  # a baseline: its layer
    for c in options:
        key = key + "|" + c + "=" + _text(d[c])
    pooled = [f"option_{p}" for p in POOLED if f"option_{p}" in d.columns]
    cell = _text(d["instance"]) + "|" + S.pair_name(d)
    for c in pooled:
        cell = cell + "|" + _text(d[c])
    d = d.assign(_key=key, _cell=cell, _t=S.censored(d), _ok=d["status"] == RunStatus.SOLVED, _bar=bar,
                 _size=d["rows"].astype(int).astype(str) + "x" + d["cols"].astype(int).astype(str))
    names = d.groupby("_key")["label"].agg(lambda s: min(map(str, s), key=lambda x: (len(x), x)))
    return d.assign(model=d["_key"].map(names))


def _median(s: pd.Series) -> float:
    v = pd.to_numeric(s, errors="coerce").dropna()
    return float(v.median()) if len(v) else math.nan


def _binomtest(k: int, n: int) -> Any:
    """scipy's exact binomial test of ``k`` successes in ``n`` (p = 1/2), imported here and
    not with the module: scipy.stats costs ~0.75 s of CPU to import, which every findings
    and plot step paid although most small experiments (one model, or every run solved)
    never reach a test."""
    from scipy.stats import binomtest

    return binomtest(k, n)


def _model_row(size: str, cells: int, model: str, g: pd.DataFrame, bar: bool = False) -> ModelAtSize:
    n, k = len(g), int(g["_ok"].sum())
    ci = _binomtest(k, n).proportion_ci(0.95, method="wilson") if n else None
    gap = pd.to_numeric(g.get("lp_root_gap", pd.Series(np.nan, index=g.index)), errors="coerce")
    gap = gap.fillna(pd.to_numeric(g.get("lp_gap", pd.Series(np.nan, index=g.index)), errors="coerce"))
    total = pd.to_numeric(g["total_s"], errors="coerce")
    build = (pd.to_numeric(g["formulate_s"], errors="coerce").fillna(0)
             + pd.to_numeric(g["translate_s"], errors="coerce").fillna(0)) / total.where(total > 0)
    return ModelAtSize(size=size, cells=cells, model=model, runs=n, solved=k,
                       share_lo=float(ci.low) if ci else math.nan, share_hi=float(ci.high) if ci else math.nan,
                       sgm_s=S.shifted_geomean(g["_t"].astype(float)), lp_gap=_median(gap),
                       build_share=_median(build), nodes=_median(g["nodes"]),
                       cuts=_median(g["cuts"]) if "cuts" in g.columns else math.nan,
                       binaries=_median(g["binaries"]), bar=bar)


def _flips(g: pd.DataFrame, leader: str) -> tuple[tuple[str, str], ...]:
    """Instances whose fastest solved cell belongs to a model other than the leader."""
    out = []
    for inst, gi in g[g["_ok"]].groupby("instance", sort=True):
        best = str(gi.loc[gi["_t"].astype(float).idxmin(), "model"])
        if best != leader:
            out.append((str(inst), best))
    return tuple(out)


def _verdict(size: str, cells: int, g: pd.DataFrame, rows: Sequence[ModelAtSize], seed: int) -> SizeVerdict:
    order = sorted(rows, key=lambda m: (-m.solved / max(m.runs, 1), m.sgm_s, m.model))
    leader = order[0].model
    instances = int(g["instance"].nunique())
    if len(order) < 2:
        return SizeVerdict(size, cells, instances, leader, None, 0, 0, 0, math.nan, math.nan, None, math.nan,
                           _flips(g, leader))
    runner = order[1].model
    wide_t = g.pivot_table(index="_cell", columns="model", values="_t", aggfunc="first")
    wide_ok = g.pivot_table(index="_cell", columns="model", values="_ok", aggfunc="first")
    both = wide_t[leader].notna() & wide_t[runner].notna()
    a, b = wide_ok.loc[both, leader].astype(bool), wide_ok.loc[both, runner].astype(bool)
    only_a, only_b = int((a & ~b).sum()), int((b & ~a).sum())
    p = float(_binomtest(only_a, only_a + only_b).pvalue) if only_a + only_b else 1.0
    r = (wide_t.loc[both, runner].astype(float).clip(lower=1e-6)
         / wide_t.loc[both, leader].astype(float).clip(lower=1e-6)).to_numpy(dtype=float)
    ratio = S.ratio_speedup(r, runner, leader, seed)
    return SizeVerdict(size, cells, instances, leader, runner, int(both.sum()), only_a, only_b, p, math.nan,
                       ratio, math.nan, _flips(g, leader))


def _nothing_separates(d: pd.DataFrame) -> bool:
    """No MIP run among the measured runs ``d``, one label among them (a model is named by
    one of its labels, so one model at most) or every MIP run solved: known from two
    columns, before :func:`_frame` builds every run's model, cell and size, which was most
    of a small experiment's cost here (one model: nothing to compare)."""
    mip = d[_text(d["variant"]) != ""]
    return mip.empty or mip["label"].map(str).nunique() < 2 or bool((mip["status"] == RunStatus.SOLVED).all())


def models_by_size(runs: pd.DataFrame, seed: int = 0) -> ModelsBySize:
    """Per size of one puzzle's ``runs``: every model's row and the leader's verdict (empty
    when fewer than two models ran or every run solved: nothing separates the models)."""
    measured = S.measured(runs)
    if _nothing_separates(measured):
        return ModelsBySize((), ())
    d = _frame(measured)
    mip = d[~d["_bar"]] if len(d) else d
    if mip.empty or mip["model"].nunique() < 2 or bool(mip["_ok"].all()):
        return ModelsBySize((), ())
    d = d[[c for c in _USED if c in d.columns]]  # a group per size and model: each copies every column it has
    models: list[ModelAtSize] = []
    verdicts: list[SizeVerdict] = []
    for (cells, size), g in d.groupby(["cells", "_size"], sort=True):
        mip, bar = g[~g["_bar"]], g[g["_bar"]]
        rows = [_model_row(str(size), int(cells), str(m), gm) for m, gm in mip.groupby("model", sort=True)]
        models += rows + [_model_row(str(size), int(cells), str(m), gm, bar=True)
                          for m, gm in bar.groupby("model", sort=True)]
        if rows:
            verdicts.append(_verdict(str(size), int(cells), mip, rows, seed))
    p = S.holm([x for v in verdicts for x in (v.p_solved, v.ratio.p if v.ratio else math.nan)])
    verdicts = [SizeVerdict(**{**v.__dict__, "p_solved_holm": p[2 * i], "p_ratio_holm": p[2 * i + 1]})
                for i, v in enumerate(verdicts)]
    return ModelsBySize(tuple(models), tuple(verdicts))
