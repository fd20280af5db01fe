"""What a worker keeps between runs: a file's parsed instance (per text and path) and a
record's facts about it (per instance object); neither changes what a run records."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from puzzlebench.engine.run import records
from puzzlebench.instances import io, troix_search
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical
from puzzlebench.instances.types import TroixInstance

TROIX = TroixInstance(6, 6, ("X.....", "......", "..O...", "......", "....I.", "......"), name="t")


def test_load_cached_gives_the_loaded_instance_once_per_text(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    io.save(TROIX, path)
    first = io.load_cached(path)
    assert first == io.load(path) and io.load_cached(path) is first
    assert io.load_cached(str(path)) is first  # the path as text names the same file
    io.save(TROIX.__class__(6, 6, ("O.....", *TROIX.givens[1:]), name="t"), path)
    changed = io.load_cached(path)
    assert changed == io.load(path) and changed != first  # a changed file is read anew
    copy = tmp_path / "other.json"
    copy.write_text(path.read_text())
    assert io.load_cached(copy) is not changed  # same text, other file


def test_load_cached_names_by_the_file_stem_and_raises_as_load(tmp_path: Path) -> None:
    path = tmp_path / "stem.json"
    path.write_text(io.dumps(TROIX.__class__(TROIX.rows, TROIX.cols, TROIX.givens)))
    assert io.load_cached(path).name == io.load(path).name == "stem"
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    for reader in (io.load, io.load_cached):
        with pytest.raises(PuzzleInputError, match="bad.json"):
            reader(bad)
    with pytest.raises(PuzzleInputError, match="no such file"):
        io.load_cached(tmp_path / "missing.json")


def test_a_file_over_the_cache_bound_is_parsed_each_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.json"
    io.save(TROIX, path)
    monkeypatch.setattr(io, "CACHED_FILE_BYTES", 10)
    first = io.load_cached(path)
    assert io.load_cached(path) == first and io.load_cached(path) is not first


def test_instance_facts_are_computed_once_per_object(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = troix_search.open_after_propagation

    def counted(*args: object) -> int:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(troix_search, "open_after_propagation", counted)
    a = TroixInstance(TROIX.rows, TROIX.cols, TROIX.givens, name="a")
    facts = records.instance_facts(a)
    assert records.instance_facts(a) is facts and len(calls) == 1
    assert facts.sha256 == canonical.digest(a) and facts.largest_galaxy is None
    assert facts.hardness["open_cells"] == real(a.rows, a.cols, a.givens)
    b = TroixInstance(TROIX.rows, TROIX.cols, TROIX.givens, name="a")  # equal, another object
    assert records.instance_facts(b) == facts and len(calls) == 2
    key = id(a)
    del a
    gc.collect()
    assert key not in records._FACTS
