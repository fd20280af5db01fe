"""A step ends a user's mistake in one line and exit code 2, the plan's PlanError among them,
without importing the plan's module into steps that never plan (it cost each ~0.1 s)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from pipeline_helpers import ROOT

STEPS = ROOT / "workflow" / "steps"
sys.path.insert(0, str(STEPS))

import step  # noqa: E402  (workflow/steps/step.py, as Snakemake's script directive finds it)


def _smk(tmp_path: Path) -> SimpleNamespace:
    return SimpleNamespace(rule="plan", wildcards=[], log=[str(tmp_path / "plan.log")],
                           output=[str(tmp_path / "plan" / "x.0.json")])


def test_a_plan_error_is_one_line_and_exit_2(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    from puzzlebench.engine.experiment.plan import PlanError

    def main(smk: object) -> None:
        raise PlanError("two runs on one record")

    with pytest.raises(SystemExit) as ended:
        step.run(_smk(tmp_path), main)
    assert ended.value.code == 2
    # pytest's capture stands in for both the terminal and the log's sys.stderr here
    assert set(capfd.readouterr().err.splitlines()) == {"plan: error: two runs on one record"}
    assert "Traceback" not in (tmp_path / "plan.log").read_text()


def test_another_error_keeps_its_traceback(tmp_path: Path) -> None:
    def main(smk: object) -> None:
        raise RuntimeError("a bug")

    with pytest.raises(RuntimeError, match="a bug"):
        step.run(_smk(tmp_path), main)


def test_the_step_module_does_not_import_the_plan() -> None:
    code = (f"import sys; sys.path.insert(0, {str(STEPS)!r}); import step; "
            f"print(step.PLAN_MODULE in sys.modules, step.user_errors())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.startswith("False (<class 'puzzlebench.instances.errors.PuzzleInputError'>,)"), out
