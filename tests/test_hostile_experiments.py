"""Hostile experiment files: read as plain data before Snakemake (no template runs, no tag,
no key twice, bounded size and aliases), their strings that reach paths, commands and the
report held to patterns, and one line for every mistake (docs/reliability.md). On main,
Snakemake templated a YAML ``--configfile`` through YTE (a command ran), a key twice was
accepted (the last won), an alias bomb hung the schema's error message, ``results:`` took a
newline that injected an RST directive into report.html, a label ``..`` moved model files
out of models/, and ``make run EXPERIMENT=typo`` printed a traceback."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
import yaml
from pipeline_helpers import ROOT, SNAKEMAKE, script_command
from snakemake.exceptions import WorkflowError
from snakemake.utils import validate

from puzzlebench.engine.run.children import python_env

SCHEMA = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")
LAUNCHER = script_command("run_experiment")
TINY = (ROOT / "config" / "tiny.yaml").read_text()
BOMB = "".join(f"{c}: &{c} [{', '.join([f'*{p}'] * 9) if p else '1, 1, 1, 1, 1, 1, 1, 1, 1'}]\n"
               for p, c in zip(["", *"abcdefgh"], "abcdefghi", strict=True))

# name -> (file text, a fragment of the one-line error)
HOSTILE_FILES: dict[str, tuple[str, str]] = {
    "YTE template": ("__use_yte__: true\n" + TINY.replace("experiment: tiny", "experiment: ?__import__('os')"
                                                           ".system('touch PWNED')"), "YTE template"),
    "alias bomb": (BOMB, "aliases are expanded"),
    "key given twice": (TINY + "threads: 4\n", "'threads' is given twice"),
    "python tag": ("experiment: !!python/object/apply:os.system [touch PWNED]\n", "is not allowed"),
    "custom tag": (TINY.replace("time_limit: 10", "time_limit: !secret 10"), "is not allowed"),
    "binary tag": (TINY + "blob: !!binary aGVsbG8=\n", "is not allowed"),
    "set tag": (TINY + "s: !!set {a, b}\n", "is not allowed"),
    "not a mapping": ("- a\n- b\n", "must be a mapping"),
    "empty": ("", "is empty"),
    "broken YAML": ("a: [1, 2\n", "not plain YAML"),
    "unknown key": (TINY + "colour: blue\n", "colour"),
}


def _launch(tmp_path: Path, text: str, *extra: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "exp.yaml"
    path.write_text(text)
    return subprocess.run([*LAUNCHER, "x", "--file", str(path), *extra], capture_output=True, text=True,
                          timeout=timeout, cwd=tmp_path, env=python_env())


@pytest.mark.timeout(60)
@pytest.mark.parametrize("case", list(HOSTILE_FILES))
def test_the_launcher_refuses_in_one_line(case: str, tmp_path: Path) -> None:
    text, fragment = HOSTILE_FILES[case]
    start = time.monotonic()
    proc = _launch(tmp_path, text, "--", "--dry-run")
    assert proc.returncode == 2, proc.stderr[-2000:]
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr and fragment in lines[0], proc.stderr[-2000:]
    assert len(lines[0]) < 600
    assert time.monotonic() - start < 30
    assert not (tmp_path / "PWNED").exists()  # nothing ran
    assert not (tmp_path / "results").exists()  # nothing written


def test_an_oversized_and_a_special_file_are_refused(tmp_path: Path) -> None:
    from puzzlebench.engine.experiment import file as experiment_file
    from puzzlebench.instances.errors import PuzzleInputError

    big = tmp_path / "big.yaml"
    big.write_text(TINY + "# " + "x" * experiment_file.MAX_BYTES + "\n")
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    for path, fragment in ((big, "larger than"), (fifo, "not a regular file")):
        with pytest.raises(PuzzleInputError, match=fragment):
            experiment_file.load(path)


def test_the_copy_is_json_and_plain(tmp_path: Path) -> None:
    import json

    from puzzlebench.engine.experiment import file as experiment_file

    path = tmp_path / "exp.yaml"
    path.write_text(TINY)
    config = experiment_file.load(path, name="mine")
    copy = experiment_file.sanitised_copy(config, tmp_path / "copy.json")
    assert json.loads(copy.read_text()) == {**yaml.safe_load(TINY), "experiment": "mine"}
    assert experiment_file.parse("when: 2024-01-01\n") == {"when": "2024-01-01"}  # a date stays text


def test_unknown_experiment_is_one_line() -> None:
    proc = subprocess.run([*LAUNCHER, "typo"], capture_output=True, text=True, timeout=60, env=python_env())
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "no file config/typo.yaml" in proc.stderr
    proc = subprocess.run([*LAUNCHER, "../../etc/x"], capture_output=True, text=True, timeout=60,
                          env=python_env())
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "not a plain name" in proc.stderr


@pytest.mark.slow
def test_make_run_with_an_unknown_experiment_is_one_line() -> None:
    proc = subprocess.run(["make", "-s", "run", "EXPERIMENT=typo"], capture_output=True, text=True, timeout=600,
                          cwd=ROOT)
    ours = [line for line in proc.stderr.splitlines() if not line.startswith("make")]
    assert proc.returncode != 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert len(ours) == 1 and "no file config/typo.yaml" in ours[0], proc.stderr[-2000:]


# ---- strings that reach paths, commands and the report: the schema's patterns --------------
def _tiny() -> dict:
    return yaml.safe_load(TINY)


GENERATED = {"name": "g", "source": "generate", "puzzle": "troix", "sizes": ["6x6"]}


def _with(path: tuple, value: object) -> dict:
    cfg = _tiny()
    cfg["instance_sets"][0] = dict(GENERATED)  # a generated set: extra_args are its key
    node = cfg
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return cfg


RST = "results\n\n.. raw:: html\n   :file: /etc/passwd\n"
BAD_STRINGS = {
    "results with an RST directive": (("results",), RST),
    "results with a trailing newline": (("results",), "results\n"),
    "results ..": (("results",), "../.."),
    "results //": (("results",), "//etc"),
    "results with a space": (("results",), "my results"),
    "resources ..": (("resources",), "a/../../b"),
    "experiment with a newline": (("experiment",), "tiny\n"),
    "label ..": (("variants", 0, "label"), ".."),
    "label hidden": (("variants", 0, "label"), ".x"),
    "label with a slash": (("variants", 0, "label"), "a/b"),
    "url file://": (("instance_sets", 0), {"name": "u", "source": "url", "url": "file:///etc/passwd",
                                            "sha256": "0" * 64}),
    "url ftp://": (("instance_sets", 0), {"name": "u", "source": "url", "url": "ftp://x/y", "sha256": "0" * 64}),
    "url with a newline": (("instance_sets", 0), {"name": "u", "source": "url", "url": "https://x/\n.. raw::",
                                                   "sha256": "0" * 64}),
    "extra_args -o": (("instance_sets", 0, "extra_args"), ["-o", "/tmp/x"]),
    "extra_args --out=": (("instance_sets", 0, "extra_args"), ["--out=/tmp/x"]),
    "extra_args a path": (("instance_sets", 0, "extra_args"), ["--givens-ratio", "/tmp/x"]),
    "committed path with a newline": (("instance_sets", 1, "path"), "instances\n.. raw::"),
}


@pytest.mark.parametrize("case", list(BAD_STRINGS))
def test_the_schema_refuses_strings(case: str) -> None:
    path, value = BAD_STRINGS[case]
    with pytest.raises(WorkflowError):
        validate(_with(path, value), SCHEMA)


def test_the_plain_forms_pass() -> None:
    """The control of the cases above: the same places with plain values pass."""
    for path, value in [(("results",), "results/sub"), (("variants", 0, "label"), "cuts+pairs.v2"),
                        (("instance_sets", 0, "extra_args"), ["--minimal", "--givens-ratio", "0.3"]),
                        (("instance_sets", 0), {"name": "u", "source": "url", "url": "https://example.org/x.json",
                                                "sha256": "0" * 64})]:
        validate(_with(path, value), SCHEMA)


def test_the_committed_configs_still_pass() -> None:
    from puzzlebench.engine.experiment import file as experiment_file

    for path in sorted((ROOT / "config").glob("*.yaml")):
        experiment_file.load(path)


# ---- Snakemake given a hostile file directly ----------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("case", ["key given twice", "alias bomb"])
def test_snakemake_given_the_file_directly_stops_in_one_line(case: str, tmp_path: Path) -> None:
    text, fragment = HOSTILE_FILES[case]
    (tmp_path / "exp.yaml").write_text(text)
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile",
           str(tmp_path / "exp.yaml"), "--dry-run"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and fragment in proc.stderr, proc.stderr[-2000:]


@pytest.mark.slow
def test_a_label_dot_dot_stops_the_workflow(tmp_path: Path) -> None:
    """Past the schema (a JSON file given directly): the rules' own check of every label."""
    import json

    cfg = _tiny()
    cfg["variants"][0]["label"] = ".."
    (tmp_path / "exp.json").write_text(json.dumps(cfg))
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile",
           str(tmp_path / "exp.json"), "--dry-run"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert not (tmp_path / "results").exists() or not list((tmp_path / "results").rglob("*.mps"))


@pytest.mark.slow
def test_the_launcher_hands_snakemake_a_json_copy(tmp_path: Path) -> None:
    proc = _launch(tmp_path, TINY, "--", "--dry-run", "-d", str(tmp_path), "-s", str(ROOT / "Snakefile"),
                   timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    copy = tmp_path / "results" / "x" / "experiment.input.json"
    assert copy.exists() and copy.read_text().lstrip().startswith("{")
