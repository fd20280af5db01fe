"""environment.yml is kept in step with pyproject.toml: the same Python packages, same pins."""

from __future__ import annotations

import re
import tomllib

import yaml
from pipeline_helpers import ROOT

_NAME = re.compile(r"^\s*([A-Za-z0-9_.\-\[\]]+)\s*(.*)$")


def _split(req: str) -> tuple[str, str]:
    m = _NAME.match(req)
    assert m, req
    name = re.sub(r"\[.*\]", "", m.group(1)).lower().replace("_", "-")
    return name, m.group(2).replace(" ", "")


def test_environment_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = [*project["dependencies"], *project.get("optional-dependencies", {}).get("dev", [])]
    want = dict(_split(r) for r in wanted)
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    pip = next(d["pip"] for d in env["dependencies"] if isinstance(d, dict) and "pip" in d)
    have = dict(_split(r) for r in pip if not r.startswith("-"))
    assert have == want, {"only in pyproject": sorted(set(want) - set(have)),
                          "only in environment.yml": sorted(set(have) - set(want)),
                          "different pins": sorted(k for k in set(want) & set(have) if want[k] != have[k])}


def test_environment_python_and_solvers() -> None:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in env["dependencies"] if isinstance(d, str)]
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert any(d.replace(" ", "") == "python" + requires for d in conda), (conda, requires)
    for binary in ("glpk", "coin-or-cbc"):  # the Debian glpk-utils / coinor-cbc of the pip route
        assert binary in conda


def test_runtime_dependencies_are_what_runtime_code_imports() -> None:
    """A runtime dependency that no runtime module imports belongs to the dev extra (or
    nowhere); test-only packages (networkx, hypothesis) are never imported by runtime code."""
    import ast

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    runtime = {_split(r)[0] for r in project["dependencies"]}
    dev = {_split(r)[0] for r in project["optional-dependencies"]["dev"]}
    imported: set[str] = set()
    for pkg in ("instances", "models", "engine", "analysis", "scripts", "workflow", "benchmarks"):
        for path in (ROOT / pkg).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Import):
                    imported |= {a.name.split(".")[0] for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    imported.add(node.module.split(".")[0])
    # import name -> distribution name where they differ
    dist = {"yaml": "pyyaml", "snakemake_executor_plugin_slurm": "snakemake-executor-plugin-slurm"}
    used = {dist.get(m, m).lower().replace("_", "-") for m in imported}
    # snakemake runs the Snakefile, its SLURM plugin is named by profiles/slurm, pyarrow is
    # pandas' parquet engine
    loaded_by_name = {"snakemake", "snakemake-executor-plugin-slurm", "pyarrow"}
    assert runtime - used - loaded_by_name == set()
    assert (dev - {"pytest-timeout", "ruff", "import-linter"}) & used == set(), "test-only packages in runtime code"
