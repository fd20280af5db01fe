"""Step explore: runs.csv and summary.csv -> explore.html (tables to sort and filter).
Library: puzzlebench.analysis.explore."""

import sys
from pathlib import Path

from step import run_job

from puzzlebench.analysis import explore


def main(job):
    runs = explore.read_csv(job.input.runs)  # the standard library's csv: no pandas in this process
    summary = explore.read_csv(job.input.summary)
    path = explore.write(Path(job.output[0]), runs, summary, job.params.experiment)
    print(f"explore: {path}", file=sys.stderr)


run_job(main)
