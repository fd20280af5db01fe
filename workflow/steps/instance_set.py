"""Step instance_set: read, generate or import one instance set, filter it, write one
canonical file per puzzle and the set's manifest. Library: puzzlebench.engine.experiment.instance_sets."""

import sys

from step import run

from puzzlebench.engine.experiment.instance_sets import materialise
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(smk):
    spec = smk.params.spec
    manifest = materialise(spec, smk.params.dir, repo=smk.params.repo,
                           input_file=smk.input[0] if smk.input else None,
                           command=(sys.executable, "-m", "puzzlebench.scripts.cli"),
                           progress=Ticker(f"instance set {spec['name']}"))
    write_json_atomic(smk.output[0], manifest)
    print(f"instance set {spec['name']}: {len(manifest['instances'])} puzzles, "
          f"{len(manifest['skipped'])} skipped", file=sys.stderr)


run(snakemake, main, echo=True)  # noqa: F821 (defined by Snakemake's script directive)
