"""The reliability corpus: hostile numbers, files, output targets, sizes, names and configs,
each with its expected outcome (docs/reliability.md lists them). A case passes when the
outcome is the expected one: exit 2 and one line for a user's mistake, a record with a
status for a run, never a traceback (an exception out of ``main`` fails the test) and never
a hang (cases that could hang run in a subprocess with a timeout).

The interrupt cases (kill during formulate, aggregate and plot, then resume) and the
external-process cases (sgt killed with its caller) are in tests/test_reliability_kill.py;
the solve-stage kill in tests/test_pipeline_kill.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from pipeline_helpers import ROOT, snakemake, tiny_config
from snakemake.exceptions import WorkflowError
from snakemake.utils import validate

from puzzlebench.engine.experiment.file import CONFIG_KEYS
from puzzlebench.engine.experiment.instance_sets import materialise
from puzzlebench.engine.run import limits as run_limits
from puzzlebench.engine.run.records import RunStatus
from puzzlebench.engine.run.runner import run
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.instances import limits
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import GalaxiesInstance
from puzzlebench.scripts.cli import main

G7 = str(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json")
T6 = str(ROOT / "instances" / "troix" / "troix-6x6-s1.json")
SOLVE = ["solve", G7, "--variant", "galaxies/flow", "--layer", "ortools", "--solver", "cpsat"]
SCHEMA = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")


def one_line_exit(argv: list[str], capsys: pytest.CaptureFixture[str], code: int = 2) -> str:
    """Run the CLI in this process: the exit code, and exactly one line on stderr."""
    try:
        got = main(argv)
    except SystemExit as exc:  # argparse's usage errors
        got = exc.code
    err = capsys.readouterr().err
    assert got == code, err
    assert len(err.strip().splitlines()) == 1 and "error" in err and "Traceback" not in err, err
    return err


# ---- numbers ------------------------------------------------------------------------------
NUMBERS = [
    [*SOLVE, "--time-limit", v] for v in ("nan", "inf", "1e7", "1e308", "0", "-1", "abc")
] + [[*SOLVE, "--time-limit=-inf"]] + [
    [*SOLVE, "--threads", v] for v in ("0", "1000", "1.5")
] + [
    [*SOLVE, "--grace", v] for v in ("-100", "nan", "1e9")
] + [
    [*SOLVE, "--seed", "-1"], [*SOLVE, "--seed", str(2**31)], [*SOLVE, "--repeat", "-1"],
    [*SOLVE, "--path-cap", "0"],
    ["generate", "galaxies", "--rows", "1000", "--cols", "5", "-o", "x.json"],
    ["generate", "troix", "--rows", "nan", "--cols", "6", "-o", "x.json"],
    ["generate", "troix", "--rows", "6", "--cols", "6", "--count", "0", "-o", "x.json"],
    ["generate", "troix", "--rows", "6", "--cols", "6", "--certify-time-limit", "inf", "-o", "x.json"],
    ["import-sgt", "--size", "1000x3", "--difficulty", "n", "--count", "1", "-o", "d"],
    ["import-sgt", "--size", "5x5", "--difficulty", "n", "--count", "0", "-o", "d"],
    ["import-sgt", "--size", "5x5", "--difficulty", "n", "--count", "1", "--time-limit", "nan", "-o", "d"],
    ["import-sgt", "--size", "5x5", "--difficulty", "n", "--count", "1", "--puzzle-time-limit", "0", "-o", "d"],
    ["unique", G7, "--limit", "0"],
    ["unique", G7, "--time-limit", "inf"],
    ["formulate", G7, "--variant", "galaxies/paths", "--path-cap", "-5", "-o", "m.mps"],
]


@pytest.mark.parametrize("argv", NUMBERS, ids=[" ".join(a[-2:]) + f" #{k}" for k, a in enumerate(NUMBERS)])
def test_out_of_range_numbers_are_one_line_exit_2(argv: list[str], capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    err = one_line_exit(argv, capsys)
    assert "must be" in err
    assert not list(tmp_path.iterdir())  # nothing written


def test_limits_are_stated_in_help(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert f"<= {int(run_limits.WEEK)} s" in out and "[>= 1 and <= 64]" in out


def test_a_bound_returns_its_kind_of_number() -> None:
    assert type(limits.SIDE.arg("12")) is int and type(limits.SIDE.check(12.0)) is int
    assert type(run_limits.TIME_LIMIT.arg("60")) is float and type(run_limits.TIME_LIMIT.check(60)) is float
    with pytest.raises(PuzzleInputError, match="whole number"):
        limits.SIDE.parse("1.5")


def test_run_spec_refuses_what_the_cli_refuses() -> None:
    for bad in (float("nan"), float("inf"), 1e7, 0.0):
        with pytest.raises(ValueError, match="time_limit"):
            RunSpec.for_file(G7, "galaxies/flow", "ortools", "cpsat", bad)
    with pytest.raises(ValueError, match="threads"):
        RunSpec.for_file(G7, "galaxies/flow", "ortools", "cpsat", 1.0, threads=1000)


def test_schema_states_the_same_bounds_as_the_limits() -> None:
    schema = yaml.safe_load(Path(SCHEMA).read_text())
    assert f"|{limits.MAX_SIDE})x(" in schema["$defs"]["size"]["pattern"]
    for key, bound in CONFIG_KEYS.items():
        stated = {k: v for k, v in schema["properties"][key].items() if k in ("minimum", "exclusiveMinimum", "maximum")}
        assert stated == bound.schema(), key


# ---- files --------------------------------------------------------------------------------
def _galaxies_json(rows: int, cols: int, dots: list[list[int]], name: str = "g") -> str:
    return json.dumps({"format": canonical.FORMAT_TAG, "puzzle": "galaxies", "rows": rows, "cols": cols,
                       "name": name, "dots": dots})


def hostile_files(tmp: Path) -> dict[str, tuple[Path, str]]:
    """name -> (file, a fragment of the expected one-line error)."""
    out: dict[str, tuple[Path, str]] = {}
    zero = tmp / "zero.json"
    zero.symlink_to("/dev/zero")
    out["symlink to /dev/zero"] = (zero, "not a regular file")
    d = tmp / "dir.json"
    d.mkdir()
    out["directory"] = (d, "is a directory")
    big = tmp / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(limits.MAX_FILE_BYTES + 1)  # sparse: no disk used
    out["65 MiB file"] = (big, "larger than")
    huge = tmp / "huge.json"
    huge.write_text(_galaxies_json(1000, 1000, [[1, 1]]))
    out["1000x1000 galaxies"] = (huge, "larger than the supported")
    tro = tmp / "tro.json"
    tro.write_text(json.dumps({"format": canonical.FORMAT_TAG, "puzzle": "troix", "rows": 999, "cols": 999,
                               "givens": ["." * 999] * 999}))
    out["999x999 troix"] = (tro, "larger than the supported")
    dup = tmp / "dup.json"
    dup.write_text(Path(G7).read_text().replace('"rows": 7,', '"rows": 7, "rows": 9,', 1))
    out["duplicate key"] = (dup, "appears twice")
    return out


def test_hostile_files_are_one_line_exit_2(tmp_path: Path, capsys) -> None:
    cases = hostile_files(tmp_path)
    for name, (path, fragment) in cases.items():
        for command in ("check", "show"):
            err = one_line_exit([command, str(path)], capsys)
            assert fragment in err, (name, command, err)


def test_fifo_without_writer_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    proc = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "check", str(fifo)], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 2 and "not a regular file" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_control_characters_in_a_name_are_escaped(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "ctl.json"
    bad.write_text(Path(G7).read_text().replace('"name": "galaxies-7x7-s1"', '"name": "x\\u001b[31mred\\u0007"'))
    assert main(["show", str(bad), "--no-color"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\\x1b[31mred" in out


def test_control_characters_in_solve_s_summary_line_are_escaped() -> None:
    from puzzlebench.engine.run.records import CodeVersion, InstanceInfo, RunRecord, StepTime, Times
    from puzzlebench.scripts.solve import summary

    rec = RunRecord(run_id="r", label="flow", set="", code=CodeVersion("0", ""), instance=InstanceInfo("x\x1b[31m"),
                    variant="galaxies/flow", options={}, layer="ortools", solver="cpsat",
                    times=Times(solve=StepTime(0.5, 0.5)), message="bad\x07\nline")
    line = summary(rec)
    assert "\x1b" not in line and "\x07" not in line and "\n" not in line
    assert "x\\x1b[31m" in line and "bad\\x07\\nline" in line


# ---- output targets: a directory, read-only, full -----------------------------------------
@contextlib.contextmanager
def mounted(where: Path, options: str) -> Iterator[Path]:
    """A small tmpfs at ``where`` (root only: the CI machine runs the tests as root)."""
    where.mkdir()
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True)
    if proc.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.decode().strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        d = tmp_path / "ro"
        d.mkdir()
        d.chmod(0o555)
        yield d
        d.chmod(0o755)
        return
    with mounted(tmp_path / "ro", "ro,size=64k") as d:
        yield d


@pytest.fixture
def full(tmp_path: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("a full file system needs a tmpfs mount (root)")
    with mounted(tmp_path / "full", "size=40k") as d:
        yield d


def test_special_files_are_never_replaced(tmp_path: Path, capsys) -> None:
    """A FIFO (as /dev/full or /dev/stdout would be) as the target: refused, left as it was."""
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    for argv in (["convert", G7, str(fifo)], ["render", G7, "-o", str(tmp_path / "p.png")]):
        if argv[0] == "render":
            fifo = tmp_path / "p.png"
            os.mkfifo(fifo)
        err = one_line_exit(argv, capsys)
        assert "not a regular file" in err and fifo.is_fifo()


def test_solve_onto_a_directory_stops_before_the_run(tmp_path: Path, capsys) -> None:
    err = one_line_exit([*SOLVE, "-o", str(tmp_path)], capsys)
    assert "is a folder; give a file name" in err


WRITERS = {
    "render": ["render", G7, "-o", "{d}/p.png"],
    "formulate": ["formulate", G7, "--variant", "galaxies/flow", "-o", "{d}/m.mps"],
    "generate": ["generate", "troix", "--rows", "6", "--cols", "6", "--no-certify", "-o", "{d}/t.json"],
    "convert": ["convert", G7, "{d}/c.json"],
    "convert into a new folder": ["convert", G7, "{d}/new/c.json"],
}


def test_read_only_targets_are_one_line(read_only: Path, capsys) -> None:
    for name, argv in WRITERS.items():
        err = one_line_exit([a.format(d=read_only) for a in argv], capsys)
        assert str(read_only) in err, (name, err)


def _record_elsewhere(err: str) -> dict:
    spare = Path(err.split("written to ")[1].split(" instead")[0])
    try:
        return json.loads(spare.read_text())
    finally:
        spare.unlink()


def test_solve_keeps_its_record_when_the_target_is_read_only(read_only: Path, capsys) -> None:
    err = one_line_exit([*SOLVE, "-o", str(read_only / "run.json")], capsys, code=8)
    assert _record_elsewhere(err)["status"] == "solved"


def test_full_disk(full: Path, capsys) -> None:
    """A dataset convert that fills the disk says what it wrote (exit 1, not 2); a solve whose
    record does not fit keeps it elsewhere (exit 8)."""
    err = one_line_exit(["convert", str(ROOT.parent / "shared" / "instances" / "janko" / "Galaxies_dataset.json"),
                         str(full / "d")], capsys, code=1)
    assert "No space left" in err and "stopped after writing" in err
    (full / "d").rename(full / "d2")  # keep the disk full
    err = one_line_exit([*SOLVE, "-o", str(full / "run.json")], capsys, code=8)
    assert _record_elsewhere(err)["status"] == "solved"


# ---- sizes --------------------------------------------------------------------------------
def _lattice(n: int) -> GalaxiesInstance:
    """An n x n Galaxies of 3x3 galaxies plus single cells at the edges (about n^2/9 dots)."""
    k = n // 3
    dots = [(6 * i + 3, 6 * j + 3) for i in range(k) for j in range(k)]
    dots += [(2 * i + 1, 2 * j + 1) for i in range(n) for j in range(n) if i >= 3 * k or j >= 3 * k]
    return GalaxiesInstance(n, n, tuple(dots), None, f"lattice{n}")


def test_too_big_a_model_is_too_large_not_out_of_memory(tmp_path: Path, capsys) -> None:
    inst = _lattice(200)
    path = tmp_path / "big.json"
    path.write_text(canonical.dumps(inst))
    assert main(["formulate", str(path), "--variant", "galaxies/flow", "-o", str(tmp_path / "m.mps")]) == 3
    assert "pairs" in capsys.readouterr().out + str(json.loads((tmp_path / "m.json").read_text()))
    rec = run(RunSpec.for_file(path, "galaxies/cuts", "ortools", "cpsat", 10.0), inst)
    assert rec.status == RunStatus.TOO_LARGE and "more than" in rec.message


# ---- names --------------------------------------------------------------------------------
def test_safe_names_never_collide(tmp_path: Path) -> None:
    """A file named x_2 and two puzzles named x, "x y" (safe: x_y) and a 100 000-character name:
    five files, five ids."""
    src = tmp_path / "src"
    data = ROOT / "instances"
    puzzles = ["galaxies/galaxies-7x7-s1", "galaxies/galaxies-7x7-s2", "galaxies/galaxies-7x7-s3",
               "troix/troix-6x6-s1", "troix/troix-6x6-s2"]
    names = ["x_2", "x", "x", "x y", "y" * 100_000]
    for k, (stem, name) in enumerate(zip(puzzles, names, strict=True)):
        doc = json.loads((data / f"{stem}.json").read_text())
        doc["name"] = name
        (src / str(k)).mkdir(parents=True)
        (src / str(k) / "p.json").write_text(json.dumps(doc))
    manifest = materialise({"name": "s", "source": "committed", "path": str(src)}, tmp_path / "out", roots=[tmp_path])
    ids = [e["id"] for e in manifest["instances"]]
    assert len(set(ids)) == 5 and len(list((tmp_path / "out").glob("*.json"))) == 5
    again = materialise({"name": "s", "source": "committed", "path": str(src)}, tmp_path / "out2", roots=[tmp_path])
    assert [e["id"] for e in again["instances"]] == ids  # stable


# ---- configs ------------------------------------------------------------------------------
def _tiny() -> dict:
    return yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())


def _bad_configs() -> dict[str, dict]:
    cases: dict[str, dict] = {}
    for name, key, value in [("experiment ..", "experiment", ".."), ("experiment .", "experiment", "."),
                             ("experiment with a slash", "experiment", "a/b"),
                             ("time_limit 1e7", "time_limit", 1e7), ("time_limit .inf", "time_limit", float("inf")),
                             ("threads 1000", "threads", 1000),
                             ("repeats 0", "repeats", 0), ("seed -1", "seed", -1), ("shards 0", "shards", 0),
                             ("unknown top-level key", "colour", "blue")]:
        cfg = _tiny()
        cfg[key] = value
        cases[name] = cfg
    cfg = _tiny()
    cfg["instance_sets"][0]["sizez"] = ["5x5"]
    cases["unknown key in a set"] = cfg
    cfg = _tiny()
    cfg["instance_sets"][1]["sizes"] = ["5x5"]
    cases["key of another source in a committed set"] = cfg
    for size in ("0x5", "201x5", "5x1000", "05x5"):
        cfg = _tiny()
        cfg["instance_sets"][0]["sizes"] = [size]
        cases[f"size {size}"] = cfg
    cfg = _tiny()
    cfg["solvers"][0]["threads"] = 4
    cases["unknown key in a solver"] = cfg
    cfg = _tiny()
    cfg["variants"][0]["option"] = {"prune": "none"}
    cases["unknown key in a variant"] = cfg
    cfg = _tiny()
    cfg["variants"][0]["variant"] = "galaxies/../../x"
    cases["variant name with a path"] = cfg
    return cases


BAD_CONFIGS = _bad_configs()


@pytest.mark.parametrize("name", list(BAD_CONFIGS))
def test_the_schema_refuses(name: str) -> None:
    with pytest.raises(WorkflowError):
        validate(BAD_CONFIGS[name], SCHEMA)


@pytest.mark.slow
@pytest.mark.parametrize(("change", "code", "fragment"), [
    ({"time_limit": float("nan")}, 2, "experiment 'tiny': error: time_limit must be a finite number"),
    ({"instance_sets": [*_tiny()["instance_sets"], {"name": "tro", "source": "committed",
                                                     "path": "instances/galaxies"}]}, 2,
     "experiment 'tiny': error: two instance sets of the experiment have the same name"),
], ids=["nan", "duplicate set names"])
def test_snakemake_stops_before_any_job(tmp_path: Path, change: dict, code: int, fragment: str) -> None:
    config = tiny_config(tmp_path, **change)
    proc = snakemake(tmp_path, config, "--dry-run", check=False)
    text = proc.stdout + proc.stderr
    assert proc.returncode == code and "Traceback" not in text and fragment in text


@pytest.mark.slow
def test_unknown_or_unavailable_solvers_stop_before_any_run(tmp_path: Path) -> None:
    config = tiny_config(tmp_path, solvers=[{"layer": "sgt", "solver": "sgt"}, {"layer": "ortools", "solver": "nope"}])
    env = {**os.environ, "PUZZLEBENCH_SGT_GALAXIES": str(tmp_path / "no-sgt-here")}
    proc = snakemake(tmp_path, config, "--cores", "1", "results/tiny/experiment.yaml", check=False, env=env)
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0 and "Traceback" not in text
    assert "experiment: error: unknown solver ortools/nope" in text and "(and 1 more)" in text
    log = (tmp_path / "results" / "tiny" / "logs" / "experiment.log").read_text()
    assert len(log.strip().splitlines()) == 1
    assert not (tmp_path / "results" / "tiny" / "experiment.yaml").exists()
