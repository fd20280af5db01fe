"""Step plot: runs.parquet -> every figure in the experiment's ``figure_formats`` (PNG, and
PDF unless left out; SVG when asked), and the sample pictures. Library:
puzzlebench.analysis.figures."""

import pandas as pd
from step import run

from puzzlebench.analysis.figures import plot_all
from puzzlebench.engine.run.ticker import Ticker


def main(smk):
    plot_all(pd.read_parquet(smk.input[0]), smk.params.dir, smk.params.samples, progress=Ticker("plot"),
             formats=smk.params.formats)


run(snakemake, main, echo=True)  # noqa: F821 (defined by Snakemake's script directive)
