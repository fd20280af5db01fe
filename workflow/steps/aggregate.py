"""Step aggregate: the records the solve summaries list -> runs.csv, runs.parquet and the
summaries (csv, md, tex), with the LP strength records joined in by (instance, label). Reads
records only, never the plan. Library: puzzlebench.analysis.tables."""

import sys

from step import run

from puzzlebench.analysis.tables import aggregate


def main(smk):
    df, warnings = aggregate(smk.input.shards, smk.params.dir, smk.params.experiment,
                             strength=smk.input.strength)
    for w in warnings:
        print(f"aggregate: warning: {w}", file=sys.stderr)
    print(f"aggregate: {len(df)} runs", file=sys.stderr)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
