"""Performance variability from runs.csv (analysis.variability) and its findings section."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from puzzlebench.analysis import tables
from puzzlebench.analysis.findings import write_findings
from puzzlebench.analysis.variability import Axis, splits, spreads, variability, winner_stability


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


# ---- the split of the spread into orders and solver seeds ----------------------------------
def seeded_runs(log_t: dict[tuple[int, int], list[float]], seed_column: str = "seed_index") -> pd.DataFrame:
    """A runs table of one configuration: (permutation, seed) -> ln(time) on instances i0, ...;
    the seed given as ``seed_index`` (``solver_seeds``) or as ``repeat``."""
    rows = []
    for (perm, seed), ys in log_t.items():
        for k, y in enumerate(ys):
            [row] = runs({("flow", 0, perm): [float(np.exp(y))]}).to_dict("records")
            rows.append({**row, "instance": f"i{k}", "seed_index": 0, seed_column: seed})
    return pd.DataFrame(rows)


def test_the_split_is_a_two_way_decomposition_of_log_time() -> None:
    a, b = [0.0, 1.0, 2.0], [0.0, 0.5]  # order and seed effects, no interaction: shares exact
    df = seeded_runs({(p, s): [a[p] + b[s], 3 * (a[p] + b[s])] for p in range(3) for s in range(2)})
    [sp] = splits(df)
    ss_p, ss_s = 2 * np.var(a) * 3, 3 * np.var(b) * 2  # S x sum over orders, P x sum over seeds
    assert (sp.permutations, sp.seeds, sp.instances) == (3, 2, 2)
    # both instances have the same shares (the second is 3x the first: 9x each sum of squares)
    assert sp.permutation_share == pytest.approx(ss_p / (ss_p + ss_s))
    assert sp.seed_share == pytest.approx(ss_s / (ss_p + ss_s))
    assert sp.interaction_share == pytest.approx(0.0, abs=1e-12)
    assert sp.permutation_share + sp.seed_share + sp.interaction_share == pytest.approx(1.0)


def test_repeats_count_as_seeds_and_an_interaction_is_the_rest() -> None:
    # seeds as repeats (a pair seeded by repeat only): pure interaction, a checkerboard
    df = seeded_runs({(0, 0): [0.0], (0, 1): [1.0], (1, 0): [1.0], (1, 1): [0.0]}, seed_column="repeat")
    [sp] = splits(df)
    assert sp.seeds == 2 and sp.interaction_share == pytest.approx(1.0) and sp.seed_share == pytest.approx(0.0)
    assert variability(df).splits == [sp] and variability(df).seeds == 2
    assert "splits" in variability(df).as_json()


def test_no_split_without_both_axes_or_a_full_grid() -> None:
    assert splits(seeded_runs({(0, 0): [0.0], (1, 0): [1.0]})) == []  # orders only
    assert splits(seeded_runs({(0, 0): [0.0], (0, 1): [1.0]})) == []  # seeds only
    gap = seeded_runs({(0, 0): [0.0, 0.0], (0, 1): [1.0, 1.0], (1, 0): [2.0, 2.0], (1, 1): [3.0]})
    [sp] = splits(gap)
    assert sp.instances == 1  # i1 lacks a cell: left out


def test_nothing_varied_ranks_nothing_and_the_parts_agree_with_the_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """One run per cell: no ranking is made (the winner is asked for only when an axis
    varies) and no spread computed; a varied table gives from :func:`variability` what its
    parts give one by one (the runs table is prepared once for all three)."""
    from puzzlebench.analysis import variability as V

    def no_ranking(_df: pd.DataFrame) -> str:
        raise AssertionError("ranked although nothing varied")

    with monkeypatch.context() as m:
        m.setattr(V, "winner", no_ranking)
        v = variability(runs({("flow", 0, 0): [1.0, 2.0, 3.0], ("cuts", 0, 0): [3.0, 1.0, 2.0]}))
    assert v.spreads == v.winners == v.splits == []
    rng = np.random.default_rng(7)
    varied = runs({(label, rep, perm): list(rng.uniform(0.5, 5.0, 3)) for label in ("flow", "cuts")
                   for rep in range(2) for perm in range(3)})
    whole = variability(varied)
    assert whole.spreads == spreads(varied) and whole.winners == winner_stability(varied)
    assert whole.splits == splits(varied) and whole.spreads and whole.winners and whole.splits
