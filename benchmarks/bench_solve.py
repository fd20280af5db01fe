"""Solve benchmark through the real harness: isolated workers, checked run records.

Three parts (each resumable: records live in ``<out>/solve_runs/<part>/`` and a re-run only
does what is missing):

* ``matrix``  -- every available (layer, solver) x variant (default options) on the
  reference puzzles (4 Galaxies, 3 smaller Troix) and a janko sample, one per size from
  10x10 to 20x36; plus sgt. Table: solved count, median solve and total time per variant
  x solver. Time is the record's: solve = inside the process around the solver call
  (summed over cut rounds); total = formulate + translate + solve + check.
* ``layers``  -- from the same records: median translate time per layer (the modelling
  layer's overhead: building its model from ours) and the translate/solve ratio.
* ``janko43`` -- the 43 janko 20x36 puzzles with CP-SAT: plain flow (``prune=basic``, no
  pairs; on a sample, it is slow) against the configurations that win.
* ``configs`` -- those configurations with every (layer, solver) on a sample of the 20x36
  puzzles: which one wins for which solver.

    .venv/bin/python benchmarks/bench_solve.py [--parts matrix,layers,janko43]
        [--time-limit 10] [--plain-sample 8] [--plain-limit 30] [--out results/bench]

Writes ``solve_<part>.csv`` and ``solve_<part>.md`` into ``--out``. The machine is shared:
run it briefly (the defaults take a few minutes) and say so next to the numbers.
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from puzzlebench.engine.baselines import is_baseline  # noqa: E402
from puzzlebench.engine.run import records  # noqa: E402
from puzzlebench.engine.run.records import RunRecord, RunStatus  # noqa: E402
from puzzlebench.engine.run.spec import RunSpec  # noqa: E402
from puzzlebench.engine.run.workers import run_many  # noqa: E402
from puzzlebench.instances.io import load_all, save  # noqa: E402

SHARED = ROOT.parent / "shared" / "instances"
REFERENCE = SHARED / "reference"
JANKO = SHARED / "janko" / "Galaxies_dataset.json"
PAIRS = [
    ("ortools", "cpsat"), ("ortools", "scip"), ("ortools", "highs"), ("ortools", "cbc"),
    ("pulp", "cbc"), ("pulp", "highs"), ("pulp", "scip"), ("pulp", "glpk"),
    ("pyomo", "highs"), ("pyomo", "cbc"), ("pyomo", "glpk"), ("pyomo", "scip"),
]
GALAXIES_VARIANTS = ("galaxies/flow", "galaxies/paths", "galaxies/cuts")
TROIX_VARIANTS = ("troix/onehot", "troix/lines")
JANKO_SIZES = ((10, 10), (14, 14), (17, 17), (14, 24), (20, 36))
JANKO43_CONFIGS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("plain flow", "galaxies/flow", {"prune": "basic"}),
    ("flow reach", "galaxies/flow", {"prune": "reach"}),
    ("flow reach+pairs", "galaxies/flow", {"prune": "reach", "pairs": True}),
    ("cuts reach+pairs", "galaxies/cuts", {"prune": "reach", "pairs": True}),
    ("flow reach+pairs+deduce", "galaxies/flow", {"prune": "reach", "pairs": True, "deduce": True}),
    ("cuts reach+pairs+deduce", "galaxies/cuts", {"prune": "reach", "pairs": True, "deduce": True}),
)


def janko_files(out: Path, sizes: Iterable[tuple[int, int]] | None, every: bool = False) -> list[Path]:
    """Janko puzzles written as canonical files (specs name files); first by name per size,
    or every puzzle of the sizes with ``every``."""
    good, _ = load_all(JANKO)
    good.sort(key=lambda i: i.name)
    want = set(sizes) if sizes is not None else None
    picked, seen = [], set()
    for inst in good:
        size = (inst.rows, inst.cols)
        if want is not None and size not in want:
            continue
        if not every and size in seen:
            continue
        seen.add(size)
        picked.append(inst)
    inst_dir = out / "instances"
    inst_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for inst in sorted(picked, key=lambda i: (i.rows * i.cols, i.name)):
        p = inst_dir / f"janko_{inst.name}.json"
        if not p.exists():
            save(inst, p)
        paths.append(p)
    return paths


def spec(path: Path, variant: str, options: dict[str, Any], layer: str, solver: str, limit: float) -> RunSpec:
    """One run; a baseline (sgt) has no variant."""
    return RunSpec.for_file(path, "" if is_baseline(layer, solver) else variant, layer, solver, limit, options)


def progress(spec: RunSpec, rec: RunRecord | None) -> None:
    if rec is not None:
        print(f"  {rec.status:9s} {rec.instance.id:12s} {rec.variant:15s} {rec.layer}/{rec.solver}"
              f" solve {rec.times.solve.wall:.3f}s", flush=True)


def row(rec: RunRecord, config: str = "") -> dict[str, Any]:
    return {
        "instance": rec.instance.id, "size": f"{rec.instance.rows}x{rec.instance.cols}",
        "variant": rec.variant, "config": config, "options": json.dumps(rec.options, sort_keys=True),
        "layer": rec.layer, "solver": rec.solver, "status": rec.status.value,
        **{f"{k}_wall": round(v["wall"], 6) for k, v in rec.times.to_json().items()},
        "total_wall": round(rec.times.wall(), 6), "variables": rec.size.variables if rec.size else None,
        "cut_rounds": rec.stats.get("cut_rounds"), "harness_wall": rec.stats.get("harness_wall"),
    }


def write_csv(path: Path, rows: list[dict[str, Any]]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


def med(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def fmt(x: float) -> str:
    if x != x:
        return "-"
    return f"{x:.3f}" if x < 10 else f"{x:.1f}"


# ---- parts -----------------------------------------------------------------------------------
def run_matrix(out: Path, limit: float) -> list[dict[str, Any]]:
    gal = [REFERENCE / "galaxies" / f"puzzle_{k}.json" for k in (1, 2, 3, 4)] + janko_files(out, JANKO_SIZES)
    trx = [REFERENCE / "troix" / f"puzzle_{k}.json" for k in (1, 2, 3)]
    specs = [spec(p, v, {}, la, s, limit) for la, s in PAIRS for v in GALAXIES_VARIANTS for p in gal]
    specs += [spec(p, v, {}, la, s, limit) for la, s in PAIRS for v in TROIX_VARIANTS for p in trx]
    specs += [spec(p, "sgt", {}, "sgt", "sgt", limit) for p in gal]
    paths = run_many(specs, out / "solve_runs" / "matrix", grace=30.0, progress=progress)
    rows = [row(records.read(p)) for p in paths]
    write_csv(out / "solve_matrix.csv", rows)
    cells: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        cells[(r["variant"], f"{r['layer']}/{r['solver']}")].append(r)
    lines = ["| variant | layer/solver | runs | solved | median solve s | median total s | max total s |",
             "|---|---|---|---|---|---|---|"]
    for (variant, pair), rs in sorted(cells.items()):
        ok = [r for r in rs if r["status"] == RunStatus.SOLVED]
        lines.append(f"| {variant} | {pair} | {len(rs)} | {len(ok)} | {fmt(med([r['solve_wall'] for r in rs]))} | "
                     f"{fmt(med([r['total_wall'] for r in rs]))} | {fmt(max(r['total_wall'] for r in rs))} |")
    (out / "solve_matrix.md").write_text("\n".join(lines) + "\n")
    return rows


def layers_table(out: Path, rows: list[dict[str, Any]]) -> None:
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        if r["layer"] != "sgt":
            by[r["layer"]].append(r)
    big = [r for r in rows if r["size"] == "20x36" and r["variant"] == "galaxies/flow" and r["layer"] != "sgt"]
    lines = ["| layer | runs | median translate s | median solve s | translate / solve (median) | "
             "translate s, galaxies/flow 20x36 |", "|---|---|---|---|---|---|"]
    out_rows = []
    for layer, rs in sorted(by.items()):
        ratio = med([r["translate_wall"] / r["solve_wall"] for r in rs if r["solve_wall"] > 0])
        b = med([r["translate_wall"] for r in big if r["layer"] == layer])
        out_rows.append({"layer": layer, "runs": len(rs), "median_translate": med([r["translate_wall"] for r in rs]),
                         "median_solve": med([r["solve_wall"] for r in rs]), "ratio": ratio, "translate_flow_20x36": b})
        lines.append(f"| {layer} | {len(rs)} | {fmt(out_rows[-1]['median_translate'])} | "
                     f"{fmt(out_rows[-1]['median_solve'])} | {ratio:.2f} | {fmt(b)} |")
    write_csv(out / "solve_layers.csv", out_rows)
    (out / "solve_layers.md").write_text("\n".join(lines) + "\n")


def run_janko43(out: Path, limit: float, plain_sample: int, plain_limit: float) -> None:
    files = janko_files(out, [(20, 36)], every=True)
    specs, configs = [], []
    for name, variant, opts in JANKO43_CONFIGS:
        use = files[:plain_sample] if name == "plain flow" else files
        lim = plain_limit if name == "plain flow" else limit
        for p in use:
            specs.append(spec(p, variant, opts, "ortools", "cpsat", lim))
            configs.append(name)
    paths = run_many(specs, out / "solve_runs" / "janko43", grace=60.0, progress=progress)
    rows = [row(records.read(p), c) for p, c in zip(paths, configs, strict=True)]
    write_csv(out / "solve_janko43.csv", rows)
    lines = ["| configuration (CP-SAT, 1 thread) | puzzles | solved | median solve s | median total s | "
             "max solve s | median cut rounds |", "|---|---|---|---|---|---|---|"]
    for name, _, _ in JANKO43_CONFIGS:
        rs = [r for r in rows if r["config"] == name]
        ok = [r for r in rs if r["status"] == RunStatus.SOLVED]
        rounds = [r["cut_rounds"] for r in rs if r["cut_rounds"] is not None]
        lines.append(f"| {name} | {len(rs)} | {len(ok)} | {fmt(med([r['solve_wall'] for r in rs]))} | "
                     f"{fmt(med([r['total_wall'] for r in rs]))} | {fmt(max(r['solve_wall'] for r in rs))} | "
                     f"{med(rounds) if rounds else '-'} |")
    (out / "solve_janko43.md").write_text("\n".join(lines) + "\n")


def run_configs(out: Path, limit: float, sample: int) -> None:
    """Every (layer, solver) x the winning-candidate configurations on a 20x36 sample."""
    files = janko_files(out, [(20, 36)], every=True)[:sample]
    configs = [c for c in JANKO43_CONFIGS if c[0] != "plain flow"]
    specs, names = [], []
    for la, s in PAIRS:
        for name, variant, opts in configs:
            for p in files:
                specs.append(spec(p, variant, opts, la, s, limit))
                names.append(name)
    paths = run_many(specs, out / "solve_runs" / "configs", grace=30.0, progress=progress)
    rows = [row(records.read(p), c) for p, c in zip(paths, names, strict=True)]
    write_csv(out / "solve_configs.csv", rows)
    head = [c[0] for c in configs]
    lines = ["| layer/solver | " + " | ".join(head) + " | best |", "|---|" + "---|" * (len(head) + 1)]
    for la, s in PAIRS:
        cells, best = [], (float("inf"), "")
        for name in head:
            rs = [r for r in rows if r["config"] == name and r["layer"] == la and r["solver"] == s]
            ok = sum(r["status"] == RunStatus.SOLVED for r in rs)
            m = med([r["total_wall"] for r in rs])
            cells.append(f"{fmt(m)} ({ok}/{len(rs)})")
            if ok == len(rs) and m < best[0]:
                best = (m, name)
        lines.append(f"| {la}/{s} | " + " | ".join(cells) + f" | {best[1] or '-'} |")
    (out / "solve_configs.md").write_text(
        f"Median total time (s) per run on {len(files)} janko 20x36 puzzles, (solved/runs), limit {limit:g} s\n\n"
        + "\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--parts", default="matrix,layers,janko43,configs")
    ap.add_argument("--time-limit", type=float, default=10.0)
    ap.add_argument("--plain-sample", type=int, default=8, help="20x36 puzzles for plain flow (slow)")
    ap.add_argument("--plain-limit", type=float, default=30.0)
    ap.add_argument("--config-sample", type=int, default=5, help="20x36 puzzles for the per-solver configs")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench")
    a = ap.parse_args(argv)
    if not REFERENCE.exists():
        print(f"{REFERENCE} not found", file=sys.stderr)
        return 2
    a.out.mkdir(parents=True, exist_ok=True)
    parts = set(a.parts.split(","))
    t0 = time.perf_counter()
    if parts & {"matrix", "layers"}:
        rows = run_matrix(a.out, a.time_limit)
        if "layers" in parts:
            layers_table(a.out, rows)
    if "janko43" in parts:
        run_janko43(a.out, a.time_limit, a.plain_sample, a.plain_limit)
    if "configs" in parts:
        run_configs(a.out, a.time_limit, a.config_sample)
    print(f"done in {time.perf_counter() - t0:.0f} s; tables in {a.out}")
    for part in ("matrix", "layers", "janko43", "configs"):
        md = a.out / f"solve_{part}.md"
        if md.exists() and (part in parts or (part == "layers" and "matrix" in parts)):
            print(f"\n## {part}\n{md.read_text()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
