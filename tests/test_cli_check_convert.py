"""``puzzlebench check`` and ``convert``, in-process through puzzlebench.scripts.cli.main, plus the
bad-input corpus: every file in tests/data/bad gives exit 2 and exactly one stderr line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from puzzlebench.instances import io
from puzzlebench.scripts.cli import main

DATA = Path(__file__).parent / "data"
GOOD = DATA / "good"
BAD_FILES = sorted((DATA / "bad").iterdir())
ROOT = Path(__file__).resolve().parents[1]


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_bad_corpus_is_big_enough() -> None:
    assert len(BAD_FILES) >= 20


@pytest.mark.parametrize("path", BAD_FILES, ids=[p.name for p in BAD_FILES])
@pytest.mark.parametrize("command", ["check", "convert"])
def test_bad_corpus_exit_2_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, path: Path, command: str
) -> None:
    argv = [command, path] if command == "check" else [command, path, tmp_path / "out.json"]
    code, out, err = run_cli(capsys, *argv)
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"puzzlebench: error: {path}: ")
    assert "Traceback" not in err and out == ""
    assert not (tmp_path / "out.json").exists()


def test_bad_corpus_in_a_real_subprocess() -> None:
    path = DATA / "bad" / "janko_header_row_mismatch.json"
    proc = subprocess.run(
        [sys.executable, "-m", "puzzlebench.scripts.cli", "check", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.splitlines() == [
        f"puzzlebench: error: {path}: m_51x14: problem header says 3 rows, 2 are given"
    ]


# ------------------------------------------------------------------ check
@pytest.mark.parametrize("name", ["galaxies_3x3.json", "troix_6x6.json"])
def test_check_own_solution_valid(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = run_cli(capsys, "check", GOOD / name)
    assert (code, err) == (0, "") and out.startswith("valid:")


@pytest.mark.parametrize(
    ("instance", "solution"),
    [
        ("galaxies_3x3.sgt", "galaxies_3x3.sol.txt"),
        ("galaxies_3x3.sgt", "galaxies_3x3.run.json"),
        ("galaxies_3x3.sgt", "galaxies_3x3.json"),
        ("troix_6x6.json", "troix_6x6.sol.txt"),
    ],
)
def test_check_solution_file_valid(
    capsys: pytest.CaptureFixture[str], instance: str, solution: str
) -> None:
    code, _, err = run_cli(capsys, "check", GOOD / instance, GOOD / solution)
    assert (code, err) == (0, "")


def test_check_invalid_lists_violations(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "check", GOOD / "troix_6x6.json", GOOD / "troix_6x6.wrong.txt")
    assert code == 1 and err == ""
    assert out.splitlines()[0] == "INVALID: 5 violation(s) for troix_6x6 (troix 6x6)"
    assert "[given] cell (5, 5) is given X but holds O" in out
    assert "[balance]" in out


def test_check_invalid_galaxies_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(
        capsys, "check", "--json", GOOD / "galaxies_3x3.sgt", GOOD / "galaxies_3x3.wrong.txt"
    )
    verdict = json.loads(out)
    assert code == 1 and verdict["valid"] is False
    assert {v["rule"] for v in verdict["violations"]} == {"centre", "symmetry"}


def test_check_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "check", "-q", GOOD / "galaxies_3x3.json")
    assert (code, out) == (0, "")


def test_check_without_any_solution_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(capsys, "check", GOOD / "galaxies_3x3.sgt")
    assert code == 2 and "holds no solution to check" in err and len(err.splitlines()) == 1


def test_check_bad_solution_file_names_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    sol = tmp_path / "s.txt"
    sol.write_text("0 0 zero\n")
    code, _, err = run_cli(capsys, "check", GOOD / "galaxies_3x3.sgt", sol)
    assert code == 2 and err.startswith(f"puzzlebench: error: {sol}: ")


def test_check_with_explicit_format(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    p = tmp_path / "puzzle.txt"
    p.write_text("3x3:cnc")
    code, _, _ = run_cli(capsys, "check", "--from", "sgt", p, GOOD / "galaxies_3x3.sol.txt")
    assert code == 0


# ------------------------------------------------------------------ convert
@pytest.mark.parametrize(
    ("to", "suffix"), [("json", ".json"), ("seed-json", ".json"), ("sgt", ".sgt"), ("puzzlink", ".url")]
)
def test_convert_single(capsys: pytest.CaptureFixture[str], tmp_path: Path, to: str, suffix: str) -> None:
    out_path = tmp_path / f"g{suffix}"
    code, _, err = run_cli(capsys, "convert", GOOD / "galaxies_3x3.json", out_path, "--to", to)
    assert (code, err) == (0, "")
    assert io.load(out_path).dots == ((1, 3), (4, 2), (4, 5))


def test_convert_format_from_suffix_and_to_stdout(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, _ = run_cli(capsys, "convert", GOOD / "galaxies_3x3.json", tmp_path / "a.sgt")
    assert code == 0 and (tmp_path / "a.sgt").read_text() == "3x3:cnc\n"
    code, out, _ = run_cli(capsys, "convert", tmp_path / "a.sgt", "-", "--to", "puzzlink")
    assert code == 0 and out == "https://puzz.link/p?tentaisho/3/3/hel4a\n"
    code, out, _ = run_cli(capsys, "convert", GOOD / "troix_6x6.json", "-", "--no-solution")
    assert code == 0 and "solution" not in json.loads(out)


def test_convert_troix_to_sgt_is_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run_cli(capsys, "convert", GOOD / "troix_6x6.json", tmp_path / "t.sgt")
    assert code == 2 and "cannot hold a troix puzzle" in err
    assert not (tmp_path / "t.sgt").exists()


def test_convert_dataset_to_directory(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_dir = tmp_path / "out"
    code, out, err = run_cli(capsys, "convert", GOOD / "janko_mini.json", out_dir)
    assert code == 1  # one bad puzzle: reported, the rest converted
    assert err.splitlines() == [
        f"puzzlebench: error: {GOOD / 'janko_mini.json'}: c_bad: problem header says 4 rows, 2 are given"
    ]
    assert sorted(p.name for p in out_dir.iterdir()) == ["a_3x3.json", "b_2x4.json"]
    a = io.load(out_dir / "a_3x3.json")
    assert a.solution == ((0, 0, 0), (1, 1, 2), (1, 1, 2)) and a.name == "a_3x3"
    assert a.source["dataset"] == "janko"
    assert "converted 2 of 3 puzzles" in out


def test_convert_dataset_to_sgt_directory(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, _ = run_cli(capsys, "convert", GOOD / "janko_mini.json", tmp_path / "o", "--to", "sgt")
    assert code == 1
    assert (tmp_path / "o" / "a_3x3.sgt").read_text() == "3x3:cnc\n"


def test_convert_dataset_refuses_file_or_stdout(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    f = tmp_path / "file.json"
    f.write_text("x")
    for target in (f, "-"):
        code, _, err = run_cli(capsys, "convert", GOOD / "janko_mini.json", target)
        assert code == 2 and len(err.splitlines()) == 1


def test_convert_janko_output_is_refused_by_argparse(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as info:
        main(["convert", str(GOOD / "galaxies_3x3.json"), str(tmp_path / "x.json"), "--to", "janko"])
    assert info.value.code == 2
    assert len(capsys.readouterr().err.splitlines()) == 1


@pytest.mark.parametrize("command", ["check", "convert"])
def test_help(capsys: pytest.CaptureFixture[str], command: str) -> None:
    with pytest.raises(SystemExit) as info:
        main([command, "--help"])
    assert info.value.code == 0
    assert "--from" in capsys.readouterr().out


def test_convert_single_puzzle_into_existing_directory(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, _ = run_cli(capsys, "convert", GOOD / "galaxies_3x3.json", tmp_path, "--to", "sgt")
    assert code == 0 and (tmp_path / "galaxies_3x3.sgt").read_text() == "3x3:cnc\n"


def test_convert_dataset_keys_cannot_escape_the_directory(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    entry = {"problem": "1 1\n0", "solution": "1 1\n1"}
    data = {"data": {"../evil": entry, "a/b": entry, "a_b": entry, "": entry}}
    src = tmp_path / "d.json"
    src.write_text(json.dumps(data))
    code, _, _ = run_cli(capsys, "convert", src, tmp_path / "out")
    assert code == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "_evil.json", "a_b.json", "a_b_2.json", "d.json"
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.json", "out"]
