"""Shared fixtures: where ../shared is, and the reference and janko instances in it; the
order in which parallel workers are handed the test files."""

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


def _whole_module_slow(item: pytest.Item) -> bool:
    marks = getattr(getattr(item, "module", None), "pytestmark", [])
    return any(mark.name == "slow" for mark in (marks if isinstance(marks, list) else [marks]))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In a pytest-xdist worker: the files whose every test is slow first (a pipeline run, the
    solver matrix, the SLURM cluster: the longest files), the rest after them in their usual
    order. With ``--dist loadfile --no-loadscope-reorder`` (make test) the workers are handed
    files in this order, so the long ones start early instead of being the last file one
    worker runs while the other waits. A serial run keeps pytest's order."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        items.sort(key=lambda item: not _whole_module_slow(item))  # stable: files stay whole
