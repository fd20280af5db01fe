"""Ctrl-C swept over runs of generate, unique and solve: how many moments end which way.

    .venv/bin/python benchmarks/bench_interrupt_sweep.py [--code PATH] [--delays 0.05,0.6,1.5,2.6]
                                                         [--repeat N]

``--code``: the checkout whose ``puzzlebench`` runs (another worktree, to compare with the
code before a change); the cases and the classification are tests/interrupt_sweep.py's and
tests/test_interrupt_sweep.py's. Prints one line per moment and the counts per outcome, with
the load before and after (docs/reliability.md, "Interrupts inside solver calls").
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from interrupt_sweep import interrupt_at  # noqa: E402
from targets_table import print_into  # noqa: E402
from test_interrupt_sweep import CASES, DELAYS  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--code", default=str(ROOT), help="checkout to run (default: this one)")
    ap.add_argument("--delays", default=",".join(map(str, DELAYS)))
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "interrupt_sweep.md"),
                    help="also write what is printed here")
    args = ap.parse_args()
    print_into(args.out)
    delays = [float(d) for d in args.delays.split(",")]
    counts: collections.Counter[str] = collections.Counter()
    print(f"load before: {os.getloadavg()[0]:.1f}; code: {args.code}")
    with tempfile.TemporaryDirectory() as tmp:
        k = 0
        for _ in range(args.repeat):
            for case in CASES:
                for d in delays:
                    k += 1
                    r = interrupt_at(case, d, Path(tmp) / str(k), Path(args.code))
                    counts[r.outcome.name] += 1
                    print(f"{case.label:28} {d:5.2f} s  {r.outcome.name:10} exit {r.code}  "
                          f"{r.seconds:.1f} s after the signal", flush=True)
    print(f"load after: {os.getloadavg()[0]:.1f}")
    print(", ".join(f"{name}: {n}" for name, n in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
