"""Measure CP-SAT solve time of Galaxies configurations on janko puzzles (default: the 20x36).

The issue-4 targets depend on the formulation: plain flow ~10 s median on the 43 janko
20x36 puzzles, pairs + reach + separator cuts ~0.1 s, then 20 ms with deduction. This
script times each configuration through ``puzzlebench.models.backends.solve_model`` (translate and
solve apart, inside the process), runs the cut loop for ``galaxies/cuts``, and checks
every answer with the independent checker. One thread, seed 0.

    .venv/bin/python benchmarks/bench_galaxies_cpsat.py [--size 20x36] [--limit 43]
        [--time-limit 30] [--configs flow:basic flow:reach:pairs cuts:reach:pairs ...]

A config is ``variant:prune[:pairs][:deduce][:piece][:local]`` (``piece``: cut_scope=piece;
``local``: local_cuts=True). Writes ``<out>.csv`` and ``<out>.md``.
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.engine.run.records import RunStatus  # noqa: E402
from puzzlebench.instances.checker import check  # noqa: E402
from puzzlebench.instances.io import load_all  # noqa: E402
from puzzlebench.models import registry  # noqa: E402
from puzzlebench.models.backends import solve_model  # noqa: E402
from puzzlebench.models.model import ModelTooLarge  # noqa: E402

JANKO = ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"
DEFAULT_CONFIGS = (
    "flow:basic",
    "flow:reach:pairs",
    "cuts:reach:pairs",
    "flow:reach:pairs:deduce",
    "cuts:reach:pairs:deduce",
)


def parse(config: str) -> tuple[str, dict[str, Any]]:
    parts = config.split(":")
    opts: dict[str, Any] = {
        "prune": parts[1],
        "pairs": "pairs" in parts[2:],
        "deduce": "deduce" in parts[2:],
    }
    if "piece" in parts[2:]:
        opts["cut_scope"] = "piece"
    if "local" in parts[2:]:
        opts["local_cuts"] = True
    return parts[0], opts


def run(inst: Any, variant: str, opts: dict[str, Any], time_limit: float) -> dict[str, Any]:
    t0 = time.perf_counter()
    try:
        form = registry.get(f"galaxies/{variant}").make(inst, **opts)
    except ModelTooLarge:
        return {
            "instance": inst.name,
            "variant": variant,
            **opts,
            "status": RunStatus.TOO_LARGE,
            "build_s": round(time.perf_counter() - t0, 4),
            "translate_s": 0.0,
            "solve_s": 0.0,
            "rounds": 0,
            "cuts": 0,
            "binaries": 0,
        }
    build = time.perf_counter() - t0
    model, rounds, cuts = form.model, 0, 0
    translate = solve = 0.0
    status: str = RunStatus.TIMEOUT
    deadline = time.perf_counter() + time_limit
    while True:
        left = deadline - time.perf_counter()
        if left <= 0:
            break
        out = solve_model(model, "ortools", "cpsat", time_limit=left, threads=1, seed=0)
        translate += out.times["translate"]["wall"]
        solve += out.times["solve"]["wall"]
        if not out.has_point:
            status = out.status
            break
        sep = registry.separate(form, out.values)
        if sep is None or sep.count == 0:
            grid = form.decode(out.values)
            status = RunStatus.SOLVED if not check(inst, grid) else RunStatus.WRONG
            break
        rounds += 1
        cuts += sep.count
        model = model.with_rows(sep)
    return {
        "instance": inst.name,
        "variant": variant,
        **opts,
        "status": status,
        "build_s": round(build, 4),
        "translate_s": round(translate, 4),
        "solve_s": round(solve, 4),
        "rounds": rounds,
        "cuts": cuts,
        "binaries": form.model.size()["binaries"],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--janko", type=Path, default=JANKO)
    ap.add_argument("--size", default="20x36")
    ap.add_argument("--limit", type=int, default=43, help="puzzles of that size (first N)")
    ap.add_argument("--time-limit", type=float, default=30.0)
    ap.add_argument("--configs", nargs="+", default=list(DEFAULT_CONFIGS))
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench" / "galaxies_cpsat")
    args = ap.parse_args(argv)
    good, _ = load_all(args.janko)
    sample = [i for i in good if f"{i.rows}x{i.cols}" == args.size][: args.limit]
    rows: list[dict[str, Any]] = []
    args.out.parent.mkdir(parents=True, exist_ok=True)
    fh = open(args.out.with_suffix(".csv"), "w", newline="")  # noqa: SIM115 - written row by row
    writer: csv.DictWriter | None = None
    for config in args.configs:
        variant, opts = parse(config)
        for inst in sample:
            row = run(inst, variant, opts, args.time_limit)
            row["config"] = config
            rows.append(row)
            if writer is None:
                writer = csv.DictWriter(fh, fieldnames=["config", *row], extrasaction="ignore")
                writer.writeheader()
            writer.writerow(row)
            fh.flush()
            print(
                config,
                row["instance"],
                row["status"],
                row["build_s"],
                row["solve_s"],
                row["rounds"],
                flush=True,
            )
    fh.close()
    lines = [
        "| config | puzzles | solved | median build s | median solve s | max solve s "
        "| median rounds |",
        "|---|---|---|---|---|---|---|",
    ]  # medians over the models that were built
    for config in args.configs:
        rs = [r for r in rows if r["config"] == config]
        ok = [r for r in rs if r["status"] == RunStatus.SOLVED]
        built = [r for r in rs if r["status"] != RunStatus.TOO_LARGE] or rs
        med = {k: statistics.median(r[k] for r in built) for k in ("build_s", "solve_s", "rounds")}
        lines.append(
            f"| {config} | {len(rs)} | {len(ok)} | {med['build_s']:.4f} | {med['solve_s']:.4f} | "
            f"{max(r['solve_s'] for r in rs):.3f} | {med['rounds']} |"
        )
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
