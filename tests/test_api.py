"""The public Python API: docs/api.md's examples run as written (a doctest from the
repository root), the API's names resolve lazily, and bad input is one PuzzleInputError."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import puzzlebench as pb
from puzzlebench.instances.errors import PuzzleInputError

ROOT = Path(__file__).resolve().parents[1]
API_DOC = ROOT / "docs" / "api.md"


@pytest.mark.slow
def test_the_api_page_runs_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the examples name files relative to the repository
    result = doctest.testfile(str(API_DOC), module_relative=False, optionflags=doctest.ELLIPSIS,
                              raise_on_error=False, verbose=False)
    assert result.attempted >= 20, result  # the page's examples were found, not skipped
    assert result.failed == 0, result


def test_every_name_of_the_api_resolves_and_is_documented() -> None:
    text = API_DOC.read_text()
    assert sorted(pb.__all__) == sorted(pb._API)  # the lazy table and the names agree
    for name in pb.__all__:
        assert getattr(pb, name) is not None
    for call in ("load_instance", "variants", "solvers", "build_model", "export_model", "run",
                 "read_results", "check"):
        assert f"`{call}(" in text, f"{call} is not in docs/api.md's table"
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        pb.nothing  # noqa: B018


def test_importing_the_package_imports_nothing_heavy() -> None:
    """A worker or a CLI command imports ``puzzlebench.instances``; the API's names (and
    pandas, the solver layers) load only when asked for."""
    code = ("import sys, puzzlebench, puzzlebench.instances.checker; "
            "print(sorted(m for m in ('pandas', 'puzzlebench.api', 'puzzlebench.engine', 'ortools', 'pulp') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize(("call", "message"), [
    (lambda i: pb.run(i, "galaxies/flow", "ortools", "cpsat"), "is for galaxies"),
    (lambda i: pb.run(i, "troix/nothing", "ortools", "cpsat"), "unknown variant"),
    (lambda i: pb.run(i, "troix/onehot", "ortools", "nosolver"), "nosolver"),
    (lambda i: pb.run(i, "troix/onehot", "ortools", "cpsat", solver_options={"no_such_param": 1}), "no_such_param"),
    (lambda i: pb.build_model(i, "troix/onehot", deduce="maybe"), "deduce"),
    (lambda i: pb.export_model(i, "troix/onehot", "model.txt"), ".mps or .lp"),
    (lambda i: pb.read_results("/nonexistent/results"), "no such results folder"),
])
def test_bad_input_is_one_line(call, message: str) -> None:
    inst = pb.load_instance(ROOT / "instances" / "troix" / "troix-6x6-s1.json")
    with pytest.raises(PuzzleInputError, match=message) as info:
        call(inst)
    assert "\n" not in str(info.value)


@pytest.mark.slow
def test_run_in_process_gives_the_same_answer_as_isolated(tmp_path: Path) -> None:
    inst = pb.load_instance(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json")
    here = pb.run(inst, "galaxies/cuts", "ortools", "cpsat", time_limit=20, isolated=False)
    away = pb.run(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json", "galaxies/cuts",
                  "ortools", "cpsat", time_limit=20, record=tmp_path / "r.json")
    assert here.status == away.status == pb.RunStatus.SOLVED
    assert here.solution == away.solution == [list(r) for r in inst.solution]
    assert pb.read_results(tmp_path / "r.json").loc[0, "run_id"] == away.run_id
