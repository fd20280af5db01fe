"""Step formulate: one variant (with its options) for every instance of one set of its
puzzle: each model once as MPS plus a JSON of its size and build time, and the step's
manifest. Library: puzzlebench.engine.measure.formulate."""

import json
import sys
from pathlib import Path

from step import run_job

from puzzlebench.engine.measure.formulate import FormulateStatus, export_set
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(job):
    manifest = json.loads(Path(job.input.set).read_text())
    out = export_set(manifest, job.params.variant, job.wildcards.label, job.params.dir,
                     progress=Ticker(f"formulate {job.wildcards.label} x {job.wildcards.set}"))
    write_json_atomic(job.output[0], out)
    statuses = [m["status"] for m in out["models"]]
    print(f"formulate {job.wildcards.label} x {job.wildcards.set}: {len(statuses)} models, "
          f"{statuses.count(FormulateStatus.OK)} ok", file=sys.stderr)


run_job(main, echo=True)
