"""Progress lines for the steps that can take a while (formulate, instance sets, plot):
``[formulate flow x galaxies] 12/40 galaxies-10x10-s1, elapsed 0:03, ETA 0:07``.

A library function that loops takes ``progress: Progress | None`` and calls it once per
item with ``(done, total, note)``; the step scripts pass a :class:`Ticker`, which prints at
most one line every ``every`` seconds (always the first and the last), so a long step is
never silent and a short one prints two lines. The solve step has its own, richer lines
(:mod:`puzzlebench.engine.experiment.shard`).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

Progress = Callable[[int, int, str], None]


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class SmoothedEta:
    """An ETA that does not swing: from the share done and the time since the start (the
    mean rate, not the last item's), shown only once ``warmup_share`` is done and
    ``warmup_s`` have passed, and moved towards each new estimate by ``weight`` (an
    exponential moving average) instead of jumping to it. The stage-wide ETA of the first
    solve lines swung from 44:44 to 2:59 to 8:54 within ten seconds."""

    def __init__(self, *, warmup_share: float = 0.05, warmup_s: float = 10.0, weight: float = 0.3,
                 clock: Callable[[], float] = time.monotonic):
        self.warmup_share, self.warmup_s, self.weight, self.clock = warmup_share, warmup_s, weight, clock
        self.start = clock()
        self.eta: float | None = None
        self.at = self.start

    def update(self, share: float) -> float | None:
        """The remaining seconds at ``share`` (0..1) done, or None while warming up."""
        now = self.clock()
        elapsed = now - self.start
        if share < self.warmup_share or elapsed < self.warmup_s or share <= 0:
            return None
        raw = elapsed * (1 - min(share, 1.0)) / share
        if self.eta is None:
            self.eta = raw
        else:
            aged = max(0.0, self.eta - (now - self.at))  # the last estimate, counted down since
            self.eta = aged + self.weight * (raw - aged)
        self.at = now
        return self.eta


def clock_text(seconds: float | None) -> str:
    """``m:ss`` (or ``h:mm:ss``), ``?`` for None."""
    return "?" if seconds is None else _clock(seconds)


class Ticker:
    def __init__(self, name: str, *, every: float = 2.0, out: TextIO = sys.stderr,
                 clock: Callable[[], float] = time.monotonic):
        self.name, self.every, self.out, self.clock = name, every, out, clock
        self.start = clock()
        self.last = -1e18

    def __call__(self, done: int, total: int, note: str = "") -> None:
        now = self.clock()
        if done not in (1, total) and now - self.last < self.every:
            return
        self.last = now
        elapsed = now - self.start
        eta = _clock(elapsed / done * (total - done)) if done else "?"
        print(f"[{self.name}] {done}/{total} {note}, elapsed {_clock(elapsed)}, ETA {eta}".replace(" ,", ","),
              file=self.out, flush=True)
