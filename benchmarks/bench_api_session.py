"""Benchmark: a loop of small runs through the Python API, each ``pb.run`` call (a fresh
worker per run: Python start and the layer's imports) against one ``pb.Session`` (one worker
per layer kept alive).

The two are measured side by side, interleaved run by run in one loop (run k without the
session, then run k with it), so a burst of load on the shared machine hits both alike; the
session is opened before the loop, and its first run (which starts its worker) is counted.
The run: ``troix/onehot`` on ``instances/troix/troix-6x6-s1.json`` with ``ortools/cpsat``.
Prints the wall seconds of each loop, per run, the median solve wall, and the load average
before and after::

    .venv/bin/python benchmarks/bench_api_session.py [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from targets_table import print_into  # noqa: E402  (benchmarks/, the script's own folder)


def main() -> int:
    import puzzlebench as pb

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "api_session.md"),
                    help="also write what is printed here")
    args = ap.parse_args()
    print_into(args.out)
    inst = pb.load_instance(ROOT / "instances" / "troix" / "troix-6x6-s1.json")
    load_before = os.getloadavg()
    fresh: list[float] = []
    kept: list[float] = []
    solves: list[float] = []
    with pb.Session() as session:
        for _ in range(args.runs):
            t0 = time.perf_counter()
            a = pb.run(inst, "troix/onehot", "ortools", "cpsat", time_limit=20)
            fresh.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            b = session.run(inst, "troix/onehot", "ortools", "cpsat", time_limit=20)
            kept.append(time.perf_counter() - t0)
            assert a.status == b.status == pb.RunStatus.SOLVED
            solves += [a.times.solve.wall, b.times.solve.wall]
    load_after = os.getloadavg()
    print(f"{args.runs} runs, interleaved; load average before {load_before[0]:.2f} after {load_after[0]:.2f} "
          f"(1 min), {os.cpu_count()} cores")
    print(f"pb.run (a worker per run): {sum(fresh):.1f} s, {statistics.median(fresh):.2f} s per run (median)")
    print(f"pb.Session (kept workers): {sum(kept):.1f} s, {statistics.median(kept):.2f} s per run (median), "
          f"first run {kept[0]:.2f} s")
    print(f"median solve wall {statistics.median(solves) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
