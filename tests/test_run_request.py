"""One run request, three doors: the command line (``puzzlebench solve``), the API
(``puzzlebench.run``) and the pipeline (the experiment check and the plan) turn the same
bad request into the same one line (puzzlebench.engine.run.request), and the API takes
what the command line takes (a baseline: variant None)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import puzzlebench as pb
from puzzlebench.engine.experiment import plan
from puzzlebench.engine.experiment.checks import problems
from puzzlebench.engine.run import request
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.scripts.cli import main

ROOT = Path(__file__).resolve().parents[1]
TROIX = ROOT / "instances" / "troix" / "troix-6x6-s1.json"
GALAXIES = ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json"


def cli_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["solve", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    return err


def api_error(*args: Any, **kwargs: Any) -> str:
    with pytest.raises(PuzzleInputError) as info:
        pb.run(*args, **kwargs)
    assert "\n" not in str(info.value)
    return str(info.value)


def plan_error(solver: dict[str, Any], path: Path, tmp_path: Path) -> str:
    """The plan's door: the experiment's runs built through the request function."""
    inst = pb.load_instance(path)
    manifest = [{"id": path.stem, "path": str(path), "puzzle": inst.puzzle, "sha256": "", "set": "s"}]
    config = {"variants": [{"variant": "troix/onehot"}], "solvers": [solver], "time_limit": 5, "threads": 1,
              "seed": 0, "repeats": 1, "shards": 1}
    with pytest.raises(PuzzleInputError) as info:
        plan.expand(config, manifest, tmp_path)
    return str(info.value)


def experiment_problems(solver: dict[str, Any]) -> list[str]:
    import yaml

    tiny = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    return problems({**tiny, "solvers": [solver]})


UNKNOWN = "unknown solver ortools/nosolver (see `puzzlebench solvers`)"
BASELINE = ("sgt is a baseline that solves the puzzle itself: it takes no variant, variant options or "
            "solver options")


def test_an_unknown_solver_reads_the_same_at_every_door(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    assert cli_error(capsys, str(TROIX), "--variant", "troix/onehot", "--layer", "ortools",
                     "--solver", "nosolver") == f"puzzlebench: error: {UNKNOWN}"
    assert api_error(TROIX, "troix/onehot", "ortools", "nosolver") == UNKNOWN
    assert plan_error({"layer": "ortools", "solver": "nosolver", "options": {}}, TROIX, tmp_path) == UNKNOWN
    assert experiment_problems({"layer": "ortools", "solver": "nosolver"}) == [UNKNOWN]


def test_a_baseline_given_options_reads_the_same_at_every_door(capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert cli_error(capsys, str(GALAXIES), "--layer", "sgt", "--solver", "sgt",
                     "--solver-option", "x=1") == f"puzzlebench: error: {BASELINE}"
    assert cli_error(capsys, str(GALAXIES), "--variant", "galaxies/flow", "--layer", "sgt",
                     "--solver", "sgt") == f"puzzlebench: error: {BASELINE}"
    assert api_error(GALAXIES, None, "sgt", "sgt", solver_options={"x": 1}) == BASELINE
    assert api_error(GALAXIES, "galaxies/flow", "sgt", "sgt") == BASELINE
    assert plan_error({"layer": "sgt", "solver": "sgt", "options": {"x": 1}}, GALAXIES, tmp_path) == BASELINE
    from puzzlebench.engine import baselines

    monkeypatch.setattr(baselines.get("sgt"), "probe", lambda: (True, "", "sgt-galaxies 1"))
    assert experiment_problems({"layer": "sgt", "solver": "sgt", "options": {"x": 1}}) == [
        f"solver sgt/sgt in the experiment: {BASELINE}"]


def test_another_puzzles_variant_or_baseline_reads_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    line = "variant galaxies/flow is for galaxies, but troix-6x6-s1 is a troix puzzle"
    assert cli_error(capsys, str(TROIX), "--variant", "galaxies/flow", "--layer", "ortools",
                     "--solver", "cpsat") == f"puzzlebench: error: {line}"
    assert api_error(TROIX, "galaxies/flow", "ortools", "cpsat") == line
    line = "sgt solves galaxies only, but troix-6x6-s1 is a troix puzzle"
    assert cli_error(capsys, str(TROIX), "--layer", "sgt", "--solver", "sgt") == f"puzzlebench: error: {line}"
    assert api_error(TROIX, None, "sgt", "sgt") == line


def test_a_mip_pair_without_a_variant_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    line = "ortools/cpsat needs a variant (see `puzzlebench variants`)"
    assert cli_error(capsys, str(TROIX), "--layer", "ortools", "--solver", "cpsat") == f"puzzlebench: error: {line}"
    assert api_error(TROIX, None, "ortools", "cpsat") == line


@pytest.mark.parametrize("value", [True, float("nan"), 0, -1.0, "60", 1e9])
def test_a_time_limit_that_is_no_number_in_bounds_is_refused(value: Any) -> None:
    """``True`` used to run as a 1 s limit (``float(True)``)."""
    assert api_error(TROIX, "troix/onehot", "ortools", "cpsat", time_limit=value).startswith("time_limit must be")


def test_the_api_runs_a_baseline_with_variant_none() -> None:
    rec = pb.run(TROIX, None, "pysat", "pysat", time_limit=20)
    assert rec.status == pb.RunStatus.SOLVED and rec.layer == "pysat" and not rec.variant
    assert [list(r) for r in rec.solution] == [list(r) for r in pb.load_instance(TROIX).solution]


def test_load_instance_takes_a_path_only() -> None:
    with pytest.raises(PuzzleInputError, match="takes a file path .* got int"):
        pb.load_instance(123)  # type: ignore[arg-type]


@pytest.mark.parametrize("where", ["folder", "missing"])
def test_a_record_target_that_cannot_hold_a_record_is_refused_before_the_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    from puzzlebench.engine.run import workers

    def no_run(*_: Any, **__: Any) -> None:
        raise AssertionError("the run started")

    monkeypatch.setattr(workers, "run_isolated", no_run)
    target = tmp_path if where == "folder" else tmp_path / "not" / "here" / "r.json"
    with pytest.raises(PuzzleInputError, match="^record: "):
        pb.run(TROIX, "troix/onehot", "ortools", "cpsat", record=target)
    assert not (tmp_path / "not").exists()  # no folder made


def test_the_request_function_is_the_plan_s_spec() -> None:
    """A request the plan makes equals the one the other doors make for the same run."""
    inst = pb.load_instance(TROIX)
    target = request.Target.of(inst, TROIX)
    a = request.run_spec(target, "troix/onehot", "ortools", "cpsat", run_limits=request.RunLimits(5))
    manifest = [{"id": target.id, "path": str(TROIX), "puzzle": "troix", "sha256": target.sha256, "set": ""}]
    config = {"variants": [{"variant": "troix/onehot"}], "solvers": [{"layer": "ortools", "solver": "cpsat"}],
              "time_limit": 5, "threads": 1, "seed": 0, "repeats": 1, "shards": 1}
    (b,) = plan.expand(config, manifest, "runs")
    assert b.id == a.id and b.to_json() == {**a.to_json(), "record": f"runs/{a.id}.json"}


@pytest.mark.parametrize(("name", "stem"), [(".hidden", "hidden"), ("..", "troix_0"), ("a/../b", "a_.._b"),
                                            ("x y", "x_y")])
def test_pipeline_instance_files_are_named_by_the_one_owner(name: str, stem: str) -> None:
    """A pipeline set's puzzle files are named by ``instances.files.safe_name``: no hidden
    file, no ``..`` (``engine.run.spec.safe`` kept a leading dot)."""
    import dataclasses

    from puzzlebench.engine.experiment.instance_sets import unique_stem

    inst = dataclasses.replace(pb.load_instance(TROIX), name=name)
    assert unique_stem(inst, 0, set()) == stem


def test_options_that_are_no_json_are_checked_as_they_are() -> None:
    """A numpy number (no JSON) is checked by the variant itself, not as its text."""
    import numpy as np

    assert request.configuration_problem("troix/onehot", "ortools", "cpsat", {"objective_seed": np.int64(3)}) is None
    why = request.configuration_problem("troix/onehot", "ortools", "cpsat", {"deduce": np.float64("nan")})
    assert why is not None and "deduce" in why
