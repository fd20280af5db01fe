"""Troix formulations: the textbook one-hot model and the line-pattern model.

Both share the variables ``x[i,j,S]`` (binary: cell (i, j) holds symbol S in X, O, I), laid
out symbol-major (all X, then all O, then all I), so decoding is one ``argmax`` and the two
variants are compared on the same decision variables.

Givens are equality rows (family ``given``), not bounds. Why: a wrong assignment then
names the given it breaks (``given[i,j]``) instead of an anonymous bound, the row is one
non-zero that every presolve removes at no cost, and the model is literally the textbook
one of ``PUZZLES.md``. (``troix/lines`` enforces givens a second way, by leaving out every
pattern that disagrees with them; the rows stay so its violations read the same.)

Every build is vectorised with numpy: one row set per family and symbol, no Python loop
per term. A 30x30 one-hot build takes a few milliseconds.

Option ``deduce`` (both variants, default False) first runs the exact line propagation of
:func:`instances.troix_search.propagate_givens` and fixes what it forces **as variable
bounds** (forced symbol lb = ub = 1, pruned symbols ub = 0); see :func:`deduction` for why
bounds rather than removed variables, and for why it should help.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from instances.errors import PuzzleInputError
from instances.troix_search import propagate_givens
from instances.types import EMPTY, TroixInstance
from models.model import EQ, LE, Model, ModelBuilder, ModelTooLarge
from models.registry import register

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


# ---- deduction before the solver (option ``deduce``) ----------------------------------------
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


def deduction(inst: TroixInstance, deduce: Any) -> Deduction:
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
    """
    if not isinstance(deduce, bool | np.bool_):
        raise PuzzleInputError(f"deduce must be true or false, got {deduce!r}")
    if not deduce:
        return Deduction(None, False, {})
    t = time.perf_counter()
    dom = propagate_givens(inst.rows, inst.cols, inst.givens)
    wall = time.perf_counter() - t
    if dom is None:
        return Deduction(None, True, {"contradiction": True, "deduce_s": wall})
    d = np.asarray(dom, dtype=np.int64).reshape(inst.rows, inst.cols)
    allowed = np.stack([(d >> s) & 1 for s in range(3)]).astype(bool)
    count = allowed.sum(axis=0)
    meta = {"contradiction": False, "deduce_s": wall, "fixed_cells": int((count == 1).sum()),
            "open_cells": int((count > 1).sum()), "removed_values": int(3 * d.size - count.sum())}
    return Deduction(allowed, False, meta)


def _add_contradiction(b: ModelBuilder, x: np.ndarray) -> None:
    _add_rows(b, "contradiction", "contradiction[{}]", np.zeros((1, 1), dtype=np.int64),
              x[:, 0, 0][None, :], 1.0, LE, -1.0)


# ---- shared pieces -----------------------------------------------------------------------
def _add_x(b: ModelBuilder, R: int, C: int, allowed: np.ndarray | None = None) -> np.ndarray:
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


def _add_rows(b: ModelBuilder, family: str, template: str, index: np.ndarray, cols: np.ndarray,
              coefs: np.ndarray | float, sense: int, rhs: float | np.ndarray) -> None:
    """Rows of equal width: ``cols`` has shape (rows, width)."""
    n, width = cols.shape
    b.add_rows(family, template, index, np.arange(0, n * width + 1, width), cols.ravel(),
               coefs, sense, rhs)


def _add_givens(b: ModelBuilder, x: np.ndarray, giv: np.ndarray, family: str = "given") -> None:
    gi, gj = np.nonzero(giv >= 0)
    if gi.size:
        _add_rows(b, family, family + "[{},{}]", np.stack([gi, gj], 1),
                  x[giv[gi, gj], gi, gj][:, None], 1.0, EQ, 1.0)


def _check_instance(inst: TroixInstance) -> None:
    if not isinstance(inst, TroixInstance):
        raise TypeError(f"not a Troix instance: {type(inst).__name__}")


# ---- troix/onehot ------------------------------------------------------------------------
def build_onehot_model(inst: TroixInstance, name: str = "troix_onehot",
                       ded: Deduction | None = None) -> tuple[ModelBuilder, np.ndarray]:
    """The textbook rows (PUZZLES.md) in a builder, so other variants can add to them.

    Sizes for an R x C grid with G givens (asserted in tests/test_troix_models.py):
    variables 3RC; rows RC + G + 3R(C-2) + 3C(R-2) + 3R + 3C;
    non-zeros 3RC + G + 9R(C-2) + 9C(R-2) + 3RC + 3RC.
    ``ded`` (option deduce) only changes bounds, plus one row on a contradiction.
    """
    _check_instance(inst)
    R, C = inst.rows, inst.cols
    b = ModelBuilder(name)
    x = _add_x(b, R, C, None if ded is None else ded.allowed)
    if ded is not None and ded.contradiction:
        _add_contradiction(b, x)
    ii, jj = np.divmod(np.arange(R * C), C)
    _add_rows(b, "one_symbol", "one_symbol[{},{}]", np.stack([ii, jj], 1),
              x.transpose(1, 2, 0).reshape(-1, 3), 1.0, EQ, 1.0)
    _add_givens(b, x, given_codes(inst))
    for s, sym in enumerate(SYMBOLS):
        xs = x[s]
        if C >= 3:
            wi, wj = np.divmod(np.arange(R * (C - 2)), C - 2)
            cols = np.stack([xs[wi, wj], xs[wi, wj + 1], xs[wi, wj + 2]], 1)
            _add_rows(b, "no_three_row", f"no_three_row[{{}},{{}},{sym}]", np.stack([wi, wj], 1),
                      cols, 1.0, LE, 2.0)
        if R >= 3:
            wi, wj = np.divmod(np.arange((R - 2) * C), C)
            cols = np.stack([xs[wi, wj], xs[wi + 1, wj], xs[wi + 2, wj]], 1)
            _add_rows(b, "no_three_col", f"no_three_col[{{}},{{}},{sym}]", np.stack([wi, wj], 1),
                      cols, 1.0, LE, 2.0)
    for s, sym in enumerate(SYMBOLS):
        _add_rows(b, "balance_row", f"balance_row[{{}},{sym}]", np.arange(R)[:, None],
                  x[s], 1.0, EQ, C // 3)
        _add_rows(b, "balance_col", f"balance_col[{{}},{sym}]", np.arange(C)[:, None],
                  x[s].T, 1.0, EQ, R // 3)
    return b, x


@register("troix/onehot", "textbook model: binaries x[i,j,S], one symbol per cell, no three in a row, balance",
          options={"deduce": False})
def onehot(inst: TroixInstance, deduce: bool = False) -> TroixFormulation:
    """The textbook one-hot model of PUZZLES.md, any R x C (both divisible by 3).

    ``deduce=True`` fixes what line propagation forces as bounds first (:func:`deduction`).
    """
    _check_instance(inst)
    ded = deduction(inst, deduce)
    b, x = build_onehot_model(inst, ded=ded)
    meta = {"variant": "troix/onehot", **({"deduce": ded.meta} if deduce else {})}
    return TroixFormulation(b.build(meta=meta), inst, x)


# ---- troix/lines -------------------------------------------------------------------------
def line_patterns(givens: np.ndarray, cap: int, allowed: np.ndarray | None = None) -> np.ndarray:
    """All valid fillings of one line that agree with its givens, as a (P, n) code array.

    ``allowed`` (3, n) bool, if given, also forbids each symbol where it is False (the
    values line propagation pruned), during the enumeration, so the cap sees only those.

    Valid: every symbol exactly n/3 times and no symbol three times in a row. Built
    breadth-first with numpy (one array of partial lines per position); raises
    :class:`ModelTooLarge` as soon as the partial lines exceed ``cap``, so an empty 30-long
    line (billions of fillings) stops at once instead of eating the memory.
    """
    n = int(givens.shape[0])
    m = n // 3
    words = np.zeros((1, 0), dtype=np.int8)
    cnt = np.zeros((1, 3), dtype=np.int64)
    last = np.full(1, -1, dtype=np.int64)
    run = np.zeros(1, dtype=np.int64)
    for k in range(n):
        parts = []
        for s in range(3):
            if (givens[k] >= 0 and givens[k] != s) or (allowed is not None and not allowed[s, k]):
                continue
            ok = (cnt[:, s] < m) & ~((last == s) & (run == 2))
            sel = np.flatnonzero(ok)
            parts.append((s, sel))
        total = sum(p[1].size for p in parts)
        if total > cap:
            raise ModelTooLarge(f"a line of length {n} has more than {cap} partial fillings at position {k}")
        if total == 0:
            return np.zeros((0, n), dtype=np.int8)
        new_words, new_cnt, new_last, new_run = [], [], [], []
        for s, sel in parts:
            new_words.append(np.concatenate([words[sel], np.full((sel.size, 1), s, np.int8)], 1))
            c = cnt[sel].copy()
            c[:, s] += 1
            new_cnt.append(c)
            new_last.append(np.full(sel.size, s, dtype=np.int64))
            new_run.append(np.where(last[sel] == s, run[sel] + 1, 1))
        words = np.concatenate(new_words)
        cnt = np.concatenate(new_cnt)
        last = np.concatenate(new_last)
        run = np.concatenate(new_run)
    return words


def _line_rows(b: ModelBuilder, family: str, sym_templates: Sequence[str], lines: list[np.ndarray],
               givens: list[np.ndarray], xs_of_line: Callable[[int, int], np.ndarray],
               zstart: list[int]) -> None:
    """``{family}[a,k,S]``: x[cell k of line a, S] - sum of z_p with p_k = S  = 0.

    The row for a given cell's own symbol is left out: every filling has that symbol
    there, so the row would say x = sum_p z_p = 1, which the ``given`` row already says,
    and it would cost one non-zero per filling. The rows for the other two symbols stay
    (they read x = 0) so a given cell holds exactly one symbol.
    """
    for s, template in enumerate(sym_templates):
        idx, indptr, cols, coefs = [], [np.zeros(1, np.int64)], [], []
        offset = 0
        for a, pat in enumerate(lines):
            keep = np.flatnonzero(givens[a] != s)  # positions whose row is written
            mask = pat[:, keep] == s  # (patterns, kept positions)
            counts = mask.sum(0)
            _, pp = np.nonzero(mask.T)  # grouped by position, patterns ascending
            width = counts + 1
            starts = np.concatenate([[0], np.cumsum(width)[:-1]]).astype(np.int64)
            row_cols = np.empty(int(width.sum()), dtype=np.int64)
            row_coef = np.full(row_cols.size, -1.0)
            row_cols[starts] = xs_of_line(s, a)[keep]
            row_coef[starts] = 1.0
            zpos = np.ones(row_cols.size, dtype=bool)
            zpos[starts] = False
            row_cols[zpos] = zstart[a] + pp
            cols.append(row_cols)
            coefs.append(row_coef)
            indptr.append(offset + np.cumsum(width))
            offset += int(width.sum())
            idx.append(np.stack([np.full(keep.size, a), keep], 1))
        b.add_rows(family, template, np.concatenate(idx), np.concatenate(indptr),
                   np.concatenate(cols), np.concatenate(coefs), EQ, 0.0)


@register(
    "troix/lines",
    "line-pattern model: choose one valid filling per row and per column (LP = intersection of line hulls)",
    options={"pattern_cap": 200_000, "deduce": False},
)
def lines(inst: TroixInstance, pattern_cap: int = 200_000, deduce: bool = False) -> TroixFormulation:
    """Every row and every column chooses one of its valid fillings; x links them.

    Model: the one-hot ``x[i,j,S]`` and ``given`` rows, plus for every row i a variable
    ``zr[i,p]`` per valid filling p of row i (exactly C/3 of each symbol, no three in a
    row, agreeing with the givens of row i), likewise ``zc[j,q]`` per column j, and

    * ``row_choice[i]``: sum_p zr[i,p] = 1 (and ``col_choice[j]``);
    * ``row_link[i,j,S]``: x[i,j,S] = sum of zr[i,p] over fillings p with p_j = S
      (and ``col_link[j,i,S]`` for columns), except for S the given symbol of a given
      cell (that row would repeat the ``given`` row at the cost of a non-zero per filling).

    Why it is right: a grid is a solution iff every row and every column is a valid
    filling agreeing with the givens, and that is what choice + link say. One-hot, balance
    and no-three are implied (summing ``row_link`` over S gives sum_S x = sum_p zr = 1;
    each p is balanced and three-free), so those rows are not repeated.

    Why z can be continuous in [0, 1]: if x is 0/1, then x restricted to row i is a 0/1
    vector that is a convex combination of distinct 0/1 vectors (the fillings with
    zr > 0); a vertex of the cube is only such a combination of itself, so exactly one
    zr[i,p] is 1. Branching therefore only ever happens on x.

    Why it should help: the LP relaxation of each line is the convex hull of that line's
    valid fillings (Dantzig-Wolfe on lines), at least as tight as the one-hot rows of that
    line and strictly tighter whenever the one-hot LP mixes fractional fillings a line
    cannot have. Valid inequalities on windows (e.g. "at most 3 of a symbol in any 4
    cells") add nothing: each is a sum of one-hot triple rows and bounds, so the one-hot
    LP already satisfies it (see docs/formulations-troix.md). The price: the number of
    fillings grows exponentially in the line length; givens cut it down hard, and
    ``pattern_cap`` (on partial fillings of one line, and on all fillings together) turns
    a hopeless build into ``ModelTooLarge`` at once.

    Does it help? Measured by ``benchmarks/bench_troix.py`` (table in
    docs/formulations-troix.md): not on any puzzle tried. The one-hot LP of a whole grid is
    already (nearly) integral there, every puzzle solves at the root either way, and the
    larger model costs 1.5x to several hundred times the solve time (HiGHS, CBC, GLPK).

    ``deduce=True`` (:func:`deduction`) fixes the forced cells by bounds and enumerates only
    the fillings that agree with every deduced cell (forced symbols act as givens, with a
    row ``deduced[i,j]`` each, pruned values filter the fillings), so a fully deduced line has a single filling and the
    pattern explosion that makes this variant ``too_large`` mostly disappears.
    """
    _check_instance(inst)
    if isinstance(pattern_cap, bool) or not isinstance(pattern_cap, int) or pattern_cap < 1:
        raise PuzzleInputError(f"pattern_cap must be a positive integer, got {pattern_cap!r}")
    ded = deduction(inst, deduce)
    R, C = inst.rows, inst.cols
    giv = ded.fixed_codes(given_codes(inst))
    al = ded.allowed
    row_pats = [line_patterns(giv[i], pattern_cap, None if al is None else al[:, i, :]) for i in range(R)]
    col_pats = [line_patterns(giv[:, j], pattern_cap, None if al is None else al[:, :, j])
                for j in range(C)]
    total = sum(p.shape[0] for p in row_pats) + sum(p.shape[0] for p in col_pats)
    if total > pattern_cap:
        raise ModelTooLarge(f"{total} line fillings exceed pattern_cap={pattern_cap}")

    b = ModelBuilder("troix_lines")
    x = _add_x(b, R, C, ded.allowed)
    if ded.contradiction:
        _add_contradiction(b, x)
    raw = given_codes(inst)
    _add_givens(b, x, raw)
    # a deduced (not given) cell's own link rows are left out like a given's, so its x would
    # sit in no row at all, and a layer that drops such columns (PuLP) returns no value
    # for it: ``deduced[i,j]`` (x = 1, one non-zero) keeps it in the model, and names it
    _add_givens(b, x, np.where(raw >= 0, -1, giv), family="deduced")
    zr_start, zc_start = [], []
    for kind, pats, starts in (("zr", row_pats, zr_start), ("zc", col_pats, zc_start)):
        idx = np.concatenate([np.stack([np.full(pat.shape[0], a), np.arange(pat.shape[0])], 1) for a, pat in enumerate(pats)])
        first = b.add_vars(f"{kind}[{{}},{{}}]", idx, lb=0.0, ub=1.0, integer=False)
        base = int(first[0]) if first.size else b.num_vars
        sizes = np.array([pat.shape[0] for pat in pats])
        starts.extend((base + np.concatenate([[0], np.cumsum(sizes)[:-1]])).tolist())
    for family, pats, starts in (("row_choice", row_pats, zr_start), ("col_choice", col_pats, zc_start)):
        sizes = np.array([pat.shape[0] for pat in pats], dtype=np.int64)
        cols = np.concatenate([np.arange(s, s + n) for s, n in zip(starts, sizes, strict=True)])
        b.add_rows(family, f"{family}[{{}}]", np.arange(len(pats))[:, None],
                   np.concatenate([[0], np.cumsum(sizes)]), cols, 1.0, EQ, 1.0)
    _line_rows(b, "row_link", [f"row_link[{{}},{{}},{s}]" for s in SYMBOLS], row_pats,
               list(giv), lambda s, i: x[s, i, :], zr_start)
    _line_rows(b, "col_link", [f"col_link[{{}},{{}},{s}]" for s in SYMBOLS], col_pats,
               list(giv.T), lambda s, j: x[s, :, j], zc_start)

    def encode_aux(codes: np.ndarray, out: np.ndarray) -> None:
        for pats, starts, lines_ in ((row_pats, zr_start, codes), (col_pats, zc_start, codes.T)):
            for a, pat in enumerate(pats):
                hit = np.flatnonzero((pat == lines_[a]).all(axis=1))
                if hit.size:  # an invalid line has no filling: its z stay 0, the rows say so
                    out[starts[a] + int(hit[0])] = 1.0

    meta = {"variant": "troix/lines", "patterns_rows": [int(p.shape[0]) for p in row_pats],
            "patterns_cols": [int(p.shape[0]) for p in col_pats],
            **({"deduce": ded.meta} if deduce else {})}
    return TroixFormulation(b.build(meta=meta), inst, x, encode_aux)
