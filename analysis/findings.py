"""runs.csv -> the findings: which configuration wins each puzzle, by how much, with which
interval, what each option and solver changes, the virtual best, where configurations stop
solving, and the spread over repeats. Written as ``findings.md`` (for people and the
README), ``findings.html`` (a fragment the report shows on its first page, with every
figure) and ``findings.json`` (the numbers, for tests and other tools).

Every number comes from ``runs.csv`` through :mod:`puzzlebench.analysis.stats`; every sentence has its
table next to it. Rules (say them once, here and in the text):

* a configuration is label / layer/solver, the solver with its options
  (:func:`puzzlebench.analysis.stats.config_name`); its time on an instance is the median
  over repeats of the censored time (``total_s`` when solved, the time limit otherwise),
  and it solved the instance when the median repeat did;
* a configuration that returned a wrong answer (the checker rejected it) cannot win;
* the winner solves the most instances, then has the smallest shifted geometric mean at
  the first shift (10 s); the other shifts are reported and any disagreement is named;
* the baseline of a puzzle is its textbook variant (:data:`BASELINE_VARIANT`) on the
  winner's layer/solver; speedup = baseline time / configuration time per instance,
  median with a 95 % bootstrap interval over instances (seeded), and wins/losses/ties;
* a configuration's options are the runs table's option columns (``option_<name>``,
  ``solver_option_<name>``: :func:`puzzlebench.analysis.tables.parameter_columns`); two
  configurations of one variant and layer/solver that differ in one option measure what
  that option changes;
* records whose formulation code changed since they ran (``stale``) are left out, and
  the findings say how many.
"""

from __future__ import annotations

import base64
import html
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis.outputs import FIGURES_DIR, FINDINGS
from puzzlebench.analysis.tables import (
    DEDUCTION_COLUMNS,
    OPTION_PREFIX,
    SOLVER_OPTION_PREFIX,
    parameter_columns,
)
from puzzlebench.instances.files import write_text_atomic

BASELINE_VARIANT = {"galaxies": "galaxies/flow", "troix": "troix/onehot"}
"""The named baseline formulation per puzzle (the first in the experiment's list
otherwise)."""
OPTION_ORDER = {"prune": ["none", "basic", "reach"]}


def _option_key(column: str) -> str:
    """The options-dict key of an option column: runs.csv's ``option_<name>`` is the
    variant option ``<name>``, ``solver_option_<name>`` the solver's option, named
    ``solver <name>``."""
    if column.startswith(SOLVER_OPTION_PREFIX):
        return "solver " + column[len(SOLVER_OPTION_PREFIX):]
    return column.removeprefix(OPTION_PREFIX)


@dataclass
class Section:
    """One heading, its sentences, its tables (title, frame) and figures (caption, path)."""

    title: str
    text: list[str] = field(default_factory=list)
    tables: list[tuple[str, pd.DataFrame]] = field(default_factory=list)
    figures: list[tuple[str, Path]] = field(default_factory=list)


# ---- configurations and their options ----------------------------------------------------
def configurations(df: pd.DataFrame) -> pd.DataFrame:
    """One row per configuration: config name, puzzle, label, variant, pair (layer/solver,
    without the solver's options: they are factors compared within it) and its options as
    a dict (the record's options, then the option columns' values)."""
    columns = parameter_columns(df)
    d = df.assign(config=S.config_name(df), pair=df["layer"].astype(str) + "/" + df["solver"].astype(str))
    rows = []
    for config, g in d.groupby("config", sort=True):
        first = g.iloc[0]
        try:
            opts = json.loads(first["options"]) if isinstance(first["options"], str) and first["options"] else {}
        except ValueError:
            opts = {}
        opts.update({_option_key(c): first[c] for c in columns if pd.notna(first[c])})
        rows.append({"config": config, "puzzle": first["puzzle"], "label": first["label"],
                     "variant": first["variant"] or first["layer"], "pair": first["pair"], "options": opts})
    return pd.DataFrame(rows, columns=["config", "puzzle", "label", "variant", "pair", "options"])


def _level_rank(key: str, value: Any) -> tuple[int, str]:
    order = OPTION_ORDER.get(key)
    if order and value in order:
        return order.index(value), str(value)
    if isinstance(value, bool | np.bool_):
        return int(value), str(value)
    return 0, str(value)


def option_pairs(cfg: pd.DataFrame) -> list[tuple[str, str, str, str]]:
    """(factor, pair, base config, other config): configurations of one variant and one
    layer/solver whose options differ in exactly the factor's options; the base is the
    one with the lower levels (False before True, prune none < basic < reach). Pairs
    differing in several options are kept only when no single-option pair exists."""
    found: list[tuple[int, str, str, str, str]] = []
    for (_, _), g in cfg.groupby(["variant", "pair"], sort=True):
        items = list(g.itertuples(index=False))
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                keys = sorted(set(a.options) | set(b.options))
                diff = [k for k in keys if a.options.get(k) != b.options.get(k)]
                if not diff:
                    continue
                ra = [_level_rank(k, a.options.get(k)) for k in diff]
                rb = [_level_rank(k, b.options.get(k)) for k in diff]
                base, other = (a, b) if ra <= rb else (b, a)
                found.append((len(diff), "+".join(diff), a.pair, base.config, other.config))
    if any(n == 1 for n, *_ in found):
        found = [f for f in found if f[0] == 1]
    return [(f, p, b, o) for _, f, p, b, o in sorted(found)]


def variant_pairs(cfg: pd.DataFrame, puzzle: str) -> list[tuple[str, str, str, str]]:
    """('variant', pair, base, other): other variants against the baseline variant with the
    same options and layer/solver."""
    sub = cfg[cfg["puzzle"] == puzzle]
    variants = [v for v in sub["variant"].unique() if "/" in str(v)]
    base_v = BASELINE_VARIANT.get(puzzle, variants[0] if variants else "")
    out = []
    for _, g in sub.groupby("pair", sort=True):
        for b in g[g["variant"] == base_v].itertuples(index=False):
            for o in g[(g["variant"] != base_v) & g["variant"].isin(variants)].itertuples(index=False):
                common = set(o.options) & set(b.options)  # variant-specific options do not count
                if all(str(o.options[k]) == str(b.options[k]) for k in common):
                    out.append(("variant", b.pair, b.config, o.config))
    return out


def hardness_classes(df: pd.DataFrame) -> pd.Series:
    """Per instance: 'deduction settles all' or 'deduction leaves some open', from the
    first of :data:`~puzzlebench.analysis.tables.DEDUCTION_COLUMNS` with a value for most
    instances (empty when there is none)."""
    for col in (c for c in DEDUCTION_COLUMNS if c in df.columns):
        share = pd.to_numeric(df[col], errors="coerce").groupby(df["instance"]).max()
        if share.notna().mean() >= 0.5:
            share = share.dropna()
            names = (f"{col} = 1 (deduction settles all)", f"{col} < 1 (deduction leaves cells open)")
            return share.map(lambda v, names=names: names[0] if v >= 0.999 else names[1])
    return pd.Series(dtype=str)


def _class_winners(per: pd.DataFrame, classes: pd.Series, kind: str, puzzle: str,
                   shifts: Sequence[float]) -> tuple[Section | None, list[dict[str, Any]]]:
    """The winner of each class of instances (same rules as the puzzle's winner)."""
    if classes.empty:
        return None, []
    per_c = per.assign(cls=per["instance"].map(classes)).dropna(subset=["cls"])
    rows = []
    for c in per_c.groupby("cls")["cells"].min().sort_values().index:
        g = per_c[per_c["cls"] == c]
        r = S.ranking(g, shifts[:1])
        wc = S.winner_by_shift(r, shifts[:1])[shifts[0]]
        rr = r.set_index("config").loc[wc]
        rows.append({f"{kind} class": c, "instances": g["instance"].nunique(), "winner": wc,
                     "solved": int(rr["solved"]), f"sgm (shift {shifts[0]:g} s)": float(rr[f"sgm_{shifts[0]:g}s"])})
    if not rows:
        return None, []
    sec = Section(f"{puzzle}: winner per {kind} class")
    what = "grid cells" if kind == "size" else "share of cells deduction settles"
    sec.text.append(f"Per {kind} class ({what}): " + "; ".join(f"{r[f'{kind} class']}: **{r['winner']}**" for r in rows) + ".")
    sec.tables.append((f"Winner per {kind} class", pd.DataFrame(rows)))
    return sec, rows


def effects(df: pd.DataFrame, puzzle: str, seed: int = 0, per: pd.DataFrame | None = None,
            cfg: pd.DataFrame | None = None) -> pd.DataFrame:
    """The speedup table of every variant against the baseline variant and every option
    change, per layer/solver, for ``puzzle`` (``per``/``cfg`` if already computed)."""
    sub = df[df["puzzle"] == puzzle]
    per = S.per_instance(sub) if per is None else per
    cfg = configurations(sub) if cfg is None else cfg
    return speedup_table(per, variant_pairs(cfg, puzzle) + option_pairs(cfg), seed)


# ---- the findings of one puzzle ----------------------------------------------------------
def _x(v: float) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.2f}x"


def _s(v: float) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.3g} s"


def speedup_table(per: pd.DataFrame, comparisons: Sequence[tuple[str, str, str, str]], seed: int = 0) -> pd.DataFrame:
    """One row per (factor, layer/solver, baseline, configuration) comparison: instances,
    median speedup with its 95 % bootstrap interval, faster/slower/tied counts."""
    rows = []
    for factor, pair, base, other in comparisons:
        s = S.speedup(per, base, other, seed=seed)
        rows.append({"factor": factor, "layer/solver": pair, "baseline": base.split(" / ")[0],
                     "configuration": other.split(" / ")[0], "instances": s.instances,
                     "speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi,
                     "faster": s.wins, "slower": s.losses, "ties": s.ties})
    return pd.DataFrame(rows, columns=["factor", "layer/solver", "baseline", "configuration", "instances",
                                       "speedup", "ci95_lo", "ci95_hi", "faster", "slower", "ties"])


def puzzle_findings(df: pd.DataFrame, puzzle: str, shifts: Sequence[float] = S.SHIFTS,
                    seed: int = 0) -> tuple[list[Section], dict[str, Any]]:
    """The sections and the key numbers of one puzzle."""
    sub = df[df["puzzle"] == puzzle]
    per = S.per_instance(sub)
    cfg = configurations(sub)
    rank = S.ranking(per, shifts)
    n_inst = per["instance"].nunique()
    won = S.wins(per)
    rank.insert(4, "fastest_on", rank["config"].map(won).fillna(0).astype(int))
    by_shift = S.winner_by_shift(rank, shifts)
    winner = by_shift[shifts[0]]
    w = rank.set_index("config").loc[winner]
    wcfg = cfg.set_index("config").loc[winner]
    key: dict[str, Any] = {"puzzle": puzzle, "instances": int(n_inst), "winner": winner,
                           "winner_solved": int(w["solved"]), "winner_sgm": {f"{s:g}": float(w[f"sgm_{s:g}s"]) for s in shifts},
                           "winner_by_shift": {f"{s:g}": c for s, c in by_shift.items()}}
    sec = Section(f"{puzzle}: the winner")
    sgm_txt = ", ".join(f"{_s(w[f'sgm_{s:g}s'])} at shift {s:g} s" for s in shifts)
    sec.text.append(f"**{winner}** wins {puzzle}: it solves {int(w['solved'])} of {n_inst} instances with "
                    f"no wrong answer; shifted geometric mean of its time {sgm_txt}; fastest (within "
                    f"{S.TIE:.0%}) on {int(won.get(winner, 0))} of {n_inst} instances.")
    disagree = {s: c for s, c in by_shift.items() if c != winner}
    if disagree:
        sec.text.append("The shift changes the ranking: " + "; ".join(
            f"at shift {s:g} s the first is **{c}**" for s, c in disagree.items()) + ".")
    else:
        sec.text.append(f"The ranking's first place is the same at every shift ({', '.join(f'{s:g}' for s in shifts)} s).")
    # the named baseline
    base_v = BASELINE_VARIANT.get(puzzle)
    base_rows = cfg[(cfg["variant"] == base_v) & (cfg["pair"] == wcfg["pair"])]
    base_rows = base_rows.assign(n=base_rows["options"].map(len)).sort_values(["n", "label"])
    plain = base_rows[base_rows["label"] == base_v.split("/")[-1]] if base_v else base_rows
    base = (plain if len(plain) else base_rows)["config"].iloc[0] if len(base_rows) else None
    if base is not None and base != winner:
        s = S.speedup(per, base, winner, seed=seed)
        key["baseline"] = base
        key["speedup"] = {k: getattr(s, k) for k in ("median", "lo", "hi", "wins", "losses", "ties", "instances")}
        sec.text.append(
            f"Against the baseline **{base}** it is {_x(s.median)} as fast per instance (median of "
            f"baseline time / its time; 95 % bootstrap interval {_x(s.lo)}-{_x(s.hi)} over "
            f"{s.instances} instances): faster on {s.wins}, slower on {s.losses}, tied on {s.ties}.")
    elif base == winner:
        key["baseline"] = base
        sec.text.append(f"The winner is the baseline formulation itself ({base_v}).")
    # the best of each other layer/solver
    others = []
    for pair, g in cfg.groupby("pair", sort=True):
        if pair == wcfg["pair"]:
            continue
        cand = rank[rank["config"].isin(g["config"])]
        if cand.empty:
            continue
        best = str(cand.iloc[0]["config"])
        s = S.speedup(per, best, winner, seed=seed)
        others.append({"layer/solver": pair, "its best": best.split(" / ")[0], "solved": int(cand.iloc[0]["solved"]),
                       "winner speedup": s.median, "ci95_lo": s.lo, "ci95_hi": s.hi,
                       "faster": s.wins, "slower": s.losses, "instances": s.instances})
    if others:
        ot = pd.DataFrame(others)
        key["other_solvers"] = ot.to_dict(orient="records")
        sec.text.append("Against each other layer/solver at its own best configuration: " + "; ".join(
            f"{r['layer/solver']} ({r['its best']}): {_x(r['winner speedup'])} [{_x(r['ci95_lo'])}-{_x(r['ci95_hi'])}]"
            for r in others) + ".")
        sec.tables.append(("The winner against the best configuration of every other layer/solver "
                           "(speedup = their time / the winner's, per instance, median and 95 % bootstrap interval)", ot))
    # virtual best
    vbs = S.virtual_best(per)
    vsgm = S.shifted_geomean(vbs["t"], shifts[0])
    key["virtual_best_sgm"] = vsgm
    often = vbs["config"].value_counts()
    sec.text.append(f"The virtual best (fastest configuration per instance) has a shifted geometric mean of "
                    f"{_s(vsgm)} (shift {shifts[0]:g} s) against the winner's {_s(w[f'sgm_{shifts[0]:g}s'])}; "
                    f"it is most often **{often.index[0]}** ({int(often.iloc[0])} of {n_inst}).")
    rank_tbl = rank.rename(columns={f"sgm_{s:g}s": f"sgm (shift {s:g} s)" for s in shifts})
    sec.tables.append((f"Ranking (censored times; shifted geometric means at shifts {', '.join(f'{s:g}' for s in shifts)} s; "
                       f"fastest_on = instances where it was within {S.TIE:.0%} of the fastest)", rank_tbl))
    sections = [sec]
    # per size class, and per hardness class where runs.csv tells how much deduction settles
    sizes = S.size_classes(per.drop_duplicates("instance").set_index("instance")["cells"])
    for kind, classes in (("size", sizes), ("hardness", hardness_classes(sub))):
        sec_c, rows_c = _class_winners(per, classes, kind, puzzle, shifts)
        if sec_c is not None:
            key[f"winner_by_{kind}"] = rows_c
            sections.append(sec_c)
    # options, variants and solvers
    st = effects(sub, puzzle, seed, per, cfg)
    if not st.empty:
        key["options"] = st.to_dict(orient="records")
        so = Section(f"{puzzle}: what each option and formulation changes")
        for factor, g in st.groupby("factor", sort=True):
            parts = [f"{r['configuration']} vs {r['baseline']} on {r['layer/solver']}: {_x(r['speedup'])} "
                     f"[{_x(r['ci95_lo'])}-{_x(r['ci95_hi'])}], faster on {r['faster']}/{r['instances']}"
                     for r in g.to_dict(orient="records")]
            so.text.append(f"*{factor}*: " + "; ".join(parts) + ".")
        so.tables.append(("Per-instance speedup of a configuration against its baseline (same layer/solver, one "
                          "factor changed): median, 95 % bootstrap interval, instances faster/slower/tied", st))
        sections.append(so)
    # wrong answers and where configurations stop solving
    fr = S.frontier(per)
    wrong = rank[rank["wrong"] > 0]
    sf = Section(f"{puzzle}: wrong answers and where configurations stop solving")
    if len(wrong):
        sf.text.append("Wrong answers (rejected by the checker; such a configuration cannot win): " + "; ".join(
            f"**{r['config']}** on {int(r['wrong'])} run(s)" for r in wrong.to_dict(orient="records")) + ".")
    failing = fr[fr["solved"] < fr["instances"]]
    key["frontier"] = fr.to_dict(orient="records")
    if failing.empty:
        sf.text.append(f"Every configuration solved every one of the {n_inst} instances within the time limit.")
    else:
        sf.text.append("Configurations that did not solve everything: " + "; ".join(
            f"{r['config']} ({r['solved']}/{r['instances']}, first failure at {r['first_failure_cells']:.0f} cells)"
            for r in failing.to_dict(orient="records")) + ".")
        sf.tables.append(("Where each configuration stops solving (cells = rows x cols)", failing))
    sections.append(sf)
    # repeats
    spread = S.repeat_spread(per)
    sr = Section(f"{puzzle}: spread over repeats")
    if spread.empty:
        sr.text.append("One repeat per run: no spread measured (set `repeats` > 1 for median and IQR per configuration).")
    else:
        key["repeats"] = spread.to_dict(orient="records")
        sr.text.append(f"Over repeats the median IQR is {spread['relative_iqr'].median():.0%} of the median time.")
        sr.tables.append(("Median time and IQR over repeats (median over instances)", spread))
    sections.append(sr)
    return sections, key


def findings(df: pd.DataFrame, shifts: Sequence[float] = S.SHIFTS, seed: int = 0) -> tuple[list[Section], dict[str, Any]]:
    """All sections and key numbers of an experiment's runs table."""
    key: dict[str, Any] = {"shifts": list(shifts), "bootstrap": S.BOOTSTRAP, "seed": seed, "puzzles": {}}
    head = Section("Findings")
    stale = df["stale"].astype(bool) if "stale" in df.columns else pd.Series(False, index=df.index)
    key["runs"] = len(df)
    key["stale"] = int(stale.sum())
    head.text.append(f"{len(df)} runs from runs.csv; times are total (formulate + translate + solve) for solved runs "
                     "and censored at the time limit otherwise (never dropped).")
    if stale.any():
        head.text.append(f"**{int(stale.sum())} stale record(s)**: their formulation code changed since they ran "
                         "(the record's formulation hash differs from the current one); they are left out below. "
                         "Rerun them (delete them from runs/ and run again).")
    sections = [head]
    live = df[~stale]
    for puzzle in sorted(live["puzzle"].dropna().unique()):
        secs, k = puzzle_findings(live, puzzle, shifts, seed)
        sections += secs
        key["puzzles"][puzzle] = k
    return sections, key


# ---- rendering ---------------------------------------------------------------------------
def _cell(v: Any) -> str:
    if isinstance(v, float | np.floating):
        return "" if math.isnan(v) else f"{v:.3g}"
    return str(v)


def to_markdown(sections: Sequence[Section]) -> str:
    out = []
    for i, sec in enumerate(sections):
        out.append(("# " if i == 0 else "## ") + sec.title + "\n")
        out += [t + "\n" for t in sec.text]
        for title, t in sec.tables:
            out.append(f"*{title}*\n")
            out.append("| " + " | ".join(map(str, t.columns)) + " |")
            out.append("|" + "|".join("---:" if pd.api.types.is_numeric_dtype(t[c]) else "---" for c in t.columns) + "|")
            out += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in t.itertuples(index=False)]
            out.append("")
        for cap, path in sec.figures:
            out.append(f"![{cap}]({FIGURES_DIR}/{path.name})\n")
    return "\n".join(out)


def _inline(text: str) -> str:
    """The markdown we write (**bold**, *italic*, `code`) as HTML."""
    import re

    t = html.escape(text)
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    t = re.sub(r"\*(.+?)\*", r"<i>\1</i>", t)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", t)


def to_html(sections: Sequence[Section], figures: Sequence[tuple[str, Path]] = ()) -> str:
    """A self-contained HTML fragment (figures as data URIs) with ids the browser test finds."""
    # a scrolling box: the report's first page centres its content vertically, so a taller
    # block would lose its top (the winner) above the screen
    out = ['<div id="findings" style="font-size:13px;max-height:70vh;overflow:auto;border:1px solid #ccc;padding:6px">']
    for i, sec in enumerate(sections):
        out.append(f"<h{2 if i == 0 else 3}>{html.escape(sec.title)}</h{2 if i == 0 else 3}>")
        out += [f"<p>{_inline(t)}</p>" for t in sec.text]
        for title, t in sec.tables:
            out.append('<table class="findings-table" border="1" style="border-collapse:collapse;font-size:11px">')
            out.append(f"<caption>{_inline(title)}</caption><tr>" + "".join(f"<th>{html.escape(str(c))}</th>" for c in t.columns) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{html.escape(_cell(v))}</td>" for v in row) + "</tr>" for row in t.itertuples(index=False)]
            out.append("</table>")
    if figures:
        out.append("<h3>Figures</h3>")
    for caption, path in figures:
        data = base64.b64encode(Path(path).read_bytes()).decode()
        out.append(f'<figure class="findings-figure" data-figure="{html.escape(Path(path).stem)}">'
                   f'<img alt="{html.escape(Path(path).stem)}" style="max-width:100%" src="data:image/png;base64,{data}"/>'
                   f"<figcaption>{_inline(caption)}</figcaption></figure>")
    out.append("</div>")
    return "\n".join(out) + "\n"


def _json_default(v: Any) -> Any:
    if isinstance(v, np.generic):
        return v.item()
    return str(v)


def write_findings(runs_csv: str | Path, out_dir: str | Path, figures: Sequence[tuple[str, Path]] = (),
                   shifts: Sequence[float] = S.SHIFTS, seed: int = 0) -> dict[str, Path]:
    """runs.csv -> findings.md, findings.html (fragment with the figures), findings.json
    (:data:`puzzlebench.analysis.outputs.FINDINGS`, keyed by format)."""
    df = pd.read_csv(runs_csv)
    sections, key = findings(df, shifts, seed)
    paths = {fmt: Path(out_dir) / name for fmt, name in FINDINGS.items()}
    write_text_atomic(paths["md"], to_markdown(sections))
    write_text_atomic(paths["html"], to_html(sections, figures))
    clean = json.loads(json.dumps(key, default=_json_default).replace("NaN", "null"))
    write_text_atomic(paths["json"], json.dumps(clean, indent=1, sort_keys=True) + "\n")
    return paths
