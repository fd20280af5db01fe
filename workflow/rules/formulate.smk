# Formulate once per instance x variant: each model as MPS plus a JSON of its size and build
# time. A hand-over to any solver and a measurement of the build; the runs build their own
# model, so nothing downstream waits for this (`rule all` asks for it when `formulate: true`).


rule formulate:
    input:
        set=f"{OUT}/instances/{{set}}.json",
        experiment=f"{OUT}/experiment.yaml",  # written once the variants are checked
    output:
        f"{OUT}/models/{{label}}/{{set}}.json",
    params:
        job=step_job(
            variant=lambda wc: LABELS[wc.label].plain,
            dir=lambda wc, output: str(Path(output[0]).with_suffix("")),
        ),
    log:
        f"{OUT}/logs/formulate/{{label}}.{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/formulate/{{label}}.{{set}}.tsv"
    shell:
        step_command("formulate")
