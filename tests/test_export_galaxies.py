"""Galaxies models travel as MPS: HiGHS reads the file, solves it, and the values decode to
a grid the independent checker accepts (issue: formulate once, solve anywhere)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from puzzlebench.instances.checker import check
from puzzlebench.instances.io import load
from puzzlebench.models.export import file_name, write_model
from puzzlebench.models.registry import get

highspy = pytest.importorskip("highspy")


@pytest.mark.parametrize(
    ("variant", "puzzle", "options"),
    [
        ("galaxies/flow", "puzzle_2.json", {"prune": "basic"}),
        ("galaxies/flow", "puzzle_4.json", {"prune": "reach", "pairs": True}),
        ("galaxies/paths", "puzzle_3.json", {"prune": "reach"}),
        ("galaxies/paths", "puzzle_4.json", {"prune": "basic", "pairs": True}),
    ],
)
@pytest.mark.parametrize("suffix", [".mps", ".lp"])
def test_exported_galaxies_model_solves_to_a_checked_grid(
    reference_dir: Path, tmp_path: Path, variant: str, puzzle: str, options: dict, suffix: str
) -> None:
    inst = load(reference_dir / "galaxies" / puzzle)
    form = get(variant).make(inst, **options)
    path = tmp_path / f"model{suffix}"
    write_model(form.model, path)

    highspy.Highs.resetGlobalScheduler(True)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("time_limit", 60.0)
    assert h.readModel(str(path)) == highspy.HighsStatus.kOk
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    by_name = dict(zip(h.getLp().col_names_, h.getSolution().col_value, strict=True))
    values = np.array([by_name[file_name(n)] for n in form.model.var_names()])
    assert check(inst, form.decode(values)) == []
