"""``explore.html``: the runs and the per-configuration summary as tables a reader sorts and
filters in a browser; hostile strings from a results folder stay text; the tables read without
pandas carry the values pandas' reader gave them. The browser tests run Debian's headless
Chromium over the DevTools pipe (scripts/report_check.py's client)."""

from __future__ import annotations

import json
import math
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlebench.analysis import explore

HOSTILE = '</script><img src=x onerror="document.title=1">&amp;<!--'


def _frame(df: pd.DataFrame) -> explore.Frame:
    """``df`` as the pipeline hands it to the page: written by pandas, read back as CSV."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.csv"
        df.to_csv(path, index=False, encoding="utf-8")
        return explore.read_csv(path)


def _runs() -> explore.Frame:
    rows = []
    for i in range(12):
        rows.append({"puzzle": "galaxies", "instance": f"g{i:02d}", "rows": 10, "cols": 10, "label": "flow" if i % 2 else HOSTILE,
                     "layer": "ortools", "solver": "cpsat", "status": "timeout" if i in (3, 7) else "solved",
                     "total_s": float(i) + 0.5, "nodes": math.nan if i == 0 else i * 10, "message": "", "unknown": 1})
    return _frame(pd.DataFrame(rows))


def _summary() -> explore.Frame:
    return _frame(pd.DataFrame([{"puzzle": "galaxies", "variant": "flow", "layer": "ortools", "solver": "cpsat",
                                 "runs": 6, "solved": 5, "sgm_s (shift 10 s)": 1.25}]))


def _data(html: str) -> dict[str, Any]:
    m = re.search(r'<script type="application/json" id="data">(.*?)</script>', html, flags=re.S)
    assert m is not None
    return json.loads(m.group(1))


def test_the_page_carries_every_value_as_data_and_no_markup_from_the_folder() -> None:
    html = explore.page(explore.tables_of(_runs(), _summary()), f"title {HOSTILE}")
    assert HOSTILE not in html and "<img" not in html and html.count("</script>") == 2
    data = _data(html)
    assert data["title"] == f"title {HOSTILE}"
    runs = next(t for t in data["tables"] if t["key"] == "runs")
    assert runs["columns"][:2] == ["puzzle", "instance"] and "unknown" not in runs["columns"]
    labels = {r[runs["columns"].index("label")] for r in runs["rows"]}
    assert labels == {"flow", HOSTILE}
    nodes = [r[runs["columns"].index("nodes")] for r in runs["rows"]]
    assert nodes[0] is None and nodes[1] == 10


def test_a_table_longer_than_the_cap_says_what_it_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(explore, "MAX_ROWS", 5)
    t = explore.table("runs", "Per run", _runs(), explore.RUN_COLUMNS)
    assert len(t.rows) == 5 and t.left_out == 7


def _pandas_cell(value: Any) -> Any:
    """A cell as the page took it when pandas read the tables (the route before read_csv)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return None
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        return value
    if hasattr(value, "item"):  # a numpy scalar
        return _pandas_cell(value.item())
    return str(value)


LOOK_ALIKES = ("12", "-3", "0.5", ".5", "5.", "1e5", "-2.5E-3", "inf", "-inf", "NA", "None", "nan", "null", "N/A",
               "True", "False", "", " ", "x", "1,5", "007", "+4")
CELLS = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**62), 2**62),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(LOOK_ALIKES),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8))


@st.composite
def frames(draw: st.DrawFn) -> pd.DataFrame:
    """Tables of the kinds aggregate writes: per column one kind of value (ints, ints with
    gaps, floats, bools, look-alike text) or a mixture, some cells missing."""
    n_rows = draw(st.integers(0, 6))
    columns = {}
    for k in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(("int", "float", "bool", "look", "mixed")))
        cell = {"int": st.one_of(st.none(), st.integers(-(2**62), 2**62)),
                "float": st.floats(allow_nan=True, allow_infinity=True),
                "bool": st.one_of(st.none(), st.booleans()),
                "look": st.sampled_from(LOOK_ALIKES), "mixed": CELLS}[kind]
        columns[f"c{k}"] = draw(st.lists(cell, min_size=n_rows, max_size=n_rows))
    return pd.DataFrame(columns)


@given(frames())
def test_read_csv_types_each_column_as_pandas_did(df: pd.DataFrame) -> None:
    """What the page carries from a table pandas wrote: the same values, read with the
    standard library's csv module as with pandas' reader (JSON compared, as the page does)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.csv"
        df.to_csv(path, index=False, encoding="utf-8")
        before = pd.read_csv(path, low_memory=False)
        frame = explore.read_csv(path)
    old = [[_pandas_cell(v) for v in rec] for rec in before.itertuples(index=False, name=None)]
    new = explore.table("t", "t", frame)
    assert new.columns == tuple(before.columns)
    assert json.dumps([list(r) for r in new.rows]) == json.dumps(old)


@pytest.fixture(scope="module")
def browser_page(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from scripts import report_check

    exe = report_check.browser()
    if exe is None:
        pytest.skip("no chromium: scripts/install_system_deps.sh installs it (as root, with apt)")
    path = tmp_path_factory.mktemp("explore") / "explore.html"
    explore.write(path, _runs(), _summary(), "test")
    profile = tmp_path_factory.mktemp("profile")
    cdp = report_check.Cdp(exe, str(profile))
    target = cdp.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = cdp.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    cdp.call("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 900, "deviceScaleFactor": 1,
                                                    "mobile": False}, session)
    cdp.call("Page.navigate", {"url": path.as_uri()}, session)

    def js(expression: str) -> Any:
        res = cdp.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
        return res.get("result", {}).get("value")

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not js("document.querySelectorAll('#table-runs tbody tr').length"):
        time.sleep(0.2)
    yield js
    cdp.close()


RUN_ROWS = "Array.from(document.querySelectorAll('#table-runs tbody tr'))"


def _column(js: Any, name: str) -> list[str]:
    return js(f"(() => {{ const i = Array.from(document.querySelectorAll('#table-runs th')).findIndex(th => "
              f"th.textContent === '{name}'); return {RUN_ROWS}.map(tr => tr.cells[i].textContent); }})()")


@pytest.mark.slow
def test_in_a_browser_the_tables_sort_and_filter(browser_page: Any) -> None:
    js = browser_page
    assert js(f"{RUN_ROWS}.length") == 12 and js("document.querySelectorAll('#table-configurations tbody tr').length") == 1
    click = ("Array.from(document.querySelectorAll('#table-runs th')).find(th => th.textContent === 'total_s')"
             ".dispatchEvent(new MouseEvent('click'))")
    js(click)
    times = [float(x) for x in _column(js, "total_s")]
    assert times == sorted(times)  # numbers as numbers: 10.5 after 9.5
    js(click)
    assert [float(x) for x in _column(js, "total_s")] == sorted(times, reverse=True)
    js("(() => { const s = document.querySelector('#table-runs input'); s.value = 'TIMEOUT flow';"
       " s.dispatchEvent(new Event('input')); })()")
    assert sorted(_column(js, "instance")) == ["g03", "g07"]
    assert js("document.querySelector('#table-runs .count').textContent") == "2 of 12 rows"


@pytest.mark.slow
def test_in_a_browser_a_hostile_label_is_text(browser_page: Any) -> None:
    js = browser_page
    js("(() => { const s = document.querySelector('#table-runs input'); s.value = ''; s.dispatchEvent(new Event('input')); })()")
    assert HOSTILE in _column(js, "label")
    assert js("document.querySelectorAll('img').length") == 0 and js("document.title") != "1"
