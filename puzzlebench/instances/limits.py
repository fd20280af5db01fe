"""The limits of every number a user gives about a puzzle, and :class:`Bound`, the one
type every side's limits are written in.

Why bounds in one type: a number reaches the harness from the CLI, from an experiment file
(checked by the JSON schema) and inside a run spec. When each of them checks its own
bounds, they drift, and a value one of them lets through ends as a traceback deep inside
(``nan`` in a ``select`` timeout, ``1e7`` s overflowing a C int). Here each number is a
:class:`Bound`: ``Bound.arg`` is the argparse ``type=`` function (a bad value: one usage
line, exit 2), ``Bound.check`` the check for code paths (raises
:class:`~puzzlebench.instances.errors.PuzzleInputError`, exit 2 in the CLI).

Each side owns its own numbers: this module the puzzle's (sides, file sizes, counts, open
shares); :mod:`puzzlebench.models.limits` a model's size caps; :mod:`puzzlebench.engine.run.limits`
a run's (time limit, threads, seed, shards, permutations), and
:mod:`puzzlebench.engine.experiment.file` the experiment keys that take them
(``tests/test_reliability.py`` checks that the config schema states the same bounds).

The limits are deliberately generous for real use and tight enough that nothing inside
overflows or runs out of memory: see ``docs/reliability.md``.
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass
from typing import Generic, TypeVar

from puzzlebench.instances.errors import PuzzleInputError

MAX_SIDE = 200
"""Largest number of rows or columns any reader or generator accepts (a 300x300 Galaxies
model needs 1.1-1.3 GB to build; 200x200 stays well under 1 GB)."""

MAX_FILE_BYTES = 64 * 1024 * 1024
"""Largest puzzle or dataset file a reader takes (regular files only)."""

def _num(x: float) -> str:
    """A bound or value as a user writes it: 2147483647, 604800, 0.5, 1e+308."""
    return str(int(x)) if float(x).is_integer() and abs(x) < 1e15 else f"{x:g}"


Number = TypeVar("Number", int, float)


@dataclass(frozen=True)
class Bound(Generic[Number]):
    """A closed range ``lo..hi`` (``lo`` excluded when ``lo_open``) for one user number of
    type ``kind``, ``int`` or ``float``: what :meth:`check`, :meth:`parse` and :meth:`arg`
    return (``Bound[int]`` for a count, ``Bound[float]`` for seconds)."""

    name: str  # as the user knows it, e.g. "--time-limit" / "time_limit"
    kind: type[Number]
    lo: float
    hi: float
    lo_open: bool = False
    unit: str = ""

    @property
    def integer(self) -> bool:
        return self.kind is int

    def describe(self) -> str:
        lo = f"> {_num(self.lo)}" if self.lo_open else f">= {_num(self.lo)}"
        unit = f" {self.unit}" if self.unit else ""
        return f"{lo} and <= {_num(self.hi)}{unit}"

    def problem(self, value: object) -> str | None:
        """Why ``value`` is out of bounds (None: it is fine)."""
        if isinstance(value, bool) or not isinstance(value, int | float):
            return f"must be a number, got {value!r}"
        if self.integer and not isinstance(value, int) and not float(value).is_integer():
            return f"must be a whole number, got {value!r}"
        if not math.isfinite(value):
            return f"must be a finite number, got {value!r}"
        too_low = value <= self.lo if self.lo_open else value < self.lo
        if too_low or value > self.hi:
            return f"must be {self.describe()}, got {_num(value)}"
        return None

    def check(self, value: object, name: str | None = None) -> Number:
        """``value`` itself (as ``kind``), or PuzzleInputError in one line."""
        why = self.problem(value)
        if why is not None:
            raise PuzzleInputError(f"{name or self.name} {why}")
        assert isinstance(value, int | float)  # problem() refuses everything else
        return self.kind(value)

    def parse(self, text: str) -> Number:
        """A number from command-line text (``nan``, ``inf``, ``1e999`` refused)."""
        try:
            value = self.kind(text)
        except ValueError:
            kind = "a whole number" if self.integer else "a number"
            raise PuzzleInputError(f"{self.name} must be {kind}, got {text!r}") from None
        return self.check(value)

    def arg(self, text: str) -> Number:
        """The argparse ``type=`` function: a bad value is a usage error (exit 2)."""
        try:
            return self.parse(text)
        except PuzzleInputError as exc:
            raise argparse.ArgumentTypeError(str(exc).removeprefix(f"{self.name} ")) from None

    def schema(self) -> dict[str, float]:
        """The bounds as JSON-schema keywords (the config schema must state the same)."""
        lo_key = "exclusiveMinimum" if self.lo_open else "minimum"
        return {lo_key: self.lo, "maximum": self.hi}


SIDE = Bound("side", int, 1, MAX_SIDE)
COUNT = Bound("count", int, 1, 10000)
SIDE_AREA = Bound("cells", int, 1, MAX_SIDE * MAX_SIDE)
OPEN_SHARE = Bound("open share", float, 0, 1)
