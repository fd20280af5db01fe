"""Benchmark: runs that cost their solver time (issue 33, item 4), every target in one run.

One named run measures, side by side on the same machine and load:

- the fixed cost of a small experiment: the janko pipeline (``bench_pipeline.py``) on the
  ``--limit`` smallest puzzles, wall time less the solve stage's (the longest shard: the
  shards run side by side), i.e. Snakemake's start, instance set, plan, aggregate, figures
  and report; target <= 5 s;
- the harness's time per run in the solve stage of that same pipeline: (sum of the shards'
  wall times - sum of the runs' in-process steps) / runs, the workers' start included;
  and the same per run once a worker runs (``bench_targets.py``'s figure: twenty tiny
  runs in one worker, median of runs 2-20); target <= 2 ms each;
- the harness's CPU per run once a worker runs (``bench_targets.py``'s "harness CPU per
  run": parent + worker less the runs' own steps, runs 2-101); target <= 2 ms;
- the best configuration's in-process total on the janko 20x36 puzzles (formulate +
  translate + solve + check, median; ``bench_baselines.py``), wall and CPU (the CPU figure
  is the one the load does not inflate); target <= 8 ms;
- multi-puzzle-solver's median / the best configuration's median, first solution and
  uniqueness proof, at every size class (the janko sizes 7x7 to 20x36, and puzzles made by
  sgt's generator at ``--sgt`` sizes, up to 50x50); target >= 5x each.

Prints each figure beside its target (met or not) with the load around it, then where the
fixed cost goes (Snakemake's per-step wall times) and the 20x36 step medians, and writes
everything to ``--out`` (default ``results/bench/harness_cost.md``). A small run::

    .venv/bin/python benchmarks/bench_harness_cost.py --limit 20 --per-class 2 --big 10 --sgt
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, Path(__file__).resolve().parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import bench_baselines as bb  # noqa: E402  (benchmarks/, the script's own folder)
from bench_pipeline import PipelineRun, measure_pipeline  # noqa: E402
from bench_targets import harness_cpu, harness_overhead  # noqa: E402
from targets_table import Table, load_now  # noqa: E402

FIXED_TARGET = 5.0  # seconds per small experiment
PER_RUN_TARGET = 2.0  # ms of harness time per run in the solve stage


def met(ok: bool) -> str:
    return "yes" if ok else "no"


def commit() -> str:
    """The code measured: the commit, with ``+changes`` when the work tree differs from it."""
    def git(*a: str) -> str:
        return subprocess.run(["git", *a], cwd=ROOT, capture_output=True, text=True).stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--limit", type=int, default=20, help="puzzles in the small pipeline experiment (default 20)")
    ap.add_argument("--cores", type=int, default=2)
    ap.add_argument("--janko", type=Path, default=bb.JANKO)
    ap.add_argument("--per-class", type=int, default=8, help="puzzles per janko size class (default 8)")
    ap.add_argument("--big", type=int, default=43, help=f"janko {bb.BIG} puzzles for the total (default 43, all)")
    ap.add_argument("--sgt", nargs="*", default=["30x30", "40x40", "50x50"], metavar="RxC",
                    help="sgt-generated size classes (default 30x30 40x40 50x50; none: --sgt)")
    ap.add_argument("--sgt-count", type=int, default=3, help="sgt puzzles per size (default 3)")
    ap.add_argument("--variant", default="galaxies/cuts")
    ap.add_argument("--layer", default="ortools")
    ap.add_argument("--solver", default="cpsat")
    ap.add_argument("--out", default=str(ROOT / "results" / "bench" / "harness_cost.md"))
    args = ap.parse_args(argv)
    if min(args.limit, args.per_class, args.big, args.sgt_count, args.cores) < 1:
        print("bench_harness_cost: --limit, --per-class, --big, --sgt-count and --cores must be at least 1",
              file=sys.stderr)
        return 2
    if not args.janko.is_file():
        print(f"bench_harness_cost: {args.janko} not found (../shared/instances/janko)", file=sys.stderr)
        return 2
    options = {"pairs": True, "deduce": True}
    head = (f"harness cost, commit {commit()}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; "
            f"best = {args.variant} pairs+deduce on {args.layer}/{args.solver}\n\n"
            "| target | measured | target | met | how | load before / after |\n|---|---|---|---|---|---|")
    table = Table(head)

    before = load_now()
    try:
        pipe = measure_pipeline(PipelineRun(args.limit, args.cores, args.variant, json.dumps(options),
                                            args.layer, args.solver))
    except RuntimeError as exc:
        print(f"bench_harness_cost: {exc}", file=sys.stderr)
        return 1
    after = load_now()
    how = f"janko pipeline, {pipe['runs']} runs, {args.cores} cores, wall {pipe['wall_s']:.1f} s"
    table.row(f"| fixed cost of a small experiment | {pipe['fixed_s']:.1f} s | <= {FIXED_TARGET:g} s "
              f"| {met(pipe['fixed_s'] <= FIXED_TARGET)} | {how}, less the longest shard | {before} / {after} |")
    per_run = pipe["solve_stage_overhead_ms_per_run"]
    table.row(f"| harness time per run, solve stage | {per_run:.1f} ms | <= {PER_RUN_TARGET:g} ms "
              f"| {met(per_run <= PER_RUN_TARGET)} | (shard walls {pipe['solve_stage_wall_s']:.2f} s - "
              f"steps {pipe['steps_s']:.2f} s) / runs | {before} / {after} |")

    before = load_now()
    marginal = harness_overhead(args.janko.parents[1] / "reference")
    table.row(f"| harness time per run in a worker (runs 2-20) | {marginal.seconds * 1000:.1f} ms "
              f"| <= {PER_RUN_TARGET:g} ms | {met(marginal.seconds * 1000 <= PER_RUN_TARGET)} "
              f"| bench_targets' figure: {marginal.detail} | {before} / {load_now()} |")
    before = load_now()
    cpu = harness_cpu(args.janko.parents[1] / "reference")
    table.row(f"| harness CPU per run in a worker (runs 2-101) | {cpu.seconds * 1000:.2f} ms "
              f"| <= {PER_RUN_TARGET:g} ms | {met(cpu.seconds * 1000 <= PER_RUN_TARGET)} "
              f"| bench_targets' figure: {cpu.detail} | {before} / {load_now()} |")

    janko = bb.janko_classes(args.janko, args.per_class, big_all=False)
    good = bb.load_all(args.janko)[0]
    janko[f"janko {bb.BIG}"] = [i for i in good if isinstance(i, bb.GalaxiesInstance)
                                and f"{i.rows}x{i.cols}" == bb.BIG][: args.big]
    puzzles = {**janko, **(bb.sgt_classes(args.sgt, args.sgt_count) if args.sgt else {})}
    ways = bb.methods(args.variant, options, args.layer, args.solver, names=(bb.REFERENCE,))
    if not any(w.name == bb.REFERENCE for w in ways):
        table.row(f"| peer ratios | - | >= {bb.SPEEDUP_TARGET:g}x | no | multi-puzzle-solver is not installed | - |")
    before = load_now()
    got = bb.measure(puzzles, ways)
    load = f"{before} / {load_now()}"
    with contextlib.redirect_stdout(io.StringIO()):  # its rows come out below, with the load
        targets, _side, steps = bb.tables(got, ways, list(puzzles), load)
    for line in targets.lines[1:]:
        table.row(f"{line} {load} |")
    total_cpu = got.steps.get("total cpu")
    if total_cpu:  # the same runs' CPU time, which the load inflates far less than their wall time
        med = statistics.median(total_cpu)
        table.row(f"| {bb.BIG}: best configuration, in-process total CPU (median) | {med * 1000:.1f} ms "
                  f"| <= {bb.TOTAL_TARGET * 1000:g} ms | {met(med <= bb.TOTAL_TARGET)} "
                  f"| {len(total_cpu)} puzzles, one run each; formulate + translate + solve + check | {load} |")
    extra = ["", "where the fixed cost goes (Snakemake's per-step wall times, s):", ""]
    extra += [f"- {step}: {sec:.2f}" for step, sec in pipe["per_step_wall_s"].items()]
    extra += steps.lines
    if got.failures:
        extra += ["", "not timed (not solved, or not proved unique):", *[f"- {f}" for f in got.failures]]
    for line in extra:
        table.row(line)
    table.write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
