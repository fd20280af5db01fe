"""Step explore: runs.csv and summary.csv -> explore.html (tables to sort and filter).
Library: puzzlebench.analysis.explore."""

import sys
from pathlib import Path

from step import run

from puzzlebench.analysis import explore


def main(smk):
    runs = explore.read_csv(smk.input.runs)  # the standard library's csv: no pandas in this process
    summary = explore.read_csv(smk.input.summary)
    path = explore.write(Path(smk.output[0]), runs, summary, smk.params.experiment)
    print(f"explore: {path}", file=sys.stderr)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
