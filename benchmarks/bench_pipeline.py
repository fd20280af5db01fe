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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import yaml

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class PipelineRun:
    """What to run: the janko experiment narrowed to one variant on one (layer, solver)."""

    limit: int | None = None
    cores: int = 2
    variant: str = "galaxies/flow"
    options: str = '{"pairs": true, "deduce": true}'
    layer: str = "ortools"
    solver: str = "cpsat"
    time_limit: float = 60.0
    keep: bool = False


def measure_pipeline(how: PipelineRun) -> dict[str, Any]:
    """Run the pipeline in a scratch directory and return its figures (see the module doc);
    ``fixed_s`` is the wall time less the solve stage's (the longest shard: the shards run
    side by side on ``cores`` cores), i.e. start, instance set, plan, aggregate, figures
    and report. Raises RuntimeError when Snakemake fails."""
    cfg = yaml.safe_load((ROOT / "config" / "janko.yaml").read_text())
    cfg.update(experiment="bench", formulate=False, shards=how.cores, sample_pictures=2,
               time_limit=how.time_limit,
               variants=[{"variant": how.variant, "options": json.loads(how.options), "label": "bench"}],
               solvers=[{"layer": how.layer, "solver": how.solver}])
    if how.limit:
        cfg["instance_sets"][0]["limit"] = how.limit
    work = Path(tempfile.mkdtemp(prefix="pb-bench-"))
    try:
        (work / "bench.yaml").write_text(yaml.safe_dump(cfg))
        cmd = [sys.executable, "-m", "snakemake", "-s", str(ROOT / "Snakefile"), "-d", str(work),
               "--configfile", str(work / "bench.yaml"), "--cores", str(how.cores), "--quiet", "all"]
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            raise RuntimeError(f"snakemake failed:\n{proc.stderr[-3000:]}")
        out = work / "results" / "bench"
        df = pd.read_csv(out / "runs.csv")
        steps = float((df["formulate_s"] + df["translate_s"] + df["solve_s"] + df["check_s"]).sum())
        shards = [json.loads(f.read_text()) for f in (out / "solve").glob("*.json")]  # the shards' summaries
        solve_wall = sum(s["wall_s"] for s in shards)
        longest = max((s["wall_s"] for s in shards), default=0.0)
        per_step = {str(tsv.relative_to(out / "benchmarks").with_suffix("")):
                    float(pd.read_csv(tsv, sep="\t")["s"].iloc[0])
                    for tsv in sorted((out / "benchmarks").rglob("*.tsv"))}
        n = len(df)
        return {"runs": n, "statuses": df["status"].value_counts().to_dict(), "variant": how.variant,
                "options": json.loads(how.options), "layer": how.layer, "solver": how.solver,
                "cores": how.cores, "limit": how.limit, "wall_s": wall, "steps_s": steps,
                "solve_stage_wall_s": solve_wall, "fixed_s": wall - longest,
                "overhead_ms_per_run": (wall * how.cores - steps) / n * 1000,
                "solve_stage_overhead_ms_per_run": (solve_wall - steps) / n * 1000, "per_step_wall_s": per_step,
                "measured": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())}
    finally:
        if how.keep:
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


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
    try:
        result = measure_pipeline(PipelineRun(args.limit, args.cores, args.variant, args.options, args.layer,
                                              args.solver, args.time_limit, args.keep))
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"runs: {result['runs']} ({result['statuses']})")
    print(f"variant {args.variant} {args.options}, {args.layer}/{args.solver}, {args.cores} cores")
    print(f"wall time (whole pipeline): {result['wall_s']:.1f} s; "
          f"sum of in-process step times: {result['steps_s']:.1f} s")
    print(f"fixed cost (wall less the longest shard): {result['fixed_s']:.1f} s")
    print(f"harness overhead per run, whole pipeline: {result['overhead_ms_per_run']:.1f} ms")
    print(f"harness overhead per run, solve stage (sum of shard walls {result['solve_stage_wall_s']:.1f} s): "
          f"{result['solve_stage_overhead_ms_per_run']:.1f} ms")
    print("wall time per step (Snakemake benchmark files, s):")
    for step, sec in result["per_step_wall_s"].items():
        print(f"  {step:24s} {sec:7.2f}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
