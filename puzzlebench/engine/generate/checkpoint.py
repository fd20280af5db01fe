"""A generation's checkpoint: its whole state at the top of a repair round, in a file next
to its output, so a long ``generate`` resumes after Ctrl-C, SIGTERM, a crash or a reboot.

What determinism needs: the random generator's state and everything the next rounds read
(the partition, the ambiguity checker with its cut pool and verdict cache, the counters).
They are pickled as one typed :class:`Checkpoint` with a format version and a key: the
sha256 of the generator, its arguments and seed, the algorithm, puzzlebench and solver
versions. A file of another generation (another key or format) is refused in one line,
never resumed into a wrong puzzle; the file may be deleted at any time (the generation then
starts over). The certificate is never in it: a resumed generation certifies again.
Pickle runs code when loaded, so a checkpoint is only read from where this user's own
generation wrote it (next to its output), never from elsewhere.

A generator whose state is plain data (Troix: lists of numbers) writes it as JSON instead
(:func:`save_json`, :func:`load_json`): such a file runs nothing when read, so a build of
many hours can be committed part-way and resumed in another checkout.
"""

from __future__ import annotations

import hashlib
import json
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_bytes_atomic

FORMAT = 1
JSON_FORMAT = "puzzlebench checkpoint, json 1"


@dataclass(frozen=True)
class Checkpoint:
    format: int
    key: str
    state: Any  # the generator's own typed state


def key_of(what: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(what, sort_keys=True, default=str).encode()).hexdigest()


def save(path: Path, key: str, state: Any) -> None:
    write_bytes_atomic(path, pickle.dumps(Checkpoint(FORMAT, key, state), protocol=pickle.HIGHEST_PROTOCOL))


def load(path: Path, key: str) -> Any | None:
    """The state saved in ``path`` for ``key``; None when there is no file."""
    data = _read(path)
    if data is None:
        return None
    try:
        cp = pickle.loads(data)
    except Exception:
        raise PuzzleInputError(f"{path}: not a checkpoint this version can read; delete it to start over") from None
    if not isinstance(cp, Checkpoint) or cp.format != FORMAT or cp.key != key:
        raise PuzzleInputError(f"{path}: the checkpoint of another generation (other arguments, seed or "
                               "versions); delete it to start over")
    return cp.state


def save_json(path: Path, key: str, state: dict[str, Any]) -> None:
    """``state``: JSON data only (lists, numbers, strings, booleans, None)."""
    write_bytes_atomic(path, json.dumps({"format": JSON_FORMAT, "key": key, "state": state},
                                        separators=(",", ":")).encode())


def load_json(path: Path, key: str) -> dict[str, Any] | None:
    """The state :func:`save_json` saved in ``path`` for ``key``; None when there is no file."""
    data = _read(path)
    if data is None:
        return None
    try:
        doc = json.loads(data)
        fmt, saved_key, state = doc["format"], doc["key"], doc["state"]
    except (ValueError, TypeError, KeyError):
        raise PuzzleInputError(f"{path}: not a checkpoint this version can read; delete it to start over") from None
    if fmt != JSON_FORMAT or saved_key != key or not isinstance(state, dict):
        raise PuzzleInputError(f"{path}: the checkpoint of another generation (other arguments, seed or "
                               "versions); delete it to start over")
    return state


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
