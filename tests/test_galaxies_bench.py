"""Smoke test: benchmarks/bench_formulate.py runs and writes a CSV and a Markdown table."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest
from conftest import JANKO, REFERENCE, ROOT


def test_bench_formulate_writes_tables(tmp_path: Path) -> None:
    if not (JANKO.exists() and REFERENCE.exists()):
        pytest.skip("../shared/instances is needed")
    spec = importlib.util.spec_from_file_location(
        "bench_formulate", ROOT / "benchmarks" / "bench_formulate.py"
    )
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "formulate"
    args = [
        "--shared",
        str(REFERENCE.parent),
        "--out",
        str(out),
        "--repeats",
        "1",
        "--variants",
        "cuts",
    ]
    assert bench.main(args) == 0
    with open(out.with_suffix(".csv")) as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 13 * 3 * 2  # 4 reference + 9 size classes, prune x pairs
    assert {r["status"] for r in rows} == {"ok"}  # FormulateStatus.OK
    assert all(float(r["wall_s"]) > 0 and int(r["binaries"]) > 0 for r in rows)
    assert out.with_suffix(".md").read_text().startswith("| instance |")
