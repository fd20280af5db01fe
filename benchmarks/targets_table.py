"""The table a target benchmark prints and writes: one markdown row per target, printed as
it is measured (a long run shows its progress), then the whole table written to ``--out``.

Shared by the benchmarks that hold targets (``bench_targets.py``, ``bench_scale_generate.py``):
a target's figure is printed next to it with the load around the measurement, the project's
rule for a timing on a shared machine."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def load_now() -> str:
    """The 1-minute load average now, as the tables print it."""
    return f"{os.getloadavg()[0]:.1f}"


class Table:
    """Rows printed as they come; :meth:`write` puts the header and every row into a file."""

    def __init__(self, head: str) -> None:
        self.lines = [head]
        print(head, flush=True)

    def row(self, line: str) -> None:
        self.lines.append(line)
        print(line, flush=True)

    def write(self, out: str | Path) -> None:
        path = Path(out)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(self.lines) + "\n")
        print(f"wrote {path}", file=sys.stderr)
