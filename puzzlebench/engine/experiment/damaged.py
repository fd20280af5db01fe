"""Damaged records of a finished experiment, found before the pipeline starts and redone.

Why: Snakemake decides what to run from files' existence and times, not their content. A
record damaged after its shard finished (a truncated copy, a disk error, a hand edit, a
FIFO or a link put in its place) left ``make run`` saying nothing (exit 0) until the next
aggregate dropped it. :func:`redo_damaged` reads every record each solve summary lists
that changed since its summary was written (a later modification time, or no longer a
regular file: :func:`puzzlebench.engine.run.records.read`, within bounds and against the
schema; reading all of them would cost ~5 ms each, minutes for 10^5 records), moves a damaged one aside
(``<name>.damaged``, kept for a look, never read as a record) and removes the summary
that lists it: Snakemake then runs that shard again, whose resume redoes only the
missing record (:func:`puzzlebench.engine.run.records.is_complete`), and the aggregate
after it. Each damaged record is one line.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from puzzlebench.engine.run import records
from puzzlebench.engine.run.records import InvalidRecord
from puzzlebench.instances.errors import bounded

SUMMARY_BYTES = 64 * 1024 * 1024
"""Largest solve summary read (it lists its shard's records: 10^5 paths are ~10 MB)."""
DAMAGED_SUFFIX = ".damaged"


def _inside(path: Path, root: Path) -> bool:
    try:
        return root.resolve() in path.resolve().parents
    except (OSError, RuntimeError):
        return False


def damaged(folder: str | os.PathLike[str]) -> list[tuple[Path, Path, str]]:
    """(summary, record, why) for each record a solve summary of ``folder`` lists that is
    missing or does not read as a record; a summary that does not read is (summary, summary, why)."""
    root = Path(folder)
    out: list[tuple[Path, Path, str]] = []
    for summary in sorted((root / "solve").glob("*.json")):
        try:
            data = records.load_json(summary, limit=SUMMARY_BYTES, what="a solve summary")
        except (OSError, InvalidRecord) as exc:
            out.append((summary, summary, bounded(exc)))
            continue
        listed = data.get("records") if isinstance(data, dict) else None
        if not isinstance(listed, list) or not all(isinstance(r, str) for r in listed):
            out.append((summary, summary, "not a solve summary (no list of records)"))
            continue
        written = summary.stat().st_mtime_ns
        for name in listed:
            path = Path(name)
            if not _inside(path, root):
                out.append((summary, path, "listed, but not inside the results folder"))
                continue
            try:
                st = path.lstat()
                if stat.S_ISREG(st.st_mode) and st.st_mtime_ns <= written:
                    continue  # as its shard left it
                records.read(path)
            except FileNotFoundError:
                out.append((summary, path, "missing"))
            except (OSError, ValueError) as exc:
                out.append((summary, path, bounded(exc)))
    return out


def redo_damaged(folder: str | os.PathLike[str]) -> list[str]:
    """Move each damaged record of ``folder`` aside and remove the summaries listing them,
    so the next run redoes them; one line per damaged record or summary."""
    lines = []
    for summary, path, why in damaged(folder):
        if path != summary and os.path.lexists(path) and _inside(path, Path(folder)):
            aside = path.with_name(path.name + DAMAGED_SUFFIX)
            os.replace(path, aside)
            lines.append(f"{bounded(path)}: damaged record ({why}); moved to {bounded(aside.name)}, its shard runs again")
        else:
            lines.append(f"{bounded(path)}: {why}; its shard runs again")
        summary.unlink(missing_ok=True)
    return lines
