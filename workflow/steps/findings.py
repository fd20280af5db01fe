"""Step findings: runs.csv (+ the figures, embedded) -> findings.md, findings.html (shown
on the report's first page) and findings.json. Library: puzzlebench.analysis.findings."""

import sys
from pathlib import Path

from step import run_job

from puzzlebench.analysis.findings import write_findings


def main(job):
    figures = []
    for png in job.input.figures:
        caption = Path(job.params.captions[Path(png).stem])
        text = " ".join(caption.read_text().split()) if caption.exists() else Path(png).stem
        figures.append((text, Path(png)))
    paths = write_findings(job.input.runs, job.params.dir, figures)
    print(f"findings: {paths['md']}", file=sys.stderr)


run_job(main)
