"""Atomic file writes: the one place every layer writes a file through.

Why one owner: records, manifests, plans, converted puzzles, pictures, models and fetched
data must never be seen half-written, whoever writes them and however the writer dies
(Ctrl-C, SIGKILL, a full disk). Each write goes to a uniquely named temporary file in the
target's directory and is renamed over the target with ``os.replace``; the temporary file
is removed on any failure. The file gets the mode a plain ``open(path, "w")`` would give
(``0o666`` less the umask: 0644 under umask 022), not the 0600 of ``mkstemp``.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import secrets
import stat
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from puzzlebench.instances.errors import bounded

MAX_NAME = 100
"""Longest file stem made from a name found in a file (a file name has at most 255 bytes;
the stem leaves room for a suffix and a digest)."""

_UNSAFE = re.compile(r"[^A-Za-z0-9_.+-]+")


def safe_name(text: object, *, fallback: str = "puzzle", max_len: int = MAX_NAME) -> str:
    """A file stem made from ``text`` that can only name a file inside the folder it is put in.

    Why one owner: a puzzle's ``name``, a dataset key, a label all come from files the
    harness does not trust, and before this each writer cleaned them its own way (or not at
    all: ``convert`` wrote a puzzle named ``../../x`` two folders up, and ``/etc/x`` there).
    Here: Unicode normalised (NFKC), then every character outside ``A-Za-z0-9_.+-`` (path
    separators, NUL, control characters, lone surrogates, spaces) becomes ``_``; leading and
    trailing dots are dropped (no ``..``, no hidden file); an empty result is ``fallback``;
    a stem longer than ``max_len`` is cut and given 8 hex digits of the text's sha256, so two
    long names stay apart. Plain names (``galaxies-7x7-s1``) come back unchanged.
    """
    raw = str(text)
    try:
        norm = unicodedata.normalize("NFKC", raw)
    except UnicodeError:  # pragma: no cover - normalize takes any str
        norm = raw
    stem = _UNSAFE.sub("_", norm.encode("ascii", "replace").decode("ascii").replace("?", "_"))
    stem = stem.lstrip(".").rstrip(".") or fallback
    if len(stem) > max_len:
        digest = hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        stem = f"{stem[:max_len - 9].rstrip('.')}_{digest}"
    return stem


def inside(base: str | os.PathLike[str], *parts: str) -> Path:
    """``base/part/...`` as given, refused (ValueError) unless it lies inside ``base`` once
    both are resolved (``..``, an absolute part, a symbolic link out): the last check before
    a write whose name came from outside."""
    joined = Path(base).joinpath(*parts)
    root, target = Path(base).resolve(), joined.resolve()
    if target == root or root not in target.parents:
        raise ValueError(f"{bounded(joined)}: not inside {bounded(base)}")
    return joined


def _refuse_special(p: Path) -> None:
    """A target that exists and is not a regular file (``/dev/full``, ``/dev/stdout``, a FIFO,
    a directory) is refused: renaming over it would replace the device node or link itself
    (run as root, ``convert x.json /dev/full`` did exactly that)."""
    try:
        mode = p.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):
        return
    if not stat.S_ISREG(mode):
        what = "a directory" if stat.S_ISDIR(mode) else "not a regular file (a device, FIFO or socket)"
        raise OSError(errno.EEXIST, f"{what}; refusing to replace it", str(p))


def write_atomic(path: str | os.PathLike[str], fill: Callable[[IO[bytes]], Any], *,
                 check: Callable[[Path], None] | None = None) -> Path:
    """Create ``path`` atomically: ``fill`` writes the content into an open binary file;
    ``check`` (if given) may refuse the finished temporary file by raising, and then
    ``path`` is left as it was."""
    p = Path(path)
    _refuse_special(p)
    # the temporary file's name, known before the file exists: an interrupt that lands just
    # after its creation, before its descriptor is handed back, still finds it to remove
    made: list[str] = []
    try:
        fd = _temporary(p, made)
        with os.fdopen(fd, "wb") as fh:
            fill(fh)
            fh.flush()
        if check is not None:
            check(Path(made[0]))
        os.replace(made[0], p)
    except BaseException as exc:
        if made:
            Path(made[0]).unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.filename is None:  # a failed write names no file
            raise OSError(exc.errno, exc.strerror, str(p)) from exc
        raise
    return p


_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0)


def _temporary(p: Path, made: list[str]) -> int:
    """A new temporary file beside ``p``, open for writing: its descriptor; ``made`` holds
    its path from just before it is created (and is empty again after a name clash).

    Made as ``mkstemp`` makes one (a random name, ``O_EXCL``, another name on a clash), but
    with mode ``0o666``, from which the kernel takes the umask, so the file gets what a plain
    ``open(path, "w")`` gives without ``mkstemp``'s 0600, a read of the umask and a
    ``chmod``; the folder is made only when it is missing. A run writes a record this way
    (docs/measurements.md, "Harness cost": a quarter of the parent's CPU per run was here)."""
    prefix, folder = temporary_prefix(p), p.parent
    for _ in range(100):
        tmp = os.path.join(folder, f"{prefix}{secrets.token_hex(5)}{TEMPORARY_SUFFIX}")
        made[:] = [tmp]
        try:
            return os.open(tmp, _CREATE, 0o666)
        except FileExistsError:  # another's file: never ours to remove
            made.clear()
            continue
        except FileNotFoundError:
            made.clear()
            if folder.is_dir():
                raise
            folder.mkdir(parents=True, exist_ok=True)
    raise FileExistsError(errno.EEXIST, "no unused temporary file name", str(p))


TEMPORARY_SUFFIX = ".tmp"


def temporary_prefix(path: Path) -> str:
    """The name prefix of :func:`write_atomic`'s temporary files for ``path`` (a random
    part without dots comes between it and :data:`TEMPORARY_SUFFIX`)."""
    return f".{path.name}."


def remove_stale_temporaries(paths: list[Path]) -> int:
    """Delete the temporary files an earlier writer of ``paths`` left when it was killed
    (SIGKILL, a scheduler's cancel, a lost node: no ``except`` runs then), and count them.
    Only for a caller that is now the one writer of ``paths``: a resuming shard is."""
    wanted: dict[Path, set[str]] = {}
    for p in paths:
        wanted.setdefault(p.parent, set()).add(temporary_prefix(p))
    removed = 0
    for folder, prefixes in wanted.items():
        try:
            entries = os.listdir(folder)
        except OSError:  # not made yet: nothing left there
            continue
        for entry in entries:
            if not entry.endswith(TEMPORARY_SUFFIX):
                continue
            prefix = entry[:-len(TEMPORARY_SUFFIX)].rpartition(".")[0] + "."  # the random part dropped
            if prefix in prefixes:
                with contextlib.suppress(FileNotFoundError):
                    (folder / entry).unlink()
                    removed += 1
    return removed


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    return write_atomic(path, lambda fh: fh.write(data))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """UTF-8 text with ``\\n`` line ends, atomically."""
    return write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: str | os.PathLike[str], data: Any, *, sort_keys: bool = True) -> Path:
    """JSON (indented, NaN refused: a record must be valid JSON everywhere), atomically."""
    return write_text_atomic(path, json.dumps(data, indent=1, sort_keys=sort_keys, allow_nan=False) + "\n")
