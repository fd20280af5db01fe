"""Benchmark: the CPU time of each pipeline step's process, two code trees side by side.

The fixed cost of a small experiment is the steps other than the solve, each a Python
process that its rule starts. Since the seventh pass (docs/measurements.md) a rule runs its
step with ``shell:``, ``python workflow/steps/<rule>.py <rule> '<job JSON>' <log>``; before,
with Snakemake's ``script:`` directive, a preamble (``sys.path`` and the pickled
``snakemake`` object) followed by the step's file. This benchmark replays those processes on
a finished run, once with each tree's steps and library, alternating A and B, and prints
each process's CPU time (user + sys, from ``wait4``: the load does not inflate it the way it
inflates wall time).

A tree whose steps read their job from the command line is replayed with the commands its
own rules give the run's jobs (a dry run of the tree's Snakefile on ``RUN`` with
``--configfile``, default ``RUN/bench.yaml``: no file of the run changes). A tree of
``script:`` steps is replayed with the preambles of a run made by ``script:`` rules, kept with
``--skip-script-cleanup``; to compare such a tree (A) with a newer one (B), make the run
with A's rules::

    git archive BASE | tar -x -C /tmp/base
    snakemake -s /tmp/base/Snakefile -d RUN --configfile RUN/bench.yaml --cores 2 --forceall \
        --skip-script-cleanup all
    nice -n 19 .venv/bin/python benchmarks/bench_step_cost.py RUN /tmp/base . --repeats 5

Each process rewrites its own outputs in ``RUN`` with the same content, so the trees'
processes see the same inputs. Run it under ``nice -n 19`` on a shared machine. The pickled
parameters name the tree that made the run (the instance sets' files are found from it):
once that tree is gone, the instance-set step fails (the benchmark stops there) and a step
replayed by hand may rewrite the tables from nothing; make the run again.

The experiment step keeps each layer's probe answer in the run's ``resources/probes/``
(:mod:`puzzlebench.engine.experiment.probe_cache`): by default that folder is removed before
each process, so every experiment step probes as a first experiment on the machine does;
``--kept-probes`` keeps it (the next experiment's cost, after the first process).

Both trees' modules are compiled to bytecode first (``compileall``, into their
``__pycache__`` folders), as an installed project's are after its first run: with
``PYTHONDONTWRITEBYTECODE`` set (as on this machine's sessions) no step process ever writes
them, and each would compile the project's modules from source, a cost no user pays twice.
``--no-compile`` leaves the trees as they are (to measure that cost: one tree compiled, one
not). The total is printed beside the target: a small experiment's fixed cost at most
:data:`TARGET` seconds of CPU.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from targets_table import print_into  # noqa: E402  (benchmarks/, the script's own folder)

TARGET = 5.0  # s of CPU, the sum of the step processes' medians (issue 33, item 4)
NOT_FIXED = ("solve",)
"""The steps that are not the fixed cost: the solve stage is what the experiment is for.
Every other step either tree's rules run on the run is counted, each tree its own steps (a
step one tree has and the other has not, such as a step merged into another, counts 0 on
the side without it): a fixed list of names undercounted a tree with a step the list lacked."""


def preambles(run: Path) -> dict[str, tuple[str, Path]]:
    """Per step: its preamble line and the tree its ``sys.path`` names (``.snakemake/scripts``)."""
    out: dict[str, tuple[str, Path]] = {}
    for script in sorted((run / ".snakemake" / "scripts").glob("*.py")):
        step = script.name.split(".")[1]
        line = script.read_text().splitlines()[1]
        tree = next(p for p in line.split("'") if p.endswith("/workflow/rules"))
        out[step] = (line, Path(tree).parents[1])
    return out


def script(preamble: str, made_in: Path, tree: Path, step: str) -> str:
    """The step's process for ``tree``: the preamble's paths moved to ``tree`` (the pickled
    object, after ``import pickle``, is left as it is), then the tree's step file."""
    head, sep, pickled = preamble.partition(";import pickle")
    head = head.replace(str(made_in), str(tree.resolve()))
    return f"{head}{sep}{pickled}\n{(tree / 'workflow' / 'steps' / f'{step}.py').read_text()}"


def reads_its_job(tree: Path) -> bool:
    """Whether ``tree``'s steps take their job from the command line (not ``script:``)."""
    return "def run_job(" in (tree / "workflow" / "steps" / "step.py").read_text()


def commands(tree: Path, run: Path, configfile: Path) -> dict[str, list[str]]:
    """Per step: the command line ``tree``'s rules give its first job on ``run`` (from a dry
    run of the tree's Snakefile: Snakemake prints each job's shell command)."""
    dry = subprocess.run([sys.executable, "-m", "snakemake", "-s", str(tree / "Snakefile"), "-d", str(run),
                          "--configfile", str(configfile), "--forceall", "--dry-run", "--printshellcmds",
                          "all"],
                         capture_output=True, text=True, check=True)
    steps = tree.resolve() / "workflow" / "steps"
    out: dict[str, list[str]] = {}
    for line in dry.stdout.splitlines():  # "Shell command: <python> <steps>/<rule>.py <rule> ..."
        start = line.find(f"{sys.executable} {steps}/")
        words = shlex.split(line[start:]) if start >= 0 else []
        if len(words) > 2:
            out.setdefault(words[2], words)
    return out


def compile_tree(tree: Path) -> None:
    """The tree's package and steps compiled to bytecode (quietly; a file that fails to
    compile fails the step that imports it, as it would anyway)."""
    folders = [str(tree / "puzzlebench"), str(tree / "workflow" / "steps")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *folders], check=False, stdout=subprocess.DEVNULL)


def cpu(argv: list[str], cwd: Path, forget: Path | None = None) -> float:
    """One process's CPU seconds (user + sys; ``wait4`` adds the children it waited for);
    ``forget``: a folder removed first (the kept probe answers)."""
    if forget is not None:
        shutil.rmtree(forget, ignore_errors=True)
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(argv)[:200]} exited {os.waitstatus_to_exitcode(status)}")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", type=Path, help="a finished run (made with --skip-script-cleanup for a tree of script: steps)")
    ap.add_argument("a", type=Path, help="tree A (before)")
    ap.add_argument("b", type=Path, help="tree B (after)")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--steps", nargs="*", help="the steps to replay (default: every step of either tree but the solve)")
    ap.add_argument("--kept-probes", action="store_true",
                    help="keep RUN/resources/probes between processes (default: removed before each)")
    ap.add_argument("--no-compile", action="store_true",
                    help="do not compile the trees' modules to bytecode first (default: compiled)")
    ap.add_argument("--configfile", type=Path, help="the run's experiment (default: RUN/bench.yaml)")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench" / "step_cost.md")
    args = ap.parse_args(argv)
    trees = {"a": args.a, "b": args.b}
    found = preambles(args.run) if not all(map(reads_its_job, trees.values())) else {}
    configfile = args.configfile or args.run / "bench.yaml"
    argvs = {side: commands(tree, args.run, configfile) for side, tree in trees.items() if reads_its_job(tree)}
    steps = args.steps or [step for step in dict.fromkeys([*found, *(s for cmds in argvs.values() for s in cmds)])
                           if step not in NOT_FIXED]
    if not args.no_compile:
        for tree in (args.a, args.b):
            compile_tree(tree)
    print_into(args.out)
    probes = args.run / "resources" / "probes"
    forget = None if args.kept_probes else probes
    print(f"load {os.getloadavg()[0]:.1f}; CPU s (user+sys) per process, A then B alternating; "
          f"probe answers {'kept' if args.kept_probes else 'removed before each process'}; "
          f"bytecode {'as found' if args.no_compile else 'compiled first'}", flush=True)
    print("| step | A median | A min | B median | B min | B/A (median) |")
    print("|---|---|---|---|---|---|")
    totals = {"a": 0.0, "b": 0.0}
    counted = {"a": 0, "b": 0}
    with tempfile.TemporaryDirectory(prefix="pb-steps-") as tmp:
        for step in steps:
            paths: dict[str, list[str]] = {}
            for side, tree in trees.items():
                if side in argvs and step in argvs[side]:
                    paths[side] = argvs[side][step]
                elif side not in argvs and step in found:
                    line, made_in = found[step]
                    script_file = Path(tmp) / f"{side}.{step}.py"
                    script_file.write_text(script(line, made_in, tree, step))
                    paths[side] = [sys.executable, str(script_file)]
            if not paths:
                print(f"| {step} | not in the run | | | | |")
                continue
            times: dict[str, list[float]] = {side: [] for side in paths}
            for _ in range(args.repeats):
                for side in paths:
                    times[side].append(cpu(paths[side], args.run, forget if step == "experiment" else None))
            med = {s: statistics.median(t) for s, t in times.items()}
            for s in med:
                totals[s] += med[s]
                counted[s] += 1
            cells = [f"{med[s]:.2f} | {min(times[s]):.2f}" if s in med else "- | -" for s in ("a", "b")]
            ratio = f"{med['b'] / med['a']:.2f}" if len(med) == 2 else "-"
            print(f"| {step} | {cells[0]} | {cells[1]} | {ratio} |", flush=True)
    print(f"| total of medians | {totals['a']:.2f} | | {totals['b']:.2f} | | {totals['b'] / totals['a']:.2f} |")
    for side in ("a", "b"):
        verdict = "met" if totals[side] <= TARGET else f"missed by {totals[side] - TARGET:.2f} s"
        print(f"{side.upper()}: fixed cost {totals[side]:.2f} s of CPU (sum of the medians, {counted[side]} steps); "
              f"target {TARGET:.0f} s: {verdict}")
    print(f"load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
