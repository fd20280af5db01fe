"""Step aggregate: the records the solve summaries list -> runs.csv, runs.parquet and the
summaries (csv, md, tex), with the LP strength records joined in by (instance, label); then
the findings' numbers and prose from runs.csv (findings.md, findings.json and the sections'
HTML the findings step puts beside the figures); then every figure in the experiment's
``figure_formats`` from runs.parquet, and the sample pictures. One process for the three
because each needs pandas and the runs, which a process of its own loaded again. Reads
records only, never the plan, each within bounds and none from outside the results folder:
a damaged record is one warning line and is left out, so one bad record never fails the
step. Library: puzzlebench.analysis.tables, .findings, .figures.
"""

import sys

import pandas as pd
from step import run_job

from puzzlebench.analysis.figures import plot_all
from puzzlebench.analysis.findings import write_findings_data
from puzzlebench.analysis.tables import aggregate
from puzzlebench.engine.run.ticker import Ticker


def main(job):
    df, warnings = aggregate(job.input.shards, job.params.dir, job.params.experiment,
                             strength=job.input.strength, root=job.params.dir)
    for w in warnings:
        print(f"aggregate: warning: {w}", file=sys.stderr)
    print(f"aggregate: {len(df)} runs", file=sys.stderr)
    paths = write_findings_data(job.output.runs_csv, job.params.dir)
    print(f"aggregate: findings: {paths['md']}", file=sys.stderr)
    # the figures from the parquet file, as a reader of the tables sees the runs (its types)
    plot_all(pd.read_parquet(job.output.runs_parquet), job.params.figures_dir, job.params.samples,
             progress=Ticker("figures"), formats=job.params.formats)


run_job(main, echo=True)
