"""puzzlebench: experiments in (config/*.yaml), tables, figures and an HTML report out.

    snakemake                                             # the smoke experiment, all cores
    snakemake --cores 2 --configfile config/janko.yaml    # another experiment
    snakemake --cores 2 --report results/smoke/report.html --report-after-run   # + report
    snakemake --profile workflow/profiles/slurm --configfile config/full.yaml

Steps (workflow/rules/): fetch -> instance sets -> formulate (once per instance x variant)
-> plan (runs into shards per layer) -> solve (batched, one record per run) -> aggregate ->
plot -> report. See docs/pipeline.md.
"""

from pathlib import Path

from snakemake.utils import min_version, validate

min_version("8.20")

# The smoke experiment is the default, but only when no --configfile is given: Snakemake
# would otherwise merge the named experiment over smoke's keys and leak smoke's settings.
if not workflow.overwrite_configfiles:

    configfile: str(Path(workflow.basedir) / "config" / "smoke.yaml")


validate(config, "workflow/schemas/config.schema.yaml")


report: "workflow/report/workflow.rst"


include: "workflow/rules/common.smk"
include: "workflow/rules/instances.smk"
include: "workflow/rules/formulate.smk"
include: "workflow/rules/solve.smk"
include: "workflow/rules/analyse.smk"


rule all:
    default_target: True
    input:
        TABLES,
        FIGURES,
