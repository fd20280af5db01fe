"""puzzlebench: experiments in (config/*.yaml), tables, figures and an HTML report out.

    snakemake                                             # the default experiment (smoke), all cores
    snakemake --cores 2 --configfile config/janko.yaml    # another experiment
    snakemake --cores 2 --report results/smoke/report.html --report-after-run   # + report
    snakemake --workflow-profile profiles/slurm --configfile config/full.yaml   # SLURM

Steps (rules in workflow/rules/, each step a thin script in workflow/steps/): fetch ->
instance sets -> plan (runs into shards per layer) -> solve (batched, one record per run)
-> aggregate (tables, the findings' numbers, figures) -> findings (the page) -> report;
formulate (each model once as MPS) and strength (each model's LP relaxation once, joined
into the tables) beside them. See docs/pipeline.md.
"""

import sys

from snakemake.utils import min_version, validate

from puzzlebench.engine.experiment.file import check_files

min_version("8.20")


# The default experiment. Snakemake merges a --configfile over it, so every experiment sets
# every key this file sets (the schema requires them; tests/test_pipeline_config.py checks).
configfile: "config/config.yaml"


# A --configfile given to Snakemake directly is read again as plain data first (a key twice,
# a tag, an alias bomb, a YTE template refused in one line) before the schema's message could
# expand it. `make run` gives Snakemake only a checked JSON copy (docs/reliability.md).
try:
    check_files(workflow.overwrite_configfiles)
except ValueError as exc:
    print(f"error: {exc}", file=sys.stderr)
    sys.exit(2)


validate(config, "workflow/schemas/config.schema.yaml")


report: "workflow/report/workflow.rst"


include: "workflow/rules/common.smk"
include: "workflow/rules/instances.smk"
include: "workflow/rules/formulate.smk"
include: "workflow/rules/solve.smk"
include: "workflow/rules/strength.smk"
include: "workflow/rules/analyse.smk"


# Bookkeeping steps that take well under a second run where Snakemake runs, never as
# cluster jobs: on SLURM each would cost a queue wait and a Snakemake start on the node
# (docs/slurm.md). The plan's solve jobs wait for nothing else.
localrules:
    all,
    experiment,
    plan,


rule all:
    default_target: True
    input:
        TABLES,
        FIGURES,
        FINDINGS,
        EXPLORE_FILE,
        model_manifests(),
        f"{OUT}/experiment.yaml",


# The experiment as this run resolved it (defaults filled in), kept beside its results,
# once its variants are checked against the registry (the plan waits for it).
rule experiment:
    output:
        f"{OUT}/experiment.yaml",
    params:
        job=step_job(
            experiment=config,
        ),
    log:
        f"{OUT}/logs/experiment.log",
    shell:
        step_command("experiment")
