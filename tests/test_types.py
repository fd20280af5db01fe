"""The instance types: structural validation, dot normalisation, canonical JSON."""

from __future__ import annotations

import pytest

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.canonical import dumps, from_dict, loads, to_dict
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance, centre_cells, mirror


def test_centre_cells_for_each_dot_kind() -> None:
    assert centre_cells((1, 1)) == ((0, 0),)
    assert centre_cells((1, 2)) == ((0, 0), (0, 1))
    assert centre_cells((2, 1)) == ((0, 0), (1, 0))
    assert centre_cells((2, 2)) == ((0, 0), (0, 1), (1, 0), (1, 1))


def test_mirror_is_an_involution() -> None:
    for dot in [(1, 1), (4, 2), (3, 6), (5, 5)]:
        for cell in [(0, 0), (1, 2), (2, 1)]:
            assert mirror(mirror(cell, dot), dot) == cell


def test_dots_are_sorted_and_solution_remapped() -> None:
    inst = GalaxiesInstance(3, 3, [(4, 5), (1, 3), (4, 2)], [[1, 1, 1], [2, 2, 0], [2, 2, 0]])
    assert inst.dots == ((1, 3), (4, 2), (4, 5))
    assert inst.solution == ((0, 0, 0), (1, 1, 2), (1, 1, 2))


@pytest.mark.parametrize(
    ("dots", "needle"),
    [
        ([(0, 1)], "outside the lattice"),
        ([(1, 7)], "outside the lattice"),
        ([(1, 1), (1, 1)], "given twice"),
        ([(1, 1), (1, 2)], "share the centre cell"),
        ([], "at least one dot"),
        ([(1, "a")], "not a pair of integers"),
    ],
)
def test_bad_dots_are_rejected(dots, needle) -> None:
    with pytest.raises(PuzzleInputError, match=needle):
        GalaxiesInstance(3, 3, dots)


@pytest.mark.parametrize(
    ("rows", "cols", "givens", "needle"),
    [
        (4, 3, ["..."] * 4, "divisible by 3"),
        (3, 3, ["...", "..."], "has 2 rows"),
        (3, 3, ["...", "....", "..."], "row 1 has 4 cells"),
        (3, 3, ["...", ".Z.", "..."], "unknown character"),
        (0, 3, [], "positive"),
    ],
)
def test_bad_troix_is_rejected(rows, cols, givens, needle) -> None:
    with pytest.raises(PuzzleInputError, match=needle):
        TroixInstance(rows, cols, givens)


def test_with_solution_takes_any_sequence_and_keeps_tuples() -> None:
    troix = TroixInstance(3, 3, ("X..", "...", "..."))
    assert troix.with_solution(["XOI", "OIX", "IXO"]).solution == ("XOI", "OIX", "IXO")
    assert troix.with_solution(None).solution is None
    gal = GalaxiesInstance(1, 2, ((1, 1), (1, 3)))
    assert gal.with_solution([[0, 1]]).solution == ((0, 1),)
    with pytest.raises(PuzzleInputError, match="not a string"):
        troix.with_solution(["XOI", ["O", "I", "X"], "IXO"])
    with pytest.raises(PuzzleInputError, match="not an index"):
        gal.with_solution([[0, 2]])


def test_canonical_round_trip_both_puzzles() -> None:
    t = TroixInstance(3, 6, ["X.....", "......", "....OI"], ["XOIXOI", "OIXOIX", "IXOIXO"], "t", {"k": 1})
    g = GalaxiesInstance(3, 3, [(1, 3), (4, 2), (4, 5)], [[0, 0, 0], [1, 1, 2], [1, 1, 2]], "g")
    for inst in (t, g):
        back = loads(dumps(inst))
        assert back == inst
        assert dict(back.source) == dict(inst.source)
        assert dumps(back) == dumps(inst)


def test_canonical_rejects_bad_documents() -> None:
    with pytest.raises(PuzzleInputError, match="format"):
        from_dict({"puzzle": "troix"})
    with pytest.raises(PuzzleInputError, match="unknown puzzle"):
        from_dict({"format": "puzzlebench/1", "puzzle": "sudoku", "rows": 3, "cols": 3})
    with pytest.raises(PuzzleInputError, match="not valid JSON"):
        loads("{")
    d = to_dict(GalaxiesInstance(3, 3, [(1, 3)]))
    d["solution"] = [[0, 0, 0], [0, 0, 5], [0, 0, 0]]
    with pytest.raises(PuzzleInputError, match="not an index"):
        from_dict(d)
