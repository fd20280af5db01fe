"""The habits every command shares: --version, exit codes in --help, help on every option,
-q and -v everywhere, the same option names on formulate, solve and unique; and the
throttled progress lines of the long pipeline steps (puzzlebench.engine.run.ticker)."""

from __future__ import annotations

import argparse
import io

import pytest

from puzzlebench.scripts import cli


def _sub(name: str) -> argparse.ArgumentParser:
    parser = cli.build_parser(only=name)
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[name]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as end:
        cli.main(["--version"])
    assert end.value.code == 0 and capsys.readouterr().out.startswith("puzzlebench ")


@pytest.mark.parametrize("name", list(cli.COMMANDS))
def test_every_command_documents_exit_codes_and_helps_every_option(name: str) -> None:
    p = _sub(name)
    text = p.format_help()
    assert "Exit codes: 0 " in text and "2 bad input" in text
    for action in p._actions:
        assert action.help and action.help != argparse.SUPPRESS, (name, action.option_strings or action.dest)
    flags = set(p._option_string_actions)
    assert {"-q", "--quiet", "-v", "--verbose"} <= flags, name


def test_formulate_solve_and_unique_spell_shared_options_alike() -> None:
    formulate, solve, unique = (set(_sub(n)._option_string_actions) for n in ("formulate", "solve", "unique"))
    variant = {"--variant", "--prune", "--pairs", "--no-pairs", "--deduce", "--no-deduce", "--path-cap", "-O", "--option",
               "--from", "-o"}
    assert variant <= formulate and variant <= solve
    run = {"--layer", "--solver", "--solver-option", "--time-limit", "--threads", "--seed", "--from"}
    assert run <= solve and run <= unique


def test_solve_usage_shows_variant_as_required() -> None:
    usage = _sub("solve").format_usage()
    assert "--variant VARIANT" in usage and "[--variant" not in usage


def test_ticker_prints_first_last_and_at_most_every_interval() -> None:
    from puzzlebench.engine.run.ticker import Ticker

    now = [0.0]
    out = io.StringIO()
    tick = Ticker("formulate flow x g", every=2.0, out=out, clock=lambda: now[0])
    for k in range(1, 11):
        now[0] = k * 0.5
        tick(k, 10, f"p{k}")
    lines = out.getvalue().splitlines()
    assert lines[0] == "[formulate flow x g] 1/10 p1, elapsed 0:00, ETA 0:04"
    assert lines[-1].startswith("[formulate flow x g] 10/10 p10") and lines[-1].endswith("ETA 0:00")
    assert 3 <= len(lines) <= 5  # 5 s of work, a line at most every 2 s, plus the first and the last
