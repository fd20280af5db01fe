"""runs.parquet -> the figures of the report, each as PNG and SVG (seaborn/matplotlib).

Figures (file stem -> what it shows):

* ``profile``: Dolan-More performance profiles per puzzle, one line per variant/layer/solver:
  the fraction of instances solved within a factor tau of the best configuration;
* ``scaling``: median total time against grid cells, one line per variant (log scales);
* ``model_size``: variables, constraints and non-zeros against cells, one line per variant
  (paths vs flow vs cuts: how the model grows);
* ``heatmap``: variant x (layer, solver), coloured by shifted geometric mean time, annotated
  with solved/runs;
* ``samples``: a few solved instances drawn with the solution the solver found (and the
  checker accepted), plus each picture as its own SVG in ``pictures/``.

Every figure is drawn even when the data is thin (one instance, nothing solved), with a
note in the panel, so the report always has all its figures.

"""

from __future__ import annotations

import json
from collections.abc import Callable
from io import BytesIO
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import seaborn as sns  # noqa: E402

from analysis.tables import performance_profile, shifted_geomean  # noqa: E402
from instances.files import write_atomic  # noqa: E402

FIGURES = ("profile", "scaling", "model_size", "heatmap", "samples")
plt.rcParams.update({"svg.hashsalt": "puzzlebench", "figure.dpi": 100})
_META = {"png": {"Software": None}, "svg": {"Date": None, "Creator": None}}


def save(fig: Any, out_dir: Path, stem: str) -> list[Path]:
    """Write ``stem``.png and ``stem``.svg (no timestamps, so unchanged data -> same bytes)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for fmt in ("png", "svg"):
        p = out_dir / f"{stem}.{fmt}"
        write_atomic(p, lambda fh, fmt=fmt: fig.savefig(fh, format=fmt, bbox_inches="tight", metadata=_META[fmt]))
        paths.append(p)
    plt.close(fig)
    return paths


def _note(ax: Any, text: str) -> None:
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, color="0.4")
    ax.set_xticks([])
    ax.set_yticks([])


def _log_axes(ax: Any) -> None:
    """Log scales with plain-number major labels and no minor labels (mathtext minor
    labels such as 2x10^2 are hard to read and cost seconds of layout per figure)."""
    from matplotlib.ticker import LogLocator, NullFormatter, StrMethodFormatter

    ax.set_xscale("log")
    ax.set_yscale("log")
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
        axis.set_major_formatter(StrMethodFormatter("{x:g}"))
        axis.set_minor_formatter(NullFormatter())


def _puzzles(df: pd.DataFrame) -> list[str]:
    return sorted(df["puzzle"].dropna().unique()) or ["(none)"]


def plot_profile(df: pd.DataFrame, out_dir: Path) -> list[Path]:
    puzzles = _puzzles(df)
    fig, axes = plt.subplots(1, len(puzzles), figsize=(8.5 * len(puzzles), 4.5), squeeze=False)
    prof = performance_profile(df) if len(df) else pd.DataFrame(columns=["puzzle", "config", "ratio"])
    for ax, puzzle in zip(axes[0], puzzles, strict=True):
        sub = prof[prof["puzzle"] == puzzle]
        if sub.empty:
            _note(ax, f"{puzzle}: no instance solved")
            continue
        n = sub["instance"].nunique()
        finite = sub["ratio"][np.isfinite(sub["ratio"])]
        tmax = max(2.0, float(finite.max()) * 1.5) if len(finite) else 2.0
        configs = sorted(sub["config"].unique())
        colours = sns.color_palette("tab20", len(configs)) if len(configs) > 10 else sns.color_palette("tab10")
        styles = ("-", "--", ":", "-.")
        for k, (config, g) in enumerate(sub.groupby("config", sort=True)):
            r = np.sort(g["ratio"].to_numpy())
            taus = np.concatenate([[1.0], r[np.isfinite(r)], [tmax]])
            frac = [np.count_nonzero(r <= t) / n for t in taus]
            ax.step(taus, frac, where="post", label=config, color=colours[k % len(colours)],
                    linestyle=styles[(k // len(colours)) % len(styles)], linewidth=1.4)
        ax.set_xscale("log", base=2)
        ax.set_ylim(0, 1.02)
        ax.set_xlabel("tau (time / best time)")
        ax.set_ylabel(f"fraction of {n} instances")
        ax.set_title(f"{puzzle}: performance profile")
        ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    fig.tight_layout()
    return save(fig, out_dir, "profile")


def plot_scaling(df: pd.DataFrame, out_dir: Path) -> list[Path]:
    puzzles = _puzzles(df)
    fig, axes = plt.subplots(1, len(puzzles), figsize=(6 * len(puzzles), 4), squeeze=False)
    for ax, puzzle in zip(axes[0], puzzles, strict=True):
        sub = df[(df["puzzle"] == puzzle) & (df["status"] == "solved")]
        if sub.empty:
            _note(ax, f"{puzzle}: no instance solved")
            continue
        med = sub.groupby(["label", "cells"], as_index=False)["total_s"].median().rename(columns={"label": "variant"})
        sns.lineplot(data=med, x="cells", y="total_s", hue="variant", marker="o", ax=ax, errorbar=None)
        _log_axes(ax)
        ax.set_xlabel("grid cells")
        ax.set_ylabel("median total time of solved runs [s]")
        ax.set_title(f"{puzzle}: time against size")
    return save(fig, out_dir, "scaling")


def plot_model_size(df: pd.DataFrame, out_dir: Path) -> list[Path]:
    measures = ("variables", "constraints", "nonzeros")
    puzzles = _puzzles(df)
    fig, axes = plt.subplots(len(puzzles), 3, figsize=(15, 3.6 * len(puzzles)), squeeze=False)
    sized = (df.dropna(subset=["variables"]).drop_duplicates(["instance", "label"])
             .drop(columns=["variant"]).rename(columns={"label": "variant"}))
    for i, puzzle in enumerate(puzzles):
        sub = sized[sized["puzzle"] == puzzle]
        for ax, m in zip(axes[i], measures, strict=True):
            if sub.empty:
                _note(ax, f"{puzzle}: no model sizes recorded")
                continue
            sns.scatterplot(data=sub, x="cells", y=m, hue="variant", style="variant", ax=ax, s=30, alpha=0.75,
                            rasterized=len(sub) > 200)  # thousands of SVG markers are slow and heavy
            _log_axes(ax)
            ax.set_title(f"{puzzle}: {m}")
            ax.set_xlabel("grid cells")
            if ax.get_legend() and m != "variables":
                ax.get_legend().remove()
    fig.tight_layout()
    return save(fig, out_dir, "model_size")


def plot_heatmap(df: pd.DataFrame, out_dir: Path) -> list[Path]:
    puzzles = _puzzles(df)
    fig, axes = plt.subplots(1, len(puzzles), figsize=(6.5 * len(puzzles), 4.5), squeeze=False)
    for ax, puzzle in zip(axes[0], puzzles, strict=True):
        sub = df[df["puzzle"] == puzzle].assign(pair=lambda d: d["layer"] + "/" + d["solver"])
        if sub.empty:
            _note(ax, f"{puzzle}: no runs")
            continue
        groups = sub.groupby(["label", "pair"])
        sgm = groups["time_s"].agg(shifted_geomean).unstack()
        solved = groups["status"].agg(lambda s: f"{(s == 'solved').sum()}/{len(s)}").unstack()
        annot = sgm.round(2).astype(str) + "\n" + solved.reindex_like(sgm).fillna("")
        from matplotlib.colors import LogNorm

        finite = sgm.to_numpy()[np.isfinite(sgm.to_numpy())]
        lo = max(float(finite.min()), 1e-3) if finite.size else 1e-3
        hi = max(float(finite.max()), lo * 10) if finite.size else 1.0
        # log colours: times span orders of magnitude, a linear scale shows only the worst cell
        sns.heatmap(sgm, annot=annot.to_numpy(), fmt="", cmap="viridis_r", ax=ax,
                    norm=LogNorm(vmin=lo, vmax=hi),
                    cbar_kws={"label": "shifted geo. mean time [s] (log)"}, annot_kws={"fontsize": 7})
        ax.grid(False)
        ax.set_title(f"{puzzle}: variant x solver (time, solved/runs)")
        ax.set_xlabel("layer/solver")
        ax.set_ylabel("variant")
    fig.tight_layout()
    return save(fig, out_dir, "heatmap")


def sample_runs(df: pd.DataFrame, k: int, seed: int = 0) -> pd.DataFrame:
    """Up to ``k`` solved, checker-valid runs, one per instance, both puzzles when possible."""
    ok = df[(df["status"] == "solved") & df["valid"].astype(bool)].drop_duplicates("instance")
    if ok.empty or k <= 0:
        return ok.head(0)
    parts = [g.sample(min(len(g), max(1, k // max(1, ok["puzzle"].nunique()))), random_state=seed)
             for _, g in ok.groupby("puzzle", sort=True)]
    return pd.concat(parts).head(k)


def plot_samples(df: pd.DataFrame, out_dir: Path, k: int) -> list[Path]:
    from instances import io
    from instances.pictures import render, render_bytes

    picks = sample_runs(df, k)
    n = max(1, len(picks))
    fig, axes = plt.subplots(1, n, figsize=(4 * n, 4.2), squeeze=False)
    pics = out_dir / "pictures"
    pics.mkdir(parents=True, exist_ok=True)
    if picks.empty:
        _note(axes[0][0], "no solved instance to draw")
    for ax, (_, run) in zip(axes[0], picks.iterrows(), strict=False):
        instance = io.load(run["instance_path"])
        solution = json.loads(Path(run["record"]).read_text()).get("solution")
        png = render_bytes(instance, solution, fmt="png")
        render(instance, solution, pics / f"{Path(run['instance_path']).stem}.svg")
        ax.imshow(plt.imread(BytesIO(png), format="png"))
        ax.set_axis_off()
        ax.set_title(f"{run['instance']}\n{run['label']} / {run['solver']}", fontsize=8)
    return save(fig, out_dir, "samples")


def plot_all(df: pd.DataFrame, out_dir: str | Path, samples: int = 4,
             progress: Callable[[int, int, str], None] | None = None) -> list[Path]:
    """Every figure; ``progress`` (``engine.ticker``) is called after each."""
    out = Path(out_dir)
    sns.set_theme(style="whitegrid", context="paper")
    steps: list[tuple[str, Callable[[], list[Path]]]] = [
        ("profile", lambda: plot_profile(df, out)), ("scaling", lambda: plot_scaling(df, out)),
        ("model_size", lambda: plot_model_size(df, out)), ("heatmap", lambda: plot_heatmap(df, out)),
        ("samples", lambda: plot_samples(df, out, samples)),
    ]
    paths: list[Path] = []
    for k, (stem, draw) in enumerate(steps, 1):
        paths += draw()
        if progress is not None:
            progress(k, len(steps), stem)
    return paths
