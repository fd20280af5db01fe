"""A run's bounds: the numbers a run spec, the CLI's run options and an experiment's keys
take (time limit, threads, seed, repeats, shards, permutations), each a
:class:`~puzzlebench.instances.limits.Bound` so that every door checks the same range.
The run side owns them: the puzzle side knows no run."""

from __future__ import annotations

from puzzlebench.instances.limits import Bound

WEEK = 7 * 24 * 3600.0
TIME_LIMIT = Bound("time limit", float, 0, WEEK, lo_open=True, unit="s")
GRACE = Bound("grace", float, 0, 3600, unit="s")
THREADS = Bound("threads", int, 1, 64)
SEED = Bound("seed", int, 0, 2**31 - 1)
REPEAT = Bound("repeat", int, 0, 9999)
REPEATS = Bound("repeats", int, 1, 10000)
PERMUTE = Bound("permute", int, 0, 1000)  # seeded row/column orders per run (0 = the model's own only)
PERMUTATION = Bound("permutation", int, 0, PERMUTE.hi)
SOLVER_SEEDS = Bound("solver_seeds", int, 1, 1000)  # solver seeds per run, for pairs that take one
SEED_INDEX = Bound("seed_index", int, 0, SOLVER_SEEDS.hi - 1)
SHARDS = Bound("shards", int, 1, 10000)
CERTIFY_TIME_LIMIT = Bound("certify time limit", float, 0, WEEK, lo_open=True, unit="s")

DEFAULT_TIME_LIMIT = 60.0
"""Seconds per run when the caller names none (the CLI, the API; an experiment states its own)."""
DEFAULT_THREADS = 1

HARD_TIMEOUT = Bound("hard_timeout", float, 0, TIME_LIMIT.hi + GRACE.hi, lo_open=True, unit="s")
