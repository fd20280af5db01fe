"""Step experiment: check the experiment's variants against the registry (an unknown
variant, option or option value ends the run here, in one line, before any plan or solve),
then write the experiment as the run resolved it (schema defaults filled in) beside its
results, so the tables always say what made them. The plan waits for it. Library:
models.registry.resolve_options.

Why a job and not a check while Snakemake parses the workflow: importing the registry
(numpy, scipy, every formulation) costs ~0.3 s, which every Snakemake invocation (a dry
run, each SLURM job) would pay; here it runs once, beside the instance-set jobs."""

import yaml
from step import run

from instances.errors import PuzzleInputError
from instances.files import write_text_atomic
from models.registry import resolve_options


def main(smk):
    experiment = dict(smk.params.experiment)
    for entry in experiment["variants"]:
        try:
            resolve_options(entry["variant"], entry.get("options"))
        except ValueError as exc:
            raise PuzzleInputError(f"variant {entry['variant']!r} in the experiment: {exc}") from None
    write_text_atomic(smk.output[0], yaml.safe_dump(experiment, sort_keys=False))


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
