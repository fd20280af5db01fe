"""The Boolean-row recognition behind CP-SAT's native constraints, without a solver.

A native constraint must accept exactly the 0/1 points the linear row accepts: checked on
every point of small random rows (hypothesis), and on the real Troix and Galaxies models
(a known solution satisfies every native constraint; a corrupted one breaks some).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from puzzlebench.instances.types import GalaxiesInstance, TroixInstance  # noqa: E402
from puzzlebench.models import registry  # noqa: E402
from puzzlebench.models.backends.cpsat_rows import (  # noqa: E402
    AT_MOST_ONE,
    CLAUSE,
    EXACTLY_ONE,
    LINEAR,
    NOT_ALL,
    holds,
    row_kinds,
)
from puzzlebench.models.model import EQ, GE, LE, Model, ModelBuilder  # noqa: E402


def one_row(coefs: list[int], sense: int, rhs: float, *, ub: float = 1.0) -> Model:
    b = ModelBuilder("row")
    x = b.add_vars("x[{}]", np.arange(len(coefs)), ub=ub)
    b.add_rows("r", "r[{}]", [0], [0, len(coefs)], x, np.asarray(coefs, dtype=float), sense, rhs)
    return b.build()


def native_ok(model: Model, x: np.ndarray) -> np.ndarray:
    """Per row: does its native reading hold at x (LINEAR rows: the linear row itself)?"""
    kinds, _ = row_kinds(model)
    out = np.ones(model.num_rows, dtype=bool)
    lin_bad = {model.row_name(r) for r in range(model.num_rows)} & set(model.violations(x))
    A = model.A
    for r in range(model.num_rows):
        a, b = A.indptr[r], A.indptr[r + 1]
        cols, coefs = A.indices[a:b], A.data[a:b]
        if kinds[r] == LINEAR:
            out[r] = model.row_name(r) not in lin_bad
            continue
        lits = np.where(coefs > 0, x[cols], 1 - x[cols])
        out[r] = holds(int(kinds[r]), int(lits.sum()), int(cols.size))
    return out


@given(
    st.lists(st.sampled_from([1, -1]), min_size=1, max_size=5),
    st.sampled_from([LE, EQ, GE]),
    st.integers(-5, 5),
)
def test_native_reading_equals_the_row_on_every_point(coefs: list[int], sense: int, rhs: int) -> None:
    model = one_row(coefs, sense, float(rhs))
    for point in itertools.product((0.0, 1.0), repeat=len(coefs)):
        x = np.asarray(point)
        assert bool(native_ok(model, x)[0]) == (not model.violations(x)), (coefs, sense, rhs, point)


def test_recognised_kinds() -> None:
    kind = lambda *a, **k: int(row_kinds(one_row(*a, **k))[0][0])  # noqa: E731
    assert kind([1, 1, 1], EQ, 1) == EXACTLY_ONE  # cover / one symbol per cell
    assert kind([1, 1, 1], LE, 1) == AT_MOST_ONE
    assert kind([1, -1, -1], LE, 0) == NOT_ALL  # separator cut: x_a <= x_b + x_c
    assert kind([1, 1, 1], GE, 1) == CLAUSE
    assert kind([1, 1, 1], LE, 2) == NOT_ALL  # Troix window: not three in a row
    assert kind([1, 1, 1], EQ, 2) == LINEAR
    assert kind([2, 1], LE, 2) == LINEAR  # a coefficient that is not +-1
    assert kind([1, 1], LE, 1, ub=3.0) == LINEAR  # not binary columns


def _corrupt_and_compare(model: Model, good: np.ndarray, bad: np.ndarray) -> None:
    assert native_ok(model, good).all()
    assert not native_ok(model, bad).all()
    kinds, _ = row_kinds(model)
    assert (kinds != LINEAR).sum() > 0


def test_troix_onehot_solution_satisfies_the_native_rows(tmp_path: Path) -> None:
    sol = ("XOOIXI", "XXIOIO", "IOIXXO", "OIXIOX", "OXOXII", "IIXOOX")
    inst = TroixInstance(rows=6, cols=6, givens=("XO...I", "...O..", "I...X.", ".I....", "..O..I", "I....X"))
    f = registry.get("troix/onehot").make(inst)
    good = f.encode(sol)
    bad = f.encode(("XXXIOI",) + sol[1:])  # three X in a row, row 0 unbalanced
    _corrupt_and_compare(f.model, good, bad)
    kinds, _ = row_kinds(f.model)
    fam = np.asarray([f.model.family_of(r) for r in range(f.model.num_rows)])
    assert (kinds[fam == "one_symbol"] == EXACTLY_ONE).all()
    assert (kinds[fam == "no_three_row"] == NOT_ALL).all()
    assert (kinds[fam == "balance_row"] == LINEAR).all()


def test_galaxies_cuts_solution_satisfies_the_native_rows() -> None:
    inst = GalaxiesInstance(rows=3, cols=3, dots=((1, 3), (4, 2), (4, 5)))
    f = registry.get("galaxies/cuts").make(inst, local_cuts=True, prune="basic")
    sol = ((0, 0, 0), (1, 1, 2), (1, 1, 2))
    good = f.encode(sol)
    bad = f.encode(((0, 0, 0), (1, 2, 2), (1, 1, 2)))
    _corrupt_and_compare(f.model, good, bad)
    kinds, _ = row_kinds(f.model)
    fam = np.asarray([f.model.family_of(r) for r in range(f.model.num_rows)])
    assert (kinds[fam == "cover"] == EXACTLY_ONE).all()
