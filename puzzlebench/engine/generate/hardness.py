"""Hardness as a measured property: what deduction settles before any solver starts.

Per instance: ``deduced_share`` = share of cells whose value the puzzle's exact deduction
fixes (Troix: givens plus exact line propagation, :func:`puzzlebench.instances.troix_search.propagate_givens`;
Galaxies: reach pruning plus forced cells, :func:`puzzlebench.models.galaxies.geometry.deduce`, the
same rules as the formulations' ``deduce`` option), ``open_cells`` = the cells it leaves
open, and ``search`` = whether the certificate needed search (True exactly when
deduction leaves a cell open: then only the solver's search can show uniqueness).
Generators store it in ``source.hardness``; run records carry it in ``instance`` and
``runs.csv`` has it as columns, so tables and figures can be split by it. Files without
it get Troix measured when a run starts (milliseconds); Galaxies files without it (janko,
sgt) get empty record columns (the record module may not import ``models``), and
:func:`measure` computes theirs on demand.
"""

from __future__ import annotations

from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import Instance


def hardness_entry(open_cells: int, cells: int) -> dict[str, Any]:
    return {
        "deduced_share": round(1.0 - open_cells / cells, 4) if cells else 1.0,
        "open_cells": int(open_cells),
        "search": bool(open_cells > 0),
    }


def galaxies_hardness(res: Any) -> dict[str, Any]:
    """From an :class:`puzzlebench.engine.generate.galaxies_ambiguity.AmbiguityResult` (no recomputation)."""
    return hardness_entry(res.open_cells, res.cells)


def measure(instance: Instance) -> dict[str, Any]:
    """Deduce ``instance`` from its clues alone (never its stored solution) and report."""
    if instance.puzzle == "troix":
        from puzzlebench.instances.troix_search import open_after_propagation

        return hardness_entry(open_after_propagation(instance.rows, instance.cols, instance.givens),
                              instance.rows * instance.cols)
    import numpy as np

    from puzzlebench.engine.generate.galaxies_ambiguity import deduced_candidates

    _, cand = deduced_candidates(instance)
    return hardness_entry(int(np.count_nonzero(np.count_nonzero(cand, axis=0) != 1)), instance.rows * instance.cols)


def of_instance(instance: Instance) -> dict[str, Any]:
    """``source.hardness`` when the file has it, else measured now."""
    stored = dict(instance.source or {}).get("hardness")
    if isinstance(stored, dict) and {"deduced_share", "open_cells", "search"} <= set(stored):
        return dict(stored)
    return measure(instance)


def check_min_open(min_open: Any) -> None:
    if isinstance(min_open, bool) or not isinstance(min_open, int | float) or not 0.0 <= min_open < 1.0:
        raise PuzzleInputError(f"--min-open must be a share in [0, 1), got {min_open!r}")
