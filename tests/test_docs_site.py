"""The docs build as a site with MkDocs in strict mode (``make docs``): a broken link, a link
to a missing anchor or a page left out of the navigation fails the build, so the docs'
cross-references are checked on every test run, not by a reader."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MKDOCS = [sys.executable, "-m", "mkdocs", "build", "--strict"]

pytestmark = pytest.mark.slow


def _build(project: Path, site: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*MKDOCS, "-f", str(project / "mkdocs.yml"), "-d", str(site)],
                          capture_output=True, text=True, timeout=300, cwd=project)


def test_the_docs_build_strictly(tmp_path: Path) -> None:
    proc = _build(ROOT, tmp_path / "site")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (tmp_path / "site" / "tutorial" / "index.html").is_file()


@pytest.mark.parametrize("breakage", ["[gone](no-such-page.md)", "[gone](tutorial.md#no-such-heading)"])
def test_a_broken_link_fails_the_build(tmp_path: Path, breakage: str) -> None:
    project = tmp_path / "project"
    shutil.copytree(ROOT / "docs", project / "docs")
    shutil.copy(ROOT / "mkdocs.yml", project)
    page = project / "docs" / "index.md"
    page.write_text(page.read_text() + f"\n{breakage}\n")
    proc = _build(project, tmp_path / "site")
    assert proc.returncode != 0 and "index.md" in proc.stdout + proc.stderr
