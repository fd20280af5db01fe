"""Hostile solver options: an option that names a file or adds words to a solver's command
line is refused with the reason, before any run (docs/reliability.md). On main PuLP split
``maxNodes: '100 solu /path'`` into CBC commands that wrote /path, and HiGHS ``log_file``,
glpsol ``--log`` and SCIP's file parameters wrote wherever they said."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from puzzlebench.models.options import solver_option_error

ROOT = Path(__file__).resolve().parents[1]
G7 = str(ROOT / "instances" / "galaxies" / "galaxies-7x7-s1.json")

# (layer, solver, options, a fragment of the reason); TARGET is replaced by a path in the test's folder
HOSTILE = {
    "cbc words in a value (pulp)": ("pulp", "cbc", {"maxNodes": "100 solu TARGET"}, "not one plain word"),
    "cbc words in a value (pyomo)": ("pyomo", "cbc", {"maxNodes": "100 solu TARGET"}, "not one plain word"),
    "cbc file action": ("pulp", "cbc", {"solu": "TARGET"}, "not one plain word"),
    "cbc file action, plain name": ("pulp", "cbc", {"saveSolution": "out"}, "value parameters"),
    "cbc abbreviation of an action": ("pulp", "cbc", {"export": "out"}, "value parameters"),
    "cbc action without value": ("pulp", "cbc", {"stat": "solu"}, "value parameters"),
    "cbc key with spaces": ("pulp", "cbc", {"maxNodes 1 solu TARGET": 1}, "not a plain name"),
    "highs log_file": ("pyomo", "highs", {"log_file": "TARGET"}, "not one plain word"),
    "highs log_file, plain name": ("pyomo", "highs", {"log_file": "highs"}, "names a file"),
    "highs write_model_to_file": ("pulp", "highs", {"write_model_to_file": True}, "names a file"),
    "glpsol --log (pulp)": ("pulp", "glpk", {"log": "glpk"}, "names a file"),
    "glpsol --wlp (pyomo)": ("pyomo", "glpk", {"wlp": "model"}, "names a file"),
    "glpsol flag in a value": ("pulp", "glpk", {"tmlim": "--wlp"}, "not one plain word"),
    "scip file parameter": ("ortools", "scip", {"visual/vbcfilename": "tree"}, "names a file"),
    "scip parameter-set prefix": ("pyomo", "scip", {"concurrent/paramsetprefix": "x"}, "names a file"),
    "a list": ("ortools", "cpsat", {"num_workers": [1, 2]}, "takes a number"),
    "nan": ("ortools", "cpsat", {"max_time_in_seconds": float("nan")}, "finite"),
    "a newline": ("ortools", "cpsat", {"search_branching": "FIXED\nSEARCH"}, "not one plain word"),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_refused_with_the_reason(case: str, tmp_path: Path) -> None:
    layer, solver, options, fragment = HOSTILE[case]
    target = str(tmp_path / "written")
    options = {k.replace("TARGET", target): (v.replace("TARGET", target) if isinstance(v, str) else v)
               for k, v in options.items()}
    why = solver_option_error(layer, solver, options)
    assert why is not None and fragment in why, why
    assert len(why) < 400


PLAIN = [("pulp", "cbc", {"maxNodes": 0, "cuts": "off", "preprocess": "off", "heuristics": "off", "sec": 5}),
         ("pyomo", "cbc", {"maxIterations": 0, "ratioGap": 0.01}),
         ("pyomo", "highs", {"presolve": "off", "mip_max_nodes": 0}),
         ("pyomo", "glpk", {"tmlim": 0, "nopresol": True}),
         ("ortools", "cpsat", {"search_branching": "FIXED_SEARCH", "num_workers": 1}),
         ("ortools", "scip", {"limits/nodes": 0})]


@pytest.mark.parametrize(("layer", "solver", "options"), PLAIN, ids=[f"{a}-{b}" for a, b, _ in PLAIN])
def test_plain_options_pass(layer: str, solver: str, options: dict) -> None:
    assert solver_option_error(layer, solver, options) is None


@pytest.mark.parametrize("option", ["maxNodes=100 solu {t}", "log_file={t}"])
def test_solve_refuses_before_the_run_and_writes_nothing(option: str, tmp_path: Path) -> None:
    target = tmp_path / "written"
    layer, solver = ("pulp", "cbc") if option.startswith("maxNodes") else ("pyomo", "highs")
    proc = subprocess.run([sys.executable, "-m", "puzzlebench.scripts.cli", "solve", G7, "--variant", "galaxies/flow",
                           "--layer", layer, "--solver", solver, "--solver-option", option.format(t=target),
                           "-o", str(tmp_path / "run.json")], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no record, no file at the target


def test_an_experiment_with_such_an_option_stops_before_the_plan() -> None:
    from puzzlebench.engine.experiment.checks import solver_problems

    out = solver_problems([{"layer": "pyomo", "solver": "highs", "options": {"log_file": "/tmp/x"}}])
    assert out and "not one plain word" in out[0]
