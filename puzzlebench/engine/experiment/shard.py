"""The pipeline's solve step: every run of one shard, each with its own record, with progress.

Why batched: the janko experiment is tens of thousands of runs, most of them milliseconds
long; one Snakemake job (and one Python start) per run would cost more than the runs.
:func:`puzzlebench.engine.run.workers.run_many` keeps one worker process per layer alive, kills a run that
overstays its limit, records crashes, and skips runs whose record already exists — so a
shard that was interrupted (Ctrl-C, SIGKILL, a lost SLURM node) resumes where it stopped and
every run is recorded exactly once. A run killed while its record was being written (SIGKILL
gives it no chance to clean up) leaves a temporary file beside the records; the shard's next
start deletes those of its own records.

Progress goes to stderr as one line per finished run at most every ``--every`` seconds (and
always for the last): done/total, outcomes so far, elapsed time and an ETA from the mean
time of the runs done in this session, then the same for the whole solve stage ("all
shards": the shards are separate jobs, so this counts the records of every shard of the
plan in the runs directory, and its ETA is the stage's rate since this shard started). The
summary written at the end (the solve step's
output; written last, so a killed job is redone) lists the shard's record files, which is
what the analysis reads.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from puzzlebench.engine.experiment.plan import read_shard
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances.files import remove_stale_temporaries


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Overall:
    """The whole solve stage, seen from one shard: how many of the plan's records (every
    shard's) exist, and an ETA from the rate at which they appeared since this started."""

    def __init__(self, records: list[str], clock: Callable[[], float] = time.monotonic):
        self.wanted: dict[Path, set[str]] = {}
        for r in records:
            self.wanted.setdefault(Path(r).parent, set()).add(Path(r).name)
        self.total = len(records)
        self.clock = clock
        self.start, self.start_done = clock(), self.done()

    @classmethod
    def of_plan(cls, shard_path: str | Path) -> Overall:
        """From every shard file beside ``shard_path`` (the plan's directory)."""
        records: list[str] = []
        for path in sorted(Path(shard_path).parent.glob("*.json")):
            records += [s.record for s in read_shard(path)[1] if s.record]
        return cls(records)

    def done(self) -> int:
        """Records present (one directory listing per runs directory: cheap for 10^5 files)."""
        found = 0
        for folder, names in self.wanted.items():
            with contextlib.suppress(OSError):  # not made yet: none there
                found += len(names.intersection(os.listdir(folder)))
        return found

    def line(self) -> str:
        done = self.done()
        rate = (done - self.start_done) / max(self.clock() - self.start, 1e-9)
        eta = _clock((self.total - done) / rate) if rate > 0 else "?"
        return f"all shards: {done}/{self.total} recorded, ETA {eta}"


class Progress:
    """Counts finished runs and prints ``[shard] k/n ... ETA`` lines (throttled), with the
    whole stage's count and ETA when given an :class:`Overall`."""

    def __init__(self, name: str, total: int, *, every: float = 2.0, out: TextIO = sys.stderr,
                 clock: Callable[[], float] = time.monotonic, overall: Overall | None = None):
        self.name, self.total, self.every, self.out, self.clock = name, total, every, out, clock
        self.overall = overall
        self.start = clock()
        self.last_print = -1e9
        self.done = 0
        self.skipped = 0
        self.outcomes: Counter[str] = Counter()

    def eta(self) -> float | None:
        ran = self.done - self.skipped
        if ran <= 0:
            return None
        return (self.clock() - self.start) / ran * (self.total - self.done)

    def line(self) -> str:
        eta = self.eta()
        outcomes = ", ".join(f"{k} {v}" for k, v in sorted(self.outcomes.items()))
        resumed = f", {self.skipped} already recorded" if self.skipped else ""
        line = (f"[solve {self.name}] {self.done}/{self.total} runs ({outcomes or 'none yet'}{resumed}), "
                f"elapsed {_clock(self.clock() - self.start)}, ETA {_clock(eta) if eta is not None else '?'}")
        return f"{line}; {self.overall.line()}" if self.overall is not None else line

    def __call__(self, spec: RunSpec, record: RunRecord | None) -> None:
        self.done += 1
        if record is None:
            self.skipped += 1
            self.outcomes["recorded before"] += 1
        else:
            self.outcomes[record.status.value] += 1
        now = self.clock()
        if now - self.last_print >= self.every or self.done == self.total:
            self.last_print = now
            print(self.line(), file=self.out, flush=True)


def absolute(spec: RunSpec) -> RunSpec:
    """Paths made absolute: the workers run in the repository, not in Snakemake's workdir."""
    return dataclasses.replace(spec, instance=str(Path(spec.instance).resolve()),
                               record=str(Path(spec.record).resolve()) if spec.record else "")


def run_shard(shard_path: str | Path, *, every: float = 2.0, grace: float | None = None) -> dict[str, Any]:
    """Run every spec of a plan shard (resuming); the shard's summary with its record paths."""
    from puzzlebench.engine.run.workers import DEFAULT_GRACE, run_many

    name, planned = read_shard(shard_path)
    specs = [absolute(s) for s in planned]
    record_paths = [Path(s.record) for s in specs if s.record]
    stale = remove_stale_temporaries(record_paths)
    progress = Progress(name, len(specs), every=every, overall=Overall.of_plan(shard_path))
    if stale:
        print(f"[solve {name}] removed {stale} unfinished record write(s) of a killed run",
              file=sys.stderr, flush=True)
    if specs:
        print(progress.line(), file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    try:
        run_many(specs, grace=DEFAULT_GRACE if grace is None else grace, progress=progress)
    except BaseException:  # interrupted (SIGTERM, Ctrl-C): the records written stay, no temporary
        remove_stale_temporaries(record_paths)
        raise
    return {"shard": name, "runs": len(specs), "ran": progress.done - progress.skipped,
            "resumed": progress.skipped, "outcomes": dict(progress.outcomes),
            "wall_s": time.perf_counter() - t0, "records": [s.record for s in planned]}
