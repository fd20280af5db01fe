"""MPS / LP export: read back by HiGHS (and CBC, GLPK, SCIP where installed), numbers intact.

An exported model is only useful if every solver reads the same problem from it, so a
small model with every kind of bound, an empty row, an empty column and awkward numbers
is read back and compared entry by entry; reference Troix models are solved from the
files and the decoded grids must pass the independent checker.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlebench.instances.checker import check
from puzzlebench.instances.types import TroixInstance
from puzzlebench.models.export import file_name, lp_text, mps_text, write_lp, write_model, write_mps
from puzzlebench.models.model import EQ, GE, LE, Model, ModelBuilder
from puzzlebench.models.troix.lines import lines
from puzzlebench.models.troix.onehot import onehot

highspy = pytest.importorskip("highspy")
INF = float("inf")


def awkward_model() -> Model:
    """Every bound kind, integers in two runs, an empty row, an empty column, odd numbers."""
    b = ModelBuilder("awkward")
    b.add_vars("y[{},{},X]", [[0, 1]])  # binary
    b.add_vars("n[{}]", [[0]], lb=0, ub=INF)  # integer, no upper bound
    b.add_vars("c[{}]", [[0], [1], [2], [3], [4], [5]],
               lb=[-INF, -INF, 2.5, 1.0, 0.0, -5.0], ub=[INF, 4.0, 2.5, INF, INF, -1.0],
               integer=False)  # free, (-inf,4], fixed, [1,inf), empty column, negative range
    b.add_vars("m[{}]", [[0], [1]], lb=[-3, 3], ub=[5, 3])  # integers: a range and a fixed one
    b.add_rows("mix", "mix[{}]", [[0], [1], [2], [3]], [0, 3, 5, 8, 8],
               [0, 1, 4, 2, 3, 5, 7, 8],
               [1.0, 2.0, -0.5, 1e-7, 123456789.125, 1.0, -1.0, 0.1],
               [LE, GE, EQ, LE], [7.25, -1e3, 5.3, 5.0])
    b.set_objective([0, 4, 5], [1.0, -3.0, 0.1])
    return b.build()


def read_highs(path: Path):
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    assert h.readModel(str(path)) == highspy.HighsStatus.kOk
    return h


def as_named(h) -> dict:
    """The LP HiGHS read, keyed by names so column order does not matter."""
    lp = h.getLp()
    cols, rows = list(lp.col_names_), list(lp.row_names_)
    a = lp.a_matrix_
    dense = np.zeros((lp.num_row_, lp.num_col_))
    start, index = np.array(a.start_, dtype=np.int64), np.array(a.index_, dtype=np.int64)
    value = np.array(a.value_, dtype=float)
    for j in range(lp.num_col_):
        dense[index[start[j]:start[j + 1]], j] = value[start[j]:start[j + 1]]
    integ = [int(t) == 1 for t in lp.integrality_] if len(lp.integrality_) else [False] * lp.num_col_
    return {
        "cols": {c: (lp.col_lower_[k], lp.col_upper_[k], integ[k], lp.col_cost_[k]) for k, c in enumerate(cols)},
        "rows": {r: (lp.row_lower_[k], lp.row_upper_[k]) for k, r in enumerate(rows)},
        "A": {(rows[r], cols[c]): dense[r, c] for r, c in zip(*np.nonzero(dense), strict=True)},
    }


def expected_named(m: Model) -> dict:
    cn = [file_name(n) for n in m.var_names()]
    rn = [file_name(n) for n in m.row_names()]
    A = m.A.tocoo()
    lo = np.where(m.sense >= 0, m.rhs, -INF)
    hi = np.where(m.sense <= 0, m.rhs, INF)
    return {
        "cols": {c: (m.lb[k], m.ub[k], bool(m.is_integer[k]), m.objective[k]) for k, c in enumerate(cn)},
        "rows": {r: (lo[k], hi[k]) for k, r in enumerate(rn)},
        "A": {(rn[r], cn[c]): v for r, c, v in zip(A.row, A.col, A.data, strict=True) if v != 0},
    }


@pytest.mark.parametrize("suffix", [".mps", ".lp"])
def test_awkward_model_reads_back_identically_in_highs(tmp_path, suffix):
    m = awkward_model()
    path = tmp_path / f"m{suffix}"
    write_model(m, path)
    got, want = as_named(read_highs(path)), expected_named(m)
    assert got["cols"] == want["cols"]
    assert got["rows"] == want["rows"]
    assert got["A"] == want["A"]


def test_mps_layout_details():
    text = mps_text(awkward_model())
    assert " N OBJ" in text
    assert text.count("'INTORG'") == 2 and text.count("'INTEND'") == 2  # two integer runs
    assert "OBJSENSE" not in text and " BV " not in text
    assert "[" not in text and "]" not in text
    assert " PL BND n(0)" in text  # integer with no upper bound stated explicitly
    assert "c(4) OBJ 0" in text  # the empty column exists
    assert "mix(3)" in text.split("COLUMNS")[0]  # the empty row exists
    assert "LO BND y(0,1,X) 0" in text and "UP BND y(0,1,X) 1" in text


def test_lp_objective_present_even_when_zero():
    b = ModelBuilder("z")
    b.add_vars("v[{}]", [[0], [1]])
    b.add_rows("r", "r[{}]", [[0]], [0, 2], [0, 1], 1.0, LE, 1.0)
    text = lp_text(b.build())
    assert "Minimize\n OBJ: 0 v(0)\n" in text
    assert "General\n v(0) v(1)\n" in text


def test_file_names_are_sanitised_once_and_collisions_refused():
    assert file_name("x[3,4,O]") == "x(3,4,O)"
    assert file_name("a b\tc") == "a_b_c"
    assert file_name("f[g1,(0,1)->(0,2)]") == "f(g1,(0,1)__(0,2))"
    assert file_name("3rd") == "_3rd" and file_name("x.y") == "x.y"
    b = ModelBuilder("dup")
    b.add_vars("v[{}]", [[0]])
    b.add_vars("v({})", [[0]])
    with pytest.raises(ValueError, match="unique"):
        mps_text(b.build())


def test_same_optimum_from_mps_and_lp(tmp_path):
    m = awkward_model()
    objs = []
    for suffix in (".mps", ".lp"):
        write_model(m, tmp_path / f"m{suffix}")
        h = read_highs(tmp_path / f"m{suffix}")
        h.run()
        assert h.modelStatusToString(h.getModelStatus()) == "Optimal"
        objs.append(h.getInfo().objective_function_value)
    assert objs[0] == pytest.approx(objs[1])


def test_unknown_suffix_refused(tmp_path):
    with pytest.raises(ValueError, match=r"\.mps or \.lp"):
        write_model(awkward_model(), tmp_path / "m.txt")


# ---- real models through real readers ------------------------------------------------------
@pytest.fixture(scope="module")
def troix_p1():
    from conftest import REFERENCE, need_shared

    from puzzlebench.instances.io import load

    return load(need_shared(REFERENCE) / "troix" / "puzzle_1.json")


@pytest.mark.parametrize("build", [onehot, lines], ids=["onehot", "lines"])
@pytest.mark.parametrize("suffix", [".mps", ".lp"])
def test_reference_troix_model_solved_from_file_passes_checker(tmp_path, troix_p1, build, suffix):
    f = build(troix_p1)
    path = tmp_path / f"p1{suffix}"
    write_model(f.model, path)
    h = read_highs(path)
    lp = h.getLp()
    assert (lp.num_row_, lp.num_col_, len(lp.a_matrix_.value_)) == (
        f.model.num_rows, f.model.num_vars, f.model.A.nnz)
    h.run()
    assert h.modelStatusToString(h.getModelStatus()) == "Optimal"
    by_name = dict(zip(lp.col_names_, h.getSolution().col_value, strict=True))
    values = np.array([by_name[file_name(n)] for n in f.model.var_names()])
    grid = f.decode(values)
    assert check(troix_p1, grid) == []
    assert f.model.violations(np.round(values)) == []


def test_scip_reads_both_formats(tmp_path, troix_p1):
    pyscipopt = pytest.importorskip("pyscipopt")
    f = onehot(troix_p1)
    for suffix in (".mps", ".lp"):
        write_model(f.model, tmp_path / f"p{suffix}")
        s = pyscipopt.Model()
        s.hideOutput()
        s.readProblem(str(tmp_path / f"p{suffix}"))
        assert (s.getNVars(), s.getNConss()) == (f.model.num_vars, f.model.num_rows)
        assert all(v.vtype() in ("BINARY", "INTEGER") for v in s.getVars())
        assert all((v.getLbOriginal(), v.getUbOriginal()) == (0, 1) for v in s.getVars())
        s.optimize()
        values = np.array([s.getVal(v) for v in s.getVars()])
        names = [v.name for v in s.getVars()]
        by_name = dict(zip(names, values, strict=True))
        grid = f.decode(np.array([by_name[file_name(n)] for n in f.model.var_names()]))
        assert check(troix_p1, grid) == []


@pytest.mark.skipif(shutil.which("cbc") is None, reason="cbc not installed")
@pytest.mark.parametrize("suffix", [".mps", ".lp"])
def test_cbc_solves_the_file_and_the_grid_checks(tmp_path, troix_p1, suffix):
    f = onehot(troix_p1)
    path = tmp_path / f"p{suffix}"
    write_model(f.model, path)
    out = tmp_path / "sol.txt"
    res = subprocess.run(["cbc", str(path), "solve", "solu", str(out)], capture_output=True,
                         text=True, timeout=60)
    assert res.returncode == 0, res.stdout[-2000:]
    assert "0 errors" in res.stdout or suffix == ".lp"
    text = out.read_text()
    assert text.startswith("Optimal")
    by_name = {}
    for line in text.splitlines()[1:]:
        parts = line.replace("**", " ").split()
        by_name[parts[1]] = float(parts[2])
    values = np.array([by_name.get(file_name(n), 0.0) for n in f.model.var_names()])
    assert check(troix_p1, f.decode(values)) == []


@pytest.mark.skipif(shutil.which("glpsol") is None, reason="glpsol not installed")
@pytest.mark.parametrize("flag,suffix", [("--freemps", ".mps"), ("--lp", ".lp")])
def test_glpsol_reads_and_solves(tmp_path, flag, suffix):
    m = awkward_model()
    path = tmp_path / f"m{suffix}"
    write_model(m, path)
    res = subprocess.run(["glpsol", flag, str(path)], capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stdout[-2000:]
    extra = 1 if suffix == ".mps" else 0  # glpsol counts the objective as a row in MPS
    assert re.search(rf"\b{m.num_rows + extra} rows, {m.num_vars} columns", res.stdout), res.stdout
    assert "INTEGER OPTIMAL SOLUTION FOUND" in res.stdout
    h = read_highs(path)
    h.run()
    want = h.getInfo().objective_function_value
    found = re.findall(r"mip = +(-?[0-9.]+e[-+][0-9]+)", res.stdout)
    assert found, res.stdout
    assert float(found[-1]) == pytest.approx(want, abs=1e-6)


# ---- size ----------------------------------------------------------------------------------
def test_a_big_model_is_written(tmp_path):
    """2*10^5 non-zeros as MPS and LP. The write time against its target (10 s, the bound a
    per-term Python writer would miss) is a benchmark: `make bench-targets`."""
    rng = np.random.default_rng(0)
    n_rows, width, n_vars = 20_000, 10, 50_000
    b = ModelBuilder("big")
    b.add_vars("v[{}]", np.arange(n_vars)[:, None])
    cols = np.sort(rng.choice(n_vars, size=(n_rows, width)), axis=1)
    b.add_rows("r", "r[{}]", np.arange(n_rows)[:, None], np.arange(0, n_rows * width + 1, width),
               cols.ravel(), rng.integers(1, 5, cols.size).astype(float), LE, 3.0)
    m = b.build()
    write_mps(m, tmp_path / "big.mps")
    write_lp(m, tmp_path / "big.lp")
    assert (tmp_path / "big.mps").stat().st_size > 0


def test_troix_empty_grid_model_is_feasible_from_mps(tmp_path):
    """A 6x6 empty grid: HiGHS finds some valid grid from the file (a feasibility check)."""
    inst = TroixInstance(6, 6, ["." * 6] * 6)
    f = onehot(inst)
    write_model(f.model, tmp_path / "e.mps")
    h = read_highs(tmp_path / "e.mps")
    h.run()
    grid = f.decode(np.array(h.getSolution().col_value))
    assert check(inst, grid) == []


# ---- property: any small model survives both formats ------------------------------------------
_values = st.sampled_from([0.0, 1.0, -1.0, 2.0, 0.5, -3.25, 1e-7, 12345.678, 1e12])
_bounds = st.sampled_from([(0.0, 1.0), (0.0, INF), (-INF, INF), (-INF, 4.0), (2.0, 2.0), (1.0, INF),
                           (-5.0, -1.0), (-3.0, 5.0)])


@st.composite
def models(draw) -> Model:
    n = draw(st.integers(1, 6))
    bounds = draw(st.lists(_bounds, min_size=n, max_size=n))
    integer = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    b = ModelBuilder("prop")
    for k in range(n):
        lo, hi = bounds[k]
        b.add_vars(f"v[{k},{{}}]", [[0]], lb=lo, ub=hi, integer=integer[k])
    for r in range(draw(st.integers(0, 5))):
        cols = draw(st.lists(st.integers(0, n - 1), max_size=4, unique=True))
        coefs = [draw(_values.filter(lambda v: v != 0)) for _ in cols]
        sense = draw(st.sampled_from([LE, EQ, GE]))
        b.add_rows(f"fam{r % 2}", f"row[{r}]", np.zeros((1, 0), dtype=int), [0, len(cols)],
                   cols, coefs, sense, draw(_values))
    obj = draw(st.lists(_values, min_size=n, max_size=n))
    b.set_objective(range(n), obj)
    return b.build()


@given(m=models())
@settings(max_examples=40)
def test_any_small_model_reads_back_identically(m, tmp_path_factory):
    d = tmp_path_factory.mktemp("prop")
    want = expected_named(m)
    for suffix in (".mps", ".lp"):
        write_model(m, d / f"m{suffix}")
        got = as_named(read_highs(d / f"m{suffix}"))
        assert got == want, suffix
