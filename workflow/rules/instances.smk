# Fetch (URL -> resources/, sha256 checked, reused offline) and instance sets (one manifest each).


rule fetch:
    output:
        f"{RES}/{{set}}.{{sha}}.data",  # fetched_path(set): named by the expected sha256
    params:
        url=lambda wc: SETS[wc.set]["url"],
        sha256=lambda wc: SETS[wc.set].get("sha256", ""),
    log:
        f"{OUT}/logs/fetch/{{set}}.{{sha}}.log",
    benchmark:
        f"{OUT}/benchmarks/fetch/{{set}}.{{sha}}.tsv"
    script:
        "../steps/fetch.py"


rule instance_set:
    input:
        set_input,
    output:
        f"{OUT}/instances/{{set}}.json",
    params:
        spec=lambda wc: SETS[wc.set],
        repo=workflow.basedir,
        dir=lambda wc, output: str(Path(output[0]).with_suffix("")),
    log:
        f"{OUT}/logs/instances/{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/instances/{{set}}.tsv"
    script:
        "../steps/instance_set.py"
