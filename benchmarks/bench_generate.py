"""Benchmark: generation time per size for both generators (not a timed test).

For each (puzzle, size, mode) and seeds 1..N this measures, in this process, the wall
time of the generator itself (grid/partition, given removal or repairs) and, separately,
of the CP-SAT uniqueness certificate; it also records givens share (Troix) or galaxy count
(Galaxies) and the certificate verdict (always ``unique``, or the generator raises).
Prints a Markdown table (median and max over seeds) and writes it to ``--out`` (default
``results/bench/generate.md``)::

    .venv/bin/python benchmarks/bench_generate.py [--seeds 2] [--quick] [--out results/bench/generate.md]
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

from puzzlebench.engine.generate.galaxies import generate_galaxies  # noqa: E402
from puzzlebench.engine.generate.troix import generate_troix  # noqa: E402
from puzzlebench.engine.generate.uniqueness import certify  # noqa: E402

TROIX = [(6, 6), (9, 9), (12, 12), (15, 15), (21, 21), (24, 24), (30, 30)]
GALAXIES = [(7, 7), (10, 10), (15, 15), (20, 20), (25, 25), (30, 30)]
QUICK_TROIX = [(6, 6), (9, 9), (15, 15)]
QUICK_GALAXIES = [(7, 7), (10, 10), (15, 15)]


def one(puzzle: str, rows: int, cols: int, seed: int, mode: str) -> dict[str, Any]:
    t0 = time.perf_counter()
    if puzzle == "troix":
        inst = generate_troix(rows, cols, seed, minimal=mode == "minimal", certify=False)
    else:
        inst = generate_galaxies(rows, cols, seed, certify=False)
    t1 = time.perf_counter()
    res = certify(inst)
    t2 = time.perf_counter()
    src = dict(inst.source)
    detail = f"{src['givens_share']:.2f}" if puzzle == "troix" else str(src["galaxies"])
    return {"gen": t1 - t0, "cert": t2 - t1, "verdict": res.verdict, "detail": detail}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    ap.add_argument("--no-minimal", action="store_true", help="skip Troix --minimal runs")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "generate.md"),
                    help="write the Markdown table here too (default results/bench/generate.md)")
    args = ap.parse_args(argv)
    troix = QUICK_TROIX if args.quick else TROIX
    galaxies = QUICK_GALAXIES if args.quick else GALAXIES
    jobs = [("troix", r, c, "deductive") for r, c in troix]
    if not args.no_minimal:
        jobs += [("troix", r, c, "minimal") for r, c in troix]
    jobs += [("galaxies", r, c, "default") for r, c in galaxies]
    generate_troix(6, 6, 0)  # imports and solver start-up outside the timings
    lines = [
        "| puzzle | size | mode | seeds | generate median (s) | generate max (s) | certificate median (s) "
        "| givens share / galaxies | verdicts |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for puzzle, rows, cols, mode in jobs:
        runs = [one(puzzle, rows, cols, s, mode) for s in range(1, args.seeds + 1)]
        gen = [r["gen"] for r in runs]
        line = (f"| {puzzle} | {rows}x{cols} | {mode} | {len(runs)} | {statistics.median(gen):.2f} | "
                f"{max(gen):.2f} | {statistics.median(r['cert'] for r in runs):.2f} | "
                f"{', '.join(r['detail'] for r in runs)} | {', '.join(sorted({r['verdict'] for r in runs}))} |")
        lines.append(line)
        print(line, flush=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
