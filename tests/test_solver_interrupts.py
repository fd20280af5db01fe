"""Interrupts inside solver calls, in process: CP-SAT and PySAT's CaDiCaL each have a SIGINT
handler of their own, which kept Ctrl-C from the harness (docs/reliability.md, "Interrupts
inside solver calls"); ``generate`` made its output folder before refusing an option."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from puzzlebench.engine.baselines.sat import solve_limited
from puzzlebench.engine.run.interrupts import Terminated, signals_raise
from puzzlebench.models import interruptible
from puzzlebench.scripts import cli

ROOT = Path(__file__).resolve().parents[1]


def _pigeons(n: int = 13):
    """n+1 pigeons in n holes: infeasible, and long for CP-SAT and CaDiCaL alike."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    x = [[m.new_bool_var("") for _ in range(n)] for _ in range(n + 1)]
    for row in x:
        m.add_bool_or(row)
    for j in range(n):
        m.add_at_most_one(x[i][j] for i in range(n + 1))
    return m


def _signal_soon(sig: signal.Signals, after: float = 0.5) -> None:
    """From another process: CaDiCaL holds the GIL while it solves, so a thread of ours
    would not run until it returns."""
    subprocess.Popen(["sh", "-c", f"sleep {after}; kill -{sig.name[3:]} {os.getpid()}"])


@pytest.mark.parametrize("sig, exc", [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, Terminated)])
def test_a_cpsat_solve_is_stopped_and_raises_before_its_status(sig: signal.Signals, exc: type) -> None:
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.symmetry_level = 0
    solver.parameters.max_time_in_seconds = 60
    statuses = []
    t0 = time.monotonic()
    with pytest.raises(exc), signals_raise():
        _signal_soon(sig)
        statuses.append(interruptible.solve_cpsat(solver, _pigeons()))
    assert time.monotonic() - t0 < 10  # stopped, not run to its 60 s
    assert statuses == []  # the UNKNOWN of the stopped search never reached the caller
    assert not interruptible.requested()  # the next block starts clean


def test_cpsat_keeps_python_s_handler() -> None:
    """CP-SAT's own handler reset SIGINT to the default action after each solve (the next
    Ctrl-C killed the process, no clean-up)."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = 0.2
    with signals_raise():
        interruptible.solve_cpsat(solver, _pigeons(6))
        with pytest.raises(KeyboardInterrupt):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(2)


@pytest.mark.parametrize("sig, exc", [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, Terminated)])
def test_a_pysat_solve_raises_the_interrupt_at_the_end_of_its_slice(sig: signal.Signals, exc: type) -> None:
    """Every PySAT call in the package has a conflict budget (a slice); the signal waits for
    its end (about 0.4 s here), then raises: no answer reaches the caller."""
    from pysat.examples.genhard import PHP
    from pysat.solvers import Solver

    answers = []
    t0 = time.monotonic()
    with pytest.raises(exc), signals_raise(), \
            Solver(name="cadical195", bootstrap_with=PHP(12).clauses) as sat:
        _signal_soon(sig, after=0.2)
        for _ in range(100):  # 100 slices of 20,000 conflicts: far longer than the test's bound
            sat.conf_budget(20_000)
            answers.append(solve_limited(sat))
    assert time.monotonic() - t0 < 10
    assert len(answers) < 20  # the slice in progress was the last one


def test_pysat_solves_where_it_installs_no_signal_handler() -> None:
    """PySAT installs its ``longjmp`` SIGINT handler only when ``MainThread.check()`` is true;
    out of the middle of CaDiCaL that hung or aborted the process (docs/reliability.md)."""
    from pysat.solvers import MainThread

    class Probe:
        def solve_limited(self) -> bool:
            return MainThread.check()

    assert MainThread.check()  # the test itself runs in the main thread
    assert solve_limited(Probe()) is False


def test_a_pysat_error_reaches_the_caller() -> None:
    class Failing:
        def solve_limited(self) -> bool:
            raise RuntimeError("something else")

    with pytest.raises(RuntimeError, match="something else"):
        solve_limited(Failing())


def test_stoppable_stops_a_call_that_starts_after_the_signal() -> None:
    stopped = []
    interruptible.stop_all()
    try:
        with interruptible.stoppable(lambda: stopped.append(1)):
            pass
    finally:
        interruptible.reset()
    assert stopped == [1]


@pytest.mark.parametrize("puzzle, extra, out", [
    ("troix", ["--max-galaxy-size", "5"], "new/x.json"),
    ("troix", ["--max-open", "0"], "new/dir"),
    ("galaxies", ["--minimal"], "new/x.json"),
    ("galaxies", ["--min-open", "0.3", "--max-open", "0.1", "--count", "2"], "new/dir"),
    ("troix", [], "new/x.json"),  # 7 rows: not a multiple of 3
])
def test_generate_refuses_an_option_before_making_its_folder(tmp_path: Path, puzzle: str, extra: list[str],
                                                             out: str) -> None:
    rows = "7" if not extra else "6"
    code = cli.main(["generate", puzzle, "--rows", rows, "--cols", "6", *extra, "-o", str(tmp_path / out)])
    assert code == 2
    assert not (tmp_path / "new").exists()


EXEC_OF_A_STRING = """
import os, signal, sys, threading, time
from puzzlebench.engine.run.interrupts import signals_raise
try:
    with signals_raise():
        threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT)).start()
        exec("import time\\nend = time.monotonic() + 0.6\\nwhile time.monotonic() < end: pass")
        time.sleep(5)
except KeyboardInterrupt:
    sys.exit(130)
"""


def test_ctrl_c_inside_code_run_from_a_string_still_exits_130(tmp_path: Path) -> None:
    """CPython 3.11 marks a ``KeyboardInterrupt`` raised inside ``exec`` of a string as
    unhandled even when it is caught, and a program run with ``-m`` (as ``puzzlebench`` is)
    then ends by SIGINT after its clean-up (fastjsonschema compiles its validator so; the
    interrupt sweep met it). The handler sends such a signal again once the string's code
    is done."""
    (tmp_path / "exec_of_a_string.py").write_text(EXEC_OF_A_STRING)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    proc = subprocess.run([sys.executable, "-m", "exec_of_a_string"], cwd=tmp_path, env=env, capture_output=True,
                          timeout=30)
    assert proc.returncode == 130, proc.stderr.decode()[-500:]


def test_a_signal_while_a_call_registers_does_not_deadlock() -> None:
    """The handler runs in the main thread between any two bytecodes, so also while that
    thread holds the calls' lock (registering a solver call) and asks for it again; with a
    plain lock that deadlocked, and a Ctrl-C hung ``generate`` for good (seen once in 40
    random interrupts of a Galaxies generation). In a child process, so a deadlock is a
    timeout here, not a hung suite."""
    code = (
        "import os, signal, sys\n"
        "from puzzlebench.engine.run.interrupts import signals_raise\n"
        "from puzzlebench.models import interruptible\n"
        "try:\n"
        "    with signals_raise():\n"
        "        with interruptible._lock:  # where a call registers itself\n"
        "            os.kill(os.getpid(), signal.SIGINT)\n"
        "            for _ in range(100_000):  # the handler runs here, under the lock\n"
        "                pass\n"
        "except KeyboardInterrupt:\n"
        "    sys.exit(130)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 130, proc.stderr
