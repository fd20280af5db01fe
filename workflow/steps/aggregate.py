"""Step aggregate: the records the solve summaries list -> runs.csv, runs.parquet and the
summaries (csv, md, tex), with the LP strength records joined in by (instance, label). Reads
records only, never the plan, each within bounds and none from outside the results folder: a
damaged record is one warning line and is left out, so one bad record never fails the step
(which would make Snakemake delete a good runs.csv). Library: puzzlebench.analysis.tables.
"""

import sys

from step import run_job

from puzzlebench.analysis.tables import aggregate


def main(job):
    df, warnings = aggregate(job.input.shards, job.params.dir, job.params.experiment,
                             strength=job.input.strength, root=job.params.dir)
    for w in warnings:
        print(f"aggregate: warning: {w}", file=sys.stderr)
    print(f"aggregate: {len(df)} runs", file=sys.stderr)


run_job(main)
