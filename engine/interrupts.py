"""SIGTERM, SIGHUP and SIGINT as exceptions, so the harness cleans up before it exits.

Why: by default SIGTERM (a scheduler's cancel, ``kill``, Snakemake stopping its jobs) and
SIGHUP (a closed terminal) end a Python process on the spot: no ``finally`` runs, so a
worker and its solver were left to their death signals, and a file half written stayed as
its temporary (a SIGTERM during aggregate left ``.runs.parquet.*.tmp``). Inside
:func:`signals_raise` they raise :class:`Terminated` in the main thread instead (SIGINT
raises ``KeyboardInterrupt``, as Python's own handler does), so the cleanup that already
exists for Ctrl-C runs for them too: the run in progress kills its worker's process group,
an atomic write removes its temporary file, records already written stay. The entry points
(the CLI, the pipeline steps) catch it and exit with ``128 + signal`` (143 for SIGTERM).

A second signal while that cleanup runs is ignored (the cleanup is short, and SIGKILL
still works: the workers' guards clean up after a SIGKILL too).
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType

HANDLED = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived. A ``BaseException``, like ``KeyboardInterrupt``: code that
    catches ``Exception`` to record a failed run must not swallow it."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum

    @property
    def name(self) -> str:
        return signal.Signals(self.signum).name


def exit_code(exc: BaseException) -> int:
    """The exit code for an interrupt: ``128 + signal`` (143 SIGTERM, 129 SIGHUP, 130 SIGINT)."""
    return 128 + (exc.signum if isinstance(exc, Terminated) else signal.SIGINT)


def signal_name(exc: BaseException) -> str:
    return exc.name if isinstance(exc, Terminated) else signal.SIGINT.name


def _ignore(signum: int, frame: FrameType | None) -> None:
    """A signal during the cleanup of the first one: nothing (the cleanup goes on)."""


def _raise(signum: int, frame: FrameType | None) -> None:
    for sig in HANDLED:
        if signal.getsignal(sig) is _raise:
            signal.signal(sig, _ignore)
    if signum == signal.SIGINT:
        raise KeyboardInterrupt
    raise Terminated(signum)


@contextlib.contextmanager
def signals_raise() -> Iterator[None]:
    """Within: SIGTERM and SIGHUP raise :class:`Terminated`, SIGINT ``KeyboardInterrupt``
    (the first signal only; later ones are ignored); a signal set to be ignored stays so.
    The previous handlers come back when the block ends normally; after a signal they stay
    ignored, the process being on its way out. Outside the main thread (where Python cannot
    set handlers) it does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    # a signal set to be ignored stays ignored (``nohup`` ignores SIGHUP; a shell's
    # background job, SIGINT)
    previous = {sig: signal.signal(sig, _raise) for sig in HANDLED
                if signal.getsignal(sig) is not signal.SIG_IGN}
    interrupted = False
    try:
        yield
    except (Terminated, KeyboardInterrupt):
        interrupted = True
        raise
    finally:
        if not interrupted:
            for sig, handler in previous.items():
                signal.signal(sig, signal.SIG_DFL if handler is None else handler)
