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
