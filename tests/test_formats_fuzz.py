"""Fuzzing: every reader, fed random text or bytes, lets only PuzzleInputError out."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import galaxies_instances, troix_instances

from puzzlebench.instances import io
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical, janko, puzzlink, seed_json, sgt
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance

FORMATS = [None, "json", "seed-json", "janko", "sgt", "puzzlink"]
GOOD = Path(__file__).parent / "data" / "good"

# JSON values that look a bit like our formats, to get past the first checks
_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 40), st.floats(allow_nan=False),
    st.sampled_from(["X", "O", "I", ".", "troix", "galaxies", "puzzlebench/1", "3 3\n- 0 -"]),
    st.text(max_size=8), st.text(min_size=500, max_size=600),
)
_json = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(
        st.sampled_from(["format", "puzzle", "rows", "cols", "givens", "dots", "solution",
                         "shape", "fixed", "galaxies", "row", "col", "val", "data",
                         "problem", "source", "name", "symbol_number"]),
        inner, max_size=6,
    ),
    max_leaves=25,
)


def _only_puzzle_errors(data: str | bytes, fmt: str | None) -> None:
    try:
        inst = io.loads(data, fmt, source="fuzz")
    except PuzzleInputError as exc:
        assert str(exc).startswith("fuzz: ") and "\n" not in exc.message
        assert len(exc.message) < 400  # one short line, even for huge junk
    else:
        assert isinstance(inst, TroixInstance | GalaxiesInstance)


@pytest.mark.parametrize("fmt", FORMATS)
@given(st.text(max_size=200))
def test_random_text(fmt: str | None, text: str) -> None:
    _only_puzzle_errors(text, fmt)


@pytest.mark.parametrize("fmt", FORMATS)
@given(st.binary(max_size=200))
def test_random_bytes(fmt: str | None, data: bytes) -> None:
    _only_puzzle_errors(data, fmt)


@pytest.mark.parametrize("fmt", [None, "json", "seed-json", "janko"])
@given(_json)
def test_random_json_documents(fmt: str | None, doc: object) -> None:
    _only_puzzle_errors(json.dumps(doc), fmt)


@given(st.sampled_from(["json", "seed-json", "sgt", "puzzlink"]),
       st.one_of(galaxies_instances(max_side=6), troix_instances(max_side=9)),
       st.data())
def test_mutated_valid_files(fmt: str, inst: GalaxiesInstance | TroixInstance, data: st.DataObject) -> None:
    """Flip, drop or insert characters in a valid file: still only PuzzleInputError."""
    if isinstance(inst, TroixInstance) and fmt in ("sgt", "puzzlink"):
        fmt = "json"
    text = io.dumps(inst, fmt)
    for _ in range(data.draw(st.integers(1, 4))):
        pos = data.draw(st.integers(0, len(text)))
        op = data.draw(st.sampled_from(["drop", "insert", "truncate"]))
        ch = data.draw(st.sampled_from(list("0123456789azZ-:/{}[],\". xXOI\n")))
        if op == "drop":
            text = text[:pos] + text[pos + 1:]
        elif op == "insert":
            text = text[:pos] + ch + text[pos:]
        else:
            text = text[:pos]
    _only_puzzle_errors(text, fmt)
    _only_puzzle_errors(text, None)


@settings(max_examples=40)
@given(st.text(max_size=120))
def test_solution_reader(text: str) -> None:
    for name in ("galaxies_3x3.json", "troix_6x6.json"):
        inst = io.load(GOOD / name)
        with contextlib.suppress(PuzzleInputError):
            io.solution_from_text(inst, text)


@given(st.text(max_size=100))
def test_module_level_readers(text: str) -> None:
    for reader in (sgt.from_game_id, puzzlink.from_url, seed_json.loads, janko.loads_all,
                   lambda t: canonical.from_dict(json.loads(t))):
        try:
            reader(text)
        except PuzzleInputError:
            pass
        except json.JSONDecodeError:
            pass  # only the last reader, which skips our JSON guard on purpose


@given(st.data())
def test_mutated_janko_dataset(data: st.DataObject) -> None:
    """Damage the janko test dataset anywhere: whole-file errors and per-puzzle errors are
    PuzzleInputError; the good puzzles still come back."""
    text = (GOOD / "janko_mini.json").read_text()
    for _ in range(data.draw(st.integers(1, 3))):
        pos = data.draw(st.integers(0, len(text) - 1))
        ch = data.draw(st.sampled_from(list("0123-x \\n{}\":,")))
        text = text[:pos] + ch + text[pos + 1:]
    try:
        good, bad = io.loads_all(text, source="fuzz")
    except PuzzleInputError:
        return
    assert all(isinstance(e, PuzzleInputError) and e.source == "fuzz" for e in bad)
    assert all(isinstance(i, GalaxiesInstance) for i in good)
