# Fetch (URL -> resources/, sha256 checked, reused offline) and instance sets (one manifest each).


rule fetch:
    output:
        f"{RES}/{{set}}.{{sha}}.data",  # fetched_path(set): named by the expected sha256
    params:
        job=step_job(
            url=lambda wc: SETS[wc.set]["url"],
            sha256=lambda wc: SETS[wc.set].get("sha256", ""),
        ),
    log:
        f"{OUT}/logs/fetch/{{set}}.{{sha}}.log",
    benchmark:
        f"{OUT}/benchmarks/fetch/{{set}}.{{sha}}.tsv"
    shell:
        step_command("fetch")


rule instance_set:
    input:
        set_input,
    output:
        f"{OUT}/instances/{{set}}.json",
    params:
        job=step_job(
            spec=lambda wc: SETS[wc.set],
            repo=workflow.basedir,
            dir=lambda wc, output: str(Path(output[0]).with_suffix("")),
        ),
    log:
        f"{OUT}/logs/instances/{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/instances/{{set}}.tsv"
    shell:
        step_command("instance_set")
