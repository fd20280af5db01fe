"""runs.parquet -> the figures of the report, each as PNG and SVG (seaborn/matplotlib).

Figures (file stem -> what it shows; the stems and their order are
:data:`puzzlebench.analysis.outputs.FIGURE_STEMS`):

* ``profile``: Dolan-More performance profiles per puzzle, one line per variant/layer/solver:
  the fraction of instances solved within a factor tau of the best configuration;
* ``scaling``: median total time against grid cells, one line per variant, one panel per
  hardness class when the runs have several (log scales);
* ``model_size``: variables, constraints and non-zeros against cells, one line per variant
  (paths vs flow vs cuts: how the model grows);
* ``heatmap``: variant x (layer, solver), coloured by shifted geometric mean time, annotated
  with solved/runs;
* ``samples``: a few solved instances drawn with the solution the solver found (and the
  checker accepted), plus each picture as its own SVG in ``pictures/``.

Every figure is drawn even when the data is thin (one instance, nothing solved), with a
note in the panel, so the report always has all its figures.

A configuration, its time on an instance and whether it solved it are the findings' own
(:mod:`puzzlebench.analysis.stats`): the solver is named with its options
(``pyomo/highs-presolve_off``), so runs that differ only in a solver option are drawn apart.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import IO, Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import seaborn as sns  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from puzzlebench.analysis import stats as S  # noqa: E402
from puzzlebench.analysis.outputs import FIGURE_FORMATS, FIGURE_STEMS  # noqa: E402
from puzzlebench.analysis.results import BASELINE_VARIANT, effects  # noqa: E402
from puzzlebench.analysis.tables import DEDUCTION_COLUMNS  # noqa: E402
from puzzlebench.engine.records import RunStatus  # noqa: E402
from puzzlebench.instances.files import write_atomic  # noqa: E402
from puzzlebench.instances.structure import hardness_class  # noqa: E402

FIGURES = FIGURE_STEMS  # the figures' names are outputs.FIGURE_STEMS; this name is kept for its callers

plt.rcParams.update({"svg.hashsalt": "puzzlebench", "figure.dpi": 100})
_META = {"png": {"Software": None}, "svg": {"Date": None, "Creator": None}}


def _savefig(fig: Figure, fmt: str, fh: IO[bytes]) -> None:
    fig.savefig(fh, format=fmt, bbox_inches="tight", metadata=_META[fmt])


def save(fig: Figure, out_dir: Path, stem: str) -> list[Path]:
    """Write ``stem``.png and ``stem``.svg (no timestamps, so unchanged data -> same bytes)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for fmt in FIGURE_FORMATS:
        p = out_dir / f"{stem}.{fmt}"
        write_atomic(p, functools.partial(_savefig, fig, fmt))
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


PALETTE = "colorblind"  # seaborn's colour-blind-safe palette (Okabe-Ito like), 10 colours
MAX_LINES = 8


def _grid(n: int, width: float, height: float, ncol: int = 3) -> tuple[Any, Any]:
    """A figure with ``n`` panels in rows of at most ``ncol`` (the spare ones hidden)."""
    ncol = min(ncol, n)
    nrow = -(-n // ncol)
    fig, axes = plt.subplots(nrow, ncol, figsize=(width * ncol, height * nrow), squeeze=False)
    for ax in axes.flat[n:]:
        ax.set_visible(False)
    return fig, axes


def _chunks(items: list[str], k: int = MAX_LINES) -> list[list[str]]:
    return [items[i:i + k] for i in range(0, len(items), k)] or [[]]


def profile(df: pd.DataFrame) -> pd.DataFrame:
    """The profile's ratios (:func:`puzzlebench.analysis.stats.performance_profile`) of a
    runs table: a configuration's time on an instance and whether it solved it are the
    findings' (:func:`puzzlebench.analysis.stats.per_instance`)."""
    if not len(df):
        return pd.DataFrame(columns=["puzzle", "instance", "config", "label", "pair", "ratio"])
    return S.performance_profile(S.per_instance(df))


def plot_profile(df: pd.DataFrame) -> Figure:
    """Performance profiles, one panel per puzzle and layer/solver (at most
    :data:`MAX_LINES` lines each, the variants of that solver); time = total (formulate +
    translate + solve), censored at the limit, median over repeats; an instance counts as
    solved when the median repeat solved it, and an unsolved one never reaches the line's
    top."""
    prof = profile(df)
    panels = [(p, pair, chunk) for p in _puzzles(df)
              for pair in (sorted(prof.loc[prof["puzzle"] == p, "pair"].unique()) or ["(none)"])
              for chunk in _chunks(sorted(prof.loc[(prof["puzzle"] == p) & (prof["pair"] == pair), "label"].unique()))]
    fig, axes = _grid(len(panels), 5.2, 3.6)
    limit = float(df["time_limit"].max()) if len(df) and df["time_limit"].notna().any() else float("nan")
    colours = sns.color_palette(PALETTE, MAX_LINES)
    for ax, (puzzle, pair, variants) in zip(axes.flat, panels, strict=False):
        sub = prof[(prof["puzzle"] == puzzle) & (prof["pair"] == pair) & prof["label"].isin(variants)]
        if sub.empty:
            _note(ax, f"{puzzle}: no instance solved")
            continue
        n = prof.loc[prof["puzzle"] == puzzle, "instance"].nunique()
        finite = sub["ratio"][np.isfinite(sub["ratio"])]
        tmax = max(2.0, float(finite.max()) * 1.5) if len(finite) else 2.0
        for k, (variant, g) in enumerate(sub.groupby("label", sort=True)):
            r = np.sort(g["ratio"].to_numpy())
            taus = np.concatenate([[1.0], r[np.isfinite(r)], [tmax]])
            frac = [np.count_nonzero(r <= t) / n for t in taus]
            ax.step(taus, frac, where="post", label=variant, color=colours[k % len(colours)],
                    linestyle=("-", "--")[k % 2], linewidth=1.5)
        ax.set_xscale("log", base=2)
        ax.set_ylim(0, 1.02)
        ax.set_xlabel("tau = total time / best total time on the instance")
        ax.set_ylabel(f"fraction of {n} instances")
        ax.set_title(f"{puzzle}, {pair}", fontsize=9)
        ax.legend(fontsize=7, loc="lower right", frameon=False)
    fig.suptitle(f"Performance profiles (best over all configurations; unsolved runs never count; time limit {limit:g} s)",
                 fontsize=10)
    fig.tight_layout()
    return fig


def hardness_classes(df: pd.DataFrame) -> pd.Series:
    """Each run's instance class by what deduction leaves open (``settled``, ``open``: at
    least a third, ``partial``; :func:`puzzlebench.instances.structure.hardness_class`),
    ``all`` when the runs do not say."""
    if "instance_deduced_share" not in df or df["instance_deduced_share"].isna().all():
        return pd.Series("all", index=df.index)
    share = pd.to_numeric(df["instance_deduced_share"], errors="coerce")
    return share.map(lambda v: "all" if pd.isna(v) else str(hardness_class(round((1 - v) * 10_000), 10_000)))


def plot_scaling(df: pd.DataFrame) -> Figure:
    """Time against size, one panel per puzzle, hardness class (when the runs have more
    than one) and layer/solver, one line per variant (median of the censored time per
    size, IQR band over the instances); unsolved runs are drawn at the time limit as
    crosses (censored, never dropped); the limit is a dashed line."""
    d = df.assign(t=S.censored(df), pair=S.pair_name(df), hardness=hardness_classes(df)) if len(df) else df
    panels = [(p, h, pair) for p in _puzzles(df)
              for h in (sorted(d.loc[d["puzzle"] == p, "hardness"].unique()) if len(d) else ["all"])
              for pair in (sorted(d.loc[d["puzzle"] == p, "pair"].unique()) if len(d) else ["(none)"])]
    panels = panels or [("(none)", "all", "(none)")]
    fig, axes = _grid(len(panels), 5.2, 3.6)
    colours = sns.color_palette(PALETTE, 10)
    for ax, (puzzle, hardness, pair) in zip(axes.flat, panels, strict=False):
        sub = d[(d["puzzle"] == puzzle) & (d["pair"] == pair) & (d["hardness"] == hardness)] if len(d) else d
        if sub.empty or sub["cells"].isna().all():
            _note(ax, f"{puzzle}: no runs")
            continue
        for k, (label, g) in enumerate(sub.groupby("label", sort=True)):
            c = colours[k % len(colours)]
            q = g.groupby("cells")["t"].quantile([0.25, 0.5, 0.75]).unstack()
            ax.plot(q.index, q[0.5], marker="o", ms=3, color=c, label=label, linewidth=1.3)
            ax.fill_between(q.index, q[0.25], q[0.75], color=c, alpha=0.15, linewidth=0)
            bad = g[g["status"] != RunStatus.SOLVED]
            if len(bad):
                ax.scatter(bad["cells"], bad["t"], marker="x", color=c, s=18, zorder=3)
        limit = float(sub["time_limit"].max())
        ax.axhline(limit, color="0.3", linestyle="--", linewidth=0.8)
        ax.text(ax.get_xlim()[0], limit, f" limit {limit:g} s", va="bottom", fontsize=7, color="0.3")
        _log_axes(ax)
        ax.set_xlabel("grid cells")
        ax.set_ylabel("total time [s], median and IQR")
        where = puzzle if hardness == "all" else f"{puzzle} {hardness}"
        ax.set_title(f"{where}, {pair} (x: unsolved, at the limit)", fontsize=9)
        ax.legend(fontsize=7, frameon=False)
    fig.tight_layout()
    return fig


def plot_model_size(df: pd.DataFrame) -> Figure:
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


def heatmap_cells(df: pd.DataFrame, puzzle: str) -> HeatmapCells:
    """The heat map of ``puzzle``'s runs, from the findings' per-instance table and ranking."""
    per = S.per_instance(df[df["puzzle"] == puzzle])
    names = per.drop_duplicates("config").set_index("config")[["label", "pair"]]
    rank = S.ranking(per, (S.SHIFT,)).join(names, on="config")
    rank["cell"] = rank["solved"].astype(str) + "/" + rank["instances"].astype(str)
    return HeatmapCells(sgm=rank.pivot(index="label", columns="pair", values=f"sgm_{S.SHIFT:g}s"),
                        solved=rank.pivot(index="label", columns="pair", values="cell"),
                        wrong=sorted(rank.loc[rank["wrong"] > 0, "label"].unique()))


def plot_heatmap(df: pd.DataFrame) -> Figure:
    """Variant x layer/solver per puzzle (:func:`heatmap_cells`), coloured on a log scale;
    variants with wrong answers in grey, outside the scale."""
    from matplotlib.colors import LogNorm

    puzzles = _puzzles(df)
    fig, axes = plt.subplots(1, len(puzzles), figsize=(6.5 * len(puzzles), 4.5), squeeze=False)
    for ax, puzzle in zip(axes[0], puzzles, strict=True):
        if not (df["puzzle"] == puzzle).any():
            _note(ax, f"{puzzle}: no runs")
            continue
        cells = heatmap_cells(df, puzzle)
        sgm = cells.sgm
        annot = sgm.round(2).astype(str) + "\n" + cells.solved.reindex_like(sgm).fillna("")
        # a variant that gave wrong answers (e.g. galaxies/none) is drawn apart, in grey,
        # outside the colour scale, so it does not swamp the others
        wrong_mask = np.broadcast_to(sgm.index.isin(cells.wrong)[:, None], sgm.shape)
        for r, label in enumerate(sgm.index):
            if label in cells.wrong:
                ax.axhspan(r, r + 1, color="0.85", zorder=0)
                for c in range(sgm.shape[1]):
                    if not np.isfinite(sgm.iloc[r, c]):
                        continue
                    ax.text(c + 0.5, r + 0.5, "WRONG answers\n" + str(annot.iloc[r, c]), ha="center", va="center",
                            fontsize=6, color="0.3")
        good = sgm.to_numpy()[~wrong_mask]
        finite = good[np.isfinite(good)]
        lo = max(float(finite.min()), 1e-3) if finite.size else 1e-3
        hi = max(float(finite.max()), lo * 10) if finite.size else 1.0
        # log colours: times span orders of magnitude, a linear scale shows only the worst cell
        sns.heatmap(sgm, annot=np.where(wrong_mask, "", annot.to_numpy()), fmt="", cmap="viridis_r", ax=ax,
                    norm=LogNorm(vmin=lo, vmax=hi), mask=wrong_mask,
                    cbar_kws={"label": f"shifted geo. mean time [s], shift {S.SHIFT:g} s (log)"},
                    annot_kws={"fontsize": 7})
        ax.grid(False)
        ax.set_title(f"{puzzle}: variant x solver (time, solved/instances)")
        ax.set_xlabel("layer/solver")
        ax.set_ylabel("variant")
    fig.tight_layout()
    return fig


def sample_runs(df: pd.DataFrame, k: int, seed: int = 0) -> pd.DataFrame:
    """Up to ``k`` solved, checker-valid runs, one per instance, both puzzles when possible."""
    ok = df[(df["status"] == RunStatus.SOLVED) & df["valid"].astype(bool)].drop_duplicates("instance")
    if ok.empty or k <= 0:
        return ok.head(0)
    parts = [g.sample(min(len(g), max(1, k // max(1, ok["puzzle"].nunique()))), random_state=seed)
             for _, g in ok.groupby("puzzle", sort=True)]
    return pd.concat(parts).head(k)


def plot_samples(df: pd.DataFrame, out_dir: Path, k: int) -> Figure:
    from puzzlebench.instances import io
    from puzzlebench.instances.pictures import render, render_bytes

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
    return fig


def plot_speedup(df: pd.DataFrame) -> Figure:
    """Per-instance log-log scatter: each variant against the puzzle's baseline variant on
    the same layer/solver (one panel per puzzle and layer/solver, options as their own
    colours); diagonal = equal time, below = faster than the baseline; the time limit is
    marked and censored (unsolved) points are crosses."""
    per = S.per_instance(df) if len(df) else pd.DataFrame(
        columns=["puzzle", "instance", "config", "label", "pair", "t", "solved", "limit"])
    var = df.drop_duplicates("label").set_index("label")["variant"] if len(df) else pd.Series(dtype=str)
    panels = []
    for puzzle in _puzzles(df):
        base_labels = [lb for lb, v in var.items() if v == BASELINE_VARIANT.get(puzzle)]
        base = min(base_labels, key=len) if base_labels else None
        for pair in sorted(per.loc[per["puzzle"] == puzzle, "pair"].dropna().unique()):
            if base is not None and ((per["puzzle"] == puzzle) & (per["pair"] == pair) & (per["label"] == base)).any():
                panels.append((puzzle, pair, base))
    fig, axes = _grid(max(1, len(panels)), 4.6, 4.2)
    if not panels:
        _note(axes[0][0], "no baseline variant with runs")
    colours = sns.color_palette(PALETTE, 10)
    for ax, (puzzle, pair, base) in zip(axes.flat, panels, strict=False):
        sub = per[(per["puzzle"] == puzzle) & (per["pair"] == pair)]
        b = sub[sub["label"] == base].set_index("instance")
        lo, hi = np.inf, 0.0
        for k, (label, g) in enumerate(sub[sub["label"] != base].groupby("label", sort=True)):
            g = g.set_index("instance").join(b[["t", "solved"]], rsuffix="_base", how="inner")
            if g.empty:
                continue
            cens = ~(g["solved"] & g["solved_base"])
            c = colours[k % len(colours)]
            ax.scatter(g.loc[~cens, "t_base"], g.loc[~cens, "t"], s=14, color=c, label=label, alpha=0.8)
            ax.scatter(g.loc[cens, "t_base"], g.loc[cens, "t"], s=22, color=c, marker="x")
            lo, hi = min(lo, g[["t", "t_base"]].min().min()), max(hi, g[["t", "t_base"]].max().max())
        if not np.isfinite(lo):
            _note(ax, f"{puzzle}, {pair}: only the baseline ran")
            continue
        limit = float(sub["limit"].max())
        lo, hi = max(lo / 2, 1e-4), max(hi * 2, limit * 1.2)
        ax.plot([lo, hi], [lo, hi], color="0.4", linewidth=0.8)
        ax.axhline(limit, color="0.3", linestyle="--", linewidth=0.8)
        ax.axvline(limit, color="0.3", linestyle="--", linewidth=0.8)
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        _log_axes(ax)
        ax.set_xlabel(f"{base} total time [s] (baseline)")
        ax.set_ylabel("variant total time [s]")
        ax.set_title(f"{puzzle}, {pair}: below the diagonal = faster", fontsize=9)
        ax.legend(fontsize=7, frameon=False, loc="upper left")
    fig.suptitle("Per instance against the baseline (dashed: time limit; x: unsolved by one of the two, censored)", fontsize=10)
    fig.tight_layout()
    return fig


def plot_time_split(df: pd.DataFrame) -> Figure:
    """Where the time goes: median formulate, translate, solve and check time per
    configuration (stacked bars, one panel per puzzle), solved runs only so a timeout's
    limit does not hide the steps."""
    steps = ["formulate_s", "translate_s", "solve_s", "check_s"]
    puzzles = _puzzles(df)
    d = df[df["status"] == RunStatus.SOLVED] if len(df) else df
    heights = [max(2.5, 0.28 * S.config_name(d[d["puzzle"] == p]).nunique() + 1) for p in puzzles]
    fig, axes = plt.subplots(len(puzzles), 1, figsize=(9, sum(heights)), squeeze=False,
                             gridspec_kw={"height_ratios": heights})
    colours = sns.color_palette(PALETTE, 4)
    for ax, puzzle in zip(axes[:, 0], puzzles, strict=True):
        sub = d[d["puzzle"] == puzzle] if len(d) else d
        if sub.empty:
            _note(ax, f"{puzzle}: no solved run")
            continue
        med = sub.assign(config=S.config_name(sub)).groupby("config")[steps].median()
        med = med.loc[med.sum(axis=1).sort_values().index]
        left = np.zeros(len(med))
        for k, step in enumerate(steps):
            ax.barh(med.index, med[step], left=left, color=colours[k], label=step[:-2])
            left += med[step].to_numpy()
        ax.set_xlabel("median time of solved runs [s]")
        ax.set_title(f"{puzzle}: where the time goes", fontsize=9)
        ax.tick_params(axis="y", labelsize=7)
        ax.legend(fontsize=7, frameon=False, loc="lower right")
    fig.tight_layout()
    return fig


def plot_deduction(df: pd.DataFrame) -> Figure:
    """Share of cells deduction settled against solve time, one panel per puzzle, colour
    = layer/solver, from the first of runs.csv's deduction columns with a value
    (:data:`puzzlebench.analysis.tables.DEDUCTION_COLUMNS`); a note saying so otherwise."""
    col = next((c for c in DEDUCTION_COLUMNS if c in df.columns and df[c].notna().any()), None)
    puzzles = _puzzles(df)
    fig, axes = plt.subplots(1, len(puzzles), figsize=(5.5 * len(puzzles), 4), squeeze=False)
    for ax, puzzle in zip(axes[0], puzzles, strict=True):
        sub = df[(df["puzzle"] == puzzle)] if col else df.head(0)
        sub = sub.dropna(subset=[col]) if col else sub
        if sub.empty:
            _note(ax, f"{puzzle}: runs.csv has no deduction share ({' / '.join(DEDUCTION_COLUMNS)})")
            continue
        sub = sub.assign(pair=S.pair_name(sub), t=S.censored(sub).clip(lower=1e-4))
        sns.scatterplot(data=sub, x=col, y="t", hue="pair", style="label", palette=PALETTE, ax=ax, s=22, alpha=0.8)
        ax.set_yscale("log")
        ax.set_xlabel(f"share of cells deduction settled ({col})")
        ax.set_ylabel("total time [s] (censored at the limit)")
        ax.set_title(f"{puzzle}: deduction against time", fontsize=9)
        ax.legend(fontsize=6, frameon=False)
    fig.tight_layout()
    return fig


def plot_effects(df: pd.DataFrame) -> Figure:
    """What each factor changes (the findings' table as a picture): per puzzle, one row per
    comparison (a variant against the baseline variant, or one option changed), the median
    per-instance speedup with its 95 % bootstrap interval on a log axis, colour =
    layer/solver; right of 1 = faster than its baseline."""
    puzzles = _puzzles(df)
    tables = {p: effects(df, p) if len(df) else pd.DataFrame() for p in puzzles}
    heights = [max(2.0, 0.3 * len(t) + 1.2) for t in tables.values()]
    fig, axes = plt.subplots(len(puzzles), 1, figsize=(8, sum(heights)), squeeze=False,
                             gridspec_kw={"height_ratios": heights})
    pairs = sorted({p for t in tables.values() if len(t) for p in t["layer/solver"]})
    colours = dict(zip(pairs, sns.color_palette(PALETTE, max(1, len(pairs))), strict=False))
    for ax, puzzle in zip(axes[:, 0], puzzles, strict=True):
        t = tables[puzzle]
        if t.empty or t["speedup"].isna().all():
            _note(ax, f"{puzzle}: no two configurations differ in one factor")
            continue
        t = t.sort_values(["factor", "configuration", "layer/solver"]).reset_index(drop=True)
        y = np.arange(len(t))[::-1]
        for k, r in t.iterrows():
            c = colours[r["layer/solver"]]
            ax.plot([r["ci95_lo"], r["ci95_hi"]], [y[k], y[k]], color=c, linewidth=2, alpha=0.7)
            ax.plot([r["speedup"]], [y[k]], "o", color=c, label=r["layer/solver"])
        ax.axvline(1.0, color="0.3", linewidth=0.8)
        _log_axes(ax)
        ax.set_yscale("linear")
        ax.set_yticks(y)
        ax.set_yticklabels([f"{r['factor']}: {r['configuration']} vs {r['baseline']}" for _, r in t.iterrows()], fontsize=7)
        ax.set_xlabel("speedup against the baseline (median per instance, 95 % bootstrap interval; > 1 = faster)")
        ax.set_title(f"{puzzle}: what each option and formulation changes", fontsize=9)
        handles, labels = ax.get_legend_handles_labels()
        uniq = dict(zip(labels, handles, strict=True))
        ax.legend(uniq.values(), uniq.keys(), fontsize=7, frameon=False, loc="best")
    fig.tight_layout()
    return fig


def drawers(df: pd.DataFrame, out_dir: Path, samples: int) -> dict[str, Callable[[], Figure]]:
    """What draws each figure of :data:`~puzzlebench.analysis.outputs.FIGURE_STEMS`, by stem."""
    return {"profile": lambda: plot_profile(df), "scaling": lambda: plot_scaling(df),
            "model_size": lambda: plot_model_size(df), "heatmap": lambda: plot_heatmap(df),
            "samples": lambda: plot_samples(df, out_dir, samples), "speedup": lambda: plot_speedup(df),
            "time_split": lambda: plot_time_split(df), "deduction": lambda: plot_deduction(df),
            "effects": lambda: plot_effects(df)}


def plot_all(df: pd.DataFrame, out_dir: str | Path, samples: int = 4,
             progress: Callable[[int, int, str], None] | None = None) -> list[Path]:
    """Every figure, each saved under its stem in the order of
    :data:`~puzzlebench.analysis.outputs.FIGURE_STEMS`; ``progress``
    (``puzzlebench.engine.ticker``) is called after each."""
    out = Path(out_dir)
    sns.set_theme(style="whitegrid", context="paper")
    draw = drawers(df, out, samples)
    paths: list[Path] = []
    for k, stem in enumerate(FIGURE_STEMS, 1):
        paths += save(draw[stem](), out, stem)
        if progress is not None:
            progress(k, len(FIGURE_STEMS), stem)
    return paths
