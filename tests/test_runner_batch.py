"""Isolation: runs in worker subprocesses, killed from outside, every run recorded.

The test doubles below are registered only in the workers these tests start: the
environment variable PUZZLEBENCH_EXTRA_BACKENDS names this very file, and the registry
calls :func:`register_backends` from it. ``fake/sleep`` hangs, ``fake/abort`` and
``fake/segv`` crash the worker, ``fake/noisy`` prints to stdout (which must not break the
protocol), ``fake/liar`` claims a point that is not a solution, ``fake/ok`` is CP-SAT.
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from puzzlebench.engine.run.records import RunStatus
from puzzlebench.engine.run.spec import RunSpec

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.models.backends.base import Adapter, SolveOptions, SolveOutcome  # noqa: E402
from puzzlebench.models.timing import Timer  # noqa: E402

TROIX_1 = "troix/puzzle_1.json"


class _Fake(Adapter):
    layer = "fake"

    def probe(self) -> tuple[bool, str, str]:
        return True, "", "fake 0"

    def _real(self, model, opts, tr, sv) -> SolveOutcome:
        from puzzlebench.models.backends import get_adapter

        return get_adapter("ortools", "cpsat").solve(model, opts, tr, sv)


class Sleep(_Fake):
    solver = "sleep"

    def solve(self, model, opts: SolveOptions, tr: Timer, sv: Timer) -> SolveOutcome:
        time.sleep(3600)  # a solver that ignores its limit
        raise AssertionError("unreachable")


class Abort(_Fake):
    solver = "abort"

    def solve(self, model, opts, tr, sv) -> SolveOutcome:
        os.abort()


class Segv(_Fake):
    solver = "segv"

    def solve(self, model, opts, tr, sv) -> SolveOutcome:
        ctypes.string_at(0)  # reads address 0: SIGSEGV, like a C solver gone wrong
        raise AssertionError("unreachable")


class Noisy(_Fake):
    solver = "noisy"

    def solve(self, model, opts, tr, sv) -> SolveOutcome:
        print("solver chatter on stdout {not json")
        os.write(1, b"and straight to fd 1\n")
        return self._real(model, opts, tr, sv)


class Liar(_Fake):
    solver = "liar"

    def solve(self, model, opts, tr, sv) -> SolveOutcome:
        return SolveOutcome("optimal", np.zeros(model.num_vars), solver_version="liar 1")


class Ok(_Fake):
    solver = "ok"

    def solve(self, model, opts, tr, sv) -> SolveOutcome:
        return self._real(model, opts, tr, sv)


def register_backends(register) -> None:
    for cls in (Sleep, Abort, Segv, Noisy, Liar, Ok):
        register(cls.layer, cls.solver, cls)


# ---- tests ---------------------------------------------------------------------------------
@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PUZZLEBENCH_EXTRA_BACKENDS", str(Path(__file__).resolve()))


def _spec(reference_dir: Path, solver: str, layer: str = "fake", limit: float = 0.5, **kw) -> RunSpec:
    instance = kw.pop("instance", reference_dir / TROIX_1)
    return RunSpec.for_file(instance, "troix/onehot", layer, solver, limit, **kw)


@pytest.mark.slow
def test_hang_crash_and_lies_are_recorded_and_the_batch_goes_on(fakes, reference_dir: Path, tmp_path: Path) -> None:
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.workers import run_many

    order = ["sleep", "ok", "abort", "ok", "segv", "ok", "noisy", "liar", "ok"]
    specs = [_spec(reference_dir, s, repeat=k) for k, s in enumerate(order)]
    seen: list[tuple[str, float]] = []
    t0 = time.perf_counter()
    paths = run_many(specs, tmp_path / "runs", grace=1.0,
                     progress=lambda s, r: seen.append((r.status if r else "", time.perf_counter())))
    recs = [records.read(p) for p in paths]  # read() validates each against the schema
    S = RunStatus
    assert [r.status for r in recs] == [
        S.TIMEOUT, S.SOLVED, S.ERROR, S.SOLVED, S.ERROR, S.SOLVED, S.SOLVED, S.WRONG, S.SOLVED]
    assert [s for s, _ in seen] == [r.status for r in recs]
    assert "killed from outside" in recs[0].message and recs[0].stats["killed_from_outside"] is True
    assert 1.4 <= recs[0].times.solve.wall < 10  # 0.5 s limit + 1 s grace
    assert "SIGABRT" in recs[2].message
    assert "SIGSEGV" in recs[4].message
    assert recs[7].check.valid is False and recs[7].check.violations
    assert time.perf_counter() - t0 < 60
    # resume: everything is on disk, nothing runs again
    again: list = []
    run_many(specs, tmp_path / "runs", grace=1.0, progress=lambda s, r: again.append(r))
    assert again == [None] * len(specs)
    assert sorted(p.name for p in (tmp_path / "runs").iterdir()) == sorted(p.name for p in paths)


@pytest.mark.slow
def test_run_isolated_kills_a_hung_solver_at_the_limit(fakes, reference_dir: Path, tmp_path: Path) -> None:
    from puzzlebench.engine.run import records
    from puzzlebench.engine.run.workers import run_isolated

    out = tmp_path / "r.json"
    t0 = time.perf_counter()
    rec = run_isolated(_spec(reference_dir, "sleep", limit=0.3, record=str(out)), hard_timeout=1.0)
    elapsed = time.perf_counter() - t0
    assert rec.status == RunStatus.TIMEOUT and records.read(out) == rec
    assert elapsed < 15  # worker start-up + 1 s, never the sleeper's hour


@pytest.mark.slow
def test_one_worker_serves_twenty_runs(reference_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Twenty tiny runs, one worker process for all of them (it stays alive between runs),
    each timed by the harness around the run's own steps. The harness overhead per run
    against its target (<= 50 ms) is a benchmark: `make bench-targets`."""
    from puzzlebench.engine.run import records, workers

    started: list[str] = []

    class Counted(workers.Worker):
        def __init__(self, layer: str) -> None:
            started.append(layer)
            super().__init__(layer)

    monkeypatch.setattr(workers, "Worker", Counted)
    specs = [_spec(reference_dir, "cpsat", layer="ortools", limit=10, repeat=k) for k in range(20)]
    paths = workers.run_many(specs, tmp_path / "runs")
    recs = [records.read(p) for p in paths]
    assert {r.status for r in recs} == {RunStatus.SOLVED}
    assert started == ["ortools"]  # one worker served all twenty
    assert all(r.stats["harness_wall"] >= r.times.wall() for r in recs)  # the harness's clock holds the run's


@pytest.mark.slow
def test_unloadable_instance_is_an_error_record(reference_dir: Path, tmp_path: Path) -> None:
    from puzzlebench.engine.run.workers import run_isolated

    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    rec = run_isolated(_spec(reference_dir, "cpsat", layer="ortools", instance=str(bad)))
    assert rec.status == RunStatus.ERROR and "bad.json" in rec.message
    # nothing invented: the record says the instance did not load, and why
    inst = rec.instance
    assert not inst.loaded and "bad.json" in inst.error and "not valid JSON" in inst.error
    assert (inst.puzzle, inst.rows, inst.cols, inst.sha256) == (None, None, None, None)
    data = rec.to_json()["instance"]
    assert data["loaded"] is False and data["error"] == inst.error and data["puzzle"] is None
