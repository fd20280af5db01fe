"""The JSON Schema of the canonical format agrees with the writer and the good files."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import galaxies_instances, solved_galaxies, troix_instances

from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance

SCHEMA = json.loads(
    (Path(__file__).resolve().parents[1] / "puzzlebench" / "instances" / "formats" / "canonical.schema.json").read_text()
)
GOOD = Path(__file__).parent / "data" / "good"
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def test_schema_is_valid() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", ["galaxies_3x3.json", "troix_6x6.json"])
def test_good_files_match(name: str) -> None:
    VALIDATOR.validate(json.loads((GOOD / name).read_text()))


@given(st.one_of(galaxies_instances(), solved_galaxies(), troix_instances()))
def test_writer_output_matches(inst: GalaxiesInstance | TroixInstance) -> None:
    VALIDATOR.validate(json.loads(canonical.dumps(inst)))


@pytest.mark.parametrize(
    "doc",
    [
        {"format": "puzzlebench/1", "puzzle": "troix", "rows": 4, "cols": 3, "givens": []},
        {"format": "puzzlebench/1", "puzzle": "galaxies", "rows": 3, "cols": 3, "dots": []},
        {"format": "puzzlebench/1", "puzzle": "galaxies", "rows": 3, "cols": 3},
        {"format": "puzzlebench/2", "puzzle": "troix", "rows": 3, "cols": 3, "givens": []},
        {"format": "puzzlebench/1", "puzzle": "troix", "rows": 3, "cols": 3, "givens": ["X.Y"]},
    ],
)
def test_schema_rejects(doc: dict) -> None:
    assert list(VALIDATOR.iter_errors(doc))
