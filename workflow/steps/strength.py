"""Step strength: one variant (with its options) on every instance of one set of its puzzle:
its LP relaxation's bound, fractional binaries, integrality and LP time under the zero and a
seeded objective (and the cut loop's root), one JSON per (label, set). Library:
puzzlebench.engine.measure.lp_strength."""

import json
import sys
from pathlib import Path

from step import run_job

from puzzlebench.engine.measure.lp_strength import measure_set
from puzzlebench.engine.measure.strength import StrengthStatus
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(job):
    manifest = json.loads(Path(job.input.set).read_text())
    out = measure_set(manifest, job.params.variant, job.wildcards.label, float(job.params.time_limit),
                      progress=Ticker(f"strength {job.wildcards.label} x {job.wildcards.set}"))
    write_json_atomic(job.output[0], out.to_json())
    ok = sum(r.status == StrengthStatus.OK for r in out.records)
    print(f"strength {job.wildcards.label} x {job.wildcards.set}: {len(out.records)} models, {ok} ok",
          file=sys.stderr)


run_job(main, echo=True)
