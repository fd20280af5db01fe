"""Troix as CNF: one-hot symbols, no three equal in a row, and the per-line counts through
pysat's cardinality encodings.

Variable ``v(i, j, s)`` = 1 + 3 (i C + j) + s is "cell (i, j) holds symbol s" (s = 0, 1, 2 for
X, O, I). Clauses: each cell at least one symbol and at most one (three binary clauses); a
given is a unit; each window of three consecutive cells in a row or column, for each
symbol, not all three (one ternary clause); each row holds exactly C/3 of each symbol and
each column R/3 (``pysat.card.CardEnc.equals``, a sequential counter: what pysat picks by
default, with auxiliary variables from one pool).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from puzzlebench.instances.types import EMPTY, TROIX_SYMBOLS, TroixGrid, TroixInstance

SYMBOLS = len(TROIX_SYMBOLS)


@dataclass
class TroixCnf:
    rows: int
    cols: int
    givens: TroixGrid
    clauses: list[list[int]] = field(default_factory=list)
    top: int = 0

    def var(self, i: int, j: int, s: int) -> int:
        return 1 + SYMBOLS * (i * self.cols + j) + s

    def decode(self, model: list[int]) -> TroixGrid:
        true = {v for v in model if v > 0}
        return tuple("".join(next((TROIX_SYMBOLS[s] for s in range(SYMBOLS) if self.var(i, j, s) in true), "?")
                             for j in range(self.cols)) for i in range(self.rows))

    def blocking_clause(self, grid: TroixGrid) -> list[int]:
        """Some open cell holds another symbol than in ``grid`` (givens cannot differ)."""
        return [-self.var(i, j, TROIX_SYMBOLS.index(grid[i][j]))
                for i in range(self.rows) for j in range(self.cols) if self.givens[i][j] == EMPTY]


def encode(inst: TroixInstance) -> TroixCnf:
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool

    R, C = inst.rows, inst.cols
    cnf = TroixCnf(R, C, inst.givens)
    v = cnf.var
    for i in range(R):
        for j in range(C):
            cnf.clauses.append([v(i, j, s) for s in range(SYMBOLS)])
            cnf.clauses += [[-v(i, j, a), -v(i, j, b)] for a in range(SYMBOLS) for b in range(a + 1, SYMBOLS)]
    cnf.clauses += [[v(i, j, TROIX_SYMBOLS.index(ch))] for i, j, ch in inst.given_cells()]
    for s in range(SYMBOLS):
        for i in range(R):
            cnf.clauses += [[-v(i, j, s), -v(i, j + 1, s), -v(i, j + 2, s)] for j in range(C - 2)]
        for j in range(C):
            cnf.clauses += [[-v(i, j, s), -v(i + 1, j, s), -v(i + 2, j, s)] for i in range(R - 2)]
    pool = IDPool(start_from=v(R - 1, C - 1, SYMBOLS - 1) + 1)
    lines = [([v(i, j, s) for j in range(C)], C // 3) for i in range(R) for s in range(SYMBOLS)]
    lines += [([v(i, j, s) for i in range(R)], R // 3) for j in range(C) for s in range(SYMBOLS)]
    for lits, bound in lines:
        cnf.clauses += CardEnc.equals(lits=lits, bound=bound, vpool=pool, encoding=EncType.seqcounter).clauses
    cnf.top = pool.top
    return cnf
