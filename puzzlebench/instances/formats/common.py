"""Helpers shared by the format readers: safe JSON parsing and size limits.

Why a limit: a three-line file saying ``"shape": [100000, 100000]`` would make a reader
allocate ten billion cells. Real puzzles are at most a few dozen cells a side, so anything
beyond :data:`MAX_SIDE` is refused as bad input instead of exhausting memory.
"""

from __future__ import annotations

import json
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.limits import (
    MAX_SIDE,  # largest number of rows or columns any reader accepts
)


def parse_json(text: str) -> Any:
    """``json.loads`` that only ever raises PuzzleInputError (also for absurd nesting)."""
    if not text.strip():
        raise PuzzleInputError("file is empty")
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise PuzzleInputError(
            f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno}; truncated file?)"
        ) from None
    except RecursionError:
        raise PuzzleInputError("not valid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer literal with more digits than Python allows
        raise PuzzleInputError(f"not valid JSON: {exc}") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (``json`` would keep the last value of a
    repeated key silently: a file saying two things is refused instead)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise PuzzleInputError(f"not valid puzzle JSON: key {short(twice)} appears twice in one object")
    return out


def short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters: error messages stay one short line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_side(label: str, value: Any) -> int:
    """An integer side length in 1..MAX_SIDE, else PuzzleInputError naming ``label``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise PuzzleInputError(f"{label} must be an integer, got {short(value)}")
    if value < 1:
        raise PuzzleInputError(f"{label} must be positive, got {value}")
    if value > MAX_SIDE:
        raise PuzzleInputError(f"{label} = {value} is larger than the supported {MAX_SIDE}")
    return value


def parse_int(token: str, what: str) -> int:
    """A decimal integer token (digits only), else PuzzleInputError naming ``what``."""
    if not token.isascii() or not token.isdigit() or len(token) > 9:
        raise PuzzleInputError(f"{what} {short(token)} is not a (reasonable) non-negative integer")
    return int(token)
