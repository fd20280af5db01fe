"""The names of the files the analysis writes: the tables, the figures, the findings.

One owner for them: the library writes them under these names (``tables.write_all``,
``figures.plot_all``, ``findings.write_findings``) and the pipeline's rules declare them as
outputs under the same names (``workflow/rules/common.smk`` and ``analyse.smk`` import this
module when Snakemake reads them). So this module imports nothing but the standard library:
every Snakemake start, dry runs included, pays for its import.

Each figure has one caption, ``workflow/report/figures/<stem>.rst``, which the report shows
beside it and the findings quote (a test checks the two lists agree).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

TABLES: Mapping[str, str] = MappingProxyType({
    "runs_csv": "runs.csv",
    "runs_parquet": "runs.parquet",
    "summary_csv": "summary.csv",
    "summary_md": "summary.md",
    "summary_tex": "summary.tex",
    "by_parameter_csv": "summary_by_parameter.csv",
    "by_parameter_md": "summary_by_parameter.md",
})
"""The aggregate step's files, by the name the rule and ``write_all`` give each."""

FIGURES_DIR = "figures"
"""The figures' folder, beside the tables."""
FIGURE_STEMS: tuple[str, ...] = (
    "profile", "scaling", "model_size", "heatmap", "samples", "speedup", "time_split", "deduction", "effects",
    "lp_strength", "models_by_size",
)
"""Every figure, in the order the plot step draws them and the report shows them."""
FIGURE_FORMATS: tuple[str, ...] = ("png", "svg", "pdf")
"""Each figure is written in each format (the PNG at 200 dpi for the screen, SVG and PDF as
vectors for a paper); the PNG goes into the report and the findings."""

FINDINGS: Mapping[str, str] = MappingProxyType({
    "md": "findings.md",
    "html": "findings.html",
    "json": "findings.json",
})
"""The findings step's files, by format."""

EXPLORE = "explore.html"
"""The runs and the summary as tables to sort and filter in a browser (``analysis.explore``)."""


def figure_files(stem: str) -> list[str]:
    """A figure's files, relative to the experiment's folder (``figures/profile.png``, ...)."""
    return [f"{FIGURES_DIR}/{stem}.{fmt}" for fmt in FIGURE_FORMATS]
