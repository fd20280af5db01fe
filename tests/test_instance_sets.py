"""The committed instance sets: listed in the manifest, valid, certified unique, reproducible."""

from __future__ import annotations

import csv
import json

import pytest

from engine.uniqueness import count_solutions
from instances import io
from instances.checker import check
from instances.formats import canonical
from scripts.dev.committed_sets import DATA, make_one

MANIFEST = DATA / "manifest.csv"


def _rows() -> list[dict[str, str]]:
    with MANIFEST.open(newline="") as fh:
        return list(csv.DictReader(fh))


ROWS = _rows() if MANIFEST.exists() else []


def test_manifest_lists_exactly_the_files():
    on_disk = sorted(str(p.relative_to(DATA)) for p in DATA.glob("*/*.json"))
    assert on_disk and sorted(r["file"] for r in ROWS) == on_disk


def test_sizes_cover_the_scaling_range():
    troix = {(int(r["rows"]), int(r["cols"])) for r in ROWS if r["puzzle"] == "troix"}
    galaxies = {(int(r["rows"]), int(r["cols"])) for r in ROWS if r["puzzle"] == "galaxies"}
    assert {(6, 6), (30, 30), (6, 12), (12, 9)} <= troix
    assert {(7, 7), (20, 20), (10, 20), (30, 30)} <= galaxies
    kinds = set()
    for r in ROWS:
        if r["puzzle"] == "galaxies":
            kinds |= set(dict(io.load(DATA / r["file"]).source)["dot_kinds"])
    assert kinds == {"cell", "edge", "vertex"}


@pytest.mark.parametrize("row", ROWS, ids=[r["file"] for r in ROWS])
def test_valid_and_certified_unique(row: dict[str, str]):
    inst = io.load(DATA / row["file"])
    src = dict(inst.source)
    assert (inst.puzzle, inst.rows, inst.cols) == (row["puzzle"], int(row["rows"]), int(row["cols"]))
    assert src["seed"] == int(row["seed"]) and src["generator"] == row["generator"]
    assert json.dumps(src["options"], sort_keys=True) == row["options"]
    assert row["verdict"] == src["uniqueness"]["verdict"] == "unique"
    assert check(inst) == []
    # re-certify here, with CP-SAT: the stored verdict is not taken on trust
    res = count_solutions(inst.with_solution(None), limit=2, time_limit=60)
    assert res.verdict == "unique" and res.solutions == [inst.solution]


@pytest.mark.parametrize("file", ["troix/troix-6x6-s1.json", "troix/troix-9x9-s11-min.json",
                                  "galaxies/galaxies-7x7-s1.json"])
def test_regenerates_byte_for_byte(file: str):
    row = next(r for r in ROWS if r["file"] == file)
    opts = {k: v for k, v in json.loads(row["options"]).items()
            if k in ("minimal", "givens_ratio", "max_galaxy_size") and not (k == "minimal" and not v)}
    if row["puzzle"] == "galaxies":
        opts.pop("max_galaxy_size", None)  # the set uses the default, recorded in options
    inst = make_one(row["puzzle"], int(row["rows"]), int(row["cols"]), int(row["seed"]), opts)
    assert canonical.dumps(inst) == (DATA / file).read_text()

