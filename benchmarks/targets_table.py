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


class _Tee:
    """Standard output that also goes into a file (what :func:`print_into` installs)."""

    def __init__(self, screen: object, file: object) -> None:
        self.screen, self.file = screen, file

    def write(self, text: str) -> int:
        self.file.write(text)  # type: ignore[attr-defined]
        self.file.flush()  # type: ignore[attr-defined]
        return self.screen.write(text)  # type: ignore[attr-defined, no-any-return]

    def flush(self) -> None:
        self.screen.flush()  # type: ignore[attr-defined]


def print_into(out: str | Path) -> Path:
    """From now on, everything the benchmark prints also goes into ``out`` (its folder made):
    a benchmark that prints its figures keeps them under results/bench/ like the others."""
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    sys.stdout = _Tee(sys.stdout, path.open("w", encoding="utf-8"))  # type: ignore[assignment]
    return path
