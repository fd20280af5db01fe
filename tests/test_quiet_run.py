"""``make run``'s quiet terminal (scripts.quiet_run): Snakemake's lines into a log, problems
and a closing block on the screen, the exit code passed on; and the smoothed ETA
(puzzlebench.engine.run.ticker.SmoothedEta) that does not swing."""

from __future__ import annotations

import io
import json
import sys
import textwrap
from pathlib import Path

import pytest

from puzzlebench.engine.run.ticker import SmoothedEta
from scripts import quiet_run

JOB_DUMP = """\
localrule solve:
    input: results/x/plan/a.0.json
    output: results/x/solve/a.0.json
    log: results/x/logs/solve/a.0.log
    jobid: 7
    reason: Missing output files: results/x/solve/a.0.json
    resources: tmpdir=/tmp
"""


def _fake_snakemake(tmp: Path, lines: list[str], code: int = 0) -> list[str]:
    script = tmp / "fake.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        for line in {lines!r}:
            print(line, flush=True)
        sys.exit({code})
    """))
    return [sys.executable, str(script)]


def _findings(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "findings.json").write_text(json.dumps({"runs": 40, "licence_limited": {"a": 2}, "puzzles": {
        "galaxies": {"claim": {"verdict": "tied", "leader": "cuts / native/highs", "indistinguishable": ["a", "b"]}},
        "troix": {"claim": {"verdict": "winner", "leader": "onehot / native/highs", "runner_up": "pysat",
                            "runner_up_speedup": {"median": 1.5}}}}}))
    (folder / "report.html").write_text("<html></html>")


def test_job_dumps_go_to_the_log_and_the_screen_gets_problems_and_the_closing_block(tmp_path: Path) -> None:
    folder = tmp_path / "results" / "x"
    _findings(folder)
    lines = [*(JOB_DUMP * 30).splitlines(), "[solve a.0] 3/64 runs (error 1), ETA 0:10; all shards: 3/64 recorded",
             "1 of 3 steps (33%) done", "solve a.1: error: a bad set spec", "3 of 3 steps (100%) done"]
    err = io.StringIO()
    code = quiet_run.run(_fake_snakemake(tmp_path, lines), folder, err=err)
    shown = err.getvalue().splitlines()
    assert code == 0
    assert (folder / "logs" / "snakemake.log").read_text().splitlines() == lines  # every line, in order
    assert "solve a.1: error: a bad set spec" in shown
    assert not any("localrule" in s or "resources:" in s or s.startswith("[solve") for s in shown)
    assert len(shown) <= 12, shown
    assert shown[-7].startswith("puzzlebench: x done in ")
    assert "  runs      40 (2 refused by a size-limited licence)" in shown
    assert "  verdict   galaxies: no winner, 2 tie (cuts / native/highs first)" in shown
    assert "  verdict   troix: onehot / native/highs wins, 1.50x faster per instance than pysat" in shown
    assert any(s.startswith("  report    ") and s.endswith("report.html") for s in shown)
    assert shown[-1].startswith("  log       ") and shown[-1].endswith("snakemake.log")


def test_a_failed_run_passes_its_code_on_and_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "results" / "y"
    err = io.StringIO()
    code = quiet_run.run(_fake_snakemake(tmp_path, ["Exiting because a job execution failed."], code=1),
                         folder, err=err)
    shown = err.getvalue().splitlines()
    assert code == 1
    assert shown[0] == "Exiting because a job execution failed."
    assert "stopped after" in shown[1] and "exit 1" in shown[1] and not any("verdict" in s for s in shown)


def test_progress_lines_are_read() -> None:
    s = quiet_run.State()
    assert s.read("12 of 51 steps (24%) done") and (s.steps, s.steps_total) == (12, 51)
    before = s.share
    assert s.read("[solve p.0] 0/64 runs, ETA ?; all shards: 0/1008 recorded, ETA ?")
    assert s.share == pytest.approx(before)  # no jump when the solve stage starts
    assert s.read("[solve p.1] 5/64 runs (solved 5), ETA 0:03; all shards: 504/1008 recorded, ETA 1:00")
    assert (s.runs, s.runs_total) == (504, 1008)
    assert s.share == pytest.approx(before + (1 - before) * 0.25)
    assert s.read("51 of 51 steps (100%) done") and s.read("all shards: 1008/1008 recorded")
    assert s.share == pytest.approx(1.0)
    assert not s.read("    resources: tmpdir=/tmp")


def test_the_eta_waits_for_data_and_moves_smoothly() -> None:
    now = [0.0]
    eta = SmoothedEta(clock=lambda: now[0])
    now[0] = 5.0
    assert eta.update(0.5) is None  # too early: under warmup_s
    now[0] = 12.0
    assert eta.update(0.01) is None  # too little done
    first = eta.update(0.2)
    assert first == pytest.approx(48.0)  # 12 s for a fifth: 48 s to go
    now[0] = 13.0
    jumped = eta.update(0.6)  # a burst: the raw estimate falls to ~8.7 s
    assert jumped is not None and 8.7 < jumped < first - 1.0 and jumped > 30  # moved towards it, not onto it


def test_sigterm_to_the_launcher_stops_snakemake_and_leaves_nothing_running(tmp_path: Path) -> None:
    """SIGTERM sent to the launcher reaches Snakemake (here a stand-in that writes its pid and
    sleeps); the launcher waits for it and exits 128 + 15, with the closing block."""
    import os
    import signal
    import subprocess
    import time

    from puzzlebench.engine.run.children import python_env

    pid_file = tmp_path / "child.pid"
    child = tmp_path / "child.py"
    child.write_text(f"import os, time\nopen({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
                     "print('1 of 4 steps (25%) done', flush=True)\ntime.sleep(60)\n")
    code = (f"import sys, pathlib\nfrom scripts import quiet_run\n"
            f"sys.exit(quiet_run.run([sys.executable, {str(child)!r}], pathlib.Path({str(tmp_path / 'r')!r})))\n")
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=root, env=python_env(), stderr=subprocess.PIPE,
                            text=True)
    deadline = time.monotonic() + 30
    while not pid_file.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert "stopped after" in err and "exit 143" in err
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid_file.read_text()), 0)


def test_ctrl_c_while_snakemake_is_being_started_is_passed_on_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Ctrl-C that lands while the launcher is starting Snakemake (inside ``Popen``, the
    window CI once hit: a KeyboardInterrupt out of the fork) is noted, passed on to Snakemake
    once it exists, and the launcher exits 130 without waiting for a whole run."""
    import os
    import signal
    import subprocess
    import time

    real = subprocess.Popen

    def popen_after_ctrl_c(*args: object, **kwargs: object) -> subprocess.Popen[str]:
        os.kill(os.getpid(), signal.SIGINT)  # the terminal's Ctrl-C, delivered right here
        return real(*args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(quiet_run.subprocess, "Popen", popen_after_ctrl_c)
    before = signal.getsignal(signal.SIGINT)
    err = io.StringIO()
    t0 = time.monotonic()
    code = quiet_run.run([sys.executable, "-c", "import time; time.sleep(60)"], tmp_path / "r", err=err)
    assert code == 130, err.getvalue()
    assert time.monotonic() - t0 < 20
    assert "exit 130" in err.getvalue()
    assert signal.getsignal(signal.SIGINT) is before  # the launcher's handlers are gone again
