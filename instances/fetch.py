"""Fetch a file from a URL into ``resources/``, checked against a known sha256.

Why: experiments name public datasets by address *and* content hash, so a user without the
local copy gets exactly the bytes the results were made from, a later run works offline
(the checked copy is reused without touching the network), and a file that changed
upstream — or on disk — is refused instead of silently giving different numbers.
"""

from __future__ import annotations

import hashlib
import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import IO

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.files import write_atomic

CHUNK = 1 << 20


def sha256_of(path: str | os.PathLike[str]) -> str:
    """Hex sha256 of a file, read in chunks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(CHUNK):
            h.update(block)
    return h.hexdigest()


def verify(path: str | os.PathLike[str], sha256: str | None) -> None:
    """Raise PuzzleInputError when ``path`` does not hash to ``sha256`` (None: no check)."""
    if sha256 is None:
        return
    got = sha256_of(path)
    if got != sha256.lower():
        raise PuzzleInputError(
            f"{path}: sha256 is {got}, the experiment expects {sha256.lower()}: "
            "the file changed; refusing to use it"
        )


def fetch(url: str, dest: str | os.PathLike[str], sha256: str | None, *, timeout: float = 60) -> Path:
    """Return ``dest``, downloading ``url`` there first unless a checked copy exists.

    An existing ``dest`` is reused without any network access when its hash matches, and
    refused when it does not (delete it to fetch again). A download whose hash differs is
    discarded, never left at ``dest``.
    """
    dest = Path(dest)
    if dest.exists():
        verify(dest, sha256)
        return dest

    def download(out: IO[bytes]) -> None:
        try:
            with urllib.request.urlopen(url, timeout=timeout) as resp:
                while block := resp.read(CHUNK):
                    out.write(block)
        except (urllib.error.URLError, OSError, ValueError) as exc:
            reason = getattr(exc, "reason", None) or exc
            raise PuzzleInputError(f"cannot fetch {url}: {reason}") from None

    def checked(tmp: Path) -> None:
        try:
            verify(tmp, sha256)
        except PuzzleInputError:
            raise PuzzleInputError(
                f"{url}: downloaded file has sha256 {sha256_of(tmp)}, the experiment expects "
                f"{(sha256 or '').lower()}: the file changed upstream; refusing to use it"
            ) from None

    write_atomic(dest, download, check=checked)
    return dest
