"""The real instances in ../shared/instances (skipped, with the reason, when absent)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from puzzlebench.instances import io
from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import janko, seed_json
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance

pytestmark = pytest.mark.needs_shared

REFERENCE_FILES = [f"{p}/puzzle_{k}.json" for p in ("troix", "galaxies") for k in range(1, 5)]


def test_janko_dataset_reads_579_puzzles_whose_solutions_pass(janko_path: Path) -> None:
    good, bad = io.load_all(janko_path)
    assert len(good) == 579
    assert [(e.puzzle, e.source) for e in bad] == [("445_51x14", str(janko_path))]
    failing = [inst.name for inst in good if inst.solution is None or check(inst)]
    assert failing == []
    sizes = {(i.rows, i.cols) for i in good}
    assert (7, 7) in sizes and any(r != c for r, c in sizes)  # square and non-square
    inst = next(i for i in good if i.name == "17_14x24")
    assert (inst.rows, inst.cols) == (14, 24)
    assert inst.source["dataset"] == "janko" and inst.source["key"] == "17_14x24"
    assert inst.source["url"].startswith("https://www.janko.at/")


def test_janko_445_rejected_naming_the_row_mismatch(janko_path: Path) -> None:
    _, bad = io.load_all(janko_path)
    assert str(bad[0]) == f"{janko_path}: 445_51x14: problem header says 51 rows, 14 are given"


def test_janko_first_puzzle_by_hand(janko_path: Path) -> None:
    good, _ = io.load_all(janko_path)
    inst = next(i for i in good if i.name == "01_7x7")
    # row 0 of the problem is "- 0 - - - 3 -": a centre dot in cell (0, 1) and a vertex
    # dot at the bottom-right of cell (0, 5)
    assert (1, 3) in inst.dots and (2, 12) in inst.dots
    assert len(inst.dots) == 9


@pytest.mark.parametrize("name", REFERENCE_FILES)
def test_reference_instances_read(reference_dir: Path, name: str) -> None:
    path = reference_dir / name
    inst = io.load(path)
    assert io.detect_format(path, path.read_text()) == "seed-json"
    assert inst.name == path.stem
    kind = TroixInstance if name.startswith("troix") else GalaxiesInstance
    assert isinstance(inst, kind)
    # lossless: writing the seed format back gives the same document
    assert seed_json.loads(seed_json.dumps(inst)) == dataclasses.replace(inst, name="")
    assert seed_json.dumps(inst) == seed_json.dumps(io.load(path, "seed-json"))
    assert io.loads(io.dumps(inst, "json")) == inst


def test_reference_sizes(reference_dir: Path) -> None:
    shapes = {n: (i.rows, i.cols) for n in REFERENCE_FILES for i in [io.load(reference_dir / n)]}
    assert shapes["galaxies/puzzle_3.json"] == (21, 11)
    assert shapes["troix/puzzle_4.json"] == (21, 21)


def test_janko_entry_built_once_is_the_staged_build(janko_path: Path) -> None:
    """parse_entry builds each puzzle once (the instance-set step reads all 580): the same
    instance, or the same error, as building it per stage (problem, solution, name)."""
    def staged(key: str, entry: dict) -> GalaxiesInstance | str:
        try:
            inst = janko.attach_solution(janko.parse_problem(entry["problem"]), entry["solution"])
        except PuzzleInputError as exc:
            return str(exc)
        return GalaxiesInstance(inst.rows, inst.cols, inst.dots, inst.solution, key)

    def once(key: str, entry: dict) -> GalaxiesInstance | str:
        try:
            inst = janko.parse_entry(key, entry)
        except PuzzleInputError as exc:
            return str(exc)
        return dataclasses.replace(inst, source={})

    entries = json.loads(janko_path.read_text())["data"]
    broken = dict(entries["01_7x7"], solution=entries["02_7x7"]["solution"])  # a solution of another puzzle
    cases = {**entries, "broken": broken}
    assert [once(k, e) for k, e in cases.items()] == [staged(k, e) for k, e in cases.items()]
    assert isinstance(once("broken", broken), str)
