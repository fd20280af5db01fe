"""The ranking and :func:`~puzzlebench.analysis.stats.times_fastest` against a pandas
reference of their rules (one pandas group per configuration, as they were first written):
the same frame, column order, dtypes, values to the last bit and order, ties included, on
random per-instance tables with tied times, wrong answers, missing times and one-config tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.analysis import stats as S


def reference_times_fastest(per: pd.DataFrame) -> pd.Series:
    wrong = per.groupby("config")["wrong"].transform("sum") > 0
    trusted = per[~wrong] if (~wrong).any() else per
    t = per["t"].astype(float).clip(lower=1e-6)
    best = trusted["t"].astype(float).clip(lower=1e-6).groupby(trusted["instance"]).min()
    ratio = t / per["instance"].map(best).fillna(t)
    return np.exp(np.log(ratio.clip(lower=1e-9)).groupby(per["config"]).mean())


def reference_ranking(per: pd.DataFrame, shifts: Sequence[float], by: str | None) -> pd.DataFrame:
    rows: list[dict[str, Any]] = []
    for config, g in per.groupby("config", sort=True):
        row = {"config": config, "instances": len(g), "solved": int(g["solved"].sum()), "wrong": int(g["wrong"].sum())}
        for s in shifts:
            row[f"sgm_{s:g}s"] = S.shifted_geomean(g["t"], s)
        row["median_s"] = float(g["t"].median())
        rows.append(row)
    out = pd.DataFrame(rows)
    out.insert(4, S.LEADER_STAT, out["config"].map(reference_times_fastest(per)).astype(float))
    out["_w"] = out["wrong"] > 0
    out = out.sort_values(["_w", "solved", by or f"sgm_{shifts[0]:g}s"], ascending=[True, False, True], kind="stable")
    return out.drop(columns="_w").reset_index(drop=True)


# few distinct times, so that configurations tie on a ranking key; NaN: a time never recorded
TIMES = st.sampled_from([0.0, 1e-7, 0.01, 0.05, 0.05, 0.2, 1.0, 3.0, 10.0, float("nan")])


@st.composite
def per_tables(draw: st.DrawFn) -> pd.DataFrame:
    configs = draw(st.lists(st.sampled_from(["b / x/y", "a / x/y", "c / x/z", "a / x/z", "d / y/y"]),
                            min_size=1, max_size=5, unique=True))
    instances = [f"p{k}" for k in range(draw(st.integers(1, 6)))]
    cells = [(c, i) for c in configs for i in instances]
    kept = draw(st.lists(st.booleans(), min_size=len(cells), max_size=len(cells)))
    rows = [{"instance": i, "config": c, "t": draw(TIMES), "solved": draw(st.booleans()),
             "wrong": draw(st.sampled_from([0, 0, 0, 1, 2]))}
            for (c, i), keep in zip(cells, kept, strict=True) if keep]
    if not rows:
        rows = [{"instance": "p0", "config": configs[0], "t": 1.0, "solved": True, "wrong": 0}]
    order = draw(st.permutations(range(len(rows))))  # rows in any order, as a join may leave them
    return pd.DataFrame([rows[k] for k in order])


@given(per_tables(), st.sampled_from([S.SHIFTS, (1.0,), (0.01, 10.0)]),
       st.sampled_from([None, S.LEADER_STAT, "median_s", "instances"]))
def test_ranking_is_the_reference_ranking(per: pd.DataFrame, shifts: Sequence[float], by: str | None) -> None:
    got, want = S.ranking(per, shifts, by=by), reference_ranking(per, shifts, by)
    pd.testing.assert_frame_equal(got, want, check_exact=True)
    assert list(got.columns) == list(want.columns) and list(got.dtypes) == list(want.dtypes)


@given(per_tables())
def test_times_fastest_is_the_reference(per: pd.DataFrame) -> None:
    pd.testing.assert_series_equal(S.times_fastest(per), reference_times_fastest(per), check_exact=True)


def test_a_config_with_a_wrong_answer_sets_no_yardstick_and_ranks_last() -> None:
    per = pd.DataFrame({"instance": ["p0", "p0", "p1", "p1"], "config": ["fast", "slow", "fast", "slow"],
                        "t": [0.1, 1.0, 0.1, 2.0], "solved": [True] * 4, "wrong": [1, 0, 0, 0]})
    assert S.times_fastest(per).to_dict() == pytest.approx({"fast": np.sqrt(0.1 * 0.05), "slow": 1.0})
    assert list(S.ranking(per, (10.0,))["config"]) == ["slow", "fast"]
