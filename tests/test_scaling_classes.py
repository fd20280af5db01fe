"""The scaling figure split by hardness class (runs.csv's ``hardness_class``, the one owner
of the classes: :func:`puzzlebench.analysis.tables.structure_columns`): a row of panels per
class, the spread over instances."""

from __future__ import annotations

import pandas as pd

from puzzlebench.analysis import figures as F
from puzzlebench.analysis import tables as A
from puzzlebench.engine.run.records import RunStatus


def _runs() -> pd.DataFrame:
    rows = []
    for share, times in ((1.0, (0.1, 0.2, 0.3)), (0.5, (1.0, 2.0, 9.0))):  # settled, open
        for k, t in enumerate(times):  # two sizes per class: a line to draw
            rows.append({"puzzle": "galaxies", "instance": f"g{share}-{k}", "cells": 400 if k else 900, "label": "paths",
                         "layer": "ortools", "solver": "cpsat", "status": RunStatus.SOLVED, "total_s": t,
                         "time_s": t, "time_limit": 10.0, "instance_deduced_share": share})
    return A.structure_columns(pd.DataFrame(rows))


def test_the_scaling_rows_follow_the_hardness_classes_of_the_runs_table() -> None:
    df = _runs()
    classes = sorted(df["hardness_class"].unique())
    assert len(classes) == 2 and F.scaling_groups(df, ["galaxies"]) == [("galaxies", c) for c in classes]
    one = df[df["hardness_class"] == classes[0]]
    assert F.scaling_groups(one, ["galaxies"]) == [("galaxies", None)]  # one class: no split
    assert F.scaling_groups(df.drop(columns="hardness_class"), ["galaxies"]) == [("galaxies", None)]


def test_scaling_has_a_row_of_panels_per_class() -> None:
    fig = F.plot_scaling(_runs())
    titles = [sub.legends[0].get_title().get_text() for sub in fig.subfigs]  # each row's legend names its class
    assert any(t.startswith("galaxies, deduction settles all") for t in titles), titles
    assert any(t.startswith("galaxies, deduction leaves >= 1/3 open") for t in titles), titles
