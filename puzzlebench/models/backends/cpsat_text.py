"""A solver-neutral model as the text of a CP-SAT ``CpModelProto``: variables and constraints.

Why text: OR-Tools' Python proto (a C++ message behind pybind11) has no bulk setters and
no binary parse, only ``merge_text_format``; filling it field by field costs three or four
binding calls per row, while one string with every row, made by one ``str.join``, is
parsed in one call for less than half of that (docs/measurements.md, "Harness cost").
The text holds the same fields, in the same order, as the field-by-field fill it replaced
(a test compares the two protos).

Rows become CP-SAT's native Boolean constraints where
:func:`~puzzlebench.models.backends.cpsat_rows.row_kinds` recognises them (``native``),
otherwise linear constraints whose open side is the row's activity bound (CP-SAT wants
finite domains). Pure numpy and strings: no solver needed to write or test it.
"""

from __future__ import annotations

import numpy as np

from puzzlebench.models.backends.base import row_bounds
from puzzlebench.models.backends.cpsat_rows import (
    AT_MOST_ONE,
    CLAUSE,
    EXACTLY_ONE,
    LINEAR,
    NOT_ALL,
    row_kinds,
)
from puzzlebench.models.model import Model

# a Boolean constraint's text up to its literals, by kind (NOT_ALL: a clause on the negated literals)
_OPEN = np.array(["", "constraints{exactly_one{literals:[", "constraints{at_most_one{literals:[",
                  "constraints{bool_or{literals:[", "constraints{bool_or{literals:["], dtype=object)
assert (EXACTLY_ONE, AT_MOST_ONE, CLAUSE, NOT_ALL) == (1, 2, 3, 4)


def row_domains(model: Model, lb: np.ndarray, ub: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row's integer domain [lo, hi]: its bounds rounded inwards, an open side replaced
    by the row's activity bound over the columns' bounds ``lb``/``ub`` (integers)."""
    lo, hi = row_bounds(model)
    A = model.A
    row = np.repeat(np.arange(model.num_rows), np.diff(A.indptr))
    low, high = lb.astype(float)[A.indices], ub.astype(float)[A.indices]
    pos = A.data > 0
    act_lo = np.bincount(row, np.where(pos, A.data * low, A.data * high), minlength=model.num_rows)
    act_hi = np.bincount(row, np.where(pos, A.data * high, A.data * low), minlength=model.num_rows)
    lo_i = np.where(np.isfinite(lo), np.ceil(lo - 1e-9), np.minimum(act_lo, hi)).astype(np.int64)
    hi_i = np.where(np.isfinite(hi), np.floor(hi + 1e-9), np.maximum(act_hi, lo)).astype(np.int64)
    return lo_i, hi_i


def model_text(model: Model, lb: np.ndarray, ub: np.ndarray, native: bool = True) -> str:
    """The ``CpModelProto`` text of ``model`` with integer column bounds ``lb``/``ub``:
    its variables, then its rows (:func:`rows_text`)."""
    variables = "".join([f"variables{{domain:[{a},{b}]}}" for a, b in zip(lb.tolist(), ub.tolist(), strict=True)])
    return variables + rows_text(model, lb, ub, native)


def rows_text(model: Model, lb: np.ndarray, ub: np.ndarray, native: bool = True) -> str:
    """The ``constraints`` of ``model``'s rows as ``CpModelProto`` text, no variables: merged
    into a proto that has them, it appends the rows (how a kept CP-SAT model gets the
    uniqueness certificate's no-good rows without a new translation).

    The text is one array of pieces joined once. A Boolean row of m literals is 2m + 1
    pieces (its opening, the literals with commas between them, its closing), all placed
    at once with numpy indexing (no string is concatenated but by the final join); a linear
    row is one f-string. Why not a loop over every row: it cost as much as the parse; and
    not a piece glued per literal: on the largest models the glueing cost more than the
    old row-by-row fill.
    """
    A = model.A
    nrows, lens = model.num_rows, np.diff(A.indptr)
    kind = row_kinds(model)[0] if native else np.full(nrows, LINEAR, dtype=np.int8)
    boolean = kind != LINEAR
    width = np.where(boolean, 2 * lens + 1, 1)
    start = np.cumsum(width) - width  # each row's first piece
    pieces = np.empty(int(width.sum()), dtype=object)
    # Boolean rows: literal c for a +1 term, its negation -c-1 for a -1 term; NOT_ALL negates all
    row = np.repeat(np.arange(nrows), lens)
    at = np.flatnonzero(boolean[row])
    r, c, pos = row[at], A.indices[at].astype(np.int64), A.data[at] > 0
    lit = np.where(pos == (kind[r] != NOT_ALL), c, -c - 1)
    place = start[r] + 2 * (at - A.indptr[r])  # the piece before each literal
    pieces[place] = ","
    rows = np.flatnonzero(boolean)
    pieces[start[rows]] = _OPEN[kind[rows]]
    pieces[place + 1] = list(map(str, lit.tolist()))
    pieces[start[rows] + width[rows] - 1] = "]}}"
    # linear rows: the open side of a row is its activity bound (CP-SAT wants finite domains)
    linear = np.flatnonzero(~boolean)
    if linear.size:
        ptr, cols = A.indptr.tolist(), A.indices.tolist()
        coefs = np.round(A.data).astype(np.int64).tolist()
        lo_i, hi_i = (d.tolist() for d in row_domains(model, lb, ub))
        pieces[start[linear]] = [
            f"constraints{{linear{{vars:[{','.join(map(str, cols[ptr[q]:ptr[q + 1]]))}] "
            f"coeffs:[{','.join(map(str, coefs[ptr[q]:ptr[q + 1]]))}] domain:[{lo_i[q]},{hi_i[q]}]}}}}"
            for q in linear.tolist()]
    return "".join(pieces.tolist())
