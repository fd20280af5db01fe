"""The CP-SAT model parsed from its text is the proto the field-by-field fill wrote.

``cpsat_text`` replaced a loop that filled OR-Tools' proto row by row; that loop lives
here as the reference, and the two protos must print the same (same variables, same
constraints in the same order, same literals, coefficients and domains) on random models
(every row kind, open sides, negative and non-binary terms) and on real ones.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.instances.types import GalaxiesInstance, TroixInstance
from puzzlebench.models import registry
from puzzlebench.models.backends.base import row_bounds
from puzzlebench.models.backends.cpsat_rows import (
    AT_MOST_ONE,
    CLAUSE,
    EXACTLY_ONE,
    LINEAR,
    row_kinds,
)
from puzzlebench.models.model import EQ, GE, LE, Model, ModelBuilder

cp_model = pytest.importorskip("ortools.sat.python.cp_model")
from puzzlebench.models.backends.ortools_layer import UNBOUNDED_CAP, cp_model_of  # noqa: E402


def filled(model: Model, lb: np.ndarray, ub: np.ndarray, native: bool) -> object:
    """The former translation: the proto filled field by field, one row at a time."""
    m = cp_model.CpModel()
    proto = m.proto
    for a, b in zip(lb.tolist(), ub.tolist(), strict=True):
        proto.variables.add().domain.extend([a, b])
    lo, hi = row_bounds(model)
    A = model.A
    pos, neg = A.maximum(0), A.minimum(0)
    act_lo = pos @ lb.astype(float) + neg @ ub.astype(float)
    act_hi = pos @ ub.astype(float) + neg @ lb.astype(float)
    lo_i = np.where(np.isfinite(lo), np.ceil(lo - 1e-9), np.minimum(act_lo, hi)).astype(np.int64).tolist()
    hi_i = np.where(np.isfinite(hi), np.floor(hi + 1e-9), np.maximum(act_hi, lo)).astype(np.int64).tolist()
    ptr, cols, coefs = A.indptr.tolist(), A.indices.tolist(), np.round(A.data).astype(np.int64).tolist()
    kinds = row_kinds(model)[0].tolist() if native else [LINEAR] * model.num_rows
    lits = np.where(A.data > 0, A.indices, -A.indices.astype(np.int64) - 1).tolist()
    nlits = (-np.asarray(lits, dtype=np.int64) - 1).tolist()
    for r in range(model.num_rows):
        a, b = ptr[r], ptr[r + 1]
        kind = kinds[r]
        if kind == LINEAR:
            lin = proto.constraints.add().linear
            lin.vars.extend(cols[a:b])
            lin.coeffs.extend(coefs[a:b])
            lin.domain.extend([lo_i[r], hi_i[r]])
        elif kind == EXACTLY_ONE:
            proto.constraints.add().exactly_one.literals.extend(lits[a:b])
        elif kind == AT_MOST_ONE:
            proto.constraints.add().at_most_one.literals.extend(lits[a:b])
        elif kind == CLAUSE:
            proto.constraints.add().bool_or.literals.extend(lits[a:b])
        else:
            proto.constraints.add().bool_or.literals.extend(nlits[a:b])
    return m


def int_bounds(model: Model) -> tuple[np.ndarray, np.ndarray]:
    lb = np.where(np.isfinite(model.lb), np.ceil(model.lb - 1e-9), -UNBOUNDED_CAP).astype(np.int64)
    ub = np.where(np.isfinite(model.ub), np.floor(model.ub + 1e-9), UNBOUNDED_CAP).astype(np.int64)
    return lb, ub


def same_proto(model: Model) -> None:
    lb, ub = int_bounds(model)
    for native in (True, False):
        got, want = cp_model_of(model, lb, ub, native), filled(model, lb, ub, native)
        assert str(got.proto) == str(want.proto)


ROW = st.tuples(
    st.lists(st.tuples(st.integers(0, 5), st.sampled_from([1, -1, 2, -3])), max_size=6, unique_by=lambda t: t[0]),
    st.sampled_from([LE, EQ, GE]),
    st.integers(-3, 4),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(ROW, min_size=0, max_size=8), st.lists(st.sampled_from([1.0, 1.0, 3.0, np.inf]), min_size=6, max_size=6))
def test_random_models_give_the_same_proto(rows: list, ubs: list[float]) -> None:
    b = ModelBuilder("random")
    x = b.add_vars("x[{}]", np.arange(6), ub=np.asarray(ubs))
    for n, (terms, sense, rhs) in enumerate(rows):
        terms = sorted(terms)
        cols = np.asarray([x[c] for c, _ in terms], dtype=np.int64)
        b.add_rows(f"r{n}", f"r{n}[{{}}]", [0], [0, len(terms)], cols,
                   np.asarray([v for _, v in terms], dtype=float), sense, float(rhs))
    same_proto(b.build())


@pytest.mark.parametrize("variant, options", [
    ("galaxies/cuts", {"pairs": True, "deduce": True}),
    ("galaxies/cuts", {"local_cuts": True, "prune": "basic"}),
    ("galaxies/flow", {}),
])
def test_galaxies_models_give_the_same_proto(variant: str, options: dict) -> None:
    inst = GalaxiesInstance(rows=5, cols=5, dots=((1, 1), (2, 8), (5, 5), (9, 2), (8, 9)))
    same_proto(registry.get(variant).make(inst, **options).model)


def test_troix_model_gives_the_same_proto() -> None:
    inst = TroixInstance(rows=6, cols=6, givens=("XO...I", "...O..", "I...X.", ".I....", "..O..I", "I....X"))
    same_proto(registry.get("troix/onehot").make(inst).model)
