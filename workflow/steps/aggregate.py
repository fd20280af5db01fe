"""Step aggregate: the records the solve summaries list -> runs.csv, runs.parquet and the
summaries (csv, md, tex), with the LP strength records joined in by (instance, label); then
the findings' numbers and prose from runs.csv (findings.md, findings.json and the sections'
HTML the findings step puts beside the figures), here because this process has pandas
loaded already. Reads records only, never the plan, each within bounds and none from outside
the results folder: a damaged record is one warning line and is left out, so one bad record
never fails the step (which would make Snakemake delete a good runs.csv). Library:
puzzlebench.analysis.tables, puzzlebench.analysis.findings.
"""

import sys

from step import run_job

from puzzlebench.analysis.findings import write_findings_data
from puzzlebench.analysis.tables import aggregate


def main(job):
    df, warnings = aggregate(job.input.shards, job.params.dir, job.params.experiment,
                             strength=job.input.strength, root=job.params.dir)
    for w in warnings:
        print(f"aggregate: warning: {w}", file=sys.stderr)
    print(f"aggregate: {len(df)} runs", file=sys.stderr)
    paths = write_findings_data(job.output.runs_csv, job.params.dir)
    print(f"aggregate: findings: {paths['md']}", file=sys.stderr)


run_job(main)
