"""A step reads its job from its command line (workflow/steps/job.py) as it read Snakemake's
``snakemake`` object, and its process never imports Snakemake: the ``script:`` directive's
preamble did, a fixed cost of every step (docs/measurements.md, "seventh pass")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from pipeline_helpers import ROOT

STEPS = ROOT / "workflow" / "steps"
sys.path.insert(0, str(STEPS))

from job import read_job  # noqa: E402  (workflow/steps/job.py, beside the steps)


def _files(files: list[str], names: dict[str, object]) -> dict[str, object]:
    return {"files": files, "names": names}


JOB = {
    "input": _files(["a.csv", "s.0.json", "s.1.json"], {"runs": "a.csv", "shards": ["s.0.json", "s.1.json"]}),
    "output": _files(["out/x.png", "out/x.pdf"], {}),
    "wildcards": {"label": "bench", "set": "janko"},
    "params": {"dir": "out", "samples": 2, "captions": {"x": "x.rst"}},
}


def test_the_job_reads_as_the_snakemake_object_did() -> None:
    job = read_job(["plot", json.dumps(JOB), "logs/plot.log"])
    assert job.rule == "plot" and job.log == ["logs/plot.log"]
    assert list(job.input) == ["a.csv", "s.0.json", "s.1.json"] and job.input[0] == "a.csv"
    assert job.input.runs == "a.csv" and job.input.shards == ["s.0.json", "s.1.json"]
    assert list(job.output) == ["out/x.png", "out/x.pdf"] and job.output[0] == "out/x.png"
    assert job.params.dir == "out" and job.params.samples == 2 and job.params.captions == {"x": "x.rst"}
    assert list(job.wildcards) == ["bench", "janko"]  # the step's name line: rule, then the values in order
    assert job.wildcards.label == "bench" and job.wildcards.set == "janko"
    with pytest.raises(AttributeError):
        _ = job.input.strength  # a name the rule does not give fails as Snakemake's did


def test_a_job_too_big_for_a_command_line_is_read_from_its_file(tmp_path: Path) -> None:
    """``@<file>``: the same JSON from a file (the rules spill a job over 64 KiB there)."""
    (tmp_path / "job.json").write_text(json.dumps(JOB))
    assert read_job(["plot", f"@{tmp_path / 'job.json'}", "logs/plot.log"]) == read_job(
        ["plot", json.dumps(JOB), "logs/plot.log"])


def test_a_job_without_inputs_is_empty() -> None:
    job = read_job(["experiment", json.dumps({**JOB, "input": _files([], {})}), "logs/e.log"])
    assert not job.input


def test_a_step_process_reads_its_job_without_snakemake(tmp_path: Path) -> None:
    """The explore step, run as its rule runs it, writes its page; the process loaded no
    ``snakemake`` module (a sitecustomize hook lists the modules at exit)."""
    (tmp_path / "runs.csv").write_text("instance,status\njanko_1,optimal\n")
    (tmp_path / "summary.csv").write_text("variant,solved\ncuts,1\n")
    job = {"input": _files(["runs.csv", "summary.csv"], {"runs": "runs.csv", "summary": "summary.csv"}),
           "output": _files(["explore.html"], {}), "wildcards": {}, "params": {"experiment": "t"}}
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(
        "import atexit, json, sys\n"
        "atexit.register(lambda: open('modules.json', 'w').write(json.dumps(sorted(sys.modules))))\n")
    subprocess.run([sys.executable, str(STEPS / "explore.py"), "explore", json.dumps(job), "logs/explore.log"],
                   cwd=tmp_path, env={"PYTHONPATH": str(hook), "PATH": "/usr/bin:/bin"}, check=True)
    assert "janko_1" in (tmp_path / "explore.html").read_text()
    assert "explore:" in (tmp_path / "logs" / "explore.log").read_text()
    loaded = json.loads((tmp_path / "modules.json").read_text())
    assert "step" in loaded and "puzzlebench.analysis.explore" in loaded
    assert not [m for m in loaded if m.split(".")[0] == "snakemake"]
