"""Solver-free tests of the Galaxies formulations (galaxies/none, flow, paths, cuts).

The heart: for every variant x prune x pairs, the model of each reference puzzle and of 20
janko puzzles is satisfied by the encoded known solution, violated (with the right
families named) by that solution with two cells exchanged, and decode(encode(sol)) == sol.
The reference files carry no solution: a session fixture solves them once with HiGHS
(highspy) on the flow model, and the independent checker accepts the answer before any
test relies on it.
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest import JANKO, REFERENCE

from puzzlebench.instances.checker import check
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.models import registry
from puzzlebench.models.galaxies.flow import build_flow
from puzzlebench.models.galaxies.geometry import candidates, geometry
from puzzlebench.models.model import EQ, GE, LE, Model, ModelTooLarge

VARIANTS = ("none", "flow", "paths", "cuts")
PRUNES = ("none", "basic", "reach")
CONNECTIVITY = {"flow": "flow_balance", "paths": "path_cover"}

# one per size class, a few of the common ones: 20 puzzles from 7x7 to 20x36
JANKO_SAMPLE = (
    "01_7x7",
    "02_7x7",
    "06_10x10",
    "07_10x10",
    "10_10x10",
    "23_10x10",
    "43_12x12",
    "44_12x12",
    "161_12x12",
    "285_14x14",
    "286_14x14",
    "45_15x15",
    "46_15x15",
    "47_17x17",
    "48_17x17",
    "15_10x18",
    "16_10x18",
    "17_14x24",
    "18_14x24",
    "19_20x36",
)

# galaxies/none (prune=reach) solved by HiGHS on janko 06_10x10: symmetric, every cell
# covered, centres right -- but galaxies 4, 8, 12, 13 and 14 are in pieces.
DISCONNECTED_06 = (
    (0, 0, 0, 4, 1, 1, 1, 1, 8, 8),
    (2, 3, 3, 3, 4, 4, 4, 5, 5, 5),
    (3, 3, 3, 4, 4, 4, 8, 5, 5, 5),
    (7, 7, 7, 7, 7, 12, 4, 6, 6, 8),
    (11, 7, 7, 7, 7, 7, 8, 12, 9, 10),
    (11, 11, 11, 8, 12, 12, 13, 12, 9, 10),
    (15, 11, 11, 11, 12, 12, 8, 13, 13, 14),
    (15, 16, 12, 11, 12, 12, 14, 14, 14, 13),
    (15, 16, 12, 8, 8, 14, 17, 17, 17, 18),
    (15, 16, 19, 19, 12, 17, 17, 17, 20, 18),
)

TINY = GalaxiesInstance(3, 3, [(1, 3), (4, 2), (4, 5)], ((0, 0, 0), (1, 1, 2), (1, 1, 2)), "tiny")


# ------------------------------------------------------------------------------ helpers
def solve_highs(model: Model) -> np.ndarray:
    """Solve with highspy (feasibility); returns the column values."""
    highspy = pytest.importorskip("highspy")
    highspy.Highs.resetGlobalScheduler(True)  # another test may have sized it already
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("random_seed", 0)
    lp = highspy.HighsLp()
    A = model.A.tocsr()
    lp.num_col_, lp.num_row_ = model.num_vars, model.num_rows
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = model.objective, model.lb, model.ub
    inf = highspy.kHighsInf
    lp.row_lower_ = np.where(model.sense == LE, -inf, model.rhs)
    lp.row_upper_ = np.where(model.sense == GE, inf, model.rhs)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = A.indptr, A.indices, A.data
    lp.a_matrix_.num_col_, lp.a_matrix_.num_row_ = model.num_vars, model.num_rows
    kind = highspy.HighsVarType
    lp.integrality_ = [kind.kInteger if b else kind.kContinuous for b in model.is_integer]
    h.passModel(lp)
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal, h.getModelStatus()
    return np.asarray(h.getSolution().col_value)


def options(kind: str, prune: str, pairs: bool, **extra: object) -> dict[str, object]:
    opts = dict(registry.get(f"galaxies/{kind}").options)
    opts.update(prune=prune, pairs=pairs, **extra)
    if kind == "paths" and prune == "none":
        opts["path_cap"] = 20_000  # no pruning explodes beyond toy grids: stop early
    return opts


def make(kind: str, inst: GalaxiesInstance, prune: str, pairs: bool, **extra: object):
    return registry.get(f"galaxies/{kind}").make(inst, **options(kind, prune, pairs, **extra))


def swapped(inst: GalaxiesInstance, centre: bool = False) -> tuple[tuple[int, ...], ...]:
    """The solution with two cells of different galaxies exchanged (row-major first pair).

    p is a non-centre cell (a centre cell with ``centre``). Its galaxy g keeps p's mirror,
    so ``symmetry`` breaks (with ``pairs``: the pair variable is 0, the mirror uncovered).
    """
    sol = np.asarray(inst.solution)
    flat = sol.ravel()
    is_centre = geometry(inst).owner >= 0
    p = int(np.flatnonzero(is_centre == centre)[0])
    q = int(np.flatnonzero(flat != flat[p])[0])
    out = flat.copy()
    out[p], out[q] = flat[q], flat[p]
    return tuple(tuple(int(v) for v in row) for row in out.reshape(sol.shape))


def assert_model_agrees(kind: str, inst: GalaxiesInstance, prune: str, pairs: bool) -> None:
    try:
        f = make(kind, inst, prune, pairs)
    except ModelTooLarge:
        assert kind == "paths" and prune == "none", f"{kind}/{prune} hit a cap on {inst.name}"
        return
    m = f.model
    x = f.encode(inst.solution)
    assert m.violations(x) == [], f"{inst.name}: known solution violates {m.violations(x)[:5]}"
    assert f.decode(x) == inst.solution
    bad = swapped(inst)
    assert check(inst, bad), "the exchanged grid must be wrong"
    fams = m.violated_families(f.encode(bad))
    need = "cover" if pairs else "symmetry"
    assert need in fams, f"{inst.name}: exchanged cells violate {fams}, expected {need}"
    assert fams <= set(m.families) | {"bounds"}
    bad_c = swapped(inst, centre=True)
    fams_c = m.violated_families(f.encode(bad_c))
    assert "centre" in fams_c, f"{inst.name}: a moved centre cell violates {fams_c}"


# ------------------------------------------------------------------------------ fixtures
@pytest.fixture(scope="session")
def janko_sample() -> list[GalaxiesInstance]:
    if not JANKO.exists():
        pytest.skip(f"{JANKO} not found")
    from puzzlebench.instances.io import load_all

    good, _ = load_all(JANKO)
    by_name = {i.name: i for i in good}
    sample = [by_name[n] for n in JANKO_SAMPLE]
    for inst in sample:
        assert check(inst) == [], f"{inst.name}: the dataset's solution is not valid"
    return sample


@pytest.fixture(scope="session")
def reference_solved() -> list[GalaxiesInstance]:
    """The four reference puzzles with a solution found by HiGHS on galaxies/flow and checked."""
    if not REFERENCE.exists():
        pytest.skip(f"{REFERENCE} not found")
    from puzzlebench.instances.io import load

    out = []
    for k in range(1, 5):
        inst = load(REFERENCE / "galaxies" / f"puzzle_{k}.json")
        f = build_flow(inst, prune="reach", pairs=True, deduce=False)
        grid = f.decode(solve_highs(f.model))
        assert check(inst, grid) == [], f"reference puzzle {k}: HiGHS answer rejected"
        out.append(inst.with_solution(grid))
    return out


@pytest.fixture(scope="session")
def janko_06(janko_sample: list[GalaxiesInstance]) -> GalaxiesInstance:
    return next(i for i in janko_sample if i.name == "06_10x10")


# ------------------------------------------------------------------------------ the matrix
COMBOS = [(k, p, pairs) for k in VARIANTS for p in PRUNES for pairs in (False, True)]


@pytest.mark.parametrize(("kind", "prune", "pairs"), COMBOS)
def test_tiny_instance(kind: str, prune: str, pairs: bool) -> None:
    assert check(TINY) == []
    assert_model_agrees(kind, TINY, prune, pairs)


@pytest.mark.parametrize(("kind", "prune", "pairs"), COMBOS)
def test_reference_puzzles(kind: str, prune: str, pairs: bool, reference_solved) -> None:
    for inst in reference_solved:
        assert_model_agrees(kind, inst, prune, pairs)


@pytest.mark.parametrize(("kind", "prune", "pairs"), COMBOS)
def test_janko_puzzles(kind: str, prune: str, pairs: bool, janko_sample) -> None:
    for inst in janko_sample:
        if prune == "none" and inst.rows * inst.cols > 400 and kind in ("flow", "paths"):
            continue  # 10^6-row models: covered once by test_unpruned_20x36_flow
        assert_model_agrees(kind, inst, prune, pairs)


@pytest.mark.slow
def test_unpruned_20x36_flow(janko_sample) -> None:
    inst = next(i for i in janko_sample if i.rows * i.cols == 720)
    for pairs in (False, True):
        assert_model_agrees("flow", inst, "none", pairs)


@pytest.mark.parametrize("kind", VARIANTS)
@pytest.mark.parametrize("pairs", [False, True])
def test_deduce_agrees(kind: str, pairs: bool, janko_sample, reference_solved) -> None:
    for inst in [*janko_sample[:12], *reference_solved]:
        f = make(kind, inst, "reach", pairs, deduce=True)
        x = f.encode(inst.solution)
        assert f.model.violations(x) == []
        assert f.decode(x) == inst.solution


# ------------------------------------------------------------------------------ sizes
def test_unpruned_model_keeps_all_assignment_variables(janko_sample) -> None:
    inst = janko_sample[2]
    G, N = len(inst.dots), inst.rows * inst.cols
    for pairs in (False, True):
        m = make("none", inst, "none", pairs).model
        binaries = m.size()["binaries"]
        if pairs:
            assert binaries < G * N
        else:
            assert binaries == G * N
            # every x is named after its cell and galaxy
            assert m.var_name(0) == "x[0,0,g0]"
    fams = set(make("none", inst, "none", False).model.families)
    assert fams == {"cover", "centre", "symmetry", "outside"}


def test_pruning_only_shrinks(janko_sample) -> None:
    for inst in janko_sample:
        geo = geometry(inst)
        none, basic, reach = (candidates(geo, p) for p in PRUNES)
        assert (basic <= none).all() and (reach <= basic).all()
        # mirror-closed and containing every centre cell
        for g, cells in enumerate(geo.centres):
            assert reach[g, cells].all()
            members = np.flatnonzero(reach[g])
            assert reach[g, geo.mirror[g, members]].all()
        # the known solution survives pruning
        sol = np.asarray(inst.solution).ravel()
        assert reach[sol, np.arange(sol.size)].all()


def test_pairs_halve_assignment_variables(janko_sample) -> None:
    inst = janko_sample[5]
    single = make("none", inst, "reach", False).model
    paired = make("none", inst, "reach", True).model
    assert "symmetry" not in paired.families
    n1, n2 = single.size()["binaries"], paired.size()["binaries"]
    assert n1 // 2 <= n2 < n1


def test_flow_big_m_and_root(janko_06) -> None:
    f = make("flow", janko_06, "reach", False)
    m = f.model
    flows = ~m.is_integer
    assert m.lb[flows].min() == 0.0
    assert m.ub[flows].max() == f.cand.sum(axis=1).max() - 1
    names = m.var_names()
    assert any(n.startswith("f[g0,") for n in names)
    assert not any(
        n.startswith(f"flow_balance[g0,{r},{c}]")
        for n in m.row_names()
        for r, c in [divmod(int(f.geo.root[0]), f.geo.cols)]
    )


# ------------------------------------------------------------------------------ connectivity
@pytest.mark.parametrize("prune", PRUNES)
@pytest.mark.parametrize("pairs", [False, True])
def test_disconnected_grid(prune: str, pairs: bool, janko_06) -> None:
    """The base model accepts the disconnected grid; flow and paths reject it; cuts cut it."""
    bad = DISCONNECTED_06
    assert {v.rule for v in check(janko_06, bad)} == {"connectivity"}
    for kind in ("none", "cuts"):
        f = make(kind, janko_06, prune, pairs)
        assert f.model.violations(f.encode(bad)) == []
    for kind, fam in CONNECTIVITY.items():
        if kind == "paths" and prune == "none":
            continue  # too many paths on an unpruned 10x10 (see the cap tests)
        f = make(kind, janko_06, prune, pairs)
        fams = f.model.violated_families(f.encode(bad))
        assert fam in fams, f"{kind}: disconnected grid violates {fams}"
        assert fams <= {
            "flow_balance",
            "flow_cap_tail",
            "flow_cap_head",
            "path_cover",
            "path_all",
            "path_any",
        }


@pytest.mark.parametrize("scope", ["cell", "piece", "region"])
@pytest.mark.parametrize("pairs", [False, True])
def test_separation(scope: str, pairs: bool, janko_06) -> None:
    f = make("cuts", janko_06, "reach", pairs, cut_scope=scope)
    good = f.encode(janko_06.solution)
    assert registry.separate(f, good).count == 0
    bad = f.encode(DISCONNECTED_06)
    cuts = registry.separate(f, bad)
    assert cuts.family == "separator_cut"
    loose_cells = sum(len(v.cells) for v in check(janko_06, DISCONNECTED_06))
    if scope == "piece":
        assert 5 <= cuts.count <= loose_cells
    else:
        assert cuts.count >= 5  # at least one per cut-off galaxy
    with_cuts = f.model.with_rows(cuts)
    # every cut is violated by the disconnected point and valid for the solution
    assert {with_cuts.family_of(r) for r in range(f.model.num_rows, with_cuts.num_rows)} == {
        "separator_cut"
    }
    assert with_cuts.violated_families(bad) == {"separator_cut"}
    assert with_cuts.violations(good) == []
    if scope == "region":  # the region's cells outside the galaxy get (valid) cuts too
        assert 5 <= len(with_cuts.violations(bad)) <= cuts.count
    else:
        assert len(with_cuts.violations(bad)) == cuts.count


@pytest.mark.parametrize("pairs", [False, True])
def test_separation_tolerates_fractional_values(pairs: bool, janko_06) -> None:
    f = make("cuts", janko_06, "reach", pairs)
    noisy = f.encode(DISCONNECTED_06) * 0.9999 + 1e-5
    assert f.decode(noisy) == DISCONNECTED_06
    assert (
        registry.separate(f, noisy).count == registry.separate(f, f.encode(DISCONNECTED_06)).count
    )


def test_cut_loop_with_highs_reaches_a_valid_grid(janko_06) -> None:
    """A minimal cut loop (the real one lives with the backends): separate until connected."""
    f = make("cuts", janko_06, "reach", True)
    model = f.model
    for _ in range(30):
        values = solve_highs(model)
        cuts = f.separate(values)
        if cuts.count == 0:
            break
        model = model.with_rows(cuts)
    grid = f.decode(values)
    assert check(janko_06, grid) == []


# ------------------------------------------------------------------------------ options & API
def test_registry_entries() -> None:
    names = {v.name for v in registry.variants("galaxies")}
    assert names == {"galaxies/none", "galaxies/flow", "galaxies/paths", "galaxies/cuts", "galaxies/mcf", "galaxies/hops",
                     "galaxies/labels"}
    assert registry.get("galaxies/cuts").lazy
    assert not registry.get("galaxies/flow").lazy
    for v in registry.variants("galaxies"):
        assert v.options["prune"] == "reach" and v.options["pairs"] is False
    assert registry.get("galaxies/paths").options["path_cap"] == 200_000
    assert registry.separate(make("flow", TINY, "reach", False), np.zeros(1)) is None


@pytest.mark.parametrize(
    ("kind", "opts", "needle"),
    [
        ("flow", {"prune": "all"}, "prune"),
        ("flow", {"pairs": "yes"}, "pairs"),
        ("none", {"deduce": 1}, "deduce"),
        ("paths", {"path_cap": 0}, "path_cap"),
        ("cuts", {"cut_scope": "galaxy"}, "cut_scope"),
        ("cuts", {"local_cuts": "no"}, "local_cuts"),
        ("cuts", {"cut_side": "left"}, "cut_side"),
        ("cuts", {"galaxy_cuts": 1}, "galaxy_cuts"),
    ],
)
def test_bad_options_are_input_errors(kind: str, opts: dict, needle: str) -> None:
    with pytest.raises(PuzzleInputError, match=needle):
        registry.get(f"galaxies/{kind}").make(TINY, **opts)
    with pytest.raises(PuzzleInputError, match=needle):  # the same check without a build
        registry.resolve_options(f"galaxies/{kind}", opts)


def test_resolve_options_gives_defaults_plus_given() -> None:
    assert registry.resolve_options("galaxies/cuts", {"pairs": True}) == {
        "prune": "reach", "pairs": True, "deduce": False, "cut_scope": "cell", "local_cuts": False,
        "root_rounds": 0, "cut_side": "piece", "galaxy_cuts": False, "cut_loop": "resolve"}
    assert registry.resolve_options("galaxies/flow") == dict(registry.get("galaxies/flow").options)
    with pytest.raises(ValueError, match="unknown variant 'galaxies/nope'; known: galaxies/cuts"):
        registry.resolve_options("galaxies/nope", {})
    with pytest.raises(ValueError, match=r"variant galaxies/flow has no option\(s\) \['path_cap'\]"):
        registry.resolve_options("galaxies/flow", {"path_cap": 5})
    with pytest.raises(PuzzleInputError, match="^prune must be one of none, basic, reach, got 'all'$"):
        registry.resolve_options("galaxies/none", {"prune": "all"})


def test_decode_is_robust_to_near_integers(janko_06) -> None:
    for kind in VARIANTS:
        f = make(kind, janko_06, "basic", False)
        x = f.encode(janko_06.solution)
        rng = np.random.default_rng(0)
        noisy = np.clip(x * 0.9999 + rng.uniform(0, 1e-4, x.size), 0, None)
        assert f.decode(noisy) == janko_06.solution


def test_names_say_what_they_are() -> None:
    f = make("flow", TINY, "basic", False)
    names = set(f.model.var_names())
    assert "x[0,0,g0]" in names and "f[g1,1,0,1,1]" in names
    rows = set(f.model.row_names())
    assert {"cover[0,0]", "centre[0,1,g0]", "symmetry[0,0,g0]"} <= rows
    p = make("paths", TINY, "basic", True)
    assert any(n.startswith("t[g0,p") for n in p.model.var_names())
    assert any(n.startswith("x[0,0,0,2,g0]") for n in p.model.var_names())
    assert set(p.model.families) == {"cover", "centre", "path_all", "path_any", "path_cover"}
    assert EQ == 0


@pytest.mark.parametrize("prune", PRUNES)
@pytest.mark.parametrize("pairs", [False, True])
def test_local_cuts_are_valid_and_catch_lone_cells(
    prune: str, pairs: bool, janko_sample, janko_06
) -> None:
    """Static single-cell separator cuts (galaxies/cuts, local_cuts=True)."""
    for inst in janko_sample[:10]:
        f = make("cuts", inst, prune, pairs, local_cuts=True)
        assert "local_cut" in f.model.families
        assert f.model.violations(f.encode(inst.solution)) == []
    f = make("cuts", janko_06, prune, pairs, local_cuts=True)
    assert f.model.violated_families(f.encode(DISCONNECTED_06)) == {"local_cut"}
