"""The second uniqueness route (SAT beside the CP-SAT certificate) and what the committed-set
builder makes of it: agreement on unique and ambiguous puzzles, a deterministic budget, a
disagreement as one line (exit 2), the measurement file apart from the manifest."""

from __future__ import annotations

import csv
import dataclasses
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from strategies import galaxies_instances, troix_instances

from puzzlebench.engine.generate import second_route
from puzzlebench.engine.generate.second_route import (
    ROUTE,
    RoutesDisagree,
    SecondRouteError,
    agreed_second_verdict,
    disagreement,
    second_verdict,
)
from puzzlebench.engine.generate.uniqueness import (
    UniquenessResult,
    UniquenessVerdict,
    count_solutions,
)
from puzzlebench.instances import io
from puzzlebench.instances.types import GalaxiesInstance, Instance, TroixInstance
from scripts import committed_sets, generation_log

ROOT = Path(__file__).resolve().parents[1]
SMALL = ["troix/troix-6x6-s1.json", "troix/troix-9x9-s11-min.json", "troix/troix-15x15-s11-min.json",
         "galaxies/galaxies-7x7-s1.json", "galaxies/galaxies-12x12-s1.json", "galaxies/galaxies-15x15-s1.json"]
AMBIGUOUS = GalaxiesInstance(3, 3, ((1, 3), (3, 3), (5, 3)))  # rows, or the middle dot's 'H' (two solutions)
OPEN = "galaxies/galaxies-20x20-s1-open34.json"  # CaDiCaL needs conflicts for it (over a hundred)

pytestmark = pytest.mark.skipif(not second_route.BudgetedSat().probe().available, reason="python-sat missing")


def _certified(inst: Instance) -> Instance:
    """``inst`` with the stored certificate the generators would give it (CP-SAT)."""
    res = count_solutions(inst, limit=2, time_limit=30)
    solution = res.solutions[0] if res.solutions else None
    return dataclasses.replace(inst.with_solution(solution), source={"uniqueness": res.certificate()})


def _with_verdict(inst: Instance, verdict: UniquenessVerdict) -> Instance:
    return dataclasses.replace(inst, source={**dict(inst.source), "uniqueness": {"verdict": verdict.value}})


@pytest.mark.parametrize("file", SMALL)
def test_agrees_with_the_certificate_on_committed_puzzles(file: str) -> None:
    inst = io.load(ROOT / "instances" / file)
    second = agreed_second_verdict(inst, file)
    assert second.verdict == UniquenessVerdict.UNIQUE and second.route == ROUTE
    assert second.result.solutions == [inst.solution]  # the same solution, found without seeing it


def test_two_solutions_both_say_multiple() -> None:
    inst = _certified(AMBIGUOUS)
    assert dict(inst.source)["uniqueness"]["verdict"] == UniquenessVerdict.MULTIPLE
    second = agreed_second_verdict(inst, "ambiguous.json")
    assert second.verdict == UniquenessVerdict.MULTIPLE and second.result.count == 2
    troix = _certified(TroixInstance(3, 3, ("X..", "...", "...")))  # Latin squares with one given: 4
    assert agreed_second_verdict(troix, "t.json").verdict == UniquenessVerdict.MULTIPLE


def _agree(inst: Instance) -> None:
    certified = _certified(inst)
    second = second_verdict(certified)
    assert second.verdict == dict(certified.source)["uniqueness"]["verdict"]
    assert disagreement(certified, second) == ""


@settings(max_examples=20, deadline=None)
@given(galaxies_instances(max_side=4))
def test_random_galaxies_agree(inst: GalaxiesInstance) -> None:
    _agree(inst)  # unique, multiple and none: random dots are mostly not unique


@settings(max_examples=15, deadline=None)
@given(troix_instances(max_side=6))
def test_random_troix_agree(inst: TroixInstance) -> None:
    _agree(inst)


def test_a_disagreement_names_the_file() -> None:
    inst = io.load(ROOT / "instances" / SMALL[0])
    with pytest.raises(RoutesDisagree, match=r"^troix/x\.json: the uniqueness routes disagree: the certificate "
                                              r"says multiple, the SAT route says unique$"):
        agreed_second_verdict(_with_verdict(inst, UniquenessVerdict.MULTIPLE), "troix/x.json")
    other = _certified(AMBIGUOUS)  # both unique, but the stored solution is not the one SAT finds
    unique = dataclasses.replace(AMBIGUOUS.with_solution(other.solution), source={"uniqueness": {"verdict": "unique"}})
    assert disagreement(unique, second_verdict(unique)) == "the certificate says unique, the SAT route says 2 solutions"
    rows = GalaxiesInstance(3, 3, ((1, 1), (1, 5), (3, 3), (5, 1), (5, 5)))  # one solution
    alone = second_verdict(rows)
    wrong = dataclasses.replace(rows.with_solution(alone.result.solutions[0]), source={"uniqueness": {"verdict": "unique"}})
    fake = dataclasses.replace(alone, result=dataclasses.replace(alone.result, solutions=[((0,) * 3,) * 3]))
    assert disagreement(wrong, alone) == ""
    assert "not the stored one" in disagreement(wrong, fake)


def test_the_budget_is_a_count_and_its_end_is_no_disagreement() -> None:
    inst = io.load(ROOT / "instances" / "large" / OPEN)
    full = second_verdict(inst)
    assert full.verdict == UniquenessVerdict.UNIQUE and full.conflicts > 100
    assert second_verdict(inst).conflicts == full.conflicts  # the same search every time
    short = agreed_second_verdict(inst, OPEN, conflicts=full.conflicts // 2)
    assert short.verdict == UniquenessVerdict.UNKNOWN and short.out_of_budget
    assert str(full.conflicts // 2) in short.route and short.route != ROUTE
    assert full.conflicts // 2 <= short.conflicts < full.conflicts + second_route.SLICE


def test_a_route_that_fails_is_an_error_not_a_row(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Any, instance: Instance, limit: int, time_limit: float) -> Any:
        raise RuntimeError("out of memory")

    monkeypatch.setattr(second_route.BudgetedSat, "enumerate", broken)
    with pytest.raises(SecondRouteError, match="x.json: the SAT route gave no verdict: RuntimeError: out of memory"):
        agreed_second_verdict(io.load(ROOT / "instances" / SMALL[0]), "x.json")


def test_the_builder_stops_on_a_disagreement_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    def says_multiple(instance: Instance, conflicts: int = 0) -> second_route.SecondVerdict:
        return second_route.SecondVerdict(UniquenessResult(UniquenessVerdict.MULTIPLE), 0, ROUTE)

    monkeypatch.setattr(second_route, "second_verdict", says_multiple)
    assert committed_sets.main(["--set", "smoke", "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == ("committed_sets: troix/troix-12x12-s1.json: the uniqueness routes disagree: "
                       "the certificate says unique, the SAT route says multiple")
    assert not (tmp_path / "manifest.csv").exists()  # never a row
    assert (tmp_path / "troix" / "troix-12x12-s1.json").exists()  # the puzzle stays, for the bug report
    assert not (tmp_path / generation_log.NAME).exists()


def test_old_manifest_rows_get_the_second_columns_from_their_files(tmp_path: Path) -> None:
    base = ROOT / "instances"
    rows = [r for r in csv.DictReader((base / "manifest.csv").open(newline=""))
            if r["file"] in ("troix/troix-6x6-s1.json", "galaxies/galaxies-7x7-s1.json")]
    for r in rows:
        (tmp_path / r["file"]).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / r["file"]).write_text((base / r["file"]).read_text())
    old = [{k: v for k, v in r.items() if k not in committed_sets.SECOND} for r in rows]
    with (tmp_path / "manifest.csv").open("w", newline="") as fh:
        w = csv.DictWriter(fh, [f for f in committed_sets.FIELDS if f not in committed_sets.SECOND],
                           lineterminator="\n")
        w.writeheader()
        w.writerows(old)
    galaxies_only = ",".join(committed_sets.FIELDS) + "\n"  # the new rows of the other puzzle: none here
    merged = list(csv.DictReader(committed_sets.merge_manifest(tmp_path / "manifest.csv", galaxies_only,
                                                                 "galaxies").splitlines()))
    assert [r["file"] for r in merged] == ["troix/troix-6x6-s1.json"]
    assert (merged[0]["second_verdict"], merged[0]["second_route"]) == ("unique", ROUTE)


def test_the_measurement_file_appends_whole_rows(tmp_path: Path) -> None:
    row = generation_log.Generation("troix/a.json", 1.23456, 1.0, 0.5, 0.4, 17, 1.5, None, 2,
                                    "2026-12-04T12:00:00.000+00:00", "abc")
    generation_log.append(tmp_path, row)
    generation_log.append(tmp_path, dataclasses.replace(row, file="troix/b.json"))
    got = list(csv.DictReader((tmp_path / generation_log.NAME).open(newline="")))
    assert [r["file"] for r in got] == ["troix/a.json", "troix/b.json"]
    assert (got[0]["seconds"], got[0]["load_after"], got[0]["second_conflicts"]) == ("1.235", "", "17")
    (tmp_path / generation_log.NAME).write_text("file,seconds\nx,1\n")
    with pytest.raises(generation_log.MeasurementFileError, match="other columns"):
        generation_log.append(tmp_path, row)
    assert (tmp_path / generation_log.NAME).read_text() == "file,seconds\nx,1\n"  # left as it was
