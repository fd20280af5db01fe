"""A Galaxies generation (a Troix one with ``--min-open``) killed at random moments and run again resumes from its checkpoint
to the very bytes of an uninterrupted run; a checkpoint of another generation is refused in
one line (puzzlebench/engine/generate/checkpoint.py); the Troix hard passes of algorithms 6,
7 and 8 stopped mid-pass resume to the same bytes too."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from puzzlebench.engine.generate import checkpoint as cp
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.scripts import cli

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
ARGS = ["generate", "galaxies", "--rows", "20", "--cols", "20", "--seed", "1", "--min-open", "0.34", "-q"]
TROIX = ["generate", "troix", "--rows", "24", "--cols", "24", "--seed", "1", "--min-open", "0.34", "-q"]


def _generate(out: Path, args: list[str] = ARGS, **kw) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "puzzlebench.scripts.cli", *args, "-o", str(out)], env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True, **kw)


@pytest.mark.slow
@pytest.mark.parametrize("args", [ARGS, TROIX], ids=["galaxies", "troix"])
def test_a_killed_generation_resumes_to_the_same_bytes(tmp_path: Path, args: list[str]) -> None:
    t0 = time.monotonic()
    whole = _generate(tmp_path / "whole.json", args)
    assert whole.wait(300) == 0, whole.communicate()[1]
    took = time.monotonic() - t0  # the kills come within it, at this machine's speed now
    reference = (tmp_path / "whole.json").read_bytes()
    rng = random.Random(7)
    resumed_from_checkpoint = 0
    for trial, sig in enumerate([signal.SIGKILL, signal.SIGKILL, signal.SIGINT, signal.SIGKILL]):
        out = tmp_path / f"t{trial}.json"
        saved = tmp_path / f".t{trial}.json.checkpoint"
        for _ in range(3):  # up to three kills in a row, each at a random moment
            proc = _generate(out, args)
            time.sleep(rng.uniform(0.4, 0.9) * took)
            os.killpg(proc.pid, sig)
            proc.communicate(timeout=60)
            if out.exists():
                break
            resumed_from_checkpoint += saved.exists()
        proc = _generate(out, args)
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        assert out.read_bytes() == reference, f"trial {trial} ({sig.name}): other bytes after resuming"
        assert not saved.exists()  # removed once the puzzle is written
    # the kills came mid-generation, not only at start-up (a loaded machine starts slower)
    assert resumed_from_checkpoint >= 2, f"only {resumed_from_checkpoint} kills after a checkpoint"


def test_a_foreign_checkpoint_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cp.save(tmp_path / ".x.json.checkpoint", "another generation", {"state": 1})
    assert cli.main([*ARGS, "-o", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "checkpoint of another generation" in err
    (tmp_path / ".x.json.checkpoint").write_bytes(b"not a pickle")
    assert cli.main([*ARGS, "-o", str(tmp_path / "x.json")]) == 2
    assert "not a checkpoint" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


class _Stop(Exception):
    pass


@pytest.mark.parametrize("after", [1, 2])
@pytest.mark.parametrize("hard_pass", [{"in_order": True}, {"requeue": True}, {"escalate": True}],
                         ids=["algorithm-6", "algorithm-7", "algorithm-8"])
def test_a_troix_hard_pass_stopped_mid_way_resumes_to_the_same_bytes(tmp_path: Path, after: int,
                                                                     hard_pass: dict[str, bool]) -> None:
    from puzzlebench.engine.generate.troix import generate_troix
    from puzzlebench.instances.formats import canonical

    whole = canonical.dumps(generate_troix(15, 15, 1, min_open=0.34, certify=False, **hard_pass))
    saved = tmp_path / ".p.checkpoint"
    seen: list[int] = []

    def stop(progress) -> None:
        if str(progress.phase) == "hard pass":
            seen.append(1)
            if len(seen) == after:
                raise _Stop

    with pytest.raises(_Stop):
        generate_troix(15, 15, 1, min_open=0.34, certify=False, checkpoint=saved, progress=stop, **hard_pass)
    doc = json.loads(saved.read_text())  # JSON, no pickle: a part-way build can be committed
    damaged = tmp_path / ".damaged.checkpoint"
    damaged.write_text(json.dumps({**doc, "state": {**doc["state"], "rng": "?"}}))
    with pytest.raises(PuzzleInputError, match="not a checkpoint this version can read"):
        generate_troix(15, 15, 1, min_open=0.34, certify=False, checkpoint=damaged, **hard_pass)
    assert canonical.dumps(generate_troix(15, 15, 1, min_open=0.34, certify=False, checkpoint=saved,
                                          **hard_pass)) == whole
