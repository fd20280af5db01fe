"""Figures from synthetic runs: every figure exists as PNG and SVG, even with thin data;
each has one caption."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
from test_aggregate import record

from puzzlebench.analysis import figures as P
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.outputs import FIGURE_STEMS
from puzzlebench.instances import io
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


def _runs(tmp_path: Path) -> pd.DataFrame:
    gal = GalaxiesInstance(1, 2, ((1, 2),), name="g1")
    tro = TroixInstance(3, 3, ("X..", "...", "..O"), name="t1")
    sols = {"g1": [[0, 0]], "t1": ["XOI", "OIX", "IXO"]}
    rows = []
    for inst, variant, rc in ((gal, "galaxies/flow", (1, 2)), (tro, "troix/onehot", (3, 3))):
        path = tmp_path / f"{inst.name}.json"
        io.save(inst, path)
        for solver, status, t in (("cpsat", "solved", 0.1), ("cbc", "timeout", 5.0)):
            rec = record(inst.name, variant, solver, status, t, rows=rc[0], cols=rc[1], time_limit=5)
            rec["instance"]["path"] = str(path)
            rec["solution"] = sols[inst.name] if status == "solved" else None
            rp = tmp_path / f"{inst.name}-{solver}.json"
            rp.write_text(json.dumps(rec))
            rows.append(A.row_of(rec, str(rp)))
    return pd.DataFrame(rows)


def test_all_figures_written(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    out = tmp_path / "fig"
    paths = P.plot_all(df, out, samples=2)
    assert set(P.drawers(df, out, 2)) == set(FIGURE_STEMS)
    for stem in FIGURE_STEMS:
        for fmt in ("png", "svg"):
            f = out / f"{stem}.{fmt}"
            assert f in paths and f.stat().st_size > 1000, f
    assert (out / "pictures" / "g1.svg").exists() and (out / "pictures" / "t1.svg").exists()


def test_figures_with_nothing_solved(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    df["status"] = "timeout"
    df["valid"] = False
    paths = P.plot_all(df, tmp_path / "fig", samples=3)
    assert len(paths) == 2 * len(FIGURE_STEMS)


def test_sample_takes_solved_valid_runs_of_both_puzzles(tmp_path: Path) -> None:
    picks = P.sample_runs(_runs(tmp_path), 2)
    assert sorted(picks["puzzle"]) == ["galaxies", "troix"]
    assert set(picks["status"]) == {"solved"}


ROOT = Path(__file__).resolve().parents[1]


def test_every_figure_has_one_caption_and_every_caption_a_figure() -> None:
    """The report shows each figure with its caption (workflow/report/figures/<stem>.rst)
    and the findings quote it: one file per figure, no file without one."""
    captions = sorted(f.name for f in (ROOT / "workflow" / "report" / "figures").iterdir())
    assert captions == sorted(f"{stem}.rst" for stem in FIGURE_STEMS)
    assert len(set(FIGURE_STEMS)) == len(FIGURE_STEMS)


def test_the_rules_take_the_output_names_from_the_library() -> None:
    """No figure stem or table/findings file name is spelled out in the rules: they read
    puzzlebench.analysis.outputs, which the library writes by."""
    from puzzlebench.analysis.outputs import FINDINGS, TABLES

    rules = "\n".join(f.read_text() for f in [ROOT / "Snakefile", *sorted((ROOT / "workflow" / "rules").glob("*.smk"))])
    code = "\n".join(line.split("#")[0] for line in rules.splitlines())
    for name in (*FIGURE_STEMS, *TABLES.values(), *FINDINGS.values()):
        assert f'"{name}"' not in code and f"/{name}" not in code, name
