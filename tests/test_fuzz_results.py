"""Fuzzing the readers of a results folder and the experiment file: whatever the input,
the record reader, the runs-table reader, the experiment file's loader and ``puzzlebench
compare`` end in a value, a typed error (one line) or exit 0, 1 or 2, within a time
bound: each example under :data:`BOUND` seconds, a hang detector rather than a speed
test (the first call's imports included; the whole test under its timeout)."""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_aggregate import record

from puzzlebench.analysis import readers
from puzzlebench.engine.experiment import file as experiment_file
from puzzlebench.engine.run import records
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.scripts.cli import main

BOUND = 30.0
pytestmark = pytest.mark.timeout(300)
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                        HealthCheck.too_slow])
ROOT = Path(__file__).resolve().parents[1]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)
hostile_text = st.text(st.characters(codec="utf-8"), max_size=40) | st.sampled_from(
    ["NaN", "nan", "inf", "-inf", "1e999", "", "x\nregression: forged", "\x1b[2J", "\u202e", "None", "True"])


@contextmanager
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        yield Path(tmp)


def timed(call: Callable[[], Any]) -> Any:
    start = time.monotonic()
    try:
        return call()
    finally:
        assert time.monotonic() - start < BOUND


# ---- the record reader -------------------------------------------------------------------
@FUZZ
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_record_reader_on_any_bytes(data: bytes) -> None:
    with folder() as d:
        (d / "r.json").write_bytes(data)
        try:
            timed(lambda: records.read(d / "r.json"))
        except records.InvalidRecord as exc:
            assert "\n" not in str(exc)


@FUZZ
@given(st.sampled_from(records.FIELDS), json_values)
def test_record_reader_on_a_record_with_one_field_replaced(key: str, value: Any) -> None:
    data = record("p1", "galaxies/flow", "cpsat", "solved", 1.0)
    data[key] = value
    with folder() as d:
        (d / "r.json").write_text(json.dumps(data))
        try:
            rec = timed(lambda: records.read(d / "r.json"))
        except records.InvalidRecord as exc:
            assert "\n" not in str(exc)
        else:
            assert rec.to_json()["record_version"] == records.RECORD_VERSION


# ---- the runs-table reader -----------------------------------------------------------------
COLUMNS = ["instance", "label", "layer", "solver", "status", "total_s", "time_limit", "puzzle", "stale"]
cells = hostile_text | st.sampled_from(["solved", "timeout", "wrong", "1.5", "30", "-1", "ortools", "cpsat"])


def csv_text(rows: list[list[str]], columns: list[str]) -> str:
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    writer.writerows(rows)
    return out.getvalue()


@FUZZ
@given(st.lists(st.sampled_from(COLUMNS), min_size=1, max_size=9, unique=True).flatmap(
    lambda cols: st.tuples(st.just(cols), st.lists(st.lists(cells, min_size=len(cols), max_size=len(cols)), max_size=6))))
def test_runs_table_reader_on_any_table(table: tuple[list[str], list[list[str]]]) -> None:
    columns, rows = table
    with folder() as d:
        (d / "runs.csv").write_text(csv_text(rows, columns))
        try:
            got = timed(lambda: readers.read_runs_table(d))
        except PuzzleInputError as exc:
            assert "\n" not in str(exc)
        else:
            assert got is not None and set(readers.REQUIRED) <= set(got.runs.columns)
            assert got.runs["total_s"].ge(0).all() and got.runs["status"].isin(records.STATUSES).all()


@FUZZ
@given(st.binary(max_size=400), st.sampled_from(["runs.csv", "runs.parquet"]))
def test_runs_table_reader_on_any_bytes(data: bytes, name: str) -> None:
    with folder() as d:
        (d / name).write_bytes(data)
        try:
            timed(lambda: readers.read_runs_table(d))
        except PuzzleInputError as exc:
            assert "\n" not in str(exc)


# ---- the experiment file -------------------------------------------------------------------
BASE = (ROOT / "config" / "tiny.yaml").read_text(encoding="utf-8").splitlines()


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(BASE)), hostile_text | st.sampled_from(
    ["time_limit: nan", "repeats: 1e9", "&a [*a, *a]", "!!python/object:os.system x", "{{ x }}", "- - - -",
     "experiment: ../../etc", "variants: 3", "  - {variant: x}", "\t", "key: [" * 30])), max_size=4))
def test_experiment_file_with_lines_changed(edits: list[tuple[int, str]]) -> None:
    lines = list(BASE)
    for at, text in edits:
        lines.insert(at, text)
    with folder() as d:
        (d / "exp.yaml").write_text("\n".join(lines), encoding="utf-8")
        try:
            config = timed(lambda: experiment_file.load(d / "exp.yaml"))
        except PuzzleInputError as exc:
            assert "\n" not in str(exc)
        else:
            assert isinstance(config, dict)


# ---- compare -------------------------------------------------------------------------------
run_rows = st.lists(st.tuples(st.sampled_from(["s/p1", "s/p2", "s/p3"]), st.sampled_from(["flow", "NaNcy", "x\ny"])
                              | hostile_text, st.sampled_from(["solved", "wrong", "timeout", "bogus"]),
                              st.sampled_from(["1.5", "0", "30", "nan", "x", "-2", "1e999"])), max_size=8)


def runs_csv(d: Path, name: str, rows: list[tuple[str, str, str, str]]) -> Path:
    out = d / name
    out.mkdir()
    table = [[inst, label, "ortools", "cpsat", status, total, "30", "galaxies"] for inst, label, status, total in rows]
    (out / "runs.csv").write_text(csv_text(table, COLUMNS[:-1]))
    return out


@FUZZ
@given(run_rows, run_rows, st.booleans())
def test_compare_on_any_two_tables(capsys: pytest.CaptureFixture[str], a: list[tuple[str, str, str, str]],
                                   b: list[tuple[str, str, str, str]], as_json: bool) -> None:
    with folder() as d:
        argv = ["compare", str(runs_csv(d, "a", a)), str(runs_csv(d, "b", b)), *(["--json"] if as_json else [])]
        code = timed(lambda: main(argv))
    out, err = capsys.readouterr()
    assert code in (0, 1, 2) and "Traceback" not in err
    lines = err.strip().splitlines()
    assert all(line.startswith("puzzlebench: warning: ") for line in lines[:-1] if code == 2)
    if code == 2:
        assert lines and lines[-1].startswith("puzzlebench: error: ")
    assert all(line.isprintable() for line in lines)
    assert all(line.isprintable() for line in out.splitlines())  # no escape, no carriage return, no forged line
    if as_json and code != 2:
        json.loads(out)
