"""Plain-text pictures of puzzles for the terminal (``puzzlebench show``).

Troix: one line per row, cells separated by a space, ``.`` for an empty cell. With a
solution the givens stay upper case and filled cells are printed in lower case, so what the
puzzle gave stays visible without colour; with ``color=True`` filled cells are upper case
in one ANSI colour per symbol and givens bold.

Galaxies: the (2R+1) x (2C+1) lattice of doubled coordinates, every cell three characters
wide (``compact=True``: one character per lattice point). Points with an even coordinate are grid lines: the outline is always drawn, and with
a solution so is every edge between two different galaxies (``-``, ``|`` and ``+`` in
ASCII, box-drawing characters with ``charset="unicode"``). Dots are ``o`` (``○``) exactly at
their lattice point, so a dot on an edge sits on that edge and one on a vertex replaces
the corner; grid vertices that touch no drawn line show as ``.`` (``·``) to keep the grid
readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.types import EMPTY, GalaxiesInstance, Instance, TroixInstance

UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8
_BOX = {
    0: " ", UP: "╵", DOWN: "╷", LEFT: "╴", RIGHT: "╶",
    UP | DOWN: "│", LEFT | RIGHT: "─",
    DOWN | RIGHT: "┌", DOWN | LEFT: "┐", UP | RIGHT: "└", UP | LEFT: "┘",
    UP | DOWN | RIGHT: "├", UP | DOWN | LEFT: "┤", DOWN | LEFT | RIGHT: "┬", UP | LEFT | RIGHT: "┴",
    UP | DOWN | LEFT | RIGHT: "┼",
}
_CHARS = {
    "ascii": {"h": "-", "v": "|", "dot": "o", "grid": "."},
    "unicode": {"h": "─", "v": "│", "dot": "○", "grid": "·"},
}
_ANSI = {"X": "\x1b[34m", "O": "\x1b[31m", "I": "\x1b[32m", "bold": "\x1b[1m", "reset": "\x1b[0m"}


def printable(text: str) -> str:
    """``text`` with every non-printable character written as its escape (``\\x1b``), so a
    name or a solver's message read from a file can never drive the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def to_text(instance: Instance, solution: Sequence[Any] | None = None, *, charset: str = "ascii",
            color: bool = False, compact: bool = False) -> str:
    """The puzzle (and ``solution`` if given) as text, one line per output row, ending in a newline.

    ``compact`` (Galaxies only) prints exactly one character per lattice point, a
    (2R+1) x (2C+1) block; the default widens cells to three characters so that cells look
    roughly square in a terminal font.
    """
    if charset not in _CHARS:
        raise PuzzleInputError(f"unknown charset {charset!r}; use 'ascii' or 'unicode'")
    if solution is not None and (
        len(solution) != instance.rows or any(len(r) != instance.cols for r in solution)
    ):
        raise PuzzleInputError(f"solution does not fit the {instance.rows}x{instance.cols} grid of the puzzle")
    if isinstance(instance, TroixInstance):
        return _troix(instance, solution, color)
    if isinstance(instance, GalaxiesInstance):
        return _galaxies(instance, solution, charset, compact)
    raise TypeError(f"not an instance: {type(instance).__name__}")


def _troix(inst: TroixInstance, solution: Sequence[str] | None, color: bool) -> str:
    lines = []
    for i in range(inst.rows):
        cells = []
        for j in range(inst.cols):
            given = inst.givens[i][j]
            filled = solution[i][j] if solution is not None else EMPTY
            if given != EMPTY:
                cells.append(f"{_ANSI['bold']}{given}{_ANSI['reset']}" if color else given)
            elif filled == EMPTY:
                cells.append(EMPTY)
            elif color:
                cells.append(f"{_ANSI.get(filled, '')}{filled}{_ANSI['reset']}")
            else:
                cells.append(filled.lower())
        lines.append(" ".join(cells))
    return "\n".join(lines) + "\n"


def _galaxies(inst: GalaxiesInstance, solution: Sequence[Sequence[int]] | None, charset: str,
              compact: bool = False) -> str:
    rows, cols = inst.rows, inst.cols
    ch = _CHARS[charset]
    dots = set(inst.dots)

    def horizontal(y: int, x: int) -> bool:
        """Is the edge at lattice point (even y, odd x) drawn?"""
        if y in (0, 2 * rows):
            return True
        if solution is None:
            return False
        j = (x - 1) // 2
        return solution[y // 2 - 1][j] != solution[y // 2][j]

    def vertical(y: int, x: int) -> bool:
        """Is the edge at lattice point (odd y, even x) drawn?"""
        if x in (0, 2 * cols):
            return True
        if solution is None:
            return False
        i = (y - 1) // 2
        return solution[i][x // 2 - 1] != solution[i][x // 2]

    def vertex(y: int, x: int) -> str:
        if (y, x) in dots:
            return ch["dot"]
        mask = 0
        if y > 0 and vertical(y - 1, x):
            mask |= UP
        if y < 2 * rows and vertical(y + 1, x):
            mask |= DOWN
        if x > 0 and horizontal(y, x - 1):
            mask |= LEFT
        if x < 2 * cols and horizontal(y, x + 1):
            mask |= RIGHT
        if mask == 0:
            return ch["grid"]
        if charset == "unicode":
            return _BOX[mask]
        if mask & (UP | DOWN) and mask & (LEFT | RIGHT):
            return "+"
        return "|" if mask & (UP | DOWN) else "-"

    lines = []
    for y in range(2 * rows + 1):
        out = []
        for x in range(2 * cols + 1):
            dot = (y, x) in dots
            if y % 2 == 0 and x % 2 == 0:
                out.append(vertex(y, x))
            elif y % 2 == 0:  # horizontal edge, three characters wide unless compact
                line = ch["h"] if horizontal(y, x) else " "
                mid = ch["dot"] if dot else line
                out.append(mid if compact else line + mid + line)
            elif x % 2 == 0:  # vertical edge
                out.append(ch["dot"] if dot else (ch["v"] if vertical(y, x) else " "))
            else:  # cell centre
                mid = ch["dot"] if dot else " "
                out.append(mid if compact else f" {mid} ")
        lines.append("".join(out).rstrip())
    return "\n".join(lines) + "\n"
