"""The format registry: name -> how to read, write and recognise a puzzle file.

The CLI's ``--from``/``--to`` choices, :func:`puzzlebench.instances.io.detect_format` and the docs
table all come from :data:`FORMATS`, so adding a format means adding one entry here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from puzzlebench.instances.errors import PuzzleInputError
from puzzlebench.instances.formats import canonical, janko, puzzlink, seed_json, sgt
from puzzlebench.instances.types import Instance

Entries = Sequence[tuple[str, "Instance | PuzzleInputError"]]


@dataclass(frozen=True)
class Format:
    name: str
    description: str
    suffixes: tuple[str, ...]  # written with the first; read by any (".json" is shared)
    puzzles: tuple[str, ...]  # which puzzles the format can hold
    read_all: Callable[[str], Entries]
    write: Callable[[Instance], str] | None  # None: read only
    dataset: bool = False  # one file may hold many puzzles


def _single(loads: Callable[[str], Instance]) -> Callable[[str], Entries]:
    def read_all(text: str) -> Entries:
        return [("", loads(text))]

    return read_all


FORMATS: dict[str, Format] = {
    "json": Format(
        "json", "canonical puzzlebench JSON (format puzzlebench/1)", (".json",),
        ("troix", "galaxies"), _single(canonical.loads), canonical.dumps,
    ),
    "seed-json": Format(
        "seed-json", "the seed author's JSON (shape + fixed / galaxies)", (".json",),
        ("troix", "galaxies"), _single(seed_json.loads), seed_json.dumps,
    ),
    "janko": Format(
        "janko", "janko.at Galaxies dataset JSON (read only, many puzzles)", (".json",),
        ("galaxies",), janko.loads_all, None, dataset=True,
    ),
    "sgt": Format(
        "sgt", "Simon Tatham's Galaxies game ID WxH:desc", (".sgt",),
        ("galaxies",), _single(sgt.loads), sgt.dumps,
    ),
    "puzzlink": Format(
        "puzzlink", "puzz.link tentaisho URL", (".url", ".puzzlink"),
        ("galaxies",), _single(puzzlink.loads), puzzlink.dumps,
    ),
}

NAMES = tuple(FORMATS)


def get(name: str) -> Format:
    try:
        return FORMATS[name]
    except KeyError:
        raise PuzzleInputError(
            f"unknown format {name!r} (known: {', '.join(NAMES)})"
        ) from None
