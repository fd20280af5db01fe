"""Step experiment: check the experiment (every point of a grid: its variants against the
registry, its solvers against this machine, its solvers' options against the solvers' own
names; an unknown variant, option, option value, solver or solver option ends the run
here, in one line, before any plan or solve; a missing solver marked ``optional`` is
skipped, with the reason on stderr; a layer's probe answer is kept for an hour in the
experiment's ``resources`` folder, under a key of the installed versions, the adapters' code
and the environment: puzzlebench.engine.experiment.probe_cache), then write the experiment as the run resolved it
(schema defaults filled in, the skipped solvers under ``skipped_solvers``) beside its
results, so the tables always say what made them and the plan what to leave out. The plan waits for it. Library: puzzlebench.engine.experiment.checks.check.

Why a job and not a check while Snakemake parses the workflow: the probe imports each layer
in a child interpreter, which every Snakemake invocation (a dry run, each SLURM job) would
pay; here it runs once, beside the instance-set jobs. The variants are checked against
their table of names and options (puzzlebench.models.variant_table), not the registry, so
this step imports no formulation."""

import dataclasses
import json
import sys
from pathlib import Path

import yaml
from step import run_job

from puzzlebench.engine.experiment.checks import SKIPPED_KEY, check
from puzzlebench.engine.experiment.design import value
from puzzlebench.instances.files import write_text_atomic


def main(job):
    # plain dicts and lists: Snakemake reads a JSON config file (the launcher's sanitised
    # copy) into OrderedDicts, which a safe YAML dump refuses
    experiment = json.loads(json.dumps(job.params.experiment))
    probes = Path(str(value(experiment, "resources"))) / "probes"  # shared by the experiments on this machine
    skipped = check(experiment, probe_cache=probes)  # one probe: the problems and the optional entries to skip
    for s in skipped:
        print(f"experiment: {s.line()}", file=sys.stderr)
    if skipped:  # the plan leaves these out; with none skipped the file is the experiment as resolved
        experiment[SKIPPED_KEY] = [dataclasses.asdict(s) for s in skipped]
    write_text_atomic(job.output[0], yaml.safe_dump(experiment, sort_keys=False))


run_job(main)
