"""The cost of a generation's checkpoints: one Galaxies generation with and without them.

    .venv/bin/python benchmarks/bench_checkpoint.py [--rows 40 --cols 40 --seed 1 --min-open 0.34]

Without the certificate (it is the same either way). Prints wall seconds, the number of
checkpoints written and the size of the last, with the load before and after; checks that
both made the same puzzle (docs/generators.md, "Resumable generation").
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from targets_table import print_into  # noqa: E402  (benchmarks/, the script's own folder)

from puzzlebench.engine.generate import checkpoint as cp  # noqa: E402
from puzzlebench.engine.generate.galaxies import generate_galaxies  # noqa: E402
from puzzlebench.instances.formats import canonical  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=40)
    ap.add_argument("--cols", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-open", type=float, default=0.34)
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "checkpoint.md"),
                    help="also write what is printed here")
    args = ap.parse_args()
    print_into(args.out)
    saves = []
    real_save = cp.save

    def counted(path: Path, key: str, state: object) -> None:
        t0 = time.perf_counter()
        real_save(path, key, state)
        saves.append((time.perf_counter() - t0, path.stat().st_size))

    cp.save = counted  # type: ignore[assignment]
    texts = {}
    for label in ("without", "with"):
        load = os.getloadavg()[0]
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / ".g.json.checkpoint" if label == "with" else None
            t0 = time.perf_counter()
            inst = generate_galaxies(args.rows, args.cols, args.seed, min_open=args.min_open, certify=False,
                                     checkpoint=path)
            wall = time.perf_counter() - t0
        texts[label] = canonical.dumps(inst)
        extra = (f", {len(saves)} checkpoints, {sum(s for s, _ in saves):.2f} s in them, last "
                 f"{saves[-1][1] / 1e6:.1f} MB") if saves else ""
        print(f"{label} checkpoints: {wall:.2f} s{extra} (load {load:.1f} / {os.getloadavg()[0]:.1f})")
    print("same puzzle" if texts["with"] == texts["without"] else "DIFFERENT puzzles")
    return 0 if texts["with"] == texts["without"] else 1


if __name__ == "__main__":
    sys.exit(main())
