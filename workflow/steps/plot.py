"""Step plot: runs.parquet -> every figure in the experiment's ``figure_formats`` (PNG, and
PDF unless left out; SVG when asked), and the sample pictures. Library:
puzzlebench.analysis.figures."""

import pandas as pd
from step import run_job

from puzzlebench.analysis.figures import plot_all
from puzzlebench.engine.run.ticker import Ticker


def main(job):
    plot_all(pd.read_parquet(job.input[0]), job.params.dir, job.params.samples, progress=Ticker("plot"),
             formats=job.params.formats)


run_job(main, echo=True)
