"""Child processes that never outlive the harness.

Why: the harness starts children that can run for minutes (solver workers and the solver
binaries they start: CBC through PuLP or Pyomo, glpsol, sgt-galaxies), and CBC on an empty
99x99 Troix ignores its own time limit. Each worker runs in its own process group, so a
limit can kill it with everything it started; but then a signal to the harness's group
(Ctrl-C, SIGTERM from a scheduler, SIGKILL) no longer reaches it. These close that gap:

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
- :func:`guard_harness`: an entry point (the command line, a pipeline step) does the same
  for itself, with a token and no group (its group is the caller's): a binary a layer
  starts in the entry point's own process (``unique`` with PuLP's CBC) dies with it too;
- :func:`run_capped`, the one way to run a short probe: its own group, killed as a group at
  the limit or when the caller is interrupted, so a hanging binary costs the limit and not more.

Signals to the harness itself (SIGTERM, SIGINT, SIGHUP) are turned into exceptions by
:mod:`puzzlebench.engine.run.interrupts`, so its cleanup runs; docs/reliability.md has the whole
picture.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path


def import_root() -> Path:
    """The folder that holds the ``puzzlebench`` package (the checkout, or site-packages):
    this file is ``puzzlebench/engine/run/children.py`` under it."""
    return Path(__file__).resolve().parents[3]


def python_env() -> dict[str, str]:
    """This process's environment for a child ``python`` that must import this very
    ``puzzlebench`` (its folder first on ``PYTHONPATH``), whatever the child's directory."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(import_root()), env.get("PYTHONPATH", "")]))
    return env


def _prctl() -> Callable[..., int] | None:
    """libc's ``prctl``, None where there is none."""
    try:
        import ctypes

        prctl: Callable[..., int] = ctypes.CDLL(None, use_errno=True).prctl
        return prctl
    except Exception:
        return None


def _set_death_signal(sig: int, prctl: Callable[..., int] | None = None) -> None:
    """``prctl(PR_SET_PDEATHSIG, sig)``: the kernel sends ``sig`` when the parent (the
    thread that forked this process) ends. Nothing happens where ``prctl`` is missing.
    ``prctl`` found before a fork spares the child a ``dlopen``."""
    prctl = prctl or _prctl()
    if prctl is not None:
        with contextlib.suppress(Exception):
            prctl(1, sig)  # 1: PR_SET_PDEATHSIG


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


# ---- guards --------------------------------------------------------------------------------
TOKEN_ENV = "PUZZLEBENCH_WORKER_TOKEN"  # set by the harness in a worker's environment
HARNESS_TOKEN_ENV = "PUZZLEBENCH_HARNESS_TOKEN"  # set by an entry point in its own (guard_harness)
# every process started below inherits the tokens, which is how a guard finds those that
# left the group (or were never in one of ours)
_GUARD_SIGNAL = signal.SIGUSR1  # a guard's death signal: the process it guards ended
GUARD_NAME = "pb-guard"  # a guard's process name: guards spare each other (a worker's guard,
# carrying the entry point's token too, must outlive the worker to clean up after it)
_harness_guarded = False


def start_guard(token_env: str, *, group: bool = False, scratch: str | None = None) -> int:
    """Fork the guard of this process (as early as possible) and return its pid: when this
    process ends, however it ends, the guard calls :func:`kill_leftovers` (this process's
    group, when ``group``: a worker leads its own; and every process whose environment
    holds this process's token, ``os.environ[token_env]``), then removes ``scratch``.

    The guard leaves the process group (a kill of the group, at a limit, must not take the
    guard with it), closes every descriptor it inherited (a copy of a pipe would hide this
    process's death from whoever reads it), and blocks until the kernel tells it this
    process ended (``PR_SET_PDEATHSIG`` with a signal it waits for)."""
    if not sys.platform.startswith("linux"):  # no prctl, no /proc: the harness's own cleanup only
        return 0
    guarded = os.getpid()
    token = os.environ.get(token_env, "")
    prctl = _prctl()  # before the fork: a step may have threads (numpy's), and the child then
    pid = os.fork()  # makes plain system calls only
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
        if prctl is not None:
            with contextlib.suppress(Exception):
                prctl(15, GUARD_NAME.encode())  # 15: PR_SET_NAME
        _set_death_signal(_GUARD_SIGNAL, prctl)
        if os.getppid() == guarded:  # else it is gone already
            signal.sigwait({_GUARD_SIGNAL})
        kill_leftovers(guarded if group else None, token_env, token)
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    finally:
        os._exit(0)


def guard_harness() -> None:
    """In an entry point (the command line, a pipeline step), first thing: give every
    process started from here on this process's token, and start the guard that kills them
    all when this process ends, however it ends (a solver binary that a layer starts in
    this very process, as ``unique`` with PuLP's CBC does, has no death signal of its own).
    Once per process."""
    global _harness_guarded
    if _harness_guarded:
        return
    _harness_guarded = True
    os.environ[HARNESS_TOKEN_ENV] = uuid.uuid4().hex
    start_guard(HARNESS_TOKEN_ENV)


def _marked_with(token_env: str, token: str) -> list[int]:
    """Live processes (other than this one and the guards) whose environment holds
    ``token_env=token``."""
    needle = f"\0{token_env}={token}\0".encode()
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        with contextlib.suppress(OSError):  # gone, or not ours to read
            with open(f"/proc/{entry.name}/environ", "rb") as fh:
                if needle not in b"\0" + fh.read() + b"\0":
                    continue
            with open(f"/proc/{entry.name}/comm", "rb") as fh:
                if fh.read().strip() != GUARD_NAME.encode():
                    found.append(int(entry.name))
    return found


def kill_leftovers(group: int | None, token_env: str, token: str) -> None:
    """SIGKILL process group ``group`` (if given) and every process carrying ``token`` in
    ``token_env``: all a dead worker or entry point may have left running."""
    if group is not None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(group, signal.SIGKILL)
    if token:
        for pid in _marked_with(token_env, token):
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
