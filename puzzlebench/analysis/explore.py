"""``explore.html``: the results as tables a reader can sort and filter in any browser.

The findings answer the questions the harness asks; a reader has others ("which instances
did flow time out on?", "is HiGHS slow on the open ones only?"). Two tables answer them
without a notebook: one row per configuration (the summary) and one row per run. Clicking a
column's header sorts by it (numbers as numbers), a search box per table keeps the rows that
contain every word typed.

The page is one self-contained file (no network: it must open from a supplementary-material
bundle years later). Every value from the results folder reaches the page as JSON data and
is put into cells as text, never as markup, so a label or instance name cannot inject HTML or
script (results folders may come from elsewhere).

The tables are read with the standard library's ``csv`` (:func:`read_csv`), each column typed
as pandas' reader types it, so the page's data is what it was when pandas read them: the
page's step is then a process without pandas (about half a second of CPU in every run's
fixed cost, docs/measurements.md "Harness cost").
"""

from __future__ import annotations

import csv
import json
import math
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlebench.instances.files import write_text_atomic

RUN_COLUMNS: tuple[str, ...] = (
    "puzzle", "instance", "rows", "cols", "hardness_class", "galaxy_size_class", "label", "layer", "solver",
    "status", "solver_status", "total_s", "formulate_s", "translate_s", "solve_s", "check_s", "nodes", "iterations",
    "cut_rounds", "lp_gap", "variables", "constraints", "repeat", "permutation", "message")
"""The per-run table's columns, those of them that ``runs.csv`` has, in this order."""
MAX_ROWS = 200_000
"""Rows per table the page carries; beyond this the page says how many it left out."""


MISSING = frozenset({"", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
                     "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"})
"""The cells pandas' CSV reader takes for a missing value (its default ``na_values``)."""
_NUMBER = re.compile(r"[ \t]*[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf(?:inity)?)[ \t]*",
                     re.IGNORECASE)
_INTEGER = re.compile(r"[ \t]*[+-]?[0-9]+[ \t]*")
_BOOLEAN = {"true": "True", "false": "False"}


@dataclass(frozen=True)
class Frame:
    """A CSV table: its header and its rows, each cell ``None`` (missing), a number or text."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]


def _typed(cells: Sequence[str]) -> list[Any]:
    """One column's cells as pandas' reader types the column: numbers when every cell that is
    not missing is one (integers when all are and none is missing, else floats; spaces and
    tabs around a number allowed), True or False when every one is a truth value in any
    case (pandas' bool column, which the page showed as these words), otherwise text; a
    missing cell is None either way."""
    present = [c for c in cells if c not in MISSING]
    if all(_NUMBER.fullmatch(c) for c in present):
        if len(present) == len(cells) and all(_INTEGER.fullmatch(c) for c in present):
            return [int(c) for c in cells]
        return [None if c in MISSING else float(c) for c in cells]
    if all(c.lower() in _BOOLEAN for c in present):  # pandas' bool column, shown as its words
        return [None if c in MISSING else _BOOLEAN[c.lower()] for c in cells]
    return [None if c in MISSING else c for c in cells]


def read_csv(path: str | Path) -> Frame:
    """A CSV file written by pandas (``to_csv``, as the aggregate step writes ``runs.csv``)
    as a :class:`Frame`; a row shorter than the header is filled with missing cells."""
    limit = csv.field_size_limit()
    csv.field_size_limit(sys.maxsize)  # pandas reads a field of any length (a long message)
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            # pandas skips blank lines, and lines of spaces and tabs alone (not "", a quoted empty cell)
            lines = (row for row in csv.reader(fh) if row and (len(row) > 1 or row[0] == "" or row[0].strip(" \t")))
            header = tuple(next(lines, ()))
            raw = [(row + [""] * len(header))[:len(header)] for row in lines]
    finally:
        csv.field_size_limit(limit)
    columns = [_typed([row[i] for row in raw]) for i in range(len(header))]
    return Frame(header, tuple(zip(*columns, strict=True)) if columns else tuple(() for _ in raw))


@dataclass(frozen=True)
class Table:
    """One table of the page: its id, title, columns and rows (JSON-ready values)."""

    key: str
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    left_out: int = 0


def _cell(value: Any) -> Any:
    """A JSON-ready cell: numbers stay numbers (NaN and infinities become empty), the rest text."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return str(value)


def table(key: str, title: str, frame: Frame, columns: Sequence[str] | None = None) -> Table:
    """A page table from a CSV table: ``columns`` (those present) or all of them."""
    cols = tuple(c for c in (columns or frame.columns) if c in frame.columns)
    index = [frame.columns.index(c) for c in cols]
    rows = tuple(tuple(_cell(rec[i]) for i in index) for rec in frame.rows[:MAX_ROWS])
    return Table(key, title, cols, rows, left_out=max(0, len(frame.rows) - MAX_ROWS))


def page(tables: Sequence[Table], title: str) -> str:
    """The whole HTML page: the tables as JSON data, drawn and sorted by the page's script."""
    data = [{"key": t.key, "title": t.title, "columns": list(t.columns), "rows": [list(r) for r in t.rows],
             "left_out": t.left_out} for t in tables]
    # JSON inside a script element: "</" and "<!--" must not appear in it, whatever the labels say
    payload = json.dumps({"title": title, "tables": data}, allow_nan=False, ensure_ascii=True)
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return _TEMPLATE.replace("__DATA__", payload)


_TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>puzzlebench: explore the results</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
.bar { display: flex; gap: 1rem; align-items: center; margin: .5rem 0; }
input[type=search] { width: 28rem; max-width: 90vw; padding: .3rem .5rem; font-size: 14px; }
.box { max-height: 70vh; overflow: auto; border: 1px solid #ccc; }
table { border-collapse: collapse; white-space: nowrap; }
th, td { padding: .2rem .6rem; border-bottom: 1px solid #eee; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
th { position: sticky; top: 0; background: #f4f4f4; cursor: pointer; user-select: none; }
th[aria-sort=ascending]::after { content: " \\25B2"; } th[aria-sort=descending]::after { content: " \\25BC"; }
</style></head>
<body>
<h1 id="title"></h1>
<p>Click a column's header to sort by it (again: the other way); type words into a search box to keep
the rows that contain every one of them.</p>
<div id="tables"></div>
<script type="application/json" id="data">__DATA__</script>
<script>
"use strict";
const DATA = JSON.parse(document.getElementById("data").textContent);
document.getElementById("title").textContent = DATA.title;
function fmt(v) {
  if (v === null) return "";
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : v.toPrecision(4).replace(/\\.?0+$/, "");
  return v;
}
function build(t) {
  const section = document.createElement("section");
  section.id = "table-" + t.key;
  const h = document.createElement("h2"); h.textContent = t.title; section.appendChild(h);
  const bar = document.createElement("div"); bar.className = "bar";
  const search = document.createElement("input");
  search.type = "search"; search.placeholder = "filter: words every shown row contains";
  search.setAttribute("aria-label", "filter " + t.title);
  const count = document.createElement("span"); count.className = "count";
  bar.append(search, count); section.appendChild(bar);
  const box = document.createElement("div"); box.className = "box";
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  const numeric = t.columns.map((_, i) => t.rows.every(r => r[i] === null || typeof r[i] === "number"));
  t.columns.forEach((c, i) => { const th = document.createElement("th"); th.textContent = c;
    th.addEventListener("click", () => sortBy(i)); head.appendChild(th); });
  const body = table.createTBody();
  const rows = t.rows.map(r => {
    const tr = document.createElement("tr");
    r.forEach((v, i) => { const td = tr.insertCell(); td.textContent = fmt(v); if (numeric[i]) td.className = "num"; });
    return {tr: tr, values: r, text: r.map(fmt).join(" ").toLowerCase()};
  });
  let order = rows.slice();
  function draw() {
    const words = search.value.toLowerCase().split(/\\s+/).filter(w => w);
    body.replaceChildren();
    let shown = 0;
    for (const row of order) if (words.every(w => row.text.includes(w))) { body.appendChild(row.tr); shown++; }
    count.textContent = shown + " of " + rows.length + " rows" +
      (t.left_out ? " (" + t.left_out + " more left out of this page: see runs.csv)" : "");
  }
  let sorted = -1, dir = 1;
  function sortBy(i) {
    dir = sorted === i ? -dir : 1; sorted = i;
    const key = r => r.values[i];
    order = rows.slice().sort((a, b) => {
      const x = key(a), y = key(b);
      if (x === null && y === null) return 0; if (x === null) return 1; if (y === null) return -1;
      return dir * (numeric[i] ? x - y : String(x).localeCompare(String(y), undefined, {numeric: true}));
    });
    Array.from(head.cells).forEach((th, j) => th.setAttribute("aria-sort", j === i ? (dir > 0 ? "ascending" : "descending") : "none"));
    draw();
  }
  search.addEventListener("input", draw);
  box.appendChild(table); section.appendChild(box);
  draw();
  return section;
}
const root = document.getElementById("tables");
DATA.tables.forEach(t => root.appendChild(build(t)));
</script>
</body></html>
"""


def tables_of(runs: Frame, summary: Frame) -> list[Table]:
    """The page's two tables: per configuration (``summary.csv``) and per run (``runs.csv``)."""
    return [table("configurations", "Per configuration (summary.csv)", summary),
            table("runs", "Per run (runs.csv)", runs, RUN_COLUMNS)]


def write(path: Path, runs: Frame, summary: Frame, experiment: str) -> Path:
    """Write ``explore.html`` atomically."""
    title = f"{experiment}: {len(runs.rows):,} runs to sort and filter"
    return write_text_atomic(path, page(tables_of(runs, summary), title))
