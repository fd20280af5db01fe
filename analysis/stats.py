"""The statistics of the findings: censored times, shifted geometric means with a named
shift, per-instance speedups with seeded bootstrap intervals, win counts, the virtual best.

Why these and not a mean of times: run times span orders of magnitude and some runs never
finish. The field's answers (Achterberg's thesis, Mittelmann's benchmarks, benchopt):

* an unsolved run is *censored* at the time limit (``time_s`` = the limit for every status
  but ``solved``), never dropped: dropping unsolved runs makes a failing configuration look
  fast (survivor bias);
* the shifted geometric mean exp(mean(log(t + s))) - s damps the few slow runs, but its
  shift s decides how much: with s = 10 s, runs of 0.05-0.7 s are summarised almost by
  their arithmetic mean, with s = 0.01 s by their geometric mean, and two configurations
  can swap places. So every table names its shift and the findings report several;
* a speedup is a per-instance ratio (baseline time / configuration time), summarised by
  its median over instances with a percentile-bootstrap 95 % interval (resampling
  instances, seeded: the same runs give the same interval), and by win counts;
* the virtual best is, per instance, the fastest configuration: how far the single best
  configuration is from choosing the best one per puzzle.

Repeats: a configuration's time on an instance is the median over its repeats; the spread
is their interquartile range. Everything here reads ``runs.csv`` columns only.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import numpy as np
import pandas as pd

from puzzlebench.engine.records import RunStatus

SHIFTS = (10.0, 1.0, 0.01)
"""Shifts (seconds) the findings report; 10 s is the MIP benchmarks' usual one."""
BOOTSTRAP = 2000
CONFIG = ("label", "layer", "solver")
TIE = 0.05
"""Two times within 5 % of each other are a tie in win counts (timer noise)."""


DEDUCTION_COLUMNS = ("deduction_share", "deduced_share", "fixed_share")
"""runs.csv columns with the share of cells deduction settles (per instance or per run)."""


def deduction_columns(columns: Sequence[str]) -> list[str]:
    """The deduction-share columns among ``columns``: the known names first, then any other
    column named like one (``share`` with ``deduc`` or ``fixed``), as other tools add them."""
    known = [c for c in DEDUCTION_COLUMNS if c in columns]
    other = [c for c in columns if c not in known and "share" in c and ("deduc" in c or "fixed" in c)]
    return known + other


def shifted_geomean(values: Iterable[float], shift: float = 10.0) -> float:
    """exp(mean(log(t + shift))) - shift (NaN if empty)."""
    arr = np.asarray(list(values), dtype=float)
    if arr.size == 0:
        return math.nan
    return float(np.exp(np.mean(np.log(arr + shift))) - shift)


def censored(df: pd.DataFrame) -> pd.Series:
    """Each run's time, censored at its limit: ``total_s`` when solved, else the limit."""
    limit = df["time_limit"].astype(float)
    return pd.Series(np.where(df["status"] == RunStatus.SOLVED, df["total_s"].astype(float),
                              np.where(limit.notna(), limit, df["total_s"].astype(float))), index=df.index)


def config_name(df: pd.DataFrame, cols: Sequence[str] = CONFIG) -> pd.Series:
    """'label / layer/solver' for every row; the solver with its own options
    (``solver_label``, e.g. ``highs-presolve_off``) where runs.csv has them, so runs that
    differ only in a solver option are different configurations."""
    if tuple(cols) == CONFIG and "solver_label" in df.columns:
        cols = ("label", "layer", "solver_label")
    return df[cols[0]].astype(str) + " / " + df[list(cols[1:])].astype(str).agg("/".join, axis=1)


def per_instance(df: pd.DataFrame, cols: Sequence[str] = CONFIG) -> pd.DataFrame:
    """One row per (puzzle, instance, configuration): the median censored time over repeats,
    its IQR, the repeats, whether the median repeat solved, and the cells.

    ``solved`` is True when at least half the repeats solved (the median run solved)."""
    d = df.assign(config=config_name(df, cols), t=censored(df), ok=(df["status"] == RunStatus.SOLVED))
    g = d.groupby(["puzzle", "instance", "config"], sort=True)
    out = g.agg(t=("t", "median"), q1=("t", lambda s: float(np.percentile(s, 25))),
                q3=("t", lambda s: float(np.percentile(s, 75))), repeats=("t", "size"),
                solved=("ok", lambda s: bool(s.mean() >= 0.5)), wrong=("status", lambda s: int((s == RunStatus.WRONG).sum())),
                cells=("cells", "first"), limit=("time_limit", "max")).reset_index()
    out["iqr"] = out["q3"] - out["q1"]
    return out


def bootstrap_ci(values: Sequence[float] | np.ndarray, stat=np.median, n: int = BOOTSTRAP,
                 level: float = 0.95, seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap interval of ``stat`` over ``values`` (resampled with a seeded
    generator: same values, same interval). (nan, nan) for no values."""
    x = np.asarray(values, dtype=float)
    if x.size == 0:
        return math.nan, math.nan
    if x.size == 1:
        return float(x[0]), float(x[0])
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, x.size, size=(n, x.size))
    stats = stat(x[idx], axis=1)
    a = (1 - level) / 2
    return float(np.quantile(stats, a)), float(np.quantile(stats, 1 - a))


def speedup(per: pd.DataFrame, base: str, other: str, seed: int = 0) -> dict[str, float | int | str]:
    """``other`` against ``base`` on the instances both ran: per-instance ratio
    base time / other time (> 1: ``other`` is faster), its median and percentile-bootstrap
    interval (resampling instances), and wins/losses/ties.

    Censored times stay in: a run both left unsolved is a ratio of limits (1, a tie)."""
    a = per[per["config"] == base].set_index("instance")["t"]
    b = per[per["config"] == other].set_index("instance")["t"]
    both = a.index.intersection(b.index)
    r = (a[both].clip(lower=1e-6) / b[both].clip(lower=1e-6)).to_numpy(dtype=float)
    if r.size == 0:
        return {"base": base, "config": other, "instances": 0, "median": math.nan, "lo": math.nan,
                "hi": math.nan, "wins": 0, "losses": 0, "ties": 0}
    lo, hi = bootstrap_ci(r, seed=seed)
    return {"base": base, "config": other, "instances": int(r.size), "median": float(np.median(r)),
            "lo": lo, "hi": hi,
            "wins": int((r > 1 + TIE).sum()), "losses": int((r < 1 / (1 + TIE)).sum()),
            "ties": int(((r <= 1 + TIE) & (r >= 1 / (1 + TIE))).sum())}


def ratios(per: pd.DataFrame, base: str, other: str) -> pd.DataFrame:
    """Per instance: base time, other time (both censored) and whether each solved."""
    a = per[per["config"] == base].set_index("instance")
    b = per[per["config"] == other].set_index("instance")
    both = a.index.intersection(b.index)
    return pd.DataFrame({"base_t": a.loc[both, "t"], "t": b.loc[both, "t"], "base_solved": a.loc[both, "solved"],
                         "solved": b.loc[both, "solved"], "limit": b.loc[both, "limit"]})


def ranking(per: pd.DataFrame, shifts: Sequence[float] = SHIFTS) -> pd.DataFrame:
    """Per configuration: instances, solved, wrong answers, shifted geometric means (one
    column per shift) and median time, best first: fewest wrong answers, most solved,
    then the shifted geometric mean at the first shift."""
    rows = []
    for config, g in per.groupby("config", sort=True):
        row = {"config": config, "instances": len(g), "solved": int(g["solved"].sum()), "wrong": int(g["wrong"].sum())}
        for s in shifts:
            row[f"sgm_{s:g}s"] = shifted_geomean(g["t"], s)
        row["median_s"] = float(g["t"].median())
        rows.append(row)
    out = pd.DataFrame(rows)
    if out.empty:
        return out
    out["_w"] = out["wrong"] > 0
    out = out.sort_values(["_w", "solved", f"sgm_{shifts[0]:g}s"], ascending=[True, False, True], kind="stable")
    return out.drop(columns="_w").reset_index(drop=True)


def winner_by_shift(rank: pd.DataFrame, shifts: Sequence[float] = SHIFTS) -> dict[float, str]:
    """The configuration ranked first at each shift (same order rules as :func:`ranking`)."""
    ok = rank[rank["wrong"] == 0] if (rank["wrong"] == 0).any() else rank
    top = ok[ok["solved"] == ok["solved"].max()]
    return {s: str(top.sort_values(f"sgm_{s:g}s", kind="stable").iloc[0]["config"]) for s in shifts}


def wins(per: pd.DataFrame) -> pd.Series:
    """Per configuration: on how many instances it was fastest (within :data:`TIE` of the
    best; a tie counts for everyone in it; instances nobody solved count for nobody)."""
    solved = per[per["solved"]]
    best = solved.groupby("instance")["t"].transform("min")
    won = solved[solved["t"] <= best * (1 + TIE)]
    return won.groupby("config").size().reindex(sorted(per["config"].unique()), fill_value=0)


def virtual_best(per: pd.DataFrame) -> pd.DataFrame:
    """Per instance: the fastest solved time over all configurations (censored at the
    limit when none solved) and which configuration it was."""
    idx = per.sort_values(["instance", "solved", "t"], ascending=[True, False, True]).groupby("instance").head(1)
    return idx[["instance", "config", "t", "solved", "cells"]].reset_index(drop=True)


def frontier(per: pd.DataFrame) -> pd.DataFrame:
    """Where each configuration stops solving: the largest grid (cells) up to which it
    solved every instance, and the smallest grid it failed on (NaN: it never failed)."""
    rows = []
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
