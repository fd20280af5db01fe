"""The report's stylesheet: every workflow profile passes it to Snakemake's report, it
overrides the layout that boxed the findings, and the browser check fails a page whose
findings are boxed narrow or whose tables are clipped (the page itself is opened in
Chromium by tests/test_pipeline.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from scripts import report_check

ROOT = Path(__file__).resolve().parents[1]
CSS = ROOT / "workflow" / "report" / "report.css"


def test_every_workflow_profile_passes_the_report_stylesheet() -> None:
    """Snakemake resolves a profile's value against the profile's folder when that path
    exists there: each profile's ``report-stylesheet`` must name the one sheet."""
    profiles = sorted((ROOT / "profiles").glob("*/config.yaml"))
    assert {p.parent.name for p in profiles} >= {"default", "slurm"}
    for p in profiles:
        sheet = yaml.safe_load(p.read_text())["report-stylesheet"]
        assert (p.parent / sheet).resolve() == CSS.resolve(), p


def test_the_stylesheet_undoes_the_narrow_centred_column() -> None:
    css = CSS.read_text()
    for rule in (".prose.max-w-lg", "max-width: none !important", "align-items: flex-start !important",
                 "flex-direction: column !important", "#findings table.findings-table"):
        assert rule in css, rule


def test_the_browser_check_fails_boxed_findings_and_clipped_tables() -> None:
    """Snakemake's own layout: 512 px of findings at a 1400 px window, the navigation bar
    280 px wide, two tables clipped (what main's report showed)."""
    page = {"findings": "galaxies: the winner\nx wins galaxies", "imgs": [{"alt": "profile", "figure": "profile", "complete": True,
                                                     "width": 2100}]}
    boxed = page | {"window": 1400, "left": 292, "width": 512, "clipped": 2}
    assert report_check.problems(boxed, ["profile"]) == [
        "the findings are 512 px wide of the 1108 px right of their edge",
        "2 table(s) of the findings clipped (wider than their box)"]
    full = page | {"window": 1400, "left": 250, "width": 1130, "clipped": 0}
    assert report_check.problems(full, ["profile"]) == []


def test_the_browser_check_refuses_bad_widths(capsys: pytest.CaptureFixture[str]) -> None:
    assert report_check.main([str(CSS), "--widths", "wide"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--widths 'wide'" in err and "Traceback" not in err
