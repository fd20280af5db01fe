"""The code and environment a results folder was made with, against the ones here.

Why: a published table is only as reproducible as the environment behind it. Every run
record carries its commit and the hash of the lock its checkout installs from (``code``)
and the versions of Python, the solver libraries and the Debian solver packages
(``versions``). This reads them back from a results folder (its ``runs/*.json`` records,
else its ``runs.csv``, which has no lock column), prints each with how many runs carry it,
and compares them with this checkout and environment, so that after ``git checkout
COMMIT`` and ``make setup`` one command says whether the rebuild is the same.

Usage: ``python -m scripts.environment_of RESULTS_DIR`` (exit 0 the same,
1 a difference, 2 bad input).
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlebench.engine.run import environment


class BadInput(Exception):
    """A results folder this cannot read (the message names the folder or file)."""


@dataclass(frozen=True)
class Made:
    """What made one run: the commit (with ``-dirty`` for uncommitted changes), the lock
    hash ("" where the run did not record one) and the versions."""

    commit: str
    lock: str
    versions: Mapping[str, str]

    @classmethod
    def of(cls, code: Mapping[str, Any], versions: Mapping[str, Any]) -> Made:
        return cls(str(code.get("commit", "") or ""), str(code.get("lock", "") or ""),
                   {str(k): str(v) for k, v in versions.items()})


def _from_records(runs: Path) -> list[Made]:
    """Read through the record module (validated, older versions upgraded)."""
    from puzzlebench.engine.run import records

    made = []
    for path in sorted(runs.glob("*.json")):
        try:
            rec = records.read(path)
        except (OSError, UnicodeDecodeError, ValueError) as e:  # InvalidRecord is a ValueError
            raise BadInput(f"{path}: not a readable run record ({e})") from None
        made.append(Made.of(rec.code.to_json(), rec.versions))
    return made


def _from_table(table: Path) -> list[Made]:
    try:
        with table.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
        return [Made.of(row, json.loads(row.get("versions") or "{}")) for row in rows]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, csv.Error) as e:
        raise BadInput(f"{table}: not a readable runs table ({e})") from None


def read_results(results: Path) -> list[Made]:
    """One :class:`Made` per run of ``results`` (a results folder, or its ``runs/``)."""
    if not results.is_dir():
        raise BadInput(f"{results}: no such results folder")
    runs = results / "runs" if (results / "runs").is_dir() else results
    made = _from_records(runs)
    if not made and (results / "runs.csv").is_file():
        made = _from_table(results / "runs.csv")
    if not made:
        raise BadInput(f"{results}: no run records (runs/*.json) and no runs.csv")
    return made


def here() -> Made:
    """This checkout and environment, as a record made now would carry them."""
    return Made.of(environment.code(), environment.versions())


@dataclass(frozen=True)
class Line:
    """One fact: its values in the runs (with counts), its value here, and whether they differ."""

    name: str
    recorded: Counter[str]
    current: str

    @property
    def differs(self) -> bool:
        """Any run made otherwise; a fact no run recorded (an older record's lock) is unknown."""
        return bool(self.recorded) and set(self.recorded) != {self.current}

    def __str__(self) -> str:
        counted = len(self.recorded) > 1
        values = ", ".join(f"{v or '(empty)'}" + (f" ({n} runs)" if counted else "")
                           for v, n in self.recorded.most_common())
        mark = "DIFFERS" if self.differs else "same" if self.recorded else "not recorded"
        return f"{self.name:<20} {values or '-':<30} {self.current or '(empty)':<30} {mark}"


def compare(made: Sequence[Made], now: Made) -> list[Line]:
    """The commit, the lock and every version the runs recorded, each against ``now``."""
    lines = [Line("commit", Counter(m.commit for m in made), now.commit),
             Line("lock", Counter(m.lock for m in made if m.lock), now.lock)]
    names = sorted({n for m in made for n in m.versions})
    lines += [Line(n, Counter(m.versions[n] for m in made if n in m.versions), now.versions.get(n, "missing"))
              for n in names]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scripts.environment_of",
        description="Print the commit, lock hash and versions a results folder's runs were made with "
                    "and compare them with this checkout and environment.",
        epilog="Exit codes: 0 the same, 1 a difference, 2 bad input.")
    parser.add_argument("results", type=Path, help="a results folder (results/EXPERIMENT) or its runs/")
    args = parser.parse_args(argv)
    try:
        made = read_results(args.results)
    except BadInput as e:
        print(f"environment_of: {e}", file=sys.stderr)
        return 2
    lines = compare(made, here())
    print(f"{args.results}: {len(made)} runs")
    print(f"{'':<20} {'in the runs':<30} here")
    for line in lines:
        print(line)
    if any(m.commit.endswith("-dirty") for m in made):
        print("note: some runs were made with uncommitted changes: their code is not in any commit")
    differ = [line.name for line in lines if line.differs]
    print(f"different here: {', '.join(differ)}" if differ else "the same here")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
