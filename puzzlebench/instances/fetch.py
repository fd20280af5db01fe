"""Fetch a file from a URL into ``resources/``, checked against a known sha256.

Why: experiments name public datasets by address *and* content hash, so a user without the
local copy gets exactly the bytes the results were made from, a later run works offline
(the checked copy is reused without touching the network), and a file that changed
upstream — or on disk — is refused instead of silently giving different numbers. The
address comes from an experiment file, so a download is bounded (:func:`download`): http
and https only, a deadline for the whole transfer, a size cap, the hash computed while the
bytes stream in.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import IO, Any

from puzzlebench.instances.errors import PuzzleInputError, bounded
from puzzlebench.instances.files import write_atomic
from puzzlebench.instances.limits import MAX_FILE_BYTES

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


MAX_BYTES = MAX_FILE_BYTES
"""Largest download (the readers take no larger file: more would be written for nothing)."""

DEADLINE = 300.0
"""Seconds a whole download may take, connection included."""

READ_TIMEOUT = 60.0
"""Seconds one read may wait for data (never beyond the deadline)."""

SCHEMES = ("https", "http")


class _NoOtherSchemes(urllib.request.HTTPRedirectHandler):
    """Redirects to http and https only (urllib's own also follows ftp://)."""

    def redirect_request(self, req: urllib.request.Request, fp: IO[bytes], code: int, msg: str,
                         headers: Any, newurl: str) -> urllib.request.Request | None:
        if urllib.parse.urlsplit(newurl).scheme.lower() not in SCHEMES:
            raise urllib.error.URLError(f"redirected to {bounded(newurl, 100)}, which is not http or https")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _opener() -> urllib.request.OpenerDirector:
    """An opener that speaks http and https only: no file://, ftp:// or data: handler."""
    opener = urllib.request.OpenerDirector()
    for handler in (urllib.request.HTTPHandler(), urllib.request.HTTPSHandler(), _NoOtherSchemes(),
                    urllib.request.HTTPDefaultErrorHandler(), urllib.request.HTTPErrorProcessor()):
        opener.add_handler(handler)
    return opener


def _socket(resp: Any) -> socket.socket | None:
    """The connection under ``resp`` (http.client keeps it as ``fp.raw._sock``), to bound
    each read by the time left; None if this Python hides it (the deadline then holds
    between reads)."""
    sock = getattr(getattr(getattr(resp, "fp", None), "raw", None), "_sock", None)
    return sock if isinstance(sock, socket.socket) else None


def download(url: str, out: IO[bytes], *, deadline: float = DEADLINE, max_bytes: int = MAX_BYTES,
             read_timeout: float = READ_TIMEOUT) -> str:
    """Stream ``url`` into ``out`` and return its sha256, computed on the way.

    Bounded on every side, because the address comes from an experiment file: http and https
    only; at most ``deadline`` seconds in all (a server that sends a byte every 5 s is cut
    off: each read waits at most the time left); at most ``max_bytes`` (a larger
    Content-Length is refused before reading). PuzzleInputError with one line otherwise."""
    shown = bounded(url, 200)
    if urllib.parse.urlsplit(url).scheme.lower() not in SCHEMES:
        raise PuzzleInputError(f"cannot fetch {shown}: only http:// and https:// addresses are fetched")
    end = time.monotonic() + deadline
    digest = hashlib.sha256()
    size = 0
    try:
        with _opener().open(url, timeout=min(read_timeout, deadline)) as resp:
            length = resp.headers.get("Content-Length")
            if length is not None and length.isdigit() and int(length) > max_bytes:
                raise PuzzleInputError(f"cannot fetch {shown}: it is {length} bytes, more than the {max_bytes} allowed")
            sock = _socket(resp)
            while True:
                left = end - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                if sock is not None:
                    sock.settimeout(min(read_timeout, left))
                block = resp.read1(CHUNK)
                if not block:
                    if length is not None and length.isdigit() and size < int(length):
                        raise PuzzleInputError(f"cannot fetch {shown}: the server sent {size} of the "
                                               f"{length} bytes it announced")
                    break
                size += len(block)
                if size > max_bytes:
                    raise PuzzleInputError(f"cannot fetch {shown}: more than the {max_bytes} bytes allowed")
                digest.update(block)
                out.write(block)
    except PuzzleInputError:
        raise
    except TimeoutError:
        raise PuzzleInputError(f"cannot fetch {shown}: not done within {deadline:g} s "
                               f"({size} bytes read)") from None
    except (urllib.error.URLError, http.client.HTTPException, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        if isinstance(reason, TimeoutError | socket.timeout):
            raise PuzzleInputError(f"cannot fetch {shown}: no answer within the time allowed") from None
        raise PuzzleInputError(f"cannot fetch {shown}: {bounded(reason)}") from None
    return digest.hexdigest()


def fetch(url: str, dest: str | os.PathLike[str], sha256: str | None, *, deadline: float = DEADLINE,
          max_bytes: int = MAX_BYTES) -> Path:
    """Return ``dest``, downloading ``url`` there first unless a checked copy exists.

    An existing ``dest`` is reused without any network access when its hash matches, and
    refused when it does not (delete it to fetch again). A download is written to a
    temporary file beside ``dest`` (:func:`puzzlebench.instances.files.write_atomic`), which
    is removed on any failure (refused scheme, deadline, size cap, a hash that differs): a
    partial or wrong file is never left at ``dest``.
    """
    dest = Path(dest)
    if dest.exists():
        verify(dest, sha256)
        return dest
    got: list[str] = []

    def fill(out: IO[bytes]) -> None:
        got.append(download(url, out, deadline=deadline, max_bytes=max_bytes))

    def checked(tmp: Path) -> None:
        if sha256 is not None and got[0] != sha256.lower():
            raise PuzzleInputError(
                f"{bounded(url, 200)}: downloaded file has sha256 {got[0]}, the experiment expects "
                f"{sha256.lower()}: the file changed upstream; refusing to use it")

    write_atomic(dest, fill, check=checked)
    return dest
