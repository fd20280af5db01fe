"""Figures that cannot mislead (issue 36): a label has one colour, marker and dash in every
figure and panel of a run, the Troix panels included, and no two labels share one; a heat
map cell over fewer instances than its row is hatched and left out of the colour scale; no
figure is an empty framed box."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from matplotlib.colors import to_hex
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from test_figure_style import runs

from puzzlebench.analysis import figures as P

SHARED = "pysat"
"""A baseline both puzzles run: it was pink in the Galaxies panel and green-dotted in the
Troix one (green-dotted being a Galaxies variant)."""


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> pd.DataFrame:
    df = runs(tmp_path_factory.mktemp("consistency"))
    base = df[df["label"] == "sgt"]
    both = [base.assign(label=SHARED, layer=SHARED, solver=SHARED, solver_label=SHARED)]
    troix = df[(df["puzzle"] == "troix")].drop_duplicates("instance")
    both.append(base.iloc[: len(troix)].assign(
        puzzle="troix", instance=troix["instance"].to_numpy(), cells=troix["cells"].to_numpy(),
        rows=troix["rows"].to_numpy(), cols=troix["cols"].to_numpy(), label=SHARED, layer=SHARED, solver=SHARED,
        solver_label=SHARED, variant=""))
    return pd.concat([df, *both], ignore_index=True)


def _looks(fig: Figure) -> dict[str, set[tuple[str, str, str]]]:
    """Every labelled line's (colour, marker, dashes), by variant label (a reference line
    drawn in every panel is named "layer/solver (label)"), over every axes."""
    out: dict[str, set[tuple[str, str, str]]] = {}
    for ax in fig.get_axes():
        for line in ax.get_lines():
            label = str(line.get_label())
            if label.startswith("_"):
                continue
            dashes: Any = getattr(line, "_dash_pattern", None)
            name = label.split(" (")[1].rstrip(")") if " (" in label else label  # "pysat/pysat (pysat)"
            out.setdefault(name, set()).add(
                (to_hex(line.get_color()), str(line.get_marker()), str(dashes)))
    return out


def test_a_label_has_one_look_in_every_panel_of_both_puzzles_and_no_two_share_one(table: pd.DataFrame) -> None:
    looks: dict[str, set[tuple[str, str, str]]] = {}
    for draw in (P.plot_profile, P.plot_scaling):
        fig = draw(table)
        for label, seen in _looks(fig).items():
            looks.setdefault(label, set()).update(seen)
        for ax in fig.get_axes():  # within one panel every line has a colour of its own
            named = {str(ln.get_label()): to_hex(ln.get_color()) for ln in ax.get_lines()
                     if not str(ln.get_label()).startswith("_")}
            assert len(set(named.values())) == len(named), (ax.get_title(), named)
    variants = set(table["label"])
    mine = {k: v for k, v in looks.items() if k in variants}
    assert SHARED in mine and {"flow", "onehot"} <= set(mine)
    assert all(len(v) == 1 for v in mine.values()), {k: v for k, v in mine.items() if len(v) > 1}
    one = {k: next(iter(v)) for k, v in mine.items()}
    assert len(set(one.values())) == len(one), one  # no two labels of the run share a look


def _partial_table(table: pd.DataFrame) -> pd.DataFrame:
    """Galaxies ``flow`` on ortools/cpsat keeps only its smallest instance (a licence that
    refused the rest): its time is over one instance, its row's over four."""
    keep = ~((table["puzzle"] == "galaxies") & (table["label"] == "flow") & (table["solver"] == "cpsat")
             & (table["instance"] != "s/galaxies-0"))
    return table[keep]


def test_a_heatmap_cell_over_fewer_instances_is_hatched_and_not_coloured(table: pd.DataFrame) -> None:
    df = _partial_table(table)
    cells = P.heatmap_cells(df, "galaxies")
    partial = cells.partial()
    assert partial.loc["flow", "ortools/cpsat"] and int(partial.to_numpy().sum()) == 1
    fig = P.plot_heatmap(df)
    ax = next(a for a in fig.get_axes() if a.get_title().startswith("galaxies"))
    mesh = ax.collections[0]
    values = np.ma.masked_invalid(np.ma.asarray(mesh.get_array())).reshape(cells.sgm.shape)
    r, c = list(cells.sgm.index).index("flow"), list(cells.sgm.columns).index("ortools/cpsat")
    assert np.ma.is_masked(values[r, c])  # outside the colour scale
    assert not np.ma.is_masked(values[list(cells.sgm.index).index("cuts"), c])
    hatched = [p for p in ax.patches if isinstance(p, Rectangle) and p.get_hatch()]
    assert [(int(p.get_x()), int(p.get_y())) for p in hatched] == [(c, r)]
    assert "hatched" in ax.get_title()
    # every instance ran: nothing hatched
    assert not P.heatmap_cells(table, "galaxies").partial().to_numpy().any()


@pytest.mark.parametrize("stem", ["lp_strength", "deduction", "speedup", "effects"])
def test_no_figure_is_an_empty_framed_box(table: pd.DataFrame, tmp_path: Path, stem: str) -> None:
    """Without strength columns, deduction shares or a baseline, a figure says so in a
    sentence with no frame around nothing."""
    df = table.drop(columns=[c for c in table.columns if c.startswith("lp_") or "deduc" in c])
    df = df[df["label"].isin(["cuts", "lines", SHARED])] if stem in ("speedup", "effects") else df
    fig = P.drawers(df, tmp_path, 1)[stem]()
    for ax in fig.get_axes():
        if not ax.get_visible() or not ax.axison:
            continue
        drawn = [*ax.get_lines(), *ax.collections, *ax.images, *ax.patches[1:]]
        assert drawn, f"{stem}: a framed panel with nothing in it ({ax.get_title()!r})"


def test_the_smoke_runs_labels_get_distinct_lines_and_distinct_colours_per_puzzle() -> None:
    """The smoke experiment's labels: three baselines in both puzzles, six more in Galaxies,
    three in Troix (twelve labels, nine colours)."""
    from puzzlebench.analysis import style

    labels = {"galaxies": ["clingo", "cuts", "cuts+pairs+deduce", "flow", "multipuzzle", "none", "paths", "pysat",
                           "sgt"],
              "troix": ["clingo", "lines", "multipuzzle", "onehot", "onehot+deduce", "pysat"]}
    df = pd.DataFrame([{"puzzle": p, "label": lb, "layer": "ortools", "solver": "cpsat"}
                       for p, ls in labels.items() for lb in ls])
    look = style.styles(df)
    lines = {lb: look.line(lb) for ls in labels.values() for lb in ls}
    assert len({(str(ln.colour), ln.marker, str(ln.linestyle)) for ln in lines.values()}) == len(lines)
    for ls in labels.values():
        assert len({str(lines[lb].colour) for lb in ls}) == len(ls)
    assert look.line("pysat", "galaxies") == look.line("pysat", "troix")


@pytest.mark.parametrize("draw", [P.plot_profile, P.plot_scaling])
def test_seven_layers_of_nine_lines_get_panels_wide_enough_to_read(table: pd.DataFrame, draw: Any) -> None:
    """The smoke run's shape: seven layers/solvers, each a panel of its variants and the
    baselines. Three panels a row beside a legend were 1.3 in wide; four a row under the
    legend are at least 1.45 in, and the figure stays on the page."""
    from puzzlebench.analysis import style

    mip = table[~table["label"].isin(["sgt", SHARED]) & (table["solver"] == "cpsat")]
    long = "multipuzzle"  # the smoke run's longest legend entry: multipuzzle/multipuzzle (multipuzzle)
    refs = table[table["label"].isin(["sgt", SHARED])].assign(label=lambda d: d["label"].map(
        {"sgt": long, SHARED: SHARED}), layer=lambda d: d["label"], solver=lambda d: d["label"],
        solver_label=lambda d: d["label"])
    seven = pd.concat([mip.assign(layer=f"layer{k}") for k in range(7)] + [refs], ignore_index=True)
    fig = draw(seven)
    fig.canvas.draw()
    panels = [ax for ax in fig.get_axes() if ax.get_visible() and ax.axison and ax.get_lines()]
    assert len(panels) >= 14
    widths = [ax.get_position().width * fig.get_size_inches()[0] for ax in panels]
    assert min(widths) >= 1.45, widths
    assert style.overlapping_texts(fig, draw=False) == [] and style.small_texts(fig) == []
    assert fig.get_size_inches()[1] <= style.MAX_HEIGHT + 1e-6
