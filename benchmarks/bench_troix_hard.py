"""Benchmark: open Troix generation (``min_open 0.34``, the committed open class), the hard
pass of version 5 (CP-SAT, the default) and of algorithm 6 (``in_order=True``, CaDiCaL)
side by side, against the targets (with the certificate, on 2 cores): 60x60 <= 5 min,
99x99 <= 30 min, median and max over seeds 1..N.

For each size and seed the two passes run one after the other in this process, in
alternating order (A B, then B A for the next seed), so a change of load hits both. Each
row gives the CPU time (user + sys of this process, which the load does not inflate) and
the wall time of the generation and, apart, of its certificate, and the counts of the hard
pass. Run it on a machine with a core to spare; one size at a time::

    .venv/bin/python benchmarks/bench_troix_hard.py --size 60 [--seeds 3] [--only 6] [--out FILE]

(``make bench-troix-hard``: 60x60, niced.)

It is not a timed test: it prints figures, it asserts nothing about them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from targets_table import Table, load_now  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine.generate.troix import generate_troix  # noqa: E402
from puzzlebench.engine.generate.uniqueness import certify  # noqa: E402

TARGETS = {60: 300.0, 99: 1800.0}  # seconds, certificate included
MIN_OPEN = 0.34


def one(size: int, seed: int, in_order: bool) -> tuple[float, float, float, float, str]:
    """CPU and wall seconds of the generation, then of the certificate, and the counts."""
    c0, t0 = time.process_time(), time.perf_counter()
    inst = generate_troix(size, size, seed, min_open=MIN_OPEN, in_order=in_order, certify=False)
    c1, t1 = time.process_time(), time.perf_counter()
    res = certify(inst, time_limit=7200.0)
    c2, t2 = time.process_time(), time.perf_counter()
    src = dict(inst.source)
    counts = (f"attempt {src['attempt']}, {src['removal']['hard']} removed, {src['removal']['hard_put_back']} "
              f"put back, {src['hardness']['open_cells']} open, certificate {res.verdict}")
    return c1 - c0, t1 - t0, c2 - c1, t2 - t1, counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, choices=sorted(TARGETS), default=60)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--only", choices=("5", "6"), help="run one of the two passes")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "troix_hard.md"))
    args = ap.parse_args(argv)
    table = Table("| version | seed | generate CPU (s) | generate wall (s) | certificate CPU (s) | "
                  "certificate wall (s) | counts | load |\n|---|---|---|---|---|---|---|---|")
    totals: dict[int, list[float]] = {5: [], 6: []}
    for seed in range(1, args.seeds + 1):
        order = [False, True] if seed % 2 else [True, False]
        for in_order in order:
            version = 6 if in_order else 5
            if args.only and int(args.only) != version:
                continue
            gen_cpu, gen_wall, cert_cpu, cert_wall, counts = one(args.size, seed, in_order)
            totals[version].append(gen_wall + cert_wall)
            table.row(f"| {version} | {seed} | {gen_cpu:.1f} | {gen_wall:.1f} | {cert_cpu:.1f} | {cert_wall:.1f} | "
                      f"{counts} | {load_now()} |")
    target = TARGETS[args.size]
    for version, walls in totals.items():
        if walls:
            med, top = statistics.median(walls), max(walls)
            print(f"version {version}, {args.size}x{args.size}: median {med:.1f} s, max {top:.1f} s (wall, "
                  f"certificate included) against {target:.0f} s: {'met' if top <= target else 'not met'}")
    table.write(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
