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
    for call in ("load_instance", "load_all", "generate", "variants", "solvers", "build_model", "export_model",
                 "run", "Session", "read_results", "check"):
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


# ---- one style for options, load_all and generate, the session ----------------------------
SMALL = ROOT / "instances" / "troix" / "troix-6x6-s1.json"


def test_the_old_options_mapping_still_runs_with_a_deprecation_warning() -> None:
    inst = pb.load_instance(SMALL)
    with pytest.warns(DeprecationWarning, match="as keywords"):
        old = pb.run(inst, "troix/onehot", "ortools", "cpsat", options={"deduce": True}, isolated=False)
    new = pb.run(inst, "troix/onehot", "ortools", "cpsat", deduce=True, isolated=False)
    assert old.options == new.options and old.options["deduce"] is True
    with pytest.warns(DeprecationWarning), pytest.raises(PuzzleInputError, match="not both"):
        pb.run(inst, "troix/onehot", "ortools", "cpsat", options={"deduce": True}, objective="none")
    with pytest.raises(PuzzleInputError, match="no option"):  # a keyword the variant has not
        pb.run(inst, "troix/onehot", "ortools", "cpsat", prune="reach", isolated=False)


def test_load_all_and_generate_are_the_librarys_own() -> None:
    from puzzlebench.instances.io import load_all

    good, bad = pb.load_all(SMALL)
    assert good == load_all(SMALL)[0] and len(good) == 1 and bad == []
    one = pb.generate("galaxies", 7, 7, seed=3)
    assert one == pb.generate("galaxies", 7, 7, seed=3)  # seeded
    assert one.puzzle == "galaxies" and (one.rows, one.cols) == (7, 7)
    assert one.source["uniqueness"]["verdict"] == "unique"
    assert pb.check(one, one.solution) == []
    with pytest.raises(PuzzleInputError, match=r"no option\(s\) \['minimal'\]"):
        pb.generate("galaxies", 7, 7, minimal=True)
    with pytest.raises(PuzzleInputError, match="puzzle must be one of"):
        pb.generate("sudoku", 7, 7)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, reaped by nobody yet, counts as gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_a_session_keeps_one_worker_per_layer_and_ends_it() -> None:
    inst = pb.load_instance(SMALL)
    with pb.Session() as s:
        a = s.run(inst, "troix/onehot", "ortools", "cpsat", time_limit=20)
        pids = s.worker_pids()
        b = s.run(SMALL, "troix/onehot", "ortools", "cpsat", time_limit=20, deduce=True)
        assert s.worker_pids() == pids and len(pids) == 1 and _alive(pids[0])
        with pytest.raises(PuzzleInputError, match="unknown variant"):  # checked before any worker
            s.run(inst, "troix/nothing", "ortools", "cpsat")
        assert s.worker_pids() == pids
    assert a.status == b.status == pb.RunStatus.SOLVED and b.options["deduce"] is True
    assert not _alive(pids[0])
    with pytest.raises(PuzzleInputError, match="session is closed"):
        s.run(inst, "troix/onehot", "ortools", "cpsat")


CTRL_C = """
import sys, time
import puzzlebench as pb
with pb.Session() as s:
    s.run(sys.argv[1], "troix/onehot", "ortools", "cpsat", time_limit=20)
    print(*s.worker_pids(), flush=True)
    s.run(sys.argv[2], "galaxies/flow", "ortools", "cpsat", time_limit=60)  # over a minute: interrupted
"""


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_ctrl_c_inside_a_session_leaves_no_worker(tmp_path: Path) -> None:
    import signal
    import time

    big = ROOT / "instances" / "large" / "galaxies" / "galaxies-60x60-s1-open34.json"  # flow: no answer in 60 s
    proc = subprocess.Popen([sys.executable, "-c", CTRL_C, str(SMALL), str(big)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert proc.stdout is not None
        pids = [int(p) for p in proc.stdout.readline().split()]
        assert pids, proc.stderr.read() if proc.stderr else ""
        time.sleep(2.0)  # the long run is under way (its worker formulating or solving)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode != 0 and "KeyboardInterrupt" in err
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(p) for p in pids)
