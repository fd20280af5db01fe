"""The baselines that are not MIP and run in process (multi-puzzle-solver, PySAT, clingo):
each answer checked by the independent checker through the runner, their uniqueness modes
against the harness's own certificate, the encodings on tiny hand cases."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import JANKO, need_shared
from hypothesis import given, settings
from strategies import galaxies_instances

from puzzlebench.engine import baselines
from puzzlebench.engine.baselines import BaselineStatus
from puzzlebench.engine.baselines.inprocess import Enumeration, InProcessBaseline
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.engine.run.records import RunRecord, RunStatus
from puzzlebench.engine.run.runner import run
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances import io
from puzzlebench.instances.checker import check
from puzzlebench.instances.io import load_all
from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance
from puzzlebench.models.backends.status import Availability
from puzzlebench.scripts.cli import main

COUNTING = ("multipuzzle", "pysat", "clingo")

AMBIGUOUS = GalaxiesInstance(3, 3, ((1, 3), (3, 3), (5, 3)))
"""Three cell dots down the middle column: three rows, or the middle dot's cross-free
'H' shape with the two others alone (two solutions)."""

SPLIT_ONLY = GalaxiesInstance(1, 5, ((1, 3), (1, 5), (1, 7)))
"""1x5, dots at the centres of cells 1, 2, 3: cells 0 and 4 can only join the middle galaxy,
as a mirror pair cut off from its dot. Symmetric but disconnected: no solution, so only a
connectivity encoding says so."""

EMPTY_3 = TroixInstance(3, 3, ("...", "...", "..."))  # the 12 Latin squares of order 3


def _run(name: str, instance: Instance) -> RunRecord:
    spec = RunSpec(instance="<memory>", instance_id=instance.name or "hand", variant="", options={}, label=name,
                   layer=name, solver=name, time_limit=30.0)
    return run(spec, instance)


@pytest.fixture(params=COUNTING)
def name(request: pytest.FixtureRequest) -> str:
    ok, why, _ = baselines.get(request.param).probe()
    if not ok:
        pytest.skip(why)
    return str(request.param)


@pytest.mark.needs_shared
@pytest.mark.parametrize("puzzle,k", [("galaxies", k) for k in (1, 2, 3, 4)] + [("troix", k) for k in (1, 2, 3, 4)])
def test_reference_puzzles_solve_and_the_checker_accepts(name: str, reference_dir: Path, puzzle: str, k: int) -> None:
    inst = io.load(reference_dir / puzzle / f"puzzle_{k}.json")
    rec = run(RunSpec.for_file(reference_dir / puzzle / f"puzzle_{k}.json", "", name, name, 30.0), inst)
    assert rec.status == RunStatus.SOLVED, rec.message
    assert rec.check is not None and rec.check.valid
    assert rec.solver_version.startswith(baselines.get(name).distribution)


@pytest.fixture(scope="module")
def small_janko() -> list[GalaxiesInstance]:
    """Two 7x7 and one 10x10 janko puzzle (the dataset read once for the module)."""
    good, _ = load_all(need_shared(JANKO))
    return [i for i in good if (i.rows, i.cols) == (7, 7)][:2] + [i for i in good if (i.rows, i.cols) == (10, 10)][:1]


@pytest.mark.needs_shared
def test_small_janko_puzzles(name: str, small_janko: list[GalaxiesInstance]) -> None:
    for inst in small_janko:
        res = baselines.get(name).solve(inst, 30.0)
        assert res.status == BaselineStatus.FOUND and check(inst, res.solution) == [], inst.name
        assert res.solution == inst.solution  # janko puzzles are unique


@pytest.mark.needs_shared
@pytest.mark.parametrize("puzzle,k,verdict", [("galaxies", 1, "unique"), ("troix", 1, "unique"),
                                              ("troix", 4, "multiple")])
def test_uniqueness_mode_on_reference_puzzles(name: str, reference_dir: Path, puzzle: str, k: int, verdict: str) -> None:
    inst = io.load(reference_dir / puzzle / f"puzzle_{k}.json")
    res = baselines.get(name).count_solutions(inst, limit=2, time_limit=60)
    assert res.verdict == verdict, res.summary()
    assert all(check(inst, s) == [] for s in res.solutions)


@pytest.mark.parametrize("inst,limit,verdict,count", [
    (AMBIGUOUS, 5, "multiple", 2),
    (SPLIT_ONLY, 2, "none", 0),
    (EMPTY_3, 20, "multiple", 12),
    (EMPTY_3, 3, "multiple", 3),
    (TroixInstance(3, 3, ("X..", "X..", "...")), 2, "none", 0),
    (GalaxiesInstance(1, 1, ((1, 1),)), 2, "unique", 1),
])
def test_exact_counts_on_hand_cases(name: str, inst: Instance, limit: int, verdict: str, count: int) -> None:
    res = baselines.get(name).count_solutions(inst, limit=limit, time_limit=30)
    assert (res.verdict, res.count) == (verdict, count), res.summary()
    assert len(set(res.solutions)) == count and all(check(inst, s) == [] for s in res.solutions)


def test_no_solution_is_an_infeasible_run(name: str) -> None:
    rec = _run(name, SPLIT_ONLY)
    assert rec.status == RunStatus.INFEASIBLE


@settings(max_examples=25)
@given(galaxies_instances(max_side=4))
def test_counts_agree_with_the_harness_certificate(inst: GalaxiesInstance) -> None:
    want = count_solutions(inst, limit=3, time_limit=30)
    for name in COUNTING:
        if not baselines.get(name).probe().available:
            continue
        got = baselines.get(name).count_solutions(inst, limit=3, time_limit=30)
        assert (got.verdict, set(got.solutions)) == (want.verdict, set(want.solutions)), (name, inst)


@pytest.mark.needs_shared
def test_multipuzzle_troix_swaps_line_counts_on_non_square_grids() -> None:
    """The package as shipped sums each row to R/3 and each column to C/3 (the other way
    round): on a 12x9 Troix it claims no solution, and the runner, holding a known valid
    solution, records that as wrong, not as infeasible."""
    if not baselines.get("multipuzzle").probe().available:
        pytest.skip("multi-puzzle-solver not installed")
    path = Path(__file__).resolve().parents[1] / "instances" / "troix" / "troix-12x9-s1.json"
    rec = run(RunSpec.for_file(path, "", "multipuzzle", "multipuzzle", 30.0), io.load(path))
    assert rec.status == RunStatus.WRONG and "claims no solution" in rec.message
    assert rec.counters.status == "INFEASIBLE" and "cp_status" not in rec.stats  # CP-SAT's word, typed


class _Missing(InProcessBaseline):
    name = "missing"
    puzzles = ("galaxies",)
    modules = ("no_such_tool_here",)
    distribution = "no-such-tool-here"


def test_a_baseline_not_installed_says_so_and_fails_nothing() -> None:
    b = _Missing()
    probed = b.probe()
    assert not probed.available and probed.availability == Availability.NOT_INSTALLED and probed.version == ""
    assert "no-such-tool-here is not installed" in probed.why and "[baselines]" in probed.why
    res = b.solve(GalaxiesInstance(1, 1, ((1, 1),)), 1.0)
    assert res.status == BaselineStatus.ERROR and "not installed" in res.message
    assert b.count_solutions(GalaxiesInstance(1, 1, ((1, 1),))).verdict == "unknown"


class _ClaimsNone(InProcessBaseline):
    name = "claimsnone"
    puzzles = ("galaxies",)
    modules = ("json",)
    distribution = "pytest"

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        return Enumeration(exhausted=True)


def test_a_false_claim_of_no_solution_is_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(baselines.BUILTIN, "claimsnone", "x:y")
    monkeypatch.setitem(baselines._CACHE, "claimsnone", _ClaimsNone())
    solved = GalaxiesInstance(1, 1, ((1, 1),), ((0,),))
    assert _run("claimsnone", solved).status == RunStatus.WRONG
    assert _run("claimsnone", solved.with_solution(None)).status == RunStatus.INFEASIBLE


def test_unsupported_puzzle_is_an_error_not_a_crash() -> None:
    class _GalaxiesOnly(_ClaimsNone):
        puzzles = ("galaxies",)

    res = _GalaxiesOnly().solve(EMPTY_3, 1.0)
    assert res.status == BaselineStatus.ERROR and "galaxies only" in res.message


@pytest.mark.needs_shared
def test_unique_cli_with_a_baseline(reference_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if not baselines.get("pysat").probe().available:
        pytest.skip("python-sat not installed")
    assert main(["unique", str(reference_dir / "galaxies" / "puzzle_1.json"), "--baseline", "pysat"]) == 0
    assert capsys.readouterr().out.strip() == "unique"
    assert main(["unique", str(reference_dir / "troix" / "puzzle_4.json"), "--baseline", "pysat"]) == 1


@pytest.mark.needs_shared
@pytest.mark.parametrize("baseline,says", [("sgt", "no uniqueness mode"), ("nope", "unknown baseline")])
def test_unique_cli_refuses_a_baseline_without_a_mode(reference_dir: Path, capsys: pytest.CaptureFixture[str],
                                                      baseline: str, says: str) -> None:
    assert main(["unique", str(reference_dir / "galaxies" / "puzzle_1.json"), "--baseline", baseline]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0]
