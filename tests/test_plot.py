"""Figures from synthetic runs: every figure exists as PNG, SVG and PDF, even with thin data;
each has one caption; the profile and the heat map name configurations, and decide
"solved", as the findings do."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from test_aggregate import record, row

from puzzlebench.analysis import figures as P
from puzzlebench.analysis import stats as S
from puzzlebench.analysis import tables as A
from puzzlebench.analysis.outputs import FIGURE_FORMAT_CHOICES, FIGURE_FORMATS, FIGURE_STEMS
from puzzlebench.engine.run.records import RunRecord
from puzzlebench.engine.run.spec import solver_label
from puzzlebench.instances import io
from puzzlebench.instances.types import GalaxiesInstance, TroixInstance


def _runs(tmp_path: Path) -> pd.DataFrame:
    gal = GalaxiesInstance(1, 2, ((1, 2),), name="g1")
    tro = TroixInstance(3, 3, ("X..", "...", "..O"), name="t1")
    sols = {"g1": [[0, 0]], "t1": ["XOI", "OIX", "IXO"]}
    rows = []
    for inst, variant, rc in ((gal, "galaxies/flow", (1, 2)), (tro, "troix/onehot", (3, 3))):
        path = tmp_path / f"{inst.name}.json"
        io.save(inst, path)
        for solver, status, t in (("cpsat", "solved", 0.1), ("cbc", "timeout", 5.0)):
            rec = record(inst.name, variant, solver, status, t, rows=rc[0], cols=rc[1], time_limit=5)
            rec["instance"]["path"] = str(path)
            rec["solution"] = sols[inst.name] if status == "solved" else None
            rp = tmp_path / f"{inst.name}-{solver}.json"
            rp.write_text(json.dumps(rec))
            rows.append(A.row_of(RunRecord.from_json(rec), str(rp)))
    return pd.DataFrame(rows)


def test_all_figures_written(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    out = tmp_path / "fig"
    paths = P.plot_all(df, out, samples=2)
    assert set(P.drawers(df, out, 2)) == set(FIGURE_STEMS)
    for stem in FIGURE_STEMS:
        for fmt in FIGURE_FORMATS:
            f = out / f"{stem}.{fmt}"
            assert f in paths and f.stat().st_size > 1000, f
    assert (out / "pictures" / "g1.svg").exists() and (out / "pictures" / "t1.svg").exists()


def test_figures_with_nothing_solved(tmp_path: Path) -> None:
    df = _runs(tmp_path)
    df["status"] = "timeout"
    df["valid"] = False
    paths = P.plot_all(df, tmp_path / "fig", samples=3)
    assert len(paths) == len(FIGURE_FORMATS) * len(FIGURE_STEMS)


def test_sample_takes_solved_valid_runs_of_both_puzzles(tmp_path: Path) -> None:
    picks = P.sample_runs(_runs(tmp_path), 2)
    assert sorted(picks["puzzle"]) == ["galaxies", "troix"]
    assert set(picks["status"]) == {"solved"}


ROOT = Path(__file__).resolve().parents[1]


def test_every_figure_has_one_caption_and_every_caption_a_figure() -> None:
    """The report shows each figure with its caption (workflow/report/figures/<stem>.rst)
    and the findings quote it: one file per figure, no file without one."""
    captions = sorted(f.name for f in (ROOT / "workflow" / "report" / "figures").iterdir())
    assert captions == sorted(f"{stem}.rst" for stem in FIGURE_STEMS)
    assert len(set(FIGURE_STEMS)) == len(FIGURE_STEMS)


def test_the_rules_take_the_output_names_from_the_library() -> None:
    """No figure stem or table/findings file name is spelled out in the rules: they read
    puzzlebench.analysis.outputs, which the library writes by."""
    from puzzlebench.analysis.outputs import FINDINGS, TABLES

    rules = "\n".join(f.read_text() for f in [ROOT / "Snakefile", *sorted((ROOT / "workflow" / "rules").glob("*.smk"))])
    code = "\n".join(line.split("#")[0] for line in rules.splitlines())
    for name in (*FIGURE_STEMS, *TABLES.values(), *FINDINGS.values()):
        assert f'"{name}"' not in code and f"/{name}" not in code, name


HIGHS = [{"presolve": presolve, "parallel": parallel} for presolve in ("on", "off") for parallel in ("on", "off")]
GRID = {"flow-prune_basic": {"prune": "basic", "pairs": False}, "flow-prune_reach": {"prune": "reach", "pairs": False},
        "flow-pairs-prune_reach": {"prune": "reach", "pairs": True}}


def _grid_runs() -> pd.DataFrame:
    """Runs like config/grid.yaml's with four HiGHS settings: three grid points of
    galaxies/flow x (HiGHS presolve x parallel, and CP-SAT), on two instances; HiGHS
    setting k takes (k + 1) x 0.1 s."""
    rows = []
    for inst in ("p1", "p2"):
        for label, options in GRID.items():
            for k, settings in enumerate(HIGHS):
                rec = record(inst, "galaxies/flow", "highs", "solved", 0.1 * (k + 1), label=label, layer="pyomo")
                rec |= {"options": options, "solver_options": settings}
                rows.append(A.row_of(RunRecord.from_json(rec)))
            rec = record(inst, "galaxies/flow", "cpsat", "solved", 0.05, label=label)
            rows.append(A.row_of(RunRecord.from_json(rec | {"options": options})))
    return pd.DataFrame(rows)


def test_profile_and_heatmap_keep_every_highs_setting_apart() -> None:
    df = _grid_runs()
    highs = sorted(f"pyomo/{solver_label('highs', s)}" for s in HIGHS)
    assert len(set(highs)) == 4
    prof = P.profile(df)
    for label in GRID:
        names = set(prof.loc[prof["label"] == label, "config"])
        assert names == {f"{label} / {pair}" for pair in [*highs, "ortools/cpsat"]}  # five lines, not two
    assert set(prof["config"]) == set(S.config_name(df))  # the findings' names
    cells = P.heatmap_cells(df, "galaxies")
    assert list(cells.sgm.columns) == sorted([*highs, "ortools/cpsat"])  # four HiGHS columns, not one
    assert sorted(cells.sgm.index) == sorted(GRID)
    assert (cells.solved == "2/2").all().all()  # per configuration: 2 instances, not 12 runs
    times = [0.5 + 0.25 + 0.1 * (k + 1) for k in range(4)]  # formulate + translate + solve
    for k, settings in enumerate(HIGHS):
        sgm = cells.sgm.loc["flow-prune_basic", f"pyomo/{solver_label('highs', settings)}"]
        assert sgm == pytest.approx(S.shifted_geomean([times[k]] * 2))


def test_profile_solved_is_the_findings_rule_with_one_of_three_repeats() -> None:
    """One of three repeats solved: not solved on that instance, for the findings and for
    the profile alike (its one fast repeat used to make the profile count it solved)."""
    rows = [row("p1", "troix/onehot", "cbc", status, t, repeat=r, time_limit=10)
            for r, (status, t) in enumerate((("solved", 0.1), ("timeout", 10), ("timeout", 10)))]
    rows += [row("p1", "troix/onehot", "highs", "solved", 2.0, repeat=r, time_limit=10) for r in range(3)]
    df = pd.DataFrame(rows)
    per = S.per_instance(df).set_index("config")
    prof = P.profile(df).set_index("config")["ratio"]
    assert not per.loc["onehot / ortools/cbc", "solved"] and prof["onehot / ortools/cbc"] == float("inf")
    assert per.loc["onehot / ortools/highs", "solved"] and prof["onehot / ortools/highs"] == 1.0
    cells = P.heatmap_cells(df, "troix")
    assert cells.solved.loc["onehot"].to_dict() == {"ortools/cbc": "0/1", "ortools/highs": "1/1"}


def test_save_draws_each_format_once_and_writes_the_same_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    """A figure with a layout engine is drawn twice per savefig (once without output, for
    the layout); save lays it out once, before the first format, without that draw, so
    three formats take three draws, not six, and the files are those of the plain route
    (the engine kept as a placeholder after the first format, which lays it out)."""
    import functools

    import matplotlib.pyplot as plt
    from matplotlib.figure import Figure

    df = _runs(tmp_path)
    draws = []
    drawn = Figure.draw
    monkeypatch.setattr(Figure, "draw", lambda fig, renderer: (draws.append(fig), drawn(fig, renderer))[1])
    P.save(P.plot_time_split(df), tmp_path / "new", "t", FIGURE_FORMAT_CHOICES)
    assert len(draws) == len(FIGURE_FORMAT_CHOICES)

    plain = P.plot_time_split(df)  # the route before: every format's savefig lays out again
    (tmp_path / "old").mkdir()
    with P.style.rc():
        for fmt in FIGURE_FORMAT_CHOICES:
            with open(tmp_path / "old" / f"t.{fmt}", "wb") as fh:
                functools.partial(P._savefig, plain, fmt)(fh)
            plain.set_layout_engine("none")
    plt.close(plain)
    for fmt in FIGURE_FORMAT_CHOICES:
        assert (tmp_path / "new" / f"t.{fmt}").read_bytes() == (tmp_path / "old" / f"t.{fmt}").read_bytes(), fmt


def test_log_ticks_are_searched_once_per_range_and_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tick search runs once per (range, axis length): a saved figure asks a dozen times;
    the ticks and the locator's state are those of a fresh search, and another length (or
    range) searches again."""
    import matplotlib.pyplot as plt
    import numpy as np

    fig, ax = plt.subplots(figsize=(3.0, 2.0))
    P._log_axes(ax)
    ax.set_xlim(3, 4000)
    loc = ax.xaxis.get_major_locator()
    searches: list[tuple[float, ...]] = []
    search = loc._search
    monkeypatch.setattr(loc, "_search", lambda *a: (searches.append(a), search(*a))[1])
    first, again = loc(), loc()
    fresh = P.LogTicks()
    fresh.set_axis(ax.xaxis)
    expected = fresh.tick_values(3, 4000)
    assert np.array_equal(first, expected) and np.array_equal(again, expected)
    assert (loc.numticks, list(np.atleast_1d(loc._subs))) == (fresh.numticks, list(np.atleast_1d(fresh._subs)))
    assert len(searches) == 1
    fig.set_size_inches(7.0, 2.0)
    wide = loc()
    assert len(searches) == 2 and len(wide) >= len(first)
    ax.set_xlim(3, 40)
    loc()
    assert len(searches) == 3
    plt.close(fig)


def _pdf_fonts(pdf: bytes) -> list[Any]:
    """The TrueType fonts embedded in a matplotlib PDF (its compressed streams that parse as one)."""
    import re
    import zlib
    from io import BytesIO

    from fontTools.ttLib import TTFont, TTLibError  # type: ignore[import-untyped]

    fonts = []
    for stream in re.findall(rb"stream\n(.*?)\nendstream", pdf, re.DOTALL):
        try:
            fonts.append(TTFont(BytesIO(zlib.decompress(stream))))
        except (zlib.error, TTLibError, AssertionError, struct.error):
            continue
    return fonts


def _pdf_glyphs(pdf: bytes) -> list[tuple[Any, dict[int, str]]]:
    """Each CID-keyed TrueType font of a matplotlib PDF: the embedded font, and the glyph
    each character code of the page draws with it (its CIDToGIDMap)."""
    import re
    import zlib
    from io import BytesIO

    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    objects: dict[int, tuple[bytes, bytes]] = {}
    for num, body in re.findall(rb"(?m)^(\d+) 0 obj\n(.*?)endobj", pdf, re.DOTALL):
        head, _, rest = body.partition(b"stream\n")
        data = rest.rpartition(b"\nendstream")[0]
        objects[int(num)] = (head, zlib.decompress(data) if b"/FlateDecode" in head else data)

    def ref(head: bytes, name: bytes) -> int:
        found = re.search(rb"/" + name + rb" (\d+) 0 R", head)
        assert found is not None, (name, head)
        return int(found[1])

    out = []
    for head, _ in objects.values():
        if b"/CIDFontType2" not in head:
            continue
        font = TTFont(BytesIO(objects[ref(objects[ref(head, b"FontDescriptor")][0], b"FontFile2")][1]))
        gids = objects[ref(head, b"CIDToGIDMap")][1].decode("utf-16be")
        order = font.getGlyphOrder()
        out.append((font, {cid: order[ord(g)] for cid, g in enumerate(gids) if ord(g)}))
    return out


def test_pdf_fonts_draw_matplotlibs_glyphs_without_layout_tables(tmp_path: Path) -> None:
    """A figure's PDF embeds its fonts without the OpenType layout tables, from the subset
    its PDFs share (``shared_font_subsets``), and each character code it draws is drawn
    with the outline and advance width of matplotlib's own subset."""
    from fontTools.pens.recordingPen import RecordingPen  # type: ignore[import-untyped]
    from matplotlib.figure import Figure

    df = _runs(tmp_path)
    paths = P.save(P.plot_time_split(df), tmp_path / "new", "t", ("png", "pdf"))
    lean = _pdf_fonts(next(p for p in paths if p.suffix == ".pdf").read_bytes())
    drawn = _pdf_glyphs(next(p for p in paths if p.suffix == ".pdf").read_bytes())
    plain_fig = P.plot_time_split(df)
    with P.style.rc(), open(tmp_path / "plain.pdf", "wb") as fh:
        Figure.savefig(plain_fig, fh, format="pdf", dpi=P.style.DPI, metadata=P._META["pdf"])
    plain = _pdf_fonts((tmp_path / "plain.pdf").read_bytes())
    own = _pdf_glyphs((tmp_path / "plain.pdf").read_bytes())
    assert lean and len(lean) == len(plain) == len(drawn) == len(own)
    assert any(t in font for font in plain for t in P.LAYOUT_TABLES)  # else nothing was tested
    assert any(len(new.getGlyphOrder()) > len(old.getGlyphOrder()) for new, old in zip(lean, plain, strict=True))
    for new in lean:
        assert not [t for t in P.LAYOUT_TABLES if t in new]
    for (new, codes), (old, old_codes) in zip(drawn, own, strict=True):
        assert codes.keys() == old_codes.keys() and codes
        for code, name in codes.items():
            pens = [RecordingPen(), RecordingPen()]
            new.getGlyphSet()[name].draw(pens[0])
            old.getGlyphSet()[old_codes[code]].draw(pens[1])
            assert pens[0].value == pens[1].value, (code, name)
            assert new["hmtx"][name][0] == old["hmtx"][old_codes[code]][0], (code, name)


def test_the_pdfs_share_one_subset_per_font_and_fall_back_outside_it(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Two figures' PDFs: fontTools subsets the font once; a text with a glyph outside
    :data:`~puzzlebench.analysis.figures.SHARED_SUBSET_TEXT` gets a subset of its own."""
    from matplotlib.backends import _backend_pdf_ps

    made: list[int] = []
    original = _backend_pdf_ps.get_glyphs_subset
    monkeypatch.setattr(_backend_pdf_ps, "get_glyphs_subset",
                        lambda font, glyphs: (made.append(len(glyphs)), original(font, glyphs))[1])
    monkeypatch.setattr(P, "_SHARED", {})
    df = _runs(tmp_path)
    P.save(P.plot_time_split(df), tmp_path / "a", "t", ("png", "pdf"))
    P.save(P.plot_deduction(df), tmp_path / "b", "d", ("png", "pdf"))
    assert len(made) == 1 and made[0] > 90  # the shared subset, once
    fig = P.plot_time_split(df)
    fig.suptitle("\u0416")  # Cyrillic Zhe: DejaVu Sans has it, the shared subset does not
    P.save(fig, tmp_path / "c", "z", ("png", "pdf"))
    assert len(made) == 2 and made[1] < 90
