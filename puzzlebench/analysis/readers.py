"""Reading what a results folder holds, within bounds: the one owner of reading its runs
tables (``runs.parquet``, ``runs.csv``) and of finding its records (``runs/``, the solve
summaries); a record itself is read by :func:`puzzlebench.engine.run.records.read`.

Why bounds: ``puzzlebench compare`` exists for folders from other machines and other
versions, so whatever such a folder holds is its input. Read unbounded, a FIFO named
``x.json`` blocked for ever, a link to ``/dev/zero`` or a 400 MB ``runs.csv`` read until
memory ran out, a record nested 200,000 deep overflowed the stack, and text in ``total_s``
ended in a pandas traceback. Here every file is

* a regular file (no FIFO, device or socket) inside the folder once links are resolved,
* at most :data:`MAX_TABLE_BYTES` (a parquet file also at most :data:`MAX_TABLE_CELLS`
  cells and :data:`MAX_PARQUET_BYTES` once decompressed, from its footer, before a byte of
  data is read),
* typed: the columns the analysis computes with are converted to text or numbers, and a
  row whose time or status is not one is left out with one warning line per column.

Every problem is a :class:`~puzzlebench.instances.errors.PuzzleInputError` (one line; the
CLI exits 2) or a warning; the limits and why they are what they are: docs/reliability.md.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from puzzlebench.analysis.outputs import TABLES
from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import STATUSES, InvalidRecord
from puzzlebench.instances.errors import PuzzleInputError, bounded

MAX_TABLE_BYTES = 256 * 1024 * 1024
"""Largest runs table read: a run is about 1 KB of runs.csv, so 10^5 runs are ~100 MB."""
MAX_TABLE_CELLS = 200_000_000
"""Most cells (rows x columns) of a parquet runs table (about 2 million runs of 100 columns)."""
MAX_PARQUET_BYTES = 1024 * 1024 * 1024
"""Largest parquet runs table once decompressed (its footer says so before anything is read)."""
MAX_SUMMARY_BYTES = 64 * 1024 * 1024
"""Largest solve summary read (it lists its shard's record paths: 10^5 paths are ~10 MB)."""

TEXT_COLUMNS = ("instance", "label", "layer", "solver", "status", "puzzle", "solver_label", "variant",
                "experiment", "solver_version", "versions", "commit", "puzzlebench", "hostname", "cpu")
"""Columns read as text (a missing value as ""); a label ``NaN`` stays the text ``NaN``."""
NUMBER_COLUMNS = ("total_s", "time_limit", "cells", "threads", "repeat")
"""Columns read as numbers (text that is no number: missing)."""
REQUIRED = ("instance", "label", "layer", "solver", "status", "total_s", "time_limit")
"""What a runs table must have for the analysis to match and time its runs."""
DEFAULTS = {"puzzle": "", "cells": float("nan")}
"""Columns a runs table of an older version may lack, with what they then hold."""


@dataclass(frozen=True)
class RunsTable:
    """A results folder's runs, typed: the table, the file it came from, and a warning per
    kind of row left out."""

    runs: pd.DataFrame
    source: Path
    warnings: tuple[str, ...] = ()


def inside(path: Path, root: Path) -> bool:
    """True when ``path`` lies inside ``root`` once both are resolved (links followed)."""
    try:
        target, base = path.resolve(), root.resolve()
    except (OSError, RuntimeError):  # a link loop
        return False
    return target == base or base in target.parents


def regular_file(path: Path, root: Path, limit: int, what: str) -> int:
    """The size of ``path`` when it is a regular file inside ``root`` of at most ``limit``
    bytes; else PuzzleInputError saying which of these it is not."""
    if not inside(path, root):
        raise PuzzleInputError(f"{bounded(path)}: a link out of the results folder {bounded(root)}; not read")
    try:
        st = path.stat()
    except OSError as exc:
        raise PuzzleInputError(f"{bounded(path)}: cannot read ({bounded(exc.strerror or exc)})") from None
    if not stat.S_ISREG(st.st_mode):
        raise PuzzleInputError(f"{bounded(path)}: not a regular file (a FIFO, socket, device or folder); "
                               f"not read as {what}")
    if st.st_size > limit:
        raise PuzzleInputError(f"{bounded(path)}: {st.st_size} bytes, larger than the {limit} allowed for {what}")
    return st.st_size


def _parquet(path: Path) -> pd.DataFrame:
    import pyarrow.parquet as pq  # type: ignore[import-untyped]

    meta = pq.ParquetFile(path).metadata
    cells = meta.num_rows * max(meta.num_columns, 1)
    unpacked = sum(meta.row_group(i).total_byte_size for i in range(meta.num_row_groups))
    if cells > MAX_TABLE_CELLS or unpacked > MAX_PARQUET_BYTES:
        raise PuzzleInputError(f"{bounded(path)}: {meta.num_rows} rows x {meta.num_columns} columns, "
                               f"{unpacked} bytes unpacked: more than the {MAX_TABLE_CELLS} cells or "
                               f"{MAX_PARQUET_BYTES} bytes allowed")
    return pq.read_table(path).to_pandas()


def _table_errors() -> tuple[type[BaseException], ...]:
    """What pandas and pyarrow raise for a file that is no table (pyarrow's errors are
    ValueError, OSError, TypeError, KeyError or NotImplementedError subclasses, and
    ``ArrowException``)."""
    import pyarrow

    return (ValueError, OSError, TypeError, KeyError, IndexError, NotImplementedError, pyarrow.ArrowException)


def read_table(path: Path, root: Path) -> pd.DataFrame:
    """The table in ``path`` (``.parquet`` or CSV) as the file holds it, read within bounds."""
    regular_file(path, root, MAX_TABLE_BYTES, "a runs table")
    try:
        if path.suffix == ".parquet":
            return _parquet(path)
        return pd.read_csv(path, dtype=str, keep_default_na=False, na_filter=False, encoding="utf-8")
    except PuzzleInputError:
        raise
    except _table_errors() as exc:
        raise PuzzleInputError(f"{bounded(path)}: unreadable runs table ({bounded(exc, 200)})") from None


def typed(df: pd.DataFrame, source: Path) -> tuple[pd.DataFrame, list[str]]:
    """``df`` with :data:`TEXT_COLUMNS` as text and :data:`NUMBER_COLUMNS` as numbers,
    ``stale`` as booleans; rows without a finite, non-negative ``total_s`` or with a
    status no record has are left out (one warning per kind)."""
    missing = [c for c in REQUIRED if c not in df.columns]
    if missing:
        raise PuzzleInputError(f"{bounded(source)}: no runs in its runs table (no column {', '.join(missing)})")
    out = df.copy()
    out.columns = [str(c) for c in out.columns]
    for column, default in DEFAULTS.items():
        if column not in out.columns:
            out[column] = default
    for column in TEXT_COLUMNS:
        if column in out.columns:
            values = out[column]
            out[column] = values.where(values.notna(), "").astype(str)
    for column in NUMBER_COLUMNS:
        if column in out.columns:
            out[column] = pd.to_numeric(out[column], errors="coerce").astype(float)
    stale = out["stale"] if "stale" in out.columns else pd.Series(False, index=out.index)
    out["stale"] = stale.astype(str).str.lower().isin(["true", "1", "1.0"])
    warnings = []
    checks = (("total_s", ~(out["total_s"].between(0, float("inf")) & out["total_s"].abs().lt(float("inf"))),
               "no finite time >= 0 in total_s"),
              ("status", ~out["status"].isin(STATUSES), "a status no record has"),
              ("time_limit", out["time_limit"].lt(0) | out["time_limit"].abs().eq(float("inf")),
               "a negative or infinite time_limit"))
    bad = pd.Series(False, index=out.index)
    for _column, flags, why in checks:
        flags = flags & ~bad
        if flags.any():
            first = int(flags.to_numpy().nonzero()[0][0])
            warnings.append(f"{bounded(source)}: {int(flags.sum())} row(s) with {why} (the first: row {first + 2}); "
                            "left out")
            bad |= flags
    return out[~bad].reset_index(drop=True), warnings


def read_runs_table(folder: Path) -> RunsTable | None:
    """The runs table of the results ``folder`` (``runs.parquet``, else ``runs.csv``),
    typed (:func:`typed`); None when it has neither."""
    for name in (TABLES["runs_parquet"], TABLES["runs_csv"]):
        path = folder / name
        if os.path.lexists(path):
            df, warnings = typed(read_table(path, folder), path)
            return RunsTable(df, path, tuple(warnings))
    return None


def record_paths(sources: Iterable[str | Path], root: str | Path | None = None) -> tuple[list[Path], list[str]]:
    """The record files named by ``sources`` and a warning per source left out: a directory
    gives every ``*.json`` in it; a solve step's summary (JSON with ``records``) gives the
    records it lists; any other file is a record itself. With ``root``, a path that leads
    out of it (``..``, an absolute path, a link) is left out with a warning. A summary is
    read within bounds (:func:`puzzlebench.engine.run.records.load_json`)."""
    base = None if root is None else Path(root)
    out: list[Path] = []
    warnings: list[str] = []

    def keep(p: Path) -> None:
        if base is not None and not inside(p, base):
            warnings.append(f"{bounded(p)}: a record out of the results folder {bounded(base)}; not read")
        else:
            out.append(p)

    for src in map(Path, sources):
        if src.is_dir():
            for p in sorted(src.glob("*.json")):
                keep(p)
            continue
        try:
            data = records.load_json(src, limit=MAX_SUMMARY_BYTES, what="a solve summary or record")
        except (OSError, InvalidRecord):
            keep(src)  # read again as a record: the record reader reports it
            continue
        listed = data.get("records") if isinstance(data, dict) else None
        if isinstance(listed, list):
            for r in listed:
                if isinstance(r, str) and r:
                    keep(Path(r))
                else:
                    warnings.append(f"{bounded(src)}: lists {bounded(r, 60)!r}, not a record's path; ignored")
        else:
            keep(src)
    return out, warnings
