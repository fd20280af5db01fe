"""Child processes that never outlive the harness.

Why: the harness starts children that can run for minutes (solver workers and the solver
binaries they start: CBC through PuLP or Pyomo, glpsol, sgt-galaxies), and CBC on an empty
99x99 Troix ignores its own time limit. Each worker runs in its own process group, so a
limit can kill it with everything it started; but then a signal to the harness's group
(Ctrl-C, SIGTERM from a scheduler, SIGKILL) no longer reaches it. Three pieces close that:

- :func:`die_with_parent` (``PR_SET_PDEATHSIG``): the kernel SIGKILLs the worker when the
  harness dies, however it dies, even while the worker is deep inside a solver's C code
  (a handled signal would wait for that code to return);
- :func:`start_guard`: a worker's first act is to fork a guard, a tiny process outside the
  worker's group that sleeps until the worker dies and then kills what the worker left:
  its process group (the solver binaries, their children) and any process still carrying
  the worker's token in its environment (a grandchild that started its own session), and
  removes the worker's scratch folder (its ``TMPDIR``: the solvers' model and solution
  files). The kernel gives the solver binaries no death signal of their own (PuLP and
  Pyomo start them), so this is what makes them die with the harness;
- :func:`run_capped`, the one way to run a short probe: its own group, killed as a group at
  the limit or when the caller is interrupted, so a hanging binary costs the limit and not more.

Signals to the harness itself (SIGTERM, SIGINT, SIGHUP) are turned into exceptions by
:mod:`puzzlebench.engine.interrupts`, so its cleanup runs; docs/reliability.md has the whole
picture.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path


def import_root() -> Path:
    """The folder that holds the ``puzzlebench`` package (the checkout, or site-packages)."""
    import puzzlebench

    return Path(puzzlebench.__file__).resolve().parents[1]


def python_env() -> dict[str, str]:
    """This process's environment for a child ``python`` that must import this very
    ``puzzlebench`` (its folder first on ``PYTHONPATH``), whatever the child's directory."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(import_root()), env.get("PYTHONPATH", "")]))
    return env


def _set_death_signal(sig: int) -> None:
    """``prctl(PR_SET_PDEATHSIG, sig)``: the kernel sends ``sig`` when the parent (the
    thread that forked this process) ends. Nothing happens where ``prctl`` is missing."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, sig)  # 1: PR_SET_PDEATHSIG


def die_with_parent(parent: int | None) -> None:
    """In a child (at start, or as ``preexec_fn``): SIGKILL me when my parent dies. Where
    ``prctl`` is missing the child relies on its caller's cleanup instead."""
    _set_death_signal(signal.SIGKILL)
    if parent is not None and os.getppid() != parent:  # the parent died before prctl
        os._exit(1)


def dies_with_me() -> Callable[[], None]:
    """A ``preexec_fn`` that ties the child to this process (see :func:`die_with_parent`)."""
    me = os.getpid()
    return lambda: die_with_parent(me)


# ---- the worker's guard ------------------------------------------------------------------
TOKEN_ENV = "PUZZLEBENCH_WORKER_TOKEN"  # set by the harness in a worker's environment; every
# process the worker starts inherits it, which is how the guard finds those that left its group
_GUARD_SIGNAL = signal.SIGUSR1  # the guard's death signal: its worker ended


def start_guard(scratch: str | None = None) -> int:
    """In a worker, first thing (one thread, nothing imported yet): fork the guard that
    cleans up after this worker however it ends, and return its pid.

    The guard leaves the worker's process group (a kill of that group, at a limit, must
    not take the guard with it), closes every descriptor it inherited (a copy of the
    worker's pipes would hide the worker's death from the harness), blocks until the kernel
    tells it the worker ended (``PR_SET_PDEATHSIG`` with a signal it waits for), then calls
    :func:`kill_leftovers` and removes ``scratch``."""
    if not sys.platform.startswith("linux"):  # no prctl, no /proc: the harness's own cleanup only
        return 0
    worker = os.getpid()
    token = os.environ.get(TOKEN_ENV, "")
    pid = os.fork()
    if pid:
        return pid
    try:  # the guard: only plain system calls from here on, and never a return
        os.setpgid(0, 0)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        for name in os.listdir("/proc/self/fd"):
            if int(name) > 2:
                with contextlib.suppress(OSError):  # the listing's own descriptor is gone
                    os.close(int(name))
        signal.pthread_sigmask(signal.SIG_BLOCK, {_GUARD_SIGNAL})
        _set_death_signal(_GUARD_SIGNAL)
        if os.getppid() == worker:  # else the worker is gone already
            signal.sigwait({_GUARD_SIGNAL})
        kill_leftovers(worker, token)
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    finally:
        os._exit(0)


def _marked_with(token: str) -> list[int]:
    """Live processes (other than this one) whose environment holds ``TOKEN_ENV=token``."""
    needle = f"\0{TOKEN_ENV}={token}\0".encode()
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        with contextlib.suppress(OSError), open(f"/proc/{entry.name}/environ", "rb") as fh:  # OSError: gone, not ours
            if needle in b"\0" + fh.read() + b"\0":
                found.append(int(entry.name))
    return found


def kill_leftovers(group: int, token: str) -> None:
    """SIGKILL process group ``group`` and every process carrying ``token`` (see
    :data:`TOKEN_ENV`): all a dead worker may have left running."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)
    if token:
        for pid in _marked_with(token):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)


# ---- groups and probes ---------------------------------------------------------------------
def kill_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL ``proc``'s process group (it leads one: ``start_new_session=True``) and reap it."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(Exception):
        proc.wait(timeout=10)


def run_capped(argv: Sequence[str], timeout: float) -> tuple[int | None, str]:
    """Run a short command (a version probe): ``(exit code, stdout)``; ``(None, "")`` when it
    overstays ``timeout`` seconds (its whole group is killed then, and on any exception,
    Ctrl-C included). ``OSError`` when it cannot start."""
    proc = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, start_new_session=True,
                            preexec_fn=dies_with_me())
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        return None, ""
    except BaseException:
        kill_group(proc)
        raise
    finally:
        if proc.stdout is not None:
            proc.stdout.close()
    return proc.returncode, out.decode("utf-8", "replace")
