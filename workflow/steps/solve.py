"""Step solve: every run of one shard (resuming: runs with a record are skipped), progress
with an ETA on stderr (and in the log); the output is the shard's summary, which lists its
record files. Library: puzzlebench.engine.experiment.shard."""

from step import run_job

from puzzlebench.engine.experiment.shard import run_shard
from puzzlebench.instances.files import write_json_atomic


def main(job):
    write_json_atomic(job.output[0], run_shard(job.input[0], every=2.0))


run_job(main, echo=True)
