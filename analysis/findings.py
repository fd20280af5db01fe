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
from puzzlebench.analysis.results import PuzzleResults, Results, results
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


def _winner_section(r: PuzzleResults) -> Section:
    """The winner, its shifts, its baseline, the other layers/solvers, the virtual best."""
    shifts, n_inst, winner, w = r.shifts, r.instances, r.winner, r.winner_row
    sec = Section(f"{r.puzzle}: the winner")
    sgm_txt = ", ".join(f"{_s(w[f'sgm_{s:g}s'])} at shift {s:g} s" for s in shifts)
    sec.text.append(f"**{winner}** wins {r.puzzle}: it solves {int(w['solved'])} of {n_inst} instances with "
                    f"no wrong answer; shifted geometric mean of its time {sgm_txt}; fastest (within "
                    f"{S.TIE:.0%}) on {int(w['fastest_on'])} of {n_inst} instances.")
    disagree = {s: c for s, c in r.winner_by_shift.items() if c != winner}
    if disagree:
        sec.text.append("The shift changes the ranking: " + "; ".join(
            f"at shift {s:g} s the first is **{c}**" for s, c in disagree.items()) + ".")
    else:
        sec.text.append(f"The ranking's first place is the same at every shift ({', '.join(f'{s:g}' for s in shifts)} s).")
    if r.speedup is not None:
        s = r.speedup
        sec.text.append(
            f"Against the baseline **{r.baseline}** it is {_x(s.median)} as fast per instance (median of "
            f"baseline time / its time; 95 % bootstrap interval {_x(s.lo)}-{_x(s.hi)} over "
            f"{s.instances} instances): faster on {s.wins}, slower on {s.losses}, tied on {s.ties}.")
    elif r.baseline == winner:
        sec.text.append(f"The winner is the baseline formulation itself ({r.baseline_variant}).")
    if r.other_solvers:
        sec.text.append("Against each other layer/solver at its own best configuration: " + "; ".join(
            f"{o.pair} ({o.best.split(' / ')[0]}): {_x(o.speedup.median)} [{_x(o.speedup.lo)}-{_x(o.speedup.hi)}]"
            for o in r.other_solvers) + ".")
        sec.tables.append(("The winner against the best configuration of every other layer/solver "
                           "(speedup = their time / the winner's, per instance, median and 95 % bootstrap interval)",
                           r.other_solvers_table()))
    sec.text.append(f"The virtual best (fastest configuration per instance) has a shifted geometric mean of "
                    f"{_s(r.virtual_best_sgm)} (shift {shifts[0]:g} s) against the winner's "
                    f"{_s(w[f'sgm_{shifts[0]:g}s'])}; it is most often **{r.virtual_best_config}** "
                    f"({r.virtual_best_count} of {n_inst}).")
    rank_tbl = r.ranking.rename(columns={f"sgm_{s:g}s": f"sgm (shift {s:g} s)" for s in shifts})
    sec.tables.append((f"Ranking (censored times; shifted geometric means at shifts {', '.join(f'{s:g}' for s in shifts)} s; "
                       f"fastest_on = instances where it was within {S.TIE:.0%} of the fastest)", rank_tbl))
    return sec


def _class_section(r: PuzzleResults, kind: str) -> Section:
    rows = r.class_winners[kind]
    sec = Section(f"{r.puzzle}: winner per {kind} class")
    what = "grid cells" if kind == "size" else "share of cells deduction settles"
    sec.text.append(f"Per {kind} class ({what}): " + "; ".join(f"{c.name}: **{c.winner}**" for c in rows) + ".")
    sec.tables.append((f"Winner per {kind} class", pd.DataFrame([c.row() for c in rows])))
    return sec


def _effects_section(r: PuzzleResults) -> Section:
    so = Section(f"{r.puzzle}: what each option and formulation changes")
    for factor, g in r.effects.groupby("factor", sort=True):
        parts = [f"{e['configuration']} vs {e['baseline']} on {e['layer/solver']}: {_x(e['speedup'])} "
                 f"[{_x(e['ci95_lo'])}-{_x(e['ci95_hi'])}], faster on {e['faster']}/{e['instances']}"
                 for e in g.to_dict(orient="records")]
        so.text.append(f"*{factor}*: " + "; ".join(parts) + ".")
    so.tables.append(("Per-instance speedup of a configuration against its baseline (same layer/solver, one "
                      "factor changed): median, 95 % bootstrap interval, instances faster/slower/tied", r.effects))
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


def puzzle_sections(r: PuzzleResults) -> list[Section]:
    """The sections of one puzzle."""
    sections = [_winner_section(r)]
    sections += [_class_section(r, kind) for kind in r.class_winners]
    if not r.effects.empty:
        sections.append(_effects_section(r))
    return [*sections, _frontier_section(r), _repeats_section(r)]


def sections(res: Results) -> list[Section]:
    """All sections of an experiment's findings."""
    head = Section("Findings")
    head.text.append(f"{res.runs} runs from runs.csv; times are total (formulate + translate + solve) for solved runs "
                     "and censored at the time limit otherwise (never dropped).")
    if res.stale:
        head.text.append(f"**{res.stale} stale record(s)**: their formulation code changed since they ran "
                         "(the record's formulation hash differs from the current one); they are left out below. "
                         "Rerun them (delete them from runs/ and run again).")
    return [head, *(s for r in res.puzzles.values() for s in puzzle_sections(r))]


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
    res = results(pd.read_csv(runs_csv), shifts, seed)
    secs = sections(res)
    paths = {fmt: Path(out_dir) / name for fmt, name in FINDINGS.items()}
    write_text_atomic(paths["md"], to_markdown(secs))
    write_text_atomic(paths["html"], to_html(secs, figures))
    clean = json.loads(json.dumps(res.as_json(), default=_json_default).replace("NaN", "null"))
    write_text_atomic(paths["json"], json.dumps(clean, indent=1, sort_keys=True) + "\n")
    return paths
