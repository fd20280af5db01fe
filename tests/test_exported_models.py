"""The committed model files (``models/base/``, made by ``python -m scripts.export_models``)
are what today's code builds: a formulation that changes its model without the files being
made again fails here (the whole set: ``python -m scripts.export_models --check``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlebench.engine.measure.formulate import export_model
from puzzlebench.instances.io import load
from scripts import export_models as X

SMALL = ("galaxies-7x7-s1", "galaxies-7x7-s2", "troix-6x6-s1", "troix-9x9-s2")
"""Puzzles whose every exported model is under the commit cap (in git, not only on this disk)."""


@pytest.mark.parametrize("stem", SMALL)
def test_the_committed_models_are_what_the_code_builds(tmp_path: Path, stem: str) -> None:
    puzzle = stem.split("-")[0]
    variants = X.exported_variants(puzzle)
    assert variants and not any(v.endswith("/cuts") for v in variants)  # the lazy one has no whole file
    in_git = X.committed(X.MODELS / "base", "mps")
    for variant in variants:
        committed = X.MODELS / "base" / puzzle / variant.split("/")[1] / f"{stem}.mps"
        assert committed.relative_to(X.MODELS / "base") in in_git, f"{committed}: over the cap, not committed"
        fresh = tmp_path / committed.name
        export_model(load(X.INSTANCES / puzzle / f"{stem}.json"), None, variant, {}, fresh)
        assert committed.read_bytes() == fresh.read_bytes(), f"{committed}: python -m scripts.export_models"


def test_every_committed_file_is_listed_or_under_the_cap() -> None:
    """What git holds is what the cap lets through: no committed file is over it."""
    files = X.committed(X.MODELS / "base", "mps")
    assert len(files) > 50
    assert max(len(b) for b in files.values()) <= X.COMMIT_BYTES
