"""Findings from synthetic records: written as md/html/json, and one finding (the winner
and its speedup against the baseline) recomputed from runs.csv with the csv module and
plain arithmetic, independently of pandas and puzzlebench.analysis.stats."""

from __future__ import annotations

import csv
import json
import math
import re
import statistics
from pathlib import Path

import pytest
from test_aggregate import record

from puzzlebench.analysis import findings as F
from puzzlebench.analysis import findings_page as P
from puzzlebench.analysis import tables as A

# (instance, label, variant, options, solver, status, solve seconds)
TIMES = {"flow": [0.4, 0.8, 1.6, 3.0, 0.2, 9.0], "cuts": [0.1, 0.5, 0.3, 1.0, 0.3, 50.0],
         "flow+pairs": [0.3, 0.7, 1.0, 2.0, 0.2, 4.0]}


INSTANCES = 12
"""Twice the six times above (the second six 10 % slower): enough instances for intervals
(stats.MIN_INSTANCES)."""


def _records(tmp: Path) -> Path:
    runs = tmp / "runs"
    runs.mkdir()
    for k in range(INSTANCES):
        for label, ts in TIMES.items():
            for solver, factor in (("cpsat", 1.0), ("cbc", 3.0)):
                variant = "galaxies/cuts" if label == "cuts" else "galaxies/flow"
                t = ts[k % 6] * factor * (1.1 if k >= 6 else 1.0)
                status = "timeout" if t >= 30 else "solved"
                rec = record(f"p{k}", variant, solver, status, min(t, 30.0), label=label, time_limit=30,
                             rows=5 + k, cols=5 + k)
                rec["options"] = {"pairs": label == "flow+pairs", "prune": "reach"}
                (runs / f"p{k}-{label}-{solver}.json").write_text(json.dumps(rec))
    return runs


@pytest.fixture
def made(tmp_path: Path) -> Path:
    A.aggregate([_records(tmp_path)], tmp_path)
    F.write_findings(tmp_path / "runs.csv", tmp_path, [("a caption", _png(tmp_path))])
    return tmp_path


def _png(tmp: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=(1, 1))
    p = tmp / "fig.png"
    fig.savefig(p)
    plt.close(fig)
    return p


def _independent_winner(runs_csv: Path) -> tuple[str, float]:
    """Winner (most solved, then smallest shifted geometric mean at 10 s of the censored
    times) and its median speedup against flow on the same solver, from the CSV alone."""
    rows = list(csv.DictReader(runs_csv.open()))
    t: dict[str, dict[str, float]] = {}
    solved: dict[str, int] = {}
    for r in rows:
        cfg = f"{r['label']} / {r['layer']}/{r['solver']}"
        tt = float(r["total_s"]) if r["status"] == "solved" else float(r["time_limit"])
        t.setdefault(cfg, {})[r["instance"]] = tt
        solved[cfg] = solved.get(cfg, 0) + (r["status"] == "solved")

    def sgm(v: list[float]) -> float:
        return math.exp(sum(math.log(x + 10) for x in v) / len(v)) - 10

    best = sorted(t, key=lambda c: (-solved[c], sgm(list(t[c].values()))))[0]
    base = "flow / " + best.split(" / ")[1]
    ratio = statistics.median(t[base][i] / t[best][i] for i in t[best])
    return best, ratio


def test_findings_written_and_one_recomputed_independently(made: Path) -> None:
    key = json.loads((made / "findings.json").read_text())
    g = key["puzzles"]["galaxies"]
    winner, ratio = _independent_winner(made / "runs.csv")
    assert g["winner"] == winner == "flow+pairs / ortools/cpsat"  # cuts is faster but times out once
    assert g["baseline"] == "flow / ortools/cpsat"
    assert g["speedup"]["median"] == pytest.approx(ratio, rel=1e-9)
    assert g["speedup"]["lo"] <= ratio <= g["speedup"]["hi"]
    md = (made / "findings.md").read_text()
    assert f"**{winner}** wins galaxies" in md and f"{ratio:.2f}x" in md
    assert "bootstrap interval" in md and "| x fastest | sgm 10 s |" in md
    assert set(key["puzzles"]["galaxies"]["first_by_shift"]) == {"10", "1", "0.01"}  # every shift in the JSON


def test_findings_name_options_solvers_frontier_and_figures(made: Path) -> None:
    md = (made / "findings.md").read_text()
    assert "| pairs | ortools/cpsat | flow | flow+pairs |" in md and "*pairs*: " in md  # one option changed
    assert "| variant | ortools/cpsat | flow | cuts |" in md and "*variant*: " in md
    assert "| ortools/cbc | flow+pairs |" in md  # the other solver at its best configuration
    assert "| cuts / ortools/cbc | 10/12 | 0 | 100 |" in md  # first failure at 100 cells
    html = (made / "findings.html").read_text()
    assert 'id="findings"' in html and 'data-figure="fig"' in html and "data:image/png;base64," in html


def test_stale_records_are_left_out_visibly(tmp_path: Path) -> None:
    runs = _records(tmp_path)
    for p in list(runs.glob("p0-*.json")):
        rec = json.loads(p.read_text())
        rec["code"]["formulation"] = "0" * 16  # made by other formulation code
        p.write_text(json.dumps(rec))
    df, _ = A.aggregate([runs], tmp_path)
    assert df["stale"].sum() == 6 and not df.loc[df["instance"] != "s/p0", "stale"].any()
    F.write_findings(tmp_path / "runs.csv", tmp_path)
    assert "**6 stale record(s)**" in (tmp_path / "findings.md").read_text().split("\n## ")[0]  # in the abstract
    assert json.loads((tmp_path / "findings.json").read_text())["puzzles"]["galaxies"]["instances"] == 11


def test_hardness_classes_only_when_runs_csv_has_a_share(made: Path) -> None:
    """The share comes from runs.csv's own deduction columns (tables.DEDUCTION_COLUMNS);
    a column merely named like one is not guessed into a share. The classes are derived
    from it again (tables.structure_columns), so an edited runs.csv says what its share says."""
    import pandas as pd

    g = json.loads((made / "findings.json").read_text())["puzzles"]["galaxies"]
    assert g["by_class"]["kinds"] == ["size"]  # no share, no galaxy sizes: split by size alone
    df = pd.read_csv(made / "runs.csv")
    assert set(df["hardness_class"]) == {"unknown"} and set(df["galaxy_size_class"]) == {"unknown"}
    df["deduction_share"] = 0.5  # not a runs.csv column: ignored
    df.to_csv(made / "runs.csv", index=False)
    F.write_findings(made / "runs.csv", made)
    assert json.loads((made / "findings.json").read_text())["puzzles"]["galaxies"]["by_class"]["kinds"] == ["size"]
    df["instance_deduced_share"] = df["instance"].map(lambda i: 1.0 if i in ("s/p0", "s/p1") else 0.4)
    df.to_csv(made / "runs.csv", index=False)
    F.write_findings(made / "runs.csv", made)
    by = json.loads((made / "findings.json").read_text())["puzzles"]["galaxies"]["by_class"]
    assert by["kinds"] == ["size", "hardness_class"]
    counts: dict[str, int] = {}
    for r in by["classes"]:
        counts[r["hardness"]] = counts.get(r["hardness"], 0) + r["instances"]
    assert counts == {"deduction settles all": 2, "deduction leaves >= 1/3 open": 10}
    assert "hardness" in (made / "findings.md").read_text()


def test_option_columns_are_the_factors_and_no_other_column_is(made: Path) -> None:
    """A solver option column (``solver_option_<name>``, as a grid over a solver option
    writes it) is compared like the variant options; a column without the option prefixes
    is never taken for an option, however few values it has."""
    import pandas as pd

    df = pd.read_csv(made / "runs.csv")
    slow = df[df["label"] == "flow"].assign(label="flow-off", solver_option_presolve="off")
    slow["total_s"] = slow["total_s"] * 2
    df = pd.concat([df.assign(solver_option_presolve="on"), slow])
    df["instance_flag"] = df["instance"].isin(["s/p0", "s/p3"])  # varies within a configuration
    df["tool_setting"] = df["label"].map(lambda lb: "x" if lb == "flow" else "y")  # constant within one
    assert "solver_option_presolve" in A.parameter_columns(df)
    df.to_csv(made / "runs.csv", index=False)
    F.write_findings(made / "runs.csv", made)
    options = json.loads((made / "findings.json").read_text())["puzzles"]["galaxies"]["options"]
    rows = [r for r in options if r["factor"] == "solver presolve"]
    assert sorted((r["layer/solver"], r["baseline"], r["configuration"]) for r in rows) == [
        ("ortools/cbc", "flow-off", "flow"), ("ortools/cpsat", "flow-off", "flow")]
    assert all(r["speedup"] == pytest.approx(2.0) for r in rows)  # every time doubled, none censored
    assert not {r["factor"] for r in options} & {"instance_flag", "tool_setting"}


def test_the_numbers_are_typed_results_and_findings_json_is_theirs(made: Path) -> None:
    """The computation (puzzlebench.analysis.results) returns dataclasses; the prose module
    only writes them: findings.json is Results.as_json() and the markdown states its numbers."""
    import pandas as pd

    from puzzlebench.analysis import results as R
    from puzzlebench.analysis.stats import Speedup

    res = R.results(pd.read_csv(made / "runs.csv"))
    g = res.puzzles["galaxies"]
    assert isinstance(g, R.PuzzleResults) and isinstance(g.speedup, Speedup)
    assert all(isinstance(o, R.SolverBest) for o in g.other_solvers) and g.other_solvers
    assert g.class_kinds == ["size"] and all(isinstance(c, R.ClassClaim) for c in g.class_claims)
    written = json.loads((made / "findings.json").read_text())
    measured = {"variability", "lp_strength", "lp_bounds", "models_by_size"}  # their own analysis modules
    assert set(written) - set(res.as_json()) == measured
    assert {k: v for k, v in written.items() if k not in measured} == \
        json.loads(json.dumps(res.as_json(), default=str).replace("NaN", "null"))
    assert f"the leader faster on {g.speedup.wins}, slower on {g.speedup.losses}" in (made / "findings.md").read_text()


def test_findings_open_with_a_short_abstract_and_every_section_is_a_table(made: Path) -> None:
    """The answer first (at most ten lines, one per puzzle and its classes), then sections
    whose headings state their verdict, each with a table and at most a few short lines."""
    md = (made / "findings.md").read_text()
    head, *secs = md.split("\n## ")
    abstract = [ln for ln in head.splitlines()[1:] if ln.strip()]
    assert 1 <= len(abstract) <= F.ABSTRACT_LINES and all(ln.startswith("- ") for ln in abstract)
    assert abstract[0].startswith("- galaxies: **flow+pairs / ortools/cpsat** wins galaxies")
    assert "Main reason: " in abstract[0]
    for sec in secs:
        title, body = sec.split("\n", 1)
        prose = [ln for ln in body.splitlines() if ln.strip() and not ln.startswith(("|", "*"))]
        assert "| " in body or title.startswith("How these"), title
        bullets = [ln for ln in prose if ln.startswith("- ")]
        assert len(prose) - len(bullets) <= 4 and len(bullets) <= 8, title
        assert all(len(ln.split()) < 120 for ln in prose), title
    assert secs[0].startswith("galaxies: flow+pairs / ortools/cpsat wins galaxies")


def test_a_hostile_label_stays_text_in_every_findings_file(tmp_path: Path) -> None:
    """A label from a folder made elsewhere (a pipe, a newline, markup, a terminal escape)
    cannot add a table cell, a line, a link or an HTML element to the findings."""
    hostile = "evil|cell*x*\n## forged <img src=x> [a](b) \x1b[31m"
    runs = _records(tmp_path)
    for path in runs.glob("*-cuts-*.json"):
        rec = json.loads(path.read_text())
        rec["label"] = hostile
        path.write_text(json.dumps(rec))
    A.aggregate([runs], tmp_path)
    F.write_findings(tmp_path / "runs.csv", tmp_path)
    md = (tmp_path / "findings.md").read_text()
    assert not any(line.startswith("## forged") for line in md.splitlines()) and "\x1b" not in md
    assert not re.search(r"(?<!\\)<img", md) and not re.search(r"(?<!\\)\]\(b\)", md)
    for line in md.splitlines():  # every table row keeps its header's number of cells
        if line.startswith("| ") and "evil" in line:
            assert "evil\\|cell\\*x\\*" in line and "\\n## forged" in line
    page = (tmp_path / "findings.html").read_text()
    assert "<img src=x>" not in page and "&lt;img src=x&gt;" in page and "<i>x</i>" not in page
    assert json.loads((tmp_path / "findings.json").read_text())  # still valid JSON, labels as data


def test_the_abstract_is_a_list_in_the_html_too(made: Path) -> None:
    """The report shows findings.html: the abstract's lines are list items there, not one
    paragraph with the dashes run together."""
    page = (made / "findings.html").read_text()
    first = page.index("<ul>")
    assert first < page.index("<table") and page.count("<li>", first, page.index("</ul>", first)) >= 1


def test_the_page_from_the_two_steps_is_the_page_of_the_sections(made: Path) -> None:
    """The aggregate step writes the sections' HTML, the findings step the page around it
    with the figures: the result is the fragment of the sections themselves (to_html), and
    the sections file holds no figure and no box."""
    import pandas as pd

    from puzzlebench.analysis import results as R
    from puzzlebench.analysis.findings_page import PAGE_OPEN

    sections_file = made / "findings.sections.html"
    figures = [("a caption", made / "fig.png")]
    df = pd.read_csv(made / "runs.csv")
    secs = F.sections(R.results(df), df)
    assert F.to_html(secs, figures) == P.page(F.sections_html(secs), figures)
    written = sections_file.read_text()
    assert PAGE_OPEN not in written and "<figure" not in written and "<h2>Findings</h2>" in written
    page = P.write_page(sections_file, made / "again.html", figures).read_text()
    assert page == (made / "findings.html").read_text()
    assert page.startswith(PAGE_OPEN + "\n" + written) and 'data-figure="fig"' in page
