"""Harness overhead per run of the pipeline: the janko experiment, one variant, one solver.

    .venv/bin/python benchmarks/bench_pipeline.py [--limit N] [--cores 2]

Runs ``snakemake`` on config/janko.yaml narrowed to one variant and one (layer, solver) in
a scratch directory (fresh results, so every run really runs), then reports

    overhead per run = (wall time x cores - sum of in-process step times) / runs

where the step times are the wall times each record measured inside its process
(formulate, translate, solve, check). The whole pipeline is charged: Snakemake's start,
instance set, plan, workers' start-up, aggregation and figures. The same figure is also
given for the solve stage alone (sum of the shards' wall times, from the solve steps'
summaries, instead of wall x cores), which is what grows with the number of runs. The
formulate step is switched off here: it builds the same models the runs build (and time)
again, which is not harness overhead.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd
import yaml

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--limit", type=int, default=None, help="only the N smallest puzzles")
    p.add_argument("--cores", type=int, default=2)
    p.add_argument("--variant", default="galaxies/flow")
    p.add_argument("--options", default='{"pairs": true, "deduce": true}', help="variant options (JSON)")
    p.add_argument("--layer", default="ortools")
    p.add_argument("--solver", default="cpsat")
    p.add_argument("--time-limit", type=float, default=60)
    p.add_argument("--keep", action="store_true", help="keep the scratch directory")
    p.add_argument("--out", default=str(ROOT / "results" / "bench" / "pipeline.json"),
                   help="where the numbers are written as JSON (besides stdout)")
    args = p.parse_args()

    cfg = yaml.safe_load((ROOT / "config" / "janko.yaml").read_text())
    cfg.update(experiment="bench", formulate=False, shards=args.cores, sample_pictures=2,
               time_limit=args.time_limit,
               variants=[{"variant": args.variant, "options": json.loads(args.options), "label": "bench"}],
               solvers=[{"layer": args.layer, "solver": args.solver}])
    if args.limit:
        cfg["instance_sets"][0]["limit"] = args.limit
    work = Path(tempfile.mkdtemp(prefix="pb-bench-"))
    (work / "bench.yaml").write_text(yaml.safe_dump(cfg))
    cmd = [sys.executable, "-m", "snakemake", "-s", str(ROOT / "Snakefile"), "-d", str(work),
           "--configfile", str(work / "bench.yaml"), "--cores", str(args.cores), "--quiet", "all"]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        print(proc.stderr[-3000:], file=sys.stderr)
        return 1
    out = work / "results" / "bench"
    df = pd.read_csv(out / "runs.csv")
    steps = float((df["formulate_s"] + df["translate_s"] + df["solve_s"] + df["check_s"]).sum())
    shards = [json.loads(f.read_text()) for f in (out / "solve").glob("*.json")]  # the shards' summaries
    solve_wall = sum(s["wall_s"] for s in shards)
    n = len(df)
    whole = (wall * args.cores - steps) / n
    stage = (solve_wall - steps) / n
    print(f"runs: {n} ({df['status'].value_counts().to_dict()})")
    print(f"variant {args.variant} {args.options}, {args.layer}/{args.solver}, {args.cores} cores")
    print(f"wall time (whole pipeline): {wall:.1f} s; sum of in-process step times: {steps:.1f} s")
    print(f"harness overhead per run, whole pipeline: {whole * 1000:.1f} ms")
    print(f"harness overhead per run, solve stage (sum of shard walls {solve_wall:.1f} s): {stage * 1000:.1f} ms")
    print("wall time per step (Snakemake benchmark files, s):")
    per_step = {}
    for tsv in sorted((out / "benchmarks").rglob("*.tsv")):
        step = str(tsv.relative_to(out / "benchmarks").with_suffix(""))
        per_step[step] = float(pd.read_csv(tsv, sep="\t")["s"].iloc[0])
        print(f"  {step:24s} {per_step[step]:7.2f}")
    result = {"runs": n, "statuses": df["status"].value_counts().to_dict(), "variant": args.variant,
              "options": json.loads(args.options), "layer": args.layer, "solver": args.solver,
              "cores": args.cores, "limit": args.limit, "wall_s": wall, "steps_s": steps,
              "solve_stage_wall_s": solve_wall, "overhead_ms_per_run": whole * 1000,
              "solve_stage_overhead_ms_per_run": stage * 1000, "per_step_wall_s": per_step,
              "measured": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {args.out}")
    if args.keep:
        print(f"kept {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
