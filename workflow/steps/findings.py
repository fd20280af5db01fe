"""Step findings: runs.csv (+ the figures, embedded) -> findings.md, findings.html (shown
on the report's first page) and findings.json. Library: puzzlebench.analysis.findings."""

import sys
from pathlib import Path

from step import run

from puzzlebench.analysis.findings import write_findings


def main(smk):
    figures = []
    for png in smk.input.figures:
        caption = Path(smk.params.captions[Path(png).stem])
        text = " ".join(caption.read_text().split()) if caption.exists() else Path(png).stem
        figures.append((text, Path(png)))
    paths = write_findings(smk.input.runs, smk.params.dir, figures)
    print(f"findings: {paths['md']}", file=sys.stderr)


run(snakemake, main)  # noqa: F821 (defined by Snakemake's script directive)
