"""The pipeline's solve step: every run of one shard, each with its own record, with progress.

Why batched: the janko experiment is tens of thousands of runs, most of them milliseconds
long; one Snakemake job (and one Python start) per run would cost more than the runs.
:func:`engine.workers.run_many` keeps one worker process per layer alive, kills a run that
overstays its limit, records crashes, and skips runs whose record already exists — so a
shard that was interrupted (Ctrl-C, SIGKILL, a lost SLURM node) resumes where it stopped and
every run is recorded exactly once.

Progress goes to stderr as one line per finished run at most every ``--every`` seconds (and
always for the last): done/total, outcomes so far, elapsed time and an ETA from the mean
time of the runs done in this session. The ``.done`` file written at the end summarises
the shard (Snakemake's output; written last, so a killed job is redone).

Usage::

    python -m engine.shard PLAN/ortools.0.json --done SOLVE/ortools.0.done
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from engine.plan import write_json_atomic


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Progress:
    """Counts finished runs and prints ``[shard] k/n ... ETA`` lines (throttled)."""

    def __init__(self, name: str, total: int, *, every: float = 2.0, out: TextIO = sys.stderr,
                 clock: Callable[[], float] = time.monotonic):
        self.name, self.total, self.every, self.out, self.clock = name, total, every, out, clock
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
        return (f"[solve {self.name}] {self.done}/{self.total} runs ({outcomes or 'none yet'}{resumed}), "
                f"elapsed {_clock(self.clock() - self.start)}, ETA {_clock(eta) if eta is not None else '?'}")

    def __call__(self, spec: Mapping[str, Any], record: Mapping[str, Any] | None) -> None:
        self.done += 1
        if record is None:
            self.skipped += 1
            self.outcomes["recorded before"] += 1
        else:
            self.outcomes[str(record.get("status", "?"))] += 1
        now = self.clock()
        if now - self.last_print >= self.every or self.done == self.total:
            self.last_print = now
            print(self.line(), file=self.out, flush=True)


def absolute(spec: Mapping[str, Any]) -> dict[str, Any]:
    """Paths made absolute: the workers run in the repository, not in Snakemake's workdir."""
    out = dict(spec)
    for key in ("instance", "record", "model"):
        if out.get(key):
            out[key] = str(Path(out[key]).resolve())
    return out


def run_shard(shard_path: str | Path, *, every: float = 2.0, grace: float | None = None) -> dict[str, Any]:
    from engine.workers import DEFAULT_GRACE, run_many

    shard = json.loads(Path(shard_path).read_text())
    specs = [absolute(s) for s in shard["runs"]]
    progress = Progress(shard.get("shard", Path(shard_path).stem), len(specs), every=every)
    if specs:
        print(progress.line(), file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    run_many(specs, grace=DEFAULT_GRACE if grace is None else grace, progress=progress)
    return {"shard": shard.get("shard"), "runs": len(specs), "ran": progress.done - progress.skipped,
            "resumed": progress.skipped, "outcomes": dict(progress.outcomes),
            "wall_s": time.perf_counter() - t0}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="run_batch", description=__doc__.splitlines()[0])
    p.add_argument("shard", help="a plan shard (JSON with 'runs')")
    p.add_argument("--done", required=True, help="summary file written when every run has a record")
    p.add_argument("--every", type=float, default=2.0, help="seconds between progress lines")
    p.add_argument("--grace", type=float, default=None, help="seconds past the limit before a kill")
    args = p.parse_args(argv)
    summary = run_shard(args.shard, every=args.every, grace=args.grace)
    write_json_atomic(args.done, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
