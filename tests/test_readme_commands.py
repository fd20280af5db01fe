"""Every command the README shows runs as written (the issue's "a new user tries it").

The commands are read from the README itself: every line of its ``sh`` blocks and every
inline span that is a command (``make ...``, ``.venv/bin/...``, ``python -m ...``,
``puzzlebench ...``, ``source ...``). How each one is run, honestly:

- ``puzzlebench ...`` lines: run fully, exactly as written, from a scratch directory that
  sees the repository's ``instances/`` (so their output files land there, not in the
  repository); exit code 0 expected. A span naming only a command (``puzzlebench unique``
  in prose) runs ``--help``.
- ``make ...``: ``make -n`` (the recipe resolves: the target and its variables exist); for
  ``make run [EXPERIMENT=x]`` also a Snakemake ``--dry-run`` of that experiment's file (the
  experiment validates and its jobs are planned). Running them fully takes minutes to hours.
- ``.venv/bin/snakemake ...``: the same call with ``--dry-run``.
- ``python -m scripts.committed_sets --check``: ``--help`` only (the full check
  regenerates every committed puzzle, minutes; ``tests/test_instance_sets.py`` covers it).
- ``source .venv/bin/activate``: the file exists.
- ``.venv/bin/pip install -e '.[EXTRA]'``: the extra exists in pyproject.toml (installing
  needs the network; ``make setup`` installs the dev extra from the lock).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BIN = Path(sys.executable).parent
_INLINE = re.compile(r"`((?:make(?: [^`]*)?|\.venv/bin/\w[^`]*|python -m [^`]+|puzzlebench \w[^`]*|source \S[^`]*))`")


def readme_commands() -> list[str]:
    """Commands in order of appearance, each once (sh blocks first, then inline spans)."""
    text = README.read_text()
    blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.S)
    out: list[str] = []
    for block in blocks:
        joined = re.sub(r"\\\n\s*", "", block)
        out += [ln.strip() for ln in joined.splitlines() if ln.strip() and not ln.strip().startswith("#")]
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    out += [m.group(1) for m in _INLINE.finditer(prose)]
    return list(dict.fromkeys(out))


COMMANDS = readme_commands()


def _env() -> dict[str, str]:
    return dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
                PYTHONPATH=str(ROOT))


def _run(cmd: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, shell=True, cwd=cwd, env=_env(), capture_output=True, text=True, timeout=timeout)


def _experiment_file(make_cmd: str) -> str:
    m = re.search(r"EXPERIMENT=(\S+)", make_cmd)
    name = m.group(1) if m else "smoke"
    return "config/config.yaml" if name == "smoke" else f"config/{name}.yaml"


def _plan(cmd: str, scratch: Path) -> list[tuple[str, Path]]:
    """(shell command, working directory) pairs that check ``cmd`` as the module doc says."""
    words = shlex.split(cmd, comments=True)
    if words[0] == "puzzlebench":
        return [(cmd if len(words) > 2 or words[1].startswith("-") else f"{cmd} --help", scratch)]
    if words[0] == "make":
        steps = [(f"make -n {' '.join(words[1:])}", ROOT)]
        if len(words) > 1 and words[1] == "run":
            steps.append((f"{BIN}/snakemake -s {ROOT}/Snakefile -d {scratch} --cores 2 --configfile "
                          f"{ROOT}/{_experiment_file(cmd)} --dry-run", scratch))
        return steps
    if words[0] == ".venv/bin/snakemake":
        rest = " ".join(shlex.quote(w) if not w.startswith("config/") and not w.startswith("profiles/")
                        else str(ROOT / w) for w in words[1:])
        return [(f"{BIN}/snakemake -s {ROOT}/Snakefile -d {scratch} {rest} --dry-run", scratch)]
    if words[:2] == ["python", "-m"]:
        return [(f"{sys.executable} -m {words[2]} --help", ROOT)]
    if words[0] == "source":
        return [(f"test -f {ROOT / words[1]}", ROOT)]
    if words[0] == ".venv/bin/pip" and words[1:3] == ["install", "-e"]:
        extra = re.fullmatch(r"\.\[(\w+)\]", words[3])
        assert extra, cmd
        check = (f"import tomllib; p = tomllib.load(open('pyproject.toml', 'rb')); "
                 f"assert {extra.group(1)!r} in p['project']['optional-dependencies']")
        return [(f"{sys.executable} -c {shlex.quote(check)}", ROOT)]
    raise AssertionError(f"README command of an unknown kind: {cmd!r} (teach this test how to run it)")


def test_the_readme_has_the_commands_a_user_types() -> None:
    assert any(c.startswith("puzzlebench solve") and "--solver-option" in c for c in COMMANDS)
    assert "make run" in COMMANDS and "make test" in COMMANDS
    assert any(c.startswith("make run EXPERIMENT=grid") for c in COMMANDS)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[tuple[str, subprocess.CompletedProcess[str]]]]:
    def scratch() -> Path:  # one per command: Snakemake dry runs lock their directory
        d = tmp_path_factory.mktemp("readme")
        (d / "instances").symlink_to(ROOT / "instances")
        (d / "config").symlink_to(ROOT / "config")  # a bare snakemake reads config/config.yaml here
        return d

    plans = {cmd: _plan(cmd, scratch()) for cmd in COMMANDS}

    def run_all(cmd: str) -> list[tuple[str, subprocess.CompletedProcess[str]]]:
        return [(step, _run(step, cwd)) for step, cwd in plans[cmd]]

    with ThreadPoolExecutor(max_workers=3) as pool:
        return dict(zip(COMMANDS, pool.map(run_all, COMMANDS), strict=True))


@pytest.mark.slow
@pytest.mark.parametrize("cmd", COMMANDS)
def test_readme_command_runs_as_written(outcomes: dict, cmd: str) -> None:
    for step, res in outcomes[cmd]:
        assert res.returncode == 0, f"{step}\n{res.stdout[-1500:]}\n{res.stderr[-1500:]}"
        assert "Traceback" not in res.stderr, step
