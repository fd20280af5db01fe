"""Open a report in a real headless browser (Debian's ``chromium``), wait until its page
has rendered, check that the findings and every figure are there, that no image is broken,
that the findings take the page's width and no table of theirs is clipped, and take
screenshots.

    python -m scripts.report_check results/smoke/report.html --screenshot docs/img/report.png
    python -m scripts.report_check results/smoke/report.html --widths 1400,1920 \
        --screenshot docs/img/report.png --figure profile     # report-1400.png, report-1920.png,
                                                              # report-1920-profile.png

Why a browser: Snakemake's report is a single-page app (React, everything embedded); only
a browser shows what a reader sees. The browser is driven over the Chrome DevTools
Protocol on a pipe (``--remote-debugging-pipe``: JSON messages separated by NUL on file
descriptors 3 and 4), so nothing beyond the standard library and the browser is needed.
Exit 0 when every check passes, 1 when one fails (listed), 2 when no browser is there.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--remote-debugging-pipe")
PROBE = """(() => {
  const box = document.getElementById('findings');
  const imgs = Array.from(document.querySelectorAll('img')).map(i => ({
      alt: i.getAttribute('alt') || '', complete: i.complete, width: i.naturalWidth,
      figure: (i.closest('[data-figure]') || {dataset: {}}).dataset.figure || ''}));
  const tables = box ? Array.from(box.querySelectorAll('table')) : [];
  return JSON.stringify({findings: box ? box.innerText : null, imgs: imgs,
                         html: document.documentElement.outerHTML.length,
                         window: window.innerWidth, width: box ? box.getBoundingClientRect().width : 0,
                         left: box ? box.getBoundingClientRect().left : 0,
                         clipped: tables.filter(t => t.scrollWidth > t.clientWidth + 1).length});
})()"""
FULL_WIDTH = 0.75
"""The findings take at least this share of the window right of their left edge (the
navigation bar is left of them); Snakemake's own layout gave them a column of 32rem."""
SCROLL = "document.querySelector('[data-figure=\"%s\"]').scrollIntoView()"


def browser() -> str | None:
    """The first Chromium-like browser on PATH (None: none installed)."""
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


class Cdp:
    """A minimal DevTools client over the browser's pipe (fd 3: to it, fd 4: from it)."""

    def __init__(self, exe: str, profile: str) -> None:
        to_r, self._to_w = os.pipe()
        self._from_r, from_w = os.pipe()

        def wire() -> None:  # in the child: its fd 3 reads our commands, fd 4 writes answers
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.proc = subprocess.Popen([exe, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, pass_fds=(3, 4), preexec_fn=wire)
        os.close(to_r)
        os.close(from_w)
        self._buf = b""
        self._id = 0
        self.events: list[dict[str, Any]] = []

    def _read(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_r], [], [], left)[0]:
                raise TimeoutError("the browser did not answer in time")
            chunk = os.read(self._from_r, 1 << 20)
            if not chunk:
                raise ConnectionError("the browser closed its pipe")
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method: str, params: dict[str, Any] | None = None, session: str | None = None,
             timeout: float = 30.0) -> dict[str, Any]:
        self._id += 1
        msg: dict[str, Any] = {"id": self._id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._to_w, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def close(self) -> None:
        with contextlib.suppress(OSError, RuntimeError, TimeoutError, ConnectionError):
            self.call("Browser.close", timeout=5)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_w, self._from_r):
            with contextlib.suppress(OSError):
                os.close(fd)


def inspect(report: Path, screenshot: Path | None = None, wait: float = 60.0,
            width: int = 1400, height: int = 1500, figure: str | None = None) -> dict[str, Any]:
    """Load ``report`` in a window ``width`` x ``height`` px and return what the page shows:
    the findings' text (None if absent), their width and left edge, how many of their tables
    are clipped, and every image (alt, complete, natural width, figure name); a screenshot
    if asked, and another one with ``figure`` scrolled into view (``<stem>-<figure>.png``)."""
    exe = browser()
    if exe is None:
        raise FileNotFoundError(f"no browser found (tried {', '.join(BROWSERS)})")
    with tempfile.TemporaryDirectory(prefix="puzzlebench-browser-") as profile:
        cdp = Cdp(exe, profile)
        try:
            target = cdp.call("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = cdp.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            cdp.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
            cdp.call("Page.navigate", {"url": report.resolve().as_uri()}, session, timeout=wait)
            deadline = time.monotonic() + wait
            seen: dict[str, Any] = {}
            while time.monotonic() < deadline:  # the app renders after load: poll until it settles
                res = cdp.call("Runtime.evaluate", {"expression": PROBE, "returnByValue": True}, session)
                seen = json.loads(res.get("result", {}).get("value") or "{}")
                imgs = seen.get("imgs", [])
                if seen.get("findings") and imgs and all(i["complete"] for i in imgs):
                    break
                time.sleep(0.5)
            if screenshot is not None:
                _shoot(cdp, session, screenshot, wait)
                if figure is not None:
                    cdp.call("Runtime.evaluate", {"expression": SCROLL % figure}, session)
                    time.sleep(0.5)
                    _shoot(cdp, session, screenshot.with_name(f"{screenshot.stem}-{figure}.png"), wait)
            return seen
        finally:
            cdp.close()


def _shoot(cdp: Cdp, session: str, path: Path, wait: float) -> None:
    shot = cdp.call("Page.captureScreenshot", {"format": "png"}, session, timeout=wait)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(shot["data"]))


def problems(seen: dict[str, Any], figures: list[str]) -> list[str]:
    """What is wrong with a page :func:`inspect` saw: findings missing or without a verdict (a winner or a tie),
    narrower than :data:`FULL_WIDTH` of the window right of them or with a clipped table, a
    figure missing, an image broken (not loaded or zero natural width)."""
    out = []
    text = seen.get("findings") or ""
    if not text:
        out.append("no findings section (#findings) on the page")
    elif not re.search(r"\b(wins|no configuration wins|first)\b", text):
        out.append("the findings name no winner and no group that ties (their abstract is missing)")
    room = seen.get("window", 0) - seen.get("left", 0)
    if text and room > 0 and seen.get("width", 0) < FULL_WIDTH * room:
        out.append(f"the findings are {seen.get('width', 0):.0f} px wide of the {room:.0f} px right of their edge")
    if seen.get("clipped"):
        out.append(f"{seen['clipped']} table(s) of the findings clipped (wider than their box)")
    shown = {i["figure"] for i in seen.get("imgs", []) if i["figure"]}
    out += [f"figure {f} is not on the page" for f in figures if f not in shown]
    out += [f"image {i['alt'] or i['figure'] or '?'} is broken (complete={i['complete']}, width={i['width']})"
            for i in seen.get("imgs", []) if not i["complete"] or i["width"] <= 0]
    return out


def main(argv: list[str] | None = None) -> int:
    from puzzlebench.analysis.figures import FIGURES

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("report", type=Path)
    ap.add_argument("--screenshot", type=Path, help="PNG to write (with several widths: <stem>-<width>.png)")
    ap.add_argument("--widths", default="1400", help="window widths in px, comma-separated (default 1400)")
    ap.add_argument("--height", type=int, default=1200, help="window height in px (default 1200)")
    ap.add_argument("--figure", help="also a screenshot with this figure scrolled into view (<stem>-<figure>.png)")
    ap.add_argument("--wait", type=float, default=60.0, help="seconds to wait for the page (default 60)")
    a = ap.parse_args(argv)
    if not a.report.is_file():
        print(f"report_check: error: {a.report}: no such file", file=sys.stderr)
        return 2
    try:
        widths = [int(w) for w in a.widths.split(",")]
    except ValueError:
        print(f"report_check: error: --widths {a.widths!r}: give whole numbers of pixels, e.g. 1400,1920", file=sys.stderr)
        return 2
    failed = False
    for width in widths:
        shot = a.screenshot
        if shot is not None and len(widths) > 1:
            shot = shot.with_name(f"{shot.stem}-{width}{shot.suffix}")
        try:
            seen = inspect(a.report, shot, a.wait, width, a.height, a.figure)
        except FileNotFoundError as exc:
            print(f"report_check: error: {exc}", file=sys.stderr)
            return 2
        bad = problems(seen, list(FIGURES))
        for p in bad:
            print(f"report_check: {width} px: {p}")
        n = len(seen.get("imgs", []))
        print(f"report_check: {width} px: {'FAILED' if bad else 'ok'}: {n} images, findings "
              f"{len(seen.get('findings') or '')} chars, {seen.get('width', 0):.0f} px wide")
        failed = failed or bool(bad)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
