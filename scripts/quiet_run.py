"""``make run``'s terminal: Snakemake's output into a log, one progress display on the screen,
a closing block at the end.

Snakemake prints a dump of every job (rule, input, output, log, wildcards, resources,
reason: about 900 of the 1,082 lines of a smoke run) and each step echoes its own progress;
on a terminal that drowns the one thing a user watches. So :func:`run` starts Snakemake
with its stdout and stderr on a pipe, copies every line into ``<results>/NAME/logs/snakemake.log``
and shows:

* one progress display (``rich``): steps done of all, runs recorded of all (the solve
  shards' ``all shards: k/n recorded``), elapsed time and a smoothed ETA
  (:class:`puzzlebench.engine.run.ticker.SmoothedEta`); where stderr is no terminal, a
  plain line at most every :data:`PLAIN_EVERY` seconds instead;
* every line that reports a problem (:data:`SHOWN`: errors, failed jobs, interrupts,
  missing files, a lock), as it comes;
* at the end, the closing block (:func:`closing`): the findings' verdict per puzzle, the
  runs, the wall time, where the report, the findings and the log are.

``--verbose`` (``make run VERBOSE=1``) shows Snakemake's own output instead, unfiltered.
Ctrl-C reaches Snakemake from the terminal (same process group) and it stops its jobs;
SIGTERM and SIGHUP sent to this launcher are passed on to Snakemake; either way this
waits for Snakemake and exits as a shell reports a signal, 128 + the signal (130 for
Ctrl-C), when Snakemake stopped because of it, else with Snakemake's own code."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn

from puzzlebench.engine.run.ticker import SmoothedEta, clock_text

STEPS = re.compile(r"^(\d+) of (\d+) steps \(\d+%\) done")
RUNS = re.compile(r"all shards: (\d+)/(\d+) recorded")
SHOWN = re.compile(r"error|Error|exception|Exception|Traceback|failed|interrupted|Terminating|Exiting|"
                   r"MissingInput|IncompleteFilesException|LockException|Directory cannot be locked|"
                   r"Nothing to be done|refused", re.IGNORECASE)
"""Snakemake's and the steps' lines that reach the terminal: what went wrong (and that there
was nothing to do). Everything else is in the log."""
PLAIN_EVERY = 20.0
"""Seconds between two progress lines when stderr is no terminal."""


@dataclass
class State:
    """What the display shows, from Snakemake's lines."""

    steps: int = 0
    steps_total: int = 0
    runs: int = 0
    runs_total: int = 0
    base: tuple[float, int] | None = None
    """The share done and the steps done when the first runs line came (the solve stage)."""

    def read(self, line: str) -> bool:
        """Take one line; True when it changed the progress."""
        if m := STEPS.search(line):
            self.steps, self.steps_total = int(m.group(1)), int(m.group(2))
            return True
        if m := RUNS.search(line):
            if self.base is None:
                self.base = (self.share, self.steps)
            self.runs, self.runs_total = max(self.runs, int(m.group(1))), int(m.group(2))
            return True
        return False

    @property
    def share(self) -> float:
        """The share done: the steps' share until the solve stage says its size; from
        then on, of what was left, half the remaining steps and half the runs (the runs are
        most of the time, the steps all of the rest): continuous where it switches, so the
        ETA does not jump when the solve stage starts."""
        steps = self.steps / self.steps_total if self.steps_total else 0.0
        if not self.runs_total or self.base is None:
            return steps
        share0, steps0 = self.base
        left = max(self.steps_total - steps0, 1)
        return share0 + (1 - share0) * (0.5 * (self.steps - steps0) / left + 0.5 * self.runs / self.runs_total)

    def text(self, elapsed: float, eta: float | None) -> str:
        runs = f", runs {self.runs}/{self.runs_total}" if self.runs_total else ""
        steps = f"steps {self.steps}/{self.steps_total}" if self.steps_total else "starting"
        done = self.steps_total and self.steps >= self.steps_total
        tail = "writing the report" if done else f"ETA {clock_text(eta)}"
        return f"{steps}{runs}, elapsed {clock_text(elapsed)}, {tail}"


def _verdict(puzzle: str, p: dict[str, Any]) -> str:
    """One line per puzzle from findings.json's claim (the findings' headline in short)."""
    c = p.get("claim", {})
    leader, verdict, runner_up = c.get("leader"), c.get("verdict"), c.get("runner_up")
    if verdict == "winner":
        median = (c.get("runner_up_speedup") or {}).get("median")
        by = f", {median:.2f}x faster per instance than {runner_up}" if isinstance(median, int | float) else ""
        return f"{puzzle}: {leader} wins{by}"
    if verdict == "tied":
        return f"{puzzle}: no winner, {len(c.get('indistinguishable', []))} tie ({leader} first)"
    if verdict == "too_few":
        return f"{puzzle}: no winner, too few instances ({c.get('instances')}) for a test ({leader} first)"
    if verdict == "disagree":
        return f"{puzzle}: no winner, {leader} solves more, {runner_up} is faster per instance"
    return f"{puzzle}: only {leader} measured"


def closing(folder: Path, code: int, wall: float, log: Path) -> list[str]:
    """The closing block: what happened, the verdicts, where to look."""
    rel = _relative
    head = (f"puzzlebench: {folder.name} done in {clock_text(wall)}" if code == 0 else
            f"puzzlebench: {folder.name} stopped after {clock_text(wall)} (exit {code}; see the log)")
    lines = [head]
    findings = folder / "findings.json"
    if code == 0 and findings.is_file():
        try:
            data = json.loads(findings.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        limited = sum(int(n) for n in data.get("licence_limited", {}).values())
        lines.append(f"  runs      {data.get('runs', '?')}" + (f" ({limited} refused by a size-limited licence)"
                                                               if limited else ""))
        for puzzle, p in sorted(data.get("puzzles", {}).items()):
            lines.append(f"  verdict   {_verdict(puzzle, p)}")
        lines.append(f"  findings  {rel(folder / 'findings.md')}")
    report = folder / "report.html"
    if report.is_file():
        lines.append(f"  report    {rel(report)}")
    lines.append(f"  log       {rel(log)}")
    return lines


def _relative(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def run(cmd: Sequence[str], folder: Path, err: TextIO | None = None) -> int:
    """Run Snakemake's ``cmd`` quietly for the results ``folder``; its exit code."""
    err = sys.stderr if err is None else err
    console = Console(file=err, highlight=False, soft_wrap=True)
    log = folder / "logs" / "snakemake.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    state, eta = State(), SmoothedEta()
    received: list[int] = []
    started: list[subprocess.Popen[str]] = []

    def forward(signum: int, frame: FrameType | None) -> None:
        received.append(signum)
        for child in started:
            child.send_signal(signum)

    def noted(signum: int, frame: FrameType | None) -> None:  # the terminal's Ctrl-C reaches Snakemake too
        received.append(signum)

    # the handlers are in place before Snakemake starts: a Ctrl-C while it is being started
    # is noted, not a KeyboardInterrupt in the middle of the fork
    old = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGHUP)}
    old[signal.SIGINT] = signal.signal(signal.SIGINT, noted)
    try:
        proc = subprocess.Popen(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                text=True, errors="replace", bufsize=1)
    except BaseException:
        for s, handler in old.items():
            signal.signal(s, handler)
        raise
    started.append(proc)
    if received:  # a signal came before Snakemake existed and so never reached it: pass it on now
        proc.send_signal(received[0])
    live = console.is_terminal
    progress = Progress(TextColumn("[bold]{task.description}"), BarColumn(bar_width=30), TextColumn("{task.fields[what]}"),
                        console=console, transient=True, disable=not live)
    task = progress.add_task(folder.name, total=1.0, what="starting")
    last_plain = start
    try:
        with progress, log.open("w", encoding="utf-8") as out:
            assert proc.stdout is not None
            for line in proc.stdout:
                out.write(line)
                text = line.rstrip("\n")
                # a problem line (not a progress line), unless a signal is stopping the run: then
                # Snakemake's own reports of it (a traceback when it came during Snakemake's
                # start) stay in the log, and the closing block says what happened
                if SHOWN.search(text) and not RUNS.search(text) and not text.startswith("[") and not received:
                    out.flush()
                    console.print(text, markup=False)
                if state.read(text):
                    now = time.monotonic()
                    remaining = eta.update(state.share)
                    what = state.text(now - start, remaining)
                    progress.update(task, completed=state.share, what=what)
                    if not live and now - last_plain >= PLAIN_EVERY:
                        console.print(f"{folder.name}: {what}", markup=False)
                        last_plain = now
        code = proc.wait()
        code = 128 - code if code < 0 else code  # killed by a signal: the shell's 128 + signal
        if received and code != 0:  # Snakemake stopped because of the signal: say so as a shell does (130, 143, 129)
            code = 128 + received[0]
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)
        if proc.poll() is None:  # this launcher failed, not Snakemake: stop it, leave nothing running
            proc.terminate()
            proc.wait(timeout=30)
    for line in closing(folder, code, time.monotonic() - start, log):
        console.print(line, markup=False)
    return code
