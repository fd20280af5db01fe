"""``puzzlebench variants``: list the formulation variants, one line each.

Generic over :mod:`puzzlebench.models.registry`: a variant registered in any puzzle module shows up
here (and in ``puzzlebench formulate``) with no change to this file.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from puzzlebench.models import registry


def format_options(options: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" if isinstance(v, str) else f"{k}={v}" for k, v in options.items()) or "-"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--puzzle", choices=("troix", "galaxies"), help="only this puzzle's variants")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def run(args: argparse.Namespace) -> int:
    found = registry.variants(args.puzzle)
    if args.json:
        print(json.dumps([{"name": v.name, "puzzle": v.puzzle, "options": dict(v.options),
                           "lazy": v.lazy, "summary": v.summary} for v in found], indent=1))
        return 0
    rows = [(v.name + (" (lazy)" if v.lazy else ""), format_options(dict(v.options)), v.summary)
            for v in found]
    w0 = max((len(r[0]) for r in rows), default=0)
    w1 = max((len(r[1]) for r in rows), default=0)
    for name, opts, summary in rows:
        print(f"{name:<{w0}}  {opts:<{w1}}  {summary}")
    return 0
