"""puzz.link / pzprjs ``tentaisho`` URLs, read and written.

``https://puzz.link/p?tentaisho/<cols>/<rows>/<body>``. The body walks the same
(2rows-1) x (2cols-1) lattice as the sgt game ID, row-major from s = 0: a character
``0``-``f`` with value v puts a dot at s (white if v is even, black if odd: the rules treat
both alike) and moves s += (v >> 1) + 1; a character ``g``-``z`` skips s += int(ch, 36) - 15
points. The body ends when s reaches the lattice size; anything after it is the blocked-cell
tail (base 32, 5 cells per character). Blocked cells are not part of the rules puzzlebench
models, so a tail that blocks any cell is refused as unsupported (an all-zero tail is fine).
Any host and the older ``pzv.jp/p.html?tentaisho/...`` form are accepted; so is pzprjs's
``v:`` edit-mode marker. A body that stops short of the lattice is refused as truncated; one
whose last skip overshoots the lattice simply ends there, as in pzprjs's decoder.
"""

from __future__ import annotations

import re

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import check_side, parse_int, short
from puzzlebench.instances.types import GalaxiesInstance, Instance

NAME = "puzzlink"
DEFAULT_PREFIX = "https://puzz.link/p?"
_URL = re.compile(r"^\s*(?:[A-Za-z][A-Za-z0-9+.-]*://[^?\s]*\?)?(tentaisho|tentaisyo)/(\S*)\s*$")
_MAX_RUN = 7  # a dot character can carry up to 7 following empty points
_MAX_SKIP = 20  # 'z'
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
_B32 = _B36[:32]


def looks_like(text: str) -> bool:
    return "tentaisho/" in text[:300] or "tentaisyo/" in text[:300]


def from_url(text: str) -> GalaxiesInstance:
    m = _URL.match(text)
    if not m:
        raise PuzzleInputError(f"not a puzz.link tentaisho URL: {text.strip()[:60]!r}")
    parts = m.group(2).split("/")
    if parts and parts[0] == "v:":
        parts = parts[1:]
    if len(parts) != 3:
        raise PuzzleInputError("puzz.link URL must end in tentaisho/<cols>/<rows>/<body>")
    cols = check_side("cols", parse_int(parts[0], "cols"))
    rows = check_side("rows", parse_int(parts[1], "rows"))
    body = parts[2]
    size = (2 * cols - 1) * (2 * rows - 1)
    stride = 2 * cols - 1
    dots = []
    s = 0
    pos = 0
    while s < size:
        if pos >= len(body):
            raise PuzzleInputError(
                f"puzz.link body ends after {s} of the {size} lattice points (truncated URL?)"
            )
        ch = body[pos]
        if "0" <= ch <= "9" or "a" <= ch <= "f":
            v = int(ch, 16)
            dots.append((s // stride + 1, s % stride + 1))
            s += (v >> 1) + 1
        elif "g" <= ch <= "z":
            s += int(ch, 36) - 15
        else:
            raise PuzzleInputError(f"puzz.link body has an unknown character {ch!r} at position {pos}")
        pos += 1  # like pzprjs, a final skip or run may overshoot: the body simply ends
    _check_tail(body[pos:], rows * cols)
    return GalaxiesInstance(rows, cols, tuple(dots))


def _check_tail(tail: str, cells: int) -> None:
    if not tail:
        return
    bad = sorted(set(tail) - set(_B32))
    if bad:
        raise PuzzleInputError(f"puzz.link blocked-cell tail has unknown character(s) {short(''.join(bad))}")
    blocked = sum(bin(int(ch, 32)).count("1") for ch in tail)
    if blocked:
        raise PuzzleInputError(
            f"puzz.link puzzle has blocked cells ({blocked} marked): blocked cells are unsupported"
        )
    if len(tail) * 5 < cells:
        raise PuzzleInputError("puzz.link blocked-cell tail is shorter than the grid (truncated URL?)")


def to_url(instance: Instance, prefix: str = DEFAULT_PREFIX) -> str:
    """The URL pzprjs would write (white dots, no blocked cells)."""
    if not isinstance(instance, GalaxiesInstance):
        raise PuzzleInputError("puzz.link tentaisho URLs hold Galaxies puzzles only")
    stride = 2 * instance.cols - 1
    size = stride * (2 * instance.rows - 1)
    points = [(r2 - 1) * stride + (c2 - 1) for r2, c2 in instance.dots]
    out: list[str] = []

    def skip(n: int) -> None:
        while n > 0:
            step = min(n, _MAX_SKIP)
            out.append(_B36[step + 15])
            n -= step

    s = 0
    for k, p in enumerate(points):
        skip(p - s)
        nxt = points[k + 1] if k + 1 < len(points) else size
        run = min(nxt - p - 1, _MAX_RUN)
        out.append(format(2 * run, "x"))
        s = p + run + 1
    skip(size - s)
    return f"{prefix}tentaisho/{instance.cols}/{instance.rows}/{''.join(out)}"



def loads(text: str) -> GalaxiesInstance:
    return from_url(text)


def dumps(instance: Instance) -> str:
    return to_url(instance) + "\n"
