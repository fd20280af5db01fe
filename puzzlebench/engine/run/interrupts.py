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
still works: the workers' guards clean up after a SIGKILL too). A main thread that cannot
start its cleanup within :data:`STUCK_GRACE` seconds (inside a long C call) exits without it.

Solver calls with their own SIGINT handler (CP-SAT, PySAT's CaDiCaL) would keep a Ctrl-C from
Python: CP-SAT solves without it and the watcher thread stops them
(:mod:`puzzlebench.models.interruptible`); PySAT's handler raises an error of its own, which
its callers turn into the interrupt with :func:`interrupted` (docs/reliability.md,
"Interrupts inside solver calls").
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import NoReturn

from puzzlebench.models import interruptible

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


STUCK_GRACE = 5.0  # seconds the main thread has to start its cleanup before the process just exits


def _ignore(signum: int, frame: FrameType | None) -> None:
    """A signal during the cleanup of the first one: nothing (the cleanup goes on)."""


def _watch(wakeup: int, started: threading.Event) -> None:
    """The fallback when the main thread cannot run its handler: Python runs handlers only
    between bytecodes, so inside a long C call (CP-SAT's solve in ``generate`` or ``unique``
    held a SIGTERM for its whole 15 s limit) nothing would happen. The C-level handler
    writes the signal's number to ``wakeup`` at once; if the Python handler has not started
    :data:`STUCK_GRACE` seconds later, exit with ``128 + signal`` without the cleanup (as the
    default action would have; a worker still dies with its parent, its guard cleans up)."""
    data = os.read(wakeup, 1)
    if data:
        interruptible.stop_all()  # a CP-SAT solve returns, so the main thread can run its handler
    if data and not started.wait(STUCK_GRACE):
        with contextlib.suppress(OSError):
            os.write(2, f"terminated by {signal.Signals(data[0]).name} in the middle of a long call: "
                        "exiting without cleanup\n".encode())
        os._exit(128 + data[0])
    os.close(wakeup)


RETRY_AFTER = 0.02  # seconds: a signal that came at an unsafe spot is sent again after this


def _unsafe_spot(frame: FrameType | None, block: FrameType | None) -> bool:
    """Would an exception raised at ``frame`` end the process by SIGINT after its clean-up?
    It would where it has to leave one of two kinds of call on its way to ``block`` (the
    frame of the ``with signals_raise()``, which catches it): an import, where an exception
    raised while a compiled module initialises comes out as ``ImportError: initialization
    failed`` (a solve that imported its solver's module then reported an error, read as a
    verdict) and made CPython end the process by SIGINT; and code run by ``exec`` or
    ``eval`` of a string (fastjsonschema compiles its validators so; dataclasses and
    namedtuple make their methods so), out of which CPython 3.11 marks a
    ``KeyboardInterrupt`` as unhandled even when it is caught later, and a program run with
    ``-m`` then ends by SIGINT instead of its exit code. Only the frames above ``block``
    count: a whole program run from a string (``python -c``, a pytest-xdist worker) catches
    the exception inside it. Both are short: the signal is sent again a moment later
    (:data:`RETRY_AFTER`) until it comes outside them."""
    while frame is not None and frame is not block:
        name = frame.f_code.co_filename
        if name.startswith("<frozen importlib") or name == "<string>":
            return True
        frame = frame.f_back
    return False


_deliver: list[Callable[[int], None]] = []  # the active block's handler (at most one)


def _raise(signum: int) -> NoReturn:
    raise KeyboardInterrupt if signum == signal.SIGINT else Terminated(signum)


def interrupted(signum: int = signal.SIGINT) -> NoReturn:
    """A solver's own handler caught ``signum`` (PySAT raises ``Caught keyboard interrupt``):
    raise it as the harness's handler would have (inside :func:`signals_raise`: later
    signals are ignored while the cleanup runs)."""
    if _deliver:
        _deliver[-1](signum)
    _raise(signum)


@contextlib.contextmanager
def signals_raise() -> Iterator[None]:
    """Within: SIGTERM and SIGHUP raise :class:`Terminated`, SIGINT ``KeyboardInterrupt``
    (the first signal only; later ones are ignored); a signal set to be ignored stays so.
    The previous handlers come back when the block ends normally; after a signal they stay
    ignored, the process being on its way out. Outside the main thread (where Python cannot
    set handlers) it does nothing. A main thread stuck in a long C call: see :func:`_watch`."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    started = threading.Event()
    block = sys._getframe(2)  # the with statement's (1 is contextlib's __enter__)

    def taken() -> None:
        """The first signal is being handled: later ones are ignored."""
        started.set()
        for sig in previous:
            signal.signal(sig, _ignore)

    def deliver(signum: int) -> None:
        taken()
        _raise(signum)

    def on_signal(signum: int, frame: FrameType | None) -> None:
        if _unsafe_spot(frame, block):  # raised later, outside it
            threading.Timer(RETRY_AFTER, os.kill, (os.getpid(), signum)).start()
            return
        taken()
        if not interruptible.defer(lambda: _raise(signum)):  # in a solver call: raised at its end
            _raise(signum)

    # a signal set to be ignored stays ignored (``nohup`` ignores SIGHUP; a shell's
    # background job, SIGINT)
    previous = {sig: signal.signal(sig, on_signal) for sig in HANDLED
                if signal.getsignal(sig) is not signal.SIG_IGN}
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    old_wakeup = signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
    threading.Thread(target=_watch, args=(read_end, started), name="signal-watch", daemon=True).start()
    _deliver.append(deliver)
    try:
        yield
    finally:
        _deliver.remove(deliver)
        interruptible.reset()
        if not started.is_set():
            for sig, handler in previous.items():
                signal.signal(sig, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(old_wakeup)
        os.close(write_end)  # the watcher reads the end and stops
