"""Which rows of a solver-neutral model are Boolean constraints, for CP-SAT's native forms.

A row over binary columns with coefficients +-1 is a statement about *literals*: with
x for a +1 column and (1 - x) (the negated literal) for a -1 column,

    lo <= sum_pos x - sum_neg x <= hi   <=>   lo + n <= (number of true literals) <= hi + n

(n = number of -1 terms, k = number of literals). Depending on the two bounds it is an
exactly-one (``cover``, ``one_symbol``), an at-most-one, a clause ("at least one
literal true"), or "not all literals true", a clause on the negated literals (a Troix
window ``x1 + x2 + x3 <= 2``; a separator cut ``x_a - x_b - x_c <= 0`` over the
literals a, not b, not c: "not a, or b, or c"). CP-SAT propagates these
natively and builds them much faster than generic linear rows; everything else stays
linear. The recognition reads only the matrix, so every formulation profits and none
needs to mark its rows. :func:`row_kinds` is pure numpy (and tested without a solver).
"""

from __future__ import annotations

import numpy as np

from puzzlebench.models.backends.base import row_bounds
from puzzlebench.models.model import Model

LINEAR, EXACTLY_ONE, AT_MOST_ONE, CLAUSE, NOT_ALL = range(5)
KIND_NAMES = ("linear", "exactly_one", "at_most_one", "clause", "not_all")


def binary_columns(model: Model) -> np.ndarray:
    """Integer columns within [0, 1] (fixed ones included)."""
    return model.is_integer & (model.lb >= 0) & (model.ub <= 1)


def row_kinds(model: Model) -> tuple[np.ndarray, np.ndarray]:
    """(kind per row, number of -1 terms per row); kinds as the constants above.

    Rows without terms, or with a term that is not +-1 on a binary column, are LINEAR.
    """
    A = model.A
    nrows = model.num_rows
    lens = np.diff(A.indptr)
    binary = binary_columns(model)
    ok_term = binary[A.indices] & ((A.data == 1.0) | (A.data == -1.0))
    row = np.repeat(np.arange(nrows), lens)
    bad = np.bincount(row[~ok_term], minlength=nrows)  # (bincount: ``np.add.at`` took ten times as long)
    neg = np.bincount(row[A.data < 0], minlength=nrows)
    lo, hi = row_bounds(model)
    lo_l, hi_l = lo + neg, hi + neg  # bounds on the number of true literals
    k = lens.astype(float)
    boolean = (bad == 0) & (lens > 0)
    low_free = lo_l <= 0  # the lower bound says nothing
    high_free = hi_l >= k  # the upper bound says nothing
    kind = np.full(nrows, LINEAR, dtype=np.int8)
    # where two readings fit (one or two literals) they mean the same; the later one wins
    kind[boolean & low_free & (hi_l == k - 1)] = NOT_ALL
    kind[boolean & (lo_l == 1) & high_free] = CLAUSE
    kind[boolean & low_free & (hi_l == 1) & (k > 1)] = AT_MOST_ONE
    kind[boolean & (lo_l == 1) & (hi_l == 1)] = EXACTLY_ONE
    return kind, neg


def literals(cols: np.ndarray, coefs: np.ndarray) -> list[int]:
    """CP-SAT literal indices: column c for +1, its negation (-c-1) for -1."""
    return np.where(coefs > 0, cols, -cols - 1).tolist()


def holds(kind: int, lits_true: int, k: int) -> bool:
    """Whether a native constraint of ``kind`` holds with ``lits_true`` of its ``k`` literals true.

    The meaning each kind gets in :mod:`puzzlebench.models.backends.ortools_layer`; the tests compare it
    with the linear row it replaces.
    """
    if kind == EXACTLY_ONE:
        return lits_true == 1
    if kind == AT_MOST_ONE:
        return lits_true <= 1
    if kind == CLAUSE:
        return lits_true >= 1
    if kind == NOT_ALL:
        return lits_true <= k - 1
    raise ValueError(f"kind {kind} is not Boolean")
