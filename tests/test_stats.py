"""The findings' statistics (puzzlebench.analysis.stats) on hand-made per-instance times."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.analysis import stats as S


def runs(rows: list[tuple[str, str, str, float]], limit: float = 10.0) -> pd.DataFrame:
    """(instance, label, status, total_s) -> a runs table as puzzlebench.analysis.tables writes it."""
    return pd.DataFrame([{"puzzle": "galaxies", "instance": i, "label": lb, "layer": "ortools", "solver": "cpsat",
                          "status": stt, "total_s": t, "time_limit": limit, "cells": 25 + 10 * int(i[1:])}
                         for i, lb, stt, t in rows])


def test_shift_is_a_parameter_and_can_flip_a_ranking() -> None:
    # a: steady 0.1 s; b: mostly 0.02 s with one 0.5 s -- shift 10 s ~ arithmetic mean, 0.01 s ~ geometric
    a, b = [0.1] * 5, [0.02, 0.02, 0.02, 0.02, 0.5]
    assert S.shifted_geomean(a, 10) < S.shifted_geomean(b, 10)
    assert S.shifted_geomean(a, 0.01) > S.shifted_geomean(b, 0.01)
    assert S.shifted_geomean([1, 2, 3], 0) == pytest.approx(6 ** (1 / 3))
    assert math.isnan(S.shifted_geomean([], 1))


def test_unsolved_runs_are_censored_at_the_limit_never_dropped() -> None:
    df = runs([("p1", "a", "solved", 1.0), ("p1", "b", "timeout", 3.0), ("p1", "c", "wrong", 0.1)])
    assert S.censored(df).tolist() == [1.0, 10.0, 10.0]
    per = S.per_instance(df)
    assert len(per) == 3 and per.set_index("config").loc["c / ortools/cpsat", "wrong"] == 1


def test_bootstrap_is_seeded_and_brackets_the_median() -> None:
    x = np.random.default_rng(1).lognormal(size=40)
    lo, hi = S.bootstrap_ci(x, seed=3)
    assert (lo, hi) == S.bootstrap_ci(x, seed=3)
    assert lo <= float(np.median(x)) <= hi
    assert S.bootstrap_ci([2.0]) == (2.0, 2.0)


def test_speedup_ratio_wins_and_ties() -> None:
    rows = []
    for k, (ta, tb) in enumerate([(1.0, 0.5), (2.0, 1.0), (4.0, 1.0), (1.0, 1.01), (1.0, 2.0)]):
        rows += [(f"p{k}", "base", "solved", ta), (f"p{k}", "new", "solved", tb)]
    per = S.per_instance(runs(rows))
    s = S.speedup(per, "base / ortools/cpsat", "new / ortools/cpsat")
    assert s.median == pytest.approx(2.0)  # ratios 2, 2, 4, ~0.99, 0.5
    assert (s.wins, s.losses, s.ties, s.instances) == (3, 1, 1, 5)
    # five instances: no interval and no test (stats.MIN_INSTANCES), the median still stated
    assert not s.has_interval and math.isnan(s.lo) and math.isnan(s.hi) and math.isnan(s.p)
    rows = [(f"p{k}", lb, "solved", t) for k in range(S.MIN_INSTANCES) for lb, t in (("base", 2.0 + k), ("new", 1.0 + k))]
    s = S.speedup(S.per_instance(runs(rows, limit=100)), "base / ortools/cpsat", "new / ortools/cpsat")
    assert s.has_interval and 1 < s.lo <= s.median <= s.hi and s.p < 0.01  # faster on every instance


def test_holm_against_its_definition() -> None:
    """Holm's adjusted p-values: sorted ascending, the k-th (from 0) times m - k, made
    monotone; NaN is no comparison (m counts the others)."""
    adj = S.holm([0.01, 0.04, math.nan, 0.03, 0.2])
    assert adj[0] == pytest.approx(0.04) and adj[3] == pytest.approx(0.09) and adj[1] == pytest.approx(0.09)
    assert adj[4] == pytest.approx(0.2) and math.isnan(adj[2])
    assert S.holm([]) == [] and S.holm([0.6, 0.6]) == [1.0, 1.0]


@given(st.lists(st.floats(0, 1), min_size=1, max_size=30))
def test_holm_never_below_the_raw_p_nor_above_bonferroni(ps: list[float]) -> None:
    adj = S.holm(ps)
    for raw, a in zip(ps, adj, strict=True):
        assert raw - 1e-12 <= a <= min(1.0, raw * len(ps)) + 1e-12
    order = np.argsort(ps, kind="stable")
    assert all(adj[i] <= adj[j] + 1e-12 for i, j in zip(order, order[1:], strict=False))  # monotone


def test_the_bootstrap_test_holds_its_level_and_finds_a_real_difference() -> None:
    """The p-value the percentile interval inverts: over 300 seeded samples of pure noise
    (true median ratio 1) it rejects at 5 % about 5 % of the time (at most 10 %), and it
    rejects a ratio of 1.5 on every instance; enough resamples that a large family can
    still reject (2 / (n + 1) < alpha / m)."""
    rng = np.random.default_rng(7)
    n = S.MIN_INSTANCES + 2
    false = sum(S.median_test(rng.lognormal(0, 0.5, n), 500, seed=k)[2] < S.ALPHA for k in range(300))
    assert false <= 30
    real = S.ratio_speedup(np.full(20, 1.5) * rng.lognormal(0, 0.05, 20), "a", "b")
    assert real.p < 0.005 and 1.4 < real.lo <= real.median <= real.hi < 1.6
    for m in (1, 10, 100, 1000):
        assert 2 / (S.resamples(m) + 1) < S.ALPHA / m


def test_time_split_names_a_step_that_takes_most_of_the_time() -> None:
    df = pd.DataFrame([{"label": lb, "layer": "pulp", "solver": "cbc", "status": "solved", "formulate_s": 0.01,
                        "translate_s": tr, "solve_s": sv, "check_s": 0.01} for lb, tr, sv in
                       (("slow-layer", 0.8, 0.2), ("slow-layer", 0.9, 0.1), ("solver", 0.1, 2.0))])
    split = S.time_split(df)
    assert split.loc["slow-layer / pulp/cbc", "translate"] == pytest.approx(0.85 / (0.01 + 0.85 + 0.15 + 0.01))
    assert S.dominant_step(split, "slow-layer / pulp/cbc") == ("translate", pytest.approx(0.833, abs=1e-3))
    assert S.dominant_step(split, "solver / pulp/cbc") is None and S.dominant_step(split, "absent") is None


def test_repeats_give_median_and_iqr() -> None:
    df = runs([("p1", "a", "solved", t) for t in (1.0, 2.0, 3.0, 4.0, 100.0)], limit=1000)
    per = S.per_instance(df)
    assert per["t"].iloc[0] == 3.0 and per["repeats"].iloc[0] == 5 and per["iqr"].iloc[0] == pytest.approx(2.0)
    assert S.repeat_spread(per)["median_iqr_s"].iloc[0] == pytest.approx(2.0)


def test_a_wrong_configuration_cannot_win_and_the_virtual_best() -> None:
    df = runs([("p1", "fast_wrong", "wrong", 0.01), ("p2", "fast_wrong", "solved", 0.01),
               ("p1", "ok", "solved", 1.0), ("p2", "ok", "solved", 1.0)])
    per = S.per_instance(df)
    rank = S.ranking(per)
    assert S.winner_by_shift(rank)[10.0] == "ok / ortools/cpsat"
    vbs = S.virtual_best(per).set_index("instance")
    # the portfolio leaves out a configuration that answered wrong anywhere, also where it was right
    assert set(vbs["config"]) == {"ok / ortools/cpsat"} and vbs.loc["p2", "t"] == 1.0
    assert S.wins(per).to_dict() == {"fast_wrong / ortools/cpsat": 1, "ok / ortools/cpsat": 1}


def test_frontier_names_the_first_failure() -> None:
    df = runs([("p1", "a", "solved", 1.0), ("p2", "a", "solved", 1.0), ("p3", "a", "timeout", 10.0),
               ("p4", "a", "solved", 5.0)])
    fr = S.frontier(S.per_instance(df)).iloc[0]
    assert (fr["all_solved_up_to_cells"], fr["first_failure_cells"], fr["largest_solved_cells"]) == (45, 55, 65)


@given(st.lists(st.floats(min_value=1e-3, max_value=1e3), min_size=2, max_size=20), st.integers(0, 5))
def test_speedup_against_itself_is_one(ts: list[float], seed: int) -> None:
    rows = [(f"p{k}", lb, "solved", t) for k, t in enumerate(ts) for lb in ("a", "b")]
    s = S.speedup(S.per_instance(runs(rows, limit=1e4)), "a / ortools/cpsat", "b / ortools/cpsat", seed=seed)
    assert s.median == pytest.approx(1.0) and s.ties == len(ts)


def test_solved_on_an_instance_needs_the_median_repeat_in_the_profile_too() -> None:
    """One of three repeats solved: the findings' per-instance rule says unsolved, and the
    performance profile (the figure's data) agrees -- an unsolved instance has ratio inf,
    whatever its one fast repeat. Two of three solved: solved, at the median censored time."""
    df = runs([("p1", "one", "solved", 0.1), ("p1", "one", "timeout", 10.0), ("p1", "one", "timeout", 10.0),
               ("p1", "two", "solved", 0.5), ("p1", "two", "solved", 0.7), ("p1", "two", "timeout", 10.0),
               ("p2", "one", "solved", 1.0), ("p2", "two", "solved", 2.0)])
    per = S.per_instance(df).set_index(["instance", "config"])
    assert not per.loc[("p1", "one / ortools/cpsat"), "solved"]
    assert per.loc[("p1", "two / ortools/cpsat"), "solved"]
    assert per.loc[("p1", "two / ortools/cpsat"), "t"] == pytest.approx(0.7)  # median of 0.5, 0.7, limit 10
    prof = S.performance_profile(S.per_instance(df)).set_index(["instance", "config"])["ratio"]
    assert math.isinf(prof[("p1", "one / ortools/cpsat")])  # its one fast repeat does not make it solved
    assert prof[("p1", "two / ortools/cpsat")] == pytest.approx(1.0)
    assert prof[("p2", "two / ortools/cpsat")] == pytest.approx(2.0)
    solved = {c: bool(prof[("p1", c)] < math.inf) for c in ("one / ortools/cpsat", "two / ortools/cpsat")}
    assert solved == {c: bool(per.loc[("p1", c), "solved"]) for c in solved}


def test_a_solver_option_is_part_of_the_configuration() -> None:
    df = runs([("p1", "a", "solved", 1.0), ("p1", "a", "solved", 2.0)]).assign(
        layer="pyomo", solver="highs", solver_label=["highs-presolve_on", "highs-presolve_off"])
    assert list(S.config_name(df)) == ["a / pyomo/highs-presolve_on", "a / pyomo/highs-presolve_off"]
    per = S.per_instance(df)
    assert sorted(per["pair"]) == ["pyomo/highs-presolve_off", "pyomo/highs-presolve_on"] and set(per["label"]) == {"a"}


def test_ranking_uses_the_one_shifted_geomean() -> None:
    df = runs([("p1", "a", "solved", 0.2), ("p2", "a", "solved", 3.0), ("p3", "a", "timeout", 4.0)])
    row = S.ranking(S.per_instance(df), (S.SHIFT, 0.01)).iloc[0]
    assert row["sgm_10s"] == pytest.approx(S.shifted_geomean([0.2, 3.0, 10.0]))  # the timeout at its limit
    assert row["sgm_0.01s"] == pytest.approx(S.shifted_geomean([0.2, 3.0, 10.0], 0.01))
    assert S.SHIFTS[0] == S.SHIFT == 10.0
