"""A heat map drawn as ``seaborn.heatmap`` draws one, with matplotlib alone.

Why not seaborn: importing it imports scipy.stats (about 0.75 s of CPU, a tenth of the
plot step), and the figures used it for this one drawing. This is the part of seaborn's
``heatmap`` the figures use (a DataFrame, a mask, a norm, text annotations, a colour
bar), step for step in seaborn's order, so the files keep their bytes; what it leaves
out is what the caller sets again afterwards (tick labels, axis labels) and seaborn's
trial draw of the whole figure, which only decided whether to turn tick labels that the
caller turns anyway. ``tests/test_plot.py`` compares the two on the same data.
"""

from __future__ import annotations

from typing import Any

import matplotlib as mpl
import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.colorbar import Colorbar
from matplotlib.colors import Normalize, to_rgba_array

DARK_TEXT, LIGHT_TEXT = ".15", "w"
"""An annotation's colour on a light cell and on a dark one (seaborn's)."""


def relative_luminance(colour: Any) -> float:
    """W3C relative luminance of one colour (seaborn's ``utils.relative_luminance``)."""
    rgb = to_rgba_array(colour)[:, :3]
    rgb = np.where(rgb <= .03928, rgb / 12.92, ((rgb + .055) / 1.055) ** 2.4)
    return float(rgb.dot([.2126, .7152, .0722]).item())


def heatmap(ax: Axes, data: pd.DataFrame, *, annot: np.ndarray, mask: np.ndarray, cmap: str, norm: Normalize,
            cbar_kws: dict[str, Any], annot_kws: dict[str, Any]) -> Colorbar:
    """``data`` coloured by ``norm`` on ``cmap``, cells under ``mask`` (or missing) left
    empty, each other cell labelled with its ``annot`` text, a colour bar beside ``ax``;
    row 0 at the top, the cells' centres at ``k + 0.5``. Returns the colour bar."""
    shown = np.ma.masked_where(np.asarray(mask) | data.isna().to_numpy(), data.to_numpy())
    for side in ("top", "right", "left", "bottom"):
        ax.spines[side].set_visible(False)
    mesh = ax.pcolormesh(shown, cmap=mpl.colormaps[cmap], norm=norm, linewidths=0, edgecolor="white")
    ax.set(xlim=(0, data.shape[1]), ylim=(0, data.shape[0]))
    ax.invert_yaxis()
    bar = ax.figure.colorbar(mesh, None, ax, **cbar_kws)
    bar.outline.set_linewidth(0)
    ax.set(xticks=np.arange(data.shape[1]) + .5, yticks=np.arange(data.shape[0]) + .5)
    for label in ax.get_yticklabels():
        label.set_verticalalignment("center")
    mesh.update_scalarmappable()
    rows, cols = annot.shape
    xs, ys = np.meshgrid(np.arange(cols) + .5, np.arange(rows) + .5)
    for x, y, value, colour, text in zip(xs.flat, ys.flat, shown.flat, mesh.get_facecolor(),
                                          annot.flat, strict=False):
        if value is not np.ma.masked:
            ax.text(x, y, f"{text}", **{"color": DARK_TEXT if relative_luminance(colour) > .408 else LIGHT_TEXT,
                                        "ha": "center", "va": "center", **annot_kws})
    return bar
