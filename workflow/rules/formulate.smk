# Formulate once per instance x variant: model as MPS plus a JSON of its size and build time.


rule formulate:
    input:
        f"{OUT}/instances/{{set}}.json",
    output:
        f"{OUT}/models/{{label}}/{{set}}.json",
    params:
        variant=lambda wc: as_json(LABELS[wc.label]),
        dir=lambda wc: f"{OUT}/models/{wc.label}/{wc.set}",
    log:
        f"{OUT}/logs/formulate/{{label}}.{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/formulate/{{label}}.{{set}}.tsv"
    shell:
        "{PY} -m engine.formulate_set {input:q} {params.variant:q} --label {wildcards.label}"
        " --out-dir {params.dir:q} --manifest {output:q} 2> {log:q}"
