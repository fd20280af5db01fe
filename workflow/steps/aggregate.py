"""Step aggregate: the records the solve summaries list -> runs.csv, runs.parquet and the
summaries (csv, md, tex), with the LP strength records joined in by (instance, label). Reads
records only, never the plan, each within bounds and none from outside the results folder: a
damaged record is one warning line and is left out, so one bad record never fails the step
(which would make Snakemake delete a good runs.csv). Library: puzzlebench.analysis.tables.
"""

import sys

from step import run

from puzzlebench.analysis.tables import aggregate


def main(smk):
    df, warnings = aggregate(smk.input.shards, smk.params.dir, smk.params.experiment,
                             strength=smk.input.strength, root=smk.params.dir)
    for w in warnings:
        print(f"aggregate: warning: {w}", file=sys.stderr)
    print(f"aggregate: {len(df)} runs", file=sys.stderr)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
