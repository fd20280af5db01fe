"""Child processes that never outlive the harness.

Why: the harness starts children that can run for minutes (solver workers, sgt-galaxies
generating a 50x50 "unreasonable" puzzle, its ``--version`` probe). Each runs in its own
process group, so a limit can kill it with everything it started; but then a signal to
the harness's group (Ctrl-C, SIGTERM from a scheduler, SIGKILL) no longer reaches it.
:func:`die_with_parent` closes that gap on Linux (``PR_SET_PDEATHSIG``: the kernel sends
SIGKILL to the child when its parent dies, however it dies), and :func:`run_capped` is
the one way to run a short probe: its own group, killed as a group at the limit or when
the caller is interrupted, so a hanging binary costs the limit and not more.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
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


def die_with_parent(parent: int | None) -> None:
    """In a child (at start, or as ``preexec_fn``): SIGKILL me when my parent dies. Where
    ``prctl`` is missing the child relies on its caller's cleanup instead."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if parent is not None and os.getppid() != parent:  # the parent died before prctl
        os._exit(1)


def dies_with_me() -> Callable[[], None]:
    """A ``preexec_fn`` that ties the child to this process (see :func:`die_with_parent`)."""
    me = os.getpid()
    return lambda: die_with_parent(me)


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
