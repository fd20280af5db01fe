"""The record schema's two validators give one verdict: the compiled one
(``records._accepts``, the fast path) accepts nothing ``jsonschema`` refuses, and a valid
record never needs ``jsonschema``."""

from __future__ import annotations

import copy
from typing import Any

import fastjsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_aggregate import record

from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import InvalidRecord


def _bases() -> list[dict[str, Any]]:
    solved = record("p1", "galaxies/flow", "cpsat", "solved", 1.0)
    solved["solution"] = [[0, 1], [1, 1]]
    solved["check"] = {"valid": False, "violations": [{"rule": "x", "cells": [[0, 1]]}]}
    solved["seed_index"] = 2
    not_loaded = record("p2", "troix/onehot", "cpsat", "error", 0.0)
    not_loaded["instance"].update(loaded=False, sha256=None, puzzle=None, rows=None, cols=None, error="gone")
    not_loaded["size"] = None
    return [solved, not_loaded, record("p3", "", "sgt", "gave_up", 1.0, layer="sgt")]


BASES = _bases()


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (keys and list indices from the top)."""
    out = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*here, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*here, i))
    return out


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=70) | st.sampled_from(["solved", "f" * 64, "0" * 64 + "\n", "troix", "", 0, 1, 5, 1.0]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["wall", "cpu", "status", "nodes", "error", "x", "valid", "violations"]) | st.text(max_size=5),
        inner, max_size=3),
    max_leaves=6)


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    """A valid record with one to three places replaced, removed or added."""
    data = copy.deepcopy(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        if not path:
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        how = draw(st.sampled_from(["replace", "remove", "add"]))
        if how == "remove" and isinstance(parent, dict):
            del parent[path[-1]]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8) | st.sampled_from(["error", "seed_index", "nodes", "loaded"]))] = draw(json_values)
        else:
            parent[path[-1]] = draw(json_values)
    return data


def _jsonschema_accepts(data: Any) -> bool:
    return not any(True for _ in records._validator().iter_errors(data))


def _compiled_accepts(data: Any) -> bool:
    try:
        records._accepts()(data)
    except fastjsonschema.JsonSchemaException:
        return False
    return True


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_the_compiled_validator_accepts_nothing_jsonschema_refuses(data: dict[str, Any]) -> None:
    if _compiled_accepts(data):
        assert _jsonschema_accepts(data), data
    try:
        records.validate(data)
    except InvalidRecord:
        assert not _jsonschema_accepts(data)
    else:
        assert _jsonschema_accepts(data)


@pytest.mark.parametrize("data", BASES, ids=["solved", "not-loaded", "baseline"])
def test_a_valid_record_never_reaches_jsonschema(data: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> Any:
        raise AssertionError("jsonschema asked about a valid record")

    monkeypatch.setattr(records, "_validator", refuse)
    records.validate(data)


def test_a_refused_record_is_named_by_jsonschema() -> None:
    data = copy.deepcopy(BASES[0])
    data["times"]["solve"]["cpu"] = "fast"
    with pytest.raises(InvalidRecord, match=r"not a run record: \$\.times\.solve\.cpu: 'fast' is not of type 'number'"):
        records.validate(data)


def test_a_tuple_is_an_array_to_both_validators() -> None:
    """json writes a tuple as an array: a record holding one is valid to both (and the same
    record with a string there is refused by both)."""
    data = copy.deepcopy(BASES[0])
    data["solution"] = ((0, 1), (1, 1))
    assert _compiled_accepts(data) and _jsonschema_accepts(data)
    data["solution"] = "01/11"
    assert not _compiled_accepts(data) and not _jsonschema_accepts(data)


def test_a_process_that_reads_valid_records_never_imports_jsonschema() -> None:
    """``jsonschema`` is imported for a refused record only (~0.05 s of CPU in each process
    that reads records: the aggregate step, a solve worker's parent)."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    code = ("import json, sys; from puzzlebench.engine.run import records\n"
            "for r in json.loads(sys.stdin.read()): records.validate(r)\n"
            "print('jsonschema' in sys.modules)")
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", code], input=json.dumps(BASES), capture_output=True, text=True,
                         check=True, cwd=root)
    assert out.stdout.strip() == "False"
