"""Checks of the changes for Galaxies at scale: cheap cut rounds, cuts on the LP relaxation.

``decode`` now sorts the (galaxy, cell) entries instead of an argmax over the dense (G, N)
grid; it must pick the same galaxy (largest value, lowest index on ties). Separation now
works inside each galaxy's candidate box; its cuts must hold for the solution and cut off
the disconnected grid, on a puzzle built from a random symmetric partition. The
fractional cuts (option ``root_rounds``) must hold for the solution and be violated by the
point they came from. All solver-free except the last test (SCIP and CP-SAT, one small
reference puzzle, through the runner).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from puzzlebench.engine.run.records import RunStatus  # noqa: E402
from puzzlebench.engine.run.runner import run  # noqa: E402
from puzzlebench.engine.run.spec import RunSpec  # noqa: E402
from puzzlebench.instances.errors import PuzzleInputError  # noqa: E402
from puzzlebench.instances.galaxies_growth import canonical_instance, random_partition  # noqa: E402
from puzzlebench.instances.io import load  # noqa: E402
from puzzlebench.models import registry  # noqa: E402


def dense_decode(f, values: np.ndarray) -> tuple[tuple[int, ...], ...]:  # noqa: ANN001
    """The former decode: argmax of a dense score grid (-inf where there is no column)."""
    score = np.full(f.cand.shape, -np.inf)
    score[f.ent_g, f.ent_cell] = values[f.xcol[f.ent_g, f.ent_cell]]
    best = np.argmax(score, axis=0).reshape(f.geo.rows, f.geo.cols)
    return tuple(tuple(int(v) for v in row) for row in best)


def partition_puzzle(rows: int, cols: int, seed: int):  # noqa: ANN201
    return canonical_instance(*random_partition(rows, cols, random.Random(seed), 12))


def test_decode_matches_the_dense_argmax_with_ties() -> None:
    inst = partition_puzzle(12, 12, 3)
    rng = np.random.default_rng(0)
    for pairs in (False, True):
        f = registry.get("galaxies/cuts").make(inst, pairs=pairs, prune="basic")
        for _ in range(20):
            values = rng.choice([0.0, 0.25, 0.5, 1.0], size=f.model.num_vars)  # many ties
            assert f.decode(values) == dense_decode(f, values)
        assert f.decode(f.encode(inst.solution)) == inst.solution


def test_boxed_separation_cuts_are_valid_and_cut_off_pieces() -> None:
    inst = partition_puzzle(16, 16, 5)
    f = registry.get("galaxies/cuts").make(inst, prune="reach")
    good = f.encode(inst.solution)
    assert f.separate(good).count == 0
    values = _disconnected_point(f, inst)
    cuts = f.separate(values)
    assert cuts.count > 0
    with_cuts = f.model.with_rows(cuts)
    assert not with_cuts.violations(good)  # valid for the solution
    assert "separator_cut" in with_cuts.violated_families(values)


# ---- cuts on the LP relaxation (option root_rounds) --------------------------------------
def _disconnected_point(f, inst) -> np.ndarray:  # noqa: ANN001
    """The solution with the cells next to one galaxy's centre handed to another galaxy."""
    sol = np.asarray(inst.solution).ravel()
    C = f.geo.cols

    def split(g: int) -> tuple[list[int], list[int]]:
        centre = set(f.geo.centres[g].tolist())
        mine = [int(c) for c in np.flatnonzero(sol == g) if int(c) not in centre]
        return mine, [c for c in mine if any(abs(c - k) in (1, C) for k in centre)]

    g = max(range(f.geo.n_gal), key=lambda h: len(split(h)[0]) - len(split(h)[1]))
    values = f.encode(inst.solution)
    for c in split(g)[1]:
        values[f.xcol[g, c]] = 0.0
        values[f.xcol[[h for h in np.flatnonzero(f.cand[:, c]).tolist() if h != g][0], c]] = 1.0
    return values


def test_fractional_cuts_are_valid_and_violated_by_their_point() -> None:
    inst = partition_puzzle(16, 16, 5)
    f = registry.get("galaxies/cuts").make(inst, prune="reach", root_rounds=5)
    good, bad = f.encode(inst.solution), _disconnected_point(f, inst)
    assert f.separate_fractional(good).count == 0  # a solution violates none
    for point in (bad, 0.5 * good + 0.5 * bad, 0.7 * bad + 0.3 * good):
        cuts = f.separate_fractional(point)
        assert cuts.count > 0 and cuts.family == "root_cut"
        with_cuts = f.model.with_rows(cuts)
        assert not with_cuts.violations(good)  # valid: the solution satisfies every cut
        act = (with_cuts.A @ point)[f.model.num_rows:]
        assert (act > 0.05).all()  # each cut is violated by the point it came from


def test_root_rounds_option_is_checked() -> None:
    inst = partition_puzzle(6, 6, 1)
    for bad in (-1, 1.5, True, "3"):
        with pytest.raises(PuzzleInputError, match="root_rounds"):
            registry.get("galaxies/cuts").make(inst, root_rounds=bad)
    assert registry.get("galaxies/cuts").make(inst).root_rounds == 0


def test_runner_adds_root_rounds_for_an_lp_solver_not_for_cpsat(reference_dir: Path) -> None:
    path = reference_dir / "galaxies" / "puzzle_4.json"
    opts = {"root_rounds": 20, "pairs": True}
    recs = {solver: run(RunSpec.for_file(path, "galaxies/cuts", "ortools", solver, 30.0, opts), load(path))
            for solver in ("scip", "cpsat")}
    assert recs["scip"].status == RunStatus.SOLVED, recs["scip"].message
    st = recs["scip"].stats
    assert st["root_rounds"] >= 1 and st["root_cuts"] >= st["root_rounds"]
    assert recs["cpsat"].status == RunStatus.SOLVED
    assert "root_rounds" not in recs["cpsat"].stats


# ---- more cuts per round (options cut_side, cut_scope=region, galaxy_cuts) ----------------
CUT_VARIANTS = [{"cut_side": "both"}, {"cut_side": "centre"}, {"cut_scope": "region"},
                {"cut_scope": "piece", "cut_side": "both"}, {"galaxy_cuts": True}]


@pytest.mark.parametrize("opts", CUT_VARIANTS)
@pytest.mark.parametrize("pairs", [False, True])
def test_cut_options_hold_for_the_solution_and_cut_off_pieces(opts: dict, pairs: bool) -> None:
    for seed in (5, 7, 11):
        inst = partition_puzzle(16, 16, seed)
        f = registry.get("galaxies/cuts").make(inst, prune="reach", pairs=pairs, **opts)
        good, bad = f.encode(inst.solution), _disconnected_point(f, inst)
        assert f.separate(good).count == 0
        cuts = f.separate(bad)
        assert cuts.count > 0 and cuts.family == "separator_cut"
        with_cuts = f.model.with_rows(cuts)
        assert not with_cuts.violations(good)  # valid: the solution satisfies every cut
        assert "separator_cut" in with_cuts.violated_families(bad)
        names = with_cuts.row_names()[f.model.num_rows:]
        assert len(set(names)) == len(names)  # PuLP and Pyomo need distinct names


def test_centre_side_and_region_cuts_differ_from_the_piece_cuts() -> None:
    inst = partition_puzzle(16, 16, 5)
    rows = {}
    for key, opts in (("piece", {}), ("both", {"cut_side": "both"}), ("region", {"cut_scope": "region"})):
        f = registry.get("galaxies/cuts").make(inst, prune="reach", **opts)
        rows[key] = f.separate(_disconnected_point(f, inst)).count
    assert rows["both"] > rows["piece"] and rows["region"] >= rows["piece"]


def test_galaxy_cuts_come_once_per_galaxy() -> None:
    inst = partition_puzzle(16, 16, 5)
    f = registry.get("galaxies/cuts").make(inst, prune="reach", galaxy_cuts=True)
    bad = _disconnected_point(f, inst)
    first, again = f.separate(bad), f.separate(bad)
    assert first.count > again.count > 0  # the second round adds no neighbour rows again
    assert set(again.index[:, -1].tolist()) == {0}
    assert 2 in set(first.index[:, -1].tolist())


@pytest.mark.parametrize("opts", CUT_VARIANTS)
def test_cut_options_solve_through_the_runner(opts: dict, reference_dir: Path) -> None:
    path = reference_dir / "galaxies" / "puzzle_4.json"
    rec = run(RunSpec.for_file(path, "galaxies/cuts", "ortools", "cpsat", 30.0,
                               {"pairs": True, "deduce": True, **opts}), load(path))
    assert rec.status == RunStatus.SOLVED, rec.message  # judged by the checker
    assert rec.check.valid
