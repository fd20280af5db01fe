"""A pipeline step removes the temporary files of its own outputs when it starts: after a
SIGKILL during plotting a hidden ``figures/.speedup.pdf.<random>.tmp`` stayed through every
rerun (a killed step runs no clean-up of its own)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from pipeline_helpers import ROOT

sys.path.insert(0, str(ROOT / "workflow" / "steps"))

import step  # noqa: E402  (workflow/steps/step.py, as Snakemake's script directive finds it)


def test_a_step_starts_by_removing_its_outputs_stale_temporaries(tmp_path: Path) -> None:
    figures = tmp_path / "figures"
    figures.mkdir()
    stale = figures / ".speedup.pdf.k2j3_x9.tmp"
    stale.write_bytes(b"half a pdf")
    someone_elses = figures / ".notes.txt.abc.tmp"  # not a temporary of this step's outputs
    someone_elses.write_text("kept")
    seen: list[bool] = []
    smk = SimpleNamespace(rule="plot", wildcards=[], log=[str(tmp_path / "plot.log")],
                          output=[str(figures / "speedup.pdf"), str(figures / "speedup.png")])
    step.run(smk, lambda s: seen.append(stale.exists()))
    assert seen == [False] and not stale.exists() and someone_elses.exists()
