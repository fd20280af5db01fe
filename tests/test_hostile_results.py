"""Results folders from elsewhere, hostile: every case ends in one line (exit 2), a warning
with the bad file left out, or a clean run; never a hang, a traceback, a forged line or a
lost record (docs/reliability.md, "Results folders from elsewhere")."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pandas as pd
import pytest
from test_aggregate import record
from test_compare import folder

from puzzlebench.analysis import readers
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.comparison import read_side
from puzzlebench.analysis.safe_text import html, json_text, markdown, terminal, write_json
from puzzlebench.engine.experiment.damaged import DAMAGED_SUFFIX, redo_damaged
from puzzlebench.engine.run import records
from puzzlebench.scripts.cli import main

pytestmark = pytest.mark.timeout(60)  # a reader that blocks (a FIFO) fails here, not for ever
DEEP = "[" * 200_000 + "]" * 200_000


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder(tmp_path_factory.mktemp("good"), "good")


def copy(good: Path, tmp_path: Path, name: str = "b", tables: bool = True) -> Path:
    out = tmp_path / name
    shutil.copytree(good, out, symlinks=True)
    if not tables:
        for f in ("runs.csv", "runs.parquet"):
            (out / f).unlink()
    return out


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["compare", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_exit_2(code: int, err: str, said: str) -> None:
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


# ---- records ---------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["fifo", "dev_zero", "deep", "deep_inside", "nan", "infinity", "digits",
                                    "not_utf8", "twice_nested"])
def test_a_damaged_record_is_left_out_with_one_warning(good: Path, tmp_path: Path, damage: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    b = copy(good, tmp_path, tables=False)
    bad = b / "runs" / "zz.json"
    rec = json.dumps(record("p1", "galaxies/flow", "cpsat", "solved", 1.0, label="flow"))
    if damage == "fifo":
        os.mkfifo(bad)
    elif damage == "dev_zero":
        bad.symlink_to("/dev/zero")
    elif damage == "deep":
        bad.write_text(DEEP)
    elif damage == "deep_inside":
        bad.write_text(rec.replace('"stats": {"conflicts": 3}', '"stats": {"x": ' + DEEP + "}"))
    elif damage == "nan":
        bad.write_text(rec.replace('"time_limit": 60', '"time_limit": NaN'))
    elif damage == "infinity":
        bad.write_text(rec.replace('"time_limit": 60', '"time_limit": 1e999'))
    elif damage == "digits":
        bad.write_text(rec.replace('"seed": 0', '"seed": ' + "9" * 100_000))
    elif damage == "not_utf8":
        bad.write_bytes(b"\xff\xfe" + rec.encode())
    else:
        bad.write_text(rec.replace('"stats": {"conflicts": 3}', '"stats": ' + "[" * 40 + "]" * 40))
    assert bad.is_fifo() or bad.is_symlink() or bad.read_bytes() != rec.encode()  # the damage is in
    with pytest.raises((records.InvalidRecord, OSError)):
        records.read(bad)
    assert not records.is_complete(bad)  # resume runs it again
    code, out, err = cli(capsys, str(good), str(b))
    assert code == 0 and "Traceback" not in err
    assert "zz.json" in err and len([line for line in err.splitlines() if "zz.json" in line]) == 1
    assert "24 matched" in out  # the good records all read


def test_a_record_linked_from_outside_is_not_read(good: Path, tmp_path: Path) -> None:
    b = copy(good, tmp_path, tables=False)
    outside = tmp_path / "elsewhere.json"
    outside.write_text(json.dumps(record("p99", "galaxies/flow", "cpsat", "solved", 1.0, label="flow")))
    (b / "runs" / "zz.json").symlink_to(outside)
    side = read_side(b)
    assert "s/p99" not in set(side.runs["instance"]) and any("out of the results folder" in w for w in side.warnings)


@pytest.mark.parametrize("damage", ["fifo", "dev_zero", "alias_bomb"])
def test_a_hostile_experiment_file_names_nothing(good: Path, tmp_path: Path, damage: str) -> None:
    """A folder read from its records takes its name from experiment.yaml: a FIFO, a
    device or an alias bomb there leaves the folder's own name."""
    b = copy(good, tmp_path, tables=False)
    target = b / A.EXPERIMENT_FILE
    if damage == "fifo":
        os.mkfifo(target)
    elif damage == "dev_zero":
        target.symlink_to("/dev/zero")
    else:
        target.write_text("a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
            f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True)))
    assert read_side(b).experiment == "b"


# ---- the aggregate step ------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["deep", "fifo", "listed_dev_zero", "listed_outside", "summary_fifo"])
def test_the_aggregate_keeps_every_good_record(good: Path, tmp_path: Path, damage: str) -> None:
    b = copy(good, tmp_path, tables=False)
    runs = sorted((b / "runs").glob("*.json"))
    summary = b / "solve" / "s0.json"
    summary.parent.mkdir()
    listed = [str(p) for p in runs]
    if damage == "deep":
        (b / "runs" / "zz.json").write_text(DEEP)
        listed.append(str(b / "runs" / "zz.json"))
    elif damage == "fifo":
        os.mkfifo(b / "runs" / "zz.json")
        listed.append(str(b / "runs" / "zz.json"))
    elif damage == "listed_dev_zero":
        listed.append("/dev/zero")
    elif damage == "listed_outside":
        listed.append(str(good / "runs" / runs[0].name))
    summary.write_text(json.dumps({"records": listed}))
    sources = [summary]
    if damage == "summary_fifo":
        os.mkfifo(b / "solve" / "s1.json")
        sources.append(b / "solve" / "s1.json")
    df, warnings = A.aggregate(sources, b, "b", root=b)
    assert len(df) == len(runs) and len(warnings) == 1 and "\n" not in warnings[0]
    assert len(pd.read_csv(b / "runs.csv")) == len(runs)


# ---- runs tables ---------------------------------------------------------------------------
@pytest.mark.parametrize(("damage", "said"), [
    ("fifo", "not a regular file"), ("dev_zero", "out of the results folder"),
    ("outside", "out of the results folder"), ("garbage_parquet", "unreadable runs table"),
    ("no_header", "unreadable runs table"), ("no_columns", "no column"), ("not_utf8", "unreadable runs table")])
def test_a_bad_runs_table_is_one_line_and_exit_2(good: Path, tmp_path: Path, damage: str, said: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    b = copy(good, tmp_path)
    (b / "runs.parquet").unlink()
    csv = b / "runs.csv"
    csv.unlink()
    if damage == "fifo":
        os.mkfifo(csv)
    elif damage == "dev_zero":
        csv.symlink_to("/dev/zero")
    elif damage == "outside":
        csv.symlink_to(good / "runs.csv")
    elif damage == "garbage_parquet":
        (b / "runs.parquet").write_bytes(b"PAR1" + b"\xff" * 1000 + b"PAR1")
    elif damage == "no_header":
        csv.write_text("\n\n")
    elif damage == "no_columns":
        csv.write_text("a,b\n1,2\n")
    else:
        csv.write_bytes(b"instance,label\n\xff\xfe\n")
    one_line_exit_2(*cli(capsys, str(good), str(b))[::2], said)


def test_size_caps_are_checked_before_reading(good: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    b = copy(good, tmp_path)
    monkeypatch.setattr(readers, "MAX_TABLE_CELLS", 10)
    one_line_exit_2(*cli(capsys, str(good), str(b))[::2], "cells")
    (b / "runs.parquet").unlink()
    monkeypatch.setattr(readers, "MAX_TABLE_BYTES", 1000)
    one_line_exit_2(*cli(capsys, str(good), str(b))[::2], "larger than the 1000 allowed")


def test_text_where_a_number_belongs_leaves_the_row_out(good: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    b = copy(good, tmp_path)
    (b / "runs.parquet").unlink()
    df = pd.read_csv(b / "runs.csv", dtype=str, keep_default_na=False)
    df.loc[0, "total_s"], df.loc[1, "status"], df.loc[2, "time_limit"] = "fast", "great", "-inf"
    df.loc[3, "stale"] = "banana"  # not "True": not stale
    df.to_csv(b / "runs.csv", index=False)
    code, out, err = cli(capsys, str(good), str(b))
    assert code == 0 and "Traceback" not in err
    assert "1 row(s) with no finite time" in err and "a status no record has" in err and "time_limit" in err
    assert len(read_side(b).runs) == len(df) - 3


# ---- output that cannot be forged ------------------------------------------------------
FORGERS = {"newline": "x\nregression: forged: 1 new wrong answer(s)", "return": "x\rregression: forged",
           "escape": "x\x1b]0;owned\x07", "bidi": "x\u202eregression", "nan": "NaNcy-flow"}


def labelled(root: Path, name: str, label: str) -> Path:
    return folder(root, name, configs=((label, "galaxies/flow", "cpsat"),))


@pytest.mark.parametrize("kind", list(FORGERS))
def test_a_label_cannot_forge_output(tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    label = FORGERS[kind]
    a = labelled(tmp_path, "a", label)
    b = labelled(tmp_path, "b", label)
    rec = next((b / "runs").glob("p3-*.json"))
    data = json.loads(rec.read_text())
    data["status"] = "wrong"  # a real regression, so the output has a regression line
    rec.write_text(json.dumps(data))
    for f in ("runs.csv", "runs.parquet"):
        (b / f).unlink()
    code, out, err = cli(capsys, str(a), str(b))
    assert code == 1 and all(line.isprintable() for line in out.splitlines())
    lines = out.splitlines()
    assert [line for line in lines if line.startswith("regression:")] == [
        f"regression: {terminal(label)} / ortools/cpsat: 1 new wrong answer(s)"]
    assert "\r" not in out and "\x1b" not in out and "\u202e" not in out
    code, out, _ = cli(capsys, str(a), str(b), "--json")
    data = json.loads(out)
    assert list(data["regressions"]) == [f"{label} / ortools/cpsat"] and "nullcy" not in out


def test_json_is_written_by_the_json_module(tmp_path: Path) -> None:
    data = {"label": "NaNcy-flow", "x": float("nan"), "y": [float("inf"), 1.5], "z": ("a", 2)}
    assert json.loads(json_text(data)) == {"label": "NaNcy-flow", "x": None, "y": [None, 1.5], "z": ["a", 2]}
    write_json(tmp_path / "f.json", data)
    assert json.loads((tmp_path / "f.json").read_text())["label"] == "NaNcy-flow"
    assert "NaN" not in (tmp_path / "f.json").read_text().replace("NaNcy", "")


def test_markdown_and_html_escapes() -> None:
    assert markdown("[x](javascript:y) | *b*\n# h") == r"\[x\]\(javascript:y\) \| \*b\*\\n\# h"  # the newline shown as \n
    assert html('<script>"x"</script>\n') == "&lt;script&gt;&quot;x&quot;&lt;/script&gt;\\n"
    assert terminal("a\x1bb\u202ec") == "a\\x1bb\\u202ec"


# ---- make run notices a damaged record ------------------------------------------------------
def test_a_damaged_record_of_a_finished_experiment_is_redone(good: Path, tmp_path: Path) -> None:
    b = copy(good, tmp_path, tables=False)
    runs = sorted((b / "runs").glob("*.json"))
    (b / "solve").mkdir()
    for k, part in enumerate((runs[:12], runs[12:])):
        (b / "solve" / f"s{k}.json").write_text(json.dumps({"records": [str(p) for p in part]}))
    assert redo_damaged(b) == []  # nothing damaged: nothing touched
    later = (b / "solve" / "s1.json").stat().st_mtime_ns + 10**9
    runs[13].write_text(runs[13].read_text()[:100])  # truncated after its shard ran
    os.utime(runs[13], ns=(later, later))
    lines = redo_damaged(b)
    assert len(lines) == 1 and runs[13].name in lines[0] and "damaged record" in lines[0]
    assert not runs[13].exists() and runs[13].with_name(runs[13].name + DAMAGED_SUFFIX).exists()
    assert not (b / "solve" / "s1.json").exists() and (b / "solve" / "s0.json").exists()  # that shard runs again
    assert all(p.exists() for p in runs if p != runs[13])
