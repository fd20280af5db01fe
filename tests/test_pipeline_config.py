"""The default experiment and the others: what Snakemake merges, the schema, the lint.

The Snakefile loads config/config.yaml (smoke) with a plain ``configfile:`` directive, and
Snakemake merges a ``--configfile`` over it. So an experiment inherits every key it leaves
out; that is harmless only when every experiment sets every key the default sets. The
schema requires those keys, and these tests keep the shipped experiments to that.
"""

from __future__ import annotations

import copy
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from pipeline_helpers import ROOT, SNAKEMAKE, snakemake, tiny_config
from snakemake.utils import update_config, validate

SCHEMA = ROOT / "workflow" / "schemas" / "config.schema.yaml"
DEFAULT = ROOT / "config" / "config.yaml"
EXPERIMENTS = sorted((ROOT / "config").glob("*.yaml"))


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text())


def _resolved(cfg: dict) -> dict:
    cfg = copy.deepcopy(cfg)
    validate(cfg, str(SCHEMA))  # fills in the schema's defaults, as the Snakefile does
    return cfg


def test_the_default_sets_exactly_the_required_keys() -> None:
    """The default may set no optional key (it would leak into experiments that rely on
    the schema's default), and the schema requires every key the default sets."""
    required = set(_load(SCHEMA)["required"])
    assert set(_load(DEFAULT)) == required


@pytest.mark.parametrize("path", EXPERIMENTS, ids=[p.stem for p in EXPERIMENTS])
def test_an_experiment_merged_over_the_default_is_itself(path: Path) -> None:
    """What Snakemake does with `--configfile path` (snakemake.utils.update_config, the
    default first): the result is the experiment alone, nothing of smoke in it."""
    exp = _load(path)
    assert set(_load(DEFAULT)) <= set(exp), f"{path.name} leaves out keys the default sets"
    merged = _load(DEFAULT)
    update_config(merged, exp)
    assert _resolved(merged) == _resolved(exp)


@pytest.mark.slow
def test_janko_run_from_the_repository_uses_janko_only(tmp_path: Path) -> None:
    """A real Snakemake call as from the repository (the default config/config.yaml found
    in the working directory, --configfile config/janko.yaml): the experiment it resolves
    and writes beside the results is janko's, key for key."""
    (tmp_path / "config").mkdir()
    shutil.copy(DEFAULT, tmp_path / "config" / "config.yaml")
    janko = ROOT / "config" / "janko.yaml"
    snakemake(tmp_path, janko, "--cores", "1", "results/janko/experiment.yaml")
    written = _load(tmp_path / "results" / "janko" / "experiment.yaml")
    assert written == _resolved(_load(janko))
    assert written["time_limit"] != _load(DEFAULT)["time_limit"]  # smoke's would show


@pytest.mark.slow
def test_an_incomplete_experiment_is_refused(tmp_path: Path) -> None:
    cfg = _load(ROOT / "config" / "tiny.yaml")
    del cfg["seed"]
    path = tmp_path / "incomplete.yaml"
    path.write_text(yaml.safe_dump(cfg))
    proc = snakemake(tmp_path, path, "--dry-run", check=False)
    assert proc.returncode != 0 and "'seed' is a required property" in proc.stdout + proc.stderr


@pytest.mark.slow
def test_unknown_variant_option_stops_before_any_run(tmp_path: Path) -> None:
    """The experiment step checks every variant against the registry; the plan waits for
    it, so a bad option value stops the pipeline with one line before any run starts."""
    config = tiny_config(tmp_path, variants=[{"variant": "galaxies/flow", "options": {"prune": "all"}}])
    proc = snakemake(tmp_path, config, "--cores", "2", check=False)
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0
    lines = [ln for ln in text.splitlines() if "prune must be one of" in ln]
    assert lines and all(ln.startswith("experiment: error: variant 'galaxies/flow'") for ln in lines), lines
    assert "Traceback" not in text
    out = tmp_path / "results" / "tiny"
    assert not (out / "plan").exists() and not (out / "runs").exists()
    assert not (out / "experiment.yaml").exists()


@pytest.mark.slow
def test_lint_finds_only_the_justified_conda_lint(tmp_path: Path) -> None:
    """`snakemake --lint`: the one finding left is "Specify a conda environment or container
    for each rule" (justified in docs/pipeline.md); any other finding fails this test.
    (Text output: this Snakemake's command line drops `--lint json`.)"""
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile", str(DEFAULT),
           "--lint"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    text = proc.stdout + proc.stderr
    assert "Traceback" not in text and "Error" not in text, text[-2000:]
    assert not re.search(r"^Lints for snakefile", text, re.M)
    rules = set(re.findall(r"^Lints for rule (\w+) ", text, re.M))
    titles = set(re.findall(r"^    \* (.+?):?$", text, re.M))
    assert rules == {"fetch", "instance_set", "formulate", "plan", "solve", "aggregate", "findings", "experiment",
                     "strength", "explore"}
    assert titles == {"Specify a conda environment or container for each rule."}


def test_figure_formats_default_to_png_and_always_hold_the_png() -> None:
    """The schema fills in ``[png]``; an experiment may add pdf and svg, never leave out the
    PNG (the report and the findings show it), and names no other format."""
    from puzzlebench.engine.experiment.design import Experiment

    base = _load(DEFAULT)
    assert _resolved(base)["figure_formats"] == ["png"]
    assert Experiment.from_config(_resolved({**base, "figure_formats": ["png", "pdf"]})).figure_formats == ("png", "pdf")
    exp = Experiment.from_config(_resolved({**base, "figure_formats": ["png", "svg", "pdf"]}))
    assert exp.figure_formats == ("png", "svg", "pdf")
    assert _resolved({**base, "figure_formats": ["png"]})["figure_formats"] == ["png"]
    for bad in (["pdf"], ["png", "eps"], ["png", "png"], []):
        with pytest.raises(Exception, match="figure_formats"):
            _resolved({**base, "figure_formats": bad})
