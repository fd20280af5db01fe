"""The names an experiment gives that become Snakemake wildcards (its instance sets' names
and its variants' labels), held to what Snakemake takes, so that a name it would refuse
stops the experiment in one line before anything runs.

Why: Snakemake refuses a wildcard value that ends in a part repeated 20 times or more
(``PeriodicWildcardError``, its guard against rules that feed themselves), after the
instance sets were made; a 200-character set name of one letter passed the schema and ended
there, as a traceback. The rule is Snakemake's ``PeriodicityDetector(min_repeat=20,
max_repeat=100)`` restated (the library does not import Snakemake: ``pyproject.toml``'s
contracts); ``tests/test_experiment_names.py`` holds the two against each other.
"""

from __future__ import annotations

import re

from puzzlebench.instances.errors import bounded

MIN_REPEAT = 20
"""Snakemake's ``PeriodicityDetector`` default: a suffix repeated this often is periodic."""

PERIODIC = re.compile(f"((?P<value>.+)(?P=value){{{MIN_REPEAT - 1},{100 - 1}}})$")

MAX_WILDCARD = 100
"""Longest set name or label (a file name has 255 bytes; a label is one part of several)."""


def periodic_part(value: str) -> str | None:
    """The part ``value`` ends in repeated at least :data:`MIN_REPEAT` times, as Snakemake
    finds it (None: Snakemake takes the value)."""
    if len(value) < MIN_REPEAT:
        return None
    match = PERIODIC.search(value)
    return match.group("value") if match is not None else None


def wildcard_problem(what: str, value: str) -> str | None:
    """Why Snakemake cannot take ``value`` as the ``what`` of an experiment (None: it can)."""
    shown = bounded(value, 60)
    if len(value) > MAX_WILDCARD:
        return f"{what} {shown!r} is {len(value)} characters long, more than the {MAX_WILDCARD} allowed"
    part = periodic_part(value)
    if part is not None:
        return (f"{what} {shown!r} ends in {bounded(part, 20)!r} repeated {MIN_REPEAT} times or more, "
                "which Snakemake refuses (a periodic wildcard); choose another")
    return None
