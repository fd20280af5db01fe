"""The figures draw without seaborn (its import was a tenth of the plot step's CPU): the heat
map draws the artists ``seaborn.heatmap`` draws, and the look (rcParams, palette) is
seaborn's, written out. seaborn is imported here only to compare."""

from __future__ import annotations

from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.colors import LogNorm

from puzzlebench.analysis import style
from puzzlebench.analysis.heatmap import heatmap

sns = pytest.importorskip("seaborn")

KW: dict[str, Any] = {"cmap": "viridis_r", "cbar_kws": {"label": "time [ms] (log)", "pad": 0.02},
                      "annot_kws": {"fontsize": style.MIN_FONT_PT}}


def _drawn(ax: Any) -> dict[str, Any]:
    """What the heat map put on ``ax``, layout apart (seaborn's trial draw of the figure is
    left out, so positions in the files may differ by hundredths of a point)."""
    mesh = ax.collections[0]
    return {"texts": [(t.get_position(), t.get_text(), t.get_color(), t.get_ha(), t.get_va(), t.get_fontsize())
                      for t in ax.texts],
            "faces": mesh.get_facecolors().tolist(), "mask": np.ma.getmaskarray(mesh.get_array()).tolist(),
            "limits": (ax.get_xlim(), ax.get_ylim()), "spines": [s.get_visible() for s in ax.spines.values()],
            "bar": (mesh.colorbar.ax.get_ylabel(), mesh.colorbar.outline.get_linewidth()),
            "ticks": (list(ax.get_xticks()), list(ax.get_yticks())),
            "y_va": {t.get_va() for t in ax.get_yticklabels()}}


@pytest.mark.filterwarnings("ignore:All-NaN slice")  # seaborn's vmin/vmax of an all-masked map
@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_heatmap_draws_what_seaborn_draws(rows: int, cols: int, data: st.DataObject) -> None:
    values = data.draw(st.lists(st.one_of(st.none(), st.floats(0.5, 5e4)), min_size=rows * cols,
                                max_size=rows * cols))
    masked = data.draw(st.lists(st.booleans(), min_size=rows * cols, max_size=rows * cols))
    frame = pd.DataFrame(np.array([np.nan if v is None else v for v in values]).reshape(rows, cols),
                         index=[f"v{r}" for r in range(rows)], columns=[f"s{c}" for c in range(cols)])
    mask = np.array(masked).reshape(rows, cols)
    annot = np.array([f"{v:.2g}" if v is not None else "" for v in values]).reshape(rows, cols)
    drawn = []
    for draw in ("seaborn", "ours"):
        with style.rc():
            fig, ax = plt.subplots()
            norm = LogNorm(vmin=1.0, vmax=1e4)
            if draw == "seaborn":
                sns.heatmap(frame, annot=annot, fmt="", ax=ax, norm=norm, mask=mask, **KW)
            else:
                heatmap(ax, frame, annot=annot, mask=mask, norm=norm, **KW)
            drawn.append(_drawn(ax))
            plt.close(fig)
    assert drawn[0] == drawn[1]


def test_the_look_is_seaborns_whitegrid_and_colorblind_palette() -> None:
    whitegrid = dict(sns.axes_style("whitegrid"))
    assert whitegrid.pop("image.cmap") == "rocket"  # seaborn's own colormap: no figure draws with the default
    assert dict(style.WHITEGRID) == whitegrid
    assert [tuple(c) for c in sns.color_palette("colorblind", 10)] == [
        tuple(int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)) for h in style.PALETTE]
    assert "seaborn" not in style.__dict__ and "sns" not in style.__dict__
