"""Step instance_set: read, generate or import one instance set, filter it, write one
canonical file per puzzle and the set's manifest. Library: puzzlebench.engine.experiment.instance_sets."""

import sys

from step import run_job

from puzzlebench.engine.experiment.instance_sets import materialise
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(job):
    spec = job.params.spec
    manifest = materialise(spec, job.params.dir, repo=job.params.repo,
                           input_file=job.input[0] if job.input else None,
                           command=(sys.executable, "-m", "puzzlebench.scripts.cli"),
                           progress=Ticker(f"instance set {spec['name']}"))
    write_json_atomic(job.output[0], manifest)
    print(f"instance set {spec['name']}: {len(manifest['instances'])} puzzles, "
          f"{len(manifest['skipped'])} skipped", file=sys.stderr)


run_job(main, echo=True)
