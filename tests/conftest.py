"""Shared fixtures: where ../shared is, and the reference and janko instances in it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("PUZZLEBENCH_SHARED", ROOT.parent / "shared"))
REFERENCE = SHARED / "instances" / "reference"
JANKO = SHARED / "instances" / "janko" / "Galaxies_dataset.json"

settings.register_profile(
    "puzzlebench", derandomize=True, deadline=None, max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("puzzlebench")


def need_shared(path: Path) -> Path:
    """Skip (with the reason) when ../shared is not beside the repository."""
    if not path.exists():
        pytest.skip(f"{path} not found: ../shared/instances is needed for this test")
    return path


@pytest.fixture
def reference_dir() -> Path:
    return need_shared(REFERENCE)


@pytest.fixture
def janko_path() -> Path:
    return need_shared(JANKO)
