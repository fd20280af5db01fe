"""Hostile addresses and servers: a download is http or https only, ends by a deadline for
the whole transfer, stops at a size cap, and leaves no partial file (docs/reliability.md).
Served by a local http.server thread. On main ``file://`` URLs were read (``file:///dev/zero``
filled a disk), the timeout was per read (a byte every few seconds was never cut off), and
there was no size cap (200 MB written before the checksum failed)."""

from __future__ import annotations

import hashlib
import http.server
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.fetch import fetch

GOOD = b'{"data": {}}\n'


class _Hostile(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        route = {"/drip": self._drip, "/huge-declared": self._huge_declared, "/endless": self._endless,
                 "/to-file": self._to("file:///etc/passwd"), "/to-ftp": self._to("ftp://127.0.0.1/x"),
                 "/good": self._good, "/cut": self._cut}[self.path]
        route()

    def _good(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", str(len(GOOD)))
        self.end_headers()
        self.wfile.write(GOOD)

    def _drip(self) -> None:  # one byte a second, for ever
        self.send_response(200)
        self.end_headers()
        try:
            for _ in range(600):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(1)
        except OSError:
            return

    def _huge_declared(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", str(10**12))
        self.end_headers()

    def _endless(self) -> None:  # no length, more bytes than the cap
        self.send_response(200)
        self.end_headers()
        try:
            while True:
                self.wfile.write(b"y" * (1 << 16))
        except OSError:
            return

    def _cut(self) -> None:  # promises more than it sends
        self.send_response(200)
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.wfile.write(b"z" * 100)

    def _to(self, where: str):  # type: ignore[no-untyped-def]
        def redirect() -> None:
            self.send_response(302)
            self.send_header("Location", where)
            self.end_headers()
        return redirect


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Hostile)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


SHA = hashlib.sha256(GOOD).hexdigest()
CASES = {
    "file://": ("file:///etc/passwd", {}, "only http:// and https://"),
    "file:///dev/zero": ("file:///dev/zero", {}, "only http:// and https://"),
    "ftp://": ("ftp://127.0.0.1/x", {}, "only http:// and https://"),
    "data:": ("data:text/plain,hello", {}, "only http:// and https://"),
    "redirect to file://": ("/to-file", {}, "file:///etc/passwd"),
    "redirect to ftp://": ("/to-ftp", {}, "ftp://127.0.0.1/x"),
    "a byte a second": ("/drip", {"deadline": 3.0}, "not done within 3 s"),
    "Content-Length over the cap": ("/huge-declared", {}, "more than the"),
    "endless body": ("/endless", {"max_bytes": 1 << 20}, "more than the"),
    "body cut short": ("/cut", {}, "sent 100 of the 100000 bytes"),
    "checksum differs": ("/good", {"sha256": "0" * 64}, "the file changed upstream"),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("case", list(CASES))
def test_refused_in_bounded_time_and_nothing_left(case: str, base: str, tmp_path: Path) -> None:
    url, kw, fragment = CASES[case]
    url = base + url if url.startswith("/") else url
    sha = kw.pop("sha256", SHA)
    dest = tmp_path / "res" / "set.data"
    start = time.monotonic()
    with pytest.raises(PuzzleInputError) as err:
        fetch(url, dest, sha, **kw)
    assert fragment in str(err.value), err.value
    assert len(str(err.value)) < 500
    assert time.monotonic() - start < 20
    assert not dest.exists()
    assert not dest.parent.exists() or not list(dest.parent.iterdir())  # no partial, no temporary


def test_a_good_download_streams_its_hash(base: str, tmp_path: Path) -> None:
    dest = tmp_path / "set.data"
    assert fetch(f"{base}/good", dest, SHA) == dest and dest.read_bytes() == GOOD
