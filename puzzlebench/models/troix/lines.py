"""``troix/lines``: every row and every column picks one valid filling (line patterns).

The LP relaxation of each line is the convex hull of its valid fillings; see :func:`lines`
for the model, why it is right and why it does not pay off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.model import EQ, ModelBuilder, ModelTooLarge
from puzzlebench.models.troix.common import (
    SYMBOLS,
    TroixFormulation,
    add_givens,
    add_x,
    check_instance,
    given_codes,
)
from puzzlebench.models.troix.deduce import add_contradiction, deduction
from puzzlebench.models.variant import flag, positive_int, variant


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


@variant(
    "troix/lines",
    "line-pattern model: choose one valid filling per row and per column (LP = intersection of line hulls)",
    options={"pattern_cap": 200_000, "deduce": False},
    checks={"pattern_cap": positive_int, "deduce": flag},
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

    ``deduce=True`` (:func:`~puzzlebench.models.troix.deduce.deduction`) fixes the forced cells by bounds and enumerates only
    the fillings that agree with every deduced cell (forced symbols act as givens, with a
    row ``deduced[i,j]`` each, pruned values filter the fillings), so a fully deduced line has a single filling and the
    pattern explosion that makes this variant ``too_large`` mostly disappears.
    """
    check_instance(inst)
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
    x = add_x(b, R, C, ded.allowed)
    if ded.contradiction:
        add_contradiction(b, x)
    raw = given_codes(inst)
    add_givens(b, x, raw)
    # a deduced (not given) cell's own link rows are left out like a given's, so its x would
    # sit in no row at all, and a layer that drops such columns (PuLP) returns no value
    # for it: ``deduced[i,j]`` (x = 1, one non-zero) keeps it in the model, and names it
    add_givens(b, x, np.where(raw >= 0, -1, giv), family="deduced")
    zr_start: list[int] = []
    zc_start: list[int] = []
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
