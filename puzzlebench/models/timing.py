"""Step timing, in one place: wall (``perf_counter``) and CPU (``process_time``) of a block.

Every step the records report (build, translate, solve, check, and smaller ones such as
Troix's deduction) is timed with :func:`timed` into a :class:`Timer`; nothing else in the
code base pairs ``perf_counter`` and ``process_time`` by hand.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager


class Timer:
    """Wall (perf_counter) and CPU (process_time, all threads of this process) of a block."""

    def __init__(self) -> None:
        self.wall = 0.0
        self.cpu = 0.0

    def as_dict(self) -> dict[str, float]:
        return {"wall": self.wall, "cpu": self.cpu}


@contextmanager
def timed(into: Timer) -> Iterator[Timer]:
    """Add the block's wall and CPU seconds to ``into`` (also when the block raises)."""
    w0, c0 = time.perf_counter(), time.process_time()
    try:
        yield into
    finally:
        into.wall += time.perf_counter() - w0
        into.cpu += time.process_time() - c0
