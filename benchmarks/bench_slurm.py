"""SLURM against local, side by side: the same experiment on this machine and through
``--workflow-profile profiles/slurm`` on the one-node test cluster (scripts/slurm-up).

    .venv/bin/python benchmarks/bench_slurm.py [--experiments tiny smoke] [--keep]

For each experiment, in fresh scratch directories, one local run (``--cores 2``) and then
one SLURM run (the test cluster's settings: scripts/slurm_local.py), and reports:

- wall time of each, the runs, the jobs submitted to SLURM;
- overhead per run = (SLURM wall - local wall) / runs;
- overhead per job = for each cluster job, the time from Snakemake's submission to
  Snakemake seeing it finished, less the step's own wall time inside the job (its
  Snakemake benchmark file), split into queueing (squeue's submit to start), Snakemake's
  start in the job (start to end, less the step) and the executor's status polling (the
  rest; whole seconds: Snakemake's log and squeue's times have no fractions). Median over
  the jobs (and over the solve jobs alone);
- the shard choice for the janko experiment. What grows with the number of shards is the
  node time each job spends not solving (Snakemake's start in the job, median over the
  solve jobs); queueing and status polling are waits that all shards of a stage share
  while nodes are free (reported, and the fraction they would make is printed too). The
  janko solve work is an estimate, not measured here (``--janko-solve-s``, default 3 600
  core-seconds: the issue's "about 30 min on 2 cores"), so the fraction for its plan
  (``shards`` per layer x layers jobs) and the largest ``shards`` under 10 % are estimates
  from the measured per-job figure.

Numbers go to results/bench/slurm.json (and stdout). The cluster is left as it was found
(started and stopped again when this script started it). ``--from-json FILE`` prints the
summary of an earlier measurement again without running anything.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import pandas as pd
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from puzzlebench.engine.experiment.plan import shard_names  # noqa: E402
from scripts import slurm_local  # noqa: E402

CONFIGS = {"tiny": "config/tiny.yaml", "smoke": "config/config.yaml"}
_STAMP = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4})\]$")
_EVENT = re.compile(r"^(?:Job (\d+) has been submitted with SLURM jobid \d+|Finished jobid: (\d+))")


def latencies(log: str) -> dict[str, float]:
    """Snakemake job id -> seconds from its SLURM submission to Snakemake seeing it done."""
    now = None
    sub: dict[str, datetime] = {}
    lat: dict[str, float] = {}
    for line in log.splitlines():
        if m := _STAMP.match(line.strip()):
            now = datetime.strptime(m[1], "%a %b %d %H:%M:%S %Y")
        elif (m := _EVENT.match(line.strip())) and now is not None:
            if m[1]:
                sub[m[1]] = now
            elif m[2] in sub:
                lat[m[2]] = (now - sub[m[2]]).total_seconds()
    return lat


def step_seconds(out: Path) -> dict[str, float]:
    """Each job's own wall time (Snakemake benchmark files), by rule/wildcards."""
    found = {}
    for tsv in (out / "benchmarks").rglob("*.tsv"):
        key = str(tsv.relative_to(out / "benchmarks").with_suffix(""))
        found[key] = float(pd.read_csv(tsv, sep="\t")["s"].iloc[0])
    return found


def run(cfg_path: str, name: str, slurm: bool, keep: bool) -> dict:
    work = Path(tempfile.mkdtemp(prefix=f"pb-slurm-{name}-"))
    cmd = [sys.executable, "-m", "snakemake", "-s", str(ROOT / "Snakefile"), "-d", str(work),
           "--configfile", str(ROOT / cfg_path), "--config", f"experiment={name}"]
    if slurm:
        cmd += ["--workflow-profile", str(ROOT / "profiles" / "slurm"), *slurm_local.CLUSTER_FLAGS,
                *slurm_local.fit_to_node()]
    else:
        cmd += ["--cores", "2"]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=work, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    log = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise SystemExit(f"{name} ({'slurm' if slurm else 'local'}) failed:\n{log[-3000:]}")
    out = work / "results" / name
    df = pd.read_csv(out / "runs.csv")
    row = {"wall_s": wall, "runs": len(df), "statuses": df["status"].value_counts().to_dict(),
           "steps_s": float((df["formulate_s"] + df["translate_s"] + df["solve_s"] + df["check_s"]).sum()),
           "dir": str(work)}
    if slurm:
        jobs = {j.slurm_id: j for j in slurm_local.jobs(log)}
        steps = step_seconds(out)
        lat = latencies(log)
        per_job = []
        for smk_id, sid in _snakemake_ids(log).items():
            job = jobs[sid]
            step = steps.get(_benchmark_key(job, steps))
            if smk_id in lat and step is not None:
                queued, ran = _seconds(job.submit, job.start), _seconds(job.start, job.end)
                per_job.append({"rule": job.rule, "wildcards": job.wildcards,
                                "latency_s": lat[smk_id], "step_s": step,
                                "overhead_s": lat[smk_id] - step, "queued_s": queued,
                                "node_start_s": ran - step,
                                "polling_s": lat[smk_id] - queued - ran,
                                "limit_min": job.limit_min, "mem_mb": job.mem_mb})
        row.update(jobs=len(jobs), per_job=per_job)
    if not keep:
        subprocess.run(["rm", "-rf", str(work)], check=False)
    return row


def _benchmark_key(job: slurm_local.Job, steps: dict[str, float]) -> str:
    """Where a job's rule keeps its benchmark file (workflow/rules/*.smk), by its wildcards."""
    if job.rule == "formulate":  # wildcards "<label>_<set>", file formulate/<label>.<set>
        return next((k for k in steps if k.startswith("formulate/")
                     and k.removeprefix("formulate/").replace(".", "_", 1) == job.wildcards), "")
    folder = {"solve": "solve", "instance_set": "instances", "fetch": "fetch"}.get(job.rule)
    return f"{folder}/{job.wildcards}" if folder else job.rule


def _seconds(a: str, b: str) -> float:
    """Seconds between two of squeue's timestamps (2026-12-01T02:07:12)."""
    return (datetime.fromisoformat(b) - datetime.fromisoformat(a)).total_seconds()


def _snakemake_ids(log: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for m in re.finditer(r"Job (\d+) has been submitted with SLURM jobid (\d+)", log)}


def janko_shards(overhead_s: float, solve_s: float) -> dict:
    cfg = yaml.safe_load((ROOT / "config" / "config.yaml").read_text())
    cfg.update(yaml.safe_load((ROOT / "config" / "janko.yaml").read_text()))
    layers = len({s["layer"] for s in cfg["solvers"]})
    jobs = len(shard_names(cfg))
    best = int(0.10 * solve_s / overhead_s / layers)
    return {"layers": layers, "shards_per_layer": cfg["shards"], "solve_jobs": jobs,
            "solve_s_estimate": solve_s, "overhead_fraction": jobs * overhead_s / solve_s,
            "max_shards_per_layer_under_10pct": best}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--experiments", nargs="+", default=["tiny", "smoke"], choices=sorted(CONFIGS))
    p.add_argument("--janko-solve-s", type=float, default=3600.0,
                   help="the janko experiment's solve work in core-seconds (an estimate)")
    p.add_argument("--keep", action="store_true", help="keep the scratch directories")
    p.add_argument("--out", default=str(ROOT / "results" / "bench" / "slurm.json"))
    p.add_argument("--from-json", help="no runs: summarise the measurements in this file again")
    args = p.parse_args()
    if args.from_json:
        old = json.loads(Path(args.from_json).read_text())
        load, table = old["load"], old["experiments"]
    else:
        with slurm_local.exclusive():  # the machine's one test cluster: nobody else's run meanwhile
            ok, message = slurm_local.up()
            if not ok:
                print(message, file=sys.stderr)
                return 2
            load = Path("/proc/loadavg").read_text().split()[:3]
            print(f"{message}\nload average at the start: {' '.join(load)}")
            table = {name: measure(name, args.keep) for name in args.experiments}
            if "already up" not in message:
                print(slurm_local.down())
    summary = summarise(table, args.janko_solve_s)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"load": load, "experiments": table, **summary}, indent=1))
    return 0


def measure(name: str, keep: bool) -> dict:
    """One experiment locally, then under SLURM, in fresh directories."""
    local = run(CONFIGS[name], name, False, keep)
    slurm = run(CONFIGS[name], name, True, keep)
    return {"local": local, "slurm": slurm,
            "overhead_per_run_s": (slurm["wall_s"] - local["wall_s"]) / local["runs"]}


def summarise(table: dict, janko_solve_s: float) -> dict:
    """Print the side-by-side figures and the janko shard choice; return them."""
    every_job = []
    for name, row in table.items():
        local, slurm = row["local"], row["slurm"]
        every_job += slurm["per_job"]
        same = local["statuses"] == slurm["statuses"] and local["runs"] == slurm["runs"]
        print(f"\n{name}: {local['runs']} runs; local {local['wall_s']:.1f} s, SLURM "
              f"{slurm['wall_s']:.1f} s ({slurm['jobs']} jobs submitted); overhead per run "
              f"{row['overhead_per_run_s'] * 1000:.0f} ms; same statuses: {same}")
        for j in slurm["per_job"]:
            print(f"  {j['rule']:<12} {j['wildcards']:<22} submitted->seen done {j['latency_s']:5.0f} s, "
                  f"step {j['step_s']:6.1f} s, overhead {j['overhead_s']:5.1f} s = queued "
                  f"{j['queued_s']:3.0f} + Snakemake start in the job {j['node_start_s']:4.1f} + "
                  f"status polling {j['polling_s']:3.0f} (asked {j['limit_min']} min, {j['mem_mb']} MB)")
    solves = [j for j in every_job if j["rule"] == "solve"]
    medians = {part: statistics.median(j[part] for j in solves)
               for part in ("overhead_s", "queued_s", "node_start_s", "polling_s")}
    print(f"\nsolve jobs ({len(solves)}), medians: " + ", ".join(f"{k} {v:.1f}" for k, v in medians.items()))
    # What grows with the number of shards is the node time a job spends not solving:
    # Snakemake's start in the job. Queueing and polling are waits that all shards of a
    # stage share while nodes are free; they are reported, not charged per shard.
    janko = janko_shards(medians["node_start_s"], janko_solve_s)
    # A job on a free node waits only for the scheduler (the first stage's jobs here: the
    # later ones wait for this node's 2 CPUs, which a local run waits for as well).
    free = medians["node_start_s"] + medians["polling_s"] + min(j["queued_s"] for j in every_job)
    janko["per_job_on_free_nodes_s"] = free
    janko["fraction_with_waits_on_free_nodes"] = janko["solve_jobs"] * free / janko_solve_s
    janko["max_shards_per_layer_with_waits"] = int(0.10 * janko_solve_s / free / janko["layers"])
    print(f"janko: {janko['solve_jobs']} solve jobs ({janko['shards_per_layer']} per layer x "
          f"{janko['layers']} layers) x {medians['node_start_s']:.1f} s of node time not solving, "
          f"over ~{janko_solve_s:.0f} s of solving (estimate) = "
          f"{janko['overhead_fraction'] * 100:.1f} % (target < 10 %); largest shards per layer "
          f"under 10 %: {janko['max_shards_per_layer_under_10pct']}")
    print(f"  counting the waits too, on free nodes ({free:.0f} s a job): "
          f"{janko['fraction_with_waits_on_free_nodes'] * 100:.1f} %, largest shards per layer "
          f"under 10 %: {janko['max_shards_per_layer_with_waits']}; with this node's queue "
          f"({medians['overhead_s']:.0f} s a job): "
          f"{janko['solve_jobs'] * medians['overhead_s'] / janko_solve_s * 100:.0f} %")
    return {"solve_job_medians_s": medians, "janko": janko}


if __name__ == "__main__":
    raise SystemExit(main())
