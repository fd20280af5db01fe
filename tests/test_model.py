"""The solver-neutral model core (puzzlebench/models/model.py): sizes, names, evaluation, extra rows."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.models.model import EQ, GE, LE, ModelBuilder

INF = float("inf")


def small():
    """3 binaries a[0..2], one integer n in [0, 5], one continuous f free."""
    b = ModelBuilder("small")
    a = b.add_vars("a[{}]", [[0], [1], [2]])
    n = b.add_vars("n", np.zeros((1, 0), dtype=int), ub=5)
    f = b.add_vars("f", np.zeros((1, 0), dtype=int), lb=-INF, ub=INF, integer=False)
    b.add_rows("pick", "pick", np.zeros((1, 0), dtype=int), [0, 3], a, 1.0, EQ, 1.0)
    c = b.collector("cap", "cap[{},{}]")
    c.add((0, 1), [a[0], n[0]], [2.0, 1.0], LE, 4.0)
    c.add((1, 2), [f[0], n[0]], 1.0, GE, -1.0)
    b.add_collected(c)
    b.set_objective([n[0]], [1.0])
    return b.build(meta={"k": 1}), a, n, f


def test_size_counts_each_kind():
    m, *_ = small()
    assert m.size() == {"variables": 5, "binaries": 3, "integers": 1, "continuous": 1,
                        "constraints": 3, "nonzeros": 7}
    assert m.families == ("pick", "cap")
    assert m.meta == {"k": 1}


def test_names_from_templates():
    m, a, n, f = small()
    assert m.var_names() == ["a[0]", "a[1]", "a[2]", "n", "f"]
    assert m.row_names() == ["pick", "cap[0,1]", "cap[1,2]"]
    assert m.var_name(int(a[2])) == "a[2]" and m.row_name(2) == "cap[1,2]"
    assert m.family_of(1) == "cap"


def test_violations_name_rows_bounds_and_integrality():
    m, a, n, f = small()
    ok = np.array([1, 0, 0, 2, 0.5])
    assert m.violations(ok) == [] and m.violated_families(ok) == set()
    bad = np.array([1, 1, 0, 3, -10])  # pick = 2; cap[0,1] 2+3 = 5 > 4; cap[1,2] -7 < -1
    assert m.violations(bad) == ["pick", "cap[0,1]", "cap[1,2]"]
    assert m.violated_families(bad) == {"pick", "cap"}
    assert m.violations(np.array([1, 0, 0, 1.5, 0])) == ["integer:n"]
    assert m.violations(np.array([1, 1, -1, 0, 0])) == ["bound:a[2]"]
    assert m.violated_families(np.array([1, 0, 0, 1.5, 0])) == {"integrality"}
    with pytest.raises(ValueError, match="shape"):
        m.violations(np.zeros(4))


def test_with_rows_appends_and_keeps_the_rest():
    m, a, n, f = small()
    c = ModelBuilder("x").collector("cut", "cut[{}]")
    c.add((7,), [a[1], a[2]], 1.0, LE, 0.0)
    m2 = m.with_rows(c.rowset())
    assert m2.num_rows == m.num_rows + 1 and m2.num_vars == m.num_vars
    assert m2.families == ("pick", "cap", "cut") and m2.row_name(3) == "cut[7]"
    assert m2.violations(np.array([0, 1, 0, 0, 0])) == ["cut[7]"]
    assert m.num_rows == 3  # the original is unchanged
    assert np.array_equal(m2.objective, m.objective)


def test_column_out_of_range_is_refused():
    b = ModelBuilder()
    b.add_vars("v[{}]", [[0]])
    with pytest.raises(ValueError, match="out of range"):
        b.add_rows("r", "r", np.zeros((1, 0), dtype=int), [0, 1], [3], 1.0, LE, 1.0)


def test_duplicate_entries_are_summed():
    b = ModelBuilder()
    v = b.add_vars("v[{}]", [[0], [1]])
    b.add_rows("r", "r", np.zeros((1, 0), dtype=int), [0, 3], [v[0], v[1], v[0]], [1.0, 1.0, 2.0], LE, 3.0)
    m = b.build()
    assert m.A.nnz == 2 and m.A[0, 0] == 3.0


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(-3, 3), st.sampled_from([LE, EQ, GE]),
                          st.integers(-4, 4)), min_size=1, max_size=8),
       st.lists(st.integers(0, 1), min_size=4, max_size=4))
def test_violations_agree_with_dense_evaluation(rows, point):
    """Random rows (one term each, some repeated columns): the model's verdict = numpy's."""
    b = ModelBuilder()
    b.add_vars("v[{}]", [[k] for k in range(4)])
    for k, (col, coef, sense, rhs) in enumerate(rows):
        b.add_rows("fam", f"r{k}", np.zeros((1, 0), dtype=int), [0, 1], [col], float(coef), sense, float(rhs))
    m = b.build()
    x = np.array(point, dtype=float)
    want = []
    for k, (col, coef, sense, rhs) in enumerate(rows):
        act = coef * x[col]
        broken = (sense == LE and act > rhs) or (sense == GE and act < rhs) or (sense == EQ and act != rhs)
        if broken:
            want.append(f"r{k}")
    assert m.violations(x) == want
    assert m.violated_families(x) == ({"fam"} if want else set())


@given(st.lists(st.tuples(st.booleans(), st.sampled_from([-INF, -2.0, 0.0, 1.0]), st.sampled_from([0.0, 1.0, 3.0, INF]),
                          st.floats(-5, 5, allow_nan=False)), min_size=1, max_size=12))
def test_size_and_clean_values_agree_with_their_plain_definitions(cols):
    """``size`` counts and ``clean_values`` rounds in place (fewer arrays per run); the
    numbers are the plain definitions' (a mask summed; masked rounding, then a clip)."""
    from puzzlebench.models.backends.base import clean_values

    b = ModelBuilder("m")
    for k, (integer, lo, hi, _) in enumerate(cols):
        b.add_vars(f"v{k}", np.zeros((1, 0), dtype=int), lb=lo, ub=max(lo, hi), integer=integer)
    m = b.build()
    binary = m.is_integer & (m.lb >= 0) & (m.ub <= 1)
    assert m.size() == {"variables": len(cols), "binaries": int(binary.sum()),
                        "integers": int((m.is_integer & ~binary).sum()), "continuous": int((~m.is_integer).sum()),
                        "constraints": 0, "nonzeros": 0}
    values = np.array([v for *_, v in cols])
    plain = values.copy()
    plain[m.is_integer] = np.round(plain[m.is_integer])
    got = clean_values(m, values)
    assert np.array_equal(got, np.clip(plain, m.lb, m.ub)) and got is not values
    assert np.array_equal(values, [v for *_, v in cols])  # the solver's array untouched
