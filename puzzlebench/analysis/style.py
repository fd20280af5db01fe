"""The figures' look, in one place: the size of a paper's page and column, the fonts, the
resolution, the colour-blind-safe palette and the line every variant is drawn with.

Why one owner: a figure for a paper is placed at its saved size, so its fonts must be
legible there (at least :data:`MIN_FONT_PT`) and it must fit the page without being scaled
down (at most :data:`PAGE_WIDTH` wide); and a reader compares figures, so a variant must be
the same colour, marker and line in every one of them. Every figure of
:mod:`puzzlebench.analysis.figures` is drawn under :func:`paper` (its rcParams, :data:`RC`)
and asks :func:`styles` for its lines; ``tests/test_figure_style.py`` checks every
figure's fonts, size and files.

A new figure::

    @style.paper
    def plot_mine(df: pd.DataFrame) -> Figure:
        look = style.styles(df)
        fig, ax = plt.subplots(figsize=(style.PAGE_WIDTH, 3))
        for label, g in df.groupby("label"):
            ax.plot(g["cells"], g["t"], label=label, **look.line(label).kw())
        return fig

Colours: seaborn's ``colorblind`` palette (after Okabe and Ito's), its grey left out
(grey is kept for reference lines, notes and the time limit). Colour alone is not enough
(grey-scale print, colour vision deficiency, two lines on top of each other), so each
variant also has its own marker and line style: the k-th variant gets the k-th colour,
marker and dash pattern, so the first nine differ in all three and no two share a line.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ParamSpec

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.colors import to_rgb  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.text import Text  # noqa: E402

PAGE_WIDTH = 7.0
"""Inches: the text width of a two-column paper (IEEE's is 7.16 in, ACM's 7.0 in): no
figure is saved wider, so none is scaled down when placed."""
COLUMN_WIDTH = 3.5
"""Inches: one column of such a paper (IEEE 3.5 in, ACM 3.33 in)."""
MAX_HEIGHT = 9.0
"""Inches: a page's text height less a caption."""
MIN_FONT_PT = 9.0
"""The smallest font of any figure at its saved size (journals ask for 8-9 pt)."""
DPI = 200
"""The PNG's resolution. The PNG is the screen's copy (the report and the findings page
show it); a paper takes the PDF or SVG, which are vectors. At 200 dpi a page-wide figure is
1400 px, twice a 700 px column, sharp on a high-density screen; 300 dpi (the earlier
value) cost the plot step ~0.5 s of CPU more (rasterising, zlib, the sample pictures
resampled) for pixels no screen shows (docs/measurements.md)."""

WHITEGRID: Mapping[str, Any] = MappingProxyType({
    "figure.facecolor": "white", "axes.labelcolor": ".15", "xtick.direction": "out", "ytick.direction": "out",
    "xtick.color": ".15", "ytick.color": ".15", "axes.axisbelow": True, "grid.linestyle": "-", "text.color": ".15",
    "font.family": ["sans-serif"],
    "font.sans-serif": ["Arial", "DejaVu Sans", "Liberation Sans", "Bitstream Vera Sans", "sans-serif"],
    "lines.solid_capstyle": "round", "patch.edgecolor": "w", "patch.force_edgecolor": True,
    "xtick.top": False, "ytick.right": False, "axes.grid": True, "axes.facecolor": "white", "axes.edgecolor": ".8",
    "grid.color": ".8", "axes.spines.left": True, "axes.spines.bottom": True, "axes.spines.right": True,
    "axes.spines.top": True, "xtick.bottom": False, "ytick.left": False,
})
"""seaborn's ``axes_style("whitegrid")``, written out: importing seaborn (which imports
scipy.stats) was most of the plot step's imports, for two constants and one heat map.
Without seaborn's ``image.cmap`` ("rocket", a colormap seaborn registers on import): no
figure draws with the default colormap. ``tests/test_figure_style.py`` compares it with
seaborn's."""

RC: Mapping[str, Any] = MappingProxyType({
    **WHITEGRID,
    "font.size": MIN_FONT_PT,
    "axes.titlesize": MIN_FONT_PT,
    # a title at the top of its axes, never moved: matplotlib's automatic placement (titley None)
    # measured every y axis's tick labels again for each title and draw, only to lift a title
    # over a y offset text (x1e6) or top tick labels, which no figure here has (log axes, shares
    # and categories; the overlap tests would see one)
    "axes.titley": 1.0,
    "axes.labelsize": MIN_FONT_PT,
    "xtick.labelsize": MIN_FONT_PT,
    "ytick.labelsize": MIN_FONT_PT,
    "legend.fontsize": MIN_FONT_PT,
    "legend.title_fontsize": MIN_FONT_PT,
    "figure.titlesize": MIN_FONT_PT + 1,
    "figure.labelsize": MIN_FONT_PT,
    "legend.frameon": False,
    "lines.linewidth": 1.3,
    "lines.markersize": 4.0,
    "figure.dpi": 100,
    "savefig.dpi": DPI,
    "pdf.fonttype": 42,  # TrueType in the PDF: publishers refuse Type 3 fonts
    "svg.hashsalt": "puzzlebench",  # the SVG's ids without randomness: same data, same bytes
})
"""The rcParams every figure is drawn with (seaborn's whitegrid look, every font at
least :data:`MIN_FONT_PT`)."""

REFERENCE = "0.3"
"""The colour of reference lines (time limit, diagonal, tau = 1) and notes."""
PALETTE = ("#0173b2", "#de8f05", "#029e73", "#d55e00", "#cc78bc", "#ca9161", "#fbafe4", "#949494", "#ece133",
           "#56b4e9")
"""seaborn's colour-blind-safe palette (``color_palette("colorblind", 10)``, written out as
:data:`WHITEGRID` is), the source of :data:`COLOURS`."""
COLOURS = tuple(to_rgb(c) for k, c in enumerate(PALETTE) if k != 7)  # 7: its grey
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "<", ">")
DASHES: tuple[Any, ...] = ("-", "--", ":", "-.", (0, (5, 1, 1, 1, 1, 1)), (0, (1, 2)), (0, (8, 2)),
                           (0, (3, 1, 3, 4)), (0, (6, 2, 1, 2)))
"""One dash pattern per variant up to nine (the last ones distinct from the first four)."""

P = ParamSpec("P")


@dataclass(frozen=True)
class Line:
    """How one variant (or one layer/solver) is drawn: colour, marker and dash pattern."""

    colour: tuple[float, float, float]
    marker: str
    linestyle: Any

    def kw(self, **extra: Any) -> dict[str, Any]:
        """Keyword arguments for ``Axes.plot``/``Axes.step`` (``extra`` added)."""
        return {"color": self.colour, "marker": self.marker, "linestyle": self.linestyle, **extra}

    def points(self, hollow: bool = False, **extra: Any) -> dict[str, Any]:
        """Keyword arguments for ``Axes.scatter`` (colour and marker, no line); ``hollow``:
        the outline only, so points of two variants on the same spot both show."""
        if hollow:
            return {"facecolors": "none", "edgecolors": [self.colour], "marker": self.marker, **extra}
        return {"color": self.colour, "marker": self.marker, **extra}


def _line(k: int) -> Line:
    """The k-th line: the first nine as colour, marker and dashes k; from the tenth on the
    marker and dashes shift by one more per round of nine, so line 9 is not line 0 again
    (a smoke run has a dozen layers/solvers: clingo and pysat were both blue circles)."""
    turn = k // len(COLOURS)
    return Line(COLOURS[k % len(COLOURS)], MARKERS[(k + turn) % len(MARKERS)], DASHES[(k + 2 * turn) % len(DASHES)])


@dataclass(frozen=True)
class Styles:
    """The line of every variant label and of every layer/solver of one runs table.

    A label has one line in every figure and every panel drawn from the table, whichever
    puzzle it is drawn for: the labels several puzzles share (the baselines: clingo,
    multipuzzle, pysat) are numbered first, then each puzzle's own labels after them,
    puzzle after puzzle, so no two labels of a run share a line (a baseline was pink in the
    Galaxies panel and green-dotted in the Troix one, where green-dotted meant a Galaxies
    variant). The layers/solvers are numbered apart (a figure that colours by solver says
    so in its legend)."""

    labels: Mapping[str, tuple[str, ...]]
    """Per puzzle, its variant labels in order."""
    pairs: tuple[str, ...]

    @property
    def numbers(self) -> dict[str, int]:
        """Every label's line number: the labels of more than one puzzle first (0, 1, ...),
        then each puzzle's own after them, the j-th puzzle's a round of the palette
        further on (:func:`_line`: the same colours, other markers and dashes), so the
        colours of one puzzle's panel all differ and no two labels of the run share a line."""
        seen = [lb for ls in self.labels.values() for lb in ls]
        shared = sorted({lb for lb in seen if seen.count(lb) > 1})
        out = {lb: k for k, lb in enumerate(shared)}
        for j, ls in enumerate(self.labels.values()):
            own = [lb for lb in ls if lb not in out]
            out.update({lb: len(COLOURS) * j + len(shared) + i for i, lb in enumerate(own)})
        return out

    def line(self, label: str, puzzle: str | None = None) -> Line:
        """The line of a variant label (the same for every puzzle; ``puzzle`` is kept for
        callers that name it; a label not in the table: the one after all of them)."""
        numbers = self.numbers
        return _line(numbers[label] if label in numbers else max(numbers.values(), default=-1) + 1)

    def pair(self, pair: str) -> Line:
        """The line of a layer/solver (``pyomo/highs-presolve_off``)."""
        return _line(self.pairs.index(pair) if pair in self.pairs else len(self.pairs))


def styles(df: pd.DataFrame) -> Styles:
    """The lines of a runs table's variants (its ``label`` column, per puzzle) and
    layers/solvers (:func:`puzzlebench.analysis.stats.pair_name` of each row, and each
    layer/solver without its options, as the effects table names them)."""
    from puzzlebench.analysis.stats import pair_name

    if not len(df):
        return Styles({}, ())
    named = df[["puzzle", "label"]].astype(str).drop_duplicates()
    labels = {p: tuple(sorted(g["label"])) for p, g in named.groupby("puzzle", sort=True)}
    plain = df["layer"].astype(str) + "/" + df["solver"].astype(str)  # the effects' layer/solver
    return Styles(labels, tuple(sorted(set(pair_name(df)) | set(plain))))


def paper(draw: Callable[P, Figure]) -> Callable[P, Figure]:
    """Decorate a figure function: it draws under :data:`RC` (fonts, grid, resolution),
    whoever calls it, and nothing outside it changes."""

    @functools.wraps(draw)
    def drawn(*args: P.args, **kwargs: P.kwargs) -> Figure:
        with rc():
            return draw(*args, **kwargs)

    return drawn


def rc() -> contextlib.AbstractContextManager[None]:
    """:data:`RC` for the length of a ``with`` block (drawing, saving), restored after."""
    params: Any = dict(RC)  # matplotlib types the keys as its literal names
    return plt.rc_context(params)


def figsize(height: float, width: float = PAGE_WIDTH) -> tuple[float, float]:
    """A figure's size in inches: the page's width, ``height`` at most :data:`MAX_HEIGHT`."""
    return width, min(height, MAX_HEIGHT)


def texts(fig: Figure) -> Iterable[Text]:
    """Every visible, non-empty text of a figure (titles, labels, ticks, legends, notes)."""
    return (t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip())


def small_texts(fig: Figure, minimum: float = MIN_FONT_PT) -> list[tuple[str, float]]:
    """The texts of ``fig`` below ``minimum`` points, as (text, size): none for a figure
    fit to print. The figure is drawn first: tick labels are made when it is."""
    fig.canvas.draw()
    return [(t.get_text(), float(t.get_fontsize())) for t in texts(fig) if float(t.get_fontsize()) < minimum - 1e-9]


def overlapping_texts(fig: Figure, draw: bool = True) -> list[tuple[str, str]]:
    """Pairs of texts of ``fig`` drawn over each other (titles, axis labels, legends, notes,
    annotations, category tick labels; numeric tick labels apart, their locators keep them
    apart): none for a readable figure. The figure is drawn first (``draw=False``: it was,
    as it is)."""
    from matplotlib.ticker import FixedLocator

    if draw:
        fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    # numeric tick labels are spaced by their locators; fixed ones (categories: a heat map's
    # layer/solver names) are not, so they are checked like any other text
    ticks = {id(lb) for ax in fig.get_axes() for axis in (ax.xaxis, ax.yaxis)
             if not isinstance(axis.get_major_locator(), FixedLocator)
             for tick in [*axis.get_major_ticks(), *axis.get_minor_ticks()] for lb in (tick.label1, tick.label2)}
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts(fig) if id(t) not in ticks]
    return [(a, b) for k, (a, ba) in enumerate(boxes) for b, bb in boxes[k + 1:]
            if ba.width > 0 and bb.width > 0 and ba.overlaps(bb)]


def _number(text: str) -> bool:
    """A numeric tick label (categories, such as a bar chart's names, are not)."""
    try:
        float(text.replace("\u2212", "-"))
    except ValueError:
        return False
    return True


TICK_GAP = 0.05
"""Inches: the least space between two numeric tick labels of one axis (about a space)."""


def crowded_ticks(fig: Figure, draw: bool = True) -> list[tuple[str, str]]:
    """Pairs of neighbouring tick labels of one axis closer than :data:`TICK_GAP` (touching
    labels read as one number: "0.70.80.91"). :func:`overlapping_texts` leaves numeric tick
    labels to this check (category labels, on a fixed locator, are its own)."""
    from matplotlib.ticker import FixedLocator

    if draw:
        fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    gap = TICK_GAP * fig.dpi
    out: list[tuple[str, str]] = []
    for ax in fig.get_axes():
        if not ax.get_visible() or not ax.axison:
            continue
        for axis, horizontal in ((ax.xaxis, True), (ax.yaxis, False)):
            if isinstance(axis.get_major_locator(), FixedLocator):
                continue
            lo, hi = sorted(axis.get_view_interval())
            shown = [t.label1 for t in axis.get_major_ticks()
                     if lo <= t.get_loc() <= hi and t.label1.get_visible() and _number(t.label1.get_text())]
            boxes = sorted(((lb.get_text(), lb.get_window_extent(renderer)) for lb in shown),
                           key=lambda tb: tb[1].x0 if horizontal else tb[1].y0)
            for (a, ba), (b, bb) in zip(boxes, boxes[1:], strict=False):
                space = bb.x0 - ba.x1 if horizontal else bb.y0 - ba.y1
                if space < gap:
                    out.append((a, b))
    return out
