"""Experiment semantics that used to hide problems (each refused in one line before anything
runs): a pair listed both required and optional, an experiment left with no runnable
solver, and names Snakemake cannot take (a periodic or over-long set name or label)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from pipeline_helpers import SNAKEMAKE
from snakemake.io import PeriodicityDetector

from puzzlebench.engine.experiment import file, names
from puzzlebench.engine.experiment.checks import problems
from puzzlebench.instances.errors import PuzzleInputError

ROOT = Path(__file__).resolve().parents[1]


def _tiny(**change: Any) -> dict[str, Any]:
    return {**yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text()), **change}


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab-_", max_size=8), st.text(alphabet="ab", min_size=1, max_size=4),
       st.integers(0, 30), st.text(alphabet="ab-", max_size=3))
def test_the_periodic_rule_is_snakemake_s(head: str, part: str, times: int, tail: str) -> None:
    value = head + part * times + tail
    assert names.periodic_part(value) == PeriodicityDetector().is_periodic(value)


def _refused(config: dict[str, Any], tmp_path: Path, fragment: str) -> None:
    """The launcher's reading of the file and the rules' check give the same one line."""
    path = tmp_path / "exp.yaml"
    path.write_text(yaml.safe_dump(config))
    with pytest.raises(PuzzleInputError, match=fragment) as info:
        file.load(path)
    assert "\n" not in str(info.value)
    assert any(fragment in why for why in file.experiment_problems(config))


@pytest.mark.parametrize(("name", "fragment"), [
    ("a" * 40, "repeated 20 times or more"), ("ab" * 25, "repeated 20 times or more"),
    ("x" * 200, "is too long|more than the 100"),
])
def test_a_set_name_snakemake_cannot_take_is_refused(name: str, fragment: str, tmp_path: Path) -> None:
    cfg = _tiny()
    cfg["instance_sets"][0]["name"] = name
    path = tmp_path / "exp.yaml"
    path.write_text(yaml.safe_dump(cfg))
    with pytest.raises(PuzzleInputError, match=fragment):
        file.load(path)
    assert any(re.search(fragment, why) for why in file.experiment_problems(cfg))


def test_a_periodic_label_is_refused(tmp_path: Path) -> None:
    cfg = _tiny()
    cfg["variants"][0]["label"] = "f" + "lo" * 30
    _refused(cfg, tmp_path, "the variant label 'flolo")


def test_a_pair_listed_required_and_optional_is_refused(tmp_path: Path) -> None:
    cfg = _tiny()
    cfg["solvers"].append({"layer": "sgt", "solver": "sgt", "optional": True})
    _refused(cfg, tmp_path, "solver sgt/sgt is listed both required and optional")


def test_an_experiment_with_no_runnable_solver_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from puzzlebench.engine import baselines

    monkeypatch.setattr(baselines.get("sgt"), "probe", lambda: (False, "sgt-galaxies not installed", ""))
    found = problems(_tiny(solvers=[{"layer": "sgt", "solver": "sgt", "optional": True}]))
    assert found == ["no solver of the experiment is available here (every one is optional and missing: "
                     "sgt/sgt: sgt-galaxies not installed)"]


@pytest.mark.slow
def test_snakemake_stops_a_periodic_set_name_in_one_line(tmp_path: Path) -> None:
    """A file given to Snakemake directly (past the launcher): the rules' check, not
    Snakemake's PeriodicWildcardError after the sets were made."""
    cfg = _tiny()
    cfg["instance_sets"][0]["name"] = "a" * 40
    (tmp_path / "exp.json").write_text(json.dumps(cfg))
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile",
           str(tmp_path / "exp.json"), "--dry-run"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert "repeated 20 times or more" in proc.stderr and "PeriodicWildcardError" not in proc.stderr
