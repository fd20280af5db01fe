"""The findings in words: :class:`puzzlebench.analysis.results.Results` -> ``findings.md``
(for people and the README), ``findings.html`` (a fragment the report shows on its first
page, with every figure) and ``findings.json`` (the numbers, for tests and other tools).

Every number comes from :mod:`puzzlebench.analysis.results` (computed from ``runs.csv``,
where the rules are stated: what a configuration is, who may win, the baseline); this
module only says them, each sentence with its table next to it. The figures never import
it (an import contract): they draw the results, not the prose.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from puzzlebench.analysis import stats as S
from puzzlebench.analysis import strength as lp
from puzzlebench.analysis.claims import Claim, Statistic, Verdict, Versus
from puzzlebench.analysis.findings_page import block_html, inline, page, write_page
from puzzlebench.analysis.models_by_size import ModelsBySize, models_by_size
from puzzlebench.analysis.outputs import FIGURES_DIR, FINDINGS, FINDINGS_DATA
from puzzlebench.analysis.results import CLASS_KINDS, PuzzleResults, Results, results
from puzzlebench.analysis.safe_text import markdown_label, write_json
from puzzlebench.analysis.variability import Variability, variability
from puzzlebench.instances.files import write_text_atomic


@dataclass
class Section:
    """One heading, its sentences, its tables (title, frame) and figures (caption, path)."""

    title: str
    text: list[str] = field(default_factory=list)
    tables: list[tuple[str, pd.DataFrame]] = field(default_factory=list)
    figures: list[tuple[str, Path]] = field(default_factory=list)


def label(config: str) -> str:
    """A configuration's name as the findings print it: every configuration, layer/solver
    and variant name in the prose and the tables goes through here (one place to escape
    names that come from files and folders): see :func:`safe_text.markdown_label`."""
    return markdown_label(config)


def _b(config: str) -> str:
    return f"**{label(config)}**"


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
ABSTRACT_LINES = 10
"""The abstract's most lines: the answer before any table."""


def _interval(s: S.Speedup) -> str:
    """``1.16x [0.82x-1.57x] over 15 instances``, or why there is no interval."""
    if not s.has_interval:
        return f"{_x(s.median)} ({TOO_FEW.format(n=s.instances)})"
    return f"{_x(s.median)} [{_x(s.lo)}-{_x(s.hi)}] over {s.instances} instances"


def _ratio_cell(s: S.Speedup) -> str:
    """A ratio and its interval in one table cell: ``1.50 [0.91-2.10]``."""
    if math.isnan(s.median):
        return ""
    return f"{s.median:.2f}" + (f" [{s.lo:.2f}-{s.hi:.2f}]" if s.has_interval else "")


def _test_verdict(v: Versus) -> str:
    """What the Holm-corrected test says of one configuration against the leader."""
    if not v.speedup.has_interval:
        return "too few instances"
    if not v.told_apart:
        return "tied"
    return "slower" if v.speedup.lo > 1 else "faster"


def _versus(v: Versus, name: str | None = None) -> str:
    """One comparison with the leader, its counts and what Holm's test says."""
    s = v.speedup
    text = f"{_b(name or v.config)} {_interval(s)}, the leader faster on {s.wins}, slower on {s.losses}"
    if v.tested:
        text += (f", Holm-adjusted p = {_p(v.p_holm)}: "
                 + ("told apart" if v.told_apart else "cannot be told apart"))
    return text


def _not_solve(r: PuzzleResults, config: str) -> str:
    """The table cell for a step other than the solve that takes most of ``config``'s time
    (``formulate 63%``), empty when the solve dominates: a claim about such a
    configuration is largely about that step, not the solver."""
    found = r.where_time_goes(config)
    return "" if found is None else f"{found[0]} {found[1]:.0%}"


def disagreement_line(c: Claim) -> str | None:
    """One line when another statistic puts a configuration ahead of the leader
    (:attr:`puzzlebench.analysis.claims.Claim.disagreements`), else None."""
    parts = []
    for d in c.disagreements:
        s = d.versus.speedup
        per = (f"its time is {_x(s.median)} the leader's on the median instance, faster on {s.losses} "
               f"and slower on {s.wins} of {s.instances}")
        if d.statistic is Statistic.SGM:
            parts.append(f"the shifted geometric mean at {c.shift:g} s (near an arithmetic mean at these times, "
                         f"ruled by the slowest instances) ranks {_b(d.versus.config)} first; {per}")
        else:
            parts.append(f"{_b(d.versus.config)} cannot be told apart from the leader and is faster per instance; {per}")
    if not parts:
        return None
    return "Two statistics disagree: " + "; ".join(parts) + "."


# ---- the answer: one line per puzzle and per puzzle's classes ------------------------------
def _headline(c: Claim, puzzle: str) -> str:
    """Who wins or which group ties, and by how much (no markup: also a heading)."""
    ru = c.runner_up_versus
    if c.verdict is Verdict.WINNER and ru is not None:
        return (f"{label(c.leader)} wins {puzzle}, {_x(ru.speedup.median)} faster per instance than the runner-up "
                f"{label(ru.config)}")
    if c.verdict is Verdict.ALONE:
        return f"{label(c.leader)} is the only configuration measured on {puzzle}"
    if c.verdict is Verdict.TOO_FEW:
        return f"no configuration wins {puzzle}: {TOO_FEW.format(n=c.instances)} (first: {label(c.leader)})"
    if c.verdict is Verdict.DISAGREE and ru is not None:
        return (f"no configuration wins {puzzle}: {label(c.leader)} solves more, {label(ru.config)} is faster "
                "per instance")
    return f"no configuration wins {puzzle}: {len(c.group)} tie, {label(c.leader)} first"


def _reason(r: PuzzleResults) -> str | None:
    """The main reason the leader leads, from the numbers: it solves more, an option or
    formulation change told apart on its own layer/solver, its margin over the baseline,
    or a step other than the solve taking most of its time."""
    c, parts = r.claim, []
    rank = r.ranking.set_index("config")
    if c.runner_up is not None and rank.loc[c.leader, "solved"] > rank.loc[c.runner_up, "solved"]:
        parts.append(f"it solves {int(rank.loc[c.leader, 'solved'] - rank.loc[c.runner_up, 'solved'])} more instances")
    name, pair = c.leader.split(" / ", 1) if " / " in c.leader else (c.leader, "")
    mine = r.effects[(r.effects["configuration"] == name) & (r.effects["layer/solver"] == pair)
                     & r.effects["told_apart"].astype(bool)] if not r.effects.empty else r.effects
    worse = r.effects[(r.effects["baseline"] == name) & (r.effects["layer/solver"] == pair)
                      & r.effects["told_apart"].astype(bool) & (r.effects["speedup"] < 1)] if not r.effects.empty \
        else r.effects
    if len(mine):
        e = mine.sort_values("speedup", ascending=False).iloc[0]
        parts.append(f"{e['factor']}: {_x(float(e['speedup']))} against {label(str(e['baseline']))} on the same solver")
    elif len(worse):
        e = worse.sort_values("speedup").iloc[0]
        parts.append(f"{label(str(e['configuration']))} ({e['factor']}) takes {_x(1 / float(e['speedup']))} its time "
                     "on the same solver")
    elif r.baseline is not None and (b := c.against(r.baseline)) is not None and b.told_apart and b.speedup.lo > 1:
        parts.append(f"{_x(b.speedup.median)} faster than the baseline {label(r.baseline)}")
    found = r.where_time_goes(c.leader)
    if found is not None:
        parts.append(f"{found[1]:.0%} of its time is {found[0]}, not the solve")
    return "; ".join(parts[:2]) or None


def _claim_line(c: Claim, puzzle: str) -> str:
    """The abstract's line of a claim: the verdict with the leader in bold, the margin."""
    ru = c.runner_up_versus
    if c.verdict is Verdict.WINNER and ru is not None:
        s = ru.speedup
        return (f"{_b(c.leader)} wins {puzzle}: the runner-up {label(ru.config)} needs {_x(s.median)} "
                f"[{_x(s.lo)}-{_x(s.hi)}] of its time per instance (median over {s.instances}; slower on {s.wins}, "
                f"faster on {s.losses})")
    if c.verdict is Verdict.TIED and ru is not None:
        return (f"no configuration wins {puzzle}: {_b(c.leader)} is first, and {len(c.group) - 1} cannot be told "
                f"apart from it (runner-up {label(ru.config)} at {_interval(ru.speedup)})")
    if c.verdict is Verdict.DISAGREE and ru is not None:
        return (f"no configuration wins {puzzle}: {_b(c.leader)} solves more, but {label(ru.config)} is faster per "
                f"instance ({_interval(ru.speedup)})")
    return _headline(c, puzzle).replace(label(c.leader), _b(c.leader), 1)


def _class_line(r: PuzzleResults) -> str | None:
    """The abstract's line on the classes of instances."""
    if not r.class_claims:
        return None
    said, small = [], 0
    for cc in r.class_claims:
        c = cc.claim
        if c.verdict is Verdict.WINNER:
            said.append(f"{cc.name}: {_b(c.leader)} wins")
        elif c.verdict is Verdict.TIED:
            said.append(f"{cc.name}: {len(c.group)} tie ({label(c.leader)} first)")
        elif c.verdict is Verdict.TOO_FEW:
            small += 1
        else:
            said.append(f"{cc.name}: no winner ({label(c.leader)} first)")
    kinds = ", ".join(CLASS_KINDS[k] for k in r.class_kinds)
    if small:
        said.append(f"{small} of {len(r.class_claims)} classes have fewer than {S.MIN_INSTANCES} instances, "
                    "too few for a test")
    return f"{r.puzzle} by {kinds}: " + "; ".join(said)


def _abstract(res: Results) -> list[str]:
    """At most :data:`ABSTRACT_LINES` lines: per puzzle who wins or ties, by how much and
    why, then its classes, then what was left out."""
    lines = []
    for r in res.puzzles.values():
        reason = _reason(r)
        note = " Two statistics disagree on the first: see its section." if r.claim.disagreements else ""
        lines.append(f"- {r.puzzle}: {_claim_line(r.claim, r.puzzle)}"
                     + (f". Main reason: {reason}." if reason else ".") + note)
        cl = _class_line(r)
        if cl:
            lines.append(f"- {cl}.")
    left = []
    if res.licence_limited:
        left.append(f"{sum(res.licence_limited.values())} run(s) refused by a size-limited solver licence")
    if res.stale:
        left.append(f"**{res.stale} stale record(s)** (formulation code changed since they ran; rerun them)")
    if left:
        lines.append("- Left out of every ranking: " + "; ".join(left) + ".")
    return lines[:ABSTRACT_LINES]


# ---- one section per question, each a table ----------------------------------------------
def _ranking_table(r: PuzzleResults) -> pd.DataFrame:
    """Every configuration against the leader: solved, the leader's statistic, the shifted
    geometric mean, its per-instance time ratio to the leader with its interval, on how
    many instances it was faster and slower, the Holm-adjusted p and the verdict."""
    c, sgm = r.claim, f"sgm_{r.shifts[0]:g}s"
    best = {o.versus.config for o in r.other_solvers}
    rows = []
    for row in r.ranking.to_dict(orient="records"):
        config = str(row["config"])
        v = c.against(config)
        s = v.speedup if v else None
        verdict = ("leader" if config == c.leader else "wrong answers" if row["wrong"] else
                   _test_verdict(v) if v else "")
        rows.append({"configuration": label(config) + (" (best)" if config in best else ""),
                     "solved": f"{int(row['solved'])}/{int(row['instances'])}", "wrong": int(row["wrong"]),
                     "x fastest": float(row[S.LEADER_STAT]), f"sgm {r.shifts[0]:g} s": float(row[sgm]),
                     "ratio to leader [95 %]": _ratio_cell(s) if s else "1" if config == c.leader else "",
                     "faster": s.losses if s else "", "slower": s.wins if s else "",
                     "p (Holm)": _p(v.p_holm) if v and v.tested else "", "verdict": verdict,
                     "not the solve": _not_solve(r, config)})
    return pd.DataFrame(rows)


def _leader_section(r: PuzzleResults) -> Section:
    """The claim (winner or group) and every configuration against the leader."""
    c, w = r.claim, r.leader_row
    sec = Section(f"{r.puzzle}: {_headline(c, r.puzzle)}")
    line = disagreement_line(c)
    if line:
        sec.text.append(line)
    base = None if r.baseline is None else c.against(r.baseline)
    if base is not None:
        bs = base.speedup
        sec.text.append(f"Against the baseline {label(base.config)}: it takes {_x(bs.median)} "
                        f"[{_x(bs.lo)}-{_x(bs.hi)}] the leader's time per instance (the leader faster on {bs.wins}, "
                        f"slower on {bs.losses}; {_test_verdict(base)}).")
    elif r.baseline == c.leader:
        sec.text.append(f"The leader is the baseline formulation itself ({label(r.baseline_variant or '')}).")
    sec.text.append(f"Virtual best (the fastest trusted configuration per instance): {_s(r.virtual_best_sgm)} "
                    f"against the leader's {_s(w[f'sgm_{r.shifts[0]:g}s'])} at shift {r.shifts[0]:g} s; most often "
                    f"{label(r.virtual_best_config)} ({r.virtual_best_count} of {r.instances}).")
    sec.tables.append(("Every configuration against the leader; (best): the best of its layer/solver",
                       _ranking_table(r)))
    return sec


def _solvers_section(r: PuzzleResults) -> Section | None:
    """The leader against every other layer/solver at its own best configuration."""
    if not r.other_solvers:
        return None
    told = [o for o in r.other_solvers if o.versus.told_apart and o.speedup.lo > 1]
    tied = [o for o in r.other_solvers if o.versus.tested and not o.versus.told_apart]
    sec = Section(f"{r.puzzle}: the leader against each other layer/solver: faster than {len(told)} of "
                  f"{len(r.other_solvers)}, tied with {len(tied)}")
    if tied:
        sec.text.append("Tied: " + "; ".join(f"{label(o.pair)} ({label(o.best.split(' / ')[0])})" for o in tied) + ".")
    rows = [{"layer/solver": label(o.pair), "its best": label(o.best.split(" / ")[0]), "solved": o.solved,
             "ratio to leader [95 %]": _ratio_cell(o.speedup), "faster": o.speedup.losses, "slower": o.speedup.wins,
             "p (Holm)": _p(o.versus.p_holm), "verdict": _test_verdict(o.versus),
             "not the solve": _not_solve(r, o.best)} for o in r.other_solvers]
    sec.tables.append(("Each other layer/solver's best configuration against the leader", pd.DataFrame(rows)))
    return sec


def _class_section(r: PuzzleResults) -> Section | None:
    """The claim per class of instances, split by size, galaxy size and hardness (the kinds
    with more than one class in the puzzle), so a claim says for which structure it holds."""
    if not r.class_claims:
        return None
    kinds = [CLASS_KINDS[k] for k in r.class_kinds]
    counts = {v: sum(cc.claim.verdict is v for cc in r.class_claims) for v in Verdict}
    verdicts = ("all too small for a test" if counts[Verdict.TOO_FEW] == len(r.class_claims) else
                ", ".join(f"{n} {v.value.replace('_', ' ')}" for v, n in counts.items() if n))
    sec = Section(f"{r.puzzle} by {', '.join(kinds)}: {len(r.class_claims)} classes, {verdicts}")
    sec.text.append("; ".join(f"{CLASS_KINDS[k]}: {CLASS_MEANING[k]}" for k in r.class_kinds) + ".")
    rows = []
    for cc in r.class_claims:
        c, ru = cc.claim, cc.claim.runner_up_versus
        rows.append({**{CLASS_KINDS[k]: v for k, v in cc.classes.items()}, "instances": c.instances,
                     "first": label(c.leader), "verdict": c.verdict.value.replace("_", " "), "solved": cc.solved,
                     "runner-up ratio [95 %]": _ratio_cell(ru.speedup) if ru else "",
                     "p (Holm)": _p(ru.p_holm) if ru and ru.tested else "",
                     "tied with": ", ".join(label(x) for x in c.group[1:]) if c.verdict is Verdict.TIED else ""})
    sec.tables.append((f"The claim per class ({', '.join(kinds)})", pd.DataFrame(rows)))
    return sec


def _share(m: Any) -> str:
    return f"{m.solved}/{m.runs}" + ("" if math.isnan(m.share_lo) else f" [{m.share_lo:.0%}-{m.share_hi:.0%}]")


def _models_by_size_tables(mbs: ModelsBySize) -> list[tuple[str, pd.DataFrame]]:
    """The verdict per size and every model's numbers per size (why), as two tables."""
    by = {(m.size, m.model): m for m in mbs.models}
    bars: dict[str, list[Any]] = {}
    for m in mbs.models:
        if m.bar:
            bars.setdefault(m.size, []).append(m)
    verdicts = pd.DataFrame([{
        "size": v.size, "instances": v.instances, "first": label(v.leader),
        "solved": _share(by[(v.size, v.leader)]),
        "runner-up": label(v.runner_up) if v.runner_up else "",
        "its solved": _share(by[(v.size, v.runner_up)]) if v.runner_up else "",
        "only first / only runner-up": f"{v.only_leader} / {v.only_runner_up}" if v.runner_up else "",
        "p solved (Holm)": _p(v.p_solved_holm),
        "runner-up time / first [95 %]": _ratio_cell(v.ratio) if v.ratio else "",
        "p time (Holm)": _p(v.p_ratio_holm), "verdict": v.verdict,
        "fastest elsewhere": ", ".join(f"{i.rsplit('/', 1)[-1]}: {label(m)}" for i, m in v.flips),
        "not MIP (the bar)": ", ".join(f"{label(m.model)} {_share(m)}" for m in bars.get(v.size, []))}
        for v in mbs.verdicts])
    why = pd.DataFrame([{
        "size": m.size, "model": label(m.model) + (" (not MIP)" if m.bar else ""), "solved [95 %]": _share(m),
        "sgm 10 s": _s(m.sgm_s),
        "LP gap at root": "" if math.isnan(m.lp_gap) else f"{m.lp_gap:.3g}",
        "building the model": "" if math.isnan(m.build_share) else f"{m.build_share:.0%}",
        "nodes": "" if math.isnan(m.nodes) else f"{m.nodes:.0f}",
        "separator cuts": "" if math.isnan(m.cuts) else f"{m.cuts:.0f}",
        "binaries": "" if math.isnan(m.binaries) else f"{m.binaries:.0f}"} for m in mbs.models])
    return [("The model that solves most, per size, against the runner-up on the same cells (instance, "
             "layer/solver, deduction on or off)", verdicts),
            ("Why: each model per size (medians over its runs; LP gap: the seeded objective's relative gap at "
             "the root, after the cut loop's LP rounds for a cut model; nodes: each solver's own count, branches for "
             "CP-SAT)", why)]


def _models_by_size_section(r: PuzzleResults, runs: pd.DataFrame, mbs: ModelsBySize | None = None) -> Section | None:
    """Which model solves most at each size, pooled over solvers and deduction
    (:mod:`puzzlebench.analysis.models_by_size`; ``mbs``: computed already, for the JSON
    too); None when nothing separates the models."""
    if mbs is None:
        mbs = models_by_size(runs) if len(runs) else ModelsBySize((), ())
    if not mbs:
        return None
    ahead = [v for v in mbs.verdicts if v.ahead]
    sec = Section(f"{r.puzzle} by model and size: a model ahead at {len(ahead)} of {len(mbs.verdicts)} sizes")
    sec.text.append(
        "A model is a variant with its options except deduction, pooled over the layers/solvers; a cell is one "
        "instance on one layer/solver with deduction on or off, so models are compared on the same cells. The first "
        "solves the most cells (then the smaller shifted geometric mean); it is *ahead* only where an exact McNemar "
        "test on the cells one of the two solved, or the bootstrap interval of the per-cell time ratio, rejects a "
        f"tie after Holm's correction over every size (family-wise {S.ALPHA:.0%}). *fastest elsewhere*: instances "
        "whose fastest solved cell is another model's.")
    sec.tables += _models_by_size_tables(mbs)
    return sec


def _effect_verdict(e: dict[str, Any]) -> str:
    if math.isnan(e["ci95_lo"]):
        return "too few instances"
    if not e["told_apart"]:
        return "no difference shown"
    return "faster" if e["ci95_lo"] > 1 else "slower"


def _effects_section(r: PuzzleResults) -> Section | None:
    """What each option and formulation change does, on each layer/solver."""
    if r.effects.empty:
        return None
    rows = r.effects.to_dict(orient="records")
    told = sum(bool(e["told_apart"]) for e in rows)
    sec = Section(f"{r.puzzle}: options and formulations: {told} of {len(rows)} changes told apart")
    for factor, g in r.effects.groupby("factor", sort=True):
        found = [_effect_verdict(e) for e in g.to_dict(orient="records")]
        sec.text.append(f"*{factor}*: faster on {found.count('faster')}, slower on {found.count('slower')}, "
                        f"no difference shown on {found.count('no difference shown')} of {len(found)} "
                        "layer/solvers" + (f" ({found.count('too few instances')} with too few instances)"
                                           if "too few instances" in found else "") + ".")
    table = pd.DataFrame([{"factor": e["factor"], "layer/solver": label(str(e["layer/solver"])),
                           "baseline": label(str(e["baseline"])), "configuration": label(str(e["configuration"])),
                           "instances": e["instances"], "speedup [95 %]": _ratio_cell(S.Speedup(
                               "", "", int(e["instances"]), e["speedup"], e["ci95_lo"], e["ci95_hi"], 0, 0, 0)),
                           "faster": e["faster"], "slower": e["slower"], "p (Holm)": _p(e["p_holm"]),
                           "verdict": _effect_verdict(e)} for e in rows])
    sec.tables.append(("A configuration against its baseline (same layer/solver, one factor changed)", table))
    return sec


def _frontier_section(r: PuzzleResults) -> Section | None:
    """Wrong answers and where configurations stop solving (nothing to say: no section)."""
    fr = r.frontier
    failing = fr[fr["solved"] < fr["instances"]]
    if failing.empty and r.wrong.empty:
        return None
    wrong = r.ranking.set_index("config")["wrong"]
    sec = Section(f"{r.puzzle}: {len(r.wrong)} configuration(s) answered wrongly, {len(failing)} did not solve "
                  "everything")
    if len(r.wrong):
        sec.text.append("A wrong answer is one the checker rejected; such a configuration cannot win.")
    table = pd.DataFrame([{"configuration": label(str(f["config"])), "solved": f"{f['solved']}/{f['instances']}",
                           "wrong": int(wrong.get(f["config"], 0)),
                           "first failure (cells)": f["first_failure_cells"],
                           "all solved up to (cells)": f["all_solved_up_to_cells"]}
                          for f in failing.to_dict(orient="records")])
    sec.tables.append(("Where each configuration stops solving (cells = rows x cols)", table))
    return sec


def _repeats_section(r: PuzzleResults) -> Section | None:
    spread = r.repeat_spread
    if spread.empty:
        return None
    sec = Section(f"{r.puzzle}: spread over repeats: median IQR {spread['relative_iqr'].median():.0%} of the "
                  "median time")
    sec.tables.append(("Median time and IQR over repeats (median over instances)",
                       spread.assign(config=spread["config"].map(lambda c: label(str(c))))))
    return sec


PuzzleSection = Callable[[PuzzleResults, pd.DataFrame, ModelsBySize], "Section | None"]
"""A section of one puzzle's findings: its results, its live runs (stale ones out) and its
models by size (computed once per puzzle: findings.json writes them too) -> a section, or
None when it has nothing to say."""
ExperimentSection = Callable[[Results, pd.DataFrame], "Section | None"]
"""A section about the whole experiment, after the puzzles': the results and the live runs."""



def results_only(make: Callable[[PuzzleResults], Section | None]) -> PuzzleSection:
    """A puzzle section that reads its numbers from the puzzle's results alone."""
    return lambda r, runs, mbs: make(r)


PUZZLE_SECTIONS: list[PuzzleSection] = [
    *(results_only(f) for f in (_leader_section, _solvers_section, _class_section)), _models_by_size_section,
    *(results_only(f) for f in (_effects_section, _frontier_section, _repeats_section)),
]
"""The sections of each puzzle, in order. To add one: a function ``(PuzzleResults, runs,
ModelsBySize) -> Section | None`` (its numbers computed in its own analysis module from the runs, or
wrapped in :func:`results_only`) appended here."""
EXPERIMENT_SECTIONS: list[ExperimentSection] = []
"""Sections about the whole experiment (after every puzzle's): ``(Results, runs) -> Section | None``."""


def _head(res: Results) -> Section:
    """The title and the abstract."""
    head = Section("Findings")
    head.text.append("\n".join(_abstract(res)))
    return head


def _method(res: Results, notes: Sequence[str] = ()) -> Section:
    """How the verdicts were reached, once, after the tables (``notes``: one line each on
    what was not measured)."""
    sec = Section("How these verdicts were reached")
    families = [r.claim.family for r in res.puzzles.values()]
    steps = "; ".join(f"{k}: {v}" for k, v in STEP_MEANING.items() if k != "check")
    sec.text.append("\n".join([
        f"- {res.runs} runs from runs.csv. A time is the total (formulate + translate + solve) of a solved run, "
        "the time limit otherwise (censored, never dropped).",
        "- Ranked by fewest wrong answers, most solved, then *x fastest*: the geometric mean over instances of a "
        "configuration's time over the fastest time on the instance (the per-instance ratio the test uses; the "
        "shifted geometric mean at " + ", ".join(f"{s:g} s" for s in res.shifts[:1]) + " is reported beside it).",
        "- *ratio to leader*: median over instances of its time / the leader's, with its 95 % bootstrap interval; "
        "*faster*/*slower*: on how many instances (5 % is a tie). An effect's *speedup* is baseline time / its time.",
        f"- The first is the winner only when its ratio to the runner-up excludes 1 over at least "
        f"{S.MIN_INSTANCES} instances, Holm-corrected over each section's comparisons (family-wise error "
        f"{S.ALPHA:.0%}; {', '.join(map(str, families))} comparisons); otherwise the configurations that cannot be "
        "told apart tie. Each interval is the comparison's own, before the correction.",
        f"- *not the solve*: a step that takes most of a configuration's time ({steps}); a claim about it is "
        "largely about that step.", *(f"- {n}" for n in notes)]))
    if res.licence_limited:
        counts = "; ".join(f"{label(cfg)}: {n}" for cfg, n in res.licence_limited.items())
        sec.text.append(f"Refused by a size-limited licence (no solver result, a full licence runs them): {counts}.")
    return sec


def puzzle_sections(r: PuzzleResults, runs: pd.DataFrame | None = None, mbs: ModelsBySize | None = None
                    ) -> list[Section]:
    """The sections of one puzzle (``runs``: its live runs, for sections that read them;
    ``mbs``: its models by size, computed from ``runs`` when not given)."""
    runs = pd.DataFrame() if runs is None else runs
    if mbs is None:
        mbs = models_by_size(runs) if len(runs) else ModelsBySize((), ())
    return [sec for make in PUZZLE_SECTIONS if (sec := make(r, runs, mbs)) is not None]


def sections(res: Results, runs: pd.DataFrame | None = None, by_size: Mapping[str, ModelsBySize] | None = None
             ) -> list[Section]:
    """All sections of an experiment's findings (``runs``: the runs table they came from;
    ``by_size``: each puzzle's models by size, if computed already): the abstract, each
    puzzle's tables, the experiment's (:func:`write_findings` adds the measurements of
    other modules and, last, how the verdicts were reached)."""
    live = pd.DataFrame() if runs is None else runs[~runs["stale"].astype(bool)] if "stale" in runs.columns else runs
    per_puzzle = [sec for p, r in res.puzzles.items()
                  for sec in puzzle_sections(r, live[live["puzzle"] == p] if len(live) else live,
                                             (by_size or {}).get(p))]
    extra = [sec for make in EXPERIMENT_SECTIONS if (sec := make(res, live)) is not None]
    return [_head(res), *per_puzzle, *extra]


def _variability_section(v: Variability) -> Section | None:
    """Spread over seeds and row/column permutations, and whether the first place survives
    them (:mod:`puzzlebench.analysis.variability`); None when nothing varied."""
    if not v.spreads:
        return None
    moved = [w for w in v.winners if w.changes]
    sec = Section("Variability over seeds and row/column orders: the first place "
                  + (f"changes in {len(moved)} of {len(v.winners)} cases" if moved else "holds"))
    sec.text.append(f"{v.seeds} seed(s) x {v.permutations} row/column order(s) per configuration (order 0 = the "
                    "model's own); ratio = the slowest run over the fastest on an instance.")
    for w in moved:
        sec.text.append(f"{w.puzzle}: the first place (shifted geometric mean; a ranking, not a tested claim) "
                        f"**changes** with the {w.axis} (on all runs: {_b(w.overall)}): "
                        + "; ".join(f"{w.axis} {k}: {label(c)}" for k, c in sorted(w.winners.items())) + ".")
    sec.tables.append(("Spread per configuration (ratio = slowest / fastest run on an instance; relative IQR "
                       "= IQR / median)", pd.DataFrame([s.row() for s in v.spreads])))
    if v.splits:
        sec.tables.append(("Where the spread comes from: shares of the variance of log time due to the orders, the "
                           "solver seeds and their interaction (two-way, pooled over instances)",
                           pd.DataFrame([s.row() for s in v.splits])))
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


def _strength_section(rows: Sequence[lp.VariantStrength], pairs: Sequence[lp.BoundComparison]) -> Section | None:
    """LP relaxation strength per variant (:func:`puzzlebench.analysis.strength.strength`) and
    the bounds of two variants compared (:func:`~puzzlebench.analysis.strength.bound_comparisons`);
    None when the experiment measured none (``strength`` off)."""
    if not rows:
        return None
    gaps = [r for r in rows if r.gap_instances]
    sec = Section("LP relaxation strength: " + (", ".join(f"{r.puzzle} {label(r.label)} leaves a gap on "
                                                          f"{r.gap_instances}/{r.instances}" for r in gaps)
                                                if gaps else "every variant's LP is tight on every instance"))
    sec.text.append("Each instance x variant's LP relaxation, solved once by HiGHS (dual simplex) under the zero "
                    "objective and under seeded random costs on the grid's assignment (the same costs for every "
                    "variant of an instance); gap = (known solution's value - LP bound) / value.")
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


def sections_html(sections: Sequence[Section]) -> str:
    """The sections as HTML (headings, paragraphs, tables), without the fragment's box and
    figures: :func:`puzzlebench.analysis.findings_page.page` adds those."""
    out: list[str] = []
    for i, sec in enumerate(sections):
        out.append(f"<h{2 if i == 0 else 3}>{html.escape(sec.title)}</h{2 if i == 0 else 3}>")
        out += [block_html(t) for t in sec.text]
        for title, t in sec.tables:
            out.append('<table class="findings-table">')
            out.append(f"<caption>{inline(title)}</caption><tr>" + "".join(f"<th>{html.escape(str(c))}</th>" for c in t.columns) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{inline(_cell(v))}</td>" for v in row) + "</tr>" for row in t.itertuples(index=False)]
            out.append("</table>")
    return "\n".join(out)


def to_html(sections: Sequence[Section], figures: Sequence[tuple[str, Path]] = ()) -> str:
    """A self-contained HTML fragment (figures as data URIs) with ids the browser test finds."""
    # styled by the report's stylesheet (workflow/report/report.css: the page's full width,
    # from its top, tables at a readable size)
    return page(sections_html(sections), figures)


def write_findings_data(runs_csv: str | Path, out_dir: str | Path, shifts: Sequence[float] = S.SHIFTS,
                        seed: int = 0) -> dict[str, Path]:
    """runs.csv -> findings.md, findings.json and the sections' HTML
    (:data:`puzzlebench.analysis.outputs.FINDINGS`, keyed by format; everything but the
    page, which :func:`puzzlebench.analysis.findings_page.write_page` makes with the figures)."""
    df = pd.read_csv(runs_csv)
    res = results(df, shifts, seed)
    var = variability(df)
    strength, bounds = lp.measures(df)  # once: the prose and the JSON
    measured_secs = (_variability_section(var), _strength_section(strength, bounds))
    notes = [*([] if var.spreads else ["One run per configuration and instance: no variability measured (set "
                                       "`repeats` > 1 for seeds, `permute` > 0 for row/column orders)."]),
             *([] if strength else ["No LP strength measured (the experiment key `strength` is off, or nothing "
                                    "built)."])]
    # once per puzzle, for the prose and the JSON (models_by_size leaves stale runs out itself)
    by_size = {p: models_by_size(df[df["puzzle"] == p], seed) for p in res.puzzles}
    secs = [*sections(res, df, by_size), *(sec for sec in measured_secs if sec is not None), _method(res, notes)]
    paths = {fmt: Path(out_dir) / FINDINGS[fmt] for fmt in FINDINGS_DATA}
    write_text_atomic(paths["md"], to_markdown(secs))
    write_text_atomic(paths["sections"], sections_html(secs))
    measured = {"variability": var.as_json(), "lp_strength": [r.row() for r in strength],
                "lp_bounds": [c.row() for c in bounds],
                "models_by_size": {p: m.as_json() for p, m in by_size.items() if m}}
    write_json(paths["json"], {**res.as_json(), **measured})  # NaN as null by the json module, no text replace
    return paths


def write_findings(runs_csv: str | Path, out_dir: str | Path, figures: Sequence[tuple[str, Path]] = (),
                   shifts: Sequence[float] = S.SHIFTS, seed: int = 0) -> dict[str, Path]:
    """runs.csv -> every findings file (:data:`puzzlebench.analysis.outputs.FINDINGS`, keyed
    by format): :func:`write_findings_data`, then the page with ``figures``. The pipeline
    runs the two halves in two steps (the aggregate step, then the findings step)."""
    paths = write_findings_data(runs_csv, out_dir, shifts, seed)
    paths["html"] = write_page(paths["sections"], Path(out_dir) / FINDINGS["html"], figures)
    return paths
