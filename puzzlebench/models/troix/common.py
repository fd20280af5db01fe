"""What every Troix formulation shares: symbols, the formulation object, and the x rows.

Both variants use the variables ``x[i,j,S]`` (binary: cell (i, j) holds symbol S in X, O,
I), laid out symbol-major (all X, then all O, then all I), so decoding is one ``argmax`` and
the two variants are compared on the same decision variables.

Givens are equality rows (family ``given``), not bounds. Why: a wrong assignment then
names the given it breaks (``given[i,j]``) instead of an anonymous bound, the row is one
non-zero that every presolve removes at no cost, and the model is literally the textbook
one of ``PUZZLES.md``. (``troix/lines`` enforces givens a second way, by leaving out every
pattern that disagrees with them; the rows stay so its violations read the same.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import EMPTY, TroixInstance
from puzzlebench.models.model import EQ, Model, ModelBuilder

SYMBOLS = "XOI"
CODE = {s: k for k, s in enumerate(SYMBOLS)}


# ---- the formulation object --------------------------------------------------------------
@dataclass(frozen=True)
class TroixFormulation:
    """A built Troix model plus the map between its columns and a grid.

    ``x[s, i, j]`` is the model column of ``x[i,j,S]``. ``encode_aux`` (if any) fills the
    auxiliary columns of a variant for a given grid of symbol codes.
    """

    model: Model
    instance: TroixInstance
    x: np.ndarray
    encode_aux: Callable[[np.ndarray, np.ndarray], None] | None = field(default=None, repr=False)

    def decode(self, values: np.ndarray) -> tuple[str, ...]:
        """Rows of X/O/I: each cell takes its largest x (a solver's 0.9999 is a 1)."""
        v = np.asarray(values, dtype=float)
        if v.shape != (self.model.num_vars,):
            raise ValueError(f"got {v.shape[0] if v.ndim else 0} values for {self.model.num_vars} columns")
        codes = np.argmax(v[self.x], axis=0)
        letters = np.array(list(SYMBOLS))[codes]
        return tuple("".join(row) for row in letters.tolist())

    def encode(self, solution: Sequence[str]) -> np.ndarray:
        """The full assignment (auxiliary variables included) that represents ``solution``."""
        codes = grid_codes(solution, self.instance.rows, self.instance.cols)
        out = np.zeros(self.model.num_vars)
        R, C = codes.shape
        out[self.x[codes, np.arange(R)[:, None], np.arange(C)[None, :]]] = 1.0
        if self.encode_aux is not None:
            self.encode_aux(codes, out)
        return out


def grid_codes(grid: Sequence[str], rows: int, cols: int) -> np.ndarray:
    """Symbol codes (0 X, 1 O, 2 I) of a full grid; PuzzleInputError on anything else."""
    if len(grid) != rows or any(len(r) != cols for r in grid):
        raise PuzzleInputError(f"solution must be {rows} rows of {cols} symbols")
    try:
        return np.array([[CODE[c] for c in row] for row in grid], dtype=np.int64)
    except KeyError as exc:
        raise PuzzleInputError(f"solution holds {exc.args[0]!r}, not X, O or I") from None


def given_codes(inst: TroixInstance) -> np.ndarray:
    """Codes of the givens, -1 where empty."""
    table = {**CODE, EMPTY: -1}
    return np.array([[table[c] for c in row] for row in inst.givens], dtype=np.int64)


# ---- shared rows ---------------------------------------------------------------------------
def add_x(b: ModelBuilder, R: int, C: int, allowed: np.ndarray | None = None) -> np.ndarray:
    """x[i,j,S] symbol-major; with ``allowed`` (deduce) forced values get lb 1, pruned ub 0."""
    ii, jj = np.divmod(np.arange(R * C), C)
    idx = np.stack([ii, jj], axis=1)
    if allowed is None:
        cols = [b.add_vars(f"x[{{}},{{}},{s}]", idx) for s in SYMBOLS]
    else:
        single = allowed.sum(axis=0) == 1
        cols = [b.add_vars(f"x[{{}},{{}},{sym}]", idx, lb=(allowed[s] & single).ravel().astype(float),
                           ub=allowed[s].ravel().astype(float)) for s, sym in enumerate(SYMBOLS)]
    return np.stack(cols).reshape(3, R, C)


def add_rows(b: ModelBuilder, family: str, template: str, index: np.ndarray, cols: np.ndarray,
             coefs: np.ndarray | float, sense: int, rhs: float | np.ndarray) -> None:
    """Rows of equal width: ``cols`` has shape (rows, width)."""
    n, width = cols.shape
    b.add_rows(family, template, index, np.arange(0, n * width + 1, width), cols.ravel(),
               coefs, sense, rhs)


def add_givens(b: ModelBuilder, x: np.ndarray, giv: np.ndarray, family: str = "given") -> None:
    gi, gj = np.nonzero(giv >= 0)
    if gi.size:
        add_rows(b, family, family + "[{},{}]", np.stack([gi, gj], 1),
                 x[giv[gi, gj], gi, gj][:, None], 1.0, EQ, 1.0)


def check_instance(inst: TroixInstance) -> None:
    if not isinstance(inst, TroixInstance):
        raise TypeError(f"not a Troix instance: {type(inst).__name__}")
