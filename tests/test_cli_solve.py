"""``puzzlebench solve`` and ``puzzlebench solvers`` as a user runs them (subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    e = dict(os.environ, PYTHONPATH=str(ROOT), **(env or {}))
    return subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", *args], capture_output=True, text=True,
                          timeout=300, cwd=str(ROOT), env=e)


@pytest.mark.slow
def test_solve_writes_a_checked_record(reference_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "run.json"
    res = cli("solve", str(reference_dir / "galaxies/puzzle_2.json"), "--variant", "galaxies/flow",
              "--prune", "reach", "--pairs", "--layer", "ortools", "--solver", "cpsat", "--time-limit", "20",
              "--threads", "1", "--seed", "0", "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("solved: puzzle_2 galaxies/flow ortools/cpsat")
    assert len(res.stdout.strip().splitlines()) == 1
    rec = json.loads(out.read_text())
    assert rec["status"] == "solved" and rec["check"]["valid"]
    assert rec["options"] == {"prune": "reach", "pairs": True, "deduce": False}
    assert rec["time_limit"] == 20 and rec["seed"] == 0


@pytest.mark.slow
def test_solve_cut_variant_reports_cuts(reference_dir: Path, tmp_path: Path) -> None:
    res = cli("solve", str(reference_dir / "galaxies/puzzle_4.json"), "--variant", "galaxies/cuts",
              "--layer", "pulp", "--solver", "cbc", "--time-limit", "30", "-o", str(tmp_path / "r.json"))
    assert res.returncode == 0, res.stderr
    assert "cuts" in res.stdout and res.stdout.startswith("solved:")


@pytest.mark.slow
def test_solve_sgt(reference_dir: Path, tmp_path: Path) -> None:
    res = cli("solve", str(reference_dir / "galaxies/puzzle_1.json"), "--layer", "sgt", "--solver", "sgt",
              "--time-limit", "10", "-o", str(tmp_path / "r.json"))
    assert res.returncode == 0, res.stderr
    rec = json.loads((tmp_path / "r.json").read_text())
    assert rec["status"] == "solved" and rec["size"] is None
    assert rec["variant"] == "" and rec["label"] == "sgt"  # a baseline, not a variant


@pytest.mark.slow
def test_solve_kills_a_hung_solver(reference_dir: Path, tmp_path: Path) -> None:
    fakes = str(ROOT / "tests" / "test_runner_batch.py")
    res = cli("solve", str(reference_dir / "troix/puzzle_1.json"), "--variant", "troix/onehot", "--layer", "fake",
              "--solver", "sleep", "--time-limit", "0.5", "--grace", "1", "-o", str(tmp_path / "r.json"),
              env={"PUZZLEBENCH_EXTRA_BACKENDS": fakes})
    assert res.returncode == 3, res.stderr  # timeout
    assert res.stdout.startswith("timeout:") and "killed from outside" in res.stdout


@pytest.mark.slow
@pytest.mark.parametrize(("solver", "status", "code"), [("liar", "wrong", 1), ("abort", "error", 5)])
def test_solve_exit_code_says_how_the_run_went(reference_dir: Path, tmp_path: Path, solver: str, status: str,
                                               code: int) -> None:
    fakes = str(ROOT / "tests" / "test_runner_batch.py")
    res = cli("solve", str(reference_dir / "troix/puzzle_1.json"), "--variant", "troix/onehot", "--layer", "fake",
              "--solver", solver, "--time-limit", "5", "-o", str(tmp_path / "r.json"),
              env={"PUZZLEBENCH_EXTRA_BACKENDS": fakes})
    assert (res.returncode, res.stdout.split(":")[0]) == (code, status), res.stderr
    assert json.loads((tmp_path / "r.json").read_text())["status"] == status  # the record is written too


@pytest.mark.slow
def test_solve_infeasible_exits_4(tmp_path: Path) -> None:
    puzzle = tmp_path / "inf.json"  # X on (0,0) and (1,1) force row 2's X onto (2,2), which holds O
    puzzle.write_text('{"format": "puzzlebench/1", "puzzle": "troix", "rows": 3, "cols": 3, '
                      '"givens": ["X..", ".X.", "..O"]}')
    res = cli("solve", str(puzzle), "--variant", "troix/onehot", "--layer", "ortools", "--solver", "cpsat")
    assert res.returncode == 4 and res.stdout.startswith("infeasible:"), res.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--variant", "troix/onehot", "--layer", "ortools", "--solver", "cpsat"], "is for troix"),
    (["--variant", "galaxies/nope", "--layer", "ortools", "--solver", "cpsat"], "unknown variant"),
    (["--variant", "galaxies/flow", "--layer", "ortools", "--solver", "nope"], "unknown solver ortools/nope"),
    (["--variant", "galaxies/flow", "--path-cap", "5", "--layer", "ortools", "--solver", "cpsat"], "no option"),
    (["--variant", "galaxies/flow", "--layer", "ortools", "--solver", "cpsat", "--time-limit", "0"], "must be > 0"),
    (["--layer", "ortools", "--solver", "cpsat"], "ortools/cpsat needs a variant"),
])
def test_solve_bad_input_is_one_line_exit_2(reference_dir: Path, args: list[str], message: str) -> None:
    res = cli("solve", str(reference_dir / "galaxies/puzzle_1.json"), *args)
    assert res.returncode == 2
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1 and "Traceback" not in res.stderr


def test_solve_missing_file_is_exit_2(tmp_path: Path) -> None:
    res = cli("solve", str(tmp_path / "nope.json"), "--variant", "galaxies/flow", "--layer", "ortools",
              "--solver", "cpsat")
    assert res.returncode == 2 and "Traceback" not in res.stderr


@pytest.mark.slow
def test_solvers_lists_the_six_required_as_available() -> None:
    res = cli("solvers", "--json")
    assert res.returncode == 0, res.stderr
    rows = json.loads(res.stdout)
    available = {r["solver"] for r in rows if r["available"]}
    assert {"cbc", "highs", "scip", "cpsat", "glpk", "sgt"} <= available
    for r in rows:
        assert r["available"] or r["why"]
        assert not r["available"] or r["version"]
    table = cli("solvers")
    assert table.returncode == 0 and "why not" in table.stdout and "gurobi" in table.stdout


@pytest.mark.slow
def test_solve_accepts_a_path_relative_to_the_callers_directory(tmp_path: Path) -> None:
    """The worker runs in the repository root; a relative instance path must still load."""
    (tmp_path / "cnc.sgt").write_text("3x3:cnc\n")
    e = dict(os.environ, PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "solve", "cnc.sgt", "--variant",
                          "galaxies/flow", "--layer", "ortools", "--solver", "cpsat", "-o", "run.json"],
                         capture_output=True, text=True, timeout=300, cwd=str(tmp_path), env=e)
    assert res.returncode == 0, res.stderr + res.stdout
    assert json.loads((tmp_path / "run.json").read_text())["status"] == "solved"
