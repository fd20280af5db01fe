"""The committed-set builder's measurement file: how long each instance took to make, and
how busy the machine was meanwhile (``generation.csv`` next to the set's manifest).

Why apart from the manifest: the manifest is byte-compared (``--check``) on any machine, so
it holds only what the same code makes everywhere; seconds, loads and dates are never the
same twice. This file is appended to when an instance is made (never when one is kept or
read), ``--check`` neither writes nor reads it, and a rebuild adds rows below the old
ones: it is the history of the generations, one row each.

A row is written atomically with the rest of the file (the whole text goes to a temporary
file that replaces the old one), so a stop leaves the file as it was or with the whole new
row, never half a row. The builder writes it after the instance's file and before the
journal records the instance: a stop between the two makes that instance again on resume,
and both generations have their row (each is a real measurement).
"""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass, fields
from pathlib import Path

NAME = "generation.csv"


class MeasurementFileError(Exception):
    """A measurement file this builder cannot append to: one line for the user."""


@dataclass(frozen=True)
class Generation:
    """One instance made: its wall and CPU seconds (generation and certificate, then the
    second uniqueness route), the second route's conflicts, the 1-minute load average
    before and after, the cores, when (UTC) and at which commit."""

    file: str
    seconds: float
    cpu_seconds: float
    second_seconds: float
    second_cpu_seconds: float
    second_conflicts: int
    load_before: float | None
    load_after: float | None
    cores: int
    date_utc: str
    commit: str


FIELDS = [f.name for f in fields(Generation)]


def append(folder: Path, row: Generation) -> Path:
    """Add ``row`` to ``folder``'s measurement file (made with its header when missing)."""
    from puzzlebench.instances.files import write_text_atomic

    path = folder / NAME
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    try:
        old = path.read_text(encoding="utf-8") if path.exists() else ""
    except (OSError, UnicodeDecodeError) as exc:
        raise MeasurementFileError(f"{path}: unreadable ({type(exc).__name__}); move it aside") from None
    if not old:
        w.writeheader()
    elif old.split("\n", 1)[0] != ",".join(FIELDS):
        raise MeasurementFileError(f"{path}: other columns than {','.join(FIELDS)}; move it aside")
    elif not old.endswith("\n"):
        old += "\n"
    w.writerow({k: "" if v is None else (round(v, 3) if isinstance(v, float) else v)
                for k, v in asdict(row).items()})
    return write_text_atomic(path, old + buf.getvalue())
