"""Text from a results folder or a puzzle, made safe for where it is written: a terminal, a
Markdown file, HTML, JSON.

Why: a label, an instance id, a solver version or a hostname in a results folder from
another machine is anybody's text. Printed raw, an escape sequence reaches the terminal, and
a newline or carriage return in a label forges a line of its own (``regression: ...``, the
line a CI check greps for). Each output has one function here, and every string that came
from a folder passes through it on its way out:

* :func:`terminal`: every character that is not printable (control characters, newline,
  carriage return, escape, bidirectional overrides, lone surrogates) written as its Python
  escape (``\\n``, ``\\x1b``, ``\\u202e``), so one value stays on one line and shows what it holds;
* :func:`markdown`: :func:`terminal`, then every ASCII punctuation character that Markdown
  reads as syntax backslash-escaped (a label cannot open a link, a table cell or raw HTML);
* :func:`html`: :func:`terminal`, then :func:`html.escape` (quotes included);
* :func:`json_text` / :func:`write_json`: the JSON module's own writing with
  ``allow_nan=False`` after every non-finite number became ``null``, never a text
  replace over the document (which turned a label ``NaNcy-flow`` into ``nullcy-flow``).
"""

from __future__ import annotations

import html as _html
import json
import math
import os
import re
from collections.abc import Mapping
from typing import Any

import numpy as np

from puzzlebench.instances.files import write_text_atomic

_MARKDOWN = re.compile(r"([\\`*_{}\[\]<>()#+\-.!|~&])")


def terminal(text: object) -> str:
    """``text`` on one line with nothing a terminal acts on: non-printable characters as escapes."""
    raw = str(text)
    if raw.isprintable():
        return raw
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in raw)


def markdown(text: object) -> str:
    """``text`` as literal Markdown (inline): :func:`terminal`, then the syntax characters escaped."""
    return _MARKDOWN.sub(r"\\\1", terminal(text))


_LABEL = re.compile(r"([\\`*|<>\[\]])")


def markdown_label(text: object) -> str:
    """A name (a configuration, an instance) inside Markdown prose or a table cell, still
    readable as plain text: :func:`terminal`, then only what could end a cell or start
    markup escaped (backslash, backquote, ``*``, ``|``, angle and square brackets); ``+``,
    ``-``, ``.`` and ``/``, which every label has, stay as they are."""
    return _LABEL.sub(r"\\\1", terminal(text))


def html(text: object) -> str:
    """``text`` as literal HTML text or attribute value: :func:`terminal`, then entities."""
    return _html.escape(terminal(text), quote=True)


def plain(value: Any) -> Any:
    """``value`` as plain JSON data: mappings (keys as text), lists (from tuples and sets),
    numpy scalars unwrapped, every non-finite or missing number (NaN, inf, pandas' NA and
    NaT) as None, anything else as its text."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v) for v in (sorted(value, key=str) if isinstance(value, set | frozenset) else value)]
    if isinstance(value, np.generic):
        value = value.item()
    if value is None or isinstance(value, bool | str | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    try:
        import pandas as pd

        if pd.isna(value):
            return None
    except (TypeError, ValueError):  # an array-like: not one missing value
        pass
    return str(value)


def json_text(data: Any, *, indent: int | None = 1, sort_keys: bool = False) -> str:
    """``data`` as JSON text (:func:`plain` first; then ``allow_nan=False``: no ``NaN`` token)."""
    return json.dumps(plain(data), indent=indent, sort_keys=sort_keys, allow_nan=False)


def write_json(path: str | os.PathLike[str], data: Any, *, sort_keys: bool = True) -> None:
    """Write ``data`` as JSON (:func:`json_text`, one trailing newline) atomically."""
    write_text_atomic(path, json_text(data, sort_keys=sort_keys) + "\n")
