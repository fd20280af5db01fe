"""The solver-neutral model: variables, named linear constraints, optional objective.

Formulations write into a :class:`ModelBuilder`; the frozen :class:`Model` it builds is
what every modelling-layer adapter translates and what :mod:`puzzlebench.models.export` writes as
MPS or LP (``write_mps(model, path)``; the model itself knows no file format).
Storage is numpy/scipy (one CSR matrix), not a Python object per term, because a janko
20x36 puzzle without pruning has ~10^5 assignment variables and several times that in
flow variables.

Names are made lazily from per-block templates (``"x[{},{},g{}]"`` plus an integer index
array), so a big model does not hold a million Python strings unless someone asks.

Row convention: ``A[r] @ x  (sense[r])  rhs[r]`` with sense -1 for <=, 0 for =, +1 for >=.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import scipy.sparse as sp

from puzzlebench.models.limits import MAX_MODEL_NONZEROS, MAX_MODEL_VARIABLES

LE, EQ, GE = -1, 0, 1
SENSE_SYMBOL = {LE: "<=", EQ: "=", GE: ">="}


class ModelTooLarge(Exception):
    """Raised by a formulation whose build would exceed a configured cap (outcome too_large)."""


@dataclass(frozen=True)
class NameBlock:
    """Names for a contiguous range [start, start+count): template.format(*index[k])."""

    start: int
    count: int
    template: str
    index: np.ndarray  # shape (count, k), ints

    def name(self, k: int) -> str:
        return self.template.format(*self.index[k - self.start].tolist())


def _names(blocks: Sequence[NameBlock], total: int) -> list[str]:
    out: list[str] = []
    for b in blocks:
        rows = b.index.tolist()
        fmt = b.template.format
        out.extend(fmt(*r) for r in rows)
    assert len(out) == total
    return out


def _filled(value: Any, count: int, dtype: Any) -> np.ndarray:
    """A fresh (count,) array of ``dtype``: ``value`` repeated, or ``value`` (an array of that
    length) copied. ``np.full`` for a scalar: broadcasting then copying cost four times as
    much on the few-dozen-entry arrays of a small puzzle, and a build makes a dozen."""
    if np.ndim(value) == 0:
        return np.full(count, value, dtype=dtype)
    return np.broadcast_to(np.asarray(value, dtype=dtype), (count,)).copy()


def _index_arrays(cols: np.ndarray, indptr: np.ndarray, largest: int) -> tuple[np.ndarray, np.ndarray]:
    """CSR column and pointer arrays in the index type scipy would pick for them (int32
    where ``largest``, the larger of the non-zeros and the columns, fits): the matrix is
    the same, and scipy then skips scanning int64 arrays for their range, half of building
    a small model's matrix."""
    if largest < np.iinfo(np.int32).max:
        return cols.astype(np.int32), indptr.astype(np.int32)
    return cols, indptr


def _find_block(blocks: Sequence[NameBlock], k: int) -> NameBlock:
    lo, hi = 0, len(blocks)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if blocks[mid].start <= k:
            lo = mid
        else:
            hi = mid
    return blocks[lo]


def _as_index(index: Any, count: int) -> np.ndarray:
    arr = np.asarray(index, dtype=np.int64)
    if arr.ndim == 1:
        arr = arr.reshape(count, -1) if count else arr.reshape(0, 1)
    if arr.shape[0] != count:
        raise ValueError(f"name index has {arr.shape[0]} rows for {count} entries")
    return arr


@dataclass(frozen=True)
class Model:
    """A built, immutable MILP: min c.x s.t. A x (sense) rhs, lb <= x <= ub, some x integer."""

    lb: np.ndarray
    ub: np.ndarray
    is_integer: np.ndarray
    A: sp.csr_matrix
    sense: np.ndarray  # int8: -1 <=, 0 =, +1 >=
    rhs: np.ndarray
    row_family: np.ndarray  # int32 index into families
    families: tuple[str, ...]
    var_blocks: tuple[NameBlock, ...]
    row_blocks: tuple[NameBlock, ...]
    objective: np.ndarray
    name: str = "model"
    meta: dict[str, Any] = field(default_factory=dict)

    # ---- size -------------------------------------------------------------------------
    @property
    def num_vars(self) -> int:
        return int(self.lb.shape[0])

    @property
    def num_rows(self) -> int:
        return int(self.rhs.shape[0])

    def size(self) -> dict[str, int]:
        """Variables, binaries, integers (non-binary), continuous, constraints, non-zeros."""
        # counted, not summed, and no array made that a count can avoid: every run asks,
        # right after its build, when the arrays are no longer in the cache
        binaries = np.count_nonzero(self.is_integer & (self.lb >= 0) & (self.ub <= 1))
        integers = np.count_nonzero(self.is_integer)
        return {
            "variables": self.num_vars,
            "binaries": int(binaries),
            "integers": int(integers - binaries),
            "continuous": self.num_vars - int(integers),
            "constraints": self.num_rows,
            "nonzeros": int(self.A.nnz),
        }

    # ---- names ------------------------------------------------------------------------
    def var_name(self, k: int) -> str:
        return _find_block(self.var_blocks, k).name(k)

    def row_name(self, r: int) -> str:
        return _find_block(self.row_blocks, r).name(r)

    def var_names(self) -> list[str]:
        return _names(self.var_blocks, self.num_vars)

    def row_names(self) -> list[str]:
        return _names(self.row_blocks, self.num_rows)

    def family_of(self, r: int) -> str:
        return self.families[int(self.row_family[r])]

    # ---- evaluation -------------------------------------------------------------------
    def violations(self, x: np.ndarray, tol: float = 1e-6) -> list[str]:
        """Names of violated rows, then bound ('bound:NAME') and integrality ('integer:NAME')."""
        x = np.asarray(x, dtype=float)
        if x.shape != (self.num_vars,):
            raise ValueError(f"assignment has shape {x.shape}, model has {self.num_vars} variables")
        act = self.A @ x
        # the three senses' tests, each row taking its own (sense is -1, 0 or +1): a few
        # calls fewer than masking each test by its sense, which a small model's check feels
        bad = np.where(self.sense == EQ, np.abs(act - self.rhs) > tol,
                       np.where(self.sense == LE, act > self.rhs + tol, act < self.rhs - tol))
        out = [self.row_name(int(r)) for r in bad.nonzero()[0].tolist()]
        out += ["bound:" + self.var_name(int(k)) for k in np.flatnonzero((x < self.lb - tol) | (x > self.ub + tol))]
        frac = self.is_integer & (np.abs(x - np.rint(x)) > tol)
        out += ["integer:" + self.var_name(int(k)) for k in np.flatnonzero(frac)]
        return out

    def violated_families(self, x: np.ndarray, tol: float = 1e-6) -> set[str]:
        """Constraint families with at least one violated row (plus 'bounds'/'integrality')."""
        x = np.asarray(x, dtype=float)
        act = self.A @ x
        bad = ((self.sense == LE) & (act > self.rhs + tol)) | ((self.sense == GE) & (act < self.rhs - tol))
        bad |= (self.sense == EQ) & (np.abs(act - self.rhs) > tol)
        fams = {self.families[int(f)] for f in np.unique(self.row_family[bad])}
        if np.any((x < self.lb - tol) | (x > self.ub + tol)):
            fams.add("bounds")
        if np.any(self.is_integer & (np.abs(x - np.round(x)) > tol)):
            fams.add("integrality")
        return fams

    def with_rows(self, rows: RowSet) -> Model:
        """A new model with extra rows appended (used by the cut loop's re-solves)."""
        b = ModelBuilder(self.name)
        b._adopt(self)
        b.add_rowset(rows)
        return b.build(meta=self.meta)

    def only_rows(self, rows: RowSet) -> Model:
        """This model's columns with ``rows`` as its only rows: what an adapter that keeps
        its translated model appends to it (the rows :meth:`with_rows` would add), without
        copying the rows it already has."""
        A = sp.csr_matrix((rows.coefs, rows.cols, rows.indptr), shape=(rows.count, self.num_vars), copy=True)
        A.sum_duplicates()  # in place: hence the copy (it would sort the caller's arrays)
        return replace(
            self, A=A, sense=rows.sense.astype(np.int8), rhs=rows.rhs.astype(float),
            row_family=np.zeros(rows.count, dtype=np.int32), families=(rows.family,),
            row_blocks=(NameBlock(0, rows.count, rows.template, rows.index),))


@dataclass
class RowSet:
    """A batch of rows of one family in CSR pieces, with names from a template."""

    family: str
    template: str
    index: np.ndarray
    indptr: np.ndarray
    cols: np.ndarray
    coefs: np.ndarray
    sense: np.ndarray
    rhs: np.ndarray

    @property
    def count(self) -> int:
        return int(self.rhs.shape[0])


class RowCollector:
    """Collects rows one at a time in Python lists; cheap for small families and cuts."""

    def __init__(self, family: str, template: str):
        self.family = family
        self.template = template
        self._index: list[Sequence[int]] = []
        self._lens: list[int] = []
        self._cols: list[np.ndarray] = []
        self._coefs: list[np.ndarray] = []
        self._sense: list[int] = []
        self._rhs: list[float] = []

    def add(self, index: Sequence[int], cols: Iterable[int], coefs: Iterable[float] | float, sense: int, rhs: float) -> None:
        c = np.asarray(list(cols) if not isinstance(cols, np.ndarray) else cols, dtype=np.int64)
        if isinstance(coefs, int | float):
            v = np.full(c.shape[0], float(coefs))
        else:
            v = np.asarray(list(coefs) if not isinstance(coefs, np.ndarray) else coefs, dtype=float)
        if v.shape != c.shape:
            raise ValueError("cols and coefs differ in length")
        self._index.append(tuple(index))
        self._lens.append(int(c.shape[0]))
        self._cols.append(c)
        self._coefs.append(v)
        self._sense.append(sense)
        self._rhs.append(float(rhs))

    def __len__(self) -> int:
        return len(self._rhs)

    def rowset(self) -> RowSet:
        n = len(self._rhs)
        if not n:  # a cut round that finds nothing (every run of a cut loop ends with one)
            return RowSet(self.family, self.template, np.zeros((0, 1), dtype=np.int64), np.zeros(1, dtype=np.int64),
                          np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0, dtype=np.int8), np.zeros(0))
        indptr = np.zeros(n + 1, dtype=np.int64)
        np.cumsum(self._lens, out=indptr[1:])
        return RowSet(
            family=self.family,
            template=self.template,
            index=_as_index(self._index, n),
            indptr=indptr,
            cols=np.concatenate(self._cols),
            coefs=np.concatenate(self._coefs),
            sense=np.asarray(self._sense, dtype=np.int8),
            rhs=np.asarray(self._rhs, dtype=float),
        )


class ModelBuilder:
    """Accumulates variable blocks and row sets, then builds one :class:`Model`."""

    def __init__(self, name: str = "model"):
        self.name = name
        self._lb: list[np.ndarray] = []
        self._ub: list[np.ndarray] = []
        self._int: list[np.ndarray] = []
        self._var_blocks: list[NameBlock] = []
        self._n = 0
        self._rowsets: list[RowSet] = []
        self._nnz = 0
        self._obj: dict[int, float] = {}
        self._adopted: Model | None = None

    @property
    def num_vars(self) -> int:
        return self._n

    def add_vars(
        self,
        template: str,
        index: Any,
        *,
        lb: float | np.ndarray = 0.0,
        ub: float | np.ndarray = 1.0,
        integer: bool = True,
    ) -> np.ndarray:
        """Add one variable per row of ``index``; returns their column numbers.

        ``template`` names them, e.g. ``"x[{},{},g{}]"`` with index rows (i, j, g).
        Defaults make binaries.
        """
        idx = np.asarray(index, dtype=np.int64)
        count = int(idx.shape[0])
        if self._n + count > MAX_MODEL_VARIABLES:  # stop before the arrays are made
            raise ModelTooLarge(f"more than {MAX_MODEL_VARIABLES} variables ({template.split('[')[0]} "
                                f"alone: {count}); see docs/reliability.md")
        idx = _as_index(idx, count)
        cols = np.arange(self._n, self._n + count, dtype=np.int64)
        self._lb.append(_filled(lb, count, float))
        self._ub.append(_filled(ub, count, float))
        self._int.append(np.full(count, bool(integer)))
        if count:
            self._var_blocks.append(NameBlock(self._n, count, template, idx))
        self._n += count
        return cols

    def add_rowset(self, rows: RowSet) -> None:
        self._nnz += int(rows.cols.size)
        if self._nnz > MAX_MODEL_NONZEROS:
            raise ModelTooLarge(f"more than {MAX_MODEL_NONZEROS} constraint non-zeros (at family "
                                f"{rows.family}); see docs/reliability.md")
        if rows.count:
            if rows.cols.size and (rows.cols.min() < 0 or rows.cols.max() >= self._n):
                raise ValueError(f"family {rows.family}: column out of range")
            self._rowsets.append(rows)

    def add_rows(
        self,
        family: str,
        template: str,
        index: Any,
        indptr: np.ndarray,
        cols: np.ndarray,
        coefs: np.ndarray | float,
        sense: int | np.ndarray,
        rhs: float | np.ndarray,
    ) -> None:
        """Add a batch of rows given in CSR pieces (vectorised; use for big families)."""
        indptr = np.asarray(indptr, dtype=np.int64)
        n = int(indptr.shape[0] - 1)
        cols = np.asarray(cols, dtype=np.int64)
        self.add_rowset(
            RowSet(
                family=family,
                template=template,
                index=_as_index(index, n),
                indptr=indptr,
                cols=cols,
                coefs=_filled(coefs, cols.shape[0], float),
                sense=_filled(sense, n, np.int8),
                rhs=_filled(rhs, n, float),
            )
        )

    def collector(self, family: str, template: str) -> RowCollector:
        """A :class:`RowCollector`; pass it to :meth:`add_collected` when done."""
        return RowCollector(family, template)

    def add_collected(self, collector: RowCollector) -> None:
        self.add_rowset(collector.rowset())

    def set_objective(self, cols: Iterable[int], coefs: Iterable[float]) -> None:
        for c, v in zip(cols, coefs, strict=True):
            self._obj[int(c)] = self._obj.get(int(c), 0.0) + float(v)

    def _adopt(self, model: Model) -> None:
        self._adopted = model
        self._n = model.num_vars

    def build(self, meta: dict[str, Any] | None = None) -> Model:
        base = self._adopted
        if base is not None:
            lb, ub, is_int = base.lb, base.ub, base.is_integer
            var_blocks = list(base.var_blocks)
            obj = base.objective.copy()
        else:
            lb = np.concatenate(self._lb) if self._lb else np.zeros(0)
            ub = np.concatenate(self._ub) if self._ub else np.zeros(0)
            is_int = np.concatenate(self._int) if self._int else np.zeros(0, dtype=bool)
            var_blocks = self._var_blocks
            obj = np.zeros(self._n)
        for c, v in self._obj.items():
            obj[c] += v
        families = list(base.families) if base is not None else []
        fam_code = {f: k for k, f in enumerate(families)}
        indptrs, cols, coefs, senses, rhss, fams = [], [], [], [], [], []
        row_blocks = list(base.row_blocks) if base is not None else []
        nrows = base.num_rows if base is not None else 0
        nnz = 0
        for rs in self._rowsets:
            code = fam_code.setdefault(rs.family, len(families))
            if code == len(families):
                families.append(rs.family)
            indptrs.append(rs.indptr[1:] + nnz)
            nnz += int(rs.indptr[-1])
            cols.append(rs.cols)
            coefs.append(rs.coefs)
            senses.append(rs.sense)
            rhss.append(rs.rhs)
            fams.append(np.full(rs.count, code, dtype=np.int32))
            row_blocks.append(NameBlock(nrows, rs.count, rs.template, rs.index))
            nrows += rs.count
        if indptrs:
            new = sp.csr_matrix(
                (np.concatenate(coefs), *_index_arrays(np.concatenate(cols), np.concatenate([[0], *indptrs]),
                                                       max(nnz, self._n))),
                shape=(nrows - (base.num_rows if base is not None else 0), self._n),
            )
            new.sum_duplicates()
        else:
            new = sp.csr_matrix((0, self._n))
        if base is not None:
            A = sp.vstack([base.A, new], format="csr")
            sense = np.concatenate([base.sense, *senses])
            rhs = np.concatenate([base.rhs, *rhss])
            row_family = np.concatenate([base.row_family, *fams])
        else:
            A = new
            sense = np.concatenate(senses) if senses else np.zeros(0, dtype=np.int8)
            rhs = np.concatenate(rhss) if rhss else np.zeros(0)
            row_family = np.concatenate(fams) if fams else np.zeros(0, dtype=np.int32)
        return Model(
            lb=lb,
            ub=ub,
            is_integer=is_int,
            A=A.tocsr(),
            sense=sense.astype(np.int8, copy=False),  # fresh arrays already (concatenated): no copy
            rhs=rhs.astype(float, copy=False),
            row_family=row_family.astype(np.int32, copy=False),
            families=tuple(families),
            var_blocks=tuple(var_blocks),
            row_blocks=tuple(row_blocks),
            objective=obj,
            name=self.name,
            meta=dict(meta or {}),
        )


def is_finite(v: float) -> bool:
    return not (math.isinf(v) or math.isnan(v))
