"""Run records (one JSON each) -> tidy tables: runs.csv/.parquet and summaries for papers.

Why a directory of records rather than one appended log: a run that was killed halfway
leaves no record, a resumed run writes the ones missing, and this step reads what is there
— so every run appears exactly once however often the pipeline was interrupted. Records are
self-describing (run id, label, set, instance id, code version): this reads records only,
never the plan that made them, nor a solver.

Times. ``total_s`` is formulate + translate + solve (wall, measured inside the run; the
checker's time is not charged to the solver). Summaries use the censored time
(:func:`puzzlebench.analysis.stats.censored`, also the ``time_s`` column): ``total_s`` for a
solved run and the time limit for every other outcome (timeout, wrong, error...), the usual
penalty of MIP benchmarks, so a fast wrong answer never looks good. The shifted geometric
mean is :func:`puzzlebench.analysis.stats.shifted_geomean` at its shift of 10 s
(``stats.SHIFT``). The files' names are :data:`puzzlebench.analysis.outputs.TABLES`.

Parameters. Besides ``options`` (every variant option, JSON) each row has one column per
variant option, ``option_<name>`` (``option_prune``, ``option_pairs``...), and one per
solver option, ``solver_option_<name>``; ``solver_label`` is the solver with its options
(``highs-presolve_off``). The summary tells runs with different solver options apart, and
``summary_by_parameter`` groups by each parameter that varies in the experiment. These
columns are the only option columns the analysis knows (:func:`parameter_columns`): the
findings compare configurations by them and guess none from other columns.

Structure. Beside its size, each row says what kind of instance it is: ``largest_galaxy``
(cells of the largest galaxy of the file's solution), ``galaxy_size_class`` (<= 12, 13-24,
> 24 cells; ``unknown`` without a solution, ``not applicable`` for Troix) and ``hardness_class``
(the share deduction settles: all of it, all but less than a third, less than two thirds;
``unknown`` where nothing measured it), computed here once (:func:`structure_columns`) so
the findings can say for which structure a claim holds. ``experiment`` names the experiment
the runs belong to (the pipeline passes it; records do not carry it).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis import strength as lp_strength
from puzzlebench.analysis.outputs import TABLES
from puzzlebench.analysis.readers import record_paths
from puzzlebench.analysis.safe_text import markdown_label, terminal
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import RunRecord, RunStatus, is_stale
from puzzlebench.engine.run.spec import solver_label
from puzzlebench.instances.errors import bounded
from puzzlebench.instances.files import write_atomic, write_text_atomic
from puzzlebench.instances.structure import HardnessClass, SizeClass, size_class
from puzzlebench.instances.structure import hardness_class as structure_hardness

KEYS = ["puzzle", "variant", "layer", "solver"]
COLUMNS = [
    "run_id", "instance", "set", "puzzle", "rows", "cols", "cells", "variant", "label",
    "prune", "options", "layer", "solver", "solver_version", "repeat", "seed", "permutation", "seed_index",
    "status", "solver_status", "valid", "time_limit", "formulate_s", "translate_s", "solve_s", "check_s", "total_s",
    "cpu_s", "time_s", "variables", "binaries", "constraints", "nonzeros", "nodes",
    "iterations", "cut_rounds", "message", "instance_path", "record", "puzzlebench", "commit",
    "started_at", "solver_options", "solver_label", "instance_deduced_share", "needs_search",
    "solver_build", "solver_source",
]
OPTION_PREFIX, SOLVER_OPTION_PREFIX = "option_", "solver_option_"  # one column per parameter
WHY_COLUMNS = ["gap", "bound", "solver_cuts", "cuts", "conflicts", "separation_rounds", "deduced_share"]
"""Why a run took its time (filled where the layer/solver reports it; see docs/pipeline.md):
relative gap and dual bound at the end (the record's typed ``counters``), cuts the solver added, separator cuts our cut
loop added (``cuts``; its rounds are ``cut_rounds``), CP-SAT conflicts, the solver's own
separation rounds, and the share of
cells the formulation's deduction settled before the solver started."""
PROVENANCE_COLUMNS = ["dirty", "formulation", "stale", "hostname", "cpu", "load_average", "versions"]
"""Where a run ran: dirty checkout, formulation code hash (``stale``: it differs from the
current code's), machine, 1-minute load average at its start, library/solver versions."""
STRUCTURE_COLUMNS = ["largest_galaxy", "galaxy_size_class", "hardness_class"]
"""What kind of instance a run solved, beside its size (:func:`structure_columns`): the
cells of its largest galaxy (the record's ``instance.largest_galaxy``), that as a class
(:data:`GALAXY_SIZE_LABELS`), and its hardness class (:data:`HARDNESS_LABELS`)."""
COLUMNS += WHY_COLUMNS + PROVENANCE_COLUMNS + lp_strength.STRENGTH_COLUMNS + STRUCTURE_COLUMNS + ["experiment"]
DEDUCTION_COLUMNS = ("instance_deduced_share", "deduced_share")
"""The share of cells deduction settled: the instance's hardness measure
(``instance_deduced_share``, the same for every run of the instance) first, then, for an
instance without one (janko and sgt Galaxies files), the most any run's own formulation
settled (``deduced_share``, filled where a variant deduces)."""
UNKNOWN, NOT_APPLICABLE = "unknown", "not applicable"  # not "n/a": pandas reads that as NaN
GALAXY_SIZE_LABELS = {SizeClass.UP_TO_12: "largest galaxy <= 12 cells", SizeClass.UP_TO_24: "largest galaxy 13-24 cells",
                      SizeClass.OVER_24: "largest galaxy > 24 cells"}
"""The galaxy-size classes as the tables and findings print them; where the bounds lie
(12, 24) is :func:`puzzlebench.instances.structure.size_class`'s, the same the manifests use."""
HARDNESS_LABELS = {HardnessClass.SETTLED: "deduction settles all", HardnessClass.PARTIAL: "deduction leaves < 1/3 open",
                   HardnessClass.OPEN: "deduction leaves >= 1/3 open"}
"""The hardness classes as printed; the rule is :func:`puzzlebench.instances.structure.hardness_class`'s
(the committed sets' two classes, settled and open, and what lies between)."""
SHARE_RESOLUTION = 1_000_000
"""A deduced share is a float: it is compared as open cells out of this many."""


def _number(v: Any) -> float | None:
    """A number the solver reported, as a float (None where it does not tell; booleans are not numbers)."""
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def _stat(stats: Mapping[str, Any], name: str) -> float | None:
    """:func:`_number` of a statistic by its name."""
    return _number(stats.get(name))


def row_of(record: RunRecord, path: str = "") -> dict[str, Any]:
    """One tidy row from one record. An instance that did not load has an empty puzzle and
    no size (NaN in the table)."""
    inst, times, size = record.instance, record.times, record.size
    options, solver_options = record.options, record.solver_options
    total = times.wall("formulate", "translate", "solve")
    return {
        "run_id": record.run_id,
        "instance": inst.id,
        "set": record.set,
        "puzzle": inst.puzzle or "",
        "rows": inst.rows,
        "cols": inst.cols,
        "cells": inst.cells,
        "variant": record.variant,
        "label": record.label,
        "prune": str(options.get("prune", "none") or "none"),
        "options": json.dumps(options, sort_keys=True),
        "layer": record.layer,
        "solver": record.solver,
        "solver_version": record.solver_version,
        "repeat": record.repeat,
        "seed": record.seed,
        "permutation": record.permutation,
        "seed_index": record.seed_index,
        "status": record.status.value,
        "solver_status": record.counters.status,  # the solver's own word (Optimal, TIME_LIMIT...)
        "valid": record.check.valid,
        "time_limit": record.time_limit,
        "formulate_s": times.formulate.wall,
        "translate_s": times.translate.wall,
        "solve_s": times.solve.wall,
        "check_s": times.check.wall,
        "total_s": total,
        "cpu_s": times.cpu(),
        "time_s": math.nan,  # the censored time: filled from the whole table (stats.censored)
        "variables": None if size is None else size.variables,
        "binaries": None if size is None else size.binaries,
        "constraints": None if size is None else size.constraints,
        "nonzeros": None if size is None else size.nonzeros,
        "nodes": _number(record.counters.nodes),
        "iterations": _number(record.counters.iterations),
        "cut_rounds": _stat(record.stats, "cut_rounds"),
        "message": record.message[:300],  # why a run failed, in one line
        # the instance's hardness (puzzlebench.engine.generate.hardness): share of cells its deduction
        # fixes, whether its certificate needed search; the run's own deduction is deduced_share
        "instance_deduced_share": inst.deduced_share,
        "needs_search": inst.needs_search,
        "largest_galaxy": inst.largest_galaxy,
        "instance_path": inst.path,
        "record": path,
        "puzzlebench": record.code.puzzlebench,
        "commit": record.code.commit,
        "started_at": record.started_at,
        "solver_options": _short(solver_options),
        "solver_label": solver_label(record.solver, solver_options),
        # the solver program as it reported itself (CBC 2.10.3), and who brought it
        "solver_build": f"{record.solver_build.get('program', '')} {record.solver_build.get('version', '')}".strip(),
        "solver_source": record.solver_build.get("source", ""),
        **{f"{OPTION_PREFIX}{k}": v for k, v in options.items()},
        **{f"{SOLVER_OPTION_PREFIX}{k}": v for k, v in solver_options.items()},
        **why_of(record),
        **provenance_of(record),
    }


def galaxy_size_class(puzzle: Any, largest: Any) -> str:
    """The galaxy-size class of an instance (:data:`GALAXY_SIZE_LABELS`): ``not applicable`` for Troix,
    ``unknown`` for a Galaxies file without a solution (or a record from before version 4)."""
    if puzzle != "galaxies":
        return NOT_APPLICABLE
    if largest is None or (isinstance(largest, float) and math.isnan(largest)):
        return UNKNOWN
    return GALAXY_SIZE_LABELS[size_class(int(largest))]


def hardness_class(share: Any) -> str:
    """The hardness class of a deduced share (:data:`HARDNESS_LABELS`; ``unknown`` for none)."""
    if share is None or (isinstance(share, float) and math.isnan(share)):
        return UNKNOWN
    open_cells = round((1.0 - float(share)) * SHARE_RESOLUTION)
    return HARDNESS_LABELS[structure_hardness(max(open_cells, 0), SHARE_RESOLUTION)]


def structure_columns(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` with :data:`STRUCTURE_COLUMNS` (one owner of the classes: the runs table has
    them, the findings group by them). The hardness class is per instance, from the whole
    table: the first of :data:`DEDUCTION_COLUMNS` with a value for the instance (the
    largest over its runs). A table without ``largest_galaxy`` (runs.csv of an older
    version) gets ``unknown`` galaxy sizes, nothing guessed."""
    out = df.copy()
    largest = out["largest_galaxy"] if "largest_galaxy" in out.columns else pd.Series(math.nan, index=out.index)
    out["largest_galaxy"] = pd.to_numeric(largest, errors="coerce")
    out["galaxy_size_class"] = [galaxy_size_class(p, v) for p, v in zip(out["puzzle"], out["largest_galaxy"],
                                                                          strict=True)]
    share = pd.Series(math.nan, index=out.index)
    for col in (c for c in DEDUCTION_COLUMNS if c in out.columns):
        per_instance = pd.to_numeric(out[col], errors="coerce").groupby(out["instance"]).transform("max")
        share = share.fillna(per_instance)
    out["hardness_class"] = share.map(hardness_class)
    return out


def _short(options: Mapping[str, Any]) -> str:
    """Solver options as one readable cell: ``limits/nodes=100,presolve=off`` ("" for none)."""
    return ",".join(f"{k}={v if isinstance(v, str) else json.dumps(v)}" for k, v in sorted(options.items()))


def parameter_columns(df: pd.DataFrame) -> list[str]:
    """The per-parameter columns of a runs table (variant options, then solver options)."""
    return sorted(c for c in df.columns if c.startswith(OPTION_PREFIX)) + sorted(
        c for c in df.columns if c.startswith(SOLVER_OPTION_PREFIX))


def _one_type(column: pd.Series) -> pd.Series:
    """A parameter column with values of several types (``true`` and ``"off"``) as text, so
    parquet can store it; a column of one type keeps it."""
    def missing(v: Any) -> bool:
        return v is None or (isinstance(v, float) and math.isnan(v))

    if len({type(v) for v in column if not missing(v)}) <= 1:
        return column
    return column.map(lambda v: v if missing(v) or isinstance(v, str) else json.dumps(v))


def why_of(record: RunRecord) -> dict[str, Any]:
    """The :data:`WHY_COLUMNS` of one record (None where the solver does not tell): the gap
    and bound from its typed counters, the rest from its statistics."""
    typed = {"gap": _number(record.counters.gap), "bound": _number(record.counters.bound)}
    return {name: typed[name] if name in typed else _stat(record.stats, name) for name in WHY_COLUMNS}


def provenance_of(record: RunRecord) -> dict[str, Any]:
    """The :data:`PROVENANCE_COLUMNS` of one record; ``stale`` when the record's formulation
    hash is not the current code's (records made before hashes existed are not stale)."""
    machine = record.machine
    return {"dirty": record.code.dirty, "formulation": record.code.formulation, "stale": is_stale(record),
            "hostname": str(machine.get("hostname", "")), "cpu": str(machine.get("cpu", "")),
            "load_average": _stat(machine, "load_average"),
            "versions": json.dumps(record.versions, sort_keys=True)}


def collect(sources: Iterable[str | Path], experiment: str = "",
            strength: Iterable[str | Path] = (), root: str | Path | None = None) -> tuple[pd.DataFrame, list[str]]:
    """Read the records named by ``sources`` (see :func:`puzzlebench.analysis.readers.record_paths`;
    with ``root``, none from outside it), each within bounds (:func:`records.read`); the table and
    warnings (unreadable or invalid records, e.g. an unknown status, and records missing).
    ``experiment`` (the experiment's name) fills the ``experiment`` column: records do not
    carry it, the pipeline knows it, and two runs tables concatenated stay apart by it.
    ``strength``: LP strength files (:mod:`puzzlebench.analysis.strength`), joined in as the
    ``lp_*`` columns by (instance, label); empty columns without them."""
    paths, warnings = record_paths(sources, root)
    rows: list[dict[str, Any]] = []
    missing: list[str] = []
    for path in paths:
        try:
            record = records.read(path)
        except FileNotFoundError:
            missing.append(str(path))
            continue
        except (OSError, ValueError) as exc:  # not JSON, or not a record (records.InvalidRecord)
            warnings.append(f"{bounded(path)}: unreadable record ({bounded(exc)}); ignored")
            continue
        rows.append(row_of(record, str(path)))
    if missing:
        warnings.append(f"{len(missing)} listed run(s) have no record, e.g. {bounded(missing[0])}")
    extra = sorted({k for r in rows for k in r} - set(COLUMNS))
    df = pd.DataFrame(rows, columns=COLUMNS + extra)
    df["time_s"] = S.censored(df) if len(df) else df["time_s"]
    lp_rows, lp_warnings = lp_strength.columns(strength)
    warnings += lp_warnings
    df = lp_strength.join(df, lp_rows)[COLUMNS + extra]
    df = structure_columns(df) if len(df) else df
    df["experiment"] = experiment
    for c in extra:
        df[c] = _one_type(df[c])
    df = builds_apart(df)
    return df.sort_values(["puzzle", "instance", "label", "layer", "solver", "repeat", "permutation", "seed_index"],
                          kind="stable").reset_index(drop=True), warnings


EXPERIMENT_FILE = "experiment.yaml"
"""The experiment as the pipeline resolved it, kept in its results folder (rule ``experiment``)."""


def experiment_of(folder: str | Path) -> str:
    """The name of the experiment whose results ``folder`` holds: its
    :data:`EXPERIMENT_FILE`'s ``experiment``, else the folder's own name (the pipeline's
    results go to ``<results>/<experiment>``)."""
    import yaml

    from puzzlebench.engine.experiment.file import MAX_BYTES, parse
    from puzzlebench.instances.io import read_text

    path = Path(folder)
    file = path / EXPERIMENT_FILE
    try:  # a folder from elsewhere: a regular file inside it, bounded, plain YAML (no FIFO, no alias bomb)
        inside = file.resolve().parent == path.resolve()
        data = parse(read_text(file, limit=MAX_BYTES, what="an experiment file")) if inside else None
    except (OSError, ValueError, yaml.YAMLError):  # PuzzleInputError is a ValueError
        data = None
    name = data.get("experiment") if isinstance(data, dict) else None
    return str(name) if name else path.resolve().name


def builds_apart(df: pd.DataFrame) -> pd.DataFrame:
    """Where one solver name ran as several programs in the table (``cbc`` is CBC 2.10.3 in
    PuLP, 2.10.8 in Pyomo, 2.10.12 in OR-Tools), its ``solver_label`` gains the program's
    version (``cbc@2.10.3``), so :func:`~puzzlebench.analysis.stats.pair_name` and every
    configuration name, table and figure built on it keeps the builds apart. A solver that ran
    as one program keeps its plain name."""
    if df.empty or "solver_build" not in df.columns:
        return df
    known = df["solver_build"].astype(str) != ""
    builds = df[known].groupby("solver")["solver_build"].nunique()
    split = df["solver"].isin(builds[builds > 1].index) & known
    if split.any():
        version = df.loc[split, "solver_build"].astype(str).str.rsplit(" ", n=1).str[-1]
        df = df.copy()
        df.loc[split, "solver_label"] = df.loc[split, "solver_label"].astype(str) + "@" + version
    return df


def summarise(df: pd.DataFrame, by: Sequence[str] = ("puzzle", "label", "layer", "solver")) -> pd.DataFrame:
    """Per puzzle x variant x layer x solver: counts and time statistics (see module doc).
    Runs with solver options are told apart by a ``solver_options`` column (only when some
    run has any)."""
    by = list(by)
    if "solver" in by and "solver_options" in df.columns and (df["solver_options"].fillna("") != "").any():
        by.insert(by.index("solver") + 1, "solver_options")
    out = []
    df = df.assign(_t=S.censored(df))
    for key, g in df.groupby(by, sort=True, dropna=False):
        t = g["_t"]
        out.append({
            **dict(zip(by, key if isinstance(key, tuple) else (key,), strict=True)),
            "runs": len(g),
            "solved": int((g["status"] == RunStatus.SOLVED).sum()),
            "wrong": int((g["status"] == RunStatus.WRONG).sum()),
            "timeouts": int((g["status"] == RunStatus.TIMEOUT).sum()),
            "other": int((~g["status"].isin([RunStatus.SOLVED, RunStatus.WRONG, RunStatus.TIMEOUT])).sum()),
            "sgm_s": S.shifted_geomean(t),
            "median_s": float(t.median()),
            "max_s": float(t.max()),
        })
    cols = [*by, "runs", "solved", "wrong", "timeouts", "other", "sgm_s", "median_s", "max_s"]
    # the label is the variant as the experiment names it (variant + options): call it that
    return pd.DataFrame(out, columns=cols).rename(columns={"label": "variant"})


def summary_by_parameter(df: pd.DataFrame) -> pd.DataFrame:
    """The summary grouped by each parameter on its own: one block per variant or solver
    option that takes more than one value in the runs (``parameter``, ``value``, ``puzzle``,
    then the summary's counts and times), e.g. every run with ``prune=reach`` against every
    run with ``prune=basic``, whatever the other parameters. Empty when nothing varies."""
    blocks = []
    for col in parameter_columns(df):
        values = df[col].dropna()
        if values.astype(str).nunique() < 2:
            continue
        sub = df[df[col].notna()].assign(value=lambda d, c=col: d[c].astype(str))
        block = summarise(sub, by=("puzzle", "value"))
        block.insert(0, "parameter", col)
        blocks.append(block)
    cols = ["parameter", "puzzle", "value", "runs", "solved", "wrong", "timeouts", "other", "sgm_s", "median_s", "max_s"]
    return pd.concat(blocks, ignore_index=True)[cols] if blocks else pd.DataFrame(columns=cols)


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return "" if math.isnan(v) else f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"
    return markdown_label(v)  # labels and names come from folders: no cell, line or markup of their own


def markdown_table(df: pd.DataFrame) -> str:
    head = "| " + " | ".join(df.columns) + " |"
    sep = "|" + "|".join("---:" if pd.api.types.is_numeric_dtype(df[c]) else "---" for c in df.columns) + "|"
    body = ["| " + " | ".join(_fmt(v) for v in row) + " |" for row in df.itertuples(index=False)]
    return "\n".join([head, sep, *body]) + "\n"


_TEX = {"\\": r"\textbackslash{}", "_": r"\_", "&": r"\&", "%": r"\%", "#": r"\#", "{": r"\{", "}": r"\}",
        "$": r"\$", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def _tex(s: str) -> str:
    """Text as literal LaTeX: its special characters escaped, control characters shown as escapes."""
    return "".join(_TEX.get(c, c) for c in terminal(s))


def latex_table(df: pd.DataFrame, caption: str = "") -> str:
    """A booktabs table (needs ``\\usepackage{booktabs}``)."""
    align = "".join("r" if pd.api.types.is_numeric_dtype(df[c]) else "l" for c in df.columns)
    lines = [r"\begin{table}", r"\centering", rf"\begin{{tabular}}{{{align}}}", r"\toprule",
             " & ".join(_tex(str(c)) for c in df.columns) + r" \\", r"\midrule"]
    lines += [" & ".join(_tex(_fmt(v)) for v in row) + r" \\" for row in df.itertuples(index=False)]
    lines += [r"\bottomrule", r"\end{tabular}"]
    if caption:
        lines.append(rf"\caption{{{_tex(caption)}}}")
    lines.append(r"\end{table}")
    return "\n".join(lines) + "\n"


def write_all(df: pd.DataFrame, out_dir: str | Path) -> dict[str, Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    # the shift is named in the table itself, not only in a caption
    summary = summarise(df).rename(columns={"sgm_s": f"sgm_s (shift {S.SHIFT:g} s)"})
    paths = {key: out / name for key, name in TABLES.items()}
    write_atomic(paths["runs_csv"], lambda fh: df.to_csv(fh, index=False, encoding="utf-8"))
    write_atomic(paths["runs_parquet"], lambda fh: df.to_parquet(fh, index=False))
    write_atomic(paths["summary_csv"], lambda fh: summary.to_csv(fh, index=False, encoding="utf-8"))
    write_text_atomic(paths["summary_md"], markdown_table(summary))
    write_text_atomic(paths["summary_tex"], latex_table(
        summary, f"Runs per puzzle, variant, layer and solver; times in seconds (shifted geometric mean, shift {S.SHIFT:g} s)."))
    by_parameter = summary_by_parameter(df)
    write_atomic(paths["by_parameter_csv"], lambda fh: by_parameter.to_csv(fh, index=False, encoding="utf-8"))
    write_text_atomic(paths["by_parameter_md"], markdown_table(by_parameter))
    return paths


def aggregate(sources: Iterable[str | Path], out_dir: str | Path, experiment: str = "",
              strength: Iterable[str | Path] = (), root: str | Path | None = None) -> tuple[pd.DataFrame, list[str]]:
    """Records (and LP strength files) -> every table in ``out_dir``; the runs table and the
    warnings. With ``root`` (the results folder), records listed outside it are not read."""
    df, warnings = collect(sources, experiment, strength, root)
    write_all(df, out_dir)
    return df, warnings
