"""Simon Tatham's Galaxies game ID ``WxH:desc`` (W columns, H rows), read and written.

The description walks the (2H-1) x (2W-1) lattice of interior points row-major (stride
S = 2W-1): letter ``a``..``y`` skips 0..24 points and puts a dot on the next one
(``A``..``Y`` the same, a "black" dot, which the rules ignore); ``z`` skips 25 points with
no dot. Point k is the doubled coordinate (k // S + 1, k % S + 1), so ``3x3:cnc`` holds the
dots (1, 3), (4, 2), (4, 5). A description that places a dot (or skips) past the last point
is refused, as ``sgt-galaxies`` itself refuses it.
"""

from __future__ import annotations

import re

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats.common import check_side, parse_int
from puzzlebench.instances.types import GalaxiesInstance, Instance

NAME = "sgt"
SKIP_ALL = 25  # 'z'
_ID = re.compile(r"^\s*(\d+)x(\d+)([a-zA-Z]*):(\S*)\s*$")


def looks_like(text: str) -> bool:
    """Cheap sniff used by format detection."""
    return bool(re.match(r"^\s*\d+x\d+[a-zA-Z]*:", text))


def from_game_id(text: str) -> GalaxiesInstance:
    """Parse ``WxH:desc`` (optionally ``WxHdu:desc`` with sgt's difficulty letters)."""
    m = _ID.match(text)
    if not m:
        raise PuzzleInputError(f"not an sgt Galaxies game ID of the form WxH:desc: {text.strip()[:40]!r}")
    cols = check_side("width", parse_int(m.group(1), "width"))
    rows = check_side("height", parse_int(m.group(2), "height"))
    desc = m.group(4)
    stride = 2 * cols - 1
    size = stride * (2 * rows - 1)
    dots = []
    k = 0
    for pos, ch in enumerate(desc):
        if ch == "z":
            k += SKIP_ALL
            if k > size:
                raise PuzzleInputError(
                    f"sgt description runs past the {size}-point lattice of a {cols}x{rows} grid "
                    f"at character {pos} ('z')"
                )
            continue
        if "a" <= ch <= "y":
            k += ord(ch) - ord("a")
        elif "A" <= ch <= "Y":
            k += ord(ch) - ord("A")
        else:
            raise PuzzleInputError(f"sgt description has an unknown character {ch!r} at position {pos}")
        if k >= size:
            raise PuzzleInputError(
                f"sgt description runs past the {size}-point lattice of a {cols}x{rows} grid "
                f"at character {pos} ({ch!r})"
            )
        dots.append((k // stride + 1, k % stride + 1))
        k += 1
    return GalaxiesInstance(rows, cols, tuple(dots))


def to_game_id(instance: Instance) -> str:
    """The game ID ``WxH:desc`` (white dots only, as sgt's generator writes them)."""
    if not isinstance(instance, GalaxiesInstance):
        raise PuzzleInputError("the sgt game ID format holds Galaxies puzzles only")
    stride = 2 * instance.cols - 1
    out = []
    k = 0
    for r2, c2 in instance.dots:  # sorted row-major: the scan order
        point = (r2 - 1) * stride + (c2 - 1)
        gap = point - k
        while gap >= SKIP_ALL:
            out.append("z")
            gap -= SKIP_ALL
        out.append(chr(ord("a") + gap))
        k = point + 1
    return f"{instance.cols}x{instance.rows}:{''.join(out)}"


def loads(text: str) -> GalaxiesInstance:
    return from_game_id(text)


def dumps(instance: Instance) -> str:
    return to_game_id(instance) + "\n"
