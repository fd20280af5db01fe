"""LP strength in the analysis: the ``lp_*`` columns of runs.csv, and the findings' numbers.

The strength records (:mod:`puzzlebench.engine.measure.strength`, one per instance and variant label)
become columns of every run of that (instance, label) (:func:`columns`, joined by the
aggregate step); from runs.csv alone, :func:`strength` summarises them per variant and
:func:`bound_comparisons` says, for two variants of a puzzle, on how many instances their LP
bounds under the seeded objective are equal or one is stronger (higher: the LP minimises).
What the columns mean:

* ``lp_bound``, ``lp_gap``, ``lp_fractional``, ``lp_fractional_cells``, ``lp_integral``,
  ``lp_s``: the seeded objective's LP (bound; gap to the known solution's value, relative;
  share of binaries fractional; share of cells whose assignment is; integral point; time);
* ``lp_zero_feasible``, ``lp_zero_fractional``, ``lp_zero_integral``, ``lp_zero_s``: the
  zero objective's (the LP a solver faces at the root of these objective-free models);
* ``lp_root_*``: the cut loop's root, after ``lp_root_rounds`` LP separation rounds
  adding ``lp_root_cuts`` rows (empty for the other variants).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.engine.measure import strength as E
from puzzlebench.engine.measure.strength import Relaxation, StrengthRecord

STRENGTH_COLUMNS = [
    "lp_bound", "lp_gap", "lp_fractional", "lp_fractional_cells", "lp_integral", "lp_s",
    "lp_zero_feasible", "lp_zero_fractional", "lp_zero_integral", "lp_zero_s",
    "lp_root_rounds", "lp_root_cuts", "lp_root_gap", "lp_root_fractional", "lp_root_integral",
    "lp_root_zero_fractional", "lp_root_s",
]
BOUND_TOLERANCE = 1e-6
"""Two LP bounds within this relative distance are the same bound."""


def _point(r: Relaxation | None, what: str) -> Any:
    return None if r is None or not r.optimal else getattr(r, what)


def row(rec: StrengthRecord) -> dict[str, Any]:
    """The :data:`STRENGTH_COLUMNS` of one strength record (None where not measured)."""
    s, z, rs, rz = rec.seeded, rec.zero, rec.root_seeded, rec.root_zero
    return {
        "instance": rec.instance_id, "label": rec.label,
        "lp_bound": _point(s, "bound"), "lp_gap": rec.gap(s), "lp_fractional": _point(s, "fractional_share"),
        "lp_fractional_cells": _point(s, "fractional_cells"), "lp_integral": _point(s, "integral"),
        "lp_s": None if s is None else s.wall,
        "lp_zero_feasible": None if z is None else z.optimal, "lp_zero_fractional": _point(z, "fractional_share"),
        "lp_zero_integral": _point(z, "integral"), "lp_zero_s": None if z is None else z.wall,
        "lp_root_rounds": None if rs is None else rs.rounds, "lp_root_cuts": None if rs is None else rs.cuts,
        "lp_root_gap": rec.gap(rs), "lp_root_fractional": _point(rs, "fractional_share"),
        "lp_root_integral": _point(rs, "integral"), "lp_root_zero_fractional": _point(rz, "fractional_share"),
        "lp_root_s": None if rs is None else rs.wall,
    }


def columns(paths: Iterable[str | Path]) -> tuple[pd.DataFrame, list[str]]:
    """One row per (instance, label) from the strength files at ``paths``, and warnings
    (unreadable files are left out)."""
    rows, warnings = [], []
    for path in paths:
        try:
            found = E.read(path)
        except (OSError, ValueError, KeyError) as exc:
            warnings.append(f"{path}: unreadable LP strength file ({exc}); ignored")
            continue
        rows += [row(r) for r in found.records]
    frame = pd.DataFrame(rows, columns=["instance", "label", *STRENGTH_COLUMNS])
    return frame.drop_duplicates(["instance", "label"], keep="last"), warnings


def join(runs: pd.DataFrame, strength_rows: pd.DataFrame) -> pd.DataFrame:
    """``runs`` with the :data:`STRENGTH_COLUMNS` of its (instance, label) (empty where none)."""
    base = runs.drop(columns=[c for c in STRENGTH_COLUMNS if c in runs.columns])
    out = base.merge(strength_rows, on=["instance", "label"], how="left", validate="many_to_one")
    for c in STRENGTH_COLUMNS:
        if c not in out.columns:
            out[c] = np.nan
    return out


# ---- the findings' numbers ------------------------------------------------------------------
@dataclass(frozen=True)
class VariantStrength:
    """One variant label of a puzzle over its measured instances (medians over instances)."""

    puzzle: str
    label: str
    instances: int
    lp_feasible: int  # zero objective LP feasible
    zero_integral: int  # ... and its vertex integral
    seeded_integral: int
    gap_instances: int  # instances whose seeded LP bound is below the known solution's value
    median_gap: float
    max_gap: float
    median_fractional: float  # seeded, share of binaries
    median_zero_fractional: float
    median_fractional_cells: float
    median_lp_s: float
    median_solve_s: float  # the variant's runs, every solver: median censored total time
    root_median_rounds: float
    root_median_gap: float
    root_integral: int

    def row(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class BoundComparison:
    """Two labels of one puzzle on the instances both measured: the seeded LP bound equal
    (within :data:`BOUND_TOLERANCE`), or higher (stronger) for one of them."""

    puzzle: str
    a: str
    b: str
    instances: int
    equal: int
    a_stronger: int
    b_stronger: int
    max_difference: float  # largest |bound_a - bound_b| relative to the larger |bound| seen

    @property
    def same_bound(self) -> bool:
        return self.instances > 0 and self.equal == self.instances

    def row(self) -> dict[str, Any]:
        return asdict(self)


def per_pair(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (puzzle, instance, label) that has strength columns, with the median
    censored time of its runs (``t``: every layer/solver, repeat and permutation)."""
    if "lp_s" not in df.columns or df["lp_s"].isna().all():
        return pd.DataFrame(columns=["puzzle", "instance", "label", "t", *STRENGTH_COLUMNS])
    d = df[df["lp_s"].notna() & (df["variant"].astype(str) != "")].assign(t=lambda x: S.censored(x))
    d = d.assign(**{c: np.nan for c in STRENGTH_COLUMNS if c not in d.columns})
    first = d.groupby(["puzzle", "instance", "label"], sort=True)[STRENGTH_COLUMNS].first()
    t = d.groupby(["puzzle", "instance", "label"], sort=True)["t"].median()
    return first.assign(t=t).reset_index()


def _median(s: pd.Series) -> float:
    v = pd.to_numeric(s, errors="coerce").dropna()
    return float(v.median()) if len(v) else math.nan


def _max(s: pd.Series) -> float:
    v = pd.to_numeric(s, errors="coerce").dropna()
    return float(v.max()) if len(v) else math.nan


def _count(s: pd.Series) -> int:
    return int(s.map(lambda v: v is True or v == 1.0 or v == "True").sum())


def strength(df: pd.DataFrame, per: pd.DataFrame | None = None) -> list[VariantStrength]:
    """Per (puzzle, label): the LP strength of the variant over its instances (``per``:
    :func:`per_pair` of ``df``, if already computed)."""
    per = per_pair(df) if per is None else per
    out = []
    for (puzzle, label), g in per.groupby(["puzzle", "label"], sort=True):
        out.append(VariantStrength(
            puzzle=str(puzzle), label=str(label), instances=len(g), lp_feasible=_count(g["lp_zero_feasible"]),
            zero_integral=_count(g["lp_zero_integral"]), seeded_integral=_count(g["lp_integral"]),
            gap_instances=int((pd.to_numeric(g["lp_gap"], errors="coerce") > BOUND_TOLERANCE).sum()),
            median_gap=_median(g["lp_gap"]), max_gap=_max(g["lp_gap"]), median_fractional=_median(g["lp_fractional"]),
            median_zero_fractional=_median(g["lp_zero_fractional"]),
            median_fractional_cells=_median(g["lp_fractional_cells"]), median_lp_s=_median(g["lp_s"]),
            median_solve_s=_median(g["t"]), root_median_rounds=_median(g["lp_root_rounds"]),
            root_median_gap=_median(g["lp_root_gap"]), root_integral=_count(g["lp_root_integral"])))
    return out


def bound_comparisons(df: pd.DataFrame, per: pd.DataFrame | None = None) -> list[BoundComparison]:
    """Every pair of labels of a puzzle, on the instances both have a seeded LP bound for
    (``per``: :func:`per_pair` of ``df``, if already computed)."""
    per = (per_pair(df) if per is None else per).dropna(subset=["lp_bound"])
    out = []
    for puzzle, g in per.groupby("puzzle", sort=True):
        if g["label"].nunique() < 2:
            continue  # no pair of labels (a pivot and a scale per instance to find that out)
        bound = g.pivot(index="instance", columns="label", values="lp_bound")
        scale = g.groupby("instance")["lp_bound"].agg(lambda v: v.abs().max()).clip(lower=1e-9)
        for a, b in itertools.combinations(sorted(bound.columns), 2):
            both = bound[[a, b]].dropna()
            if both.empty:
                continue
            diff = (both[a] - both[b]) / scale[both.index]
            tol = BOUND_TOLERANCE
            out.append(BoundComparison(str(puzzle), str(a), str(b), len(both), int((diff.abs() <= tol).sum()),
                                       int((diff > tol).sum()), int((diff < -tol).sum()),
                                       float(diff.abs().max())))
    return out


def measures(df: pd.DataFrame) -> tuple[list[VariantStrength], list[BoundComparison]]:
    """:func:`strength` and :func:`bound_comparisons` of ``df`` from one :func:`per_pair`
    (the findings state both)."""
    per = per_pair(df)
    return strength(df, per), bound_comparisons(df, per)
