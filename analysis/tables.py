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
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.outputs import TABLES
from puzzlebench.engine.records import STATUSES
from puzzlebench.engine.spec import solver_label
from puzzlebench.instances.files import write_atomic, write_text_atomic

KEYS = ["puzzle", "variant", "layer", "solver"]
COLUMNS = [
    "run_id", "instance", "set", "puzzle", "rows", "cols", "cells", "variant", "label",
    "prune", "options", "layer", "solver", "solver_version", "repeat", "seed", "status",
    "valid", "time_limit", "formulate_s", "translate_s", "solve_s", "check_s", "total_s",
    "cpu_s", "time_s", "variables", "binaries", "constraints", "nonzeros", "nodes",
    "iterations", "cut_rounds", "message", "instance_path", "record", "puzzlebench", "commit",
    "started_at", "solver_options", "solver_label", "instance_deduced_share", "needs_search",
]
OPTION_PREFIX, SOLVER_OPTION_PREFIX = "option_", "solver_option_"  # one column per parameter
WHY_COLUMNS = ["gap", "bound", "solver_cuts", "cuts", "conflicts", "separation_rounds", "deduced_share"]
"""Why a run took its time (filled where the layer/solver reports it; see docs/pipeline.md):
relative gap and dual bound at the end, cuts the solver added, separator cuts our cut
loop added (``cuts``; its rounds are ``cut_rounds``), CP-SAT conflicts, the solver's own
separation rounds, and the share of
cells the formulation's deduction settled before the solver started."""
PROVENANCE_COLUMNS = ["dirty", "formulation", "stale", "hostname", "cpu", "load_average", "versions"]
"""Where a run ran: dirty checkout, formulation code hash (``stale``: it differs from the
current code's), machine, 1-minute load average at its start, library/solver versions."""
COLUMNS += WHY_COLUMNS + PROVENANCE_COLUMNS
DEDUCTION_COLUMNS = ("deduced_share", "instance_deduced_share")
"""The share of cells deduction settled: the run's own formulation (``deduced_share``,
filled where a variant deduces) first, then the instance's hardness measure
(``instance_deduced_share``)."""


def _wall(times: Mapping[str, Any] | None, step: str) -> float:
    entry = (times or {}).get(step)
    if isinstance(entry, Mapping):
        v = entry.get("wall")
        return float(v) if isinstance(v, int | float) else 0.0
    return float(entry) if isinstance(entry, int | float) else 0.0


def _cpu(times: Mapping[str, Any] | None) -> float:
    total = 0.0
    for entry in (times or {}).values():
        if isinstance(entry, Mapping) and isinstance(entry.get("cpu"), int | float):
            total += float(entry["cpu"])
    return total


def _stat(stats: Mapping[str, Any] | None, *names: str) -> float | None:
    for n in names:
        v = (stats or {}).get(n)
        if isinstance(v, int | float) and not isinstance(v, bool):
            return float(v)
    return None


def row_of(record: Mapping[str, Any], path: str = "") -> dict[str, Any]:
    """One tidy row from one record."""
    inst = record.get("instance") or {}
    times = record.get("times") or {}
    model = record.get("size") or {}
    options = record.get("options") or {}
    solver_options = record.get("solver_options") or {}
    status = str(record.get("status", "error"))
    formulate = _wall(times, "formulate")
    translate = _wall(times, "translate")
    solve = _wall(times, "solve")
    total = formulate + translate + solve
    limit = record.get("time_limit")
    limit = float(limit) if isinstance(limit, int | float) else math.nan
    penalised = total if status == "solved" else (limit if not math.isnan(limit) else total)
    rows, cols = inst.get("rows"), inst.get("cols")
    code = record.get("code") or {}
    return {
        "run_id": record.get("run_id") or Path(path).stem,
        "instance": inst.get("id", ""),
        "set": record.get("set", ""),
        "puzzle": inst.get("puzzle", ""),
        "rows": rows,
        "cols": cols,
        "cells": rows * cols if isinstance(rows, int) and isinstance(cols, int) else None,
        "variant": record.get("variant", ""),
        "label": record.get("label", ""),
        "prune": str(options.get("prune", "none") or "none"),
        "options": json.dumps(options, sort_keys=True),
        "layer": record.get("layer"),
        "solver": record.get("solver"),
        "solver_version": str(record.get("solver_version", "")),
        "repeat": int(record.get("repeat", 0) or 0),
        "seed": record.get("seed"),
        "status": status,
        "valid": bool((record.get("check") or {}).get("valid", False)),
        "time_limit": limit,
        "formulate_s": formulate,
        "translate_s": translate,
        "solve_s": solve,
        "check_s": _wall(times, "check"),
        "total_s": total,
        "cpu_s": _cpu(times),
        "time_s": penalised,
        "variables": model.get("variables"),
        "binaries": model.get("binaries"),
        "constraints": model.get("constraints"),
        "nonzeros": model.get("nonzeros"),
        "nodes": _stat(record.get("stats"), "nodes", "branches"),
        "iterations": _stat(record.get("stats"), "iterations", "lp_iterations"),
        "cut_rounds": _stat(record.get("stats"), "cut_rounds", "rounds"),
        "message": str(record.get("message") or "")[:300],  # why a run failed, in one line
        # the instance's hardness (puzzlebench.engine.generate.hardness): share of cells its deduction
        # fixes, whether its certificate needed search; the run's own deduction is deduced_share
        "instance_deduced_share": inst.get("deduced_share"),
        "needs_search": inst.get("needs_search"),
        "instance_path": inst.get("path", ""),
        "record": path,
        "puzzlebench": str(code.get("puzzlebench", "")),
        "commit": str(code.get("commit", "")),
        "started_at": str(record.get("started_at", "")),
        "solver_options": _short(solver_options),
        "solver_label": solver_label(str(record.get("solver", "")), solver_options),
        **{f"{OPTION_PREFIX}{k}": v for k, v in options.items()},
        **{f"{SOLVER_OPTION_PREFIX}{k}": v for k, v in solver_options.items()},
        **why_of(record),
        **provenance_of(record),
    }


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


def why_of(record: Mapping[str, Any]) -> dict[str, Any]:
    """The :data:`WHY_COLUMNS` of one record (None where the solver does not tell)."""
    st = record.get("stats") or {}
    return {"gap": _stat(st, "gap", "mip_gap"), "bound": _stat(st, "bound", "dual_bound", "best_bound"),
            "solver_cuts": _stat(st, "solver_cuts"), "cuts": _stat(st, "cuts"), "conflicts": _stat(st, "conflicts"),
            "separation_rounds": _stat(st, "separation_rounds"),
            "deduced_share": _stat(st, "deduced_share")}


def provenance_of(record: Mapping[str, Any]) -> dict[str, Any]:
    """The :data:`PROVENANCE_COLUMNS` of one record; ``stale`` when the record's formulation
    hash is not the current code's (records made before hashes existed are not stale)."""
    from puzzlebench.engine.environment import formulation_hash

    code = record.get("code") or {}
    machine = record.get("machine") or {}
    made = str(code.get("formulation", "") or "")
    now = formulation_hash(str(record.get("variant") or record.get("layer") or "")) if made else ""
    return {"dirty": bool(code.get("dirty", str(code.get("commit", "")).endswith("-dirty"))),
            "formulation": made, "stale": bool(made and made != now),
            "hostname": str(machine.get("hostname", "")), "cpu": str(machine.get("cpu", "")),
            "load_average": _stat(machine, "load_average"),
            "versions": json.dumps(record.get("versions") or {}, sort_keys=True)}


def record_paths(sources: Iterable[str | Path]) -> list[Path]:
    """The record files named by ``sources``: a directory gives every ``*.json`` in it; a
    solve step's summary (JSON with ``records``) gives the records it lists; any other file
    is a record itself."""
    out: list[Path] = []
    for src in map(Path, sources):
        if src.is_dir():
            out.extend(sorted(src.glob("*.json")))
            continue
        try:
            data = json.loads(src.read_text())
        except (OSError, ValueError):
            out.append(src)  # collect() reports it as unreadable
            continue
        if isinstance(data, dict) and isinstance(data.get("records"), list):
            out.extend(Path(r) for r in data["records"])
        else:
            out.append(src)
    return out


def collect(sources: Iterable[str | Path]) -> tuple[pd.DataFrame, list[str]]:
    """Read the records named by ``sources`` (see :func:`record_paths`); the table and
    warnings (unreadable records, records missing, unknown statuses)."""
    warnings: list[str] = []
    rows: list[dict[str, Any]] = []
    missing: list[str] = []
    for path in record_paths(sources):
        try:
            record = json.loads(path.read_text())
        except FileNotFoundError:
            missing.append(str(path))
            continue
        except (OSError, ValueError) as exc:
            warnings.append(f"{path}: unreadable record ({exc}); ignored")
            continue
        rows.append(row_of(record, str(path)))
    if missing:
        warnings.append(f"{len(missing)} listed run(s) have no record, e.g. {missing[0]}")
    extra = sorted({k for r in rows for k in r} - set(COLUMNS))
    df = pd.DataFrame(rows, columns=COLUMNS + extra)
    for c in extra:
        df[c] = _one_type(df[c])
    bad = sorted(set(df["status"]) - set(STATUSES))
    if bad:
        warnings.append(f"unknown status value(s) {bad}")
    return df.sort_values(["puzzle", "instance", "label", "layer", "solver", "repeat"], kind="stable").reset_index(drop=True), warnings


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
            "solved": int((g["status"] == "solved").sum()),
            "wrong": int((g["status"] == "wrong").sum()),
            "timeouts": int((g["status"] == "timeout").sum()),
            "other": int((~g["status"].isin(["solved", "wrong", "timeout"])).sum()),
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
    return str(v)


def markdown_table(df: pd.DataFrame) -> str:
    head = "| " + " | ".join(df.columns) + " |"
    sep = "|" + "|".join("---:" if pd.api.types.is_numeric_dtype(df[c]) else "---" for c in df.columns) + "|"
    body = ["| " + " | ".join(_fmt(v) for v in row) + " |" for row in df.itertuples(index=False)]
    return "\n".join([head, sep, *body]) + "\n"


def _tex(s: str) -> str:
    for a, b in (("\\", r"\textbackslash{}"), ("_", r"\_"), ("&", r"\&"), ("%", r"\%"), ("#", r"\#")):
        s = s.replace(a, b)
    return s


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


def aggregate(sources: Iterable[str | Path], out_dir: str | Path) -> tuple[pd.DataFrame, list[str]]:
    """Records -> every table in ``out_dir``; the runs table and the warnings."""
    df, warnings = collect(sources)
    write_all(df, out_dir)
    return df, warnings
