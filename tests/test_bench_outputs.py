"""Every benchmark writes its tables under results/bench/ by default (the README says so):
each script's ``--out`` option defaults to a path there. Static (the benchmarks themselves
take minutes): read from each script's source."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "benchmarks").glob("bench_*.py"))


def _out_default(path: Path) -> ast.expr | None:
    for node in ast.walk(ast.parse(path.read_text())):
        if (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add_argument"
                and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value == "--out"):
            return next((k.value for k in node.keywords if k.arg == "default"), None)
    return None


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_benchmark_writes_under_results_bench_by_default(script: Path) -> None:
    default = _out_default(script)
    assert default is not None, f"{script.name}: --out has no default (it would write nothing)"
    words = [n.value for n in ast.walk(default) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    text = "/".join(words)
    assert "results" in text and "bench" in text, (script.name, ast.unparse(default))


def test_every_benchmark_script_has_a_make_target() -> None:
    make = (ROOT / "Makefile").read_text()
    named = set(re.findall(r"benchmarks/bench_\w+\.py", make))  # (a target may name one still to come)
    assert {f"benchmarks/{p.name}" for p in SCRIPTS} <= named
