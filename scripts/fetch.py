"""``python -m scripts.fetch URL DEST --sha256 HEX``: the pipeline's fetch step.

Thin wrapper over :func:`instances.fetch.fetch`: one line on stderr and exit 2 for a bad
address or a changed file, so Snakemake shows the reason rather than a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from instances.errors import PuzzleInputError
from instances.fetch import fetch


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("url")
    p.add_argument("dest")
    p.add_argument("--sha256", default=None, help="expected hex digest (strongly advised)")
    p.add_argument("--timeout", type=float, default=60)


def run(args: argparse.Namespace) -> int:
    path = fetch(args.url, args.dest, args.sha256, timeout=args.timeout)
    print(f"fetch: {path} ok", file=sys.stderr)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="fetch", description="fetch a URL to a file, sha256 checked")
    add_arguments(p)
    args = p.parse_args(argv)
    try:
        return run(args)
    except PuzzleInputError as exc:
        print(f"fetch: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
