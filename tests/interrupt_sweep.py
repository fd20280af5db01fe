"""Ctrl-C at chosen moments of a CLI command, and what came of it (tests/test_interrupt_sweep.py,
benchmarks/bench_interrupt_sweep.py).

Run them with ``-v``: a run whose last line (``puzzlebench CMD: T s, exit N``) was printed had
done its work before the signal came (a signal during Python's own shutdown ends it by the
signal), and counts as finished. A moment is a delay after the command is under way: its first line on stderr (``generate
-v``, ``unique``), or its worker started (``solve``), so the harness's handler is in
place (a Ctrl-C during Python's own start-up ends the process by the signal, the shell's
130, before there is anything to clean up). The signal goes to the command's process group,
as a terminal's Ctrl-C does.
"""

from __future__ import annotations

import enum
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HONOUR_WITHIN = 5.0  # seconds from the signal to the exit
DONE = re.compile(r"^puzzlebench \w[\w-]*: [\d.]+ s, exit \d+$", re.M)  # the CLI's last line with -v


class Outcome(enum.Enum):
    HONOURED = "exit 130 within 5 s, nothing written, no traceback"
    FINISHED = "ended before the signal"
    IGNORED = "still running 5 s after the signal"
    KILLED = "died by the signal (no clean-up)"
    TRACEBACK = "a traceback"
    WRONG_EXIT = "another exit code (a verdict or an error)"
    WROTE = "exit 130, but an output (or a temporary file) was written"  # (generate's empty folder: test_solver_interrupts)


@dataclass(frozen=True)
class Case:
    label: str
    args: tuple[str, ...]  # after ``puzzlebench``; OUT is replaced by the output path
    ready: str  # "stderr": the first stderr line; "worker": two children (guard, worker)


@dataclass(frozen=True)
class Result:
    case: str
    delay: float
    outcome: Outcome
    code: int | None
    seconds: float  # from the signal to the exit
    stderr_tail: str


def _children(pid: int) -> int:
    try:
        return len(Path(f"/proc/{pid}/task/{pid}/children").read_text().split())
    except OSError:
        return 0


def interrupt_at(case: Case, delay: float, work: Path, code_root: Path = ROOT) -> Result:
    """Run ``case`` in ``work`` (the code of ``code_root``), send SIGINT ``delay`` seconds
    after it is ready, classify the end."""
    (work / "out").mkdir(parents=True, exist_ok=True)  # solve wants it; anything in it is a write
    out = work / "out" / "result.json"
    args = [str(out) if a == "OUT" else a for a in case.args]
    env = {**os.environ, "PYTHONPATH": str(code_root)}
    proc = subprocess.Popen([sys.executable, "-m", "puzzlebench.scripts.cli", *args], cwd=work,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)
    lines: list[str] = []
    arrived: list[float] = []
    first = threading.Event()

    def drain() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line)
            arrived.append(time.monotonic())
            first.set()
        first.set()

    printed: list[str] = []

    def drain_stdout() -> None:
        assert proc.stdout is not None
        printed.append(proc.stdout.read())

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    stdout_reader = threading.Thread(target=drain_stdout, daemon=True)
    stdout_reader.start()
    try:
        if case.ready == "stderr":
            first.wait(60)
        else:
            end = time.monotonic() + 60
            while proc.poll() is None and _children(proc.pid) < 2 and time.monotonic() < end:
                time.sleep(0.01)
        time.sleep(delay)
        if proc.poll() is not None:
            proc.wait()
            return Result(case.label, delay, Outcome.FINISHED, proc.returncode, 0.0, "")
        t0 = time.monotonic()
        os.killpg(proc.pid, signal.SIGINT)
        try:  # stderr is the reader thread's alone (``communicate`` would take lines from it)
            proc.wait(timeout=HONOUR_WITHIN)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return Result(case.label, delay, Outcome.IGNORED, None, HONOUR_WITHIN, "".join(lines[-8:]))
        seconds = time.monotonic() - t0
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        reader.join(5)
        stdout_reader.join(5)
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
    err = "".join(lines)
    stdout = "".join(printed)
    code = proc.returncode
    done = [at for line, at in zip(lines, arrived, strict=True) if DONE.match(line)]
    if done and done[0] < t0 + 0.05:  # its work was done: the signal met Python's shutdown
        return Result(case.label, delay, Outcome.FINISHED, code, seconds, "")
    if "Traceback" in err:
        outcome = Outcome.TRACEBACK
    elif code < 0:
        outcome = Outcome.KILLED
    elif code != 130 or stdout.strip():
        outcome = Outcome.WRONG_EXIT
    elif any(not f.name.endswith(".checkpoint") for f in (work / "out").iterdir()):  # the state to resume
        outcome = Outcome.WROTE
    else:
        outcome = Outcome.HONOURED
    return Result(case.label, delay, outcome, code, seconds, "".join(lines[-8:]))


def sweep(cases: Sequence[Case], delays: Sequence[float], work: Path,
          code_root: Path = ROOT) -> list[Result]:
    return [interrupt_at(case, d, work / f"{case.label.replace(' ', '_')}-{k}", code_root)
            for case in cases for k, d in enumerate(delays)]
