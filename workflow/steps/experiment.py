"""Step experiment: check the experiment (every point of a grid: its variants against the
registry, its solvers against this machine, its solvers' options against the solvers' own
names; an unknown variant, option, option value, solver or solver option ends the run
here, in one line, before any plan or solve), then write the experiment as the run
resolved it (schema defaults filled in) beside its results, so the tables always say what
made them. The plan waits for it. Library: puzzlebench.engine.experiment.check.

Why a job and not a check while Snakemake parses the workflow: importing the registry
(numpy, scipy, every formulation) costs ~0.3 s, which every Snakemake invocation (a dry
run, each SLURM job) would pay; here it runs once, beside the instance-set jobs."""

import yaml
from step import run

from puzzlebench.engine.experiment import check
from puzzlebench.instances.files import write_text_atomic


def main(smk):
    experiment = dict(smk.params.experiment)
    check(experiment)
    write_text_atomic(smk.output[0], yaml.safe_dump(experiment, sort_keys=False))


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
