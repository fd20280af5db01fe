"""The findings' HTML page: the sections' HTML (written with the findings' numbers) and the
figures -> ``findings.html``, the fragment the report shows on its first page.

Why a module of its own, with the standard library only: the statistics behind the
findings need pandas, the page needs only the sections' text and the PNGs. The aggregate
step, which has the runs in pandas already, writes the numbers and the sections
(:func:`puzzlebench.analysis.findings.write_findings_data`); the findings step then only
puts the figures beside them, without paying for pandas' import a second time (an import
contract keeps pandas, numpy and matplotlib out of here). The inline markup is shared with
the sections' HTML, so the two halves escape text alike.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Sequence
from pathlib import Path

from puzzlebench.instances.files import write_text_atomic

PAGE_OPEN = '<div id="findings">'
"""The fragment's box; the report's stylesheet and the browser test find it by this id."""


def inline(text: str) -> str:
    """The markdown we write (**bold**, *italic*, `code`) as HTML; a character a label had
    escaped (:func:`puzzlebench.analysis.findings.label`) stays that character, never markup."""
    kept: list[str] = []

    def keep(m: re.Match[str]) -> str:
        kept.append(m.group(1))
        return f"\x00{len(kept) - 1}\x00"

    t = html.escape(text)
    t = re.sub(r"\\(&lt;|&gt;|&amp;|[\\`*|\[\]])", keep, t)
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    t = re.sub(r"\*(.+?)\*", r"<i>\1</i>", t)
    t = re.sub(r"`(.+?)`", r"<code>\1</code>", t)
    return re.sub("\x00(\\d+)\x00", lambda m: kept[int(m.group(1))], t)


def block_html(text: str) -> str:
    """A paragraph, or a list where every line is a ``- `` item (the abstract)."""
    lines = text.splitlines()
    if lines and all(ln.startswith("- ") for ln in lines):
        return "<ul>" + "".join(f"<li>{inline(ln[2:])}</li>" for ln in lines) + "</ul>"
    return f"<p>{inline(text)}</p>"


def page(sections_html: str, figures: Sequence[tuple[str, Path]] = ()) -> str:
    """The self-contained fragment: the sections' HTML, then every figure as a data URI
    with its caption (the ids the browser test looks for)."""
    out = [PAGE_OPEN]
    if sections_html:
        out.append(sections_html)
    if figures:
        out.append("<h3>Figures</h3>")
    for caption, path in figures:
        data = base64.b64encode(Path(path).read_bytes()).decode()
        stem = html.escape(Path(path).stem)
        out.append(f'<figure class="findings-figure" data-figure="{stem}">'
                   f'<img alt="{stem}" src="data:image/png;base64,{data}"/>'
                   f"<figcaption>{inline(caption)}</figcaption></figure>")
    out.append("</div>")
    return "\n".join(out) + "\n"


def write_page(sections_html: str | Path, out: str | Path, figures: Sequence[tuple[str, Path]] = ()) -> Path:
    """Read the sections' HTML file the aggregate step wrote and write ``out``, the page
    with ``figures`` (caption, PNG) beside them."""
    write_text_atomic(Path(out), page(Path(sections_html).read_text(encoding="utf-8"), figures))
    return Path(out)
