"""Fetch from a local http.server on 127.0.0.1: sha256 checked, reused offline, changes refused."""

from __future__ import annotations

import functools
import hashlib
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.fetch import fetch, sha256_of


class _Quiet(http.server.SimpleHTTPRequestHandler):
    hits: list[str] = []

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        _Quiet.hits.append(self.path)
        super().do_GET()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "www"
    root.mkdir()
    handler = functools.partial(_Quiet, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    _Quiet.hits = []
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", root
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_fetch_checks_and_reuses_offline(server: tuple[str, Path], tmp_path: Path) -> None:
    base, root = server
    data = b'{"data": {}}\n' * 1000
    (root / "set.json").write_bytes(data)
    digest = hashlib.sha256(data).hexdigest()
    dest = tmp_path / "resources" / "set.json"
    assert fetch(f"{base}/set.json", dest, digest) == dest
    assert dest.read_bytes() == data and sha256_of(dest) == digest
    assert _Quiet.hits == ["/set.json"]
    # offline: the server is gone from the picture, the checked copy is reused without a request
    (root / "set.json").unlink()
    assert fetch(f"{base}/set.json", dest, digest) == dest
    assert fetch("http://127.0.0.1:9/unreachable", dest, digest) == dest
    assert _Quiet.hits == ["/set.json"]


def test_changed_upstream_file_is_refused(server: tuple[str, Path], tmp_path: Path) -> None:
    base, root = server
    (root / "set.json").write_bytes(b"changed")
    dest = tmp_path / "set.json"
    with pytest.raises(PuzzleInputError, match="changed upstream"):
        fetch(f"{base}/set.json", dest, hashlib.sha256(b"original").hexdigest())
    assert not dest.exists() and not list(tmp_path.glob(".set.json*"))  # nothing half-kept


def test_changed_local_copy_is_refused(tmp_path: Path) -> None:
    dest = tmp_path / "set.json"
    dest.write_bytes(b"tampered")
    with pytest.raises(PuzzleInputError, match="file changed"):
        fetch("http://127.0.0.1:9/x", dest, hashlib.sha256(b"original").hexdigest())


def test_unreachable_is_one_line_error_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(PuzzleInputError) as info:
        fetch("http://127.0.0.1:9/none.json", tmp_path / "x.json", "0" * 64, deadline=5)
    assert str(info.value).startswith("cannot fetch") and "\n" not in str(info.value)
    assert list(tmp_path.iterdir()) == []  # no file, no temporary file


JANKO_MINI = {"name": "Galaxies", "data": {
    "mini_3x3": {"problem": "3 3\n- - -\n- 0 -\n- - -", "solution": "3 3\n1 1 1\n1 1 1\n1 1 1"},
    "bad_2x2": {"problem": "2 2\n- -"},
}}


@pytest.mark.slow
def test_pipeline_fetches_a_missing_dataset(server: tuple[str, Path], tmp_path: Path) -> None:
    """A janko set whose local copy is missing is fetched into resources/ and read."""
    import json

    import yaml
    from pipeline_helpers import ROOT, snakemake

    base, root = server
    data = json.dumps(JANKO_MINI).encode()
    (root / "janko.json").write_bytes(data)
    cfg = yaml.safe_load((ROOT / "config" / "tiny.yaml").read_text())
    cfg["instance_sets"] = [{"name": "jk", "source": "janko", "path": str(tmp_path / "absent.json"),
                             "url": f"{base}/janko.json", "sha256": hashlib.sha256(data).hexdigest()}]
    config = tmp_path / "exp.yaml"
    config.write_text(yaml.safe_dump(cfg))
    work = tmp_path / "work"
    snakemake(work, config, "--cores", "1", "results/tiny/instances/jk.json")
    fetched = work / "resources" / f"jk.{hashlib.sha256(data).hexdigest()[:16]}.data"
    assert fetched.read_bytes() == data
    manifest = json.loads((work / "results" / "tiny" / "instances" / "jk.json").read_text())
    assert [e["name"] for e in manifest["instances"]] == ["mini_3x3"]
    assert len(manifest["skipped"]) == 1 and "bad_2x2" in manifest["skipped"][0]
    # a changed upstream file with a fresh resources/ is refused: the set is not made
    (root / "janko.json").write_bytes(data + b" ")
    work2 = tmp_path / "work2"
    proc = snakemake(work2, config, "--cores", "1", "results/tiny/instances/jk.json", check=False)
    assert proc.returncode != 0
    (log,) = (work2 / "results" / "tiny" / "logs" / "fetch").glob("jk.*.log")
    assert "changed upstream" in log.read_text()
    assert not list((work2 / "resources").glob("jk.*"))
    # the experiment's checksum changed: refused again, and the verified copy is kept
    cfg["instance_sets"][0]["sha256"] = hashlib.sha256(data + b" ").hexdigest()[::-1]
    config.write_text(yaml.safe_dump(cfg))
    proc = snakemake(work, config, "--cores", "1", "results/tiny/instances/jk.json", check=False)
    assert proc.returncode != 0 and fetched.read_bytes() == data
