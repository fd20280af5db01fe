"""The leader is chosen by the statistic the per-instance test uses (issue 36): on runs of
milliseconds a shifted geometric mean at 10 s is an arithmetic mean, ruled by the slowest
instance, and named a leader that was slower per instance than a configuration it could
not be told apart from. Where two statistics still disagree, the findings say so in one
line naming the other configuration."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from test_aggregate import record

from puzzlebench.analysis import findings as F
from puzzlebench.analysis import stats as S
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.claims import Statistic, claim, claims

N = 16


def _write(tmp: Path, times: dict[str, list[float]]) -> Path:
    """Records of Galaxies instances p0..p15 whose total time is the given one (formulate and
    translate nearly nothing, as on the smoke puzzles)."""
    runs = tmp / "runs"
    runs.mkdir()
    for label, ts in times.items():
        for k, t in enumerate(ts):
            rec = record(f"p{k}", "galaxies/flow", "cpsat", "solved", t, label=label, time_limit=20,
                         rows=5 + k % 4, cols=5)
            rec["times"]["formulate"] = {"wall": 1e-4, "cpu": 1e-4}
            rec["times"]["translate"] = {"wall": 1e-4, "cpu": 1e-4}
            (runs / f"p{k}-{label}.json").write_text(json.dumps(rec))
    A.aggregate([runs], tmp)
    F.write_findings(tmp / "runs.csv", tmp)
    return tmp


def _disagree_line(md: str) -> str:
    lines = [ln for ln in md.splitlines() if ln.startswith("Two statistics disagree")]
    assert len(lines) == 1, lines
    return lines[0]


def test_sgm_at_10s_and_the_per_instance_ratios_disagree_and_the_findings_say_so(tmp_path: Path) -> None:
    """``steady`` takes 0.1 s everywhere; ``spiky`` 0.05 s on 15 instances and 3 s on one. At
    a 10 s shift ``steady`` is first (0.1 s against ~0.23 s), yet ``spiky`` is faster on 15
    of 16: the leader is ``spiky``, and the findings name ``steady`` in one line."""
    out = _write(tmp_path, {"steady": [0.1] * N, "spiky": [0.05] * (N - 1) + [3.0]})
    per = S.per_instance(pd.read_csv(out / "runs.csv"))
    assert S.ranking(per).iloc[0]["config"] == "steady / ortools/cpsat"  # the old statistic
    key = json.loads((out / "findings.json").read_text())["puzzles"]["galaxies"]
    assert key["leader"] == "spiky / ortools/cpsat"
    assert [d["statistic"] for d in key["claim"]["disagreements"]] == [Statistic.SGM]
    line = _disagree_line((out / "findings.md").read_text())
    assert "**steady / ortools/cpsat**" in line and "shifted geometric mean at 10 s" in line
    assert "faster on 1 and slower on 15 of 16" in line  # steady against the leader


def test_a_tied_configuration_faster_on_the_median_instance_is_named(tmp_path: Path) -> None:
    """``even`` takes 1 s everywhere; ``split`` 0.9 s on ten instances and 1.5 s on six. By
    the geometric mean of per-instance ratios (and at 10 s) ``even`` is first, but
    ``split`` is faster on the median instance and the test cannot tell them apart."""
    out = _write(tmp_path, {"even": [1.0] * N, "split": [0.9] * 10 + [1.5] * 6})
    key = json.loads((out / "findings.json").read_text())["puzzles"]["galaxies"]
    assert key["leader"] == "even / ortools/cpsat" and key["claim"]["verdict"] == "tied"
    assert [d["statistic"] for d in key["claim"]["disagreements"]] == [Statistic.MEDIAN]
    line = _disagree_line((out / "findings.md").read_text())
    assert "**split / ortools/cpsat** cannot be told apart from the leader and is faster per instance" in line


def test_agreeing_statistics_get_no_line(tmp_path: Path) -> None:
    out = _write(tmp_path, {"fast": [0.05 * (1 + k / N) for k in range(N)],
                            "slow": [0.2 * (1 + k / N) for k in range(N)]})
    assert "Two statistics disagree" not in (out / "findings.md").read_text()


@pytest.mark.parametrize("seed", range(6))
def test_no_leader_is_slower_per_instance_than_a_tied_one_without_the_line(seed: int) -> None:
    """Random heavy-tailed times of five configurations: whenever a configuration that
    cannot be told apart from the leader is faster on the median instance, or the shifted
    mean at 10 s ranks another first, the claim's line names it."""
    rng = np.random.default_rng(seed)
    rows = []
    for cfg in range(5):
        scale = rng.uniform(0.01, 0.05)
        for k in range(N):
            t = scale * rng.lognormal(0, 0.6) * (rng.uniform(5, 40) if rng.random() < 0.1 else 1.0)
            rows.append({"puzzle": "galaxies", "instance": f"p{k}", "label": f"c{cfg}", "layer": "ortools",
                         "solver": "cpsat", "status": "solved", "total_s": t, "time_limit": 20.0, "cells": 25})
    per = S.per_instance(pd.DataFrame(rows))
    c = claim(per)
    line = F.disagreement_line(c) or ""
    sgm_first = str(S.ranking(per).iloc[0]["config"])
    for v in c.versus:
        if v.tested and not v.told_apart and v.speedup.median < 1:
            assert f"**{v.config}**" in line
    if sgm_first != c.leader:
        assert f"**{sgm_first}**" in line


@pytest.mark.parametrize("seed", range(4))
def test_the_first_by_the_shifted_mean_is_the_one_its_own_ranking_puts_first(seed: int) -> None:
    """The claim reads the first by the shifted geometric mean off its ranking by the leader's
    statistic (one ranking per frame): it must be the configuration a ranking by that mean
    puts first, through the same tiers, on frames with tied times, wrong answers and timeouts,
    at each shift, whether the claim ranks itself or is handed the results' ranking."""
    rng = np.random.default_rng(seed)
    rows = []
    for cfg in range(6):
        for k in range(N):
            t = float(rng.choice([0.01, 0.02, 0.5, 20.0])) if rng.random() < 0.5 else float(rng.lognormal(-3, 1))
            status = "wrong" if rng.random() < 0.04 else ("timeout" if t >= 20.0 else "solved")
            rows.append({"puzzle": "galaxies", "instance": f"p{k}", "label": f"c{5 - cfg}", "layer": "ortools",
                         "solver": "cpsat", "status": status, "total_s": t, "time_limit": 20.0, "cells": 25})
    per = S.per_instance(pd.DataFrame(rows))
    for shift in S.SHIFTS:
        by_sgm = S.ranking(per, (shift,))
        ok = by_sgm[by_sgm["wrong"] == 0] if (by_sgm["wrong"] == 0).any() else by_sgm
        expected = str(ok.iloc[0]["config"])
        for c in (claim(per, shift), claims([per], shift, ranks=[S.ranking(per, S.SHIFTS, by=S.LEADER_STAT)])[0]):
            assert (c.sgm_first or c.leader) == expected
            assert c.sgm_first != c.leader


def test_a_tie_of_the_shifted_mean_goes_to_the_first_configuration_by_name() -> None:
    """a and b have the same times on different instances (the same shifted mean, a tie)
    but b is the fastest on each of its instances (the leader): the first by the shifted
    mean is a, as the ranking by that mean breaks ties, not b as the leader's order would."""
    times = {"a": {"p1": 0.02, "p2": 0.02}, "b": {"p2": 0.02, "p3": 0.02}, "c": {"p1": 0.01, "p2": 20.0, "p3": 0.02}}
    rows = [{"puzzle": "galaxies", "instance": i, "label": label, "layer": "ortools", "solver": "cpsat",
             "status": "timeout" if t >= 20.0 else "solved", "total_s": t, "time_limit": 20.0, "cells": 25}
            for label, ts in times.items() for i, t in ts.items()]
    c = claim(S.per_instance(pd.DataFrame(rows)))
    assert (c.leader, c.sgm_first) == ("b / ortools/cpsat", "a / ortools/cpsat")
