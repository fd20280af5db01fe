"""The committed-set builder stopped at random moments (Ctrl-C, SIGTERM, SIGKILL) and run
again: the set is byte for byte an uninterrupted build's, and no instance finished before
the stop is made again (scripts/build_journal.py), nor its second uniqueness route run again.
The measurement file (generation.csv: seconds and loads, never the same twice) is left out
of the byte comparison; it holds a whole row for every generation."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scripts.build_journal import NAME, Journal, JournalError
from scripts.generation_log import FIELDS as MEASURED
from scripts.generation_log import NAME as MEASUREMENTS

ROOT = Path(__file__).resolve().parents[1]
BUILD = [sys.executable, "-m", "scripts.committed_sets", "--set", "smoke", "--out"]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def _build(out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*BUILD, str(out)], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=300)


def _texts(folder: Path) -> dict[str, bytes]:
    """Every file of a build but the measurement file."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != MEASUREMENTS}


def _measured(folder: Path) -> list[str]:
    """The files of the measurement file's rows (each row whole: every column filled)."""
    lines = (folder / MEASUREMENTS).read_text().splitlines()
    assert lines[0] == ",".join(MEASURED)
    rows = [line.split(",") for line in lines[1:]]
    assert all(len(r) == len(MEASURED) and all(r[:6]) for r in rows), lines
    return [r[0] for r in rows]


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The uninterrupted build's files."""
    out = tmp_path_factory.mktemp("whole")
    done = _build(out)
    assert done.returncode == 0, done.stderr
    texts = _texts(out)
    assert NAME not in texts and "manifest.csv" in texts and len(texts) == 7
    assert sorted(_measured(out)) == sorted(t for t in texts if t.endswith(".json"))  # one row per puzzle made
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL], ids=lambda s: s.name)
def test_a_stopped_build_resumes_to_the_same_set(tmp_path: Path, reference: dict[str, bytes],
                                                 sig: signal.Signals) -> None:
    texts = reference
    rng = random.Random(sig.value)
    for trial in range(2):
        out = tmp_path / str(trial)
        proc = subprocess.Popen([*BUILD, str(out)], cwd=ROOT, env=ENV, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True)
        after = rng.randint(1, 4)  # stop after this many instances, and a random moment more
        assert proc.stderr is not None
        seen = [proc.stderr.readline() for _ in range(after)]
        assert seen[-1].startswith(f"[{after}/6]"), seen
        time.sleep(rng.uniform(0.0, 0.3))
        os.killpg(proc.pid, sig)
        out_text, err = proc.communicate(timeout=60)
        err = "".join(seen) + err
        finished = "wrote 6 puzzles" in out_text  # the stop came as Python shut down
        if sig != signal.SIGKILL and not finished:
            assert proc.returncode == 128 + sig.value, err
            assert "the same command goes on from the next one" in err and "Traceback" not in err
        journal = out / NAME
        kept = {}
        if journal.exists():
            finished = Journal.open(out, _key())
            kept = {rel: (out / rel).stat().st_mtime_ns for rel in finished.done if finished.finished(rel)}
        resumed = _build(out)
        assert resumed.returncode == 0, resumed.stderr
        assert _texts(out) == texts  # byte for byte, and the journal is gone
        for rel, mtime in kept.items():
            assert (out / rel).stat().st_mtime_ns == mtime, f"{rel} was made again"
        assert resumed.stderr.count("finished before, kept") == len(kept)
        assert all("second route" not in line for line in resumed.stderr.splitlines() if "kept" in line)
        made = _measured(out)  # every puzzle made has a row; one made twice (a stop between) has two
        assert set(made) == {t for t in texts if t.endswith(".json")}
        assert not set(kept) & set(made[len(made) - (6 - len(kept)):])  # the resumed build's rows: none kept
        assert finished or len(kept) >= after  # every instance finished before the stop is kept


def _key() -> str:
    from scripts.committed_sets import build_key

    return build_key("smoke", None)


def test_a_foreign_journal_is_refused_in_one_line(tmp_path: Path) -> None:
    (tmp_path / NAME).write_text('{"format": 1, "key": "another build", "done": {}}')
    done = _build(tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "journal of another build" in done.stderr
    assert not (tmp_path / "troix").exists()  # nothing made
    (tmp_path / NAME).write_text("{not json")
    with pytest.raises(JournalError, match="unreadable"):
        Journal.open(tmp_path, "k")


def test_a_finished_file_that_changed_is_made_again(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path, "k")
    (tmp_path / "a.json").write_text("one")
    journal.record("a.json", "one")
    assert Journal.open(tmp_path, "k").finished("a.json") == "one"
    (tmp_path / "a.json").write_text("on")  # cut short
    assert Journal.open(tmp_path, "k").finished("a.json") is None


@pytest.mark.slow
def test_a_puzzle_the_generator_gives_up_on_is_one_line_and_the_rest_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A certificate out of time (a Troix 60x60 under load, 2026-12-04) ended the build with a
    traceback; now it is one line, exit 1, and what was finished stays for the next call."""
    from puzzlebench.engine.generate import troix
    from puzzlebench.engine.generate.common import GenerationFailed
    from scripts import committed_sets

    real = troix.generate_troix

    def gives_up_on_seed_2(rows: int, cols: int, seed: int, **kw: object) -> object:
        if seed == 2:
            raise GenerationFailed(f"troix-{rows}x{cols}-s2: certificate says unknown: time limit 3600 s reached")
        return real(rows, cols, seed, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(troix, "generate_troix", gives_up_on_seed_2)
    assert committed_sets.main(["--set", "smoke", "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[-1].startswith("committed_sets: not made: troix-12x12-s2: certificate says unknown")
    assert "Traceback" not in "\n".join(err)
    assert (tmp_path / "troix" / "troix-12x12-s1.json").exists()  # seed 1, finished, is kept
    assert not (tmp_path / "troix" / "troix-12x12-s2.json").exists()


def test_a_bug_in_a_generator_is_not_taken_for_giving_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the generators' own way of giving up is one line; any other error keeps its
    traceback, so a bug is not reported as a seed to skip."""
    from puzzlebench.engine.generate import troix
    from scripts import committed_sets

    def broken(*args: object, **kw: object) -> object:
        raise RuntimeError("generated an invalid solution: row 1 has XXX")

    monkeypatch.setattr(troix, "generate_troix", broken)
    with pytest.raises(RuntimeError, match="invalid solution"):
        committed_sets.make_one("troix", 12, 12, 1, {})


def test_a_checkpoint_half_written_by_a_killed_build_is_removed(tmp_path: Path) -> None:
    """SIGKILL can land while a generation writes its checkpoint: the temporary file it
    leaves (``..<file>.checkpoint.<random>.tmp``) is the build's to remove on its next call,
    as the instances' own temporaries are."""
    from puzzlebench.instances.files import TEMPORARY_SUFFIX, temporary_prefix
    from scripts.committed_sets import checkpoint_of, rel_of, specs

    rel = rel_of(*next(iter(specs("smoke"))))
    left = checkpoint_of(tmp_path / rel)
    left.parent.mkdir(parents=True)
    stale = left.parent / f"{temporary_prefix(left)}dbfb1fafed{TEMPORARY_SUFFIX}"
    stale.write_bytes(b"")
    unrelated = left.parent / f".someone-else.json.dbfb1fafed{TEMPORARY_SUFFIX}"
    unrelated.write_bytes(b"")
    done = _build(tmp_path)
    assert done.returncode == 0, done.stderr
    assert not stale.exists() and unrelated.exists()
