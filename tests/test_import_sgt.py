"""``puzzlebench import-sgt``: canonical files, deterministic with a seed, clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlebench.engine.baselines import sgt_tool
from puzzlebench.instances.checker import check
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.formats.sgt import to_game_id
from puzzlebench.scripts.cli import main

HAVE_SGT, WHY_NOT = sgt_tool.available()
needs_sgt = pytest.mark.skipif(not HAVE_SGT, reason=f"sgt-galaxies unavailable: {WHY_NOT}")


@needs_sgt
def test_writes_checked_canonical_files_deterministically(tmp_path: Path, capsys):
    args = ["import-sgt", "--size", "7x5", "--difficulty", "u", "--count", "3", "--seed", "pb1"]
    assert main([*args, "-o", str(tmp_path / "a")]) == 0
    err = capsys.readouterr().err
    assert "[3/3]" in err and "wrote 3 puzzle(s)" in err
    assert main([*args, "-o", str(tmp_path / "b"), "-q"]) == 0
    assert capsys.readouterr().err == ""
    names = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert names == [f"sgt_7x5u_pb1_{k:03d}.json" for k in range(3)]
    for name in names:
        text = (tmp_path / "a" / name).read_text()
        assert text == (tmp_path / "b" / name).read_text()  # byte-identical
        inst = canonical.loads(text)
        assert (inst.rows, inst.cols) == (5, 7)
        assert check(inst) == []
        assert inst.source["game_id"] == to_game_id(inst)
        assert inst.source["version"] == sgt_tool.version()
        assert inst.source["seed"] == "pb1" and inst.source["difficulty"] == "unreasonable"


@needs_sgt
def test_unseeded_run_notes_it(tmp_path: Path, capsys):
    assert main(["import-sgt", "--size", "3x4", "--difficulty", "n", "--count", "1", "-o", str(tmp_path)]) == 0
    assert "no --seed" in capsys.readouterr().err
    (path,) = tmp_path.iterdir()
    assert check(canonical.loads(path.read_text())) == []


def test_missing_binary_exit_2_names_the_package(tmp_path: Path, capsys, monkeypatch):
    monkeypatch.setenv(sgt_tool.BINARY_ENV, str(tmp_path / "no-such-sgt"))
    code = main(["import-sgt", "--size", "7x7", "--difficulty", "n", "--count", "1", "-o", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert code == 2 and "sgt-puzzles" in err and err.count("\n") == 1
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(
    "argv",
    [
        ["--size", "7", "--difficulty", "n", "--count", "1"],
        ["--size", "2x7", "--difficulty", "n", "--count", "1"],
        ["--size", "7x7", "--difficulty", "z", "--count", "1"],
        ["--size", "7x7", "--difficulty", "n", "--count", "0"],
        ["--size", "7x7", "--difficulty", "n", "--count", "1", "--seed", "has space"],
    ],
)
def test_bad_arguments_exit_2_one_line(tmp_path: Path, capsys, argv):
    try:
        code = main(["import-sgt", *argv, "-o", str(tmp_path / "o")])
    except SystemExit as exc:  # argparse usage errors exit from inside the parser
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1


def test_output_is_a_file(tmp_path: Path, capsys):
    target = tmp_path / "file"
    target.write_text("x")
    assert main(["import-sgt", "--size", "5x5", "--difficulty", "n", "--count", "1", "-o", str(target)]) == 2
    assert "not a directory" in capsys.readouterr().err


def test_sgt_failure_exit_1(tmp_path: Path, capsys, monkeypatch):
    fake = tmp_path / "fake-sgt"
    fake.write_text("#!/bin/sh\necho 'something broke' >&2\nexit 3\n")
    fake.chmod(0o755)
    monkeypatch.setenv(sgt_tool.BINARY_ENV, str(fake))
    code = main(["import-sgt", "--size", "5x5", "--difficulty", "n", "--count", "1", "-q", "-o", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert code == 1 and "something broke" in err and err.count("\n") == 1
