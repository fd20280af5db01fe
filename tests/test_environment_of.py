"""scripts/environment_of: reads the commit, lock hash and versions back from a results
folder and says whether this checkout and environment are the ones that made it."""

from __future__ import annotations

import csv
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from pipeline_helpers import script_command

from puzzlebench.engine.run import environment, records
from puzzlebench.engine.run.children import python_env
from puzzlebench.engine.run.spec import RunSpec
from scripts import environment_of as E


def _record(**code: Any) -> dict[str, Any]:
    """A run record made here (its JSON), with ``code`` fields replaced."""
    spec = RunSpec.for_file("x.json", "troix/onehot", "ortools", "cpsat", 10.0)
    instance = records.InstanceInfo(id="x", path="x.json", sha256="0" * 64, puzzle="troix", rows=6, cols=6)
    rec = records.new_record(spec, instance).to_json()
    rec["code"].update(code)
    return rec


def _results(tmp_path: Path, *records: dict[str, Any]) -> Path:
    runs = tmp_path / "results" / "runs"
    runs.mkdir(parents=True)
    for i, rec in enumerate(records):
        (runs / f"r{i}.json").write_text(json.dumps(rec))
    return runs.parent


def test_runs_made_here_are_the_same(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = _results(tmp_path, _record(), _record())
    assert E.main([str(results)]) == 0
    out = capsys.readouterr().out
    assert "2 runs" in out and str(environment.code()["lock"]) in out and "DIFFERS" not in out
    assert out.rstrip().endswith("the same here")


def test_a_different_version_or_lock_is_a_difference(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    older = _record(lock="0123456789abcdef")
    older["versions"]["numpy"] = "1.26.0"
    results = _results(tmp_path, _record(), older)
    assert E.main([str(results)]) == 1
    out = capsys.readouterr().out
    numpy = next(ln for ln in out.splitlines() if ln.startswith("numpy "))
    assert "1.26.0 (1 runs)" in numpy and "DIFFERS" in numpy
    assert "different here: lock, numpy" in out


def test_another_commit_is_a_difference_and_dirty_runs_are_named(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    results = _results(tmp_path, _record(commit="0123456789ab-dirty"))
    assert E.main([str(results)]) == 1
    out = capsys.readouterr().out
    assert "different here: commit" in out and "uncommitted changes" in out


def test_a_record_without_a_lock_is_not_recorded_not_different(tmp_path: Path) -> None:
    rec = _record()
    rec["record_version"] = 2  # made before records carried the lock
    del rec["code"]["lock"]
    lines = {ln.name: ln for ln in E.compare(E.read_results(_results(tmp_path, rec)), E.here())}
    assert not lines["lock"].differs and "not recorded" in str(lines["lock"])


def test_the_runs_table_serves_when_there_are_no_records(tmp_path: Path) -> None:
    rec = _record()
    results = tmp_path / "results"
    results.mkdir()
    with (results / "runs.csv").open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["run_id", "commit", "versions"])
        w.writeheader()
        w.writerow({"run_id": "r", "commit": rec["code"]["commit"], "versions": json.dumps(rec["versions"])})
    assert E.read_results(results) == [E.Made(rec["code"]["commit"], "", rec["versions"])]
    assert not any(line.differs for line in E.compare(E.read_results(results), E.here()))


@pytest.mark.parametrize("layout", ["missing", "empty", "broken"])
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, layout: str) -> None:
    results = tmp_path / "results"
    if layout != "missing":
        (results / "runs").mkdir(parents=True)
    if layout == "broken":
        (results / "runs" / "r.json").write_text("{not json")
    proc = subprocess.run([*script_command("environment_of"), str(results)],
                          capture_output=True, text=True, timeout=60, env=python_env())
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and str(results) in proc.stderr, proc.stderr
