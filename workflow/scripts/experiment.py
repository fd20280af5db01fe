"""Step experiment: the experiment as the run resolved it (schema defaults filled in),
written beside its results, so the tables always say what made them."""

import yaml
from step import run

from instances.files import write_text_atomic


def main(smk):
    write_text_atomic(smk.output[0], yaml.safe_dump(dict(smk.params.experiment), sort_keys=False))


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
