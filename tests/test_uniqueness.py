"""Uniqueness certificates: the reference acceptance, exact counts on tiny puzzles, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances import io
from puzzlebench.instances.checker import check
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance
from puzzlebench.scripts.cli import main

EMPTY_3 = ("...", "...", "...")


@pytest.mark.needs_shared
@pytest.mark.parametrize("puzzle,k,expected", [
    ("troix", 1, "unique"), ("troix", 2, "unique"), ("troix", 3, "unique"),
    ("troix", 4, "multiple"),
    ("galaxies", 1, "unique"), ("galaxies", 2, "unique"), ("galaxies", 3, "unique"),
    ("galaxies", 4, "unique"),
])
def test_reference_instances(reference_dir: Path, puzzle: str, k: int, expected: str):
    inst = io.load(reference_dir / puzzle / f"puzzle_{k}.json")
    res = count_solutions(inst, limit=2, time_limit=60)
    assert res.verdict == expected, res.summary()
    for sol in res.solutions:
        assert check(inst, sol) == []
    if expected == "multiple":
        assert res.count == 2 and res.solutions[0] != res.solutions[1]


def test_exact_count_of_an_empty_3x3_troix():
    # every row and column a permutation of XOI: the 12 Latin squares of order 3
    res = count_solutions(TroixInstance(3, 3, EMPTY_3), limit=20, time_limit=60)
    assert res.verdict == "multiple" and res.count == 12
    assert len(set(res.solutions)) == 12


def test_limit_stops_counting():
    res = count_solutions(TroixInstance(3, 3, EMPTY_3), limit=3, time_limit=60)
    assert res.verdict == "multiple" and res.count == 3 and res.summary() == "3 solutions"


def test_no_solution():
    # two X given in one column of a 3x3: the column would need X once
    res = count_solutions(TroixInstance(3, 3, ("X..", "X..", "...")), time_limit=60)
    assert res.verdict == "none" and res.summary() == "no solution"


def test_the_route_names_the_solver_options_it_ran_with():
    # the Troix certificate runs CP-SAT without its LP relaxation, and says so; a caller's
    # own options go on top and are named too; another solver gets none of CP-SAT's
    inst = TroixInstance(3, 3, ("XOI", "OI.", "..."))
    assert count_solutions(inst, time_limit=60).route == \
        "troix/onehot + no-good rows, ortools/cpsat(linearization_level=0)"
    mine = count_solutions(inst, time_limit=60, solver_options={"linearization_level": 2, "symmetry_level": 0})
    assert mine.verdict == "unique"
    assert mine.route.endswith("ortools/cpsat(linearization_level=2, symmetry_level=0)")
    assert count_solutions(inst, time_limit=60, solver="highs", layer="native").route == \
        "troix/onehot + no-good rows, native/highs"


def test_stored_solution_is_ignored():
    inst = TroixInstance(3, 3, ("XOI", "OI.", "..."), ("XOI", "OIX", "IXO"))
    res = count_solutions(inst, time_limit=60)
    assert res.verdict == "unique" and res.solutions == [inst.solution]


def test_galaxies_verdicts():
    # two dots at opposite corners of a 2x2 cannot cover the other two cells symmetrically
    assert count_solutions(GalaxiesInstance(2, 2, ((1, 1), (3, 3))), time_limit=60).verdict == "none"
    # 1x4 with dots on the middle edges of both halves: two dominoes, nothing else
    assert count_solutions(GalaxiesInstance(1, 4, ((1, 2), (1, 6))), time_limit=60).verdict == "unique"
    # 3x3 with dots at the centres of the middle column: found by a search over small
    # grids; every solution the solver returns is checked here too
    inst = GalaxiesInstance(3, 3, ((1, 3), (3, 3), (5, 3)))
    res = count_solutions(inst, limit=5, time_limit=60)
    assert res.verdict == "multiple" and res.count == 2
    assert all(check(inst, sol) == [] for sol in res.solutions)


@pytest.mark.needs_shared
def test_cli_unique_and_second_solution(reference_dir: Path, tmp_path: Path, capsys):
    second = tmp_path / "second.json"
    rc = main(["unique", str(reference_dir / "troix" / "puzzle_4.json"), "--write-second", str(second)])
    out = capsys.readouterr().out
    assert rc == 1 and out.startswith("2 solutions")
    other = canonical.loads(second.read_text())
    puzzle = io.load(reference_dir / "troix" / "puzzle_4.json")
    assert other.givens == puzzle.givens and check(other) == []


@pytest.mark.needs_shared
def test_cli_json(reference_dir: Path, capsys):
    rc = main(["unique", str(reference_dir / "galaxies" / "puzzle_1.json"), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert rc == 0 and data["verdict"] == "unique" and data["solutions_found"] == 1
    assert "cpsat" in data["route"]


def test_cli_unknown_on_tiny_time_limit(tmp_path: Path, capsys):
    p = tmp_path / "t.json"
    p.write_text(canonical.dumps(TroixInstance(3, 3, EMPTY_3)))
    rc = main(["unique", str(p), "--time-limit", "1e-9"])
    assert rc == 3 and capsys.readouterr().out.startswith("unknown")


@pytest.mark.parametrize("argv", [
    ["unique", "/nonexistent/puzzle.json"],
    ["unique", "PLACEHOLDER", "--limit", "0"],
    ["unique", "PLACEHOLDER", "--time-limit", "-1"],
    ["unique", "PLACEHOLDER", "--solver", "nosuch"],
])
def test_cli_bad_input_exit_2(tmp_path: Path, capsys, argv):
    p = tmp_path / "t.json"
    p.write_text(canonical.dumps(TroixInstance(3, 3, EMPTY_3)))
    argv = [str(p) if a == "PLACEHOLDER" else a for a in argv]
    try:
        code = main(argv)
    except SystemExit as exc:  # an out-of-range number is a usage error (puzzlebench/instances/limits.py)
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("puzzlebench") and "error:" in err and len(err.strip().splitlines()) == 1
