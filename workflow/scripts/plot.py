"""Step plot: runs.parquet -> every figure as PNG and SVG (and sample pictures).
Library: analysis.figures."""

import pandas as pd
from step import run

from analysis.figures import plot_all


def main(smk):
    plot_all(pd.read_parquet(smk.input[0]), smk.params.dir, smk.params.samples)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
