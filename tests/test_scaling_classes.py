"""The scaling figures split by hardness class: one panel per class, the spread over instances."""

from __future__ import annotations

import pandas as pd

from puzzlebench.analysis import figures as F
from puzzlebench.engine.records import RunStatus


def _runs() -> pd.DataFrame:
    rows = []
    for share, times in ((1.0, (0.1, 0.2, 0.3)), (0.5, (1.0, 2.0, 9.0))):  # settled, open
        for k, t in enumerate(times):
            rows.append({"puzzle": "galaxies", "instance": f"g{share}-{k}", "cells": 400, "label": "paths",
                         "layer": "ortools", "solver": "cpsat", "status": RunStatus.SOLVED, "total_s": t,
                         "time_limit": 10.0, "instance_deduced_share": share})
    return pd.DataFrame(rows)


def test_hardness_classes_from_the_instance_share():
    df = _runs()
    assert list(F.hardness_classes(df)) == ["settled"] * 3 + ["open"] * 3
    assert set(F.hardness_classes(df.drop(columns="instance_deduced_share"))) == {"all"}
    assert F.hardness_classes(df.assign(instance_deduced_share=0.8)).iloc[0] == "partial"


def test_scaling_has_a_panel_per_class():
    fig = F.plot_scaling(_runs())
    titles = [ax.get_title() for ax in fig.axes if ax.get_title()]
    assert any(t.startswith("galaxies open,") for t in titles)
    assert any(t.startswith("galaxies settled,") for t in titles)
