"""What every pipeline step shares: its log, and one line for a user's mistake.

The scripts beside this one are the pipeline's steps, each run by a rule's ``shell:``
command as ``python workflow/steps/<rule>.py <rule> '<job>' <log>`` (:mod:`job`: the job's
input, output, params, log and wildcards, as Snakemake's ``script:`` directive handed them,
without importing Snakemake). Each is a thin call into the library::

    def main(job): ...           # read job.input/params, call the library, write job.output
    run_job(main)                # the job from the command line

:func:`run` sends the step's stderr, and its children's, into the job's log file (``echo``:
also to the terminal, as the solve step's progress lines are), and its stdout into the log
alone (a solver's banner, such as HiGHS's on every strength job, is no product of a step). A mistake in the experiment
or its inputs (:func:`user_errors`: a bad set spec, a file that fails its sha256, a plan
with two runs on one record), and a full or read-only disk (``OSError``, naming the path),
end the job with one line, ``<step> <wildcards>: error: ...``, on the terminal and in the
log, and exit code 2; anything else is a bug and keeps its traceback (in the log).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

# the repository this step is part of, where ``puzzlebench`` is found (appended, as the
# ``script:`` directive's preamble appended the workflow's folder)
sys.path.append(str(Path(__file__).resolve().parents[2]))

from job import read_job  # noqa: E402  (beside this file)

from puzzlebench.engine.run.children import guard_harness  # noqa: E402
from puzzlebench.engine.run.interrupts import Terminated, exit_code, signal_name, signals_raise  # noqa: E402
from puzzlebench.instances.errors import PuzzleInputError, os_error_line  # noqa: E402
from puzzlebench.instances.files import remove_stale_temporaries  # noqa: E402

PLAN_MODULE = "puzzlebench.engine.experiment.plan"


def user_errors() -> tuple[type[BaseException], ...]:
    """The exceptions that are the user's mistake: :class:`PuzzleInputError`, and the plan's
    ``PlanError`` once its module is loaded (an error of a class never imported cannot be
    raised). Importing the plan's module for this clause alone cost every step ~0.1 s of
    CPU (the experiment file's reader, yaml, the instance formats)."""
    plan = sys.modules.get(PLAN_MODULE)
    return (PuzzleInputError, *((plan.PlanError,) if plan is not None else ()))


def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data):]


@contextlib.contextmanager
def stderr_to(log: str | os.PathLike[str], *, echo: bool = False) -> Iterator[int]:
    """File descriptor 2 of this process (inherited by its children) into ``log``; with
    ``echo``, copied to the terminal as well (``2> >(tee log >&2)`` without bash). Yields a
    descriptor of the original stderr."""
    Path(log).parent.mkdir(parents=True, exist_ok=True)
    sys.stderr.flush()
    terminal = os.dup(2)
    log_fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    sys.stdout.flush()
    stdout = os.dup(1)
    os.dup2(log_fd, 1)  # stdout (a solver's banner) into the log only
    pump = None
    if echo:
        read_end, write_end = os.pipe()
        os.dup2(write_end, 2)
        os.close(write_end)

        def copy() -> None:
            logging = True
            while chunk := os.read(read_end, 1 << 16):
                _write_all(terminal, chunk)
                if logging:
                    try:
                        _write_all(log_fd, chunk)
                    except OSError:  # the log's disk is full: the terminal still gets every line
                        logging = False
            os.close(read_end)

        pump = threading.Thread(target=copy, name="stderr-tee", daemon=True)
        pump.start()
    else:
        os.dup2(log_fd, 2)
    try:
        yield terminal
    finally:
        sys.stderr.flush()
        sys.stdout.flush()
        os.dup2(stdout, 1)
        os.close(stdout)
        os.dup2(terminal, 2)  # closes our write end of the pipe: the pump reads to its end
        if pump is not None:
            pump.join(timeout=10)  # a child still holding the pipe must not hang the step
        if pump is None or not pump.is_alive():
            os.close(log_fd)


def _say(line: str, terminal: int, echo: bool) -> None:
    """``line`` in the log, and on the terminal (once: with ``echo`` the log is copied there)."""
    if not echo:
        _write_all(terminal, (line + "\n").encode())
    with contextlib.suppress(OSError):  # the log may be on the full disk itself
        print(line, file=sys.stderr, flush=True)


def run(job: Any, main: Callable[[Any], None], *, echo: bool = False) -> None:
    """Run the step ``main(job)`` with its stderr in the job's log (see the module doc).
    SIGTERM, SIGHUP and Ctrl-C end it as Ctrl-C would (its workers killed, its atomic
    writes undone; :mod:`puzzlebench.engine.run.interrupts`), then the temporary files of its
    outputs are removed and it exits ``128 + signal`` (143 for SIGTERM)."""
    guard_harness()  # what the step starts dies with it, however it ends
    name = " ".join([job.rule, *map(str, job.wildcards)])
    try:
        with stderr_to(job.log[0], echo=echo) as terminal:
            try:
                # this job is the one writer of its outputs: a temporary file of one of them is
                # what a killed earlier attempt (SIGKILL, a power cut) left behind
                remove_stale_temporaries([Path(out) for out in job.output])
                with signals_raise():
                    main(job)
            except (*user_errors(), OSError) as exc:  # OSError: a full or read-only disk, say where
                _say(f"{name}: error: {os_error_line(exc) if isinstance(exc, OSError) else exc}", terminal, echo)
                sys.exit(2)
            except (Terminated, KeyboardInterrupt) as exc:
                # this job is the one writer of its outputs: what a write left half done goes
                remove_stale_temporaries([Path(out) for out in job.output])
                _say(f"{name}: interrupted by {signal_name(exc)}", terminal, echo)
                sys.exit(exit_code(exc))
    except OSError as exc:  # the log itself could not be made
        print(f"{name}: error: {os_error_line(exc)}", file=sys.stderr, flush=True)
        sys.exit(2)


def run_job(main: Callable[[Any], None], *, echo: bool = False) -> None:
    """:func:`run` on the job this process's command line names (:func:`job.read_job`)."""
    run(read_job(sys.argv[1:]), main, echo=echo)
