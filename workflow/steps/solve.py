"""Step solve: every run of one shard (resuming: runs with a record are skipped), progress
with an ETA on stderr (and in the log); the output is the shard's summary, which lists its
record files. Library: puzzlebench.engine.experiment.shard."""

from step import run

from puzzlebench.engine.experiment.shard import run_shard
from puzzlebench.instances.files import write_json_atomic


def main(smk):
    write_json_atomic(smk.output[0], run_shard(smk.input[0], every=2.0))


run(snakemake, main, echo=True)  # noqa: F821 (defined by Snakemake's script directive)
