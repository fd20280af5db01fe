"""The pipeline does not depend on the command line: nothing in ``workflow/`` (the rules,
the Snakefile, the step scripts) imports ``puzzlebench.scripts``.

Why a test and not an import-linter contract: ``workflow/`` is no package (Snakemake runs
the steps with ``shell:`` commands and includes the rules), so the linter never sees it. The Python
files are read with ``ast`` (a lazy import inside a function counts as much as one at the
top); the Snakefile and ``.smk`` rules are not Python, so their import lines are matched
by a regular expression. The synthetic snippets show that each finder fails when it should.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CLI = "puzzlebench.scripts"
_SMK_IMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import\s+(.+)|import\s+(.+))$")


def _is_cli(module: str) -> bool:
    return module == CLI or module.startswith(CLI + ".")


def python_cli_imports(source: str) -> list[str]:
    """The lines of Python ``source`` that import the CLI package (or a module of it)."""
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            hit = any(_is_cli(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            hit = _is_cli(node.module) or any(_is_cli(f"{node.module}.{a.name}") for a in node.names)
        else:
            continue
        if hit:
            found.append(lines[node.lineno - 1].strip())
    return found


def rules_cli_imports(source: str) -> list[str]:
    """The import lines of a Snakefile or ``.smk`` rule file that import the CLI package."""
    found = []
    for line in source.splitlines():
        m = _SMK_IMPORT.match(line)
        if m is None:
            continue
        if m[1] is not None:
            modules = [m[1], *(f"{m[1]}.{n.split(' as ')[0].strip()}" for n in m[2].strip("() ").split(","))]
        else:
            modules = [n.split(" as ")[0].strip() for n in m[3].split(",")]
        if any(_is_cli(mod) for mod in modules):
            found.append(line.strip())
    return found


def _workflow_files() -> list[Path]:
    files = [ROOT / "Snakefile", *sorted((ROOT / "workflow").rglob("*.smk")), *sorted((ROOT / "workflow").rglob("*.py"))]
    assert len(files) > 10 and all(f.is_file() for f in files)
    return files


@pytest.mark.parametrize("path", _workflow_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_workflow_file_imports_the_cli(path: Path) -> None:
    text = path.read_text()
    found = python_cli_imports(text) if path.suffix == ".py" else rules_cli_imports(text)
    assert found == [], f"{path.relative_to(ROOT)} imports the command line: {found}"


def test_the_rules_run_only_the_pipeline_steps() -> None:
    """A rule runs a step in workflow/steps/ (``shell: step_command("<step>")``), never a CLI
    module: no ``script:``, ``run:`` or shell command of its own."""
    steps = {p.stem for p in (ROOT / "workflow" / "steps").glob("*.py")}
    commands = 0
    for path in _workflow_files():
        if path.suffix != ".py":
            text = path.read_text()
            assert not re.search(r"^\s*(script|run|wrapper|notebook):", text, re.MULTILINE), path.name
            shells = re.findall(r"^\s*shell:\s*\n\s*(.+)$", text, re.MULTILINE)
            for shell in shells:
                match = re.fullmatch(r'step_command\("(\w+)"\)', shell.strip())
                assert match is not None and match.group(1) in steps, (path.name, shell)
            commands += len(shells)
    assert commands >= 10  # every rule but ``all``


PY_SNIPPET = '''
import json
from puzzlebench.engine.experiment.plan import PlanError
from puzzlebench.scripts.cli import os_error_line
import puzzlebench.scripts.solvers as solvers
from puzzlebench import scripts
from puzzlebench.scriptsx import fine


def main(smk):
    from puzzlebench.scripts.options import progress  # lazy: still an import
'''

SMK_SNIPPET = '''
import json
from puzzlebench.engine.experiment.grid import expand_variants
from puzzlebench.scripts.cli import os_error_line
from puzzlebench import engine, scripts
import puzzlebench.scripts.solvers as solvers
import puzzlebench.scriptsx
rule x:
    script: "../steps/x.py"
'''


def test_the_finders_report_each_cli_import() -> None:
    assert python_cli_imports(PY_SNIPPET) == [
        "from puzzlebench.scripts.cli import os_error_line",
        "import puzzlebench.scripts.solvers as solvers",
        "from puzzlebench import scripts",
        "from puzzlebench.scripts.options import progress  # lazy: still an import",
    ]
    assert rules_cli_imports(SMK_SNIPPET) == [
        "from puzzlebench.scripts.cli import os_error_line",
        "from puzzlebench import engine, scripts",
        "import puzzlebench.scripts.solvers as solvers",
    ]
