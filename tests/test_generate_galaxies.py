"""The Galaxies generator: valid partitions, certified unique, deterministic, all dot kinds."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.generate.galaxies import find_other, generate_galaxies
from engine.uniqueness import count_solutions
from instances.checker import check
from instances.errors import PuzzleInputError
from instances.formats import canonical
from instances.galaxies_growth import dot_kinds, random_partition
from instances.types import GalaxiesInstance
from scripts.cli import main


def test_same_seed_same_text_and_different_seeds_differ():
    a = canonical.dumps(generate_galaxies(8, 9, 4))
    assert a == canonical.dumps(generate_galaxies(8, 9, 4))
    dots = {generate_galaxies(8, 9, s, certify=False).dots for s in (5, 6, 7)}
    assert len(dots) == 3


def test_cli_files_are_byte_identical(tmp_path: Path):
    for name in ("a.json", "b.json"):
        assert main(["generate", "galaxies", "--rows", "7", "--cols", "8", "--seed", "2", "-q",
                     "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_valid_unique_all_dot_kinds_and_independent_recount():
    inst = generate_galaxies(12, 10, 3)
    src = dict(inst.source)
    assert check(inst) == []
    assert src["uniqueness"]["verdict"] == "unique" and "galaxies/cuts" in src["uniqueness"]["route"]
    assert set(src["dot_kinds"]) == {"cell", "edge", "vertex"} == dot_kinds(list(inst.dots))
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]


@pytest.mark.parametrize("k", [1, 3, 6])
def test_max_galaxy_size_is_honoured(k: int):
    inst = generate_galaxies(9, 9, 1, max_galaxy_size=k, certify=False)
    sizes = [sum(row.count(g) for row in inst.solution) for g in range(len(inst.dots))]
    # a dot's centre cells (up to 4) always form a galaxy, whatever k says
    assert max(sizes) <= max(k, 4)
    assert check(inst) == []


def test_random_partition_is_a_valid_solution():
    for seed in range(5):
        dots, owner = random_partition(11, 13, random.Random(seed), 20)
        inst = GalaxiesInstance(11, 13, dots, owner)  # indices into dots as drawn
        assert check(inst) == []


def test_find_other_returns_a_different_valid_partition():
    dots = [(1, 3), (3, 3), (5, 3)]  # 3x3, two solutions (see test_uniqueness)
    rows_split = [[0, 0, 0], [1, 1, 1], [2, 2, 2]]
    other = find_other(3, 3, dots, rows_split, 60)
    assert other not in (None, False) and other != rows_split
    assert check(GalaxiesInstance(3, 3, dots, other)) == []
    assert find_other(1, 4, [(1, 2), (1, 6)], [[0, 0, 1, 1]], 60) is None


@pytest.mark.parametrize("kwargs", [
    {"rows": 1, "cols": 5}, {"rows": 5, "cols": 61}, {"rows": 5, "cols": 5, "max_galaxy_size": 0},
    {"rows": "5", "cols": 5},
])
def test_bad_arguments(kwargs):
    with pytest.raises(PuzzleInputError):
        generate_galaxies(seed=1, **kwargs)


def test_cli_troix_options_refused(tmp_path: Path, capsys):
    assert main(["generate", "galaxies", "--rows", "5", "--cols", "5", "--minimal",
                 "-o", str(tmp_path / "x.json")]) == 2
    assert capsys.readouterr().err.startswith("puzzlebench: error:")


@settings(max_examples=8)
@given(rows=st.integers(2, 8), cols=st.integers(2, 8), seed=st.integers(0, 10**6))
def test_random_small_puzzles_are_valid_and_unique(rows: int, cols: int, seed: int):
    inst = generate_galaxies(rows, cols, seed)
    assert check(inst) == []
    assert dict(inst.source)["uniqueness"]["verdict"] == "unique"
    assert count_solutions(inst.with_solution(None)).solutions == [inst.solution]
