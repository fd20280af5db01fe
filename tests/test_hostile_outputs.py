"""No file written that was not asked for, no silent gap in a file that was, bad sizes
refused before a baseline runs (docs/reliability.md). On main ``formulate -o X.mps`` wrote
X.json silently (over a run record of ``solve -o X.json``), the MPS of ``galaxies/cuts``
carried no mark that its connectivity rows are missing, and ``solve`` of a 1x1 puzzle with
the sgt baseline was an ``error`` record (exit 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlebench.scripts.cli import main

ROOT = Path(__file__).resolve().parents[1]
G7 = str(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json")


def test_formulate_never_replaces_a_run_record(tmp_path: Path, capsys) -> None:
    record = tmp_path / "X.json"
    record.write_text(json.dumps({"run_id": "r", "status": "solved", "variant": "galaxies/flow"}))
    before = record.read_text()
    assert main(["formulate", G7, "--variant", "galaxies/flow", "-o", str(tmp_path / "X.mps")]) == 2
    err = capsys.readouterr().err
    assert "refusing to replace" in err and len(err.strip().splitlines()) == 1
    assert record.read_text() == before and not (tmp_path / "X.mps").exists()


def test_formulate_names_the_file_it_adds_and_may_replace_its_own(tmp_path: Path, capsys) -> None:
    out = tmp_path / "X.mps"
    for _ in range(2):  # the second run replaces the first one's description
        assert main(["formulate", G7, "--variant", "galaxies/flow", "-o", str(out)]) == 0
        assert f"also wrote {tmp_path / 'X.json'}" in capsys.readouterr().err


@pytest.mark.parametrize("suffix", [".mps", ".lp"])
def test_a_lazy_variant_says_its_rows_are_missing(suffix: str, tmp_path: Path, capsys) -> None:
    out = tmp_path / f"cuts{suffix}"
    assert main(["formulate", G7, "--variant", "galaxies/cuts", "-o", str(out)]) == 0
    first = out.read_text().splitlines()[0]
    assert first.startswith("*" if suffix == ".mps" else "\\") and "NOT in this file" in first
    assert "warning" in capsys.readouterr().err
    assert "NOT in this file" in json.loads(out.with_suffix(".json").read_text())["warning"]


def test_a_variant_with_every_row_has_no_mark(tmp_path: Path, capsys) -> None:
    out = tmp_path / "flow.mps"
    assert main(["formulate", G7, "--variant", "galaxies/flow", "-o", str(out)]) == 0
    assert "puzzlebench:" not in out.read_text().splitlines()[0] and "warning" not in capsys.readouterr().err


@pytest.mark.parametrize("side", [1, 2])
def test_a_size_sgt_refuses_is_bad_input_not_a_record(side: int, tmp_path: Path, capsys) -> None:
    puzzle = tmp_path / "small.json"
    puzzle.write_text(json.dumps({"format": "puzzlebench/1", "puzzle": "galaxies", "rows": side, "cols": side,
                                  "name": "small", "dots": [[side, side]]}))
    assert main(["solve", str(puzzle), "--layer", "sgt", "--solver", "sgt", "-o", str(tmp_path / "r.json")]) == 2
    err = capsys.readouterr().err
    assert "needs width and height >= 3" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "r.json").exists()
