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

from collections.abc import Iterable, Mapping
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
"""Every figure, in the order the aggregate step draws them and the report shows them."""
FIGURE_FORMAT_CHOICES: tuple[str, ...] = ("png", "svg", "pdf")
"""The formats a figure can be written in, in the order they are written: the PNG (200 dpi,
for the screen; the report and the findings show it, so every experiment writes it), SVG
and PDF (vectors). An experiment chooses with its ``figure_formats`` key."""
FIGURE_FORMATS: tuple[str, ...] = ("png",)
"""The formats of an experiment that does not choose (``figure_formats``'s default): the
PNG, which the report and the findings show. The vectors are asked for by name: the PDF for
a paper (fonts embedded: what LaTeX includes; ``figure_formats: [png, pdf]``), the SVG for
web pages and editors. Every experiment paid for the PDFs (printing and font subsetting,
about a fifth of the plot step's CPU) though only a paper uses them."""


def figure_formats(chosen: Iterable[str] = FIGURE_FORMATS) -> tuple[str, ...]:
    """``chosen`` in :data:`FIGURE_FORMAT_CHOICES`' order, the PNG always among them;
    ValueError naming an unknown format."""
    chosen = set(chosen)
    unknown = sorted(chosen - set(FIGURE_FORMAT_CHOICES))
    if unknown:
        raise ValueError(f"unknown figure format(s) {unknown}; choose from {list(FIGURE_FORMAT_CHOICES)}")
    return tuple(fmt for fmt in FIGURE_FORMAT_CHOICES if fmt in chosen or fmt == "png")


FINDINGS: Mapping[str, str] = MappingProxyType({
    "md": "findings.md",
    "html": "findings.html",
    "json": "findings.json",
    "sections": "findings.sections.html",
})
"""The findings' files, by format. The aggregate step writes all but the page (``html``):
the markdown, the numbers and the sections' HTML, which the findings step puts beside the
figures (``puzzlebench.analysis.findings_page``)."""
FINDINGS_DATA: tuple[str, ...] = ("md", "json", "sections")
"""The formats of :data:`FINDINGS` the aggregate step writes (the rest: the findings step)."""

EXPLORE = "explore.html"
"""The runs and the summary as tables to sort and filter in a browser (``analysis.explore``)."""


def figure_files(stem: str, formats: Iterable[str] = FIGURE_FORMATS) -> list[str]:
    """A figure's files in ``formats`` (:func:`figure_formats`), relative to the experiment's
    folder (``figures/profile.png``, ...)."""
    return [f"{FIGURES_DIR}/{stem}.{fmt}" for fmt in figure_formats(formats)]
