"""Step formulate: one variant (with its options) for every instance of one set of its
puzzle: each model once as MPS plus a JSON of its size and build time, and the step's
manifest. Library: puzzlebench.engine.measure.formulate."""

import json
import sys
from pathlib import Path

from step import run

from puzzlebench.engine.measure.formulate import FormulateStatus, export_set
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(smk):
    manifest = json.loads(Path(smk.input.set).read_text())
    out = export_set(manifest, smk.params.variant, smk.wildcards.label, smk.params.dir,
                     progress=Ticker(f"formulate {smk.wildcards.label} x {smk.wildcards.set}"))
    write_json_atomic(smk.output[0], out)
    statuses = [m["status"] for m in out["models"]]
    print(f"formulate {smk.wildcards.label} x {smk.wildcards.set}: {len(statuses)} models, "
          f"{statuses.count(FormulateStatus.OK)} ok", file=sys.stderr)


run(snakemake, main, echo=True)  # noqa: F821 (defined by Snakemake's script directive)
