"""Reading and writing puzzle files in any supported format: the one entry point.

Everyone else (CLI, pipeline, generators, tests) goes through :func:`load`,
:func:`load_all`, :func:`save` and :func:`load_solution`, so format detection, validation
and error messages are the same everywhere. Every problem with a file is raised as
:class:`~puzzlebench.instances.errors.PuzzleInputError` whose ``source`` is the file (and ``puzzle``
the puzzle's key inside a dataset), so ``str(error)`` is the one line the CLI prints.

Formats (see :mod:`puzzlebench.instances.formats.registry`): ``json`` (canonical), ``seed-json``,
``janko`` (read only), ``sgt``, ``puzzlink``.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from puzzlebench.instances import limits
from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_text_atomic
from puzzlebench.instances.formats import canonical, janko, puzzlink, registry, seed_json, sgt
from puzzlebench.instances.formats.common import parse_json, short
from puzzlebench.instances.types import GalaxiesInstance, Instance, Solution, TroixInstance
from puzzlebench.instances.validate import validate

FORMAT_NAMES = registry.NAMES
MAX_FILE_BYTES = limits.MAX_FILE_BYTES
_SUFFIX_FORMAT = {".sgt": "sgt", ".url": "puzzlink", ".puzzlink": "puzzlink"}
MAX_MESSAGE = 300


def _tidy(exc: PuzzleInputError, *, source: str | None = None, puzzle: str | None = None) -> PuzzleInputError:
    """Locate ``exc`` and keep its message one short line, whatever junk the file held (some
    messages quote the offending value)."""
    out = exc.located(source=source, puzzle=puzzle)
    msg = " ".join(out.message.split())
    if len(msg) > MAX_MESSAGE:
        msg = msg[: MAX_MESSAGE - 3] + "..."
    if msg != out.message:
        out = PuzzleInputError(msg, source=out.source, puzzle=out.puzzle)
    return out


# ----------------------------------------------------------------------------- text
def decode(data: str | bytes) -> str:
    """Bytes -> text (UTF-8, a BOM allowed); anything else is bad input."""
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PuzzleInputError(f"not UTF-8 text (byte {exc.start}); is this a puzzle file?") from None


def read_text(path: str | os.PathLike[str], *, limit: int = MAX_FILE_BYTES, what: str = "a puzzle file") -> str:
    """A regular file's text, at most ``limit`` bytes (a FIFO, a device such as /dev/zero
    behind a symlink, or a file that grows while read would hang or fill memory)."""
    name = os.fspath(path)  # no Path: this runs once per run in a worker (docs/measurements.md, "Harness cost")
    try:
        st = os.stat(name)
        if stat.S_ISDIR(st.st_mode):
            raise PuzzleInputError(f"is a directory, not {what}")
        if not stat.S_ISREG(st.st_mode):
            raise PuzzleInputError(f"is not a regular file (a FIFO, socket or device?); give {what}")
        if st.st_size > limit:
            raise PuzzleInputError(f"file is {st.st_size} bytes, larger than the {limit} allowed")
        with open(name, "rb") as fh:
            # what stat said, and more only if the file grew since (``read(limit + 1)`` first
            # allocated the whole limit: most of a run worker's time loading an instance)
            raw = fh.read(min(st.st_size, limit) + 1)
            if len(raw) > st.st_size:
                raw += fh.read(limit + 1 - len(raw))
        if len(raw) > limit:
            raise PuzzleInputError(f"file is larger than the {limit} bytes allowed")
    except FileNotFoundError:
        raise PuzzleInputError("no such file") from None
    except OSError as exc:  # ELOOP (a symbolic link loop), EACCES, ...
        raise PuzzleInputError(f"cannot read: {exc.strerror or exc}") from None
    return decode(raw)


# ------------------------------------------------------------------------ detection
def json_kind(data: Any) -> str:
    """Which JSON format a parsed document is, by what it holds."""
    if canonical.looks_canonical(data):
        return "json"
    if janko.looks_like(data):
        return "janko"
    if seed_json.looks_like(data):
        return "seed-json"
    if isinstance(data, dict) and "format" in data:
        raise PuzzleInputError(
            f"unknown 'format' {short(data['format'])} (expected {canonical.FORMAT_TAG!r})"
        )
    raise PuzzleInputError(
        "JSON is none of the known formats (canonical: 'format'; seed author's: 'shape' + "
        "'fixed'/'galaxies'; janko: 'data' of puzzles)"
    )


def detect_format(path: str | os.PathLike[str] | None, text: str) -> str:
    """The format of a file: from its suffix, then from its content."""
    suffix = Path(path).suffix.lower() if path is not None else ""
    if suffix in _SUFFIX_FORMAT:
        return _SUFFIX_FORMAT[suffix]
    if not text.strip():
        raise PuzzleInputError("file is empty")
    head = text.lstrip()
    if suffix == ".json" or head.startswith(("{", "[")):
        return json_kind(parse_json(text))
    if sgt.looks_like(head):
        return "sgt"
    if puzzlink.looks_like(head):
        return "puzzlink"
    raise PuzzleInputError(
        "cannot tell the format (not JSON, an sgt game ID WxH:desc or a puzz.link URL); "
        "name it with --from"
    )


def format_for_output(path: str | os.PathLike[str], fmt: str | None = None) -> str:
    """The format to write: ``fmt`` if given, else from the suffix, else canonical."""
    if fmt is not None:
        registry.get(fmt)
        return fmt
    return _SUFFIX_FORMAT.get(Path(path).suffix.lower(), "json")


# -------------------------------------------------------------------------- reading
def _entries(text: str, fmt: str | None, path: str | os.PathLike[str] | None) -> tuple[
    list[Instance], list[PuzzleInputError]
]:
    fmt = fmt or detect_format(path, text)
    items = registry.get(fmt).read_all(text)
    stem = Path(path).stem if path is not None else ""
    good: list[Instance] = []
    bad: list[PuzzleInputError] = []
    for key, item in items:
        if isinstance(item, PuzzleInputError):
            bad.append(_tidy(item, puzzle=key or None))
            continue
        try:
            validate(item)
        except PuzzleInputError as exc:
            bad.append(_tidy(exc, puzzle=key or None))
            continue
        if not item.name and stem:
            item = dataclasses.replace(item, name=stem)
        good.append(item)
    return good, bad


def loads_all(
    data: str | bytes, fmt: str | None = None, *, source: str | None = None
) -> tuple[list[Instance], list[PuzzleInputError]]:
    """Like :func:`load_all` for text or bytes in memory (``source`` names it in errors)."""
    try:
        good, bad = _entries(decode(data), fmt, source)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=source) from None
    return good, [_tidy(e, source=source) for e in bad]


def loads(data: str | bytes, fmt: str | None = None, *, source: str | None = None) -> Instance:
    """Like :func:`load` for text or bytes in memory."""
    good, bad = loads_all(data, fmt, source=source)
    return _the_one(good, bad, source)


def _the_one(good: list[Instance], bad: list[PuzzleInputError], source: str | None) -> Instance:
    """The single puzzle of a file; a file with several is refused (datasets: load_all)."""
    total = len(good) + len(bad)
    if total > 1:
        raise PuzzleInputError(
            f"holds {total} puzzles, not one: read it with load_all, or split it with "
            "`puzzlebench convert IN OUTDIR`",
            source=source,
        )
    if bad:
        raise _tidy(bad[0], source=source)
    return good[0]


def load(path: str | os.PathLike[str], fmt: str | None = None) -> Instance:
    """Read one puzzle (format from ``fmt``, else the suffix, else the content), validated.

    ``name`` comes from the file when it has one, else from the file stem.
    """
    src = str(path)
    try:
        text = read_text(path)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=src) from None
    return _parsed(text, fmt, src)


def _parsed(text: str, fmt: str | None, src: str) -> Instance:
    """The one puzzle of a file's ``text`` (``src`` names the file: its stem is the default
    name, and it locates errors)."""
    try:
        good, bad = _entries(text, fmt, src)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=src) from None
    return _the_one(good, bad, src)


CACHED_FILE_BYTES = 1 << 20
"""Largest file :func:`load_cached` keeps (a 200 x 200 puzzle with its solution is a few
hundred kB); a larger one is parsed each time."""

_parsed_cached = functools.lru_cache(maxsize=64)(_parsed)


def load_cached(path: str | os.PathLike[str], fmt: str | None = None) -> Instance:
    """:func:`load`, but the same text at the same path gives the same (frozen) instance
    object, parsed once: a run worker loads one file for every variant, solver and repeat
    of it, and parsing and validating it again cost more than the rest of the harness's
    work per run (docs/measurements.md, "Harness cost"). The file is read every time, so
    a changed file is a new instance; the per-object facts of a record
    (:func:`puzzlebench.engine.run.records.instance_facts`) then come from the cache too."""
    src = str(path)
    try:
        text = read_text(path)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=src) from None
    if len(text) > CACHED_FILE_BYTES:
        return _parsed(text, fmt, src)
    return _parsed_cached(text, fmt, src)


def load_all(
    path: str | os.PathLike[str], fmt: str | None = None
) -> tuple[list[Instance], list[PuzzleInputError]]:
    """Every puzzle in a file: the good ones, and one located error per bad one.

    A problem with the file as a whole (missing, not JSON, ...) is raised instead.
    """
    src = str(path)
    try:
        good, bad = _entries(read_text(path), fmt, path)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=src) from None
    return good, [_tidy(e, source=src) for e in bad]


# -------------------------------------------------------------------------- writing
def dumps(instance: Instance, fmt: str = "json") -> str:
    """The text of ``instance`` in format ``fmt``."""
    f = registry.get(fmt)
    if f.write is None:
        raise PuzzleInputError(f"format {fmt!r} is read only")
    if instance.puzzle not in f.puzzles:
        raise PuzzleInputError(f"format {fmt!r} cannot hold a {instance.puzzle} puzzle")
    return f.write(instance)


def save(instance: Instance, path: str | os.PathLike[str], fmt: str | None = None) -> None:
    """Write ``instance`` (format from ``fmt``, else the suffix, else canonical JSON)."""
    fmt = format_for_output(path, fmt)
    try:
        text = dumps(instance, fmt)
    except PuzzleInputError as exc:
        raise _tidy(exc, source=str(path)) from None
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise PuzzleInputError(f"cannot write: {exc.strerror or exc}", source=str(path)) from None


# ------------------------------------------------------------------------ solutions
def _coerce_solution(instance: Instance, grid: Any) -> Solution:
    """A JSON grid -> the tuple form the checker takes; wrong sizes are left to the checker
    (they are rule violations, exit 1), wrong types are bad input."""
    if isinstance(grid, str | bytes) or not isinstance(grid, Sequence):
        raise PuzzleInputError("solution must be a list of rows")
    if isinstance(instance, TroixInstance):
        if not all(isinstance(r, str) for r in grid):
            raise PuzzleInputError("a Troix solution must be a list of strings of X, O and I")
        return tuple(grid)
    rows = []
    for i, row in enumerate(grid):
        if isinstance(row, str | bytes) or not isinstance(row, Sequence):
            raise PuzzleInputError(f"Galaxies solution row {i} is not a list of dot indices")
        for j, v in enumerate(row):
            if isinstance(v, bool) or not isinstance(v, int):
                raise PuzzleInputError(f"Galaxies solution cell ({i}, {j}) = {short(v)} is not an integer")
        rows.append(tuple(row))
    return tuple(rows)


def _text_solution(instance: Instance, text: str) -> Solution:
    lines = [line.split() for line in text.splitlines()]
    lines = [t for t in lines if t]
    if not lines:
        raise PuzzleInputError("solution file is empty")
    if isinstance(instance, TroixInstance):
        return tuple("".join(t) for t in lines)
    rows = []
    for i, tokens in enumerate(lines):
        row = []
        for j, tok in enumerate(tokens):
            try:
                row.append(int(tok))
            except ValueError:
                raise PuzzleInputError(
                    f"solution row {i} token {j} is {tok[:20]!r}, not a dot index"
                ) from None
        rows.append(tuple(row))
    return tuple(rows)


def _same_puzzle(a: Instance, b: Instance) -> bool:
    if a.puzzle != b.puzzle or (a.rows, a.cols) != (b.rows, b.cols):
        return False
    if isinstance(a, GalaxiesInstance) and isinstance(b, GalaxiesInstance):
        return a.dots == b.dots
    return True


def solution_from_text(instance: Instance, text: str) -> Solution:
    """Parse a solution for ``instance`` from the text of a solution file."""
    head = text.lstrip()
    if not head:
        raise PuzzleInputError("solution file is empty")
    if not head.startswith(("{", "[")):
        return _text_solution(instance, text)
    data = parse_json(text)
    if isinstance(data, list):
        return _coerce_solution(instance, data)
    if not isinstance(data, dict):
        raise PuzzleInputError("solution JSON must be an object with 'solution' or a grid")
    if canonical.looks_canonical(data):
        other = canonical.from_dict(data)
        if not _same_puzzle(instance, other):
            raise PuzzleInputError("solution file is a different puzzle from the instance")
        if other.solution is None:
            raise PuzzleInputError("canonical file holds no 'solution'")
        return other.solution
    if "solution" not in data:
        raise PuzzleInputError("solution JSON has no 'solution' key")
    if data["solution"] is None:
        status = data.get("status")
        why = f" (status {short(status)})" if isinstance(status, str) else ""
        raise PuzzleInputError(f"run record holds no solution{why}")
    return _coerce_solution(instance, data["solution"])


def load_solution(path: str | os.PathLike[str], instance: Instance) -> Solution:
    """A solution for ``instance`` from: a canonical file holding ``solution``, a run record
    JSON with a ``solution`` key, a bare JSON grid, or a plain text grid (Troix: rows of
    X/O/I; Galaxies: rows of space-separated dot indices)."""
    src = str(path)
    try:
        return solution_from_text(instance, read_text(path))
    except PuzzleInputError as exc:
        raise _tidy(exc, source=src) from None


__all__ = [
    "FORMAT_NAMES",
    "decode",
    "detect_format",
    "dumps",
    "format_for_output",
    "json_kind",
    "load",
    "load_all",
    "load_solution",
    "loads",
    "loads_all",
    "read_text",
    "save",
    "solution_from_text",
    "write_text_atomic",
]
