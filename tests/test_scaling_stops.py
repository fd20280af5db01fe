"""Where each configuration stops (scripts/scaling_stops.py): from a runs table, per class."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from puzzlebench.engine.run.records import RunStatus
from scripts import scaling_stops


def _run(side: int, status: str, t: float, *, valid: bool = True, solver_label: str = "cpsat") -> dict[str, object]:
    return {"puzzle": "troix", "hardness_class": "open", "label": "onehot", "layer": "ortools", "solver": "cpsat",
            "solver_label": solver_label, "status": status, "valid": valid, "total_s": t,
            "rows": side, "cols": side, "cells": side * side}


def test_the_largest_size_solved_throughout_then_the_first_that_is_not() -> None:
    runs = [_run(21, RunStatus.SOLVED, t) for t in (1.0, 2.0, 9.0)]
    runs += [_run(30, RunStatus.SOLVED, 3.0), _run(30, RunStatus.TIMEOUT, 60.0), _run(30, RunStatus.TIMEOUT, 60.0)]
    runs += [_run(45, RunStatus.SOLVED, 1.0)] * 3  # after the first failure: not "solved up to 45x45"
    runs += [_run(21, RunStatus.SOLVED, 0.5, solver_label="cpsat-linearization_level_0")] * 3
    rows = scaling_stops.stops(pd.DataFrame(runs))
    assert [(r.solver, r.solved_to, r.first_failure) for r in rows] == [
        ("ortools/cpsat", "all to 21x21 (median 2.00 s)", "1/3 at 30x30 (timeout)"),
        ("ortools/cpsat-linearization_level_0", "all to 21x21 (median 0.50 s)", "all sizes"),
    ]


def test_a_wrong_answer_is_not_solved() -> None:
    rows = scaling_stops.stops(pd.DataFrame([_run(21, RunStatus.SOLVED, 1.0, valid=False)]))
    assert (rows[0].solved_to, rows[0].first_failure) == ("none", "0/1 at 21x21 (wrong)")


@pytest.mark.parametrize("text", ["not,a\nruns,table\n", "a,b\n1,2,3\n"])
def test_a_file_that_is_not_a_runs_table_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            text: str) -> None:
    bad = tmp_path / "runs.csv"
    bad.write_text(text)
    assert scaling_stops.main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scaling_stops: ") and err.count("\n") == 1
