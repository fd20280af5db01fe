"""Every record names the solver program that ran, as the program reports itself, and the
tables keep two builds of one solver apart: PuLP's bundled CBC, Debian's ``cbc`` (Pyomo's)
and the CBC linked into OR-Tools are three programs, not one ``cbc``. An experiment can pin
Debian's for PuLP too (solver option ``build: system``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pandas as pd
import pytest

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.results import results
from puzzlebench.analysis.tables import builds_apart, collect
from puzzlebench.engine.run.records import RunStatus, read
from puzzlebench.engine.run.spec import RunSpec
from puzzlebench.engine.run.workers import run_many
from puzzlebench.models.backends import check_solver_options
from puzzlebench.models.backends.identity import SolverBuild

ROOT = Path(__file__).resolve().parents[1]
TROIX = ROOT / "instances" / "troix" / "troix-6x6-s1.json"


def _banner_version(path: str) -> str:
    """The version a CBC binary prints, read here independently of the adapters."""
    out = subprocess.run([path, "-stop"], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL).stdout
    m = re.search(r"Version:\s*(\S+)", out)
    assert m, out
    return m.group(1)


@pytest.fixture(scope="module")
def cbc_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object]]:
    out = tmp_path_factory.mktemp("cbc")
    specs = {"pulp": RunSpec.for_file(TROIX, "troix/onehot", "pulp", "cbc", 20),
             "pulp-system": RunSpec.for_file(TROIX, "troix/onehot", "pulp", "cbc", 20, solver_options={"build": "system"}),
             "pyomo": RunSpec.for_file(TROIX, "troix/onehot", "pyomo", "cbc", 20),
             "ortools": RunSpec.for_file(TROIX, "troix/onehot", "ortools", "cbc", 20)}
    paths = run_many(list(specs.values()), out / "runs", resume=False)
    return out / "runs", {k: read(p) for k, p in zip(specs, paths, strict=True)}


@pytest.mark.slow
def test_records_name_the_three_cbc_programs_apart(cbc_runs: tuple) -> None:
    _, recs = cbc_runs
    for rec in recs.values():
        assert rec.status == RunStatus.SOLVED, rec.message
        assert rec.solver_build["program"] == "CBC" and re.fullmatch(r"\d+\.\d+\.\d+", rec.solver_build["version"])
    pulp, pyomo, ortools = (recs[k].solver_build for k in ("pulp", "pyomo", "ortools"))
    import importlib.util  # pulp's folder without importing it (layers do not meet in one process)

    spec = importlib.util.find_spec("pulp")
    assert spec and spec.submodule_search_locations
    bundled = pulp["path"]
    assert Path(bundled).resolve().is_relative_to(Path(list(spec.submodule_search_locations)[0]).resolve())
    assert "bundled" in pulp["source"]
    assert pulp["version"] == _banner_version(bundled)  # the binary's own word
    system = shutil.which("cbc")
    assert system and pyomo["path"] == system and pyomo["version"] == _banner_version(system)
    assert "linked into ortools" in ortools["source"]
    # on this machine (and CI's): 2.10.3 (PuLP's, 2019), 2.10.8 (Debian), 2.10.12 (OR-Tools)
    assert len({pulp["version"], pyomo["version"], ortools["version"]}) == 3
    assert recs["pulp"].solver_version.endswith(SolverBuild.from_json(pulp).describe())


@pytest.mark.slow
def test_an_experiment_can_pin_debians_cbc_for_pulp(cbc_runs: tuple) -> None:
    _, recs = cbc_runs
    assert recs["pulp-system"].solver_build == recs["pyomo"].solver_build  # the same program
    assert recs["pulp-system"].solver_options == {"build": "system"}


@pytest.mark.slow
def test_tables_and_configuration_names_keep_the_builds_apart(cbc_runs: tuple) -> None:
    runs, recs = cbc_runs
    df, warnings = collect([runs])
    assert not warnings
    assert set(df["solver_build"]) == {f"CBC {r.solver_build['version']}" for r in recs.values()}
    labels = dict(zip(df["layer"] + ":" + df["solver_options"], df["solver_label"], strict=True))
    assert labels["pulp:"] == f"cbc@{recs['pulp'].solver_build['version']}"
    assert labels["pyomo:"] == f"cbc@{recs['pyomo'].solver_build['version']}"
    assert len(set(S.config_name(df))) == 4


def test_one_build_per_solver_keeps_its_plain_name() -> None:
    df = pd.DataFrame({"solver": ["cbc", "cbc", "highs", "sgt"], "solver_label": ["cbc", "cbc", "highs", "sgt"],
                       "solver_build": ["CBC 2.10.3", "CBC 2.10.8", "HiGHS 1.16.0", ""]})
    out = builds_apart(df)
    assert list(out["solver_label"]) == ["cbc@2.10.3", "cbc@2.10.8", "highs", "sgt"]
    same = builds_apart(df.assign(solver_build=["CBC 2.10.8"] * 2 + ["HiGHS 1.16.0", ""]))
    assert list(same["solver_label"]) == ["cbc", "cbc", "highs", "sgt"]


def test_a_build_the_layer_cannot_run_is_refused() -> None:
    check_solver_options("pulp", "cbc", {"build": "system"})
    with pytest.raises(ValueError, match="build takes bundled or system"):
        check_solver_options("pulp", "cbc", {"build": "latest"})
    with pytest.raises(ValueError, match="build takes system"):
        check_solver_options("pyomo", "cbc", {"build": "bundled"})


def test_solver_build_round_trips_and_reads_as_one_line() -> None:
    b = SolverBuild("CBC", "2.10.3", "built Dec 15 2019", "PuLP 3.3.2's bundled binary", "/x/cbc")
    assert SolverBuild.from_json(b.to_json()) == b
    assert b.label == "CBC 2.10.3"
    assert b.describe() == "CBC 2.10.3 (built Dec 15 2019; PuLP 3.3.2's bundled binary)"


@pytest.mark.slow
def test_findings_count_licence_refused_runs_apart(cbc_runs: tuple, tmp_path: Path) -> None:
    """A run a licence refused is no solver result: left out of the rankings, counted apart."""
    runs, recs = cbc_runs
    df, _ = collect([runs])
    refused = df.iloc[[0]].assign(status=RunStatus.LICENCE_LIMIT.value, solver="gurobi", solver_label="gurobi",
                                  run_id="refused")
    res = results(pd.concat([df, refused], ignore_index=True))
    assert res.licence_limited == {S.config_name(refused).iloc[0]: 1}
    assert res.runs == len(df) + 1
    from puzzlebench.analysis.findings import sections

    head = sections(res)[0].text
    assert any("1 run(s) refused by a size-limited solver licence" in t for t in head)


def test_the_build_pin_passes_the_option_check_that_experiments_and_the_cli_use() -> None:
    """``build`` is the harness's option, not CBC's: the file-safety check (CBC's value
    parameters only) must let it through, or no experiment could pin a build; a build the
    layer cannot run is still refused, and CBC's own options are still checked."""
    from puzzlebench.models.options import solver_option_error

    assert solver_option_error("pulp", "cbc", {"build": "system"}) is None
    assert solver_option_error("pyomo", "cbc", {"build": "system", "maxNodes": 100}) is None
    assert "build takes system" in (solver_option_error("pyomo", "cbc", {"build": "bundled"}) or "")
    assert "not one of CBC's value parameters" in (solver_option_error("pulp", "cbc", {"import": "x"}) or "")
