"""runs.parquet -> the figures of the report, each as PNG (200 dpi, for the screen) and PDF, and
SVG when asked (:func:`~puzzlebench.analysis.outputs.figure_formats`; matplotlib, in
seaborn's whitegrid look), sized for a paper's page.

Figures (file stem -> what it shows; the stems and their order are
:data:`puzzlebench.analysis.outputs.FIGURE_STEMS`):

* ``profile``: Dolan-More performance profiles per puzzle, the layers/solvers side by side
  (one panel each, one line per variant): the fraction of instances solved within a
  factor tau of the best configuration;
* ``scaling``: median total time against grid cells, the layers/solvers side by side, one
  line per variant (log scales);
* ``model_size``: variables, constraints and non-zeros against cells, one marker per variant
  (paths vs flow vs cuts: how the model grows);
* ``heatmap``: variant x (layer, solver), coloured by shifted geometric mean time, annotated
  with solved/instances;
* ``samples``: a few solved instances drawn with the solution the solver found (and the
  checker accepted), plus each picture as its own SVG in ``pictures/``;
* ``lp_strength``: the LP relaxation's fractional share against solve time, per variant;
* ``models_by_size``: the share of cells each model solved against the grid's cells (the frontier).
* ``speedup``, ``time_split``, ``deduction``, ``effects``: see their functions.

The look is :mod:`puzzlebench.analysis.style`'s: every figure function is decorated with
:func:`~puzzlebench.analysis.style.paper` (fonts of at least 9 pt, the page's width) and
takes its lines from :func:`~puzzlebench.analysis.style.styles`, so a variant has one colour,
marker and dash pattern in every figure. A layer/solver with a single configuration (a
baseline that is not MIP, such as sgt) gets no panel of its own in the faceted figures: it
is drawn in every panel of its puzzle, as a reference. A panel that would show one value
only (a vertical line) is left out, and the figure says so.

Every figure is drawn even when the data is thin (one instance, nothing solved), with a
note in the panel, so the report always has all its figures.

A configuration, its time on an instance and whether it solved it are the findings' own
(:mod:`puzzlebench.analysis.stats`): the solver is named with its options
(``pyomo/highs-presolve_off``), so runs that differ only in a solver option are drawn apart.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import IO, Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.axis import XAxis, YAxis  # noqa: E402
from matplotlib.figure import Figure, SubFigure  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
from matplotlib.ticker import LogLocator, NullFormatter, NullLocator, StrMethodFormatter  # noqa: E402

from puzzlebench.analysis import stats as S  # noqa: E402
from puzzlebench.analysis import style  # noqa: E402
from puzzlebench.analysis.heatmap import heatmap  # noqa: E402
from puzzlebench.analysis.models_by_size import models_by_size  # noqa: E402
from puzzlebench.analysis.outputs import FIGURE_FORMATS, FIGURE_STEMS, figure_formats  # noqa: E402
from puzzlebench.analysis.results import BASELINE_VARIANT, effects  # noqa: E402
from puzzlebench.analysis.strength import per_pair  # noqa: E402
from puzzlebench.analysis.tables import DEDUCTION_COLUMNS  # noqa: E402
from puzzlebench.engine.run.records import RunStatus  # noqa: E402
from puzzlebench.instances.files import write_atomic  # noqa: E402

FIGURES = FIGURE_STEMS  # the figures' names are outputs.FIGURE_STEMS; this name is kept for its callers

# no timestamps or tool versions in the files, so unchanged data -> the same bytes
_META: dict[str, dict[str, Any]] = {"png": {"Software": None}, "svg": {"Date": None, "Creator": None},
                                    "pdf": {"CreationDate": None, "Creator": None, "Producer": None}}


LAYOUT_TABLES = ("GSUB", "GPOS", "GDEF", "kern", "MATH", "BASE", "JSTF")
"""OpenType tables that a PDF's embedded TrueType font never uses: matplotlib places every
glyph itself (kerning included) and a PDF reader draws the glyphs it is told to, by glyph
index, from the outline tables; substitution, positioning and math layout are for a text
shaper. Dropping them halves the cost of each font subset (fontTools decompiles and prunes
DejaVu Sans's large GPOS for every PDF) and leaves the glyphs' outlines and metrics as
they were (tests/test_plot.py compares them)."""


@contextlib.contextmanager
def lean_font_subsets() -> Iterator[None]:
    """For the length of the block, fontTools' font subsets (matplotlib's PDF backend makes
    one per font per file, with options it builds itself and no setting for them) leave out
    :data:`LAYOUT_TABLES`. The only hook is the subsetter's class-level list of tables to
    drop; a fontTools without it gets the subsets as they were, only slower."""
    from fontTools import subset  # type: ignore[import-untyped]  # the PDF backend imports it anyway

    default = getattr(subset.Options, "_drop_tables_default", None)
    if not isinstance(default, list):
        yield
        return
    subset.Options._drop_tables_default = [*default, *(t for t in LAYOUT_TABLES if t not in default)]
    try:
        yield
    finally:
        subset.Options._drop_tables_default = default


SHARED_SUBSET_TEXT = "".join(map(chr, range(32, 127))) + "\ufb00\ufb01\ufb02\ufb03\ufb04×τ−≤≥…·°±µ–—‘’“”≈"
"""The characters of the one font subset every PDF of a process shares
(:func:`shared_font_subsets`): printable ASCII, the ligatures matplotlib's text shaping
makes of it (ff, fi, fl, ffi, ffl) and a few signs an axis label may use."""


class _SavedFont:
    """A font subset kept as its bytes: all matplotlib's PDF backend does with the subset's
    font is save it (``_backend_pdf_ps.font_as_file``)."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def save(self, fh: IO[bytes], reorderTables: bool = False) -> None:  # noqa: N803 (fontTools' name)
        fh.write(self.data)


_SHARED: dict[tuple[str, int], tuple[frozenset[int], bytes, dict[int, int]]] = {}


@contextlib.contextmanager
def _shared_subset(original: Callable[..., Any], fontfile: Any, glyphs: Any) -> Iterator[Any]:
    """``original(fontfile, glyphs)``'s subset, or, when ``glyphs`` are all among the font's
    glyphs of :data:`SHARED_SUBSET_TEXT`, that subset, made once per font and process."""
    from types import SimpleNamespace

    from matplotlib.backends._backend_pdf_ps import font_as_file
    from matplotlib.ft2font import FT2Font

    key = (str(fontfile), int(getattr(fontfile, "face_index", 0)))
    if key not in _SHARED:
        font = FT2Font(fontfile)
        shared = frozenset(int(font.get_char_index(ord(c))) for c in SHARED_SUBSET_TEXT) - {0}
        with original(fontfile, set(shared)) as made:
            _SHARED[key] = (shared, font_as_file(made.font).getvalue(), dict(made.glyph_index_map))
    shared, data, index_map = _SHARED[key]
    if set(glyphs) <= shared:
        yield SimpleNamespace(font=_SavedFont(data), glyph_index_map=index_map)
        return
    with original(fontfile, glyphs) as made:
        yield made


@contextlib.contextmanager
def shared_font_subsets() -> Iterator[None]:
    """For the length of the block, the PDF backend's font subsets come from one subset per
    font (:data:`SHARED_SUBSET_TEXT`), made once per process, instead of one made for each
    font of each file: fontTools decompiles the font for every subset (~0.03 s each, a dozen
    per plot step). Each PDF carries a few more glyphs than it draws (~10 KB); every glyph
    drawn has its own outline and width (tests/test_plot.py compares them). A PDF whose
    text needs a glyph outside the shared subset gets its own subset, as before. The hook is
    matplotlib's ``_backend_pdf_ps.get_glyphs_subset`` (its results' ``font`` and
    ``glyph_index_map``); a matplotlib without it gets the subsets as they were."""
    from matplotlib.backends import _backend_pdf_ps

    original = getattr(_backend_pdf_ps, "get_glyphs_subset", None)
    if original is None or not hasattr(_backend_pdf_ps, "SubsetResults"):
        yield
        return
    _backend_pdf_ps.get_glyphs_subset = functools.partial(_shared_subset, original)
    try:
        yield
    finally:
        _backend_pdf_ps.get_glyphs_subset = original


def _savefig(fig: Figure, fmt: str, fh: IO[bytes]) -> None:
    with contextlib.ExitStack() as hooks:
        if fmt == "pdf":
            hooks.enter_context(lean_font_subsets())
            hooks.enter_context(shared_font_subsets())
        fig.savefig(fh, format=fmt, dpi=style.DPI, metadata=_META[fmt])


def lay_out(fig: Figure, dpi: float) -> None:
    """Run the figure's layout engine once, at the resolution it is saved at, then remove
    the engine, so no ``savefig`` lays it out again. A figure with an engine is otherwise
    drawn twice per ``savefig``: once without output (the layout, then every artist drawn
    to nothing), then for real. The layout is the same one (it is computed at the same dpi
    with the same Agg renderer; tests/test_plot.py compares the files); the drawing to
    nothing after it was wasted. None, not "none": "none" leaves a placeholder engine, and
    a figure with any engine gets the extra draw."""
    engine = fig.get_layout_engine()
    if engine is None:
        return
    shown = fig.dpi
    fig.dpi = dpi  # as savefig sets it while it prints: text extents follow the dpi
    try:
        engine.execute(fig)
    finally:
        fig.dpi = shown
    fig.set_layout_engine(None)


def save(fig: Figure, out_dir: Path, stem: str, formats: Sequence[str] = FIGURE_FORMATS) -> list[Path]:
    """Write ``stem`` in each of ``formats`` (:func:`~puzzlebench.analysis.outputs.figure_formats`:
    the PNG at :data:`~puzzlebench.analysis.style.DPI` first, then SVG, PDF), laid out once
    (:func:`lay_out`: a constrained layout of a dozen log-scaled panels is a large part of
    a draw), then close the figure."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    with style.rc():
        lay_out(fig, style.DPI)
        for fmt in figure_formats(formats):
            p = out_dir / f"{stem}.{fmt}"
            write_atomic(p, functools.partial(_savefig, fig, fmt))
            paths.append(p)
    plt.close(fig)
    return paths


def _note(ax: Any, text: str) -> None:
    """A sentence in place of a panel with nothing to draw: no frame, no ticks (a framed
    empty box read as a plot whose data went missing)."""
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, color=style.REFERENCE, wrap=True)
    ax.set_axis_off()


class LogTicks(LogLocator):
    """Major ticks of a log axis, as many as fit: at every integer multiple, at 1-2-5, or
    at powers only, the densest whose labels fit the axis's length at 9 pt (a narrow panel
    over four decades gets 0.01, 0.1, 1, 10, not 0.002, 0.005, 0.01, ...). An axis under a
    decade, where fewer than two powers fall inside, gets every second, third, ... of the
    integer multiples instead (441-900 cells had 100 and 1000 only: no label at all)."""

    DIGIT = 0.6 * style.MIN_FONT_PT / 72
    """Inches: the width of one character of a tick label (DejaVu Sans digits, 0.6 em)."""

    def __init__(self, base: float = 10) -> None:
        super().__init__(base=base)
        self.base = base
        self._memo: dict[tuple[float, float, float, bool], tuple[Any, Any, Any]] = {}
        """(vmin, vmax, axis inches, vertical) -> the ticks, and the subs and numticks the
        search ended on: a figure saved in three formats asks for the same ticks a dozen
        times (every draw, each layout pass), and the search tries up to four tick sets."""

    def _length(self) -> tuple[float, bool]:
        """The axis's length in inches, and whether it is a y axis (2 in, x, when unknown)."""
        axis: Any = self.axis
        fig = axis.axes.get_figure(root=True) if isinstance(axis, XAxis | YAxis) and axis.axes is not None else None
        if fig is None:
            return 2.0, False
        box, dpi = axis.axes.bbox, fig.dpi
        return (box.height if isinstance(axis, YAxis) else box.width) / dpi, isinstance(axis, YAxis)

    def _apart(self, dense: list[float], lo: float, hi: float, inches: float, vertical: bool) -> list[float]:
        """Of ``dense`` (inside [lo, hi]), the ticks whose labels do not run into each other
        where the log axis puts them: powers of ten first, then 5s, 2s, the rest, each kept
        only if it is a label's width (and a gap) from every tick kept. Thinning every k-th
        tick by their total length let 0.7, 0.8, 0.9 and 1 touch ("0.70.80.91"): on a log
        axis they are packed at the top of the decade."""
        span = math.log(hi / lo) if hi > lo > 0 else 1.0

        def at(t: float) -> float:
            return inches * math.log(t / lo) / span

        def size(t: float) -> float:
            return style.MIN_FONT_PT * 1.8 / 72 if vertical else len(f"{t:g}") * self.DIGIT

        def rank(t: float) -> tuple[int, float]:
            lead = int(round(t / 10 ** math.floor(math.log10(t) + 1e-9)))
            return ({1: 0, 5: 1, 2: 2}.get(lead, 3), t)

        kept: list[float] = []
        for t in sorted(dense, key=rank):
            if all(abs(at(t) - at(k)) >= (size(t) + size(k)) / 2 + 0.1 for k in kept):
                kept.append(t)
        return sorted(kept)

    def tick_values(self, vmin: float, vmax: float) -> Any:
        key = (float(vmin), float(vmax), *self._length())
        if key not in self._memo:
            ticks = self._search(*key)
            self._memo[key] = (ticks, self._subs, self.numticks)  # type: ignore[has-type]  # LogLocator: untyped
        ticks, subs, numticks = self._memo[key]
        self._subs, self.numticks = subs, numticks  # as the search left them
        return np.array(ticks, copy=True)

    def _search(self, vmin: float, vmax: float, inches: float, vertical: bool) -> Any:
        """The ticks of [vmin, vmax] on an axis ``inches`` long (see the class doc)."""
        lo, hi = sorted((float(vmin), float(vmax)))

        def inside(ticks: Any) -> list[float]:
            return [float(t) for t in ticks if lo <= t <= hi]

        def room(ticks: Any) -> float:  # inches the labels inside [lo, hi] take, gaps included
            shown = inside(ticks)
            if vertical:
                return len(shown) * style.MIN_FONT_PT * 1.8 / 72
            return sum(len(f"{t:g}") * self.DIGIT + 0.12 for t in shown)

        choices = [(1.0,)] if self.base == 2 else [tuple(map(float, range(1, 10))), (1.0, 2.0, 5.0), (1.0,)]
        for subs in choices:
            self.set_params(subs=subs, numticks=99)
            ticks = super().tick_values(vmin, vmax)
            shown = inside(ticks)
            apart = lo <= 0 or len(self._apart(shown, lo, hi, inches, vertical)) == len(shown)
            if lo <= 0 or (room(ticks) <= inches and apart and (subs != (1.0,) or len(shown) >= 2)):
                return ticks
        if len(inside(ticks)) < 2:  # under a decade: the densest ticks, thinned until none collide
            self.set_params(subs=choices[0], numticks=99)
            dense = inside(super().tick_values(vmin, vmax))
            return np.array(self._apart(dense, lo, hi, inches, vertical) or ticks)
        self.set_params(numticks=max(2, int(inches / 0.45)) + 2)  # powers only, and not every one
        return super().tick_values(vmin, vmax)


def _log_axes(ax: Any, x: bool = True, y: bool = True, base: int = 10) -> None:
    """Log scales with plain-number major labels (:class:`LogTicks`) and no minor ticks
    (mathtext minor labels such as 2x10^2 are hard to read and cost seconds of layout per
    figure; the style draws no tick marks and no minor grid, so minor ticks drew nothing, yet
    each was made and measured on every draw and layout pass)."""
    for on, axis, setter in ((x, ax.xaxis, ax.set_xscale), (y, ax.yaxis, ax.set_yscale)):
        if not on:
            continue
        setter("log", base=base)
        axis.set_major_locator(LogTicks(base))
        axis.set_major_formatter(StrMethodFormatter("{x:g}"))
        axis.set_minor_formatter(NullFormatter())
        axis.set_minor_locator(NullLocator())


def _puzzles(df: pd.DataFrame) -> list[str]:
    return sorted(df["puzzle"].dropna().unique()) or ["(none)"]


MAX_COLUMNS = 3
"""Panels per row: three on the page's width leave each about 1.9 in beside a legend."""


@dataclass(frozen=True)
class Facets:
    """The panels of one puzzle: the layers/solvers drawn as panels, and those drawn in
    every panel as a reference (one configuration each)."""

    panels: list[str]
    references: list[str]


def facets(df: pd.DataFrame) -> Facets:
    """One puzzle's layers/solvers (``pair``) with two or more variants (``label``) are
    panels, the others references; when none has two, one panel (named "") holds all."""
    if df.empty:
        return Facets([], [])
    counts = df.groupby("pair")["label"].nunique()
    panels = sorted(counts[counts > 1].index)
    return Facets(panels, sorted(counts[counts <= 1].index)) if panels else Facets([""], sorted(counts.index))


def _panel_rows(fig: Figure, n_per_puzzle: Sequence[int], ncol: int = MAX_COLUMNS, **subplots: Any
                ) -> list[tuple[SubFigure, list[Any]]]:
    """One sub-figure per puzzle holding its panels (at most ``ncol`` a row), the sub-figures'
    heights in proportion to their rows; the spare panels hidden."""
    rows = [max(1, -(-n // ncol)) for n in n_per_puzzle]
    subs = fig.subfigures(len(rows), 1, height_ratios=rows, squeeze=False)[:, 0]
    out = []
    for sub, n, nrow in zip(subs, n_per_puzzle, rows, strict=True):
        axes = list(sub.subplots(nrow, min(max(n, 1), ncol), squeeze=False, **subplots).flat)
        for ax in axes[max(n, 1):]:
            ax.set_visible(False)
        out.append((sub, axes[:max(n, 1)]))
    return out


def _legend(sub: Any, axes: Sequence[Any], loc: str = "outside right center", title: str | None = None) -> None:
    """One legend for a (sub-)figure's panels, each label once: right of them, or above
    them in as many columns as fit the page's width; ``title``: the (sub-)figure's title,
    as the legend's own (a title and a legend both above the panels run into each other)."""
    seen: dict[str, Any] = {}
    for ax in axes:
        for h, lb in zip(*ax.get_legend_handles_labels(), strict=True):
            seen.setdefault(lb, h)
    if not seen:
        if title:
            sub.suptitle(title)
        return
    ncols = 1
    if "center" in loc and "right" not in loc:  # an entry is its marker (0.45 in) and its text
        widest = max(len(lb) for lb in seen) * CHAR + 0.55
        ncols = max(1, min(len(seen), int(style.PAGE_WIDTH / widest)))
    sub.legend(list(seen.values()), list(seen.keys()), loc=loc, ncols=ncols, title=title)


CHAR = 0.6 * style.MIN_FONT_PT / 72
"""Inches: the mean width of a character of a label at 9 pt (DejaVu Sans)."""
FACET_COLUMNS = 4
"""Panels a row in the profile and the scaling figure, their legend above them: seven
layers/solvers of nine lines were 1.3 in panels in three columns beside a legend."""
FACET_WIDTH = (style.PAGE_WIDTH - 0.6) / FACET_COLUMNS
"""Inches: about one of :data:`FACET_COLUMNS` panels in a row."""
PANEL_WIDTH = (style.PAGE_WIDTH - 2.2) / 3
"""Inches: about one of three panels in a row beside a legend."""


def _wrap(text: str, inches: float) -> str:
    """``text`` in lines that fit ``inches`` at 9 pt, broken at spaces, and at hyphens
    only inside a word too long for a line (``pyomo/highs-`` over ``presolve_off``)."""
    import textwrap

    width = max(8, int(inches / CHAR))
    lines = textwrap.wrap(text, width=width, break_on_hyphens=False, break_long_words=False)
    return "\n".join(part for line in lines for part in
                     (textwrap.wrap(line, width=width) if len(line) > width else [line])) or text


def _markevery(n: int, k: int, most: int = 8) -> tuple[int, int]:
    """Markers on at most ``most`` of ``n`` points, line ``k`` starting at its own offset
    (so the markers of lines that coincide do not hide each other)."""
    step = max(1, -(-n // most))
    return k % step, step


def profile(df: pd.DataFrame) -> pd.DataFrame:
    """The profile's ratios (:func:`puzzlebench.analysis.stats.performance_profile`) of a
    runs table: a configuration's time on an instance and whether it solved it are the
    findings' (:func:`puzzlebench.analysis.stats.per_instance`)."""
    if not len(df):
        return pd.DataFrame(columns=["puzzle", "instance", "config", "label", "pair", "ratio"])
    return S.performance_profile(S.per_instance(df))


@style.paper
def plot_profile(df: pd.DataFrame) -> Figure:
    """Performance profiles, one row of panels per puzzle with the layers/solvers side by
    side (shared axes), one line per variant; time = total (formulate + translate + solve),
    censored at the limit, median over repeats; an instance counts as solved when the median
    repeat solved it, and an unsolved one never reaches the line's top."""
    prof = profile(df)
    look = style.styles(df)
    puzzles = _puzzles(df)
    parts = {p: facets(prof[prof["puzzle"] == p]) for p in puzzles}
    fig = plt.figure(figsize=style.figsize(min(style.MAX_HEIGHT, 2.4 * sum(
        max(1, -(-len(f.panels) // FACET_COLUMNS)) + 0.4 for f in parts.values()) + 0.3)), layout="constrained")
    limit = float(df["time_limit"].max()) if len(df) and df["time_limit"].notna().any() else float("nan")
    for puzzle, (sub, axes) in zip(puzzles, _panel_rows(fig, [len(f.panels) for f in parts.values()], FACET_COLUMNS,
                                                          sharex=True, sharey=True), strict=True):
        part = parts[puzzle]
        mine = prof[prof["puzzle"] == puzzle]
        if mine.empty:
            _note(axes[0], f"{puzzle}: no instance solved")
            continue
        n = mine["instance"].nunique()
        finite = mine["ratio"][np.isfinite(mine["ratio"])]
        tmax = max(2.0, float(finite.max()) * 1.5) if len(finite) else 2.0
        for ax, pair in zip(axes, part.panels, strict=True):
            lines = [(str(lb), g, look.line(str(lb), puzzle))
                     for lb, g in mine[mine["pair"] == pair].groupby("label", sort=True)]
            lines += [(f"{ref} ({g['label'].iloc[0]})", g, look.line(str(g["label"].iloc[0]), puzzle))
                      for ref, g in mine[mine["pair"].isin(part.references)].groupby("pair", sort=True)]
            for k, (name, g, line) in enumerate(lines):
                r = np.sort(g["ratio"].to_numpy())
                taus = np.concatenate([[1.0], r[np.isfinite(r)], [tmax]])
                frac = [np.count_nonzero(r <= t) / n for t in taus]
                ax.step(taus, frac, where="post", label=name, markevery=_markevery(len(taus), k),
                        **line.kw(markersize=3.5))
            ax.set_xlim(1.0, tmax)
            ax.set_ylim(0, 1.02)
            _log_axes(ax, y=False, base=2)
            ax.set_title(_wrap(pair or "every layer/solver", FACET_WIDTH))
        sub.supxlabel("tau = total time / best total time on the instance")
        sub.supylabel("fraction solved within tau")
        _legend(sub, axes, loc="outside upper center", title=_wrap(
            f"{puzzle}: {n} instances" + (f" ({', '.join(part.references)}: in every panel)"
                                          if part.references and part.panels != [""] else ""), style.PAGE_WIDTH - 0.3))
    fig.suptitle(f"Performance profiles (time limit {limit:g} s; an unsolved instance never counts)")
    return fig


def scaling_groups(d: pd.DataFrame, puzzles: Sequence[str]) -> list[tuple[str, str | None]]:
    """The rows of the scaling figure: (puzzle, hardness class) where a puzzle's runs hold
    more than one class, each at two sizes or more (runs.csv's ``hardness_class``: a size
    series that holds structure fixed has one row per class), else (puzzle, None). A class
    met at one size only (the smoke set's few open puzzles) draws no line: its row would be
    a column of dots."""
    groups: list[tuple[str, str | None]] = []
    for p in puzzles:
        mine = d[d["puzzle"] == p] if len(d) else d
        sizes = (mine.dropna(subset=["hardness_class"]).groupby("hardness_class")["cells"].nunique()
                 if "hardness_class" in mine.columns and len(mine) else pd.Series(dtype=int))
        split = len(sizes) > 1 and bool((sizes >= 2).all())
        groups += [(p, str(c)) for c in sorted(sizes.index)] if split else [(p, None)]
    return groups


@style.paper
def plot_scaling(df: pd.DataFrame) -> Figure:
    """Time against size, one row of panels per puzzle (and hardness class, where the runs
    hold several) with the layers/solvers side by side (shared axes), one line per variant
    (median of the censored time per size, IQR band over the instances); unsolved runs are
    drawn at the time limit as crosses (censored, never dropped); the limit is a dashed line."""
    d = df.assign(t=S.censored(df), pair=S.pair_name(df)) if len(df) else df.assign(t=[], pair=[])
    look = style.styles(df)
    groups = scaling_groups(d, _puzzles(df))

    def runs_of(group: tuple[str, str | None]) -> pd.DataFrame:
        puzzle, cls = group
        mine = d[d["puzzle"] == puzzle]
        return mine if cls is None else mine[mine["hardness_class"] == cls]

    parts = {g: facets(runs_of(g)) for g in groups}
    fig = plt.figure(figsize=style.figsize(min(style.MAX_HEIGHT, sum(
        2.6 * max(1, -(-len(f.panels) // FACET_COLUMNS)) + 0.4 for f in parts.values()))), layout="constrained")
    for group, (sub, axes) in zip(groups, _panel_rows(fig, [len(f.panels) for f in parts.values()], FACET_COLUMNS,
                                                        sharex=True, sharey=True), strict=True):
        puzzle, cls = group
        part = parts[group]
        mine = runs_of(group)
        if mine.empty or mine["cells"].isna().all():
            _note(axes[0], f"{puzzle}: no runs")
            continue
        limit = float(mine["time_limit"].max())
        for ax, pair in zip(axes, part.panels, strict=True):
            lines = [(str(lb), g, look.line(str(lb), puzzle))
                     for lb, g in mine[mine["pair"] == pair].groupby("label", sort=True)]
            lines += [(f"{ref} ({g['label'].iloc[0]})", g, look.line(str(g["label"].iloc[0]), puzzle))
                      for ref, g in mine[mine["pair"].isin(part.references)].groupby("pair", sort=True)]
            for name, g, line in lines:
                q = g.groupby("cells")["t"].quantile([0.25, 0.5, 0.75]).unstack()
                ax.plot(q.index, q[0.5], label=name, **line.kw(markersize=3.5))
                ax.fill_between(q.index, q[0.25], q[0.75], color=line.colour, alpha=0.12, linewidth=0)
                bad = g[g["status"] != RunStatus.SOLVED]
                if len(bad):
                    ax.scatter(bad["cells"], bad["t"], s=22, zorder=3, **line.points(marker="x"))
            ax.axhline(limit, color=style.REFERENCE, linestyle="--", linewidth=0.8)
            _log_axes(ax)
            ax.set_title(_wrap(pair or "every layer/solver", FACET_WIDTH))
        title = puzzle if cls is None else f"{puzzle}, {cls}"
        sub.supxlabel("grid cells")
        sub.supylabel("total time [s]")
        _legend(sub, axes, loc="outside upper center", title=_wrap(
            title + (f" ({', '.join(part.references)} in every panel)" if part.references and part.panels != [""]
                     else ""), style.PAGE_WIDTH - 0.3))
    limits = sorted(set(d["time_limit"].dropna())) if len(d) else []
    fig.suptitle("Total time against size, median and IQR over instances\n(x: unsolved, at the time limit"
                 + (f" of {limits[-1]:g} s" if limits else "") + ", dashed)")
    return fig


@style.paper
def plot_model_size(df: pd.DataFrame) -> Figure:
    """Variables, constraints and non-zeros against cells, one row per puzzle, one marker
    per variant (the variant's own)."""
    measures = ("variables", "constraints", "nonzeros")
    look = style.styles(df)
    puzzles = _puzzles(df)
    fig = plt.figure(figsize=style.figsize(2.3 * len(puzzles)), layout="constrained")
    sized = df.dropna(subset=["variables"]).drop_duplicates(["instance", "label"])
    for puzzle, (sub, axes) in zip(puzzles, _panel_rows(fig, [len(measures)] * len(puzzles), sharex=True), strict=True):
        mine = sized[sized["puzzle"] == puzzle]
        for ax, m in zip(axes, measures, strict=True):
            if mine.empty:
                _note(ax, f"{puzzle}: no model sizes recorded")
                continue
            for label, g in mine.groupby("label", sort=True):
                ax.scatter(g["cells"], g[m], s=16, label=label, linewidths=0.8,
                           rasterized=len(mine) > 200, **look.line(str(label), puzzle).points(hollow=True))  # thousands of SVG markers are slow
            _log_axes(ax)
            ax.set_title(m)
        sub.suptitle(f"{puzzle}: model size")
        sub.supxlabel("grid cells")
        _legend(sub, axes)
    return fig


@dataclass(frozen=True)
class HeatmapCells:
    """One puzzle's heat map: a row per variant (label), a column per layer/solver (the
    solver with its options): the shifted geometric mean over instances of the
    configuration's time on each (:data:`~puzzlebench.analysis.stats.SHIFT`), the instances
    it solved out of those it ran, and the variants that returned a wrong answer anywhere."""

    sgm: pd.DataFrame
    solved: pd.DataFrame
    wrong: list[str]
    instances: pd.DataFrame | None = None
    """The instances each configuration ran (a size-limited licence refuses the larger ones)."""

    def partial(self) -> pd.DataFrame:
        """True where a cell is over fewer instances than the most of its row: its mean is
        over other (smaller) instances, so its colour would rank it against cells it cannot
        be ranked against (CPLEX's 6 of 16 shone brightest beside HiGHS's 16)."""
        if self.instances is None:
            return pd.DataFrame(False, index=self.sgm.index, columns=self.sgm.columns)
        n = self.instances.reindex_like(self.sgm)
        return n.lt(n.max(axis=1), axis=0) & n.notna()


def heatmap_cells(df: pd.DataFrame, puzzle: str) -> HeatmapCells:
    """The heat map of ``puzzle``'s runs, from the findings' per-instance table and ranking."""
    per = S.per_instance(df[df["puzzle"] == puzzle])
    names = per.drop_duplicates("config").set_index("config")[["label", "pair"]]
    rank = S.ranking(per, (S.SHIFT,)).join(names, on="config")
    rank["cell"] = rank["solved"].astype(str) + "/" + rank["instances"].astype(str)
    return HeatmapCells(sgm=rank.pivot(index="label", columns="pair", values=f"sgm_{S.SHIFT:g}s"),
                        solved=rank.pivot(index="label", columns="pair", values="cell"),
                        wrong=sorted(rank.loc[rank["wrong"] > 0, "label"].unique()),
                        instances=rank.pivot(index="label", columns="pair", values="instances"))


TICK_NAME_LENGTH = 2.0
"""Inches: the longest line of a heat map's layer/solver name, turned upright under it."""


def _inches(text: str) -> float:
    """About how long the longest line of ``text`` is at 9 pt (0.55 em a character)."""
    return max(len(line) for line in text.splitlines()) * style.MIN_FONT_PT * 0.55 / 72


def _cell_text(ms: float, solved: Any, instances: int) -> str:
    """A heat-map cell: the time in ms to two significant digits (no exponent), and
    solved/instances under it unless all ``instances`` of the puzzle ran and were solved
    (a licence-limited configuration ran on fewer: its time is over those only)."""
    if not np.isfinite(ms):
        return ""
    time = f"{float(f'{ms:.2g}'):g}"
    if isinstance(solved, str) and solved != f"{instances}/{instances}":
        return f"{time}\n{solved}"
    return time


@style.paper
def plot_heatmap(df: pd.DataFrame) -> Figure:
    """Variant x layer/solver per puzzle (:func:`heatmap_cells`), one puzzle under the
    other, coloured on a log scale; variants with wrong answers in grey, outside the scale."""
    from matplotlib.colors import LogNorm

    puzzles = _puzzles(df)
    cells = {p: heatmap_cells(df, p) for p in puzzles if (df["puzzle"] == p).any()}
    names = {p: [_wrap(str(c), TICK_NAME_LENGTH) for c in cells[p].sgm.columns] for p in cells}
    # under each map its layer/solver names, turned upright: as tall as the longest line
    under = {p: max((_inches(n) for n in names[p]), default=0.0) for p in names}
    heights = [0.42 * max(2, len(cells[p].sgm) if p in cells else 2) + 0.9 + under.get(p, 0.0) for p in puzzles]
    fig, axes = plt.subplots(len(puzzles), 1, figsize=style.figsize(sum(heights)), squeeze=False,
                             gridspec_kw={"height_ratios": heights}, layout="constrained")
    for ax, puzzle in zip(axes[:, 0], puzzles, strict=True):
        if puzzle not in cells:
            _note(ax, f"{puzzle}: no runs")
            continue
        sgm, wrong = cells[puzzle].sgm * 1000.0, cells[puzzle].wrong  # ms: the shortest numbers
        solved = cells[puzzle].solved.reindex_like(sgm)
        instances = int(df.loc[df["puzzle"] == puzzle, "instance"].nunique())
        annot = pd.DataFrame([[_cell_text(sgm.iloc[r, c], solved.iloc[r, c], instances) for c in range(sgm.shape[1])]
                              for r in range(sgm.shape[0])], index=sgm.index, columns=sgm.columns)
        # a variant that gave wrong answers (e.g. galaxies/none) is drawn apart, in grey,
        # outside the colour scale, so it does not swamp the others
        wrong_mask = np.broadcast_to(sgm.index.isin(wrong)[:, None], sgm.shape)
        # a cell over fewer instances than its row is hatched, its numbers in grey, outside
        # the colour scale: its time is over other instances than its neighbours'
        partial = cells[puzzle].partial().to_numpy() & ~wrong_mask
        for r, label in enumerate(sgm.index):
            if label in wrong:
                ax.axhspan(r, r + 1, color="0.88", zorder=0)
            for c in range(sgm.shape[1]):
                if partial[r, c]:
                    ax.add_patch(Rectangle((c, r), 1, 1, facecolor="0.95", edgecolor="0.6", hatch="///",
                                           linewidth=0, zorder=0))
                if (label in wrong or partial[r, c]) and np.isfinite(sgm.iloc[r, c]):
                    ax.text(c + 0.5, r + 0.5, str(annot.iloc[r, c]), ha="center", va="center", color="0.25",
                            bbox={"facecolor": "0.95", "edgecolor": "none", "pad": 0.5} if partial[r, c] else None)
        wrong_mask = wrong_mask | partial
        good = sgm.to_numpy()[~wrong_mask]
        finite = good[np.isfinite(good)]
        lo = max(float(finite.min()), 1.0) if finite.size else 1.0
        hi = max(float(finite.max()), lo * 10) if finite.size else 1000.0
        # log colours: times span orders of magnitude, a linear scale shows only the worst cell
        bar = heatmap(ax, sgm, annot=np.where(wrong_mask, "", annot.to_numpy()), mask=wrong_mask, cmap="viridis_r",
                      norm=LogNorm(vmin=lo, vmax=hi), cbar_kws={"label": "time [ms] (log)", "pad": 0.02},
                      annot_kws={"fontsize": style.MIN_FONT_PT})
        bar.ax.yaxis.set_major_locator(LogTicks())
        bar.ax.yaxis.set_major_formatter(StrMethodFormatter("{x:g}"))
        bar.ax.yaxis.set_minor_formatter(NullFormatter())
        ax.set_yticks(np.arange(len(sgm)) + 0.5,
                      [f"{lb} (wrong answers)" if lb in wrong else str(lb) for lb in sgm.index], rotation=0)
        # layer/solver names under narrow columns: upright they run into each other
        ax.set_xticks(np.arange(sgm.shape[1]) + 0.5, names[puzzle], rotation=90)
        ax.grid(False)
        ax.set_title(f"{puzzle}: time in ms (shifted geometric mean, shift {S.SHIFT:g} s); n/N: solved/instances"
                     + ("\nhatched: over fewer instances than its row, not coloured" if partial.any() else ""))
        ax.set_xlabel("")
        ax.set_ylabel("")
    return fig


def sample_runs(df: pd.DataFrame, k: int, seed: int = 0) -> pd.DataFrame:
    """Up to ``k`` solved, checker-valid runs, one per instance, both puzzles when possible."""
    ok = df[(df["status"] == RunStatus.SOLVED) & df["valid"].astype(bool)].drop_duplicates("instance")
    if ok.empty or k <= 0:
        return ok.head(0)
    parts = [g.sample(min(len(g), max(1, k // max(1, ok["puzzle"].nunique()))), random_state=seed)
             for _, g in ok.groupby("puzzle", sort=True)]
    return pd.concat(parts).head(k)


@style.paper
def plot_samples(df: pd.DataFrame, out_dir: Path, k: int) -> Figure:
    """Up to ``k`` solved instances, one panel each in one row, with the solution the
    checker accepted; each picture also as its own SVG in ``pictures/``."""
    from puzzlebench.instances import io
    from puzzlebench.instances.pictures import render, render_bytes

    picks = sample_runs(df, k)
    n = max(1, len(picks))
    width = style.PAGE_WIDTH / n
    titles = ["\n".join(_wrap(str(line), width - 0.1) for line in (str(run["instance"]).rsplit("/", 1)[-1],
                                                                  run["label"], run["solver"]))
              for _, run in picks.iterrows()]
    lines = max((t.count("\n") + 1 for t in titles), default=1)
    fig, axes = plt.subplots(1, n, figsize=style.figsize(width + 0.18 * lines + 0.2), squeeze=False,
                             layout="constrained")
    pics = out_dir / "pictures"
    pics.mkdir(parents=True, exist_ok=True)
    if picks.empty:
        _note(axes[0][0], "no solved instance to draw")
    for ax, title, (_, run) in zip(axes[0], titles, picks.iterrows(), strict=False):
        instance = io.load(run["instance_path"])
        solution = json.loads(Path(run["record"]).read_text()).get("solution")
        png = render_bytes(instance, solution, fmt="png")
        render(instance, solution, pics / f"{Path(run['instance_path']).stem}.svg")
        ax.imshow(plt.imread(BytesIO(png), format="png"))
        ax.set_axis_off()
        ax.set_title(title)
    return fig


@style.paper
def plot_speedup(df: pd.DataFrame) -> Figure:
    """Per-instance log-log scatter: each variant against the puzzle's baseline variant on
    the same layer/solver (one row of panels per puzzle, the layers/solvers side by side,
    the variant's own colour and marker); diagonal = equal time, below = faster than the
    baseline; the time limit is marked and censored (unsolved) points are crosses."""
    per = S.per_instance(df) if len(df) else pd.DataFrame(
        columns=["puzzle", "instance", "config", "label", "pair", "t", "solved", "limit"])
    var = df.drop_duplicates("label").set_index("label")["variant"] if len(df) else pd.Series(dtype=str)
    look = style.styles(df)
    panels: dict[str, tuple[str, list[str]]] = {}
    for puzzle in _puzzles(df):
        base_labels = [lb for lb, v in var.items() if v == BASELINE_VARIANT.get(puzzle)]
        base = min(base_labels, key=len) if base_labels else None
        mine = per[(per["puzzle"] == puzzle)]
        pairs = [pair for pair in sorted(mine["pair"].dropna().unique())
                 if base is not None and ((mine["pair"] == pair) & (mine["label"] == base)).any()
                 and mine.loc[mine["pair"] == pair, "label"].nunique() > 1]
        if base is not None and pairs:
            panels[puzzle] = (base, pairs)
    if not panels:
        fig, ax = plt.subplots(figsize=style.figsize(2.0, style.COLUMN_WIDTH), layout="constrained")
        _note(ax, "no baseline variant with runs beside another variant")
        return fig
    nrows = sum(-(-len(pairs) // MAX_COLUMNS) for _, pairs in panels.values())
    fig = plt.figure(figsize=style.figsize(2.3 * nrows + 0.3), layout="constrained")
    for (puzzle, (base, pairs)), (sub, axes) in zip(panels.items(), _panel_rows(
            fig, [len(p) for _, p in panels.values()], sharex=True, sharey=True), strict=True):
        mine = per[per["puzzle"] == puzzle]
        limit = float(mine["limit"].max())
        finite = mine["t"][mine["t"] > 0]
        lo = max(float(finite.min()) / 2, 1e-4) if len(finite) else 1e-3
        hi = max(float(finite.max()) * 2, limit * 1.2) if len(finite) else limit * 1.2
        for ax, pair in zip(axes, pairs, strict=True):
            sub_pair = mine[mine["pair"] == pair]
            b = sub_pair[sub_pair["label"] == base].set_index("instance")
            for label, g in sub_pair[sub_pair["label"] != base].groupby("label", sort=True):
                g = g.merge(b[["t", "solved"]], left_on="instance", right_index=True, suffixes=("", "_base"))
                cens = ~(g["solved"] & g["solved_base"])
                line = look.line(str(label), puzzle)
                ax.scatter(g.loc[~cens, "t_base"], g.loc[~cens, "t"], s=14, alpha=0.85, label=label, linewidths=0.5,
                           **line.points())
                ax.scatter(g.loc[cens, "t_base"], g.loc[cens, "t"], s=22, **line.points(marker="x"))
            ax.plot([lo, hi], [lo, hi], color=style.REFERENCE, linewidth=0.8)
            ax.axhline(limit, color=style.REFERENCE, linestyle="--", linewidth=0.8)
            ax.axvline(limit, color=style.REFERENCE, linestyle="--", linewidth=0.8)
            ax.set_xlim(lo, hi)
            ax.set_ylim(lo, hi)
            _log_axes(ax)
            ax.set_title(_wrap(pair, PANEL_WIDTH))
        sub.suptitle(f"{puzzle}: against {base}")
        sub.supxlabel(f"{base} total time [s]")
        sub.supylabel("variant total time [s]")
        _legend(sub, axes)
    fig.suptitle("Per instance against the baseline (below the diagonal: faster; x: unsolved by one, censored)")
    return fig


@style.paper
def plot_time_split(df: pd.DataFrame) -> Figure:
    """Where the time goes: median formulate, translate, solve and check time per
    configuration (stacked bars, one panel per puzzle), solved runs only so a timeout's
    limit does not hide the steps."""
    steps = ["formulate_s", "translate_s", "solve_s", "check_s"]
    puzzles = _puzzles(df)
    d = df[df["status"] == RunStatus.SOLVED] if len(df) else df
    heights = [max(1.2, 0.19 * S.config_name(d[d["puzzle"] == p]).nunique() + 0.6) for p in puzzles]
    fig, axes = plt.subplots(len(puzzles), 1, figsize=style.figsize(sum(heights) + 0.4), squeeze=False,
                             gridspec_kw={"height_ratios": heights}, layout="constrained")
    colours = style.COLOURS
    for ax, puzzle in zip(axes[:, 0], puzzles, strict=True):
        sub = d[d["puzzle"] == puzzle] if len(d) else d
        if sub.empty:
            _note(ax, f"{puzzle}: no solved run")
            continue
        med = sub.assign(config=S.config_name(sub)).groupby("config")[steps].median()
        med = med.loc[med.sum(axis=1).sort_values().index]
        left = np.zeros(len(med))
        for k, step in enumerate(steps):
            ax.barh(med.index, med[step], left=left, color=colours[k], label=step[:-2], height=0.75)
            left += med[step].to_numpy()
        ax.set_ylim(-0.6, len(med) - 0.4)
        ax.set_xlabel("median time of solved runs [s]")
        ax.set_title(f"{puzzle}: where the time goes")
    _legend(fig, list(axes.flat), loc="outside upper center")
    return fig


@style.paper
def plot_deduction(df: pd.DataFrame) -> Figure:
    """Share of cells deduction settled against the total time, one panel per puzzle and
    variant with a deduction share (colour and marker = layer/solver), from the first of
    runs.csv's deduction columns with a value
    (:data:`puzzlebench.analysis.tables.DEDUCTION_COLUMNS`). A panel whose share takes one
    value only (Troix: deduction settles every cell of every instance) would be a vertical
    line: it is left out and the title says so; a note when nothing remains."""
    col = next((c for c in DEDUCTION_COLUMNS if c in df.columns and df[c].notna().any()), None)
    look = style.styles(df)
    panels: list[tuple[str, str, pd.DataFrame]] = []
    ones: dict[tuple[str, str], list[str]] = {}  # (puzzle, the one value) -> its labels
    if col is not None:
        d = df.dropna(subset=[col])
        d = d.assign(pair=S.pair_name(d), t=S.censored(d).clip(lower=1e-4))
        for (puzzle, label), g in d.groupby(["puzzle", "label"], sort=True):
            if g[col].nunique() > 1:
                panels.append((str(puzzle), str(label), g))
            else:
                ones.setdefault((str(puzzle), f"{g[col].iloc[0]:.3g}"), []).append(str(label))
    single = [f"{puzzle} {', '.join(labels)} ({col} {value} on every run)" for (puzzle, value), labels in ones.items()]
    if not panels:
        fig, ax = plt.subplots(figsize=style.figsize(2.0), layout="constrained")
        _note(ax, _wrap("; ".join(single) + ": one value only, nothing to draw" if single
                        else f"runs.csv has no deduction share ({' / '.join(DEDUCTION_COLUMNS)})", style.PAGE_WIDTH - 0.5))
        return fig
    ncol = min(len(panels), 2)
    nrow = -(-len(panels) // ncol)
    width = min(style.PAGE_WIDTH, 3.2 * ncol + 1.6)  # a panel of about 3 in, the legend beside it
    fig, axes = plt.subplots(nrow, ncol, figsize=style.figsize(2.0 * nrow + 1.0, width), squeeze=False, sharex=True,
                             sharey=True, layout="constrained")
    for ax in axes.flat[len(panels):]:
        ax.set_visible(False)
    for ax, (puzzle, label, g) in zip(axes.flat, panels, strict=False):
        for pair, gp in g.groupby("pair", sort=True):
            ax.scatter(gp[col], gp["t"], s=16, alpha=0.8, label=pair, linewidths=0.5, **look.pair(str(pair)).points())
        _log_axes(ax, x=False)
        ax.set_title(f"{puzzle}, {label}")
    # one label per axis for the whole grid: a label per panel ran into the panel beside it
    fig.supxlabel(f"share of cells deduction settled ({col})")
    fig.supylabel("total time [s] (censored)")
    _legend(fig, list(axes.flat))
    if single:
        fig.suptitle(_wrap("Not drawn, one value only: " + "; ".join(single), width - 0.3))
    return fig


def effect_name(row: dict[str, Any] | pd.Series) -> str:
    """A comparison's name for a reader: the two configurations, by what differs (only a
    solver option differs: the two solvers with their options, under the variant's label)."""
    base, other = str(row["baseline"]), str(row["configuration"])
    if " / " in base and " / " in other:  # the same label: the names carry the solver's options
        (lb, b_pair), (_, o_pair) = base.split(" / ", 1), other.split(" / ", 1)
        return f"{lb}: {o_pair.rsplit('/', 1)[-1]} vs {b_pair.rsplit('/', 1)[-1]}"
    return f"{other} vs {base}"


LABEL_WIDTH = 3.0
"""Inches: the widest row name of the effects figure (longer ones take two lines)."""


def _row_height(t: pd.DataFrame) -> float:
    """Inches per row of an effects panel: room for its longest name and its points."""
    lines = max(str(n).count("\n") + 1 for n in t["name"])
    return max(0.16 * lines + 0.16, 0.08 * t["layer/solver"].nunique() + 0.12)


@style.paper
def plot_effects(df: pd.DataFrame) -> Figure:
    """What each factor changes (the findings' table as a picture): per puzzle, one row per
    comparison (a variant against the baseline variant, or one option changed), each
    layer/solver beside the others in the row (its own colour and marker), the median
    per-instance speedup with its 95 % bootstrap interval on a log axis; right of 1 =
    faster than its baseline."""
    from matplotlib.ticker import FixedLocator

    puzzles = _puzzles(df)
    look = style.styles(df)
    tables = {p: effects(df, p) if len(df) else pd.DataFrame() for p in puzzles}
    rows = {p: t.assign(name=[_wrap(f"{r['factor']}: {effect_name(r)}", LABEL_WIDTH) for _, r in t.iterrows()])
            if len(t) else t for p, t in tables.items()}
    heights = [max(1.2, _row_height(t) * t["name"].nunique() + 0.7) if len(t) else 1.2 for t in rows.values()]
    fig, axes = plt.subplots(len(puzzles), 1, figsize=style.figsize(sum(heights) + 0.3), squeeze=False,
                             gridspec_kw={"height_ratios": heights}, layout="constrained")
    for ax, puzzle in zip(axes[:, 0], puzzles, strict=True):
        t = rows[puzzle]
        if t.empty or t["speedup"].isna().all():
            _note(ax, f"{puzzle}: no two configurations differ in one factor")
            continue
        t = t.sort_values(["factor", "name", "layer/solver"]).reset_index(drop=True)
        names = list(dict.fromkeys(t["name"]))
        pairs = sorted(t["layer/solver"].unique())
        width = 0.7 / max(1, len(pairs))
        for _, r in t.iterrows():
            y = len(names) - 1 - names.index(r["name"]) \
                - (pairs.index(r["layer/solver"]) - (len(pairs) - 1) / 2) * width
            line = look.pair(str(r["layer/solver"]))
            ax.plot([r["ci95_lo"], r["ci95_hi"]], [y, y], color=line.colour, linewidth=1.6, alpha=0.75)
            ax.plot([r["speedup"]], [y], linestyle="none", label=r["layer/solver"], **line.points(markersize=4.5))
        ax.axvline(1.0, color=style.REFERENCE, linewidth=0.8)
        _log_axes(ax, y=False)
        ax.set_yticks(np.arange(len(names))[::-1], names)
        ax.yaxis.set_minor_locator(FixedLocator([k - 0.5 for k in range(len(names))]))
        ax.grid(False, axis="y", which="major")
        ax.grid(True, axis="y", which="minor", color="0.85")
        ax.set_ylim(-0.6, len(names) - 0.4)
        ax.set_title(f"{puzzle}: what each option and formulation changes")
    fig.supxlabel("speedup against the baseline (median per instance, 95 % interval; > 1: faster)")
    _legend(fig, list(axes.flat), loc="outside upper center")
    return fig


@style.paper
def plot_strength(df: pd.DataFrame) -> Figure:
    """LP strength against time: per puzzle, one point per (instance, variant), the share of
    binaries fractional at the zero-objective LP's vertex (the root LP a solver meets)
    against the median censored time of that pair's runs, colour and marker = variant
    (:func:`puzzlebench.analysis.strength.per_pair`). A puzzle with nothing to scatter (no
    strength measured, or one fractional share for all) is a line of text under the panels,
    not a panel of its own: an empty box as large as a plot said one sentence."""
    per = per_pair(df) if len(df) else pd.DataFrame()
    look = style.styles(df)
    panels: list[tuple[str, pd.DataFrame]] = []
    notes: list[str] = []
    for puzzle in _puzzles(df):
        mine = per[per["puzzle"] == puzzle].dropna(subset=["lp_zero_fractional"]) if len(per) else per
        if mine.empty:
            notes.append(f"{puzzle}: no LP strength measured (experiment key strength)")
            continue
        mine = mine.assign(t=mine["t"].astype(float).clip(lower=1e-4),
                           fractional=mine["lp_zero_fractional"].astype(float))
        if mine["fractional"].nunique() == 1:  # a single x: a vertical line says less than a sentence
            notes.append(f"{puzzle}: the LP vertex has {mine['fractional'].iloc[0]:.0%} of its binaries "
                         "fractional for every variant and instance")
            continue
        panels.append((puzzle, mine))
    note_height = 0.3 * len(notes)
    fig = plt.figure(figsize=style.figsize(2.6 * len(panels) + note_height if panels else 1.0 + note_height),
                     layout="constrained")
    if not panels:
        _note(fig.subplots(), "\n".join(notes))
        return fig
    subs = fig.subfigures(len(panels) + bool(notes), 1, squeeze=False,
                          height_ratios=[2.6] * len(panels) + ([note_height] if notes else []))[:, 0]
    for sub, (puzzle, mine) in zip(subs, panels, strict=False):
        ax = sub.subplots()
        for label, g in mine.groupby("label", sort=True):
            ax.scatter(g["fractional"], g["t"], s=18, label=label, linewidths=0.8,
                       **look.line(str(label), puzzle).points(hollow=True))
        _log_axes(ax, x=False)
        ax.set_xlabel("share of binaries fractional at the LP vertex (zero objective)")
        ax.set_ylabel("median total time [s]")
        sub.suptitle(f"{puzzle}: LP fractionality against time, per variant")
        _legend(sub, [ax])
    if notes:
        subs[-1].text(0.5, 0.5, "\n".join(notes), ha="center", va="center", color=style.REFERENCE)
    return fig


@style.paper
def plot_models_by_size(df: pd.DataFrame) -> Figure:
    """The frontier at a glance: per puzzle whose models separate
    (:func:`~puzzlebench.analysis.models_by_size.models_by_size`), the share of cells each
    model solved against the grid's cells, with the Wilson 95 % interval as a band; a note
    when no puzzle's models separate (every run solved, or one model)."""
    look = style.styles(df)
    found = [(p, mbs) for p in _puzzles(df) if (mbs := models_by_size(df[df["puzzle"] == p]))] if len(df) else []
    if not found:
        fig, ax = plt.subplots(figsize=style.figsize(2.0), layout="constrained")
        _note(ax, "no puzzle's models separate: every run solved, or one model ran")
        return fig
    fig, axes = plt.subplots(1, len(found), figsize=style.figsize(3.0), squeeze=False, layout="constrained")
    for ax, (puzzle, mbs) in zip(axes[0], found, strict=True):
        rows = pd.DataFrame([m.row() for m in mbs.models])
        for model, g in rows.groupby("model", sort=True):
            g = g.sort_values("cells")
            line = look.line(str(model), puzzle)
            ax.plot(g["cells"], g["solved"] / g["runs"], label=str(model), **line.kw())
            ax.fill_between(g["cells"], g["share_lo"], g["share_hi"], color=line.colour, alpha=0.12, linewidth=0)
        _log_axes(ax, y=False)
        ax.set_ylim(-0.03, 1.03)
        ax.set_xlabel("grid cells")
        ax.set_ylabel("share of cells solved")
        ax.set_title(f"{puzzle}: which model solves most, by size")
    _legend(fig, list(axes.flat))
    return fig


def drawers(df: pd.DataFrame, out_dir: Path, samples: int) -> dict[str, Callable[[], Figure]]:
    """What draws each figure of :data:`~puzzlebench.analysis.outputs.FIGURE_STEMS`, by stem,
    from the runs the findings compare (:func:`~puzzlebench.analysis.stats.measured`)."""
    df = S.measured(df) if "status" in df.columns else df
    return {"profile": lambda: plot_profile(df), "scaling": lambda: plot_scaling(df),
            "model_size": lambda: plot_model_size(df), "heatmap": lambda: plot_heatmap(df),
            "samples": lambda: plot_samples(df, out_dir, samples), "speedup": lambda: plot_speedup(df),
            "time_split": lambda: plot_time_split(df), "deduction": lambda: plot_deduction(df),
            "effects": lambda: plot_effects(df), "lp_strength": lambda: plot_strength(df),
            "models_by_size": lambda: plot_models_by_size(df)}


def plot_all(df: pd.DataFrame, out_dir: str | Path, samples: int = 4,
             progress: Callable[[int, int, str], None] | None = None,
             formats: Sequence[str] = FIGURE_FORMATS) -> list[Path]:
    """Every figure, each saved under its stem in ``formats`` (:func:`save`) in the order of
    :data:`~puzzlebench.analysis.outputs.FIGURE_STEMS`; ``progress``
    (``puzzlebench.engine.run.ticker``) is called after each."""
    out = Path(out_dir)
    draw = drawers(df, out, samples)
    paths: list[Path] = []
    for k, stem in enumerate(FIGURE_STEMS, 1):
        paths += save(draw[stem](), out, stem, formats)
        if progress is not None:
            progress(k, len(FIGURE_STEMS), stem)
    return paths
