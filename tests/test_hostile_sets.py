"""Hostile instance sets: a committed set reads only inside the repository (or a root the
environment allows), FIFOs and link loops are named, a generated set cannot choose where its
files go (docs/reliability.md). On main a committed set read any path (``/etc/passwd``'s
first line landed, quoted, in the manifest), a FIFO or a link loop said "no puzzles left
after filtering", and ``extra_args: [-o, /path]`` wrote the set there."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from puzzlebench.engine.experiment.instance_sets import materialise
from puzzlebench.instances.errors import PuzzleInputError

ROOT = Path(__file__).resolve().parents[1]
G7 = ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json"


def _committed(path: str | Path) -> dict:
    return {"name": "s", "source": "committed", "path": str(path)}


def _outside_cases(tmp: Path) -> dict[str, str]:
    link = tmp / "inside" / "x.json"
    link.parent.mkdir()
    link.symlink_to("/etc/passwd")
    return {
        "absolute path": "/etc/passwd",
        "dot-dot path": "../../../../../../etc/passwd",
        "glob out": "instances/../../../../../../etc/pass*",
        "a folder outside": str(tmp / "elsewhere"),
        "a link out of an allowed root": str(link.parent),
    }


@pytest.mark.parametrize("case", ["absolute path", "dot-dot path", "glob out", "a folder outside",
                                  "a link out of an allowed root"])
def test_a_committed_set_never_reads_outside(case: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("PUZZLEBENCH_DATA_ROOTS", raising=False)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "p.json").write_text(G7.read_text())
    path = _outside_cases(tmp_path)[case]
    roots = [tmp_path / "inside"] if case == "a link out of an allowed root" else []
    with pytest.raises(PuzzleInputError) as err:
        materialise(_committed(path), tmp_path / "out", repo=ROOT, roots=roots)
    text = str(err.value)
    assert "outside the repository" in text and "root:" not in text  # nothing of the file quoted
    assert not (tmp_path / "out").exists()


def test_an_allowed_root_is_read(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "p.json").write_text(G7.read_text())
    monkeypatch.setenv("PUZZLEBENCH_DATA_ROOTS", str(tmp_path))
    manifest = materialise(_committed(tmp_path), tmp_path / "out", repo=ROOT)
    assert len(manifest["instances"]) == 1


@pytest.mark.parametrize("case", ["FIFO", "link loop", "dangling link"])
def test_unreadable_files_are_named(case: str, tmp_path: Path) -> None:
    src = tmp_path / "set"
    src.mkdir()
    f = src / "p.json"
    if case == "FIFO":
        os.mkfifo(f)
    elif case == "link loop":
        f.symlink_to("p.json")
    else:
        f.symlink_to(src / "gone.json")
    with pytest.raises(PuzzleInputError) as err:
        materialise(_committed(src), tmp_path / "out", roots=[tmp_path])
    text = str(err.value)
    assert "no puzzles left after filtering" not in text
    want = {"FIFO": "not a regular file", "link loop": "link loop", "dangling link": "no such file"}[case]
    assert want in text and "p.json" in text, text


@pytest.mark.parametrize("args", [["-o", "/tmp/x"], ["--out", "x"], ["--ou", "x"], ["--out=/tmp/x"],
                                  ["--seed", "3"], ["--givens-ratio", "/tmp/x"]],
                         ids=["-o", "--out", "--ou", "--out=", "--seed", "a path as a value"])
def test_extra_args_cannot_choose_the_output(args: list[str], tmp_path: Path) -> None:
    spec = {"name": "g", "source": "generate", "puzzle": "troix", "sizes": ["6x6"], "extra_args": args}
    cmd = (sys.executable, "-c", "import sys; open(sys.argv[sys.argv.index('-o') + 1] + '.ran', 'w')")
    with pytest.raises(PuzzleInputError, match="extra_args"):
        materialise(spec, tmp_path / "out", command=cmd)
    assert not Path("/tmp/x.ran").exists() and not list(tmp_path.rglob("*.ran"))
