"""Performance variability from runs.csv (analysis.variability) and its findings section."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from puzzlebench.analysis import tables
from puzzlebench.analysis.findings import write_findings
from puzzlebench.analysis.variability import Axis, spreads, variability, winner_stability


def runs(times: dict[tuple[str, int, int], list[float]]) -> pd.DataFrame:
    """A runs table: (label, repeat, permutation) -> the times on instances i0, i1, ..."""
    rows = []
    for (label, rep, perm), ts in times.items():
        for k, t in enumerate(ts):
            rows.append({"puzzle": "galaxies", "instance": f"i{k}", "label": label, "variant": f"galaxies/{label}",
                         "layer": "ortools", "solver": "cpsat", "solver_label": "cpsat", "repeat": rep,
                         "permutation": perm, "status": "solved", "total_s": t, "time_limit": 60.0, "cells": 49})
    return pd.DataFrame(rows)


def test_the_spread_is_slowest_over_fastest_per_instance_along_each_axis() -> None:
    df = runs({("flow", 0, 0): [1.0, 1.0], ("flow", 0, 1): [2.0, 1.0], ("flow", 0, 2): [4.0, 1.0],
               ("flow", 1, 0): [1.0, 3.0], ("flow", 1, 1): [1.0, 3.0], ("flow", 1, 2): [1.0, 3.0]})
    by_axis = {s.axis: s for s in spreads(df)}
    perm = by_axis[Axis.PERMUTATION]
    # per (instance, seed) across the 3 orders: i0 seed0 4x, i1 seed0 1x, i0 seed1 1x, i1 seed1 1x
    assert perm.max_ratio == pytest.approx(4.0) and perm.median_ratio == pytest.approx(1.0) and perm.runs == 3
    seed = by_axis[Axis.SEED]  # per (instance, order) across the 2 seeds: i0: 1, 2, 4; i1: 3, 1, 1
    assert seed.max_ratio == pytest.approx(4.0) and seed.runs == 2
    both = by_axis[Axis.BOTH]
    assert both.max_ratio == pytest.approx(4.0) and both.runs == 6 and both.instances == 2


def test_one_run_per_instance_has_no_spread() -> None:
    v = variability(runs({("flow", 0, 0): [1.0, 2.0], ("cuts", 0, 0): [3.0, 1.0]}))
    assert v.spreads == [] and v.winners == [] and v.permutations == v.seeds == 1


def test_the_winner_under_each_order_is_reported_and_a_change_is_seen() -> None:
    stable = runs({("flow", 0, 0): [1.0, 1.0], ("flow", 0, 1): [1.1, 1.0],
                   ("cuts", 0, 0): [5.0, 5.0], ("cuts", 0, 1): [5.0, 6.0]})
    [w] = winner_stability(stable)
    assert w.axis == Axis.PERMUTATION and not w.changes and set(w.winners.values()) == {w.overall}
    assert w.overall.startswith("flow")
    flips = runs({("flow", 0, 0): [1.0, 1.0], ("flow", 0, 1): [9.0, 9.0],
                  ("cuts", 0, 0): [2.0, 2.0], ("cuts", 0, 1): [2.0, 2.0]})
    [w] = winner_stability(flips)
    assert w.changes and w.winners[0].startswith("flow") and w.winners[1].startswith("cuts")


def test_the_findings_report_spread_winner_stability_and_strength_sections(tmp_path: Path) -> None:
    df = runs({("flow", 0, 0): [1.0, 1.0], ("flow", 0, 1): [9.0, 9.0],
               ("cuts", 0, 0): [2.0, 2.0], ("cuts", 0, 1): [2.0, 2.0]})
    df = df.reindex(columns=list(dict.fromkeys([*df.columns, *tables.COLUMNS])))
    df["valid"] = True
    csv = tmp_path / "runs.csv"
    df.to_csv(csv, index=False)
    paths = write_findings(csv, tmp_path)
    text = paths["md"].read_text()
    assert "## Variability over seeds and row/column orders" in text
    assert "**changes** with the permutation" in text and "not a tested claim" in text
    assert "## LP relaxation strength" not in text and "- No LP strength measured" in text  # a note, no section
    assert '"variability"' in paths["json"].read_text()
