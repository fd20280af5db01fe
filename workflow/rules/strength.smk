# LP strength, once per instance x variant (puzzlebench.engine.measure.lp_strength): the relaxation of
# each (label, set)'s models under the zero and a seeded objective, in one job per pair.
# The aggregate step joins it into runs.csv by (instance, label); `strength: false` skips it.


rule strength:
    input:
        set=f"{OUT}/instances/{{set}}.json",
        experiment=f"{OUT}/experiment.yaml",  # written once the variants are checked
    output:
        f"{OUT}/strength/{{label}}/{{set}}.json",
    params:
        job=step_job(
            variant=lambda wc: LABELS[wc.label].plain,
            time_limit=TIME_LIMIT,
            formulation=lambda wc: formulation_hashes().get(LABELS[wc.label].variant, ""),
        ),
    log:
        f"{OUT}/logs/strength/{{label}}.{{set}}.log",
    benchmark:
        f"{OUT}/benchmarks/strength/{{label}}.{{set}}.tsv"
    shell:
        step_command("strength")
