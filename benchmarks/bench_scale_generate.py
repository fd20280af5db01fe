"""Benchmark: the generation targets of issue 10, measured next to each target (not a timed test).

For each target (a puzzle and size with a wall-time limit: Galaxies 50x50 <= 30 s, a
non-square Galaxies 30x60 <= 30 s, 100x100 <= 5 min; Troix 60x60 <= 30 s, 99x99 <= 2 min)
this generates seeds 1..N in this process, each *with* its uniqueness certificate (what
`puzzlebench generate` does), and prints the median and max wall time next to the target,
with the hardness of what came out (share of cells deduction fixes) and the load average
at the start and end (the machine is shared: absolute times are noisy). The table goes to
``--out`` (default ``results/bench/scale_generate.md``)::

    .venv/bin/python benchmarks/bench_scale_generate.py [--seeds 3] [--big-seeds 1] [--only galaxies]

This is the generation half of ``make bench-scale``; the solving half is
``benchmarks/bench_scale_solve.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from targets_table import Table, load_now  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine.generate.galaxies import generate_galaxies  # noqa: E402
from puzzlebench.engine.generate.troix import generate_troix  # noqa: E402
from puzzlebench.engine.uniqueness import UniquenessVerdict  # noqa: E402

# (puzzle, rows, cols, target seconds, big: uses --big-seeds)
TARGETS: list[tuple[str, int, int, float, bool]] = [
    ("galaxies", 50, 50, 30.0, False),
    ("galaxies", 30, 60, 30.0, False),
    ("galaxies", 100, 100, 300.0, True),
    ("troix", 60, 60, 30.0, False),
    ("troix", 99, 99, 120.0, True),
]


def one(puzzle: str, rows: int, cols: int, seed: int) -> tuple[float, dict[str, Any]]:
    t0 = time.perf_counter()
    make = generate_troix if puzzle == "troix" else generate_galaxies
    inst = make(rows, cols, seed)
    wall = time.perf_counter() - t0
    src = dict(inst.source)
    if src["uniqueness"]["verdict"] != UniquenessVerdict.UNIQUE:  # pragma: no cover - the generators raise first
        raise RuntimeError(f"{inst.name}: {src['uniqueness']}")
    return wall, src


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=3, help="seeds per target (default 3)")
    ap.add_argument("--big-seeds", type=int, default=1, help="seeds for the 100x100 / 99x99 targets (default 1)")
    ap.add_argument("--only", choices=("troix", "galaxies"))
    ap.add_argument("--skip", action="append", default=[], metavar="RxC",
                    help="leave out a target size (e.g. 100x100 when its time is taken elsewhere)")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "scale_generate.md"))
    args = ap.parse_args(argv)
    if args.seeds < 1 or args.big_seeds < 1:
        print("bench_scale_generate: --seeds and --big-seeds must be at least 1", file=sys.stderr)
        return 2
    head = ("| puzzle | size | seeds | median (s) | max (s) | target (s) | met | deduced share "
            "| load start / end |\n|---|---|---|---|---|---|---|---|---|")
    table = Table(head)
    for puzzle, rows, cols, target, big in TARGETS:
        if (args.only and puzzle != args.only) or f"{rows}x{cols}" in args.skip:
            continue
        before = load_now()
        walls, shares = [], []
        for seed in range(1, (args.big_seeds if big else args.seeds) + 1):
            wall, src = one(puzzle, rows, cols, seed)
            walls.append(wall)
            shares.append(src["hardness"]["deduced_share"])
            print(f"  {puzzle} {rows}x{cols} seed {seed}: {wall:.1f} s", file=sys.stderr, flush=True)
        med, top = statistics.median(walls), max(walls)
        table.row(f"| {puzzle} | {rows}x{cols} | {len(walls)} | {med:.1f} | {top:.1f} | {target:g} "
                  f"| {'yes' if med <= target else 'no'} | {', '.join(f'{s:.2f}' for s in shares)} "
                  f"| {before} / {load_now()} |")
    table.write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
