"""The committed-set builder's journal: which instances of a build are finished, so a build
of many hours can be stopped at any moment (Ctrl-C, SIGTERM, a crash, a reboot) and resumed.

One file next to the set, ``.build-journal.json``: a format version, the build's key (what
is built: the set's specs, the generators' algorithm versions, puzzlebench's and OR-Tools'
versions, the second uniqueness route) and, per finished instance, the sha256 of its file
and the manifest columns that cost a solve (the second route's verdict: a resumed build
does not run it again for an instance it kept). It is written atomically
after each instance, after the instance's own file. A resumed build skips an instance
whose file is there with the journal's digest, so nothing finished is made twice; any
other is made again (a file cut short, edited or removed). A journal from another build
(another key or format) is refused in one line, never mixed in: delete it to start over.
The builder deletes it when the whole set and its manifest are written.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from puzzlebench.instances.files import write_json_atomic

NAME = ".build-journal.json"
FORMAT = 2  # 2: the costly manifest columns per instance (``columns``)


class JournalError(Exception):
    """A journal this build cannot use (stale, foreign, unreadable): one line for the user."""


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build_key(what: Any) -> str:
    """The key of a build: the sha256 of ``what`` (plain JSON data) as canonical JSON."""
    return digest(json.dumps(what, sort_keys=True, default=str))


@dataclass
class Journal:
    path: Path
    key: str
    done: dict[str, str] = field(default_factory=dict)  # relative file -> sha256 of its text
    columns: dict[str, dict[str, str]] = field(default_factory=dict)  # relative file -> its costly columns

    @classmethod
    def open(cls, folder: Path, key: str) -> Journal:
        """The journal of ``folder`` for the build ``key``: the one there, or a new one."""
        path = folder / NAME
        if not path.exists():
            return cls(path, key)
        try:
            data = json.loads(path.read_text())
            fmt, their_key, done = data["format"], data["key"], data["done"]
            columns = {str(k): {str(c): str(v) for c, v in dict(cols).items()}
                       for k, cols in dict(data.get("columns", {})).items()}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise JournalError(f"{path}: unreadable build journal ({type(exc).__name__}); "
                               "delete it to start the build over") from None
        if fmt != FORMAT or their_key != key:
            raise JournalError(f"{path}: the journal of another build (other sizes, seeds or code "
                               "versions); delete it to start this build over")
        return cls(path, key, {str(k): str(v) for k, v in dict(done).items()}, columns)

    def finished(self, rel: str) -> str | None:
        """The text of ``rel`` when this build finished it and the file is still that text."""
        want = self.done.get(rel)
        f = self.path.parent / rel
        if want is None or not f.is_file():
            return None
        text = f.read_text()
        return text if digest(text) == want else None

    def record(self, rel: str, text: str, columns: dict[str, str] | None = None) -> None:
        """``rel`` is finished as ``text``, with its costly manifest ``columns``."""
        self.done[rel] = digest(text)
        self.columns[rel] = dict(columns or {})
        write_json_atomic(self.path, {"format": FORMAT, "key": self.key, "done": self.done,
                                      "columns": self.columns})
