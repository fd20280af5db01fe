"""The run record as a type: JSON in and out, the schema, version 2 still read, an instance
that did not load recorded as such (no solver involved)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pandas as pd
import pytest
from test_aggregate import record

from puzzlebench.analysis import tables as A
from puzzlebench.engine.run import environment, records
from puzzlebench.engine.run.records import (
    CodeVersion,
    InstanceInfo,
    InvalidRecord,
    ModelSize,
    RunRecord,
    RunStatus,
)
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.engine.run.workers import failure_record

V2 = sorted((Path(__file__).parent / "data" / "records_v2").glob("*.json"))
"""Version-2 records the smoke experiment wrote (a CP-SAT and a PuLP Galaxies run, a Troix
run with HiGHS, an sgt baseline run that gave up)."""
ADDED_SINCE_2 = {("code", "lock"), ("instance", "loaded"), ("instance", "largest_galaxy")}
ADDED_IN_4 = ("permutation", "solver_build")
ADDED_IN_5 = ("counters",)
MOVED_IN_5 = (*records.V4_STATUS_KEYS, "nodes", "iterations", "bound", "gap")
"""The statistics version 5 moved out of ``stats`` into the typed ``counters``."""
FIELDS_V2 = tuple(f for f in records.FIELDS if f not in ADDED_IN_4 + ADDED_IN_5)


def test_the_fixtures_are_real_version_2_records() -> None:
    assert len(V2) == 4
    for path in V2:
        data = json.loads(path.read_text())
        assert data["record_version"] == 2 and tuple(data) == FIELDS_V2
    assert {json.loads(p.read_text())["status"] for p in V2} == {"solved", "wrong", "gave_up"}


@pytest.mark.parametrize("path", V2, ids=[p.stem[:40] for p in V2])
def test_a_version_2_record_reads_back_with_the_same_values(path: Path) -> None:
    old = json.loads(path.read_text())
    rec = records.read(path)
    new = rec.to_json()
    assert new["record_version"] == records.RECORD_VERSION == 5
    for key in FIELDS_V2[1:]:
        if key == "stats":  # the solver's status and counts moved to ``counters``, the rest stays
            assert new[key] == {k: v for k, v in old[key].items() if k not in MOVED_IN_5}
            said = [old[key][k] for k in records.V4_STATUS_KEYS if k in old[key]]
            assert new["counters"]["status"] == (str(said[0]) if said else None)
            assert new["counters"]["nodes"] == old[key].get("nodes")
        elif isinstance(old[key], dict) and key in ("code", "instance"):
            assert {k: v for k, v in new[key].items() if (key, k) not in ADDED_SINCE_2} == old[key], key
        else:
            assert new[key] == old[key], key
    assert new["code"]["lock"] == "" and new["instance"]["loaded"] is True
    assert new["permutation"] == 0 and rec.permutation == 0  # older runs: the model's own order
    assert new["solver_build"] == {}  # added in 4: unknown for an old record
    assert new["instance"]["largest_galaxy"] is None  # not measured then: unknown, not invented
    # and the typed attributes say the same
    assert rec.status == RunStatus(old["status"]) and rec.run_id == old["run_id"]
    assert rec.instance.sha256 == old["instance"]["sha256"] and rec.instance.rows == old["instance"]["rows"]
    assert rec.times.solve.wall == old["times"]["solve"]["wall"]
    assert rec.size == (None if old["size"] is None else ModelSize(**old["size"]))
    assert rec.check.valid == old["check"]["valid"] and rec.stats == new["stats"]
    assert RunRecord.from_json(new) == rec  # version 5 round trip


@pytest.mark.parametrize("path", V2[:1], ids=[p.stem[:40] for p in V2[:1]])
def test_a_version_3_record_reads_as_permutation_0(path: Path) -> None:
    """Version 3 is version 4 without ``permutation``: it reads back in the model's own order."""
    v3 = {k: v for k, v in records.RunRecord.from_json(json.loads(path.read_text())).to_json().items()
          if k not in ADDED_IN_4 + ADDED_IN_5}
    v3["record_version"] = 3
    rec = RunRecord.from_json(v3)
    assert rec.permutation == 0 and rec.to_json()["record_version"] == records.RECORD_VERSION
    v3["permutation"] = -1  # what version 4 refuses is refused after the upgrade too
    v3["record_version"] = 4
    with pytest.raises(InvalidRecord):
        RunRecord.from_json(v3)


def test_a_version_2_record_is_rerun_on_resume(tmp_path: Path) -> None:
    """Readable, but made under the old contract: resume runs it again (as at every version
    bump); written back it is the current version and complete."""
    target = tmp_path / "r.json"
    target.write_text(V2[0].read_text())
    rec = records.read(target)
    assert not records.is_complete(target)
    rec.code = CodeVersion(rec.code.puzzlebench, rec.code.commit)  # no formulation hash: never stale
    records.write_atomic(target, rec)
    assert records.is_complete(target) and json.loads(target.read_text())["record_version"] == records.RECORD_VERSION


def test_a_version_2_failure_record_becomes_not_loaded() -> None:
    """Version 2 invented a puzzle, a 0 x 0 size and a zero digest for an instance that did
    not load; read now, it says it did not load, with the reason its message gave."""
    data = json.loads(V2[0].read_text())
    data["instance"] = {"id": "gal/x", "sha256": "0" * 64, "puzzle": "galaxies", "rows": 0, "cols": 0,
                        "path": "/gone/x.json"}
    data.update(status="error", size=None, solution=None,
                message="worker exited with code 1 (instance did not load in the parent either: "
                        "[Errno 2] No such file or directory: '/gone/x.json')")
    inst = RunRecord.from_json(data).instance
    assert not inst.loaded and inst.error == "[Errno 2] No such file or directory: '/gone/x.json'"
    assert (inst.sha256, inst.puzzle, inst.rows, inst.cols, inst.path) == (None, None, None, None, "/gone/x.json")


def test_the_schema_allows_nulls_only_for_an_instance_that_did_not_load() -> None:
    good = record("p", "galaxies/flow", "cpsat", "solved", 1.0)
    records.validate(good)
    for change in ({"puzzle": None}, {"rows": None}, {"sha256": None}, {"error": "x"},  # loaded, yet...
                   {"loaded": False},  # not loaded, but no error and a puzzle
                   {"loaded": False, "error": "gone"}):  # not loaded, but still a puzzle and size
        bad = json.loads(json.dumps(good))
        bad["instance"].update(change)
        with pytest.raises(InvalidRecord):
            RunRecord.from_json(bad)
    gone = json.loads(json.dumps(good))
    gone["instance"].update(loaded=False, error="gone", sha256=None, puzzle=None, rows=None, cols=None)
    assert not RunRecord.from_json(gone).instance.loaded


@pytest.mark.parametrize("change", [{"status": "finished"}, {"record_version": 1}, {"record_version": 6},
                                    {"times": {"solve": {"wall": 1.0, "cpu": 1.0}}}, {"size": {"variables": 3}}])
def test_what_is_not_a_record_is_refused(change: dict) -> None:
    data = {**record("p", "galaxies/flow", "cpsat", "solved", 1.0), **change}
    with pytest.raises(InvalidRecord):
        RunRecord.from_json(data)
    with pytest.raises(InvalidRecord):
        RunRecord.from_json([data])


def test_an_invalid_record_is_never_written(tmp_path: Path) -> None:
    rec = RunRecord.from_json(record("p", "galaxies/flow", "cpsat", "solved", 1.0))
    rec.instance = InstanceInfo("p", sha256="short", puzzle="galaxies", rows=1, cols=1)
    with pytest.raises(InvalidRecord, match="sha256"):
        records.write_atomic(tmp_path / "r.json", rec)
    assert not (tmp_path / "r.json").exists()


def test_a_run_whose_instance_does_not_load_invents_nothing(tmp_path: Path) -> None:
    spec = RunSpec.for_file(tmp_path / "gone.json", "galaxies/flow", "ortools", "cpsat", 5.0,
                            instance_sha256="a" * 64)
    rec = failure_record(spec, RunStatus.TIMEOUT, "killed from outside", 7.5)
    data = rec.to_json()
    records.validate(data)
    assert data["instance"] == {
        "id": "gone", "loaded": False, "sha256": None, "puzzle": None, "rows": None, "cols": None,
        "path": str(tmp_path / "gone.json"), "deduced_share": None, "open_cells": None, "needs_search": None,
        "largest_galaxy": None, "error": rec.instance.error}
    assert "no such file" in rec.instance.error and "did not load in the parent" in rec.message
    assert rec.status == RunStatus.TIMEOUT and rec.stats == {"killed_from_outside": True, "harness_wall": 7.5}
    assert rec.times.solve.wall == 7.5 and rec.times.solve.cpu == 0.0
    # the runs table copes: empty puzzle, no size
    records.write_atomic(tmp_path / "runs" / "r.json", rec)
    df, warnings = A.collect([tmp_path / "runs"])
    assert warnings == [] and len(df) == 1
    row = df.iloc[0]
    assert row.puzzle == "" and pd.isna(row.rows) and pd.isna(row.cells) and row.status == "timeout"
    A.write_all(df, tmp_path / "tables")
    back = pd.read_csv(tmp_path / "tables" / "runs.csv").iloc[0]
    assert pd.isna(back.puzzle) and math.isnan(back.rows) and math.isnan(back.cols) and back.instance == "gone"


def test_the_runs_table_warns_about_an_invalid_record(tmp_path: Path) -> None:
    (tmp_path / "ok.json").write_text(json.dumps(record("p", "galaxies/flow", "cpsat", "solved", 1.0)))
    (tmp_path / "odd.json").write_text(json.dumps(record("q", "galaxies/flow", "cpsat", "finished", 1.0)))
    df, warnings = A.collect([tmp_path])
    assert list(df.run_id) == ["p__flow__ortools-cpsat__r0"]
    assert len(warnings) == 1 and "odd.json" in warnings[0] and "status" in warnings[0]


def test_code_version_keeps_keys_it_does_not_know(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``environment.code()`` may grow (the lock file's hash, more to come): the record keeps
    every key it gives, and reads them back."""
    monkeypatch.setattr(environment, "code", lambda: {"puzzlebench": "9", "commit": "c0ffee", "dirty": False,
                                                      "lock": "l" * 16, "python_abi": "cp311"})
    spec = RunSpec.for_file(tmp_path / "p.json", "troix/onehot", "ortools", "cpsat", 5.0)
    rec = records.new_record(spec, InstanceInfo("p", sha256="0" * 64, puzzle="troix", rows=3, cols=3))
    code = rec.to_json()["code"]
    assert code["lock"] == "l" * 16 and code["python_abi"] == "cp311"
    assert code["formulation"] == environment.formulation_hash("troix/onehot")
    assert RunRecord.from_json(rec.to_json()).code == rec.code


def test_times_add_up_per_step() -> None:
    rec = RunRecord.from_json(record("p", "galaxies/flow", "cpsat", "solved", 1.0))
    rec.times.add("translate", {"wall": 0.75, "cpu": 0.5})
    assert rec.times.translate.wall == 1.0 and rec.times.translate.cpu == pytest.approx(0.7)
    assert rec.times.wall() == pytest.approx(0.5 + 1.0 + 1.0 + 0.01)
    assert rec.times.wall("formulate", "translate", "solve") == pytest.approx(2.5)


def test_the_largest_galaxy_is_counted_from_the_files_own_solution() -> None:
    """The structure column's one source: the solution the file carries, counted cell by
    cell (here against a plain count of the grid); None without a solution and for Troix."""
    import collections
    import dataclasses

    from puzzlebench.instances import io

    root = Path(__file__).resolve().parents[1] / "instances"
    gal = io.load(root / "galaxies" / "galaxies-10x20-s1.json")
    assert gal.solution is not None
    expected = max(collections.Counter(v for row in gal.solution for v in row).values())
    assert records.largest_galaxy(gal) == expected > 1
    assert records.largest_galaxy(dataclasses.replace(gal, solution=None)) is None
    assert records.largest_galaxy(io.load(sorted((root / "troix").glob("*.json"))[0])) is None
    spec = RunSpec.for_file(root / "galaxies" / "galaxies-10x20-s1.json", "galaxies/flow", "ortools", "cpsat", 5.0)
    assert InstanceInfo.of(gal, spec).to_json()["largest_galaxy"] == expected


def test_a_version_3_record_reads_with_its_structure_unknown() -> None:
    data = record("p", "galaxies/flow", "cpsat", "solved", 1.0)
    data["record_version"] = 3
    del data["instance"]["largest_galaxy"]
    rec = RunRecord.from_json(data)
    assert rec.instance.largest_galaxy is None and rec.to_json()["record_version"] == records.RECORD_VERSION


def test_instance_digest_is_the_canonical_one_once_per_object() -> None:
    """The digest a record carries is cached per instance object, never across objects."""
    import gc

    from puzzlebench.engine.run.records import _FACTS, instance_digest
    from puzzlebench.instances.formats import canonical
    from puzzlebench.instances.types import GalaxiesInstance

    a = GalaxiesInstance(3, 3, ((1, 1), (5, 5)), name="a")
    b = GalaxiesInstance(3, 3, ((1, 1), (3, 3)), name="a")
    assert instance_digest(a) == canonical.digest(a) == instance_digest(a)
    assert instance_digest(b) == canonical.digest(b) != instance_digest(a)
    key = id(a)
    del a
    gc.collect()
    assert key not in _FACTS
