"""Many runs, isolated: a worker subprocess per modelling layer, killed from outside when a
run overstays its limit, with every run ending as a record on disk.

Why a subprocess: the layers cannot share a process (pulp imported before OR-Tools'
pywraplp HiGHS segfaults here), solvers hang past their own limits or crash in C code,
and the pipeline runs tens of thousands of runs, so nothing may take the caller down.
Why a *long-lived* worker: starting Python and importing a layer costs 0.3-2 s, the
runs themselves often take milliseconds; the worker imports once and then serves runs
over a pipe (harness overhead per run: a JSON line each way and an atomic write).

Protocol: the parent writes one JSON spec per line to the worker's stdin; the worker
answers one JSON line ``{"record": {...}}`` (:meth:`RunRecord.to_json`) on a private copy of
its original stdout (its fd 1 is pointed at stderr, so solver chatter on stdout cannot
corrupt the protocol). The parent rebuilds the :class:`RunRecord` (validated against the
schema: a worker that answers something else is recorded ``error``) and writes it atomically. If no answer comes within ``time_limit + grace`` the
worker's process group is killed and the run recorded ``timeout``; if the worker dies
(segfault, abort) the run is recorded ``error`` with the signal and the tail of its
stderr. Either way a fresh worker serves the next run.

Nothing a worker starts outlives it: it dies with the parent (``PR_SET_PDEATHSIG``), and
its guard (:func:`puzzlebench.engine.run.children.start_guard`) then kills the solver
binaries it started and removes its scratch folder, its ``TMPDIR``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

from puzzlebench.engine.run import records
from puzzlebench.engine.run.children import (
    TOKEN_ENV,
    die_with_parent,
    import_root,
    python_env,
    start_guard,
)
from puzzlebench.engine.run.records import (
    InstanceInfo,
    InvalidRecord,
    RunRecord,
    RunStatus,
    StepTime,
    ValidRecord,
)
from puzzlebench.engine.run.spec import RunSpec

DEFAULT_GRACE = 30.0  # formulate + translate + check on top of the solver's limit
STARTUP_TIMEOUT = 120.0  # importing a layer on a loaded machine


# ---- specs -------------------------------------------------------------------------------
def hard_timeout_of(spec: RunSpec, grace: float = DEFAULT_GRACE) -> float:
    return float(spec.hard_timeout or float(spec.time_limit) + grace)


def failure_record(spec: RunSpec, status: RunStatus, message: str, wall: float) -> RunRecord:
    """The record of a run that never answered (killed or crashed), built in the parent.
    An instance that does not load here either is recorded as not loaded (its error, no
    puzzle, size or digest)."""
    try:
        from puzzlebench.instances.io import load

        instance = InstanceInfo.of(load(spec.instance, spec.format or None), spec)
    except Exception as exc:  # the worker would have failed the same way; say so
        instance = InstanceInfo.not_loaded(spec, f"{type(exc).__name__}: {exc}")
        if str(exc) not in message:  # the worker's own message may say it already
            message += f" (instance did not load in the parent either: {exc})"
    rec = records.new_record(spec, instance)
    rec.status, rec.message = status, message
    rec.times.solve = StepTime(wall, 0.0)  # cpu unknown: the process is gone
    rec.stats = {"killed_from_outside": status == RunStatus.TIMEOUT, "harness_wall": wall}
    return rec


# ---- the worker side ---------------------------------------------------------------------
def _worker_main(layer: str | None, parent: int | None = None, scratch: str | None = None) -> int:
    # Linux: the guard first (it cleans up after this worker however it ends, also when the
    # parent is gone already), then SIGKILL this worker when the parent dies (a killed
    # batch leaves no solver running on). Elsewhere the worker still ends at EOF on stdin
    # after its current run.
    start_guard(TOKEN_ENV, group=True, scratch=scratch)
    die_with_parent(parent)
    proto = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)  # anything printed to stdout (solver banners) goes to stderr
    sys.stdout = os.fdopen(1, "w", buffering=1, encoding="utf-8", closefd=False)
    from puzzlebench.engine import baselines
    from puzzlebench.engine.run import environment
    from puzzlebench.engine.run.runner import run_spec

    environment.versions(), environment.machine(), environment.code()
    if layer:  # import the layer now, so the first run's timing is not an import
        with contextlib.suppress(Exception):
            if baselines.is_baseline(layer):
                baselines.get(layer).probe()
            else:
                from puzzlebench.models.backends import catalogue

                catalogue([layer])
    # What start-up imported lives as long as the worker: out of the collector's sight, a
    # full collection no longer walks it (it cost about half a millisecond a run,
    # docs/measurements.md "Harness cost"); what the runs make is collected as before.
    gc.collect()
    gc.freeze()
    proto.write(json.dumps({"ready": os.getpid()}) + "\n")
    for line in sys.stdin:
        if not line.strip():
            continue
        spec = RunSpec.from_json(json.loads(line))
        try:
            rec = run_spec(spec)
        except Exception as exc:  # e.g. the instance does not load
            rec = failure_record(spec, RunStatus.ERROR, f"{type(exc).__name__}: {exc}", 0.0)
        proto.write(json.dumps({"record": rec.to_json()}, allow_nan=False) + "\n")
    return 0


# ---- the parent side ---------------------------------------------------------------------
class WorkerDied(Exception):
    pass


class Worker:
    """One worker subprocess in its own process group (so a kill takes its children too),
    with a scratch folder of its own as ``TMPDIR`` (where PuLP, Pyomo and sgt put their
    model, solution and log files), removed when the worker ends, however it ends; its
    guard (:func:`puzzlebench.engine.run.children.start_guard`) kills what it leaves."""

    def __init__(self, layer: str | None = None):
        self.layer = layer
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (lives as long as the worker)
        self.scratch = tempfile.mkdtemp(prefix="puzzlebench-worker-")
        env = python_env()
        env.setdefault("PYTHONUNBUFFERED", "1")
        env.update(TMPDIR=self.scratch, TMP=self.scratch, TEMP=self.scratch)  # PuLP reads TMP first
        env[TOKEN_ENV] = uuid.uuid4().hex
        cmd = [sys.executable, "-m", "puzzlebench.engine.run.workers", "--worker", "--parent", str(os.getpid()),
               "--scratch", self.scratch]
        cmd += ["--layer", layer] if layer else []
        try:
            self.proc = subprocess.Popen(
                cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
                start_new_session=True, env=env, cwd=str(import_root()),
            )
        except BaseException:
            self._remove_scratch()
            self.log.close()
            raise
        assert self.proc.stdout is not None and self.proc.stdin is not None
        self._out: IO[bytes] = self.proc.stdout
        self._buf = b""
        self._sel = selectors.DefaultSelector()
        self._sel.register(self._out, selectors.EVENT_READ)
        first = self._read_line(STARTUP_TIMEOUT)
        if first is None or "ready" not in first:
            self.kill()
            raise WorkerDied(f"worker did not start: {self.stderr_tail()}")

    def _read_line(self, timeout: float) -> dict[str, Any] | None:
        """The next JSON line, None on timeout; raises WorkerDied on EOF."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if not self._sel.select(left):
                continue
            chunk = os.read(self._out.fileno(), 1 << 16)
            if not chunk:
                raise WorkerDied("worker closed its pipe")
            self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return json.loads(line)

    def request(self, spec: RunSpec, timeout: float) -> Any:
        """Send one spec; the worker's record as it sent it (JSON, not validated yet), or None
        when the timeout passed. WorkerDied on a crash; InvalidRecord when the answer holds
        no record."""
        assert self.proc.stdin is not None
        data = spec.to_json()
        data["instance"] = os.path.abspath(spec.instance)  # the worker runs in another directory
        try:
            self.proc.stdin.write((json.dumps(data) + "\n").encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise WorkerDied("worker gone before the run") from None
        reply = self._read_line(timeout)
        if reply is None:
            return None
        if not isinstance(reply, dict) or "record" not in reply:
            raise InvalidRecord(f"the worker answered {str(reply)[:200]!r}, not a record")
        return reply["record"]

    def stderr_tail(self, n: int = 600) -> str:
        try:
            self.log.seek(0, os.SEEK_END)
            size = self.log.tell()
            self.log.seek(max(0, size - n))
            return self.log.read().decode("utf-8", "replace").strip().replace("\n", " | ")
        except (OSError, ValueError):
            return ""

    def exit_reason(self) -> str:
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            code = self.proc.returncode
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"worker died with {name} (exit code {code})"
        return f"worker exited with code {code}"

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self.proc.wait(timeout=10)
        self._remove_scratch()

    def _remove_scratch(self) -> None:
        """The scratch folder goes once the worker is gone (its guard removes it too, also
        when this process was killed first)."""
        shutil.rmtree(self.scratch, ignore_errors=True)

    def close(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(Exception):
                assert self.proc.stdin is not None
                self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.kill()
        self._remove_scratch()
        self._sel.close()
        self._out.close()
        self.log.close()


def _serve(worker: Worker | None, spec: RunSpec, grace: float) -> tuple[ValidRecord, Worker | None]:
    """Run ``spec`` on ``worker`` (started if None); returns the record, validated, and the
    worker to use next (None when it had to be killed or died).

    The worker's record gets ``stats.harness_wall``, the wall time from here to its answer
    (start-up, sending the spec, the run, reading the answer), before it is validated: once,
    for typing it and for writing it (:func:`records.valid_json`)."""
    limit = hard_timeout_of(spec, grace)
    t0 = time.perf_counter()
    try:
        if worker is None:
            worker = Worker(spec.layer)
        answer = worker.request(spec, limit)
        if answer is not None:
            if isinstance(answer, dict) and isinstance(answer.get("stats"), dict):
                answer["stats"]["harness_wall"] = time.perf_counter() - t0
            return records.valid_json(answer), worker
    except InvalidRecord as exc:  # a bug in the worker's record: recorded, the batch goes on
        assert worker is not None
        worker.kill()
        worker.close()
        return records.valid(failure_record(spec, RunStatus.ERROR, f"worker sent an invalid record: {exc}",
                                            time.perf_counter() - t0)), None
    except BaseException as exc:
        if not isinstance(exc, WorkerDied):  # Ctrl-C, SIGTERM turned into an exception: the
            if worker is not None:           # worker and its solver go with us, now
                worker.kill()
            raise
        reason = worker.exit_reason() if worker is not None else str(exc)
        tail = worker.stderr_tail() if worker is not None else ""
        if worker is not None:
            worker.close()
        msg = f"{reason}; stderr: {tail}" if tail else reason
        return records.valid(failure_record(spec, RunStatus.ERROR, msg, time.perf_counter() - t0)), None
    worker.kill()
    worker.close()
    wall = time.perf_counter() - t0
    msg = f"killed from outside after {wall:.1f} s (time limit {float(spec.time_limit):g} s + grace)"
    return records.valid(failure_record(spec, RunStatus.TIMEOUT, msg, wall)), None


class WorkerSet:
    """Long-lived workers kept across runs, one per layer, until :meth:`close` (a context
    manager): the Python API's session. Each run goes through :func:`_serve`, as every
    isolated run does, so a run that overstays or crashes ends as a record and its worker is
    replaced at the next run of its layer; an interrupt kills the running worker there, and
    :meth:`close` ends the rest (``kill``: at once, for an interrupt; else at EOF on stdin)."""

    def __init__(self, grace: float = DEFAULT_GRACE) -> None:
        self.grace = grace
        self._by_layer: dict[str, Worker] = {}

    def run(self, spec: RunSpec) -> RunRecord:
        worker = self._by_layer.pop(spec.layer, None)
        checked, worker = _serve(worker, spec, self.grace)
        if worker is not None:
            self._by_layer[spec.layer] = worker
        return checked.record

    def pids(self) -> list[int]:
        """The live workers' process ids (one per layer run so far)."""
        return [w.proc.pid for w in self._by_layer.values()]

    def close(self, *, kill: bool = False) -> None:
        while self._by_layer:
            _, worker = self._by_layer.popitem()
            if kill:
                worker.kill()
            worker.close()

    def __enter__(self) -> WorkerSet:
        return self

    def __exit__(self, exc_type: object, *_: object) -> None:
        self.close(kill=exc_type is not None)


def run_isolated(spec: RunSpec, hard_timeout: float | None = None) -> RunRecord:
    """One run in a fresh worker subprocess, killed after ``hard_timeout`` seconds (default
    time_limit + grace); writes ``spec.record`` atomically if given; returns the record."""
    if hard_timeout is not None:
        spec = dataclasses.replace(spec, hard_timeout=float(hard_timeout))
    checked, worker = _serve(None, spec, DEFAULT_GRACE)
    if worker is not None:
        worker.close()
    if spec.record:
        records.write_valid(spec.record, checked)
    return checked.record


def run_many(
    specs: Iterable[RunSpec],
    out_dir: str | os.PathLike[str] | None = None,
    *,
    grace: float = DEFAULT_GRACE,
    resume: bool = True,
    progress: Callable[[RunSpec, RunRecord | None], None] | None = None,
) -> list[Path]:
    """Run every spec, grouped by layer (one long-lived worker per layer at a time).

    Each record goes to ``spec.record`` or ``out_dir/<spec.id>.json``, written atomically
    as soon as the run ends; with ``resume`` a complete existing record is skipped
    (``progress`` is then called with None). Returns the record paths in spec order.
    """
    todo: list[tuple[int, RunSpec, Path]] = []
    paths: list[Path] = []
    for k, s in enumerate(specs):
        if s.record:
            path = Path(s.record)
        elif out_dir is not None:
            path = Path(out_dir) / f"{s.id}.json"
            s = s.with_record(path)
        else:
            raise ValueError("spec has no record path and no out_dir was given")
        paths.append(path)
        todo.append((k, s, path))
    todo.sort(key=lambda t: (t[1].layer, t[0]))  # stable: spec order inside a layer
    worker: Worker | None = None
    # What the caller holds lives through the batch: out of the collector's sight meanwhile
    # (a full collection walked it every few dozen runs, a tenth of a millisecond a run;
    # the worker does the same after its imports). Left alone if the caller froze some.
    froze = gc.isenabled() and gc.get_freeze_count() == 0
    if froze:
        gc.freeze()
    try:
        for _, spec, path in todo:
            if resume and records.is_complete(path):
                if progress:
                    progress(spec, None)
                continue
            if worker is not None and worker.layer != spec.layer:
                worker.close()
                worker = None
            checked, worker = _serve(worker, spec, grace)
            records.write_valid(path, checked)
            if progress:
                progress(spec, checked.record)
    finally:
        if worker is not None:
            worker.close()
        if froze:
            gc.unfreeze()
    return paths


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description="puzzlebench run worker (internal)")
    ap.add_argument("--worker", action="store_true", required=True)
    ap.add_argument("--layer", default=None)
    ap.add_argument("--parent", type=int, default=None)
    ap.add_argument("--scratch", default=None)
    a = ap.parse_args()
    sys.exit(_worker_main(a.layer, a.parent, a.scratch))
