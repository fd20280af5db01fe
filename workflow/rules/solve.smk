# Plan the runs into shards (a fixed number per layer) and solve each shard as one job.
# Every run writes its own record under runs/; existing records are skipped, so a job
# killed halfway resumes where it stopped and each run is recorded exactly once.


def plan_config():
    keys = ("variants", "solvers", "repeats", "time_limit", "threads", "seed", "shards")
    return {k: config[k] for k in keys if k in config}


def shard_runtime(wildcards, input, attempt):
    """SLURM minutes for a shard: its runs x (time limit + overhead), from the plan file."""
    overhead = float(config.get("slurm", {}).get("overhead_s", 30))
    try:
        n = len(json.loads(Path(input[0]).read_text())["runs"])
    except (OSError, ValueError, IndexError, KeyError):
        n = 50  # plan not made yet (dry run): a placeholder estimate
    per_run = TIME_LIMIT + 2
    return max(5, math.ceil(n * per_run / 60 + overhead / 60) * attempt)


rule plan:
    input:
        sets=expand(f"{OUT}/instances/{{set}}.json", set=SETS),
        models=[f"{OUT}/models/{label}/{name}.json" for label, name in formulate_jobs()],
    output:
        expand(f"{OUT}/plan/{{shard}}.json", shard=SHARDS),
    params:
        cfg=as_json(plan_config()),
        runs=f"{OUT}/runs",
        dir=f"{OUT}/plan",
    log:
        f"{OUT}/logs/plan.log",
    benchmark:
        f"{OUT}/benchmarks/plan.tsv"
    shell:
        "{PY} -m engine.plan {params.cfg:q} --manifests {input.sets:q} --models {input.models:q}"
        " --runs-dir {params.runs:q} --out-dir {params.dir:q} 2> {log:q}"


rule solve:
    input:
        f"{OUT}/plan/{{shard}}.json",
    output:
        f"{OUT}/solve/{{shard}}.done",
    threads: THREADS
    resources:
        runtime=shard_runtime,
        mem_mb=int(config.get("slurm", {}).get("mem_mb", 2000)),
    log:
        f"{OUT}/logs/solve/{{shard}}.log",
    benchmark:
        f"{OUT}/benchmarks/solve/{{shard}}.tsv"
    shell:
        "{PY} -m engine.shard {input:q} --done {output:q} 2> >(tee {log:q} >&2)"
