"""Benchmark: build time and model size of every Galaxies variant x prune x pairs (x deduce).

Instances: the four reference puzzles and one janko puzzle per size class (7x7 .. 20x36).
Each build is timed inside the process (perf_counter for wall, process_time for CPU) and
repeated; the table reports the fastest repeat (the least disturbed by other processes on
a shared machine). A build that hits a cap (galaxies/paths without pruning) is recorded
``too_large`` with the time it took to give up.

Writes ``<out>.csv`` and ``<out>.md`` (default ``results/bench/formulate``)::

    .venv/bin/python benchmarks/bench_formulate.py [--repeats 3] [--deduce] [--out PATH]
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.engine.measure.formulate import FormulateStatus  # noqa: E402
from puzzlebench.instances.io import load, load_all  # noqa: E402
from puzzlebench.instances.types import GalaxiesInstance  # noqa: E402
from puzzlebench.models import registry  # noqa: E402
from puzzlebench.models.model import ModelTooLarge  # noqa: E402

SHARED = ROOT.parent / "shared" / "instances"
VARIANTS = ("none", "flow", "paths", "cuts")
PRUNES = ("none", "basic", "reach")
FIELDS = (
    "instance",
    "size",
    "galaxies",
    "variant",
    "prune",
    "pairs",
    "deduce",
    "status",
    "wall_s",
    "cpu_s",
    "variables",
    "binaries",
    "continuous",
    "constraints",
    "nonzeros",
    "paths",
)


def instances(shared: Path, per_class: int) -> list[GalaxiesInstance]:
    """The reference puzzles, then the first ``per_class`` janko puzzles of each size class."""
    out = [load(shared / "reference" / "galaxies" / f"puzzle_{k}.json") for k in range(1, 5)]
    good, _ = load_all(shared / "janko" / "Galaxies_dataset.json")
    seen: dict[tuple[int, int], int] = {}
    for inst in good:
        key = (inst.rows, inst.cols)
        if seen.get(key, 0) < per_class:
            seen[key] = seen.get(key, 0) + 1
            out.append(inst)
    return sorted(out, key=lambda i: (i.rows * i.cols, i.name))


def measure(
    inst: GalaxiesInstance, variant: str, opts: dict[str, Any], repeats: int
) -> dict[str, Any]:
    v = registry.get(f"galaxies/{variant}")
    best: tuple[float, float] | None = None
    form = None
    status = FormulateStatus.OK
    for _ in range(repeats):
        w0, c0 = time.perf_counter(), time.process_time()
        try:
            form = v.make(inst, **opts)
        except ModelTooLarge:
            status = FormulateStatus.TOO_LARGE
        w, c = time.perf_counter() - w0, time.process_time() - c0
        if best is None or w < best[0]:
            best = (w, c)
        if status == FormulateStatus.TOO_LARGE:
            break  # one give-up is enough to time
    row: dict[str, Any] = {
        "instance": inst.name,
        "size": f"{inst.rows}x{inst.cols}",
        "galaxies": len(inst.dots),
        "variant": f"galaxies/{variant}",
        "prune": opts["prune"],
        "pairs": opts["pairs"],
        "deduce": opts["deduce"],
        "status": status.value,
        "wall_s": round(best[0], 4),
        "cpu_s": round(best[1], 4),
    }
    if form is not None and status == FormulateStatus.OK:
        row.update(form.model.size())
        row["paths"] = form.model.meta.get("paths", "")
    return row


def markdown(rows: list[dict[str, Any]]) -> str:
    cols = (
        "instance",
        "size",
        "variant",
        "prune",
        "pairs",
        "deduce",
        "status",
        "wall_s",
        "variables",
        "binaries",
        "constraints",
        "nonzeros",
        "paths",
    )
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in rows:
        lines.append("| " + " | ".join(str(r.get(c, "")) for c in cols) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", type=Path, default=SHARED, help="../shared/instances directory")
    ap.add_argument(
        "--out",
        type=Path,
        default=ROOT / "results" / "bench" / "formulate",
        help="output path without suffix (.csv and .md are written)",
    )
    ap.add_argument("--repeats", type=int, default=3, help="builds per cell; the fastest is kept")
    ap.add_argument("--per-class", type=int, default=1, help="janko puzzles per size class")
    ap.add_argument("--deduce", action="store_true", help="also build with deduce=True")
    ap.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=VARIANTS)
    args = ap.parse_args(argv)
    rows = []
    for inst in instances(args.shared, args.per_class):
        for variant in args.variants:
            for prune in PRUNES:
                for pairs in (False, True):
                    for ded in (False, True) if args.deduce else (False,):
                        opts = {
                            **registry.get(f"galaxies/{variant}").options,
                            "prune": prune,
                            "pairs": pairs,
                            "deduce": ded,
                        }
                        row = measure(inst, variant, opts, args.repeats)
                        rows.append(row)
                        print(" ".join(f"{k}={row.get(k, '')}" for k in FIELDS[:9]), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out.with_suffix(".csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    args.out.with_suffix(".md").write_text(markdown(rows))
    print(f"wrote {args.out.with_suffix('.csv')} and {args.out.with_suffix('.md')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
