# Shared names and functions of the rules; the other .smk files hold rules only. Here:
# where things go, which jobs exist, what each job reads. The steps themselves are the
# steps in workflow/steps/, each a thin call into the library.
import inspect
import json
import math
import shlex
import sys
from pathlib import Path

from puzzlebench.analysis import outputs
from puzzlebench.engine.experiment.design import Experiment, RunDesign


def config_error(message):
    """A mistake in the experiment found while Snakemake reads it: one line, exit 2 (an
    exception here would print Snakemake's traceback)."""
    print(f"experiment {config.get('experiment')!r}: error: {message}", file=sys.stderr)
    sys.exit(2)


try:
    # the experiment as one typed value, built once (grids expanded, defaults from the key
    # table); what the schema cannot see is refused here: bounds, names Snakemake refuses, doubles
    EXPERIMENT = Experiment.from_config(config)
except ValueError as exc:
    config_error(exc)

EXP = EXPERIMENT.name
OUT = EXPERIMENT.out
RES = EXPERIMENT.resources
RUNS = f"{OUT}/runs"  # one record per run; shared by all shards, so a re-planned run finds its record
SETS = {s["name"]: s for s in EXPERIMENT.instance_sets}
LABELS = EXPERIMENT.labels  # label -> a point of a variant grid
SHARDS = EXPERIMENT.design.shard_names()
TIME_LIMIT = EXPERIMENT.design.time_limit
THREADS = EXPERIMENT.design.threads

# The analysis's files, named in one place (puzzlebench.analysis.outputs), which the
# library writes under the same names.
TABLE_FILES = {key: f"{OUT}/{name}" for key, name in outputs.TABLES.items()}
TABLES = list(TABLE_FILES.values())
FIGURE_STEMS = outputs.FIGURE_STEMS
FINDINGS_FILES = {fmt: f"{OUT}/{name}" for fmt, name in outputs.FINDINGS.items()}
FINDINGS = list(FINDINGS_FILES.values())
FINDINGS_DATA = outputs.FINDINGS_DATA  # the aggregate step's findings files (the page: the findings step)
EXPLORE_FILE = f"{OUT}/{outputs.EXPLORE}"


def _files(paths):
    """A job's input or output for its step: the paths, and the named ones by name."""
    return {"files": [str(p) for p in paths],
            "names": {k: v if isinstance(v, str) else [str(p) for p in v] for k, v in paths.items()}}


def step_job(**params):
    """The ``job`` param of a step's rule: the job's input, output, wildcards and ``params``
    as one JSON argument of its step (workflow/steps/job.py). A param given as a function
    is called as Snakemake calls one (wildcards, then ``input`` and/or ``output`` if it
    names them). Being a param, a change of any of them re-runs the job, as before."""

    def job(wildcards, input, output):
        values = {}
        for name, value in params.items():
            if callable(value):
                wanted = inspect.signature(value).parameters
                value = value(wildcards, **{k: v for k, v in (("input", input), ("output", output)) if k in wanted})
            values[name] = value
        return job_argument(json.dumps({"input": _files(input), "output": _files(output),
                                        "wildcards": dict(wildcards.items()), "params": values}))

    return job


JOB_ARGUMENT_LIMIT = 64 * 1024
"""Bytes of a job's JSON passed on its step's command line. Linux takes at most 128 KiB in one
argument (and bash gets the whole command as one); a bigger job (an aggregate over
thousands of strength files) goes to a file instead."""


def job_argument(text):
    """A job's JSON as its step's argument: the text itself, or ``@<file>`` for a text over
    :data:`JOB_ARGUMENT_LIMIT`, the file under the experiment's ``resources/jobs/`` named by
    the text's hash (the same job, the same file; written once, atomically)."""
    data = text.encode()
    if len(data) <= JOB_ARGUMENT_LIMIT:
        return text
    import hashlib
    import os

    path = Path(RES) / "jobs" / f"{hashlib.sha256(data).hexdigest()[:32]}.json"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
    return f"@{path}"


def step_command(rule):
    """The shell command of ``rule``'s step: workflow/steps/<rule>.py in the interpreter that
    runs Snakemake, as the ``script:`` directive ran it, but without its preamble (which
    imports Snakemake into every step: docs/measurements.md, "seventh pass")."""
    script = Path(workflow.basedir) / "workflow" / "steps" / f"{rule}.py"
    head = " ".join(shlex.quote(str(a)) for a in (sys.executable, script, rule))
    return head.replace("{", "{{").replace("}", "}}") + " {params.job:q} {log:q}"


wildcard_constraints:
    set="[A-Za-z0-9_-]+",
    label="[A-Za-z0-9_.+=-]+",
    shard="[a-z0-9_]+\\.[0-9]+",
    sha="[0-9a-f]{16}|unchecked",



def set_puzzle(spec):
    """The puzzle of a set when the config tells it (None: mixed or unknown until read)."""
    if spec["source"] in ("janko", "sgt"):
        return "galaxies"
    return spec.get("puzzle")


def repo_path(path):
    p = Path(path)
    return p if p.is_absolute() else Path(workflow.basedir) / p


def fetched_path(name):
    """Where a set's download goes: named by its expected sha256, so an experiment that
    changes the checksum fetches to a new file, and a refused download (Snakemake deletes
    the outputs of a failed job) can never take the previously verified file with it."""
    tag = str(SETS[name].get("sha256") or "")[:16] or "unchecked"
    return f"{RES}/{name}.{tag}.data"


def set_input(wildcards):
    """The dataset file a set reads: the local janko copy, a fetched file, or a committed
    set's puzzle files (inside the repository: so a puzzle added later re-makes the set and
    adds only its runs); none for a generated set, or a committed path the step refuses."""
    spec = SETS[wildcards.set]
    if spec["source"] == "committed":
        from puzzlebench.engine.experiment.instance_sets import allowed_roots, committed_files
        from puzzlebench.instances.errors import PuzzleInputError

        repo = Path(workflow.basedir)
        try:
            return [str(f) for f in committed_files(spec, repo, allowed_roots(repo))]
        except PuzzleInputError:  # the step says why, in one line
            return []
    if spec["source"] == "url":
        return [fetched_path(spec["name"])]
    if spec["source"] == "janko":
        local = repo_path(spec["path"])
        if local.exists() or not spec.get("url"):
            return [str(local)]
        return [fetched_path(spec["name"])]
    return []


def label_set_files(folder):
    """``{OUT}/<folder>/<label>/<set>.json`` for each (label, set) whose puzzles can match:
    the per-(variant, set) outputs of the formulate and strength steps."""
    return [f"{OUT}/{folder}/{label}/{name}.json"
            for label, v in LABELS.items() for name, spec in SETS.items()
            if set_puzzle(spec) in (None, v.puzzle)]


def model_manifests():
    """The formulate step's manifests, one per (label, set) whose puzzles can match; none
    when the experiment sets `formulate: false`. Only the default target asks for them;
    every run builds its own model, so nothing downstream waits for these."""
    return label_set_files("models") if EXPERIMENT.formulate else []


def strength_files():
    """The strength step's files, one per (label, set) whose puzzles can match; none when the
    experiment sets `strength: false`. The aggregate step joins them into runs.csv."""
    return label_set_files("strength") if EXPERIMENT.strength else []


def plan_config():
    """The keys the plan depends on (a change of any other key does not re-plan)."""
    return {k: config[k] for k in RunDesign.KEYS if k in config}


def formulation_hashes():
    """The fingerprint of each variant of the experiment and of each baseline it runs
    (puzzlebench.engine.run.fingerprint): a param of the plan, so changed code, or a variant
    added, re-plans; the solve jobs then rerun only the runs whose records are stale or
    missing (puzzlebench.engine.run.records.is_complete), the others keep their records."""
    from puzzlebench.engine.baselines import is_baseline
    from puzzlebench.engine.run.environment import formulation_hash

    names = {v.variant for v in EXPERIMENT.design.variants}
    names |= {s.layer for s in EXPERIMENT.design.solvers if is_baseline(s.layer, s.solver)}
    return {name: formulation_hash(name) for name in sorted(names)}


def shard_runtime(wildcards, input, attempt):
    """SLURM minutes for a shard: its runs x (time limit + 2 s) + overhead, from the plan."""
    overhead = EXPERIMENT.slurm_overhead_s
    try:
        n = len(json.loads(Path(input[0]).read_text())["runs"])
    except (OSError, ValueError, IndexError, KeyError):
        n = 50  # plan not made yet (dry run): a placeholder estimate
    return max(5, math.ceil(n * (TIME_LIMIT + 2) / 60 + overhead / 60) * attempt)


def table_outputs():
    """The aggregate rule's outputs by name; the summary is flagged for `snakemake
    --report` with its caption."""
    files = dict(TABLE_FILES)
    files["summary_csv"] = report(files["summary_csv"], caption="../report/summary.rst", category="Tables")
    return files


CAPTIONS = "report/figures"  # under workflow/: one caption per figure (tests/test_plot.py checks the two lists)


def caption(stem):
    """A figure's caption file, for the findings step to quote."""
    return f"{workflow.basedir}/workflow/{CAPTIONS}/{stem}.rst"


def figure(path):
    """A figure's path; the PNG is flagged for `snakemake --report` with its caption (a
    path relative to this file)."""
    if not path.endswith(".png"):
        return path
    stem = Path(path).stem
    return report(path, caption=f"../{CAPTIONS}/{stem}.rst", category="Figures", labels={"figure": stem})


FIGURES = [f"{OUT}/{f}" for stem in FIGURE_STEMS for f in outputs.figure_files(stem, EXPERIMENT.figure_formats)]
FIGURE_PNGS = [f for f in FIGURES if f.endswith(".png")]
FIGURE_OUTPUTS = [figure(f) for f in FIGURES]

