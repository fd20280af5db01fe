"""Which model solves most per size (the frontier's question), from synthetic runs: models
pool deduction, the comparison is paired on cells, a clear difference is called ahead and a
small one is not, flips per instance are named, and the findings and the figure show it."""

from __future__ import annotations

import itertools
import math
from pathlib import Path
from types import SimpleNamespace

import pandas as pd
from matplotlib.figure import Figure

from puzzlebench.analysis import figures as P
from puzzlebench.analysis import findings as F
from puzzlebench.analysis.models_by_size import models_by_size

SOLVERS = (("ortools", "cpsat"), ("native", "highs"), ("native", "scip"), ("ortools", "cbc"))


def _runs(solves: dict[tuple[str, int], int], faster_on: str | None = None) -> pd.DataFrame:
    """Runs of models ``fast`` and ``slow`` on three instances per size x four solvers x
    deduction off/on (24 cells). ``solves[(model, side)]``: how many of the 24 cells it
    solves (the first ones); ``faster_on``: an instance where ``slow`` is the faster."""
    rows = []
    for (model, side), k in solves.items():
        cells = itertools.product(range(1, 4), SOLVERS, (False, True))
        for n, (seed, (layer, solver), deduce) in enumerate(cells):
            inst = f"open/galaxies-{side}x{side}-s{seed}"
            ok = n < k
            t = (1.0 if model == "fast" else 4.0) if ok else 60.0
            if faster_on == inst and ok:
                t = 0.5 if model == "slow" else 2.0
            rows.append({
                "puzzle": "galaxies", "instance": inst, "rows": side, "cols": side, "cells": side * side,
                "variant": f"galaxies/{model}", "label": model + ("-deduce" if deduce else ""),
                "option_deduce": deduce, "option_pairs": True, "layer": layer, "solver": solver,
                "status": "solved" if ok else "timeout", "time_limit": 60.0, "total_s": t,
                "formulate_s": 0.1 * t, "translate_s": 0.0, "nodes": 10.0 if model == "fast" else 100.0,
                "cuts": math.nan, "binaries": 500.0, "lp_gap": 0.1 if model == "fast" else 0.5,
                "lp_root_gap": math.nan, "stale": False})
    return pd.DataFrame(rows)


def test_a_model_is_pooled_over_deduction_and_named_by_its_shortest_label() -> None:
    mbs = models_by_size(_runs({("fast", 20): 24, ("slow", 20): 10}))
    assert {m.model for m in mbs.models} == {"fast", "slow"}
    assert all(m.runs == 24 for m in mbs.models)


def test_the_model_solving_far_more_cells_is_ahead() -> None:
    mbs = models_by_size(_runs({("fast", 20): 24, ("slow", 20): 4, ("fast", 30): 20, ("slow", 30): 2}))
    assert [v.size for v in mbs.verdicts] == ["20x20", "30x30"]
    for v in mbs.verdicts:
        assert v.leader == "fast" and v.runner_up == "slow" and v.ahead
        assert v.only_runner_up == 0 and v.p_solved_holm < 0.05
    fast20 = next(m for m in mbs.models if m.model == "fast" and m.size == "20x20")
    assert fast20.solved == 24 and fast20.share_hi == 1.0 and fast20.share_lo < 1.0
    assert fast20.lp_gap == 0.1 and fast20.nodes == 10


def test_a_small_difference_is_not_ahead() -> None:
    """One cell more solved and no time difference on most cells: no test rejects a tie."""
    mbs = models_by_size(_runs({("fast", 20): 1, ("slow", 20): 0}))
    (v,) = mbs.verdicts
    assert v.leader == "fast" and not v.ahead


def test_nothing_to_separate_when_every_run_solved() -> None:
    assert not models_by_size(_runs({("fast", 20): 24, ("slow", 20): 24}))


def test_an_instance_where_another_model_is_fastest_is_named() -> None:
    mbs = models_by_size(_runs({("fast", 20): 24, ("slow", 20): 24, ("fast", 30): 24, ("slow", 30): 0},
                               faster_on="open/galaxies-20x20-s1"))
    v20 = mbs.verdicts[0]
    assert v20.flips == (("open/galaxies-20x20-s1", "slow"),)


def test_findings_section_and_figure() -> None:
    runs = _runs({("fast", 20): 24, ("slow", 20): 4})
    sec = F._models_by_size_section(SimpleNamespace(puzzle="galaxies"), runs)  # it reads the puzzle's name only
    assert sec is not None and sec.title.startswith("galaxies by model and size: a model ahead at 1 of 1")
    mbs = models_by_size(runs)
    verdicts, why = F._models_by_size_tables(mbs)
    assert verdicts[1]["verdict"].tolist() == ["ahead"] and verdicts[1]["first"].tolist() == ["fast"]
    assert set(why[1]["model"]) == {"fast", "slow"}
    fig = P.plot_models_by_size(runs)
    assert isinstance(fig, Figure) and len(fig.axes[0].lines) == 2
    assert isinstance(P.plot_models_by_size(_runs({("fast", 20): 24, ("slow", 20): 24})), Figure)


def test_the_frontier_benchmark_names_the_best_mip_configuration(tmp_path: Path) -> None:
    """The 60x60 target from a run's table: the configuration that solved all three, or
    the figure of the best one when none did; a missing size is not measured (exit 0)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import bench_frontier as B

    runs = _runs({("fast", 60): 24, ("slow", 60): 24}).assign(commit="abc", load_average=1.0)
    runs.loc[runs["label"].str.startswith("fast") & runs["instance"].str.endswith("s3"), "status"] = "timeout"
    found = B.best(runs, B.TARGETS[0])
    assert found is not None and found[0].startswith("slow") and found[1:3] == (3, 3)
    runs["status"] = "timeout"
    assert B.best(runs, B.TARGETS[0])[1] == 0
    assert B.best(runs, B.TARGETS[1]) is None
    runs.to_csv(tmp_path / "runs.csv", index=False)
    assert B.main(["--results", str(tmp_path), "--out", str(tmp_path / "f.md")]) == 0
    text = (tmp_path / "f.md").read_text()
    assert "| open Galaxies 60x60: 3 of 3 within 60 s |" in text and "| 0 of 3 |" in text and "not measured" in text
    assert B.main(["--results", str(tmp_path / "none")]) == 2


def test_a_baseline_that_is_not_mip_is_the_bar_in_no_comparison() -> None:
    runs = _runs({("fast", 20): 24, ("slow", 20): 4})
    bar = runs[runs["label"] == "fast"].head(3).assign(variant=math.nan, label="pysat", layer="pysat",
                                                         solver="pysat", option_deduce=math.nan, total_s=0.01)
    mbs = models_by_size(pd.concat([runs, bar], ignore_index=True))
    (v,) = mbs.verdicts
    assert v.leader == "fast" and v.runner_up == "slow"
    (b,) = [m for m in mbs.models if m.bar]
    assert b.model == "pysat" and b.solved == 3 and b.runs == 3
    verdicts, why = F._models_by_size_tables(mbs)
    assert verdicts[1]["not MIP (the bar)"].tolist() == ["pysat 3/3 [44%-100%]"]
    assert "pysat (not MIP)" in set(why[1]["model"])
