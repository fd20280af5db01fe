"""The README's paragraph about the smoke run is written from a results folder, not typed
(issue 20): the script says "no winner" where the claims rule does, names a winner only
when the findings do, names the run it comes from, and replaces only its marked block."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from test_claims import grid_plus_implied
from test_models_by_size import _runs

from puzzlebench.analysis import findings as F
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.models_by_size import models_by_size
from puzzlebench.analysis.safe_text import write_json
from scripts import readme_numbers as R

ROOT = Path(__file__).resolve().parents[1]


def _folder(tmp: Path, implied_speedup: float) -> Path:
    A.aggregate([grid_plus_implied(tmp, implied_speedup=implied_speedup)], tmp, experiment="grid")
    F.write_findings(tmp / "runs.csv", tmp)
    return tmp


def test_noise_gives_no_winner_and_a_real_speedup_a_winner(tmp_path: Path) -> None:
    experiment, tied = R.paragraph(_folder(tmp_path / "noise", 1.0))
    assert experiment == "grid"
    troix = next(line for line in tied.splitlines() if line.startswith("- **Troix**"))
    assert "no winner" in troix and "cannot be told apart" in troix and "won by" not in troix
    _, real = R.paragraph(_folder(tmp_path / "real", 2.0))
    troix = next(line for line in real.splitlines() if line.startswith("- **Troix**"))
    assert "won by **onehot+implied / ortools/cpsat**" in troix
    assert tied.startswith("From the `grid` experiment, ") and " runs made " in tied and "1-minute load" in tied


def test_write_replaces_only_the_block_and_refuses_a_readme_without_one(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    folder = _folder(tmp_path / "noise", 1.0)
    readme = tmp_path / "README.md"
    readme.write_text(f"before\n{R.start_marker('grid')}\nold text\n{R.end_marker('grid')}\nafter\n")
    assert R.main([str(folder), "--write", str(readme)]) == 0
    text = readme.read_text()
    assert text.startswith("before\n") and text.endswith("after\n") and "old text" not in text
    assert R.main([str(folder), "--write", str(readme)]) == 0 and readme.read_text() == text  # idempotent
    readme.write_text("no markers\n")
    assert R.main([str(folder), "--write", str(readme)]) == 2
    assert R.main([str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("readme_numbers: ") for line in err)


def test_the_readme_has_the_smoke_block() -> None:
    text = (ROOT / "README.md").read_text()
    start, end = text.index(R.start_marker("smoke")), text.index(R.end_marker("smoke"))
    block = text[start:end]
    assert "From the `smoke` experiment, " in block and "at commit `" in block



def test_the_readme_and_the_docs_carry_the_frontier_run() -> None:
    """The frontier's table in the README and the docs was written by the script from a run."""
    for doc in (ROOT / "README.md", ROOT / "docs" / "measurements.md"):
        text = doc.read_text(encoding="utf-8")
        block = text[text.index(R.start_marker("frontier")):text.index(R.end_marker("frontier"))]
        assert "From the `frontier` experiment, " in block and "| 60x60 | `" in block
    assert (ROOT / "docs" / "img" / "frontier-models-by-size.png").stat().st_size > 10_000


def test_the_by_size_table_comes_from_findings_json(tmp_path: Path) -> None:
    """A frontier's models per size as findings.json holds them (NaN written as null)."""
    mbs = models_by_size(_runs({("fast", 20): 24, ("slow", 20): 4, ("fast", 30): 1, ("slow", 30): 0}))
    write_json(tmp_path / "f.json", mbs.as_json())
    table = R.by_size_table("galaxies", json.loads((tmp_path / "f.json").read_text()))
    rows = [line for line in table.splitlines() if line.startswith(("| 20x20", "| 30x30"))]
    assert rows[0].startswith("| 20x20 | `fast` | 24/24 | `slow` | 4/24 |") and rows[0].endswith("| ahead |")
    assert rows[1].startswith("| 30x30 | `fast` | 1/24 | `slow` | 0/24 |") and rows[1].endswith("| tied |")
    why = R.why_table("galaxies", json.loads((tmp_path / "f.json").read_text()))
    fast20 = next(line for line in why.splitlines() if line.startswith("| 20x20 | `fast`"))
    assert "| 24/24 [86%-100%] |" in fast20
    assert len(why.splitlines()) == 4 + len(mbs.as_json()["models"])  # a row per (size, model)


def test_a_run_over_two_days_names_both_days() -> None:
    def runs(*started: str) -> pd.DataFrame:
        return pd.DataFrame({"started_at": list(started), "commit": ["abc"] * len(started),
                             "load_average": [1.0] * len(started), "experiment": ["frontier"] * len(started)})

    one_day = R.run_name(runs("2026-12-03T07:00:00+00:00", "2026-12-03T09:30:00+00:00"))
    assert (one_day.first, one_day.last) == ("2026-12-03 07:00:00", "09:30:00")
    two_days = R.run_name(runs("2026-12-03T07:00:00+00:00", "2026-12-04T09:30:00+00:00"))
    assert two_days.last == "2026-12-04 09:30:00"


def _bench_tables(folder: Path, fixed: str = "8.77", per_run: str = "0.0011") -> Path:
    """The three tables the target benchmarks write, cut down to the rows the README reads."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "step_cost.md").write_text(
        "| step | A median | A min | B median | B min | B/A (median) |\n|---|---|---|---|---|---|\n"
        f"| total of medians | {fixed} | | {fixed} | | 1.00 |\n"
        f"A: fixed cost {fixed} s of CPU (sum of the medians, 8 steps); target 5 s: missed by 3.77 s\n")
    (folder / "targets.md").write_text(
        "| target | measured (s) | target (s) | met | how | load before / after |\n|---|---|---|---|---|---|\n"
        f"| harness CPU per run | {per_run} | 0.002 | yes | CPU | 1.4 / 1.4 |\n")
    (folder / "baselines.md").write_text(
        "| target | measured | target | met | how |\n|---|---|---|---|---|\n"
        "| 20x36: best configuration, in-process total (CPU median) | 11.4 ms | <= 8 ms | no | 43 puzzles |\n"
        "| janko 7x7: first solution, multi-puzzle-solver / best (CPU medians) | 2.2x | >= 5x | no | x |\n"
        "| janko 7x7: uniqueness proof, multi-puzzle-solver / best (CPU medians) | 2.5x | >= 5x | no | x |\n"
        "| janko 12x12: first solution, multi-puzzle-solver / best (CPU medians) | 7.2x | >= 5x | yes | "
        "CPU 9.0 ms / 1.2 ms, 8 runs; route: deduction settles every cell (no solver) |\n"
        "| janko 12x12: uniqueness proof, multi-puzzle-solver / best (CPU medians) | 5.1x | >= 5x | yes | x |\n"
        "| janko 14x14: first solution, multi-puzzle-solver / best (CPU medians) | 9.9x | >= 5x | yes | x |\n"
        "| janko 14x14: uniqueness proof, multi-puzzle-solver / best (CPU medians) | 30.1x | >= 5x | yes | "
        "CPU 40.0 ms / 1.3 ms, 8 puzzles; proof: deduction settles every cell (no solver) |\n")
    return folder


def test_the_harness_targets_come_from_the_benchmarks_tables(tmp_path: Path) -> None:
    """Each figure of the README's harness-cost table is the one its benchmark wrote, next to
    its target, and the run is named; a folder without the tables is one line, exit 2."""
    body = R.targets_table(_bench_tables(tmp_path / "bench"), "commit abc, 22:17-22:40 UTC, load 1.2-1.4")
    assert body.startswith("From commit abc, 22:17-22:40 UTC, load 1.2-1.4:")
    assert "| a small experiment's fixed cost (CPU, the steps other than the solve) | 8.77 s | <= 5 s | no |" in body
    assert "| harness CPU per run in a worker | 1.1 ms | <= 2 ms | yes |" in body
    assert "| janko 20x36: best configuration's in-process total (CPU) | 11.4 ms | <= 8 ms | no |" in body
    assert "| janko 7x7: multi-puzzle-solver's CPU / ours, first solution / uniqueness proof | 2.2x / 2.5x | >= 5x | no / no |" in body
    assert ("| janko 12x12: multi-puzzle-solver's CPU / ours, first solution / uniqueness proof "
            "(first solution: deduction settles every cell (no solver)) | 7.2x / 5.1x |") in body
    assert ("| janko 14x14: multi-puzzle-solver's CPU / ours, first solution / uniqueness proof "
            "(proof: deduction settles every cell (no solver)) | 9.9x / 30.1x |") in body  # the route named
    readme = tmp_path / "README.md"
    readme.write_text(f"a\n{R.start_marker(R.TARGETS_BLOCK)}\nold\n{R.end_marker(R.TARGETS_BLOCK)}\nb\n")
    assert R.main([str(tmp_path / "bench"), "--targets", "run", "--write", str(readme)]) == 0
    assert "8.77 s" in readme.read_text() and "old" not in readme.read_text()
    assert R.main([str(tmp_path / "empty"), "--targets", "run"]) == 2


def test_no_sizes_leaves_the_per_size_tables_out(tmp_path: Path) -> None:
    folder = _folder(tmp_path, implied_speedup=3.0)
    findings = folder / "findings.json"
    data = json.loads(findings.read_text())
    write_json(tmp_path / "mbs.json", models_by_size(_runs({("fast", 20): 24, ("slow", 20): 4})).as_json())
    data["models_by_size"] = {"galaxies": json.loads((tmp_path / "mbs.json").read_text())}
    findings.write_text(json.dumps(data))
    _, full = R.paragraph(folder)
    _, brief = R.paragraph(folder, sizes=False)
    assert "by size**" in full and "by size**" not in brief
    assert brief == full.split("\n\n**")[0]  # the verdicts themselves are the same lines


def test_the_generation_targets_come_from_the_scale_benchmarks_tables(tmp_path: Path) -> None:
    """Every target row of every scale_generate*.md in the folder (one run may be two
    processes, each with its own table), in a fixed order, its figures as the benchmark
    wrote them; the size tables beside them are not targets; no table is one line, exit 2."""
    head = ("| puzzle | size | options | seeds done | median (s) | max (s) | target (s) | met | median CPU (s) "
            "| deduced share | largest galaxy | load start / end |\n" + "|---" * 12 + "|\n")
    sizes = ("\n| puzzles | size, class | n | KS to janko | share of cells in galaxies > 12 | largest galaxies |\n"
             "|---|---|---|---|---|---|\n| committed | 10x10 open34 | 3 | 0.091 | 0.26 | 12, 17, 32 |\n")
    bench = tmp_path / "bench"
    bench.mkdir()
    (bench / "scale_generate_b.md").write_text(
        head + "| galaxies | 100x100 | min_open=0.34 | 3 of 3 | 174.1 | 216.8 | 1800 | **yes** | 173.4 | 0.46 | 40 | 1 / 2 |\n"
        + sizes)
    (bench / "scale_generate_a.md").write_text(
        head + "| troix | 60x60 | min_open=0.34 | 2 of 3 (seed 3: over the 600 s cap) | over | over | 300 | **no** "
        "| 311.8 | 0.66, 0.66 | - | 2.0 / 1.2 |\n"
        "| galaxies | 100x100 | default | 3 of 3 | 120.4 | 1321.0 | 300 | **yes** | 119.3 | 0.94 | 34 | 1.4 / 2.0 |\n"
        + sizes)
    body = R.generation_table(bench, "commit abc, 08:02-08:40 UTC")
    assert body.splitlines()[0] == "From commit abc, 08:02-08:40 UTC:"
    assert body.splitlines()[4:] == [
        "| Galaxies 100x100 default | 3 of 3 | 120.4 | 1,321.0 | 300 | yes | 119.3 |",
        "| Galaxies 100x100 open | 3 of 3 | 174.1 | 216.8 | 1,800 | yes | 173.4 |",
        "| Troix 60x60 open | 2 of 3 (seed 3: over the 600 s cap) | over | over | 300 | no | 311.8 |",
    ]
    readme = tmp_path / "README.md"
    readme.write_text(f"a\n{R.start_marker(R.GENERATION_BLOCK)}\nold\n{R.end_marker(R.GENERATION_BLOCK)}\nb\n")
    assert R.main([str(bench), "--generation", "run", "--write", str(readme)]) == 0
    assert "| Troix 60x60 open |" in readme.read_text() and "old" not in readme.read_text()
    assert R.main([str(tmp_path / "empty"), "--generation", "run"]) == 2
