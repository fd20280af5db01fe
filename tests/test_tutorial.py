"""The README's experiment and the tutorial's are the committed ``config/tutorial.yaml``, and
the tutorial's "change one thing" line makes a valid experiment: a reader who copies what the
pages show gets a run, not a schema error."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from pipeline_helpers import ROOT, dry_run_jobs, snakemake

TUTORIAL = ROOT / "docs" / "tutorial.md"
EXPERIMENT = ROOT / "config" / "tutorial.yaml"


def _yaml_blocks(page: Path) -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", page.read_text(), flags=re.S)


@pytest.mark.parametrize("page", [ROOT / "README.md", TUTORIAL], ids=["README", "tutorial"])
def test_the_page_shows_the_committed_experiment(page: Path) -> None:
    assert _yaml_blocks(page)[0] == EXPERIMENT.read_text()


@pytest.mark.slow
def test_the_change_the_tutorial_suggests_is_a_valid_experiment(tmp_path: Path) -> None:
    """Step 4's solver line, added to the experiment, passes the checks and plans the same
    pipeline (a dry run: a bad option or solver would stop it in one line)."""
    experiment = yaml.safe_load(EXPERIMENT.read_text())
    (line,) = [b for b in _yaml_blocks(TUTORIAL)[1:] if "solver:" in b]
    experiment["solvers"] += yaml.safe_load(line)
    changed = tmp_path / "changed.yaml"
    changed.write_text(yaml.safe_dump(experiment))
    before = dry_run_jobs(snakemake(tmp_path / "a", EXPERIMENT, "--dry-run", "--cores", "1"))
    after = dry_run_jobs(snakemake(tmp_path / "b", changed, "--dry-run", "--cores", "1"))
    assert "solve" in before and after == before


@pytest.mark.slow
def test_the_readmes_python_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's Python block, run from a scratch folder that sees the committed instances
    (its last line reads a results folder `make run` makes: here, one made by the block's own
    runs is not there, so that line is checked for the one-line error a user would get)."""
    from puzzlebench.instances.errors import PuzzleInputError

    (block,) = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), flags=re.S)
    (tmp_path / "instances").symlink_to(ROOT / "instances")
    monkeypatch.chdir(tmp_path)
    *body, last = [ln for ln in block.splitlines() if ln.strip()]
    scope: dict[str, object] = {}
    exec("\n".join(body), scope)  # noqa: S102 - the README's own code
    assert scope["rec"].status.value == "solved" and all(r.status.value == "solved" for r in scope["recs"])
    assert (tmp_path / "flow.mps").is_file()
    with pytest.raises(PuzzleInputError, match="no such results folder"):
        exec(last, scope)  # noqa: S102
