"""Read an experiment file as data, never as code, before Snakemake sees it.

Why: Snakemake reads a ``--configfile`` written in YAML through YTE templates
(``snakemake.common.configfile``: JSON first, else ``yte.process_yaml``), so a file holding
``__use_yte__: true`` and ``?__import__('os').system(...)`` ran a command before the schema
could refuse it; PyYAML's own loader accepted a key given twice (the last won silently) and
an alias bomb that the schema's error message then expanded for minutes (1.9 GB). Here the
file is read with a loader that

* takes plain YAML only: no tags beyond the core ones (``!!python/...``, ``!!binary``,
  ``!!set``, ``!foo`` refused), dates stay text;
* refuses a key given twice in one mapping;
* bounds the file (:data:`MAX_BYTES`) and the document once its aliases are expanded
  (:data:`MAX_NODES`: counted on the composed graph, so a bomb is refused in microseconds);
* validates it against the experiment schema (``workflow/schemas/config.schema.yaml``) and
  reports the first problem in one short line.

:func:`sanitised_copy` then writes the experiment as JSON, which Snakemake reads with
``json.load`` (it tries JSON first): no template is ever applied to the user's text. ``make
run`` goes through :mod:`scripts.run_experiment`, which does exactly that.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from puzzlebench.engine.experiment.grid import GridError, expand_variants
from puzzlebench.engine.experiment.keys import BOUNDED
from puzzlebench.engine.experiment.names import wildcard_problem
from puzzlebench.engine.run.spec import entry_label
from puzzlebench.instances.errors import PuzzleInputError, bounded
from puzzlebench.instances.files import safe_name, write_text_atomic
from puzzlebench.instances.io import read_text
from puzzlebench.instances.limits import Bound

MAX_BYTES = 1 << 20
"""Largest experiment file read (the largest in config/ is under 4 KB)."""

MAX_NODES = 100_000
"""Most values (scalars, lists, mappings) in an experiment once aliases are expanded."""

ALLOWED_TAGS = frozenset(f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "seq", "map"))

SCHEMA = Path(__file__).resolve().parents[3] / "workflow" / "schemas" / "config.schema.yaml"

CONFIG_KEYS: dict[str, Bound[int] | Bound[float]] = BOUNDED
"""Experiment keys (config schema) -> the run bound each takes (the key table's)."""


def check_experiment(config: Mapping[str, Any]) -> None:
    """What the JSON schema cannot refuse, before anything runs: one PuzzleInputError with
    the first problem (:func:`experiment_problems`)."""
    found = experiment_problems(config)
    if found:
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise PuzzleInputError(found[0] + more)


def experiment_problems(config: Mapping[str, Any]) -> list[str]:
    """Every problem of ``config`` (already schema-valid) that needs no registry and no
    probe, one line each: a number out of its run bound (``.nan`` and ``.inf`` pass
    ``minimum``/``maximum``), two sets or two variants of one name, a name Snakemake cannot
    take or that is no plain file name (:mod:`puzzlebench.engine.experiment.names`), a
    (layer, solver) listed both required and ``optional``."""
    out = [f"{key} {why}" for key, bound in CONFIG_KEYS.items()
           if key in config and (why := bound.problem(config[key])) is not None]
    sets = [str(s.get("name", "")) for s in config.get("instance_sets") or ()]
    if len(set(sets)) != len(sets):
        out.append("two instance sets of the experiment have the same name; rename one")
    out += [why for name in sets if (why := wildcard_problem("instance set name", name))]
    try:
        labels = [entry_label(v) for v in expand_variants(config.get("variants") or ())]
    except GridError:  # the experiment step reports it with the rest of the grid's checks
        labels = []
    if len(set(labels)) != len(labels):
        out.append("two variants of the experiment have the same label; give one a 'label'")
    for label in dict.fromkeys(labels):  # a label names folders (models/<label>/): never "..", hidden or unsafe
        if safe_name(label, max_len=200) != label:
            out.append(f"the variant label {bounded(label, 60)!r} is not a plain file name; choose another")
        elif (why := wildcard_problem("the variant label", label)) is not None:
            out.append(why)
    flags: dict[tuple[str, str], set[bool]] = {}
    for entry in config.get("solvers") or ():
        flags.setdefault((str(entry["layer"]), str(entry["solver"])), set()).add(bool(entry.get("optional")))
    out += [f"solver {layer}/{solver} is listed both required and optional: list it once, or mark every "
            "entry of it the same way" for (layer, solver), both in flags.items() if len(both) == 2]
    return out


class _PlainLoader(yaml.SafeLoader):
    """PyYAML's safe loader, stricter: core tags only, no key twice, no dates."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        if node.tag not in ALLOWED_TAGS:
            raise yaml.constructor.ConstructorError(
                None, None, f"the tag {bounded(node.tag, 60)} is not allowed (plain YAML only)", node.start_mark)
        return super().construct_object(node, deep=deep)

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue  # a merge key (<<) is expanded by flatten_mapping below
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) and key is not None:
                raise yaml.constructor.ConstructorError(
                    None, None, "a key must be a plain value", key_node.start_mark)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key {bounded(key, 60)!r} is given twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


# dates stay the text they are (a datetime is no JSON, and no experiment value is a date)
_PlainLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def expanded_size(node: yaml.Node) -> int:
    """How many values ``node`` holds once every alias is expanded (each shared node counted
    once per use, computed once: linear in the composed graph, however large the expansion)."""
    memo: dict[int, int] = {}

    def size(n: yaml.Node) -> int:
        if id(n) in memo:
            return memo[id(n)]
        memo[id(n)] = 1  # a recursive alias counts once instead of looping
        if isinstance(n, yaml.SequenceNode):
            total = 1 + sum(size(c) for c in n.value)
        elif isinstance(n, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in n.value)
        else:
            total = 1
        memo[id(n)] = total
        return total

    return size(node)


def _where(mark: Any) -> str:
    return f"line {mark.line + 1}: " if mark is not None else ""


def parse(text: str, source: str = "experiment") -> Any:
    """``text`` as plain YAML data (see the module doc); PuzzleInputError with one line."""
    try:  # the reader checks the characters as the loader is made: a control character raises there
        loader = _PlainLoader(text)
    except yaml.YAMLError as exc:
        raise PuzzleInputError(f"not plain YAML: {bounded(exc)}", source=source) from None
    try:
        node = loader.get_single_node()
        if node is None:
            raise PuzzleInputError("is empty", source=source)
        n = expanded_size(node)
        if n > MAX_NODES:
            raise PuzzleInputError(f"holds {n} values once its aliases are expanded, more than the "
                                   f"{MAX_NODES} allowed", source=source)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise PuzzleInputError(f"not plain YAML: {_where(mark)}{bounded(exc.problem or exc.context)}",
                               source=source) from None
    except yaml.YAMLError as exc:
        raise PuzzleInputError(f"not plain YAML: {bounded(exc)}", source=source) from None
    except RecursionError:
        raise PuzzleInputError("nests too deeply", source=source) from None
    finally:
        loader.dispose()


def schema_problem(config: Mapping[str, Any], schema: Path = SCHEMA) -> str | None:
    """The first way ``config`` breaks the experiment schema, as one short line (where, and
    what), or None. The schema's own defaults are not filled in here (Snakemake does that)."""
    import jsonschema

    spec = yaml.safe_load(schema.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(spec)
    errors = sorted(validator.iter_errors(config), key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
    if not errors:
        return None
    err = jsonschema.exceptions.best_match(errors) or errors[0]
    where = "/".join(str(p) for p in err.absolute_path) or "(top level)"
    value = err.instance if not isinstance(err.instance, dict | list) else type(err.instance).__name__
    what = {"pattern": "does not have the allowed form", "additionalProperties": "has a key the schema does not know",
            "unevaluatedProperties": "has a key the schema does not know"}.get(str(err.validator))
    if what is None:
        message = err.message
        if isinstance(err.instance, str) and message.startswith(repr(err.instance)):  # "'xxx...' is too long"
            message = f"{bounded(repr(err.instance), 60)}{message[len(repr(err.instance)):]}"
        return f"{bounded(where, 120)}: {bounded(message, 200)}"
    extra = ""
    if err.validator in ("additionalProperties", "unevaluatedProperties") and isinstance(err.instance, dict):
        known = set(err.schema.get("properties") or {})
        extra = f" ({', '.join(bounded(k, 40) for k in sorted(map(str, err.instance)) if k not in known)[:200]})"
    return f"{bounded(where, 120)}: {bounded(value, 120)!s} {what}{extra}"


def load(path: str | os.PathLike[str], *, name: str | None = None) -> dict[str, Any]:
    """The experiment in ``path``, read as plain data, named ``name`` when given (``make run
    EXPERIMENT=NAME``), checked against the schema and the numbers' bounds; else
    PuzzleInputError with one line."""
    source = bounded(os.fspath(path), 200)
    text = read_text(path, limit=MAX_BYTES, what="an experiment file")
    config = parse(text, source)
    if not isinstance(config, dict):
        raise PuzzleInputError("must be a mapping of keys (experiment:, time_limit:, ...)", source=source)
    _refuse_template(config, source)
    if name is not None:
        config["experiment"] = name
    why = schema_problem(config)
    if why is not None:
        raise PuzzleInputError(why, source=source)
    try:
        check_experiment(config)
    except ValueError as exc:
        raise PuzzleInputError(str(exc), source=source) from None
    return config


def check_files(paths: Iterable[str | os.PathLike[str]]) -> None:
    """Read each file as :func:`load` does, without the schema (the Snakefile validates the
    merged config itself): a key twice, a tag, a bomb or an oversized file is refused even
    when Snakemake was given the file directly. JSON files are what :func:`sanitised_copy`
    writes and are read as JSON."""
    for path in paths:
        source = bounded(os.fspath(path), 200)
        text = read_text(path, limit=MAX_BYTES, what="an experiment file")
        _refuse_template(parse(text, source), source)


def _refuse_template(config: Any, source: str) -> None:
    if isinstance(config, dict) and "__use_yte__" in config:
        raise PuzzleInputError("is a YTE template (__use_yte__): experiment files are plain data, "
                               "never evaluated", source=source)


def copy_path(config: Mapping[str, Any]) -> Path:
    """Where :func:`sanitised_copy` writes: beside the experiment's results."""
    return Path(str(config.get("results", "results"))) / str(config["experiment"]) / "experiment.input.json"


def sanitised_copy(config: Mapping[str, Any], path: str | os.PathLike[str] | None = None) -> Path:
    """Write ``config`` (already :func:`load`-ed) as JSON for Snakemake's ``--configfile``."""
    target = Path(path) if path is not None else copy_path(config)
    return write_text_atomic(target, json.dumps(config, indent=1, allow_nan=False) + "\n")
