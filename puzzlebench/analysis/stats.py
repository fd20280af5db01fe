"""The statistics of the analysis: censored times, shifted geometric means with a named
shift, what a configuration is and when it solved an instance, per-instance speedups with
seeded bootstrap intervals, win counts, the virtual best, the performance profile.

One owner for each of these facts: the tables (:mod:`puzzlebench.analysis.tables`), the
figures and the findings all call the functions here, so a configuration has one name
(:func:`config_name`, solver options included), "solved on an instance" one rule
(:func:`per_instance`) and the shifted geometric mean one definition.

Why these and not a mean of times: run times span orders of magnitude and some runs never
finish. The field's answers (Achterberg's thesis, Mittelmann's benchmarks, benchopt):

* an unsolved run is *censored* at the time limit (:func:`censored`: the limit for every
  status but ``solved``), never dropped: dropping unsolved runs makes a failing
  configuration look fast (survivor bias);
* the shifted geometric mean exp(mean(log(t + s))) - s damps the few slow runs, but its
  shift s decides how much: with s = 10 s, runs of 0.05-0.7 s are summarised almost by
  their arithmetic mean, with s = 0.01 s by their geometric mean, and two configurations
  can swap places. So every table names its shift and the findings report several;
* a speedup is a per-instance ratio (baseline time / configuration time), summarised by
  its median over instances with a percentile-bootstrap 95 % interval (resampling
  instances, seeded: the same runs give the same interval), and by win counts;
* the virtual best is, per instance, the fastest configuration: how far the single best
  configuration is from choosing the best one per puzzle;
* no interval from fewer than :data:`MIN_INSTANCES` instances (a percentile bootstrap of a
  median undercovers on small samples: its resamples take few distinct values), and a
  comparison "tells two configurations apart" only when its bootstrap test rejects a
  median ratio of 1 after Holm's correction over the comparisons stated together
  (:func:`holm`): an experiment makes dozens of them, and 5 % of them would otherwise
  "show" a difference between identical configurations.

Repeats: a configuration's time on an instance is the median over its repeats of the
censored time, and it solved the instance when the median repeat did (at least half of
them); the spread is the interquartile range. Everything here reads ``runs.csv`` columns
only."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.engine.run.records import STEPS, RunStatus  # STEPS: the <step>_s columns

SHIFT = 10.0
"""The shift (seconds) of every shifted geometric mean unless one is named: the MIP
benchmarks' usual one. The summary tables and the heat map use it; the findings report
:data:`SHIFTS`, this one first."""
SHIFTS = (SHIFT, 1.0, 0.01)
"""Shifts (seconds) findings.json reports (the first place by each); findings.md prints the
first beside :data:`LEADER_STAT`, and a line when it ranks another configuration first."""
BOOTSTRAP = 2000
TIE = 0.05
"""Two times within 5 % of each other are a tie in win counts (timer noise)."""
MIN_INSTANCES = 10
"""No speedup interval (and no claim that one configuration beats another) from fewer
instances than this: with n instances the bootstrap of a median takes few distinct values
and its percentile interval covers less than its nominal 95 % (docs/pipeline.md)."""
ALPHA = 0.05
"""The family-wise error rate of the comparisons one findings section states (Holm)."""
LEADER_STAT = "x_fastest"
"""The ranking column that picks the leader among the configurations with the fewest wrong
answers and the most solved: the geometric mean over its instances of its time over the
fastest time on that instance (:func:`times_fastest`; 1 = fastest everywhere). It is the
per-instance ratio the claims test, summarised so that it orders: the ratio of two
configurations' values is the geometric mean of their per-instance ratios. The shifted
geometric mean at :data:`SHIFT` is reported beside it, not used to rank: on runs of 10-200
ms a 10 s shift makes it an arithmetic mean, ruled by the slowest instance, and it named
a leader that was slower per instance than a configuration it could not be told apart
from (docs/pipeline.md)."""
DOMINANT = 0.5
"""A step other than the solve that takes more than this share of a configuration's
measured time is named where the findings speak of that configuration."""


def shifted_geomean(values: Iterable[float], shift: float = SHIFT) -> float:
    """exp(mean(log(t + shift))) - shift: the field's summary of run times (NaN if empty)."""
    arr = np.asarray(list(values), dtype=float)
    if arr.size == 0:
        return math.nan
    return float(np.exp(np.mean(np.log(arr + shift))) - shift)


def measured(df: pd.DataFrame) -> pd.DataFrame:
    """The runs a comparison may use: a stale record (made by other formulation code than
    today's) and a run a size-limited licence refused (no solver result: it says which
    licence, not how fast) are left out. The findings count both apart; the figures draw
    what is left, so a licence-limited configuration is not drawn as a slow one."""
    stale = df["stale"].astype(bool) if "stale" in df.columns else pd.Series(False, index=df.index)
    return df[~stale & (df["status"] != RunStatus.LICENCE_LIMIT)]


def censored(df: pd.DataFrame) -> pd.Series:
    """Each run's time, censored at its limit: ``total_s`` when solved, else the limit
    (``total_s`` where a run has no limit)."""
    limit = df["time_limit"].astype(float)
    return pd.Series(np.where(df["status"] == RunStatus.SOLVED, df["total_s"].astype(float),
                              np.where(limit.notna(), limit, df["total_s"].astype(float))), index=df.index)


def pair_name(df: pd.DataFrame) -> pd.Series:
    """'layer/solver' for every row, the solver with its own options (``solver_label``,
    e.g. ``pyomo/highs-presolve_off``) where runs.csv has them: runs that differ only in a
    solver option run on different solvers as far as a comparison is concerned."""
    solver = df["solver_label"] if "solver_label" in df.columns else df["solver"]
    return df["layer"].astype(str) + "/" + solver.astype(str)


def config_name(df: pd.DataFrame) -> pd.Series:
    """A configuration's name for every row, 'label / layer/solver' (the solver with its
    options, :func:`pair_name`): what the findings, the profile and the heat map call it."""
    return df["label"].astype(str) + " / " + pair_name(df)


def per_instance(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (puzzle, instance, configuration): the median censored time over repeats
    (``t``), its IQR, the repeats, whether the configuration solved the instance, wrong
    answers, the cells, the limit, and the configuration's ``label`` and ``pair``.

    ``solved`` is True when at least half the repeats solved (the median run solved): the
    one rule of "solved on an instance" of the findings, the profile and the heat map."""
    d = df.assign(config=config_name(df), label=df["label"].astype(str), pair=pair_name(df), t=censored(df),
                  ok=(df["status"] == RunStatus.SOLVED).astype(float),
                  bad=(df["status"] == RunStatus.WRONG).astype(int))
    g = d.groupby(["puzzle", "instance", "config", "label", "pair"], sort=True)
    # built-in aggregations only: a Python function per group took minutes on 10^4 groups
    out = g.agg(t=("t", "median"), repeats=("t", "size"), solved=("ok", "mean"), wrong=("bad", "sum"),
                cells=("cells", "first"), limit=("time_limit", "max")).reset_index()
    out["q1"], out["q3"] = g["t"].quantile(0.25).to_numpy(), g["t"].quantile(0.75).to_numpy()
    out["solved"], out["wrong"] = out["solved"] >= 0.5, out["wrong"].astype(int)
    out["iqr"] = out["q3"] - out["q1"]
    return out[["puzzle", "instance", "config", "label", "pair", "t", "q1", "q3", "repeats", "solved", "wrong",
                "cells", "limit", "iqr"]]


def performance_profile(per: pd.DataFrame) -> pd.DataFrame:
    """Dolan-More ratios from :func:`per_instance`: per instance, each configuration's time
    over the best time; ratio inf where the configuration did not solve the instance.
    Columns puzzle, instance, config, label, pair, ratio. Instances no configuration solved
    are dropped (no best time to compare with)."""
    t = pd.Series(np.where(per["solved"].astype(bool), np.maximum(per["t"].astype(float), 1e-6), np.inf),
                  index=per.index)
    best = t.groupby([per["puzzle"], per["instance"]]).transform("min")
    out = per.assign(ratio=t / best)[np.isfinite(best)]
    return out[["puzzle", "instance", "config", "label", "pair", "ratio"]].reset_index(drop=True)


def _replicates(x: np.ndarray, stat: Callable[..., np.ndarray], n: int, seed: int) -> np.ndarray:
    """``n`` bootstrap replicates of ``stat`` over ``x`` (a seeded generator)."""
    rng = np.random.default_rng(seed)
    return np.asarray(stat(x[rng.integers(0, x.size, size=(n, x.size))], axis=1), dtype=float)


def bootstrap_ci(values: Sequence[float] | np.ndarray, stat: Callable[..., np.ndarray] = np.median,
                 n: int = BOOTSTRAP, level: float = 0.95, seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap interval of ``stat`` over ``values`` (resampled with a seeded
    generator: same values, same interval). (nan, nan) for no values."""
    x = np.asarray(values, dtype=float)
    if x.size == 0:
        return math.nan, math.nan
    if x.size == 1:
        return float(x[0]), float(x[0])
    stats = _replicates(x, stat, n, seed)
    a = (1 - level) / 2
    return float(np.quantile(stats, a)), float(np.quantile(stats, 1 - a))


def resamples(comparisons: int, alpha: float = ALPHA) -> int:
    """Bootstrap resamples for a family of ``comparisons``: enough that the smallest
    p-value the bootstrap can give, 2 / (n + 1), is below Holm's strictest level
    alpha / comparisons with room to spare (else a large family could never reject)."""
    return max(BOOTSTRAP, math.ceil(4 * max(comparisons, 1) / alpha))


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (same order as given; NaN stays NaN and does not
    count as a comparison): reject where the adjusted p is below the family's level.

    Holm controls the family-wise error at any dependence between the comparisons (they
    share configurations and instances here), and is uniformly more powerful than
    Bonferroni. A few lines: scipy (a dependency) adjusts only for the false discovery
    rate (``scipy.stats.false_discovery_control``), and statsmodels is not one."""
    p = np.asarray(pvalues, dtype=float)
    out = np.full(p.shape, math.nan)
    idx = np.flatnonzero(~np.isnan(p))
    m = idx.size
    running = 0.0
    for k, i in enumerate(idx[np.argsort(p[idx], kind="stable")]):
        running = max(running, min(1.0, (m - k) * float(p[i])))
        out[i] = running
    return [float(v) for v in out]


@dataclass(frozen=True)
class Speedup:
    """``config`` against ``base`` on the instances both ran: the median per-instance ratio
    base time / config time (> 1: ``config`` is faster), its bootstrap interval
    (``lo``-``hi``), on how many instances it was faster (``wins``), slower
    (``losses``) or within :data:`TIE` (``ties``), and ``p``, the bootstrap test's
    two-sided p-value of a median ratio of 1 (unadjusted: a family's is :func:`holm`'s).

    Below :data:`MIN_INSTANCES` the interval and ``p`` are NaN (:attr:`has_interval`)."""

    base: str
    config: str
    instances: int
    median: float
    lo: float
    hi: float
    wins: int
    losses: int
    ties: int
    p: float = math.nan

    @property
    def has_interval(self) -> bool:
        return self.instances >= MIN_INSTANCES and not math.isnan(self.lo)


def speedup(per: pd.DataFrame, base: str, other: str, seed: int = 0, n: int = BOOTSTRAP) -> Speedup:
    """``other`` against ``base`` (see :class:`Speedup`), resampling instances ``n`` times
    for the interval and the test.

    Censored times stay in: a run both left unsolved is a ratio of limits (1, a tie)."""
    a = per[per["config"] == base].set_index("instance")["t"]
    b = per[per["config"] == other].set_index("instance")["t"]
    both = a.index.intersection(b.index)
    r = (a[both].clip(lower=1e-6) / b[both].clip(lower=1e-6)).to_numpy(dtype=float)
    return ratio_speedup(r, base, other, seed, n)


def speedups_against(per: pd.DataFrame, config: str, others: Sequence[str], seed: int = 0,
                     n: int = BOOTSTRAP) -> list[Speedup]:
    """``config`` against each of ``others`` (base = the other: ratio other's time /
    ``config``'s), as :func:`speedup` gives them one by one, from one pivot of ``per``."""
    wide = per.pivot_table(index="instance", columns="config", values="t", aggfunc="first")
    mine = wide[config].clip(lower=1e-6)
    out = []
    for other in others:
        both = wide[other].notna() & mine.notna()
        r = (wide.loc[both, other].clip(lower=1e-6) / mine[both]).to_numpy(dtype=float)
        out.append(ratio_speedup(r, other, config, seed, n))
    return out


def ratio_speedup(r: np.ndarray, base: str, other: str, seed: int = 0, n: int = BOOTSTRAP) -> Speedup:
    """:class:`Speedup` of per-instance ratios ``r`` (base time / other time), matched
    by the caller (:func:`speedup`; the compare command matches two results folders)."""
    if r.size == 0:
        return Speedup(base, other, 0, math.nan, math.nan, math.nan, 0, 0, 0)
    lo, hi, p = median_test(r, n, seed) if r.size >= MIN_INSTANCES else (math.nan, math.nan, math.nan)
    return Speedup(base, other, instances=int(r.size), median=float(np.median(r)), lo=lo, hi=hi,
                   wins=int((r > 1 + TIE).sum()), losses=int((r < 1 / (1 + TIE)).sum()),
                   ties=int(((r <= 1 + TIE) & (r >= 1 / (1 + TIE))).sum()), p=p)


def median_test(ratios: Sequence[float] | np.ndarray, n: int = BOOTSTRAP, seed: int = 0) -> tuple[float, float, float]:
    """The 95 % percentile-bootstrap interval of the median ratio and the two-sided p-value
    of the test it inverts (the smallest level whose interval excludes 1: twice the share
    of resampled medians on the far side of 1, counted with the sample itself). Any number
    of ratios (one or more); :func:`ratio_speedup` asks for :data:`MIN_INSTANCES`."""
    reps = _replicates(np.asarray(ratios, dtype=float), np.median, n, seed)
    lo, hi = (float(np.quantile(reps, q)) for q in (0.025, 0.975))
    below, above = int((reps <= 1).sum()), int((reps >= 1).sum())
    return lo, hi, min(1.0, 2 * (min(below, above) + 1) / (n + 1))


def _group_rows(keys: pd.Series) -> tuple[pd.Index, np.ndarray, list[np.ndarray]]:
    """The distinct values of ``keys``, sorted and without NaN (as ``groupby(sort=True)``
    has them), each row's group number (-1: NaN) and the positions of each group's rows in
    frame order. One factorisation instead of a pandas group per key: the findings rank a
    puzzle's configurations once per instance class, and the pandas calls per group were
    most of each ranking's time."""
    codes, uniques = pd.factorize(keys, sort=True)
    order = np.argsort(codes, kind="stable")
    bounds = np.searchsorted(codes[order], np.arange(len(uniques) + 1))  # the NaN rows (-1) before 0
    return uniques, codes, [order[a:b] for a, b in zip(bounds[:-1], bounds[1:], strict=True)]


def _times_fastest(per: pd.DataFrame, codes: np.ndarray, rows_of: Sequence[np.ndarray]) -> np.ndarray:
    """:func:`times_fastest` of each group of :func:`_group_rows` of the configurations."""
    t = np.clip(per["t"].to_numpy(dtype=float), 1e-6, None)
    trusted = np.ones(len(per), dtype=bool)
    if "wrong" in per.columns:
        wrong = per["wrong"].to_numpy()
        for rows in rows_of:
            trusted[rows] = not wrong[rows].sum() > 0
        if not trusted.any():
            trusted[:] = True
    inst, _ = pd.factorize(per["instance"])
    best = np.full(int(inst.max(initial=-1)) + 1, np.nan)
    use = trusted & (inst >= 0)
    np.fmin.at(best, inst[use], t[use])  # fmin: a NaN time is no best time (groupby's min skips it)
    row_best = np.where(inst >= 0, best[inst], np.nan)
    with np.errstate(invalid="ignore", divide="ignore"):  # as pandas' arithmetic: inf / inf is NaN, quietly
        log_ratio = np.log(np.clip(t / np.where(np.isnan(row_best), t, row_best), 1e-9, None))
    # pandas' grouped mean, not numpy's: its compensated sum gives the values reported so far
    grouped = codes >= 0
    means = pd.Series(log_ratio[grouped]).groupby(codes[grouped]).mean()
    return np.exp(means.reindex(range(len(rows_of))).to_numpy(dtype=float))


def times_fastest(per: pd.DataFrame) -> pd.Series:
    """Per configuration (index): the geometric mean over its instances of its time over
    the fastest time on the instance (:data:`LEADER_STAT`). The fastest is taken among the
    configurations with no wrong answer (all of them when each has one), so a formulation
    that answers wrongly but fast does not set the yardstick; times are floored at 1 us as
    the speedups floor them."""
    configs, codes, rows_of = _group_rows(per["config"])
    return pd.Series(_times_fastest(per, codes, rows_of), index=configs.rename("config"))


def _median(values: np.ndarray) -> float:
    """Series.median's rule: NaN left out, NaN when nothing is left."""
    x = values.astype(float)
    x = x[~np.isnan(x)]
    return float(np.median(x)) if x.size else math.nan


def best_first(by: np.ndarray, solved: np.ndarray, wrong: np.ndarray, ties: np.ndarray | None = None) -> np.ndarray:
    """The rows' order under the ranking's rule: no wrong answer before any, most solved,
    then ``by`` ascending (NaN last, as ``sort_values`` puts it), then ``ties`` (default:
    the rows' own order; ``np.lexsort`` is stable and takes its last key first)."""
    keys = (np.asarray(by, dtype=float), -np.asarray(solved), np.asarray(wrong) > 0)
    return np.lexsort(keys if ties is None else (ties, *keys))


def ranking(per: pd.DataFrame, shifts: Sequence[float] = SHIFTS, by: str | None = None) -> pd.DataFrame:
    """Per configuration: instances, solved, wrong answers, :data:`LEADER_STAT`, shifted
    geometric means (one column per shift) and median time, best first: fewest wrong
    answers, most solved, then column ``by`` (default: the shifted geometric mean at the
    first shift; the claims pass :data:`LEADER_STAT`), ties in configuration order. The
    columns are computed per group in numpy and sorted before the one frame is built."""
    configs, codes, rows_of = _group_rows(per["config"])
    if not len(configs):
        return pd.DataFrame([])
    t, solved, wrong = (per[c].to_numpy() for c in ("t", "solved", "wrong"))
    cols: dict[str, Any] = {
        "config": np.asarray(configs, dtype=object), "instances": np.array([len(r) for r in rows_of]),
        "solved": np.array([int(solved[r].sum()) for r in rows_of]),
        "wrong": np.array([int(wrong[r].sum()) for r in rows_of]),
        LEADER_STAT: _times_fastest(per, codes, rows_of)}
    for s in shifts:
        cols[f"sgm_{s:g}s"] = np.array([shifted_geomean(t[r], s) for r in rows_of], dtype=float)
    cols["median_s"] = np.array([_median(t[r]) for r in rows_of])
    order = best_first(cols[by or f"sgm_{shifts[0]:g}s"], cols["solved"], cols["wrong"])
    return pd.DataFrame({k: v[order] for k, v in cols.items()})


def winner_by_shift(rank: pd.DataFrame, shifts: Sequence[float] = SHIFTS) -> dict[float, str]:
    """The configuration ranked first at each shift (same order rules as :func:`ranking`)."""
    solved, wrong = rank["solved"].to_numpy(), rank["wrong"].to_numpy()
    return {s: str(rank["config"].iloc[best_first(rank[f"sgm_{s:g}s"].to_numpy(), solved, wrong)[0]]) for s in shifts}


def wins(per: pd.DataFrame) -> pd.Series:
    """Per configuration: on how many instances it was fastest (within :data:`TIE` of the
    best; a tie counts for everyone in it; instances nobody solved count for nobody)."""
    solved = per[per["solved"]]
    best = solved.groupby("instance")["t"].transform("min")
    won = solved[solved["t"] <= best * (1 + TIE)]
    return won.groupby("config").size().reindex(sorted(per["config"].unique()), fill_value=0)


def virtual_best(per: pd.DataFrame) -> pd.DataFrame:
    """Per instance: the fastest solved time over the configurations with no wrong answer
    on any instance (a portfolio a user could trust; all of them when every one answered
    wrong somewhere), censored at the limit when none solved, and which configuration it was."""
    wrong = set(per.loc[per["wrong"] > 0, "config"]) if "wrong" in per.columns else set()
    trusted = per[~per["config"].isin(wrong)]
    per = trusted if len(trusted) else per
    idx = per.sort_values(["instance", "solved", "t"], ascending=[True, False, True]).groupby("instance").head(1)
    return idx[["instance", "config", "t", "solved", "cells"]].reset_index(drop=True)


def frontier(per: pd.DataFrame) -> pd.DataFrame:
    """Where each configuration stops solving: the largest grid (cells) up to which it
    solved every instance, and the smallest grid it failed on (NaN: it never failed)."""
    rows: list[dict[str, Any]] = []
    for config, g in per.groupby("config", sort=True):
        failed = g.loc[~g["solved"], "cells"]
        first_fail = float(failed.min()) if len(failed) else math.nan
        ok = g.loc[g["solved"] & ((g["cells"] < first_fail) if len(failed) else True), "cells"]
        rows.append({"config": config, "solved": int(g["solved"].sum()), "instances": len(g),
                     "all_solved_up_to_cells": float(ok.max()) if len(ok) else math.nan,
                     "first_failure_cells": first_fail, "largest_solved_cells":
                     float(g.loc[g["solved"], "cells"].max()) if g["solved"].any() else math.nan})
    return pd.DataFrame(rows)


def size_classes(cells: pd.Series, k: int = 3) -> pd.Series:
    """Size classes of instances by cells: each distinct size when there are at most ``k``,
    else ``k`` quantile bins, labelled 'cells a-b'."""
    c = cells.astype(float)
    distinct = sorted(c.dropna().unique())
    if len(distinct) <= k:
        return c.map(lambda v: f"{v:.0f} cells")
    bins = pd.qcut(c, q=k, duplicates="drop", labels=False)
    span = c.groupby(bins).agg(["min", "max"])
    return bins.map(lambda b: f"{span.loc[b, 'min']:.0f} cells" if span.loc[b, "min"] == span.loc[b, "max"]
                    else f"cells {span.loc[b, 'min']:.0f}-{span.loc[b, 'max']:.0f}")


def repeat_spread(per: pd.DataFrame) -> pd.DataFrame:
    """Per configuration with more than one repeat: the median over instances of the
    median time and of the IQR over repeats, and the IQR as a share of the median."""
    rep = per[per["repeats"] > 1]
    if rep.empty:
        return pd.DataFrame(columns=["config", "repeats", "median_s", "median_iqr_s", "relative_iqr"])
    out = rep.groupby("config").agg(repeats=("repeats", "max"), median_s=("t", "median"),
                                    median_iqr_s=("iqr", "median")).reset_index()
    out["relative_iqr"] = out["median_iqr_s"] / out["median_s"].clip(lower=1e-9)
    return out


def time_split(df: pd.DataFrame) -> pd.DataFrame:
    """Where each configuration's time goes: per configuration (index), the share of each
    of :data:`STEPS` in the sum of the four, from the median step times over its solved
    runs (over all its runs when none solved), and ``runs``, how many runs that is.

    The solve step includes starting the solver (a CBC or GLPK process for PuLP and Pyomo);
    worker start-up (imports) is in no step: records measure the run, not the process."""
    columns = [f"{s}_s" for s in STEPS]
    d = df.assign(config=config_name(df), _ok=df["status"] == RunStatus.SOLVED)
    rows: dict[str, dict[str, float]] = {}
    for config, g in d.groupby("config", sort=True):
        use = g[g["_ok"]] if g["_ok"].any() else g
        med = use[columns].astype(float).median()
        total = float(med.sum())
        rows[str(config)] = {**{s: (float(med[f"{s}_s"]) / total if total > 0 else math.nan) for s in STEPS},
                             "runs": float(len(use))}
    return pd.DataFrame.from_dict(rows, orient="index", columns=[*STEPS, "runs"])


def dominant_step(split: pd.DataFrame, config: str) -> tuple[str, float] | None:
    """The step other than the solve that takes more than :data:`DOMINANT` of ``config``'s
    time (:func:`time_split`), with its share; None when the solve dominates or nothing is known."""
    if config not in split.index:
        return None
    row = split.loc[config]
    for step in STEPS:
        if step != "solve" and float(row[step]) > DOMINANT:
            return step, float(row[step])
    return None
