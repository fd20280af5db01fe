"""Step plan: the experiment x the instance sets' manifests -> run specs, dealt over a fixed
number of shards per layer, one file per shard, without the optional solvers the experiment
step skipped (its resolved experiment lists them). The runs' configurations are not checked
again: the experiment step checked them before writing the file this step reads. Library:
puzzlebench.engine.experiment.plan."""

import sys
from pathlib import Path

import yaml
from step import run_job

from puzzlebench.engine.experiment.plan import make_plan, read_skipped, shard_json
from puzzlebench.instances.files import write_json_atomic


def main(job):
    resolved = yaml.safe_load(Path(job.input.experiment).read_text()) or {}
    # checked: the resolved experiment is the experiment step's, written once its checks passed
    shards = make_plan(job.params.experiment, job.input.sets, job.params.runs, read_skipped(resolved),
                       checked=True)
    for path in job.output:
        name = Path(path).stem  # plan/<layer>.<k>.json
        write_json_atomic(path, shard_json(name, shards[name]))
    print(f"plan: {sum(map(len, shards.values()))} runs in {len(shards)} shards", file=sys.stderr)


run_job(main)
