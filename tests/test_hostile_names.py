"""Hostile names: a puzzle's own ``name`` (or a dataset's keys) decide no path outside the
output asked for, never crash a writer, and are never echoed whole in an error line
(docs/reliability.md, the threat model). On main, ``convert`` wrote a puzzle named
``../../x`` two folders above DIR and ``/etc/x`` exactly there, a NUL gave a traceback and a
10 KB name a 10 KB error line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.scripts.cli import main

ROOT = Path(__file__).resolve().parents[1]
G7 = ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json"

NAMES = {
    "dot-dot": "../../x",
    "absolute": "/ABS/x",  # /ABS is replaced by the test's own folder
    "dot-dot only": "..",
    "hidden": ".bashrc",
    "NUL": "a\x00b",
    "lone surrogate": "a\udc80b",
    "newline": "x\n.. raw:: html",
    "backslash": "..\\..\\x",
    "10 KB": "y" * 10_000,
    "empty": "",
}


def _puzzle(path: Path, name: str) -> Path:
    doc = json.loads(G7.read_text())
    doc["name"] = name
    path.write_text(json.dumps(doc))
    return path


def _everything_under(top: Path) -> set[Path]:
    return {p for p in top.rglob("*")}


@pytest.mark.parametrize("case", list(NAMES))
def test_convert_into_a_directory_stays_inside_it(case: str, tmp_path: Path, capsys) -> None:
    name = NAMES[case].replace("/ABS", str(tmp_path / "abs"))
    src = _puzzle(tmp_path / "in.json", name)
    out = tmp_path / "a" / "b" / "out"
    out.mkdir(parents=True)
    before = _everything_under(tmp_path)
    code = main(["convert", str(src), str(out)])
    err = capsys.readouterr().err
    assert code == 0, err
    new = _everything_under(tmp_path) - before
    assert len(new) == 1 and next(iter(new)).parent == out, new  # one file, inside DIR
    assert not next(iter(new)).name.startswith(".")


JANKO = ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"


def test_dataset_keys_stay_inside_the_directory(tmp_path: Path, capsys) -> None:
    """A janko dataset whose keys are hostile (``..``, absolute, NUL, 10 KB): every file inside OUT."""
    if not JANKO.exists():
        pytest.skip("the janko dataset is not in ../shared")
    doc = json.loads(JANKO.read_text())
    first = next(iter(doc["data"].values()))
    keys = ["../../k", str(tmp_path / "abs" / "k"), "a\x00b", "y" * 10_000, ".."]
    doc["data"] = {k: first for k in keys}
    src = tmp_path / "set.json"
    src.write_text(json.dumps(doc))
    out = tmp_path / "a" / "out"
    before = _everything_under(tmp_path)
    assert main(["convert", str(src), str(out)]) == 0, capsys.readouterr().err
    new = _everything_under(tmp_path) - before
    files = {p for p in new if p.is_file()}
    assert len(files) == len(keys) and all(p.parent == out for p in files), files


def test_a_long_name_is_not_echoed_in_an_error_line(tmp_path: Path, capsys) -> None:
    """A dataset whose bad puzzle has a 10 KB key: its error line stays short."""
    entry = {"problem": "1 1\n0", "solution": "1 1\n1"}
    src = tmp_path / "d.json"
    src.write_text(json.dumps({"data": {"ok": entry, "y" * 10_000: {"problem": "2 2\nx"}}}))
    assert main(["convert", str(src), str(tmp_path / "out")]) == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) < 2500, len(lines[0])


@pytest.mark.slow
def test_a_62_9_mb_name_converts_inside_and_is_never_echoed(tmp_path: Path) -> None:
    doc = json.loads(G7.read_text())
    doc["name"] = "y" * 62_900_000
    src = tmp_path / "huge.json"
    src.write_text(json.dumps(doc))
    out = tmp_path / "out"
    out.mkdir()
    proc = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "convert", str(src), str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and len(proc.stderr) < 1000, proc.stderr[:300]
    (made,) = list(out.iterdir())
    assert len(made.name) <= 110


@given(st.text(max_size=300))
def test_safe_names_are_plain_bounded_and_inside(text: str) -> None:
    from puzzlebench.instances.files import MAX_NAME, inside, safe_name

    stem = safe_name(text)
    assert stem and len(stem) <= MAX_NAME and "/" not in stem and "\x00" not in stem
    assert not stem.startswith(".") and stem not in ("..", ".")
    stem.encode("ascii")  # no surrogate, nothing a file system refuses
    inside("/tmp/base", f"{stem}.json")  # raises if it were outside


def test_plain_names_are_kept() -> None:
    from puzzlebench.instances.files import safe_name

    for name in ("galaxies-7x7-s1", "troix_6x6.s2", "cuts+pairs+deduce"):
        assert safe_name(name) == name


def test_inside_refuses_a_way_out(tmp_path: Path) -> None:
    from puzzlebench.instances.files import inside

    (tmp_path / "link").symlink_to("/")
    for parts in (("..", "x"), ("/etc/x",), ("link", "etc")):
        with pytest.raises(ValueError, match="not inside"):
            inside(tmp_path, *parts)


def test_bounded_error_lines() -> None:
    from puzzlebench.instances.errors import PuzzleInputError, bounded, os_error_line

    assert len(str(PuzzleInputError("bad", source="x" * 10**6, puzzle="y" * 10**6))) < 1000
    line = os_error_line(OSError(36, "File name too long", "z" * 10**6))
    assert len(line) < 400 and "File name too long" in line
    assert "\n" not in bounded("a\nb\x00c") and "\\x00" in bounded("a\nb\x00c")
    assert os.fsdecode(b"x") == "x"
