"""One test holds the experiment's schema, its typed form and the docs' key table against
each other: every top-level key of workflow/schemas/config.schema.yaml is declared once in
puzzlebench.engine.experiment.keys with the same type, bound, default and description,
docs/pipeline.md's key table is the one the key table prints, and Experiment takes every
key (its defaults and bounds from there)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml

from puzzlebench.engine.experiment import keys
from puzzlebench.engine.experiment.design import Experiment, RunDesign
from puzzlebench.engine.experiment.plan import expand
from puzzlebench.instances.errors import PuzzleInputError

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = yaml.safe_load((ROOT / "workflow" / "schemas" / "config.schema.yaml").read_text())
JSON_TYPE = {int: "integer", float: "number", bool: "boolean", str: "string", list: "array", dict: "object"}


def test_the_schema_the_key_table_and_the_docs_agree() -> None:
    props = SCHEMA["properties"]
    assert list(props) == [k.name for k in keys.KEYS]  # the same keys, in the same order
    assert sorted(SCHEMA["required"]) == sorted(k.name for k in keys.KEYS if k.required)
    for key in keys.KEYS:
        prop = props[key.name]
        assert prop["type"] == JSON_TYPE[key.kind], key.name
        assert " ".join(str(prop.get("description", "")).split()) == key.description, key.name
        if key.required:
            assert "default" not in prop, key.name
        else:
            assert prop["default"] == key.default, key.name
        if key.bound is not None:
            stated = {k: prop[k] for k in ("minimum", "exclusiveMinimum", "maximum") if k in prop}
            assert stated == key.bound.schema(), key.name
            assert key.bound.integer == (key.kind is int), key.name
    docs = (ROOT / "docs" / "pipeline.md").read_text()
    assert keys.markdown_table() in docs  # `python -m puzzlebench.engine.experiment.keys` prints it


def test_the_experiment_type_takes_every_key_once() -> None:
    """Every key lands in one field (the numbers the plan needs in the design)."""
    fields = {f.name for f in dataclasses.fields(Experiment)} | {f.name for f in dataclasses.fields(RunDesign)}
    fields |= {"experiment"}  # Experiment.name
    for key in keys.KEYS:
        assert key.name in fields or (key.name == "experiment" and "name" in fields), key.name
    assert set(RunDesign.KEYS) <= {k.name for k in keys.KEYS}


def test_defaults_come_from_the_key_table_and_required_keys_are_required() -> None:
    config = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    exp = Experiment.from_config(config)
    assert exp.design.permute == keys.BY_NAME["permute"].default and exp.strength is True
    assert exp.results == "results" and exp.out == "results/tiny"
    assert [v.label for v in exp.design.variants] == ["flow", "onehot"]  # grids expanded once
    with pytest.raises(PuzzleInputError, match="the experiment sets no shards"):
        RunDesign.from_config({k: v for k, v in config.items() if k != "shards"})
    with pytest.raises(PuzzleInputError, match="time_limit must be a finite number"):
        Experiment.from_config({**config, "time_limit": float("nan")})


def test_experiment_runs_are_the_plans() -> None:
    config = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    inst = [{"id": "t/a", "path": "t/a.json", "puzzle": "troix", "set": "t", "sha256": "1"},
            {"id": "g/a", "path": "g/a.json", "puzzle": "galaxies", "set": "g", "sha256": "2"}]
    runs = Experiment.from_config(config).runs(inst, "runs")
    assert runs == expand(config, inst, "runs")
    assert {(s.instance_id, s.label, s.layer) for s in runs} == {
        ("t/a", "onehot", "ortools"), ("t/a", "onehot", "pyomo"),
        ("g/a", "flow", "ortools"), ("g/a", "flow", "pyomo"), ("g/a", "sgt", "sgt")}
