"""Step strength: one variant (with its options) on every instance of one set of its puzzle:
its LP relaxation's bound, fractional binaries, integrality and LP time under the zero and a
seeded objective (and the cut loop's root), one JSON per (label, set). Library:
puzzlebench.engine.measure.lp_strength."""

import json
import sys
from pathlib import Path

from step import run

from puzzlebench.engine.measure.lp_strength import measure_set
from puzzlebench.engine.measure.strength import StrengthStatus
from puzzlebench.engine.run.ticker import Ticker
from puzzlebench.instances.files import write_json_atomic


def main(smk):
    manifest = json.loads(Path(smk.input.set).read_text())
    out = measure_set(manifest, smk.params.variant, smk.wildcards.label, float(smk.params.time_limit),
                      progress=Ticker(f"strength {smk.wildcards.label} x {smk.wildcards.set}"))
    write_json_atomic(smk.output[0], out.to_json())
    ok = sum(r.status == StrengthStatus.OK for r in out.records)
    print(f"strength {smk.wildcards.label} x {smk.wildcards.set}: {len(out.records)} models, {ok} ok",
          file=sys.stderr)


run(snakemake, main, echo=True)  # noqa: F821 (defined by Snakemake's script directive)
