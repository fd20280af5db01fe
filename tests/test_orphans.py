"""Every child dies with the harness: after SIGKILL, SIGTERM (and SIGHUP, Ctrl-C) of
``puzzlebench solve`` or of the Snakemake group while CBC (through PuLP and through
Pyomo), glpsol (both layers) or sgt solve, no process of the harness is left 3 s later;
nothing is left in its temporary folder; SIGTERM at the solve and aggregate stages exits
143, leaves no temporary file and keeps every record finished before it (none lost,
none doubled on resume); a solver that ignores its limit is killed at limit + grace, and
a grandchild that left its worker's process group goes with the worker.

The harness's processes are found by an environment marker each test sets (every child
inherits it) under /proc: the test's own solve processes, their workers and guards, and
the solver binaries. The instance that keeps the solvers busy is an empty 60x60 Troix
(CBC ignores its limit there); sgt is a fake binary that sleeps.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from pipeline_helpers import ROOT, SNAKEMAKE, skip_if_ignored, snakemake, tiny_config

from puzzlebench.engine.baselines import sgt_tool
from puzzlebench.engine.run import children, interrupts
from scripts.stale_lock import clear_stale_lock

EMPTY = "tests/data/orphans/troix-60x60-empty.json"  # relative: also a committed set's path
G7 = "instances/galaxies/galaxies-7x7-s1.json"
MARK = "PUZZLEBENCH_TEST_MARK"
MIP_SOLVERS = [("pulp", "cbc"), ("pyomo", "cbc"), ("pulp", "glpk"), ("pyomo", "glpk")]
BINARY = {"cbc": "cbc", "glpk": "glpsol"}  # the process name of each solver's binary
AFTER = 3.0  # seconds after the signal by which nothing of the harness may be left

FAKE_SGT = """#!{python}
import os, subprocess, sys, time
if sys.argv[1:2] == ["--version"]:
    print("sgt-galaxies, Version fake-1")
    sys.exit(0)
if os.environ.get("FAKE_SGT_ESCAPE"):  # a grandchild in a session of its own, out of every group
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(1000)"], start_new_session=True)
time.sleep(1000)  # and never answers, whatever its limit
"""


# ---- finding the harness's processes ------------------------------------------------------
def _marked(marker: str) -> dict[int, str]:
    """Live processes (zombies excluded) whose environment holds ``MARK=marker``: pid -> name
    and command line."""
    needle = f"\0{MARK}={marker}\0".encode()
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if needle not in b"\0" + (entry / "environ").read_bytes() + b"\0":
                continue
            if (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                continue
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            found[int(entry.name)] = f"{(entry / 'comm').read_text().strip()}: {cmd[:160]}"
        except OSError:
            continue
    return found


def _solvers(marker: str, fake_sgt: str | None = None) -> list[str]:
    """The solver binaries among the marked processes (CBC, glpsol, a fake sgt solving)."""
    names = tuple(f"{b}:" for b in BINARY.values())
    return [d for d in _marked(marker).values()
            if d.startswith(names) or (fake_sgt is not None and fake_sgt in d and "--version" not in d)]


def _wait_for(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def _kill_marked(marker: str) -> None:
    """A failing test's leftovers (on main: the orphaned solvers) must not outlive it."""
    for pid in _marked(marker):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _fake_sgt(folder: Path) -> Path:
    fake = folder / f"sgt-fake-{uuid.uuid4().hex[:8]}"
    fake.write_text(FAKE_SGT.format(python=sys.executable))
    fake.chmod(0o755)
    return fake


def _environment(tmp_path: Path, marker: str, fake: Path | None = None, **extra: str) -> dict[str, str]:
    """The harness's environment: the marker, a temporary folder of the test's own (where
    PuLP and Pyomo would leave their model files), the fake sgt."""
    scratch = tmp_path / "tmp"
    scratch.mkdir(exist_ok=True)
    env = {**os.environ, MARK: marker, "TMPDIR": str(scratch), "TMP": str(scratch), "TEMP": str(scratch), **extra}
    if fake is not None:
        env[sgt_tool.BINARY_ENV] = str(fake)
    return env


def _leftover_files(*folders: Path) -> list[str]:
    """Files the harness leaves behind: anything in the temporary folder (``folders[0]``;
    but Snakemake's own, which a SIGKILLed Snakemake leaves), ``*.tmp`` anywhere."""
    left = [str(p) for p in folders[0].iterdir() if not p.name.startswith("snakemake")]
    return left + [str(p) for folder in folders[1:] for p in folder.rglob("*.tmp")]


# ---- solve ------------------------------------------------------------------------------------
def _solve_cmd(layer: str, solver: str, out: Path, time_limit: float = 600, grace: float = 30) -> list[str]:
    where = [G7] if layer == "sgt" else [EMPTY, "--variant", "troix/onehot"]
    return [sys.executable, "-m", "puzzlebench.scripts.cli", "solve", *where, "--layer", layer, "--solver", solver,
            "--time-limit", f"{time_limit:g}", "--grace", f"{grace:g}", "-o", str(out)]


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_no_solver_left_after_solve_is_signalled(tmp_path: Path, sig: signal.Signals) -> None:
    """One solve per solver, side by side; each is signalled once its solver binary runs."""
    fake = _fake_sgt(tmp_path)
    cases = [*MIP_SOLVERS, ("sgt", "sgt")]
    markers = {case: f"{uuid.uuid4().hex}-{case[0]}-{case[1]}" for case in cases}
    procs = {}
    try:
        for case, marker in markers.items():
            procs[case] = subprocess.Popen(
                _solve_cmd(*case, tmp_path / f"{case[0]}-{case[1]}.json"), cwd=ROOT,
                env=_environment(tmp_path, marker, fake), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                start_new_session=True)
        for case, proc in procs.items():
            assert _wait_for(lambda m=markers[case], p=proc: bool(_solvers(m, fake.name)) or p.poll() is not None, 240)
            assert proc.poll() is None, f"{case}: solve ended before its solver could be signalled"
            proc.send_signal(sig)
        codes = {case: proc.wait(timeout=60) for case, proc in procs.items()}
        time.sleep(AFTER)
        left = {case: list(_marked(m).values()) for case, m in markers.items() if _marked(m)}
        assert not left, f"left {AFTER:g} s after {sig.name}: {left}"
        expected = -sig if sig == signal.SIGKILL else 128 + sig  # SIGTERM: handled, exit 143
        assert codes == dict.fromkeys(cases, expected)
        if sig == signal.SIGTERM:
            for case, proc in procs.items():
                assert proc.stderr is not None
                assert "terminated by SIGTERM" in proc.stderr.read().decode(), case
        assert not _leftover_files(tmp_path / "tmp", tmp_path)  # solver files, half records
        assert not list(tmp_path.glob("*.json"))  # no record of a run that never finished
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            if proc.stderr is not None:
                proc.stderr.close()
        for marker in markers.values():
            _kill_marked(marker)


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGINT], ids=["SIGHUP", "Ctrl-C"])
def test_hangup_and_ctrl_c_of_solve_kill_the_solver_too(tmp_path: Path, sig: signal.Signals) -> None:
    skip_if_ignored(sig)
    marker = uuid.uuid4().hex
    proc = subprocess.Popen(_solve_cmd("pulp", "cbc", tmp_path / "run.json"), cwd=ROOT,
                            env=_environment(tmp_path, marker), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        assert _wait_for(lambda: bool(_solvers(marker)) or proc.poll() is not None, 240)
        proc.send_signal(sig)
        assert proc.wait(timeout=60) == 128 + sig  # 129 hang-up, 130 Ctrl-C
        assert _wait_for(lambda: not _marked(marker), AFTER), _marked(marker)
        assert not _leftover_files(tmp_path / "tmp", tmp_path)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        _kill_marked(marker)


@pytest.mark.slow
def test_a_solver_ignoring_its_limit_is_killed_at_limit_plus_grace(tmp_path: Path) -> None:
    """CBC (through PuLP) on the empty 60x60 Troix does not stop at 1 s: its worker's group
    is killed at 1 + 2 s (from the request; the model is built within it)."""
    marker = uuid.uuid4().hex
    t0 = time.monotonic()
    proc = subprocess.run([*_solve_cmd("pulp", "cbc", tmp_path / "run.json", time_limit=1, grace=2), "--json"],
                          cwd=ROOT, env=_environment(tmp_path, marker), capture_output=True, text=True, timeout=180)
    wall = time.monotonic() - t0
    try:
        assert proc.returncode == 3 and "killed from outside" in proc.stdout, proc.stdout[-2000:] + proc.stderr[-2000:]
        assert wall < 1 + 2 + 60, wall  # start-up and imports on a loaded machine on top
        assert _wait_for(lambda: not _marked(marker), AFTER), _marked(marker)
        assert not _leftover_files(tmp_path / "tmp")
    finally:
        _kill_marked(marker)


@pytest.mark.slow
def test_a_grandchild_in_its_own_session_is_killed_at_limit_plus_grace(tmp_path: Path) -> None:
    """sgt starts a process in a session of its own (out of every process group) and both
    ignore the limit: sgt is killed at its limit, but the grandchild holds sgt's output
    pipe open, so the worker waits on until limit + grace, when its group is killed and
    its guard kills the grandchild (found by the worker's token in its environment)."""
    marker = uuid.uuid4().hex
    fake = _fake_sgt(tmp_path)
    proc = subprocess.run([*_solve_cmd("sgt", "sgt", tmp_path / "run.json", time_limit=1, grace=2), "--json"],
                          cwd=ROOT, env=_environment(tmp_path, marker, fake, FAKE_SGT_ESCAPE="1"),
                          capture_output=True, text=True, timeout=180)
    try:
        assert proc.returncode == 3 and "killed from outside" in proc.stdout, proc.stdout + proc.stderr
        assert _wait_for(lambda: not _marked(marker), AFTER), _marked(marker)
        assert not _leftover_files(tmp_path / "tmp")
    finally:
        _kill_marked(marker)


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_no_cbc_left_after_unique_is_signalled(tmp_path: Path, sig: signal.Signals) -> None:
    """``unique`` solves in its own process: PuLP's CBC is its child, with no worker between."""
    marker = uuid.uuid4().hex
    proc = subprocess.Popen([sys.executable, "-m", "puzzlebench.scripts.cli", "unique", EMPTY, "--layer", "pulp",
                             "--solver", "cbc", "--time-limit", "600"], cwd=ROOT, env=_environment(tmp_path, marker),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        assert _wait_for(lambda: bool(_solvers(marker)) or proc.poll() is not None, 240)
        proc.send_signal(sig)
        assert proc.wait(timeout=60) == (-sig if sig == signal.SIGKILL else 128 + sig)
        assert _wait_for(lambda: not _marked(marker), AFTER), _marked(marker)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        _kill_marked(marker)


STUCK = """
import sys
from ortools.sat.python import cp_model
from puzzlebench.engine.run.interrupts import signals_raise
n = 16  # n + 1 pigeons in n holes, symmetry off: CP-SAT does not finish in minutes
m = cp_model.CpModel()
x = [[m.NewBoolVar("") for _ in range(n)] for _ in range(n + 1)]
for p in range(n + 1):
    m.AddBoolOr(x[p])
for h in range(n):
    m.AddAtMostOne(x[p][h] for p in range(n + 1))
s = cp_model.CpSolver()
s.parameters.max_time_in_seconds, s.parameters.num_workers, s.parameters.symmetry_level = 600, 1, 0
with signals_raise():
    print("solving", flush=True)
    s.Solve(m)
"""


@pytest.mark.slow
def test_sigterm_in_a_long_c_call_still_ends_the_process() -> None:
    """Python runs a signal handler only between bytecodes: inside CP-SAT's solve it would
    wait for the whole limit; the watcher ends the process after STUCK_GRACE instead."""
    proc = subprocess.Popen([sys.executable, "-c", STUCK], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == b"solving\n"
        time.sleep(0.5)
        t0 = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 143
        assert time.monotonic() - t0 < interrupts.STUCK_GRACE + 5
        assert proc.stderr is not None and b"in the middle of a long call" in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


# ---- the Snakemake group ----------------------------------------------------------------------
def _busy_experiment(tmp_path: Path) -> Path:
    """Every solver at once: one shard per (layer, solver) on the empty 60x60 Troix, sgt on a 7x7."""
    sets = [{"name": "empty", "source": "committed", "path": EMPTY, "puzzle": "troix"},
            {"name": "gal", "source": "committed", "path": G7, "puzzle": "galaxies"}]
    solvers = [{"layer": layer, "solver": solver} for layer, solver in MIP_SOLVERS] + [{"layer": "sgt", "solver": "sgt"}]
    return tiny_config(tmp_path, instance_sets=sets, variants=[{"variant": "troix/onehot"}], solvers=solvers,
                       shards=2, formulate=False, time_limit=600)


@pytest.mark.slow
def test_no_solver_left_after_the_snakemake_group_is_signalled(tmp_path: Path) -> None:
    """SIGKILL of the group with every solver running, then (the resumed pipeline, every
    solver running again) SIGTERM of the group."""
    marker = uuid.uuid4().hex
    fake = _fake_sgt(tmp_path)
    config = _busy_experiment(tmp_path)
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile", str(config),
           "--cores", "6", "results/tiny/runs.csv"]
    results = tmp_path / "results" / "tiny"
    want = len(MIP_SOLVERS) + 1  # two CBC, two glpsol, one sgt: each in its own shard's worker
    for sig in (signal.SIGKILL, signal.SIGTERM):
        proc = subprocess.Popen(cmd, cwd=tmp_path, env=_environment(tmp_path, marker, fake),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            assert _wait_for(lambda p=proc: len(_solvers(marker, fake.name)) >= want or p.poll() is not None, 420), \
                f"the solvers never all ran: {_solvers(marker, fake.name)}"
            assert proc.poll() is None
            os.killpg(proc.pid, sig)
            proc.wait(timeout=60)
            assert _wait_for(lambda: not _marked(marker), AFTER), f"left after {sig.name}: {_marked(marker)}"
            assert not _leftover_files(tmp_path / "tmp", results)
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            _kill_marked(marker)
        if sig == signal.SIGKILL:
            assert clear_stale_lock(tmp_path)[0]
    logs = [p.read_text() for p in (results / "logs" / "solve").glob("*.log")]
    assert sum("interrupted by SIGTERM" in text for text in logs) >= want, logs


# ---- SIGTERM at a stage: exit 143, no temporary file, every finished record kept ----------------
# Holds the rename of a chosen atomic write (the temporary file complete, the target not yet
# there) for a minute, after the first ``PB_STALL_AFTER`` of them: the moment a signal used to
# leave the temporary file behind.
STALL = '''
import fnmatch, os, time
_pattern, _after = os.environ.get("PB_STALL_RENAME"), int(os.environ.get("PB_STALL_AFTER", "0"))
if _pattern:
    _replace, _seen = os.replace, [0]
    def _stalling(src, dst, *args, **kwargs):
        if fnmatch.fnmatch(os.fspath(dst), _pattern) and os.path.basename(os.fspath(src)).endswith(".tmp"):
            _seen[0] += 1
            if _seen[0] > _after:
                time.sleep(60)
        return _replace(src, dst, *args, **kwargs)
    os.replace = _stalling
'''


def _step_process(marker: str, step: str) -> int | None:
    """The pid of the pipeline step running ``workflow/steps/<step>.py`` (its rule's shell
    command, ``python workflow/steps/<step>.py <step> '<job>' <log>``; not the shell)."""
    for pid, desc in _marked(marker).items():
        if f"/workflow/steps/{step}.py {step} " in desc and not desc.startswith(("bash:", "sh:")):
            return pid
    return None


@pytest.mark.slow
@pytest.mark.parametrize("stage", ["solve", "aggregate"])
def test_sigterm_at_a_stage_exits_143_keeps_records_and_leaves_no_temporary(tmp_path: Path, stage: str) -> None:
    marker = uuid.uuid4().hex
    sets = [{"name": "tro", "source": "committed", "path": "instances/troix", "puzzle": "troix", "limit": 4}]
    config = tiny_config(tmp_path, instance_sets=sets, variants=[{"variant": "troix/onehot"}],
                         solvers=[{"layer": "ortools", "solver": "cpsat"}], formulate=False)
    results = tmp_path.resolve() / "results" / "tiny"
    runs = results / "runs"
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(STALL)
    # the third record (two are written before it), or the parquet table (records all there)
    target, after = ("*/runs/*.json", 2) if stage == "solve" else ("*/runs.parquet", 0)
    env = _environment(tmp_path, marker, PYTHONPATH=os.pathsep.join([str(hook), os.environ.get("PYTHONPATH", "")]),
                       PB_STALL_RENAME=target, PB_STALL_AFTER=str(after))
    if stage == "aggregate":  # the records first, without the stall
        snakemake(tmp_path, config, "--cores", "1", "results/tiny/solve/ortools.0.json")
    before = {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")}
    cmd = [*SNAKEMAKE, "-s", str(ROOT / "Snakefile"), "-d", str(tmp_path), "--configfile", str(config),
           "--cores", "1", "results/tiny/runs.csv"]
    proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        folder, stalled = (runs, ".*.json.*.tmp") if stage == "solve" else (results, ".runs.parquet.*.tmp")
        assert _wait_for(lambda: any(folder.glob(stalled)) or proc.poll() is not None, 240)
        step = _step_process(marker, stage)
        assert step is not None and proc.poll() is None, _marked(marker)
        if stage == "solve":
            before = {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")}
            assert len(before) == after  # the runs finished before the signal
        os.kill(step, signal.SIGTERM)
        out, _ = proc.communicate(timeout=120)
        text = out.decode(errors="replace")
        assert not list(results.rglob("*.tmp")), list(results.rglob("*.tmp"))
        assert "exit status 143" in text, text[-3000:]  # Snakemake names the step's exit code
        log = results / "logs" / ("aggregate.log" if stage == "aggregate" else "solve/ortools.0.log")
        assert "interrupted by SIGTERM" in log.read_text()
        assert {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")} == before  # kept, none half written
        assert _wait_for(lambda: not _marked(marker), AFTER), _marked(marker)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        _kill_marked(marker)
    # resume: every run once, those finished before the signal not run again
    assert clear_stale_lock(tmp_path)[0]
    snakemake(tmp_path, config, "--cores", "1", "results/tiny/runs.csv")
    df = pd.read_csv(results / "runs.csv")
    assert len(df) == 4 and not df.duplicated(["instance", "label", "layer", "solver", "repeat"]).any()
    assert set(df["status"]) == {"solved"}
    after_resume = {p.name: p.stat().st_mtime_ns for p in runs.glob("*.json")}
    assert all(after_resume[name] == mtime for name, mtime in before.items())
    assert not list(results.rglob("*.tmp"))


# ---- the pieces (fast) ------------------------------------------------------------------------
def test_sigterm_and_sighup_raise_terminated_and_handlers_come_back() -> None:
    before = signal.getsignal(signal.SIGTERM)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        with pytest.raises(interrupts.Terminated) as caught, interrupts.signals_raise():
            os.kill(os.getpid(), sig)
            time.sleep(5)  # the handler raises before this ends
        assert caught.value.signum == sig and interrupts.exit_code(caught.value) == 128 + sig
        # after a signal the handlers ignore a second one (the cleanup must finish) ...
        os.kill(os.getpid(), sig)
        signal.signal(signal.SIGTERM, before)
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
    with interrupts.signals_raise():  # ... and a block that ends normally gives them back
        pass
    assert signal.getsignal(signal.SIGTERM) is before
    assert interrupts.exit_code(KeyboardInterrupt()) == 130


def test_an_ignored_signal_stays_ignored() -> None:
    """``nohup`` ignores SIGHUP: the harness must not turn it back on."""
    old = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with interrupts.signals_raise():
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
            os.kill(os.getpid(), signal.SIGHUP)  # nothing happens
    finally:
        signal.signal(signal.SIGHUP, old)


def test_kill_leftovers_kills_the_group_and_what_carries_the_token() -> None:
    """The group (a worker's solvers) and, by the token in its environment, a process that
    left it for a session of its own."""
    token = uuid.uuid4().hex
    env = {**os.environ, children.TOKEN_ENV: token}
    sleep = [sys.executable, "-c", "import time; time.sleep(60)"]
    in_group = subprocess.Popen(sleep, start_new_session=True)  # no token: found by its group
    escaped = subprocess.Popen(sleep, env=env, start_new_session=True)
    try:
        assert _wait_for(lambda: escaped.pid in children._marked_with(children.TOKEN_ENV, token), 10)
        children.kill_leftovers(in_group.pid, children.TOKEN_ENV, token)
        assert in_group.wait(timeout=10) == escaped.wait(timeout=10) == -signal.SIGKILL
    finally:
        for proc in (in_group, escaped):
            if proc.poll() is None:
                proc.kill()
                proc.wait()
