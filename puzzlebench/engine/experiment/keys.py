"""The experiment's top-level keys, each declared once: its type, bound, default and a
one-line description.

Why one table: the keys were stated in the schema, restated with their defaults by the plan
(``shards`` 2, ``time_limit`` 60, ``threads`` 1), bounded by a second table in the file
reader and described a third time in docs/pipeline.md. Now the schema
(``workflow/schemas/config.schema.yaml``, which Snakemake validates with and which fills in
the defaults) and the docs' key table are held against this one by
``tests/test_experiment_type.py``; :class:`puzzlebench.engine.experiment.design.Experiment`
takes its defaults and bounds from here. ``python -m puzzlebench.engine.experiment.keys``
prints the docs' table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from puzzlebench.engine.run import limits
from puzzlebench.instances.limits import Bound

REQUIRED: Any = object()
"""The default of a key every experiment sets (Snakemake merges a ``--configfile`` over the
default experiment: a key left out would silently take smoke's value)."""

SAMPLE_PICTURES = Bound("sample_pictures", int, 0, 1000)


@dataclass(frozen=True)
class Key:
    """One top-level key of an experiment."""

    name: str
    kind: type  # int, float, bool, str, list or dict: the value's Python type once read
    description: str  # one line: the schema's and the docs' text
    default: Any = REQUIRED
    bound: Bound[Any] | None = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


KEYS: tuple[Key, ...] = (
    Key("experiment", str, "name of the experiment, a plain folder name (not . or ..): results go to "
                           "<results>/<experiment>/"),
    Key("results", str, "base folder of all results (relative to the working directory, or absolute): "
                        "plain folder names joined by / (no .., spaces or newlines)", "results"),
    Key("resources", str, "where fetched files are kept (reused offline); a path like results", "resources"),
    Key("time_limit", float, "seconds per run, passed to the solver and enforced from outside",
        bound=limits.TIME_LIMIT),
    Key("threads", int, "solver threads per run", bound=limits.THREADS),
    Key("repeats", int, "runs of every configuration on every instance, repeat k with seed + k",
        bound=limits.REPEATS),
    Key("seed", int, "solver seed of repeat 0; repeat k uses seed + k", bound=limits.SEED),
    Key("permute", int, "seeded row/column orders each model is also solved in (0: the model's own order only)",
        0, limits.PERMUTE),
    Key("solver_seeds", int, "solver seeds each MIP run is solved with, for pairs that take a seed (seed k: seed + repeat + k x repeats); a pair without one, and a baseline, runs once",
        1, limits.SOLVER_SEEDS),
    Key("strength", bool, "measure each instance x variant's LP relaxation once with HiGHS (runs.csv's lp_* "
                          "columns)", True),
    Key("shards", int, "solve jobs per layer, each running its share of the runs one after another",
        bound=limits.SHARDS),
    Key("formulate", bool, "write each instance x variant model once as MPS + JSON (size, build time)"),
    Key("sample_pictures", int, "how many solved instances to draw in the report", bound=SAMPLE_PICTURES),
    Key("figure_formats", list, "the figures' files: png (always: the report shows it), pdf and svg (vectors "
                                "for a paper or a web page: asked for by name)", ["png"]),
    Key("slurm", dict, "SLURM settings of the solve jobs: overhead_s (default 30), mem_mb (default 2000)", {}),
    Key("instance_sets", list, "the instance sets: committed files, a generator, sgt, janko or a URL"),
    Key("variants", list, "formulation variants with options (a list of values is a grid axis)"),
    Key("solvers", list, "(layer, solver) pairs with the solver's own options; baselines by their name"),
)
BY_NAME = {key.name: key for key in KEYS}

BOUNDED: dict[str, Bound[Any]] = {key.name: key.bound for key in KEYS if key.bound is not None}
"""Experiment keys -> the bound each takes (the schema cannot refuse ``.nan``)."""

_KIND_NAME = {int: "integer", float: "number", bool: "true/false", str: "text", list: "list", dict: "mapping"}


def markdown_table() -> str:
    """docs/pipeline.md's key table (the test compares the page with this)."""
    rows = ["| key | type | default | bounds | what |", "|---|---|---|---|---|"]
    for key in KEYS:
        default = "required" if key.required else f"`{_yaml(key.default)}`"
        bound = key.bound.describe() if key.bound is not None else ""
        rows.append(f"| `{key.name}` | {_KIND_NAME[key.kind]} | {default} | {bound} | {key.description} |")
    return "\n".join(rows)


def _yaml(value: Any) -> str:
    import json

    return "true" if value is True else "false" if value is False else value if isinstance(value, str) \
        else json.dumps(value)


if __name__ == "__main__":
    print(markdown_table())
