"""Rule-level checks of a puzzle's givens, beyond what the instance types check.

The types refuse what cannot even be a puzzle (wrong sizes, unknown symbols, dots off the
lattice, duplicate dots, two dots sharing a centre cell). This module refuses puzzles that
are well formed but already break a rule in their givens, so nobody spends solver time on
an instance with no solution: a Troix row with three equal givens in a row, or with more
than C/3 givens of one symbol (columns alike). It also caps the size (see
:data:`puzzlebench.instances.formats.common.MAX_SIDE`). :func:`puzzlebench.instances.io.load` calls
:func:`validate` on every puzzle it reads.
"""

from __future__ import annotations

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import MAX_SIDE
from puzzlebench.instances.types import EMPTY, TROIX_SYMBOLS, Instance, TroixInstance


def _troix_problems(inst: TroixInstance) -> list[str]:
    out = []
    columns = ["".join(row[j] for row in inst.givens) for j in range(inst.cols)]
    for axis, lines, length in (("row", inst.givens, inst.cols), ("column", columns, inst.rows)):
        for a, line in enumerate(lines):
            for k in range(length - 2):
                if line[k] != EMPTY and line[k] == line[k + 1] == line[k + 2]:
                    out.append(
                        f"givens already break a rule: {axis} {a} has {line[k]} three times "
                        f"in a row from index {k}"
                    )
            for s in TROIX_SYMBOLS:
                n = line.count(s)
                if n > length // 3:
                    out.append(
                        f"givens already break a rule: {axis} {a} has {n} {s} given, "
                        f"at most {length // 3} are allowed"
                    )
    return out


def problems(instance: Instance) -> list[str]:
    """Every problem found, as one-line messages (empty: the givens are fine)."""
    out = []
    for label, n in (("rows", instance.rows), ("cols", instance.cols)):
        if n > MAX_SIDE:
            out.append(f"{label} = {n} is larger than the supported {MAX_SIDE}")
    if out:
        return out
    if isinstance(instance, TroixInstance):
        out.extend(_troix_problems(instance))
    return out


def validate(instance: Instance) -> Instance:
    """Return ``instance`` unchanged, or raise PuzzleInputError with the first problem."""
    found = problems(instance)
    if found:
        more = f" (and {len(found) - 1} more problem(s))" if len(found) > 1 else ""
        raise PuzzleInputError(found[0] + more)
    return instance
