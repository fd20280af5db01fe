"""How a record reaches the disk: validated once, the record's own JSON, atomically, at the
mode a plain ``open`` gives; and the puzzle file read by what stat said (no solver)."""

from __future__ import annotations

import dataclasses
import json
import os
import stat
from pathlib import Path

import pytest
from test_aggregate import record

from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import InvalidRecord, ModelSize, RunRecord
from puzzlebench.instances import io
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.fields import fields_json
from puzzlebench.instances.files import write_text_atomic
from puzzlebench.models.backends.identity import SolverBuild


def test_a_workers_answer_is_written_as_the_typed_records_json(tmp_path: Path) -> None:
    answer = record("p", "galaxies/flow", "cpsat", "solved", 1.0)
    answer["stats"]["harness_wall"] = 0.25
    checked = records.valid_json(json.loads(json.dumps(answer)))
    records.write_valid(tmp_path / "a.json", checked)
    on_disk = json.loads((tmp_path / "a.json").read_text())
    assert on_disk == RunRecord.from_json(on_disk).to_json() == answer  # field for field
    assert list(on_disk) == list(answer) and on_disk["stats"]["harness_wall"] == 0.25
    assert checked.record == RunRecord.from_json(answer)


def test_what_the_record_does_not_know_is_not_written(tmp_path: Path) -> None:
    answer = {**record("p", "galaxies/flow", "cpsat", "solved", 1.0), "smuggled": 1, "seed": 0.0}
    answer["instance"] = {**answer["instance"], "extra": "x"}
    checked = records.valid_json(answer)
    records.write_valid(tmp_path / "a.json", checked)
    on_disk = json.loads((tmp_path / "a.json").read_text())
    assert "smuggled" not in on_disk and "extra" not in on_disk["instance"]
    assert on_disk == RunRecord.from_json(on_disk).to_json()
    assert isinstance(on_disk["seed"], int)


def test_an_answer_that_is_not_a_record_is_refused_and_nothing_written(tmp_path: Path) -> None:
    bad = {**record("p", "galaxies/flow", "cpsat", "solved", 1.0), "status": "finished"}
    for answer in (bad, [bad], None, "record"):
        with pytest.raises(InvalidRecord):
            records.valid_json(answer)
    rec = RunRecord.from_json(record("p", "galaxies/flow", "cpsat", "solved", 1.0))
    rec.stats["nodes"] = 3  # a typed counter kept as a statistic: the schema refuses it
    with pytest.raises(InvalidRecord):
        records.write_atomic(tmp_path / "r.json", rec)
    assert not list(tmp_path.iterdir())


def test_the_written_text_is_what_was_validated(tmp_path: Path) -> None:
    """A record changed after its validation is written as validated, not as changed."""
    rec = RunRecord.from_json(record("p", "galaxies/flow", "cpsat", "solved", 1.0))
    checked = records.valid(rec)
    rec.stats["later"] = float("nan")
    records.write_valid(tmp_path / "r.json", checked)
    assert "later" not in json.loads((tmp_path / "r.json").read_text())["stats"]


def test_the_atomic_write_makes_the_folder_and_takes_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        path = write_text_atomic(tmp_path / "a" / "b" / "r.json", "{}\n")
        again = write_text_atomic(path, "[]\n")
    finally:
        os.umask(old)
    assert again == path and path.read_text() == "[]\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert [p.name for p in path.parent.iterdir()] == ["r.json"]  # no temporary left


def test_a_file_that_grows_after_its_stat_is_read_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.txt"
    path.write_text("x" * 100)
    real = os.stat

    def shrunk(name: object, *a: object, **k: object) -> os.stat_result:
        st = real(name, *a, **k)  # type: ignore[arg-type]
        if os.fspath(name) != os.fspath(path):  # type: ignore[call-overload]
            return st
        fields = list(st)
        fields[stat.ST_SIZE] = 10  # what stat said before the file grew
        return os.stat_result(fields)

    monkeypatch.setattr(os, "stat", shrunk)
    assert io.read_text(path) == "x" * 100
    with pytest.raises(PuzzleInputError, match="larger than the 50 bytes"):
        io.read_text(path, limit=50)


def test_the_flat_parts_json_is_their_fields() -> None:
    size = ModelSize(1, 2, 3, 4, 5, 6)
    build = SolverBuild("CBC", "2.10.3", "built", "pulp", "/bin/cbc", "")
    assert fields_json(size) == dataclasses.asdict(size) == size.to_json()
    assert fields_json(build) == dataclasses.asdict(build) == build.to_json()
    assert ModelSize.from_json(size.to_json()) == size and SolverBuild.from_json(build.to_json()) == build


def test_an_interrupt_just_after_the_temporary_file_is_made_leaves_none(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C can land right after the temporary file is created, before its descriptor is
    handed back (the interrupt sweep found one left behind by a generation's checkpoint)."""
    from puzzlebench.instances import files

    real_open = os.open

    def open_then_interrupted(*args: object, **kw: object) -> int:
        real_open(*args, **kw)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "open", open_then_interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_text_atomic(tmp_path / "r.json", "{}")
    assert list(tmp_path.iterdir()) == []
