"""The findings in words: :class:`puzzlebench.analysis.results.Results` -> ``findings.md``
(for people and the README), ``findings.html`` (a fragment the report shows on its first
page, with every figure) and ``findings.json`` (the numbers, for tests and other tools).

Every number comes from :mod:`puzzlebench.analysis.results` (computed from ``runs.csv``,
where the rules are stated: what a configuration is, who may win, the baseline); this
module only says them, each sentence with its table next to it. The figures never import
it (an import contract): they draw the results, not the prose.
"""

from __future__ import annotations

import base64
import html
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis import strength as lp
from puzzlebench.analysis.claims import Claim, Verdict, Versus
from puzzlebench.analysis.outputs import FIGURES_DIR, FINDINGS
from puzzlebench.analysis.results import CLASS_KINDS, ClassClaim, PuzzleResults, Results, results
from puzzlebench.analysis.safe_text import write_json
from puzzlebench.analysis.variability import Variability, variability
from puzzlebench.instances.files import write_text_atomic


@dataclass
class Section:
    """One heading, its sentences, its tables (title, frame) and figures (caption, path)."""

    title: str
    text: list[str] = field(default_factory=list)
    tables: list[tuple[str, pd.DataFrame]] = field(default_factory=list)
    figures: list[tuple[str, Path]] = field(default_factory=list)


def _x(v: float | None) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.2f}x"


def _s(v: float | None) -> str:
    return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.3g} s"


def _p(v: float) -> str:
    return "n/a" if math.isnan(v) else f"{v:.3g}"


TOO_FEW = "too few instances ({n}) for an interval"
"""What the findings say instead of an interval (fewer than ``stats.MIN_INSTANCES``)."""
STEP_MEANING = {
    "formulate": "building the solver-neutral model (our code, the same for every layer)",
    "translate": "the modelling layer's translation of the model, not the solver",
    "check": "the independent check (not part of the ranked time)",
}
"""What it means when a step other than the solve takes most of a configuration's time."""
CLASS_MEANING = {
    "size": "grid cells",
    "galaxy_size_class": "cells of the largest galaxy of the file's solution",
    "hardness_class": "the share of cells deduction settles before any solver",
}
"""What each way of splitting the instances (``results.CLASS_KINDS``) measures."""


def _interval(s: S.Speedup) -> str:
    """``1.16x [0.82x-1.57x] over 15 instances``, or why there is no interval."""
    if not s.has_interval:
        return f"{_x(s.median)} ({TOO_FEW.format(n=s.instances)})"
    return f"{_x(s.median)} [{_x(s.lo)}-{_x(s.hi)}] over {s.instances} instances"


def _versus(v: Versus, name: str | None = None) -> str:
    """One comparison with the leader, its counts and what Holm's test says."""
    s = v.speedup
    text = f"**{name or v.config}** {_interval(s)}, the leader faster on {s.wins}, slower on {s.losses}"
    if v.tested:
        text += (f", Holm-adjusted p = {_p(v.p_holm)}: "
                 + ("told apart" if v.told_apart else "cannot be told apart"))
    return text


def _family(n: int) -> str:
    """What the section's tests are worth: how many, corrected how, from how few instances."""
    why = "below that the bootstrap's interval covers too little and its test rejects too often"
    if n == 0:
        return f"no comparison in this section has the {S.MIN_INSTANCES} instances a test needs ({why})"
    return (f"{n} pairwise comparison(s) in this section, Holm-corrected together (family-wise error {S.ALPHA:.0%}); "
            f"none from fewer than {S.MIN_INSTANCES} instances ({why}). Each interval printed is that "
            "comparison's own 95 % interval, before the correction; the verdict is the corrected test's, so an "
            "interval that barely excludes 1 can still be one that cannot be told apart")


def _where_time_goes(r: PuzzleResults, configs: Sequence[str]) -> str | None:
    """A sentence on the named configurations whose time is mostly not the solve."""
    parts = []
    for config in dict.fromkeys(configs):
        found = r.where_time_goes(config)
        if found is not None:
            step, share = found
            runs = int(r.time_split.loc[config, "runs"])
            parts.append(f"**{config}** spends {share:.0%} of its time in {step} ({STEP_MEANING[step]}; median "
                         f"step times of {runs} run(s))")
    if not parts:
        return None
    return ("Where the time goes: " + "; ".join(parts) + ". A claim about such a configuration is largely "
            "about that step, not the solver.")


def _claim_text(c: Claim, puzzle: str, leader_stats: str) -> str:
    """The first sentence of a claim: a winner, or why none is named."""
    ru = c.runner_up_versus
    if c.verdict is Verdict.WINNER and ru is not None:
        return (f"**{c.leader}** wins {puzzle}: first at shift {c.shift:g} s ({leader_stats}), and the runner-up "
                f"is slower per instance (median of its time / the winner's, 95 % bootstrap interval): {_versus(ru)}.")
    if c.verdict is Verdict.ALONE:
        return f"No configuration wins {puzzle} against another: **{c.leader}** is the only one measured ({leader_stats})."
    head = f"No configuration wins {puzzle}: **{c.leader}** is first at shift {c.shift:g} s ({leader_stats})"
    if c.verdict is Verdict.TOO_FEW:
        return head + f", but with {TOO_FEW.format(n=c.instances)} (at least {S.MIN_INSTANCES}) it is told apart from no other."
    if c.verdict is Verdict.DISAGREE and ru is not None:
        return (head + f", yet the runner-up is faster on the instances both ran: {_versus(ru)}; the first place "
                "comes from solving more or from the slowest instances, not from being faster per instance.")
    rest = [v for v in c.versus if v.tested and not v.told_apart]
    return (head + f", but it cannot be told apart from {len(rest)} other(s): "
            + "; ".join(_versus(v) for v in rest)
            + f". These {len(rest) + 1} configurations are indistinguishable on these instances.")


def _winner_section(r: PuzzleResults) -> Section:
    """The claim (winner or group), its shifts, its baseline, the other layers/solvers, the
    virtual best, where the time goes."""
    shifts, n_inst, c, w = r.shifts, r.instances, r.claim, r.leader_row
    sec = Section(f"{r.puzzle}: the winner")
    sgm_txt = ", ".join(f"{_s(w[f'sgm_{s:g}s'])} at shift {s:g} s" for s in shifts)
    stats_txt = (f"solves {int(w['solved'])} of {n_inst} instances with no wrong answer; shifted geometric mean of its "
                 f"time {sgm_txt}; fastest (within {S.TIE:.0%}) on {int(w['fastest_on'])} of {n_inst}")
    sec.text.append(_claim_text(c, r.puzzle, stats_txt))
    if c.untested:
        sec.text.append("Not compared, " + TOO_FEW.format(n="shared with the leader") + ": " + "; ".join(
            f"{v.config} ({v.speedup.instances})" for v in c.untested) + ".")
    sec.text.append(f"Evidence: {_family(c.family)}.")
    disagree = {s: x for s, x in r.winner_by_shift.items() if x != c.leader}
    if disagree:
        sec.text.append("The shift changes the ranking: " + "; ".join(
            f"at shift {s:g} s the first is **{x}**" for s, x in disagree.items()) + ".")
    else:
        sec.text.append(f"The ranking's first place is the same at every shift ({', '.join(f'{s:g}' for s in shifts)} s).")
    base = None if r.baseline is None else c.against(r.baseline)
    if base is not None:
        sec.text.append(f"Against the baseline: {_versus(base)} (median of baseline time / the leader's).")
    elif r.baseline == c.leader:
        sec.text.append(f"The leader is the baseline formulation itself ({r.baseline_variant}).")
    if r.other_solvers:
        sec.text.append("Against each other layer/solver at its own best configuration: " + "; ".join(
            _versus(o.versus, f"{o.pair} ({o.best.split(' / ')[0]})") for o in r.other_solvers) + ".")
        sec.tables.append(("The leader against the best configuration of every other layer/solver "
                           "(speedup = their time / the leader's, per instance, median and 95 % bootstrap interval; "
                           "p_holm: Holm-adjusted over this section)", r.other_solvers_table()))
    sec.text.append(f"The virtual best (fastest configuration per instance, of those with no wrong answer) has a shifted geometric mean of "
                    f"{_s(r.virtual_best_sgm)} (shift {shifts[0]:g} s) against the leader's "
                    f"{_s(w[f'sgm_{shifts[0]:g}s'])}; it is most often **{r.virtual_best_config}** "
                    f"({r.virtual_best_count} of {n_inst}).")
    named = [*c.group, *([c.runner_up] if c.runner_up else []), *([r.baseline] if r.baseline else []),
             *(o.best for o in r.other_solvers)]
    time_note = _where_time_goes(r, named)
    if time_note:
        sec.text.append(time_note)
    rank_tbl = r.ranking.rename(columns={f"sgm_{s:g}s": f"sgm (shift {s:g} s)" for s in shifts})
    sec.tables.append((f"Ranking (censored times; shifted geometric means at shifts {', '.join(f'{s:g}' for s in shifts)} s; "
                       f"fastest_on = instances where it was within {S.TIE:.0%} of the fastest)", rank_tbl))
    return sec


def _class_sentence(cc: ClassClaim) -> str:
    c = cc.claim
    ru = c.runner_up_versus
    if c.verdict is Verdict.WINNER and ru is not None:
        return f"{cc.name}: **{c.leader}** wins ({_interval(ru.speedup)} against {ru.config})"
    if c.verdict is Verdict.ALONE:
        return f"{cc.name}: only **{c.leader}** measured"
    if c.verdict is Verdict.TOO_FEW:
        return f"{cc.name}: no winner, {TOO_FEW.format(n=c.instances)} (first: {c.leader})"
    if c.verdict is Verdict.DISAGREE and ru is not None:
        return f"{cc.name}: no winner ({c.leader} first, {ru.config} faster per instance)"
    return f"{cc.name}: no winner, {', '.join(c.group)} cannot be told apart"


def _class_section(r: PuzzleResults) -> Section | None:
    """The claim per class of instances, split by size, galaxy size and hardness (the kinds
    with more than one class in the puzzle), so a claim says for which structure it holds."""
    if not r.class_claims:
        return None
    kinds = [CLASS_KINDS[k] for k in r.class_kinds]
    sec = Section(f"{r.puzzle}: the winner per class ({', '.join(kinds)})")
    what = "; ".join(f"{CLASS_KINDS[k]}: {CLASS_MEANING[k]}" for k in r.class_kinds)
    sec.text.append(f"Instances split by {', '.join(kinds)} (each kind with more than one class among the "
                    f"{r.instances} instances; {what}). " + "; ".join(_class_sentence(cc) for cc in r.class_claims) + ".")
    sec.text.append(f"Evidence: {_family(r.class_claims[0].claim.family)}.")
    named = [x for cc in r.class_claims for x in cc.claim.group]
    time_note = _where_time_goes(r, named)
    if time_note:
        sec.text.append(time_note)
    sec.tables.append((f"The claim per class ({', '.join(kinds)})", pd.DataFrame([cc.row() for cc in r.class_claims])))
    return sec


def _effects_section(r: PuzzleResults) -> Section | None:
    if r.effects.empty:
        return None
    so = Section(f"{r.puzzle}: what each option and formulation changes")
    for factor, g in r.effects.groupby("factor", sort=True):
        parts = []
        for e in g.to_dict(orient="records"):
            head = f"{e['configuration']} vs {e['baseline']} on {e['layer/solver']}: "
            if math.isnan(e["ci95_lo"]):
                parts.append(head + f"{_x(e['speedup'])} ({TOO_FEW.format(n=e['instances'])})")
            else:
                parts.append(head + f"{_x(e['speedup'])} [{_x(e['ci95_lo'])}-{_x(e['ci95_hi'])}], faster on "
                             f"{e['faster']}/{e['instances']}, "
                             + ("told apart" if e["told_apart"] else "cannot be told apart"))
        so.text.append(f"*{factor}*: " + "; ".join(parts) + ".")
    so.text.append(f"Evidence: {_family(int(r.effects['p_holm'].notna().sum()))}.")
    so.tables.append(("Per-instance speedup of a configuration against its baseline (same layer/solver, one "
                      "factor changed): median, 95 % bootstrap interval, instances faster/slower/tied, "
                      "Holm-adjusted p over this table", r.effects))
    return so


def _frontier_section(r: PuzzleResults) -> Section:
    sf = Section(f"{r.puzzle}: wrong answers and where configurations stop solving")
    if len(r.wrong):
        sf.text.append("Wrong answers (rejected by the checker; such a configuration cannot win): " + "; ".join(
            f"**{w['config']}** on {int(w['wrong'])} run(s)" for w in r.wrong.to_dict(orient="records")) + ".")
    fr = r.frontier
    failing = fr[fr["solved"] < fr["instances"]]
    if failing.empty:
        sf.text.append(f"Every configuration solved every one of the {r.instances} instances within the time limit.")
    else:
        sf.text.append("Configurations that did not solve everything: " + "; ".join(
            f"{f['config']} ({f['solved']}/{f['instances']}, first failure at {f['first_failure_cells']:.0f} cells)"
            for f in failing.to_dict(orient="records")) + ".")
        sf.tables.append(("Where each configuration stops solving (cells = rows x cols)", failing))
    return sf


def _repeats_section(r: PuzzleResults) -> Section:
    spread = r.repeat_spread
    sr = Section(f"{r.puzzle}: spread over repeats")
    if spread.empty:
        sr.text.append("One repeat per run: no spread measured (set `repeats` > 1 for median and IQR per configuration).")
    else:
        sr.text.append(f"Over repeats the median IQR is {spread['relative_iqr'].median():.0%} of the median time.")
        sr.tables.append(("Median time and IQR over repeats (median over instances)", spread))
    return sr


PuzzleSection = Callable[[PuzzleResults, pd.DataFrame], "Section | None"]
"""A section of one puzzle's findings: its results and its live runs (stale ones out)
-> a section, or None when it has nothing to say."""
ExperimentSection = Callable[[Results, pd.DataFrame], "Section | None"]
"""A section about the whole experiment, after the puzzles': the results and the live runs."""



def results_only(make: Callable[[PuzzleResults], Section | None]) -> PuzzleSection:
    """A puzzle section that reads its numbers from the puzzle's results alone."""
    return lambda r, runs: make(r)


PUZZLE_SECTIONS: list[PuzzleSection] = [
    results_only(f) for f in (_winner_section, _class_section, _effects_section, _frontier_section, _repeats_section)
]
"""The sections of each puzzle, in order. To add one: a function ``(PuzzleResults, runs) ->
Section | None`` (its numbers computed in its own analysis module from the runs, or
wrapped in :func:`results_only`) appended here."""
EXPERIMENT_SECTIONS: list[ExperimentSection] = []
"""Sections about the whole experiment (after every puzzle's): ``(Results, runs) -> Section | None``."""


def _head(res: Results) -> Section:
    head = Section("Findings")
    head.text.append(f"{res.runs} runs from runs.csv; times are total (formulate + translate + solve) for solved runs "
                     "and censored at the time limit otherwise (never dropped). A configuration is named the winner "
                     "only when it is first and its per-instance speedup against the runner-up excludes 1 "
                     f"(95 % bootstrap, Holm-corrected over each section's comparisons, at least {S.MIN_INSTANCES} "
                     "instances); otherwise the findings name the configurations that cannot be told apart.")
    if res.stale:
        head.text.append(f"**{res.stale} stale record(s)**: their formulation code changed since they ran "
                         "(the record's formulation hash differs from the current one); they are left out below. "
                         "Rerun them (delete them from runs/ and run again).")
    if res.licence_limited:
        counts = "; ".join(f"{cfg}: {n}" for cfg, n in res.licence_limited.items())
        head.text.append(f"**{sum(res.licence_limited.values())} run(s) refused by a size-limited solver licence**, "
                         f"counted apart and left out below (no solver result; a full licence runs them): {counts}.")
    return head


def puzzle_sections(r: PuzzleResults, runs: pd.DataFrame | None = None) -> list[Section]:
    """The sections of one puzzle (``runs``: its live runs, for sections that read them)."""
    runs = pd.DataFrame() if runs is None else runs
    return [sec for make in PUZZLE_SECTIONS if (sec := make(r, runs)) is not None]


def sections(res: Results, runs: pd.DataFrame | None = None) -> list[Section]:
    """All sections of an experiment's findings (``runs``: the runs table they came from)."""
    live = pd.DataFrame() if runs is None else runs[~runs["stale"].astype(bool)] if "stale" in runs.columns else runs
    per_puzzle = [sec for p, r in res.puzzles.items()
                  for sec in puzzle_sections(r, live[live["puzzle"] == p] if len(live) else live)]
    extra = [sec for make in EXPERIMENT_SECTIONS if (sec := make(res, live)) is not None]
    return [_head(res), *per_puzzle, *extra]


def _variability_section(v: Variability) -> Section:
    """Spread over seeds and row/column permutations, and whether the winner survives them
    (:mod:`puzzlebench.analysis.variability`)."""
    sec = Section("Variability over seeds and row/column orders")
    if not v.spreads:
        sec.text.append("One run per configuration and instance: no variability measured (set `repeats` > 1 "
                        "for seeds, `permute` > 0 for row/column orders).")
        return sec
    sec.text.append(f"Each configuration ran with {v.seeds} seed(s) x {v.permutations} row/column order(s) "
                    "(order 0 = the model's own). Per configuration and instance: the slowest run over the "
                    "fastest, and the IQR relative to the median (medians over instances).")
    for axis in sorted({s.axis for s in v.spreads}):
        rows = [s for s in v.spreads if s.axis == axis]
        worst = max(rows, key=lambda s: s.max_ratio)
        sec.text.append(f"Across {axis}: median slowest/fastest {_x(float(np.median([s.median_ratio for s in rows])))} "
                        f"over configurations; the largest, **{worst.config}** ({worst.puzzle}), "
                        f"{_x(worst.max_ratio)} on one instance.")
    for w in v.winners:
        if w.changes:
            sec.text.append(f"{w.puzzle}: the first place (shifted geometric mean; a ranking, not a tested claim) "
                            f"**changes** with the {w.axis} (on all runs: **{w.overall}**): "
                            + "; ".join(f"{w.axis} {k}: {c}" for k, c in sorted(w.winners.items())) + ".")
        else:
            sec.text.append(f"{w.puzzle}: the first place (shifted geometric mean) **{w.overall}** is the same "
                            f"under every {w.axis} "
                            f"({len(w.winners)}).")
    sec.tables.append(("Spread per configuration (ratio = slowest / fastest run on an instance; relative IQR "
                       "= IQR / median)", pd.DataFrame([s.row() for s in v.spreads])))
    if v.winners:
        sec.tables.append(("The first place on the runs of each seed / order alone",
                           pd.DataFrame([w.row() for w in v.winners])))
    return sec


STRENGTH_HEADERS = {
    "puzzle": "puzzle", "label": "variant", "instances": "instances", "seeded_integral": "LP integral (seeded)",
    "zero_integral": "LP integral (zero)", "gap_instances": "with a gap", "median_gap": "median gap",
    "max_gap": "largest gap", "median_fractional": "fractional (seeded)",
    "median_zero_fractional": "fractional (zero)", "median_lp_s": "LP s", "median_solve_s": "its runs s",
    "root_median_rounds": "cut root rounds", "root_median_gap": "cut root gap", "root_integral": "cut root integral"}
"""The printed LP strength table's columns and headers (short enough for the report's width at
1400 px: the raw field names of sixteen columns overflowed it)."""


def _strength_section(rows: Sequence[lp.VariantStrength], pairs: Sequence[lp.BoundComparison]) -> Section:
    """LP relaxation strength per variant (:func:`puzzlebench.analysis.strength.strength`) and
    the bounds of two variants compared (:func:`~puzzlebench.analysis.strength.bound_comparisons`)."""
    sec = Section("LP relaxation strength per variant")
    if not rows:
        sec.text.append("No LP strength measured (the experiment key `strength` is off, or nothing built).")
        return sec
    sec.text.append("Each instance x variant's LP relaxation, solved once by HiGHS (dual simplex) under the zero "
                    "objective and under seeded random costs on the grid's assignment (the same costs for every "
                    "variant of an instance); gap = (known solution's value - LP bound) / value.")
    for r in rows:
        root = (f"; after its LP separation rounds (median {r.root_median_rounds:.0f}) gap {r.root_median_gap:.3g}, "
                f"integral on {r.root_integral}" if not math.isnan(r.root_median_rounds) else "")
        sec.text.append(f"{r.puzzle} **{r.label}**: LP integral on {r.seeded_integral}/{r.instances} instances "
                        f"(seeded), {r.zero_integral}/{r.instances} (zero objective); a gap on {r.gap_instances} "
                        f"(median {r.median_gap:.3g}, largest {r.max_gap:.3g}), "
                        f"fractional binaries {r.median_zero_fractional:.1%} (zero) / {r.median_fractional:.1%} "
                        f"(seeded){root}; LP {_s(r.median_lp_s)}, its runs {_s(r.median_solve_s)}.")
    for c in pairs:
        verdict = ("the same LP bound on every one" if c.same_bound else
                   f"the same bound on {c.equal}, {c.a} stronger on {c.a_stronger}, {c.b} stronger on {c.b_stronger}")
        sec.text.append(f"{c.puzzle}: {c.a} vs {c.b} on {c.instances} instances: {verdict}.")
    table = pd.DataFrame([r.row() for r in rows])[list(STRENGTH_HEADERS)].rename(columns=STRENGTH_HEADERS)
    sec.tables.append(("LP strength per variant (medians over instances; findings.json has every column)", table))
    if pairs:
        sec.tables.append(("Seeded LP bounds of two variants on the same instances (stronger = higher bound)",
                           pd.DataFrame([c.row() for c in pairs])))
    return sec


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
    # styled by the report's stylesheet (workflow/report/report.css: the page's full width,
    # from its top, tables at a readable size)
    out = ['<div id="findings">']
    for i, sec in enumerate(sections):
        out.append(f"<h{2 if i == 0 else 3}>{html.escape(sec.title)}</h{2 if i == 0 else 3}>")
        out += [f"<p>{_inline(t)}</p>" for t in sec.text]
        for title, t in sec.tables:
            out.append('<table class="findings-table">')
            out.append(f"<caption>{_inline(title)}</caption><tr>" + "".join(f"<th>{html.escape(str(c))}</th>" for c in t.columns) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{html.escape(_cell(v))}</td>" for v in row) + "</tr>" for row in t.itertuples(index=False)]
            out.append("</table>")
    if figures:
        out.append("<h3>Figures</h3>")
    for caption, path in figures:
        data = base64.b64encode(Path(path).read_bytes()).decode()
        out.append(f'<figure class="findings-figure" data-figure="{html.escape(Path(path).stem)}">'
                   f'<img alt="{html.escape(Path(path).stem)}" src="data:image/png;base64,{data}"/>'
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
    res = results(df, shifts, seed)
    var = variability(df)
    strength, bounds = lp.strength(df), lp.bound_comparisons(df)  # once: the prose and the JSON
    secs = [*sections(res, df), _variability_section(var), _strength_section(strength, bounds)]
    paths = {fmt: Path(out_dir) / name for fmt, name in FINDINGS.items()}
    write_text_atomic(paths["md"], to_markdown(secs))
    write_text_atomic(paths["html"], to_html(secs, figures))
    measured = {"variability": var.as_json(), "lp_strength": [r.row() for r in strength],
                "lp_bounds": [c.row() for c in bounds]}
    write_json(paths["json"], {**res.as_json(), **measured})  # NaN as null by the json module, no text replace
    return paths
