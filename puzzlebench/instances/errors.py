"""The one error type that readers, validators and the CLI let out for bad user input,
and the one line an ``OSError`` becomes.

Every reader turns whatever goes wrong with a file (bad JSON, wrong sizes, unknown
tokens, ...) into a :class:`PuzzleInputError`, so the CLI can print one line and exit 2
instead of a traceback. Whatever outside text a line quotes (a puzzle's name, a path, a
value) is :func:`bounded`: a 62.9 MB name is not echoed. A read or write the system refuses
(a full, read-only or missing target) is an ``OSError``; the CLI and the pipeline's steps both print it as
:func:`os_error_line`, so they name the path the same way.
"""

from __future__ import annotations

import os

MAX_LINE = 300
"""Longest piece of outside text (a name, a path, a value) an error line quotes."""

MAX_MESSAGE = 10_000
"""Longest message of a :class:`PuzzleInputError`: room for a solver's whole list of options
(CP-SAT's 303 names are 8.5 KB), which the message of an unknown option shows on purpose."""


def bounded(text: object, limit: int = MAX_LINE) -> str:
    """``text`` cut to ``limit`` characters (the cut said, with the full length), and with
    control characters and lone surrogates escaped: an error line quoting a 62.9 MB puzzle
    name must stay one short line."""
    raw = str(text)
    out = raw if len(raw) <= limit else f"{raw[:limit]}... ({len(raw)} characters)"
    if out.isprintable():
        return out
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in out)


class PuzzleInputError(ValueError):
    """Bad puzzle input: says what is wrong and where (file, and puzzle inside a dataset)."""

    def __init__(self, message: str, *, source: str | None = None, puzzle: str | None = None):
        super().__init__(message)
        self.message = message
        self.source = source
        self.puzzle = puzzle

    def located(self, *, source: str | None = None, puzzle: str | None = None) -> PuzzleInputError:
        """Return a copy that also names the file and/or puzzle (kept if already set)."""
        return PuzzleInputError(
            self.message,
            source=self.source or source,
            puzzle=self.puzzle or puzzle,
        )

    def __str__(self) -> str:
        where = [bounded(w) for w in (self.source, self.puzzle) if w]
        return ": ".join([*where, bounded(self.message, MAX_MESSAGE)])


def os_error_line(exc: OSError) -> str:
    """``PATH: reason`` for a failed read or write (a rename names its target second)."""
    path = exc.filename2 or exc.filename
    reason = bounded(exc.strerror or str(exc))
    return f"{bounded(os.fsdecode(path) if isinstance(path, bytes) else path)}: {reason}" if path else reason
