"""The one error type that readers, validators and the CLI let out for bad user input,
and the one line an ``OSError`` becomes.

Every reader turns whatever goes wrong with a file (bad JSON, wrong sizes, unknown
tokens, ...) into a :class:`PuzzleInputError`, so the CLI can print one line and exit 2
instead of a traceback. A read or write the system refuses (a full, read-only or missing
target) is an ``OSError``; the CLI and the pipeline's steps both print it as
:func:`os_error_line`, so they name the path the same way.
"""

from __future__ import annotations


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
        where = [w for w in (self.source, self.puzzle) if w]
        return ": ".join([*where, self.message])


def os_error_line(exc: OSError) -> str:
    """``PATH: reason`` for a failed read or write (a rename names its target second)."""
    path = exc.filename2 or exc.filename
    reason = exc.strerror or str(exc)
    return f"{path}: {reason}" if path else reason
