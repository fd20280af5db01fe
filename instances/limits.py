"""The limits of every number a user gives: one table, used where each number enters.

Why one place: a time limit reaches the harness from the CLI (``--time-limit``), from an
experiment file (``time_limit:``, checked by the JSON schema) and inside a run spec
(:class:`puzzlebench.engine.spec.RunSpec`, which the plan and the worker pipe build). When each of
them checks its own bounds, they drift, and a value one of them lets through ends as a
traceback deep inside (``nan`` in a ``select`` timeout, ``1e7`` s overflowing a C int).
Here each number is a :class:`Bound`: ``Bound.arg`` is the argparse ``type=`` function
(a bad value: one usage line, exit 2), ``Bound.check`` the check for code paths (raises
:class:`~puzzlebench.instances.errors.PuzzleInputError`, exit 2 in the CLI), and
``tests/test_reliability.py`` checks that the config schema states the same bounds.

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

MAX_MODEL_VARIABLES = 5_000_000
"""A model with more variables is not built: the run is recorded ``too_large`` (building
a 10^7-variable Galaxies flow model takes 4.6 GB and 36 s, writing it as MPS over 20 GB)."""

MAX_MODEL_NONZEROS = 25_000_000
"""A model with more constraint non-zeros is not built: the run is recorded ``too_large``."""

MAX_GALAXY_CELL_PAIRS = 50_000_000
"""Galaxies x cells above which a Galaxies model is not even started (its candidate and arc
maps are dense galaxies x cells arrays: 32 bytes a pair for the flow arcs alone). Measured
on a 100x100 with 2321 galaxies (2.3e7 pairs): cuts (reach, pairs, deduce) peaks at 0.8 GB,
flow at 1.4 GB; so the cap stays near 3 GB, and a 1000x1000 stops at once."""


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


WEEK = 7 * 24 * 3600.0
TIME_LIMIT = Bound("time limit", float, 0, WEEK, lo_open=True, unit="s")
GRACE = Bound("grace", float, 0, 3600, unit="s")
THREADS = Bound("threads", int, 1, 64)
SEED = Bound("seed", int, 0, 2**31 - 1)
REPEAT = Bound("repeat", int, 0, 9999)
REPEATS = Bound("repeats", int, 1, 10000)
PERMUTE = Bound("permute", int, 0, 1000)  # seeded row/column orders per run (0 = the model's own only)
PERMUTATION = Bound("permutation", int, 0, PERMUTE.hi)
SHARDS = Bound("shards", int, 1, 10000)
SIDE = Bound("side", int, 1, MAX_SIDE)
COUNT = Bound("count", int, 1, 10000)
PATH_CAP = Bound("path cap", int, 1, 10**8)
CERTIFY_TIME_LIMIT = Bound("certify time limit", float, 0, WEEK, lo_open=True, unit="s")
SIDE_AREA = Bound("cells", int, 1, MAX_SIDE * MAX_SIDE)
OPEN_SHARE = Bound("open share", float, 0, 1)

HARD_TIMEOUT = Bound("hard_timeout", float, 0, TIME_LIMIT.hi + GRACE.hi, lo_open=True, unit="s")

#: Experiment keys (config schema) -> their bound.
CONFIG_KEYS: dict[str, Bound[int] | Bound[float]] = {"time_limit": TIME_LIMIT, "threads": THREADS, "seed": SEED, "repeats": REPEATS,
               "shards": SHARDS, "permute": PERMUTE}


def check_experiment(config: dict) -> None:
    """The numbers of an experiment the JSON schema cannot refuse (``.nan`` and ``.inf``
    pass ``minimum``/``maximum``): one PuzzleInputError naming the key."""
    for key, bound in CONFIG_KEYS.items():
        if key in config:
            bound.check(config[key], key)
