"""Every figure fit to print, checked on the figure objects and on the files saved: every
text at least 9 pt at the saved size, no two drawn over each other, nothing outside the
figure, no wider than the page,
the PNG at the style's dpi (its metadata and its pixels; page-wide, twice a 700 px column), the SVG and PDF beside it; no panel with
a single value; a variant has one colour and marker in every figure, and no two variants
of a panel share a line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from matplotlib.collections import PathCollection
from matplotlib.colors import to_hex
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from PIL import Image
from test_aggregate import record

from puzzlebench.analysis import figures as P
from puzzlebench.analysis import style
from puzzlebench.analysis.outputs import (
    FIGURE_FORMAT_CHOICES,
    FIGURE_FORMATS,
    FIGURE_STEMS,
    figure_formats,
)
from puzzlebench.analysis.tables import row_of
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.instances import io
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance

VARIANTS = {"galaxies": [("galaxies/flow", "flow"), ("galaxies/cuts", "cuts"), ("galaxies/paths", "paths")],
            "troix": [("troix/onehot", "onehot"), ("troix/lines", "lines"), ("troix/onehot", "onehot+deduce")]}
PAIRS = [("ortools", "cpsat"), ("pyomo", "highs"), ("pulp", "cbc")]
SETTINGS = {"highs": {"presolve": "off", "parallel": "off"}}
"""HiGHS runs with two options: a layer/solver name too long for a panel's title line."""
SIZES = [(5, 5), (8, 8), (10, 10), (12, 12)]


def runs(tmp: Path) -> pd.DataFrame:
    """Four instances per puzzle of four sizes, three variants, three layers/solvers and a
    baseline that is not MIP (sgt, Galaxies), times spread by a seeded generator, a few
    timeouts; a deduction share that varies (Galaxies cuts) and one that never does (Troix
    onehot+deduce: one value, so no panel)."""
    rng = np.random.default_rng(0)
    pictures = {"galaxies": (GalaxiesInstance(1, 2, ((1, 2),), name="g"), [[0, 0]]),
                "troix": (TroixInstance(3, 3, ("X..", "...", "..O"), name="t"), ["XOI", "OIX", "IXO"])}
    rows = []
    for puzzle, (instance, solution) in pictures.items():
        path = tmp / f"{instance.name}.json"
        io.save(instance, path)
        configs = [(v, lb, layer, solver) for v, lb in VARIANTS[puzzle] for layer, solver in PAIRS]
        configs += [("", "sgt", "sgt", "sgt")] if puzzle == "galaxies" else []
        for k, (r, c) in enumerate(SIZES):
            for variant, label, layer, solver in configs:
                slow = rng.lognormal(np.log(0.02 * (k + 1)), 0.6)
                status = "timeout" if (label == "paths" and k == 3 and solver == "cbc") else "solved"
                rec = record(f"{puzzle}-{k}", variant, solver, status, slow if status == "solved" else 5.0,
                             rows=r, cols=c, label=label, layer=layer, time_limit=5)
                rec["instance"] |= {"puzzle": puzzle, "path": str(path)}
                rec["solver_options"] = SETTINGS.get(solver, {})
                rec["size"] = {**rec["size"], "variables": int(r * c * (2 + len(label))),
                               "constraints": int(r * c * (1 + k)), "nonzeros": int(r * c * (5 + len(label) + k))}
                rec["solution"] = solution if status == "solved" else None
                rp = tmp / f"{rec['run_id']}.json"
                rp.write_text(json.dumps(rec))
                rows.append(row_of(RunRecord.from_json(rec), str(rp)))
    df = pd.DataFrame(rows)
    df["deduced_share"] = np.where(df["label"] == "cuts", 0.4 + 0.15 * (df["rows"] % 4),
                                   np.where(df["label"] == "onehot+deduce", 1.0, np.nan))
    return df


@dataclass
class Seen:
    """What one figure showed before it was saved, and the files it was saved as."""

    width: float
    height: float
    small: list[tuple[str, float]]
    outside: list[str]
    overlapping: list[tuple[str, str]]
    single: list[str]
    lines: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    shared: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    crowded: list[tuple[str, str]] = field(default_factory=list)


def _xy(ax: Any) -> Iterator[tuple[str, np.ndarray, np.ndarray]]:
    """The data an axes draws as points or labelled lines (not reference lines, bands or notes)."""
    for c in ax.collections:
        if isinstance(c, PathCollection) and len(c.get_offsets()):
            off = np.asarray(c.get_offsets(), dtype=float)
            yield str(c.get_label()), off[:, 0], off[:, 1]
    for line in ax.get_lines():
        if not str(line.get_label()).startswith("_"):
            yield str(line.get_label()), np.asarray(line.get_xdata(), float), np.asarray(line.get_ydata(), float)


def seen(fig: Figure) -> Seen:
    small = style.small_texts(fig)  # draws the figure
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    w, h = fig.get_size_inches()
    box = fig.get_tightbbox(renderer)
    outside = [] if (box.x0 > -0.02 and box.y0 > -0.02 and box.x1 < w + 0.02 and box.y1 < h + 0.02) else [str(box)]
    out = Seen(float(w), float(h), small, outside, style.overlapping_texts(fig, draw=False), [],
               crowded=style.crowded_ticks(fig, draw=False))
    for ax in fig.get_axes():
        if not ax.get_visible() or ax.images:
            continue
        data = list(_xy(ax))
        if not data:
            continue
        xs = np.concatenate([x for _, x, _ in data])
        ys = np.concatenate([y for _, _, y in data])
        for axis, v in (("x", xs), ("y", ys)):
            if np.unique(v[np.isfinite(v)]).size < 2:
                out.single.append(f"{ax.get_title()!r}: one {axis} value")
        drawn: dict[tuple[str, str], str] = {}
        for line in ax.get_lines():
            label = str(line.get_label())
            if label.startswith("_"):
                continue
            look = (to_hex(line.get_color()), str(line.get_marker()))
            out.lines.setdefault(label, set()).add(look)
            if look in drawn and drawn[look] != label:
                out.shared.append(f"{ax.get_title()!r}: {label} and {drawn[look]}")
            drawn[look] = label
    return out


@pytest.fixture(scope="module")
def figures(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Seen]:
    tmp = tmp_path_factory.mktemp("figure-style")
    df = runs(tmp)
    out = tmp / "figures"
    result = {}
    for stem, draw in P.drawers(df, out, 2).items():
        fig = draw()
        result[stem] = seen(fig)
        result[stem].files = P.save(fig, out, stem, FIGURE_FORMAT_CHOICES)  # every format, to check each
    return result


@pytest.mark.parametrize("stem", FIGURE_STEMS)
def test_every_text_at_least_9_pt_apart_inside_a_figure_no_wider_than_the_page(figures: dict[str, Seen], stem: str) -> None:
    f = figures[stem]
    assert f.small == [], f"{stem}: texts below {style.MIN_FONT_PT} pt: {f.small[:5]}"
    assert f.outside == [], f"{stem}: something is drawn outside the figure ({f.outside})"
    assert f.overlapping == [], f"{stem}: texts drawn over each other: {f.overlapping[:3]}"
    assert f.crowded == [], f"{stem}: tick labels that touch: {f.crowded[:3]}"
    assert f.width <= style.PAGE_WIDTH + 1e-6 and f.height <= style.MAX_HEIGHT + 1e-6, (stem, f.width, f.height)


@pytest.mark.parametrize("stem", FIGURE_STEMS)
def test_saved_as_png_at_the_style_dpi_svg_and_pdf(figures: dict[str, Seen], stem: str) -> None:
    f = figures[stem]
    assert [p.name for p in f.files] == [f"{stem}.{fmt}" for fmt in ("png", "svg", "pdf")]
    png, svg, pdf = (next(p for p in f.files if p.suffix == f".{fmt}") for fmt in ("png", "svg", "pdf"))
    with Image.open(png) as im:
        assert im.info["dpi"] == pytest.approx((style.DPI, style.DPI), abs=0.5)  # the pHYs chunk
        # the saved size is the figure's: 9 pt there is 9 pt on the page (to the pixel:
        # the canvas truncates, 8.18 in x 200 dpi is 1635 px)
        assert im.size[0] == pytest.approx(f.width * style.DPI, abs=1), (im.size, f.width)
        assert im.size[1] == pytest.approx(f.height * style.DPI, abs=1), (im.size, f.height)
    assert pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 1000
    assert b"<svg" in svg.read_bytes()[:2000]


def test_the_formats_by_default_and_as_chosen() -> None:
    """By default the report's PNG; the paper's PDF and the SVG when asked. The PNG is always
    written (the report and the findings show it) and comes first (it lays the figure out
    for the others: ``save``); an unknown format is refused in one line."""
    assert FIGURE_FORMATS == ("png",) == figure_formats()
    assert figure_formats(["svg", "pdf", "png"]) == FIGURE_FORMAT_CHOICES == ("png", "svg", "pdf")
    assert figure_formats(["pdf"]) == ("png", "pdf") and figure_formats([]) == ("png",)
    with pytest.raises(ValueError, match=r"unknown figure format\(s\) \['eps'\]"):
        figure_formats(["png", "eps"])


def test_a_page_wide_png_keeps_a_high_density_screens_pixels() -> None:
    """The PNG is the screen's copy (the PDF and SVG are the paper's): a page-wide figure
    is at least twice a 700 px column wide, so lowering the dpi for speed stops there."""
    assert round(style.PAGE_WIDTH * style.DPI) >= 2 * 700


@pytest.mark.parametrize("stem", FIGURE_STEMS)
def test_no_panel_with_a_single_value(figures: dict[str, Seen], stem: str) -> None:
    assert figures[stem].single == []


def test_the_deduction_panel_of_one_value_is_left_out_and_named(figures: dict[str, Seen]) -> None:
    """Troix onehot+deduce has deduced_share 1 on every run: a vertical line, not drawn."""
    titles = figures["deduction"]
    assert titles.single == [] and "onehot+deduce" not in titles.lines


def test_a_variant_keeps_its_colour_and_marker_in_every_figure(figures: dict[str, Seen]) -> None:
    looks: dict[str, set[tuple[str, str]]] = {}
    for stem in ("profile", "scaling"):
        for label, seen_looks in figures[stem].lines.items():
            looks.setdefault(label.split(" (")[0], set()).update(seen_looks)
    assert {"flow", "cuts", "paths", "onehot", "lines", "onehot+deduce"} <= set(looks)
    assert all(len(v) == 1 for v in looks.values()), looks
    for stem in FIGURE_STEMS:
        assert figures[stem].shared == [], stem


def test_the_style_owner_gives_each_variant_its_own_colour_marker_and_dashes() -> None:
    df = pd.DataFrame({"puzzle": ["galaxies"] * 9, "label": [f"v{k}" for k in range(9)],
                       "layer": "ortools", "solver": "cpsat"})
    look = style.styles(df)
    lines = [look.line(f"v{k}") for k in range(9)]
    for part in ("colour", "marker", "linestyle"):
        values = [str(getattr(line, part)) for line in lines]
        assert len(set(values)) == 9, part
    assert style.REFERENCE not in {to_hex(line.colour) for line in lines}
    # the same table gives the same lines, whichever figure asks
    assert style.styles(df.sample(frac=1, random_state=1)) == look


def test_paper_style_is_local_to_the_figure_functions() -> None:
    import matplotlib as mpl

    before = dict(mpl.rcParams)
    import matplotlib.pyplot as plt

    plt.close(P.plot_heatmap(pd.DataFrame(columns=["puzzle"])))
    assert dict(mpl.rcParams) == before
    assert Line2D([0], [0]).get_linewidth() == mpl.rcParams["lines.linewidth"]


def test_effect_rows_name_the_solver_options_when_only_they_differ() -> None:
    """Runs like config/grid.yaml's (one label per grid point, four HiGHS settings): a row
    that compares two HiGHS settings names them, not "flow vs flow"; a row that compares
    variant options names the HiGHS setting both ran."""
    import matplotlib.pyplot as plt
    from test_plot import HIGHS, _grid_runs

    from puzzlebench.analysis.results import effects
    from puzzlebench.engine.run.spec import solver_label

    t = effects(_grid_runs(), "galaxies")
    solver = t[t["factor"] == "solver presolve"]
    names = [P.effect_name(r) for _, r in solver.iterrows()]
    assert len(set(names)) == len(names) == 6  # 3 grid points x 2 parallel settings, each its own row
    assert "flow-prune_basic: highs-parallel_off-presolve_on vs highs-parallel_off-presolve_off" in names
    assert all(" vs " in n and n.split(": ", 1)[1].split(" vs ")[0] != n.split(" vs ")[1] for n in names)
    highs = {f"pyomo/{solver_label('highs', s)}" for s in HIGHS}
    assert set(t.loc[t["factor"] == "prune", "layer/solver"]) == {"ortools/cpsat", *highs}
    fig = P.plot_effects(_grid_runs())
    labels = [tk.get_text().replace("\n", " ") for ax in fig.get_axes() for tk in ax.get_yticklabels()]
    assert "solver presolve: " + names[0] in labels and len(labels) == len(set(labels))
    plt.close(fig)


def test_the_same_data_saves_the_same_bytes(tmp_path: Path) -> None:
    """No timestamp or tool version in any format: a rerun on unchanged records changes no file."""
    df = runs(tmp_path)
    made = [P.save(P.plot_deduction(df), tmp_path / f"try{k}", "deduction", FIGURE_FORMAT_CHOICES) for k in range(2)]
    assert [p.read_bytes() for p in made[0]] == [p.read_bytes() for p in made[1]]


def test_thin_data_figures_are_fit_to_print_too(tmp_path: Path) -> None:
    """One instance per puzzle, nothing solved: every figure still draws its notes at 9 pt
    or more, inside the figure, none over another."""
    import matplotlib.pyplot as plt
    from test_plot import _runs

    df = _runs(tmp_path)
    df["status"] = "timeout"
    df["valid"] = False
    for stem, draw in P.drawers(df, tmp_path / "fig", 2).items():
        fig = draw()
        f = seen(fig)
        plt.close(fig)
        assert (f.small, f.outside, f.overlapping) == ([], [], []), stem
        assert f.width <= style.PAGE_WIDTH + 1e-6, stem


def test_a_puzzle_with_one_fractional_share_is_a_line_of_text_not_a_panel(tmp_path: Path) -> None:
    """LP strength: Galaxies' shares vary (a scatter panel), Troix's are all 0 (the smoke
    experiment's case): Troix is named in one line under the panel, with no axes of its own."""
    import matplotlib.pyplot as plt

    df = runs(tmp_path)
    df["lp_s"] = 0.001
    df["lp_zero_fractional"] = np.where(df["puzzle"] == "galaxies", 0.1 * (df["rows"] % 4), 0.0)
    fig = P.plot_strength(df)
    axes = [ax for ax in fig.get_axes() if ax.get_visible()]
    texts = [t.get_text() for sub in fig.subfigs for t in sub.texts]
    f = seen(fig)
    plt.close(fig)
    assert len(axes) == 1 and axes[0].collections  # the one panel is the Galaxies scatter
    assert any(t.startswith("troix: the LP vertex has 0%") for t in texts)
    assert fig.get_figheight() < 2 * 2.6  # not two panels' height
    assert (f.small, f.outside, f.overlapping) == ([], [], [])


def test_a_dozen_layers_and_solvers_get_a_dozen_looks() -> None:
    """Past the ninth line the colours repeat; the marker must not repeat with them (smoke
    draws 11 layers/solvers and baselines: clingo and pysat were both blue circles)."""
    looks = [(style._line(k).colour, style._line(k).marker) for k in range(30)]
    assert len(set(looks)) == len(looks)
    assert [style._line(k) for k in range(9)] == [style.Line(style.COLOURS[k], style.MARKERS[k], style.DASHES[k])
                                                   for k in range(9)]  # the first nine as before


def test_a_class_met_at_one_size_gets_no_row_of_its_own() -> None:
    """The scaling figure splits a puzzle by hardness class only when every class has two
    sizes or more (a line needs two points)."""
    d = pd.DataFrame({"puzzle": ["galaxies"] * 4, "cells": [100, 400, 100, 400],
                      "hardness_class": ["settled", "settled", "open", "open"]})
    assert P.scaling_groups(d, ["galaxies"]) == [("galaxies", "open"), ("galaxies", "settled")]
    assert P.scaling_groups(d.iloc[:3], ["galaxies"]) == [("galaxies", None)]


@pytest.mark.parametrize(("lo", "hi"), [(441, 900), (2, 3), (441, 1500), (100, 10_000), (0.01, 10), (0.12, 1.2),
                                       (0.68, 1.02)])
@pytest.mark.parametrize("width", [1.7, 4.5])
def test_a_narrow_log_axis_has_at_least_two_labels_in_view(lo: float, hi: float, width: float):
    """Under a decade, powers of ten alone leave no label in view (the open-Troix scaling
    panel, 441-900 cells, had 100 and 1000); the thinned multiples label it, and wider
    axes keep theirs."""
    import matplotlib.pyplot as plt

    from puzzlebench.analysis.figures import _log_axes

    fig, ax = plt.subplots(figsize=(width, 1.5))
    try:
        ax.plot([lo, hi], [0.1, 1])
        _log_axes(ax)
        fig.canvas.draw()
        x0, x1 = ax.get_xlim()
        shown = [t for t, label in zip(ax.get_xticks(), ax.get_xticklabels(), strict=True)
                 if x0 <= t <= x1 and label.get_text()]
        assert len(shown) >= 2, (lo, hi, list(ax.get_xticks()))
        # on a log axis 0.7, 0.8, 0.9 and 1 bunch at the top of a decade: none may touch
        # ("0.70.80.91" on the effects figure's Troix panel, 0.12-1.2 over 4.5 in)
        assert style.crowded_ticks(fig, draw=False) == [], (lo, hi, width)
    finally:
        plt.close(fig)
