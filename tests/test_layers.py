"""The layers hold: import-linter's contracts pass on the tree, a deliberate back-import
breaks them, and no two modules import each other (directly or round a longer cycle).

The contracts live in pyproject.toml (``[tool.importlinter]``); ``make test`` runs
``lint-imports`` before pytest, and these tests show that the check can fail.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT.exists(), reason=f"{LINT} not installed (pip install -e '.[dev]')")


def _lint(cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LINT), "--no-cache", str(ROOT / "pyproject.toml")], cwd=cwd,
                          capture_output=True, text=True, timeout=120, env={"PATH": "/usr/bin:/bin"})


def copy_package(dest: Path) -> None:
    """The package's Python files only (no data), at their paths under ``puzzlebench/``:
    what the linter reads."""
    for src in (ROOT / "puzzlebench").rglob("*.py"):
        target = dest / src.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, target)


def test_the_package_is_real_folders() -> None:
    """One address per file: no link in the package, and every layer a real folder."""
    package = ROOT / "puzzlebench"
    assert not [p for p in package.rglob("*") if p.is_symlink()]
    for layer in ("instances", "models", "engine", "analysis", "scripts"):
        assert (package / layer / "__init__.py").is_file(), layer


def test_the_contracts_hold_on_this_tree(tmp_path: Path) -> None:
    copy_package(tmp_path)
    res = _lint(tmp_path)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-2000:]
    assert "0 broken" in res.stdout


@pytest.mark.parametrize(("module", "line", "contract"), [
    ("puzzlebench/instances/types.py", "import puzzlebench.models.model", "Layers"),
    ("puzzlebench/models/model.py", "from puzzlebench.engine.run import records", "Layers"),
    ("puzzlebench/engine/run/spec.py", "import puzzlebench.analysis.tables", "Layers"),
    ("puzzlebench/analysis/tables.py", "import puzzlebench.api", "Layers"),
    ("puzzlebench/scripts/cli.py", "import puzzlebench.api", "Layers"),  # two entry points, neither uses the other
    ("puzzlebench/instances/checker.py", "import ortools", "puzzle side imports no solver"),
    ("puzzlebench/analysis/tables.py", "import puzzlebench.models.backends", "analysis reads records"),
    # the records module may hold the solver counters' type; the analysis itself may not import it
    ("puzzlebench/analysis/tables.py", "import puzzlebench.models.counters", "analysis reads records"),
    ("puzzlebench/engine/run/runner.py", "import snakemake", "never imports the pipeline tool"),
    ("puzzlebench/analysis/figures.py", "import puzzlebench.analysis.findings", "never the findings' prose"),
    ("puzzlebench/analysis/outputs.py", "import pandas", "no data or plot library"),
])
def test_a_back_import_breaks_a_contract(tmp_path: Path, module: str, line: str, contract: str) -> None:
    copy_package(tmp_path)
    target = tmp_path / module
    # a lazy import inside a function counts as much as one at the top
    target.write_text(target.read_text() + f"\n\ndef _back_arrow():\n    {line}\n")
    res = _lint(tmp_path)
    assert res.returncode == 1, res.stdout[-3000:]
    broken = [ln for ln in res.stdout.splitlines() if "BROKEN" in ln]  # "BROKEN (1 ignored import)" too
    assert any(contract in b for b in broken), broken  # (a chain may break another one too)


def test_no_import_cycle_between_modules() -> None:
    grimp = pytest.importorskip("grimp")
    nx = pytest.importorskip("networkx")
    # no cache: nothing written into the checkout (parallel test workers share it)
    graph = grimp.build_graph("puzzlebench", exclude_type_checking_imports=True, cache_dir=None)
    g = nx.DiGraph()
    for m in graph.modules:
        g.add_node(m)
        g.add_edges_from((m, d) for d in graph.find_modules_directly_imported_by(m))
    cycles = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert len(graph.modules) > 50
    assert cycles == []
