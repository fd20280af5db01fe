"""Solver-free tests of the Troix formulations (troix/onehot, troix/lines).

Known solutions come from a small backtracking generator here (independent of the
project's search code) and, for the reference puzzles, from one HiGHS solve per puzzle
whose answer the independent checker accepts first. Every variant must be satisfied by a
valid grid, and a grid with two cells of one row exchanged must break exactly the
constraint families the checker's verdict predicts.
"""

from __future__ import annotations

import itertools
import random
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models import registry
from puzzlebench.models.model import ModelTooLarge
from puzzlebench.models.troix.common import SYMBOLS
from puzzlebench.models.troix.deduce import deduction
from puzzlebench.models.troix.lines import line_patterns, lines
from puzzlebench.models.troix.onehot import onehot

VARIANTS = ("troix/onehot", "troix/lines")


# ---- a tiny independent generator of valid grids -------------------------------------------
def random_grid(R: int, C: int, rng: random.Random) -> tuple[str, ...]:
    """A uniformly-ish random valid full grid, by randomised backtracking row-major."""
    grid = [[""] * C for _ in range(R)]
    row_cnt = [dict.fromkeys(SYMBOLS, 0) for _ in range(R)]
    col_cnt = [dict.fromkeys(SYMBOLS, 0) for _ in range(C)]

    def ok(i: int, j: int, s: str) -> bool:
        if row_cnt[i][s] >= C // 3 or col_cnt[j][s] >= R // 3:
            return False
        if j >= 2 and grid[i][j - 1] == grid[i][j - 2] == s:
            return False
        return not (i >= 2 and grid[i - 1][j] == grid[i - 2][j] == s)

    def fill(k: int) -> bool:
        if k == R * C:
            return True
        i, j = divmod(k, C)
        for s in rng.sample(SYMBOLS, 3):
            if ok(i, j, s):
                grid[i][j] = s
                row_cnt[i][s] += 1
                col_cnt[j][s] += 1
                if fill(k + 1):
                    return True
                row_cnt[i][s] -= 1
                col_cnt[j][s] -= 1
                grid[i][j] = ""
        return False

    assert fill(0)
    return tuple("".join(r) for r in grid)


def puzzle_from(sol: tuple[str, ...], keep: float, rng: random.Random) -> TroixInstance:
    givens = ["".join(ch if rng.random() < keep else "." for ch in row) for row in sol]
    return TroixInstance(len(sol), len(sol[0]), givens, sol, name="generated")


def swap_in_row(sol: tuple[str, ...], rng: random.Random) -> tuple[tuple[str, ...], int, int, int]:
    """``sol`` with two cells of one row (holding different symbols) exchanged."""
    i = rng.randrange(len(sol))
    row = sol[i]
    while True:
        a, b = rng.sample(range(len(row)), 2)
        if row[a] != row[b]:
            break
    cells = list(row)
    cells[a], cells[b] = cells[b], cells[a]
    out = list(sol)
    out[i] = "".join(cells)
    return tuple(out), i, a, b


def expected_families(variant: str, inst: TroixInstance, grid: tuple[str, ...], i: int) -> set[str]:
    """The families a broken grid must violate, derived from the checker's verdict."""
    fams: set[str] = set()
    row_broken = False
    for v in check(inst, grid):
        if v.rule == "given":
            fams.add("given")
            row_broken |= v.cells[0][0] == i
        elif v.rule == "three-in-a-row":
            axis = "row" if v.message.startswith("row") else "col"
            fams.add(f"no_three_{axis}")
            row_broken |= axis == "row"
        elif v.rule == "balance":
            fams.add("balance_row" if v.message.startswith("row") else "balance_col")
        else:  # pragma: no cover - the generator makes only these
            raise AssertionError(v)
    if variant == "troix/onehot":
        return fams
    # troix/lines: the exchanged columns are unbalanced, so no column filling fits them;
    # the row has no filling iff it breaks a row rule or a given.
    out = {"col_choice", "col_link"} | ({"given"} & fams)
    if row_broken:
        out |= {"row_choice", "row_link"}
    return out


def build(variant: str, inst: TroixInstance):
    return registry.get(variant).make(inst)


# ---- registry ---------------------------------------------------------------------------------
def test_variants_are_registered_with_their_options():
    names = {v.name: v for v in registry.variants("troix")}
    assert set(VARIANTS) <= set(names)
    assert dict(names["troix/onehot"].options) == {"deduce": False, "objective": "none", "objective_seed": 1}
    assert dict(names["troix/lines"].options) == {"pattern_cap": 200_000, "deduce": False}
    with pytest.raises(ValueError, match="no option"):
        names["troix/onehot"].make(TroixInstance(3, 3, ["..."] * 3), prune="basic")


# ---- sizes by formula -------------------------------------------------------------------------
@pytest.mark.parametrize("R,C", [(3, 3), (3, 6), (6, 6), (6, 9), (9, 6), (12, 12), (30, 30)])
def test_onehot_size_matches_formula(R, C):
    rng = random.Random(R * 100 + C)
    cells = [(i, j) for i in range(R) for j in range(C)]
    picked = set(rng.sample(cells, len(cells) // 4))
    givens = ["".join(rng.choice(SYMBOLS) if (i, j) in picked else "." for j in range(C)) for i in range(R)]
    G = len(picked)
    f = onehot(TroixInstance(R, C, givens))
    size = f.model.size()
    assert size["variables"] == size["binaries"] == 3 * R * C
    assert size["constraints"] == R * C + G + 3 * R * (C - 2) + 3 * C * (R - 2) + 3 * R + 3 * C
    assert size["nonzeros"] == 3 * R * C + G + 9 * R * (C - 2) + 9 * C * (R - 2) + 6 * R * C
    fams = set(f.model.families)
    assert fams == {"one_symbol", "given", "no_three_row", "no_three_col", "balance_row", "balance_col"}


def _brute_patterns(givens: str) -> set[str]:
    n = len(givens)
    out = set()
    for word in itertools.product(SYMBOLS, repeat=n):
        w = "".join(word)
        if all(w.count(s) == n // 3 for s in SYMBOLS) and not any(
            w[k] == w[k + 1] == w[k + 2] for k in range(n - 2)
        ) and all(g in (".", c) for g, c in zip(givens, w, strict=True)):
            out.add(w)
    return out


@pytest.mark.parametrize("givens", ["......", "X.....", "XX....", ".O..I.", "XXX...", ".........",
                                    "X...O...I", "XX.OO.II."])
def test_line_patterns_match_brute_force(givens):
    codes = np.array([SYMBOLS.index(c) if c != "." else -1 for c in givens])
    pats = line_patterns(codes, cap=10**6)
    got = {"".join(SYMBOLS[k] for k in p) for p in pats.tolist()}
    assert len(got) == pats.shape[0]  # no duplicates
    assert got == _brute_patterns(givens)


def test_lines_size_matches_formula():
    rng = random.Random(7)
    sol = random_grid(6, 9, rng)
    inst = puzzle_from(sol, 0.3, rng)
    R, C = inst.rows, inst.cols
    rows = [len(_brute_patterns(inst.givens[i])) for i in range(R)]
    cols = [len(_brute_patterns("".join(r[j] for r in inst.givens))) for j in range(C)]
    g_row = [sum(ch != "." for ch in inst.givens[i]) for i in range(R)]
    g_col = [sum(r[j] != "." for r in inst.givens) for j in range(C)]
    G = sum(g_row)
    f = lines(inst)
    size = f.model.size()
    P = sum(rows) + sum(cols)
    assert size["variables"] == 3 * R * C + P
    assert size["binaries"] == 3 * R * C and size["continuous"] == P
    # link rows: 3 per cell and line direction, less the given symbol's row at a given cell
    assert size["constraints"] == G + R + C + 2 * (3 * R * C - G)
    # choice rows: one entry per filling; link rows: one x each, and each filling of a
    # line appears once per position that is not given
    link_z = sum(p * (C - g) for p, g in zip(rows, g_row, strict=True)) + sum(
        q * (R - h) for q, h in zip(cols, g_col, strict=True))
    assert size["nonzeros"] == G + P + 2 * (3 * R * C - G) + link_z


def test_lines_cap_gives_too_large_quickly():
    t = time.perf_counter()
    with pytest.raises(ModelTooLarge):
        lines(TroixInstance(30, 30, ["." * 30] * 30))
    with pytest.raises(ModelTooLarge):
        lines(TroixInstance(6, 6, ["." * 6] * 6), pattern_cap=50)
    assert time.perf_counter() - t < 5.0


def test_onehot_builds_an_empty_30x30():
    """Its build time against the target (0.5 s) is a benchmark: `make bench-targets`."""
    R = C = 30
    size = onehot(TroixInstance(R, C, ["." * C] * R)).model.size()
    assert size["variables"] == size["binaries"] == 3 * R * C
    assert size["constraints"] == R * C + 3 * R * (C - 2) + 3 * C * (R - 2) + 3 * R + 3 * C  # no given rows


# ---- known solutions satisfy, exchanged cells violate ------------------------------------------
GEN_CASES = [(6, 6, 0.0), (6, 6, 0.4), (6, 9, 0.3), (9, 6, 0.5), (9, 9, 0.4), (12, 9, 0.6)]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("R,C,keep", GEN_CASES)
def test_generated_solutions_satisfy_and_swaps_violate(variant, R, C, keep):
    rng = random.Random(hash((R, C, keep)) & 0xFFFF)
    for _ in range(3):
        sol = random_grid(R, C, rng)
        assert check(TroixInstance(R, C, ["." * C] * R), sol) == []
        inst = puzzle_from(sol, keep, rng)
        f = build(variant, inst)
        x = f.encode(sol)
        assert f.model.violations(x) == []
        assert f.decode(x) == sol
        for _ in range(3):
            bad, i, a, b = swap_in_row(sol, rng)
            fams = f.model.violated_families(f.encode(bad))
            assert fams == expected_families(variant, inst, bad, i)
            assert fams  # never accepted
            assert f.decode(f.encode(bad)) == bad


@pytest.mark.parametrize("variant", VARIANTS)
def test_given_broken_by_swap_is_named(variant):
    sol = random_grid(6, 6, random.Random(3))
    givens = [sol[0][:2] + "...." ] + ["......"] * 5
    inst = TroixInstance(6, 6, givens, sol)
    f = build(variant, inst)
    row = list(sol[0])
    k = next(k for k in range(2, 6) if row[k] != row[0])
    row[0], row[k] = row[k], row[0]
    bad = ("".join(row), *sol[1:])
    names = f.model.violations(f.encode(bad))
    assert "given[0,0]" in names
    assert "given" in f.model.violated_families(f.encode(bad))


def test_decode_reads_noisy_solver_values():
    rng = random.Random(11)
    sol = random_grid(6, 6, rng)
    f = onehot(TroixInstance(6, 6, ["." * 6] * 6))
    x = f.encode(sol)
    noisy = np.where(x > 0.5, 0.9999997, 2e-7)
    assert f.decode(noisy) == sol
    assert f.model.violations(noisy) == []


def test_variable_and_row_names_say_what_they_are():
    f = onehot(TroixInstance(3, 3, ["X..", "...", "..."]))
    m = f.model
    assert m.var_name(int(f.x[1, 2, 0])) == "x[2,0,O]"
    assert "given[0,0]" in m.row_names()
    assert "no_three_row[0,0,I]" in m.row_names()
    assert "balance_col[2,X]" in m.row_names()


# ---- the reference puzzles ---------------------------------------------------------------------
def _reference_instances(ref: Path) -> list[TroixInstance]:
    from puzzlebench.instances.io import load

    return [load(p) for p in sorted((ref / "troix").glob("puzzle_*.json"))]


@pytest.fixture(scope="module")
def reference_solved(request):
    """The reference puzzles with a solution: one HiGHS solve each, accepted by the checker."""
    from conftest import REFERENCE, need_shared

    highspy = pytest.importorskip("highspy")
    ref = need_shared(REFERENCE)
    out = []
    for inst in _reference_instances(ref):
        f = onehot(inst)
        m = f.model
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("time_limit", 30.0)
        lp = highspy.HighsLp()
        A = m.A.tocsc()
        lp.num_col_, lp.num_row_ = m.num_vars, m.num_rows
        lp.col_cost_ = m.objective
        lp.col_lower_, lp.col_upper_ = m.lb, m.ub
        lo = np.where(m.sense >= 0, m.rhs, -highspy.kHighsInf)
        hi = np.where(m.sense <= 0, m.rhs, highspy.kHighsInf)
        lp.row_lower_, lp.row_upper_ = lo, hi
        lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = A.indptr, A.indices, A.data
        lp.integrality_ = [highspy.HighsVarType.kInteger] * m.num_vars
        h.passModel(lp)
        h.run()
        sol = f.decode(np.array(h.getSolution().col_value))
        assert check(inst, sol) == [], inst.name
        out.append(inst.with_solution(sol))
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_reference_solutions_satisfy_and_swaps_violate(variant, reference_solved):
    rng = random.Random(5)
    for inst in reference_solved:
        f = build(variant, inst)
        assert f.model.violations(f.encode(inst.solution)) == [], inst.name
        for _ in range(4):
            bad, i, _a, _b = swap_in_row(inst.solution, rng)
            assert f.model.violated_families(f.encode(bad)) == expected_families(variant, inst, bad, i)


# ---- what is (not) stronger: the claims in docs/formulations-troix.md ------------------------
def _max_lp(m, cost):
    highspy = pytest.importorskip("highspy")
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    lp = highspy.HighsLp()
    A = m.A.tocsc()
    lp.num_col_, lp.num_row_ = m.num_vars, m.num_rows
    lp.col_cost_ = -cost
    lp.col_lower_, lp.col_upper_ = m.lb, m.ub
    lp.row_lower_ = np.where(m.sense >= 0, m.rhs, -highspy.kHighsInf)
    lp.row_upper_ = np.where(m.sense <= 0, m.rhs, highspy.kHighsInf)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = A.indptr, A.indices, A.data
    h.passModel(lp)
    h.run()
    return h.modelStatusToString(h.getModelStatus()), -h.getInfo().objective_function_value


@pytest.mark.parametrize("L", [3, 4, 5, 7, 8])
def test_window_inequalities_are_valid_but_already_implied_by_the_lp(L):
    """'At most ceil(2L/3) of a symbol in L consecutive cells' holds in every valid grid,
    and the one-hot LP relaxation never exceeds it, so adding it would cut nothing."""
    bound = -(-2 * L // 3)
    rng = random.Random(L)
    for _ in range(10):
        grid = random_grid(9, 9, rng)
        for line in (*grid, *("".join(r[j] for r in grid) for j in range(9))):
            for k in range(9 - L + 1):
                assert max(line[k:k + L].count(s) for s in SYMBOLS) <= bound
    f = onehot(TroixInstance(9, 9, ["." * 9] * 9))
    cost = np.zeros(f.model.num_vars)
    cost[f.x[0, 4, 1:1 + L]] = 1.0  # X in a window of row 4
    status, best = _max_lp(f.model, cost)
    assert status == "Optimal" and best <= bound + 1e-7  # LP max <= bound: the cut is implied


def test_one_hot_line_rows_admit_a_fractional_point_the_line_hull_excludes():
    """A length-12 line: this point satisfies every one-hot row of the line (one symbol,
    no three, balance) but is no convex combination of valid fillings, which is exactly
    what troix/lines adds (found as a vertex of the one-hot line LP)."""
    highspy = pytest.importorskip("highspy")
    h, one = 0.5, 1.0
    point = np.array([[0, one, 0], [0, one, 0], [one, 0, 0], [one, 0, 0], [0, h, h], [0, 0, one],
                      [h, 0, h], [0, h, h], [h, 0, h], [0, 0, one], [0, one, 0], [one, 0, 0]])
    n = 12
    assert np.allclose(point.sum(1), 1) and np.allclose(point.sum(0), n // 3)
    assert all(point[k:k + 3, s].sum() <= 2 for k in range(n - 2) for s in range(3))
    pats = line_patterns(np.full(n, -1), cap=10**6)  # all valid fillings of an empty line
    onehot_pats = np.stack([(pats == s) for s in range(3)], axis=2).reshape(len(pats), -1).astype(float)
    # is there z >= 0, sum z = 1, sum_p z_p * p = point?  (an LP; expect infeasible)
    A = np.vstack([onehot_pats.T, np.ones(len(pats))])
    b = np.concatenate([point.ravel(), [1.0]])
    import scipy.sparse as sp

    S = sp.csc_matrix(A)
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = S.shape[1], S.shape[0]
    lp.col_cost_ = np.zeros(S.shape[1])
    lp.col_lower_, lp.col_upper_ = np.zeros(S.shape[1]), np.ones(S.shape[1])
    lp.row_lower_ = lp.row_upper_ = b
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = S.indptr, S.indices, S.data
    hs = highspy.Highs()
    hs.setOptionValue("output_flag", False)
    hs.passModel(lp)
    hs.run()
    assert hs.modelStatusToString(hs.getModelStatus()) == "Infeasible"


# ---- property: the model's verdict is the checker's verdict ------------------------------------
@st.composite
def grids_near_valid(draw):
    """A valid grid with 0-3 cells changed, and givens taken from the valid grid."""
    R, C = draw(st.sampled_from([(3, 3), (3, 6), (6, 3), (6, 6), (6, 9)]))
    rng = random.Random(draw(st.integers(0, 10**6)))
    sol = random_grid(R, C, rng)
    keep = draw(st.sampled_from([0.0, 0.3, 0.7]))
    inst = puzzle_from(sol, keep, rng)
    cells = [list(r) for r in sol]
    for _ in range(draw(st.integers(0, 3))):
        i, j = draw(st.integers(0, R - 1)), draw(st.integers(0, C - 1))
        cells[i][j] = draw(st.sampled_from(SYMBOLS))
    return inst, tuple("".join(r) for r in cells)


def _onehot_families(inst: TroixInstance, grid: tuple[str, ...]) -> set[str]:
    fams = set()
    for v in check(inst, grid):
        axis = "row" if v.message.startswith("row") else "col"
        fams.add({"given": "given", "three-in-a-row": f"no_three_{axis}", "balance": f"balance_{axis}"}[v.rule])
    return fams


@given(case=grids_near_valid())
@settings(max_examples=80)
def test_onehot_verdict_and_families_match_the_checker(case):
    inst, grid = case
    f = onehot(inst)
    x = f.encode(grid)
    assert f.decode(x) == grid
    assert f.model.violated_families(x) == _onehot_families(inst, grid)


@given(case=grids_near_valid())
@settings(max_examples=60)
def test_lines_accepts_exactly_the_grids_the_checker_accepts(case):
    inst, grid = case
    f = lines(inst)
    x = f.encode(grid)
    assert f.decode(x) == grid
    assert (f.model.violations(x) == []) == (check(inst, grid) == [])


# ---- option deduce: line propagation fixes cells by bounds before the solver --------------------
def _disallowed(f, grid: tuple[str, ...]) -> bool:
    """True when some cell of ``grid`` holds a value the deduce bounds forbid."""
    x = f.encode(grid)
    return bool(((x < f.model.lb - 1e-9) | (x > f.model.ub + 1e-9)).any())


def _min_activity_infeasible_rows(m) -> list[str]:
    """Rows no assignment within the bounds can satisfy (solver-free interval arithmetic)."""
    A = m.A.tocsr()
    lo = A.multiply(A > 0) @ m.lb + A.multiply(A < 0) @ m.ub
    hi = A.multiply(A > 0) @ m.ub + A.multiply(A < 0) @ m.lb
    bad = ((m.sense <= 0) & (lo > m.rhs + 1e-9)) | ((m.sense >= 0) & (hi < m.rhs - 1e-9))
    return [m.row_name(int(r)) for r in np.flatnonzero(bad)]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("R,C,keep", [(6, 6, 0.4), (9, 9, 0.4), (12, 9, 0.5), (9, 6, 0.0)])
def test_deduce_keeps_known_solutions_and_swaps_still_violate(variant, R, C, keep):
    rng = random.Random(hash((variant, R, C, keep)) & 0xFFFF)
    for _ in range(3):
        sol = random_grid(R, C, rng)
        inst = puzzle_from(sol, keep, rng)
        f = registry.get(variant).make(inst, deduce=True)
        x = f.encode(sol)
        assert f.model.violations(x) == []
        assert f.decode(x) == sol
        assert _min_activity_infeasible_rows(f.model) == []
        # every column sits in a row: PuLP drops the others and returns no value for them
        assert np.diff(f.model.A.tocsc().indptr).min() > 0
        for _ in range(3):
            bad, i, _a, _b = swap_in_row(sol, rng)
            fams = f.model.violated_families(f.encode(bad))
            assert fams  # never accepted
            assert ("bounds" in fams) == _disallowed(f, bad)
            if variant == "troix/onehot":  # same rows as without deduce, plus the bounds
                assert fams - {"bounds"} == expected_families(variant, inst, bad, i)
            else:  # the exchanged columns are unbalanced: no column filling fits them
                assert {"col_choice", "col_link"} <= fams
                assert fams <= {"bounds", "given", "deduced", "row_choice", "row_link", "col_choice",
                                "col_link"}
            assert f.decode(f.encode(bad)) == bad


@pytest.mark.parametrize("variant", VARIANTS)
def test_deduce_on_reference_puzzles(variant, reference_solved):
    for inst in reference_solved:
        f = registry.get(variant).make(inst, deduce=True)
        assert f.model.violations(f.encode(inst.solution)) == [], inst.name
        info = f.model.meta["deduce"]
        assert info["contradiction"] is False
        assert info["fixed_cells"] + info["open_cells"] == inst.rows * inst.cols


def test_deduce_fixes_cells_and_shrinks_the_free_part():
    rng = random.Random(21)
    sol = random_grid(9, 9, rng)
    inst = puzzle_from(sol, 0.5, rng)
    plain, ded = onehot(inst), onehot(inst, deduce=True)
    assert plain.model.size() == ded.model.size()  # bounds only: same rows and columns
    free_plain = int((plain.model.lb < plain.model.ub).sum())
    free_ded = int((ded.model.lb < ded.model.ub).sum())
    info = ded.model.meta["deduce"]
    assert free_plain == 3 * 81 and free_ded < free_plain
    assert free_ded == 3 * 81 - info["removed_values"] - info["fixed_cells"]
    assert info["fixed_cells"] > int(sum(ch != "." for row in inst.givens for ch in row))
    # troix/lines also enumerates fewer fillings: strictly fewer non-zeros
    assert lines(inst, deduce=True).model.size()["nonzeros"] < lines(inst).model.size()["nonzeros"]


def test_deduce_fully_solved_puzzle_fixes_every_column():
    sol = random_grid(6, 6, random.Random(4))
    f = onehot(TroixInstance(6, 6, list(sol)), deduce=True)
    assert (f.model.lb == f.model.ub).all()
    assert f.decode(f.model.lb) == sol


@pytest.mark.parametrize("variant", VARIANTS)
def test_contradiction_gives_an_infeasible_model_not_an_exception(variant):
    inst = TroixInstance(6, 6, ["XX.X.."] + ["......"] * 5)  # row 0 cannot hold only two X
    assert deduction(inst, True).contradiction
    f = registry.get(variant).make(inst, deduce=True)
    assert f.model.meta["deduce"]["contradiction"] is True
    assert "contradiction[0]" in _min_activity_infeasible_rows(f.model)
    assert "contradiction" in f.model.violated_families(np.zeros(f.model.num_vars))
    if variant == "troix/onehot":  # without deduce nothing shows it without a solver
        assert _min_activity_infeasible_rows(registry.get(variant).make(inst).model) == []


def test_deduce_takes_only_true_or_false():
    inst = TroixInstance(3, 3, ["..."] * 3)
    for variant in VARIANTS:
        with pytest.raises(PuzzleInputError, match="deduce"):
            registry.get(variant).make(inst, deduce="yes")
        with pytest.raises(PuzzleInputError, match="^deduce must be true or false, got 'yes'$"):
            registry.resolve_options(variant, {"deduce": "yes"})


def test_resolve_options_checks_pattern_cap():
    assert registry.resolve_options("troix/lines", {"deduce": True}) == {"pattern_cap": 200_000, "deduce": True}
    for bad in (0, -3, 2.0, True, "many"):
        with pytest.raises(PuzzleInputError, match="^pattern_cap must be a positive integer"):
            registry.resolve_options("troix/lines", {"pattern_cap": bad})
    with pytest.raises(ValueError, match=r"has no option\(s\) \['prune'\]; it takes \['deduce', 'objective', 'objective_seed'\]"):
        registry.resolve_options("troix/onehot", {"prune": "basic"})


def test_formulate_cli_passes_deduce(tmp_path):
    import json

    from puzzlebench.instances.formats import canonical
    from puzzlebench.scripts.cli import main

    sol = random_grid(6, 6, random.Random(8))
    src = tmp_path / "p.json"
    src.write_text(canonical.dumps(puzzle_from(sol, 0.5, random.Random(8))))
    out = tmp_path / "m.mps"
    assert main(["formulate", str(src), "--variant", "troix/onehot", "-O", "deduce=true", "-o", str(out)]) == 0
    rec = json.loads(out.with_suffix(".json").read_text())
    assert rec["options"] == {"deduce": True, "objective": "none", "objective_seed": 1}
    assert rec["meta"]["deduce"]["contradiction"] is False
