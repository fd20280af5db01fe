"""An install puts one name into site-packages: ``pip install .`` into a fresh virtual
environment gives ``puzzlebench`` and its dist-info and nothing else, ``import models``
fails there, and the API page's examples run against the installed copy.

The wheel is built from a copy of the package's sources (so the checkout gets no build/
folder) with this environment's locked setuptools, and installed without dependencies; the
fresh environment then sees this environment's third-party packages through a ``.pth``
line (not its site directory, whose ``.pth`` files would load the editable checkout)."""

from __future__ import annotations

import doctest
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def _sources(dest: Path) -> Path:
    """What ``pip install .`` reads: pyproject, README and puzzlebench/."""
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    shutil.copytree(ROOT / "puzzlebench", dest / "puzzlebench", ignore=shutil.ignore_patterns("__pycache__"))
    return dest


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new venv with the wheel of this checkout installed: its python."""
    work = tmp_path_factory.mktemp("install")
    (work / "src").mkdir()
    src = _sources(work / "src")
    wheels = work / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(wheels), str(src)], check=True, capture_output=True, timeout=300)
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    wheel = next(wheels.glob("puzzlebench-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                    str(wheel)], check=True, capture_output=True, timeout=300)
    return python


def _site_packages(python: Path) -> Path:
    out = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True, timeout=60)
    return Path(out.stdout.strip())


def test_only_puzzlebench_lands_in_site_packages(fresh: Path, tmp_path: Path) -> None:
    site = _site_packages(fresh)
    names = sorted(p.name for p in site.iterdir() if p.name != "__pycache__")
    assert [n for n in names if not n.startswith("puzzlebench-")] == ["puzzlebench"], names
    assert len([n for n in names if n.endswith(".dist-info")]) == 1
    for name in ("models", "engine", "instances", "analysis", "scripts"):
        res = subprocess.run([str(fresh), "-c", f"import {name}"], capture_output=True, text=True,
                             cwd=tmp_path, timeout=60)
        assert res.returncode == 1 and "ModuleNotFoundError" in res.stderr, (name, res.stderr)


def test_the_api_examples_run_against_the_installed_copy(fresh: Path) -> None:
    site = _site_packages(fresh)
    (site / "_puzzlebench_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    code = ("import doctest, sys, puzzlebench\n"
            f"assert puzzlebench.__file__.startswith({str(site)!r}), puzzlebench.__file__\n"
            f"r = doctest.testfile({str(ROOT / 'docs' / 'api.md')!r}, module_relative=False, "
            f"optionflags={doctest.ELLIPSIS})\n"
            "print(r.attempted, r.failed)\n"
            "sys.exit(1 if r.failed or not r.attempted else 0)\n")
    # -P: the checkout (the cwd, which the examples' paths are relative to) is not on sys.path
    res = subprocess.run([str(fresh), "-P", "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-2000:]
