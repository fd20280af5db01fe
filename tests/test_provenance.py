"""Provenance in every record: puzzlebench version, git commit with a dirty flag, the
formulation code's hash, the load average at the start; the runs table keeps them and
marks a record stale when its formulation code has changed since it ran."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from test_aggregate import record

from puzzlebench.analysis import tables as A
from puzzlebench.engine.run import environment, records
from puzzlebench.engine.run.records import InstanceInfo, RunRecord, RunStatus
from puzzlebench.engine.run.spec import RunSpec

INFO = InstanceInfo(id="p", sha256="0" * 64, puzzle="galaxies", rows=1, cols=2)


def test_record_carries_version_commit_dirty_formulation_and_load(tmp_path: Path) -> None:
    spec = RunSpec.for_file(tmp_path / "p.json", "galaxies/flow", "ortools", "cpsat", 5.0)
    rec = records.new_record(spec, INFO)
    records.validate(rec)
    code = rec.code
    assert code.puzzlebench and isinstance(code.dirty, bool) and code.dirty == code.commit.endswith("-dirty")
    assert code.formulation == environment.formulation_hash("galaxies/flow") and len(code.formulation) == 16
    assert isinstance(rec.machine["load_average"], float) and rec.machine["hostname"]


def test_formulation_hash_is_per_variant() -> None:
    """One fingerprint per variant and baseline (tests/test_fingerprint.py: what it covers)."""
    h = environment.formulation_hash
    assert len({h("galaxies/flow"), h("galaxies/cuts"), h("troix/onehot"), h("sgt")}) == 4


def test_runs_table_keeps_provenance_and_marks_stale(tmp_path: Path) -> None:
    fresh = record("p1", "galaxies/flow", "cpsat", "solved", 1.0)
    fresh["code"].update(formulation=environment.formulation_hash("galaxies/flow"), commit="abc-dirty", dirty=True)
    fresh["machine"] = {"hostname": "h", "cpu": "c", "load_average": 1.5}
    fresh["versions"] = {"ortools": "9"}
    old = json.loads(json.dumps(fresh))
    old["code"]["formulation"] = "f" * 16
    legacy = record("p2", "galaxies/flow", "cpsat", "solved", 1.0)  # version 2, made before hashes existed
    legacy["record_version"] = 2
    legacy["code"] = {"puzzlebench": "0.1.0", "commit": "abc-dirty"}
    rows = [A.row_of(RunRecord.from_json(r)) for r in (fresh, old, legacy)]
    assert rows[2]["dirty"] and rows[2]["formulation"] == ""  # a v2 record's dirty flag: its commit
    assert [r["stale"] for r in rows] == [False, True, False]
    assert rows[0]["dirty"] and rows[0]["load_average"] == 1.5 and rows[0]["hostname"] == "h"
    assert json.loads(rows[0]["versions"]) == {"ortools": "9"} and rows[0]["started_at"]
    df, _ = A.collect([])
    assert {"versions", "hostname", "started_at", "commit", "stale", "formulation"} <= set(df.columns)


def test_a_stale_record_is_run_again_on_resume(tmp_path: Path) -> None:
    spec = RunSpec.for_file(tmp_path / "p.json", "troix/onehot", "ortools", "cpsat", 5.0)
    rec = records.new_record(spec, InstanceInfo(id="p", sha256="0" * 64, puzzle="troix", rows=3, cols=3))
    rec.status = RunStatus.SOLVED
    path = tmp_path / "r.json"
    records.write_atomic(path, rec)
    assert records.is_complete(path)
    rec.code = dataclasses.replace(rec.code, formulation="0" * 16)  # made by other formulation code
    records.write_atomic(path, rec)
    assert records.is_stale(rec) and not records.is_complete(path)
