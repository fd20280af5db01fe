# Fetch (URL -> resources/, sha256 checked, reused offline) and instance sets (one manifest each).


def fetched_path(name):
    return f"{RES}/{name}.data"


def set_input(wildcards):
    """The dataset file a set reads: none, the local janko copy, or a fetched file."""
    spec = SETS[wildcards.set]
    if spec["source"] == "url":
        return [fetched_path(spec["name"])]
    if spec["source"] == "janko":
        local = repo_path(spec["path"])
        if local.exists() or not spec.get("url"):
            return [str(local)]
        return [fetched_path(spec["name"])]
    return []


rule fetch:
    output:
        fetched_path("{set}"),
    params:
        url=lambda wc: SETS[wc.set]["url"],
        sha=lambda wc: SETS[wc.set].get("sha256", ""),
    log:
        f"{OUT}/logs/fetch/{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/fetch/{{set}}.tsv"
    shell:
        "{PY} -m scripts.fetch {params.url:q} {output:q} --sha256 {params.sha} 2> {log:q}"


rule instance_set:
    input:
        set_input,
    output:
        f"{OUT}/instances/{{set}}.json",
    params:
        spec=lambda wc: as_json(SETS[wc.set]),
        repo=str(REPO),
        data=lambda wc, input: f"--input {input[0]}" if input else "",
        dir=lambda wc: f"{OUT}/instances/{wc.set}",
    log:
        f"{OUT}/logs/instances/{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/instances/{{set}}.tsv"
    shell:
        "{PY} -m engine.instance_sets {params.spec:q} --repo {params.repo:q} {params.data}"
        " --out-dir {params.dir:q} --manifest {output:q} 2> {log:q}"
