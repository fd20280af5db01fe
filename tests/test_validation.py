"""Rule-level validation of givens (puzzlebench.instances.validate), on its own and through io.load."""

from __future__ import annotations

import pytest
from hypothesis import given
from strategies import galaxies_instances, troix_instances

from puzzlebench.instances import io
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.limits import MAX_SIDE
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance
from puzzlebench.instances.validate import problems, validate


def troix(*rows: str) -> TroixInstance:
    return TroixInstance(len(rows), len(rows[0]), rows)


@pytest.mark.parametrize(
    ("rows", "fragment"),
    [
        (("XXX...", "......", "......"), "row 0 has X three times in a row from index 0"),
        (("......", "...OOO", "......"), "row 1 has O three times in a row from index 3"),
        (("I..", "I..", "I..", "...", "...", "..."), "column 0 has I three times in a row"),
        (("X.X.X.", "......", "......"), "row 0 has 3 X given, at most 2"),
        (("O..", "...", "O..", "...", "O..", "..."), "column 0 has 3 O given, at most 2"),
        (("XX..O.", "......", "......", "X.....", "......", "......"), None),  # two in a row is fine
        (("XOI", "OIX", "IXO"), None),  # a full valid grid is fine
    ],
)
def test_troix_givens(rows: tuple[str, ...], fragment: str | None) -> None:
    inst = troix(*rows)
    found = problems(inst)
    if fragment is None:
        assert found == [] and validate(inst) is inst
    else:
        assert any(fragment in p for p in found), found
        with pytest.raises(PuzzleInputError, match="givens already break a rule"):
            validate(inst)


def test_every_problem_is_reported_and_counted() -> None:
    inst = troix("XXX...", "XXX...", "......")
    assert len(problems(inst)) >= 4  # two runs in rows, two counts per row
    with pytest.raises(PuzzleInputError, match=r"and \d+ more problem"):
        validate(inst)


def test_size_cap() -> None:
    inst = GalaxiesInstance(5000, 2, ((1, 1),))
    assert problems(inst) == [f"rows = 5000 is larger than the supported {MAX_SIDE}"]


def test_load_validates(tmp_path) -> None:
    p = tmp_path / "t.json"
    io.save(troix("XXX...", "......", "......"), p)  # save does not validate: it writes what it gets
    with pytest.raises(PuzzleInputError, match=f"^{p}: givens already break a rule"):
        io.load(p)


@given(troix_instances())
def test_generated_troix_givens_pass(inst: TroixInstance) -> None:
    assert problems(inst) == []


@given(galaxies_instances())
def test_valid_galaxies_pass(inst: GalaxiesInstance) -> None:
    assert problems(inst) == []
