"""The job a step runs, read from its command line: what Snakemake's ``script:`` directive
handed a step as the ``snakemake`` object (``input``, ``output``, ``params``, ``log``,
``wildcards``, ``rule``), without Snakemake.

Why not ``script:``: its preamble unpickles a Snakemake object, which imports the
``snakemake`` package and its dependencies in every step process, a fixed cost of each step
that no step needs (docs/measurements.md, "seventh pass"). The rules run each step with
``shell:`` instead (``step_command`` in workflow/rules/common.smk)::

    python workflow/steps/<rule>.py <rule> '<job as JSON>' <log>...

where the JSON is the job's files and parameters as the rule's ``step_job`` params function
writes them: ``{"input": FILES, "output": FILES, "wildcards": {...}, "params": {...}}``, each
``FILES`` a list of paths (``"files"``) and the names of the named ones (``"names"``: a path,
or a list of paths for a named list), so a step reads ``job.input.shards``, ``job.output[0]``,
``job.params.dir`` as it read the ``snakemake`` object's. A job too big for one command-line
argument (``job_argument`` in common.smk) is given as ``@<file>`` holding the same JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any


class Files(list[str]):
    """A job's paths in order, and the named ones as attributes (Snakemake's ``Namedlist``)."""

    def __init__(self, files: list[str], names: dict[str, Any]) -> None:
        super().__init__(files)
        self._names = dict(names)

    def __getattr__(self, name: str) -> Any:
        try:
            return self.__dict__["_names"][name]
        except KeyError:
            raise AttributeError(name) from None

    @classmethod
    def read(cls, data: dict[str, Any]) -> Files:
        return cls(list(data["files"]), data["names"])


@dataclass(frozen=True)
class Job:
    """One job of a rule, as its step reads it."""

    rule: str
    input: Files
    output: Files
    params: SimpleNamespace
    log: list[str]
    wildcards: Files  # iterates the values, in the rule's order; each by name as well


def read_job(argv: list[str]) -> Job:
    """The job from a step's arguments: the rule, the job's JSON, then its log files."""
    rule, text, *log = argv
    data = json.loads(Path(text[1:]).read_text() if text.startswith("@") else text)  # JSON starts with {
    wildcards = data["wildcards"]
    return Job(rule=rule, input=Files.read(data["input"]), output=Files.read(data["output"]),
               params=SimpleNamespace(**data["params"]), log=log,
               wildcards=Files(list(wildcards.values()), wildcards))
