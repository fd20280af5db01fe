"""Step plan: the experiment x the instance sets' manifests -> run specs, dealt over a fixed
number of shards per layer, one file per shard. Library: puzzlebench.engine.plan."""

import sys
from pathlib import Path

from step import run

from puzzlebench.engine.plan import make_plan, shard_json
from puzzlebench.instances.files import write_json_atomic


def main(smk):
    shards = make_plan(smk.params.experiment, smk.input.sets, smk.params.runs)
    for path in smk.output:
        name = Path(path).stem  # plan/<layer>.<k>.json
        write_json_atomic(path, shard_json(name, shards[name]))
    print(f"plan: {sum(map(len, shards.values()))} runs in {len(shards)} shards", file=sys.stderr)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
