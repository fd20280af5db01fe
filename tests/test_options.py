"""One parser per kind of option (puzzlebench.models.options), the same in every command.

``-O pairs=yes`` used to build a model in ``formulate`` and be refused by ``solve`` (which
read it as JSON, so ``yes`` stayed text); now both read a variant's option by the type of
its declared default, and ``solve`` and ``unique`` read solver options one way.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.models.options import (
    assignments,
    option_value,
    solver_option_error,
    solver_options,
    variant_options,
)
from puzzlebench.models.registry import resolve_options
from puzzlebench.scripts.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[1]
GALAXIES = ROOT / "instances/galaxies/galaxies-7x7-s1.json"


@pytest.mark.parametrize(("text", "value"), [
    ("yes", True), ("on", True), ("1", True), ("TRUE", True), (" true ", True),
    ("no", False), ("off", False), ("0", False), ("False", False),
])
def test_a_flag_takes_the_usual_words(text: str, value: bool) -> None:
    assert option_value("pairs", text, False) is value


@pytest.mark.parametrize(("text", "default", "value"), [
    ("100", 200000, 100), ("2.5", 1.5, 2.5), ("3", 1.5, 3.0), ("basic", "reach", "basic"), ("yes", "reach", "yes"),
])
def test_a_value_takes_the_type_of_its_default(text: str, default: Any, value: Any) -> None:
    got = option_value("x", text, default)
    assert got == value and type(got) is type(value)


@pytest.mark.parametrize(("text", "default", "message"), [
    ("maybe", False, "option x takes true or false, got 'maybe'"),
    ("2.0", 1, "option x takes an integer, got '2.0'"),
    ("much", 1.5, "option x takes a number, got 'much'"),
])
def test_a_bad_value_names_the_option(text: str, default: Any, message: str) -> None:
    with pytest.raises(PuzzleInputError, match=message):
        option_value("x", text, default)


def test_variant_options_are_typed_for_the_variant_and_checked_by_it() -> None:
    assert variant_options("galaxies/flow", ["pairs=yes", "deduce=off"]) == {"pairs": True, "deduce": False}
    assert variant_options("galaxies/paths", ["path-cap=100"], {"prune": "basic"}) == {"prune": "basic",
                                                                                       "path_cap": 100}
    assert variant_options("troix/onehot", ["deduce=1"], {"deduce": False}) == {"deduce": True}  # -O wins
    with pytest.raises(PuzzleInputError, match=r"variant galaxies/flow has no option\(s\) \['bogus'\]; it takes"):
        variant_options("galaxies/flow", ["bogus=1"])
    with pytest.raises(PuzzleInputError, match="prune must be one of none, basic, reach, got 'all'"):
        variant_options("galaxies/flow", ["prune=all"])
    with pytest.raises(PuzzleInputError, match="positive integer"):
        variant_options("galaxies/paths", ["path_cap=0"])
    with pytest.raises(PuzzleInputError, match="unknown variant 'galaxies/nope'; known: "):
        variant_options("galaxies/nope")
    with pytest.raises(PuzzleInputError, match="-O wants KEY=VALUE, got 'pairs'"):
        variant_options("galaxies/flow", ["pairs"])


def test_solver_options_are_json_when_it_parses_else_text() -> None:
    got = solver_options(["a=1", "b=off", "c=true", "d=0.5", "e=", "limits/nodes=100", "s=\"x\""])
    assert got == {"a": 1, "b": "off", "c": True, "d": 0.5, "e": "", "limits/nodes": 100, "s": "x"}
    assert assignments(["a=1", "a=2"], "-x") == {"a": "2"}
    with pytest.raises(PuzzleInputError, match="--solver-option wants KEY=VALUE, got '=1'"):
        solver_options(["=1"])
    assert solver_option_error("pyomo", "highs", {"presolve": "off"}) is None
    assert "has no option(s) 'presolv'" in (solver_option_error("pyomo", "highs", {"presolv": "off"}) or "")
    assert "unknown layer/solver ortools/nope" in (solver_option_error("ortools", "nope", {}) or "")


# ---- the commands -------------------------------------------------------------------------
def _spec_options(argv: list[str]) -> dict[str, Any]:
    """The options of the spec ``puzzlebench solve`` would run (no run is made)."""
    from puzzlebench.scripts.solve import make_spec

    args = build_parser(only="solve").parse_args(["solve", str(GALAXIES), *argv, "--layer", "ortools",
                                                  "--solver", "cpsat"])
    return make_spec(args).options


def _formulated_options(tmp_path: Path, argv: list[str]) -> dict[str, Any]:
    out = tmp_path / "m.mps"
    assert main(["formulate", str(GALAXIES), *argv, "-o", str(out)]) == 0
    return json.loads(out.with_suffix(".json").read_text())["options"]


@pytest.mark.parametrize(("argv", "chosen"), [
    (["--variant", "galaxies/flow", "-O", "pairs=yes"], {"pairs": True}),
    (["--variant", "galaxies/flow", "--option", "deduce=no"], {"deduce": False}),
    (["--variant", "galaxies/paths", "-O", "path_cap=100"], {"path_cap": 100}),
    (["--variant", "galaxies/flow", "--pairs", "--prune", "basic", "-O", "deduce=on"],
     {"pairs": True, "prune": "basic", "deduce": True}),
])
def test_solve_and_formulate_read_variant_options_alike(tmp_path: Path, argv: list[str],
                                                        chosen: dict[str, Any]) -> None:
    spec = _spec_options(argv)
    assert spec == chosen  # the spec (and the run id) name what was chosen ...
    variant = argv[1]
    assert _formulated_options(tmp_path, argv) == resolve_options(variant, spec)  # ... formulate writes them all


@pytest.mark.parametrize(("argv", "message"), [
    (["--variant", "galaxies/flow", "-O", "pairs=maybe"], "option pairs takes true or false, got 'maybe'"),
    (["--variant", "galaxies/paths", "-O", "path_cap=many"], "option path_cap takes an integer, got 'many'"),
    (["--variant", "galaxies/flow", "-O", "prune=all"], "prune must be one of none, basic, reach, got 'all'"),
    (["--variant", "galaxies/flow", "-O", "bogus=1"], "variant galaxies/flow has no option(s) ['bogus']; it takes"),
    (["--variant", "galaxies/flow", "-O", "pairs"], "wants KEY=VALUE, got 'pairs'"),
])
def test_a_bad_variant_option_is_one_line_exit_2_in_both(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         argv: list[str], message: str) -> None:
    for command in (["solve", str(GALAXIES), *argv, "--layer", "ortools", "--solver", "cpsat"],
                    ["formulate", str(GALAXIES), *argv, "-o", str(tmp_path / "m.mps")]):
        assert main(command) == 2, command
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1, (command[0], err)
    assert not list(tmp_path.iterdir())  # nothing written


@pytest.mark.parametrize("command", ["solve", "unique"])
def test_solve_and_unique_read_solver_options_alike(capsys: pytest.CaptureFixture[str], command: str) -> None:
    variant = ["--variant", "galaxies/flow"] if command == "solve" else []
    run = ["--layer", "ortools", "--solver", "cpsat"]
    assert main([command, str(GALAXIES), *variant, *run, "--solver-option", "num_workers"]) == 2
    err = capsys.readouterr().err
    assert "--solver-option wants KEY=VALUE, got 'num_workers'" in err and err.count("\n") == 1
    assert main([command, str(GALAXIES), *variant, *run, "--solver-option", "num_workrs=1"]) == 2
    err = capsys.readouterr().err
    assert "has no option(s) 'num_workrs'" in err and err.count("\n") == 1


def _variant_actions(command: str) -> list[tuple[Any, ...]]:
    parser = build_parser(only=command)
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[command]
    return [(a.option_strings, a.dest, a.help, a.type, a.choices, a.metavar) for a in sub._actions
            if {"--prune", "--pairs", "--deduce", "--path-cap", "-O"} & set(a.option_strings)]


def test_solve_and_formulate_declare_the_variant_flags_once() -> None:
    solve = _variant_actions("solve")
    assert len(solve) == 5 and solve == _variant_actions("formulate")
