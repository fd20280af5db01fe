"""Step findings: the sections' HTML the aggregate step wrote (+ the figures, embedded) ->
findings.html, shown on the report's first page. Library: puzzlebench.analysis.findings_page,
which imports no pandas (findings.md and findings.json come from the aggregate step)."""

import sys
from pathlib import Path

from step import run_job

from puzzlebench.analysis.findings_page import write_page


def main(job):
    figures = []
    for png in job.input.figures:
        caption = Path(job.params.captions[Path(png).stem])
        text = " ".join(caption.read_text().split()) if caption.exists() else Path(png).stem
        figures.append((text, Path(png)))
    out = write_page(job.input.sections, job.output.html, figures)
    print(f"findings: {out}", file=sys.stderr)


run_job(main)
