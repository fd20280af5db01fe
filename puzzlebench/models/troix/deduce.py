"""Deduction before the solver (option ``deduce`` of every Troix variant).

The exact line propagation of :func:`puzzlebench.instances.troix_search.propagate_givens` runs on the
givens, and what it forces becomes **variable bounds** (forced symbol lb = ub = 1, pruned
symbols ub = 0); see :func:`deduction` for why bounds rather than removed variables, and
for why it should help.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from puzzlebench.instances.troix_search import propagate_givens
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.model import LE, ModelBuilder
from puzzlebench.models.timing import Timer, timed
from puzzlebench.models.troix.common import add_rows


@dataclass(frozen=True)
class Deduction:
    """What line propagation forces: ``allowed[s, i, j]`` (None when not deducing) or a
    contradiction, plus the facts for the model's meta."""

    allowed: np.ndarray | None
    contradiction: bool
    meta: dict[str, Any]

    def fixed_codes(self, giv: np.ndarray) -> np.ndarray:
        """Codes of the givens plus every deduced single-symbol cell, -1 elsewhere."""
        if self.allowed is None:
            return giv
        single = self.allowed.sum(axis=0) == 1
        return np.where(single, np.argmax(self.allowed, axis=0), -1)


def deduction(inst: TroixInstance, deduce: bool) -> Deduction:
    """Run exact line propagation on the givens when ``deduce`` is True.

    Why it should help: Troix puzzles are made to be solved by logic, and per-line
    generalised arc consistency (keep a symbol in a cell iff some valid filling of its row
    and of its column uses it, repeated to a fixed point) settles most or all cells of the
    committed puzzles in milliseconds. A solver that gets those cells as bounds starts from
    a far smaller problem: MIP presolve drops fixed columns and the rows they satisfy, so
    the LP and any branching only see the open cells; a solver with weak presolve (CBC via
    PuLP) or none gains most. It cannot lose a solution: a pruned value appears in no
    solution, so the feasible set is unchanged (tests check this on known solutions).

    Why bounds, not removed variables: every column map (``x[s, i, j]``), ``decode``,
    ``encode`` and every consumer that adds rows on ``x`` (no-good rows, objectives) keeps
    working unchanged; an exchanged pair of cells still breaks named rows (and 'bounds');
    and a fully deduced puzzle never becomes an empty model, which modelling layers handle
    badly (a column in no row is dropped by PuLP/Pyomo and comes back without a value).
    Fixing a column by bounds costs a presolve nothing. The price: the model handed to a
    modelling layer is as large as without deduction, so layer build time does not shrink.

    On a contradiction (no completion of the givens) the model gets one row
    ``contradiction[0]``: x[0,0,X] + x[0,0,O] + x[0,0,I] <= -1, infeasible from the bounds
    alone, so any assignment violates it and any solver reports infeasible at once.

    ``deduce`` is checked by the variant (:func:`puzzlebench.models.variant.flag`) before this runs.
    """
    if not deduce:
        return Deduction(None, False, {})
    with timed(t := Timer()):
        dom = propagate_givens(inst.rows, inst.cols, inst.givens)
    wall = t.wall
    if dom is None:
        return Deduction(None, True, {"contradiction": True, "deduce_s": wall})
    d = np.asarray(dom, dtype=np.int64).reshape(inst.rows, inst.cols)
    allowed = np.stack([(d >> s) & 1 for s in range(3)]).astype(bool)
    count = allowed.sum(axis=0)
    meta = {"contradiction": False, "deduce_s": wall, "fixed_cells": int((count == 1).sum()),
            "open_cells": int((count > 1).sum()), "removed_values": int(3 * d.size - count.sum())}
    return Deduction(allowed, False, meta)


def add_contradiction(b: ModelBuilder, x: np.ndarray) -> None:
    """The one row a contradiction adds (see :func:`deduction`)."""
    add_rows(b, "contradiction", "contradiction[{}]", np.zeros((1, 1), dtype=np.int64),
             x[:, 0, 0][None, :], 1.0, LE, -1.0)
