"""Seeded permutations of a model's row and column order: performance variability as an axis.

A MIP solver's path depends on the order it reads rows and columns in (Danna 2008; Lodi and
Tramontani 2013; the permuted copies MIPLIB 2010 tests with): the same model, reordered, can
take many times longer. An experiment's ``permute: K`` runs each model in its own order
(permutation 0) and in K seeded orders; permutation k is a uniformly random order of the
columns and one of the rows, drawn from ``numpy.random.default_rng((SALT, k))``, so it is
the same on every machine and for every repeat (seeds and orders vary independently).

Why here, on the solver-neutral :class:`~puzzlebench.models.model.Model`, before any
layer translates it: every layer and solver then reads the same reordered model, so a layer
comparison under permutation stays a comparison of layers. The formulation is wrapped
(:class:`PermutedFormulation`): its ``model`` is the permuted one; ``decode`` maps a
solver's values back to the formulation's own order first, so the grid the independent
checker sees is the instance's; ``encode`` maps a known solution forward. A lazy variant's
cuts (:class:`PermutedLazyFormulation`) are separated on the values mapped back and their
columns mapped forward, and the rows of each round are shuffled by their own seeded draw
(the cut loop appends them at the end, as it does unpermuted).

Names follow their entries (a permuted model's column k is still called ``x[2,3,g1]``), so
exports and violation lists read as before; runs of neighbouring entries with one template
share one :class:`~puzzlebench.models.model.NameBlock`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.sparse as sp

from puzzlebench.models.model import Model, NameBlock, RowSet
from puzzlebench.models.variant import Formulation

SALT = 20_240_503
"""Mixed into every permutation's seed, so permutation k's order is not the stream a solver
seeded with k would draw."""


@dataclass(frozen=True, eq=False)
class Permutation:
    """Permutation ``index`` of a model with ``columns.size`` columns and ``rows.size`` rows:
    position k of the permuted model holds the original column ``columns[k]`` (row ``rows[k]``).
    Index 0 is the identity (the formulation's own order)."""

    index: int
    columns: np.ndarray
    rows: np.ndarray

    @classmethod
    def seeded(cls, index: int, num_vars: int, num_rows: int) -> Permutation:
        """Permutation ``index`` (0: the identity; k >= 1: seeded, see the module doc)."""
        if index < 0:
            raise ValueError(f"a permutation index is >= 0, got {index}")
        if index == 0:
            return cls(0, np.arange(num_vars, dtype=np.int64), np.arange(num_rows, dtype=np.int64))
        rng = np.random.default_rng((SALT, index))
        return cls(index, rng.permutation(num_vars).astype(np.int64), rng.permutation(num_rows).astype(np.int64))

    @property
    def new_column(self) -> np.ndarray:
        """Where each original column went: ``new_column[columns[k]] == k``."""
        out = np.empty_like(self.columns)
        out[self.columns] = np.arange(self.columns.size, dtype=np.int64)
        return out

    def to_original(self, values: np.ndarray) -> np.ndarray:
        """A value vector of the permuted model in the original column order."""
        values = np.asarray(values, dtype=float)
        if values.shape != self.columns.shape:
            raise ValueError(f"got {values.shape} values for {self.columns.size} columns")
        out = np.empty_like(values)
        out[self.columns] = values
        return out

    def to_permuted(self, values: np.ndarray) -> np.ndarray:
        """A value vector of the original model in the permuted column order."""
        values = np.asarray(values, dtype=float)
        if values.shape != self.columns.shape:
            raise ValueError(f"got {values.shape} values for {self.columns.size} columns")
        return values[self.columns]

    def model(self, model: Model) -> Model:
        """``model`` with its rows and columns in this permutation's order (same rows, same
        bounds, same objective, entry for entry: only the order differs)."""
        if (model.num_vars, model.num_rows) != (self.columns.size, self.rows.size):
            raise ValueError(f"permutation of {self.columns.size} columns x {self.rows.size} rows, "
                             f"model has {model.num_vars} x {model.num_rows}")
        A = model.A[self.rows][:, self.columns].tocsr()
        A.sort_indices()
        cols, rows = self.columns, self.rows
        return dataclasses.replace(
            model, lb=model.lb[cols], ub=model.ub[cols], is_integer=model.is_integer[cols], A=A,
            sense=model.sense[rows], rhs=model.rhs[rows], row_family=model.row_family[rows],
            var_blocks=reordered_blocks(model.var_blocks, cols),
            row_blocks=reordered_blocks(model.row_blocks, rows),
            objective=model.objective[cols], meta={**model.meta, "permutation": self.index})

    def rowset(self, rows: RowSet, round_no: int) -> RowSet:
        """Rows separated on the original columns (a cut round), for the permuted model:
        columns mapped forward, the rows in a seeded order of their own (round ``round_no``)."""
        if rows.count == 0 or self.index == 0:
            return rows
        order = np.random.default_rng((SALT, self.index, round_no)).permutation(rows.count)
        mat = sp.csr_matrix((rows.coefs, self.new_column[rows.cols], rows.indptr),
                            shape=(rows.count, self.columns.size))[order]
        return dataclasses.replace(rows, index=rows.index[order], indptr=mat.indptr.astype(np.int64),
                                   cols=mat.indices.astype(np.int64), coefs=mat.data.astype(float),
                                   sense=rows.sense[order], rhs=rows.rhs[order])


def reordered_blocks(blocks: Sequence[NameBlock], order: np.ndarray) -> tuple[NameBlock, ...]:
    """Name blocks for entries taken in ``order`` (position k = original entry ``order[k]``):
    each keeps its name; neighbouring entries of one template share a block."""
    if not blocks:
        return ()
    starts = np.asarray([b.start for b in blocks], dtype=np.int64)
    owner = np.searchsorted(starts, order, side="right") - 1
    keys: dict[tuple[str, int], int] = {}
    block_key = np.asarray([keys.setdefault((b.template, b.index.shape[1]), len(keys)) for b in blocks])
    kind = block_key[owner]
    cuts = np.flatnonzero(np.diff(kind)) + 1
    bounds = np.concatenate([[0], cuts, [order.size]])
    # one index table per template: entry e's index row is table[key][row_in_table[e]]
    tables, offset_in_table = [], np.zeros(len(blocks), dtype=np.int64)
    for key in range(len(keys)):
        members = [k for k, b in enumerate(blocks) if block_key[k] == key]
        sizes = np.cumsum([0] + [blocks[k].count for k in members])
        offset_in_table[members] = sizes[:-1]
        tables.append(np.concatenate([blocks[k].index for k in members]))
    row_in_table = offset_in_table[owner] + (order - starts[owner])
    out = []
    for a, b in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True):
        first = blocks[int(owner[a])]
        out.append(NameBlock(a, b - a, first.template, tables[int(kind[a])][row_in_table[a:b]]))
    return tuple(out)


@dataclass
class PermutedFormulation:
    """A formulation whose model is permuted (:class:`Permutation`); values go back through
    ``permutation`` before the formulation's own ``decode``."""

    inner: Formulation
    permutation: Permutation
    model: Model

    def decode(self, values: np.ndarray) -> Any:
        return self.inner.decode(self.permutation.to_original(values))

    def encode(self, solution: Any) -> np.ndarray:
        return self.permutation.to_permuted(self.inner.encode(solution))


@dataclass
class PermutedLazyFormulation(PermutedFormulation):
    """A permuted lazy variant: its cuts are separated in the original order and mapped."""

    rounds: int = 0

    @property
    def root_rounds(self) -> int:
        """The inner formulation's LP separation rounds (0 when it has none)."""
        if not hasattr(self.inner, "separate_fractional"):
            return 0
        return int(getattr(self.inner, "root_rounds", 0) or 0)

    def separate(self, values: np.ndarray) -> RowSet | None:
        rows = self.inner.separate(self.permutation.to_original(values))  # type: ignore[attr-defined]
        self.rounds += 1
        return None if rows is None else self.permutation.rowset(rows, self.rounds)

    def separate_fractional(self, values: np.ndarray) -> RowSet:
        rows = self.inner.separate_fractional(self.permutation.to_original(values))  # type: ignore[attr-defined]
        self.rounds += 1
        return self.permutation.rowset(rows, self.rounds)


def permuted(formulation: Formulation, index: int) -> Formulation:
    """``formulation`` under permutation ``index`` (itself for 0)."""
    if index == 0:
        return formulation
    m = formulation.model
    perm = Permutation.seeded(index, m.num_vars, m.num_rows)
    cls = PermutedLazyFormulation if hasattr(formulation, "separate") else PermutedFormulation
    return cls(formulation, perm, perm.model(m))
