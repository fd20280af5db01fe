"""The committed instance sets: listed in the manifest, valid, certified unique, reproducible."""

from __future__ import annotations

import csv
import json

import pytest

from puzzlebench.engine.generate.hardness import measure
from puzzlebench.engine.generate.second_route import ROUTE
from puzzlebench.engine.generate.uniqueness import count_solutions
from puzzlebench.instances import io
from puzzlebench.instances.checker import check
from puzzlebench.instances.formats import canonical
from scripts.committed_sets import DATA, FIELDS, make_one

MANIFEST = DATA / "manifest.csv"


def _rows() -> list[dict[str, str]]:
    with MANIFEST.open(newline="") as fh:
        return list(csv.DictReader(fh))


ROWS = _rows() if MANIFEST.exists() else []


def _hardness_row(src: dict) -> tuple[str, str, str]:
    h = src["hardness"]
    return str(h["deduced_share"]), str(h["open_cells"]), str(h["search"])


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
    assert (row["second_verdict"], row["second_route"]) == ("unique", ROUTE)  # the SAT route agrees
    assert _hardness_row(src) == (row["deduced_share"], row["open_cells"], row["search"])
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



# ---- the large sets (instances/large): the scaling series that holds structure fixed;
# checked cheaply here; the full regeneration and re-certification is
# `python -m scripts.committed_sets --set large --check` (CPU-hours under load)
LARGE = DATA / "large"
LARGE_ROWS = list(csv.DictReader((LARGE / "manifest.csv").open(newline=""))) if (LARGE / "manifest.csv").exists() else []


@pytest.mark.parametrize("rows", [ROWS, LARGE_ROWS], ids=["base", "large"])
def test_manifests_carry_both_verdicts_for_every_row(rows: list[dict[str, str]]):
    assert rows and all(list(r) == FIELDS for r in rows)  # the builder's columns, second route included
    assert {(r["verdict"], r["second_verdict"], r["second_route"]) for r in rows} == {("unique", "unique", ROUTE)}


def test_large_manifest_lists_exactly_the_files_and_holds_structure_fixed():
    on_disk = sorted(str(p.relative_to(LARGE)) for p in LARGE.glob("*/*.json"))
    assert on_disk and sorted(r["file"] for r in LARGE_ROWS) == on_disk
    groups: dict[tuple[str, str, str], list[dict[str, str]]] = {}
    for r in LARGE_ROWS:
        groups.setdefault((r["puzzle"], f"{r['rows']}x{r['cols']}", r["hardness_class"]), []).append(r)
    for (puzzle, size, cls), rows in groups.items():
        assert cls in ("settled", "open"), (puzzle, size)  # the two classes, never in between
        assert len(rows) >= 3, (puzzle, size, cls)  # a spread per size and class
        settings = {json.dumps({k: v for k, v in json.loads(r["options"]).items() if k not in ("rows", "cols")})
                    for r in rows}
        assert len(settings) == 1, (puzzle, size, cls)
    for puzzle in ("galaxies", "troix"):  # one generator setting per class across all sizes
        for cls in ("settled", "open"):
            opts = {json.dumps({k: v for k, v in json.loads(r["options"]).items() if k not in ("rows", "cols")})
                    for r in LARGE_ROWS if r["puzzle"] == puzzle and r["hardness_class"] == cls}
            assert len(opts) == 1, (puzzle, cls, opts)
            sides = {int(r["rows"]) for r in LARGE_ROWS if r["puzzle"] == puzzle and r["hardness_class"] == cls}
            assert min(sides) <= 21 and max(sides) >= 30, (puzzle, cls, sides)  # small to large


@pytest.mark.parametrize("row", LARGE_ROWS, ids=[r["file"] for r in LARGE_ROWS])
def test_large_files_valid_with_their_recorded_hardness_and_structure(row: dict[str, str]):
    from scripts.committed_sets import structure_columns

    inst = io.load(LARGE / row["file"])
    src = dict(inst.source)
    assert (inst.puzzle, inst.rows, inst.cols) == (row["puzzle"], int(row["rows"]), int(row["cols"]))
    assert json.dumps(src["options"], sort_keys=True) == row["options"]
    assert row["verdict"] == src["uniqueness"]["verdict"] == "unique"
    # the second route (SAT) agreed when the set was built; --check runs it again
    assert (row["second_verdict"], row["second_route"]) == ("unique", ROUTE)
    assert check(inst) == []
    # hardness is recomputed from the clues alone (deduction, milliseconds to a second)
    assert src["hardness"] == measure(inst)  # reads the clues only, never the stored solution
    assert _hardness_row(src) == (row["deduced_share"], row["open_cells"], row["search"])
    assert {k: str(v) for k, v in structure_columns(inst).items()} == {
        k: row[k] for k in ("hardness_class", "largest_galaxy", "size_class", "share_over_12")}


@pytest.mark.parametrize("file", ["galaxies/galaxies-10x10-s1-settled.json", "troix/troix-21x21-s1-open34.json"])
def test_large_regenerates_byte_for_byte(file: str):
    row = next(r for r in LARGE_ROWS if r["file"] == file)
    opts = {k: v for k, v in json.loads(row["options"]).items() if k in ("min_open", "max_open")}
    inst = make_one(row["puzzle"], int(row["rows"]), int(row["cols"]), int(row["seed"]), opts)
    assert canonical.dumps(inst) == (LARGE / file).read_text()


@pytest.mark.parametrize("file", ["troix/troix-30x30-s11-min.json", "galaxies/galaxies-20x20-s1.json"])
def test_run_records_carry_the_stored_hardness(file: str):
    from puzzlebench.engine.run.records import InstanceInfo
    from puzzlebench.engine.run.spec import RunSpec

    inst = io.load(DATA / file)
    spec = RunSpec(instance=str(DATA / file), instance_id=inst.name, variant="x", options={},
                   layer="ortools", solver="cpsat", time_limit=1.0)
    meta = InstanceInfo.of(inst, spec)
    h = dict(inst.source)["hardness"]
    assert (meta.deduced_share, meta.open_cells, meta.needs_search) == (
        h["deduced_share"], h["open_cells"], h["search"])
    assert meta.needs_search is True  # both are puzzles deduction does not settle
    bare = inst.__class__(inst.rows, inst.cols, *((inst.givens,) if inst.puzzle == "troix" else (inst.dots,)))
    if inst.puzzle == "troix":  # no stored hardness: measured when the run starts
        assert InstanceInfo.of(bare, spec).open_cells == h["open_cells"]
    else:  # Galaxies without it: empty (records may not import models)
        assert InstanceInfo.of(bare, spec).deduced_share is None
