"""Figures from synthetic runs: every figure exists as PNG and SVG, even with thin data."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
from test_aggregate import record

from puzzlebench.analysis import figures as P
from puzzlebench.analysis import tables as A
from puzzlebench.engine.records import RunRecord
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
            rows.append(A.row_of(RunRecord.from_json(rec), str(rp)))
    return pd.DataFrame(rows)


def test_all_figures_written(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    out = tmp_path / "fig"
    paths = P.plot_all(df, out, samples=2)
    for stem in P.FIGURES:
        for fmt in ("png", "svg"):
            f = out / f"{stem}.{fmt}"
            assert f in paths and f.stat().st_size > 1000, f
    assert (out / "pictures" / "g1.svg").exists() and (out / "pictures" / "t1.svg").exists()


def test_figures_with_nothing_solved(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    df["status"] = "timeout"
    df["valid"] = False
    paths = P.plot_all(df, tmp_path / "fig", samples=3)
    assert len(paths) == 2 * len(P.FIGURES)


def test_sample_takes_solved_valid_runs_of_both_puzzles(tmp_path: Path) -> None:
    picks = P.sample_runs(_runs(tmp_path), 2)
    assert sorted(picks["puzzle"]) == ["galaxies", "troix"]
    assert set(picks["status"]) == {"solved"}
