# Plan the runs into shards (a fixed number per layer) and solve each shard as one job.
# Every run writes its own record under runs/; existing records are skipped, so a job
# killed halfway resumes where it stopped and each run is recorded exactly once. A shard's
# output is its summary, which lists the shard's records: what the aggregation reads.


rule plan:
    input:
        sets=expand(f"{OUT}/instances/{{set}}.json", set=SETS),
        experiment=f"{OUT}/experiment.yaml",  # written once the variants are checked
    output:
        expand(f"{OUT}/plan/{{shard}}.json", shard=SHARDS),
    params:
        job=step_job(
            experiment=plan_config(),
            runs=RUNS,
            formulation=formulation_hashes(),  # changed formulation code -> re-plan, stale runs rerun
        ),
    log:
        f"{OUT}/logs/plan.log",
    benchmark:
        f"{OUT}/benchmarks/plan.tsv"
    shell:
        step_command("plan")


rule solve:
    input:
        f"{OUT}/plan/{{shard}}.json",
    output:
        f"{OUT}/solve/{{shard}}.json",
    threads: THREADS
    resources:
        runtime=shard_runtime,
        mem_mb=EXPERIMENT.slurm_mem_mb,
    params:
        job=step_job(),
    log:
        f"{OUT}/logs/solve/{{shard}}.log",
    benchmark:
        f"{OUT}/benchmarks/solve/{{shard}}.tsv"
    shell:
        step_command("solve")
