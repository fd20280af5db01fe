"""Options typed as ``KEY=VALUE`` text: one parser for a variant's, one for a solver's.

Why one module: ``solve`` and ``formulate`` used to read ``-O`` with two rules of their own
(``-O pairs=yes`` built a model in one and was refused by the other). Every command, and
anything else that takes such text, parses it here:

* a **variant's** option (:func:`variant_options`) is typed by the default the variant
  declares, because the variant knows its options and the text does not: a flag takes
  ``true/false``, ``yes/no``, ``on/off`` or ``1/0``; an integer option an integer, a number
  option a number, anything else the text itself. The variant then checks the value
  (:meth:`puzzlebench.models.variant.Variant.resolve`).
* a **solver's** option (:func:`solver_options`) is read as JSON when it parses (``3``,
  ``true``, ``0.5``), else kept as text (``off``): its names and types belong to the solver
  library, which checks them (:func:`solver_option_error`).

Every mistake is a :class:`~puzzlebench.instances.errors.PuzzleInputError` with one line.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from puzzlebench.instances.errors import PuzzleInputError, bounded

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


def assignments(items: Iterable[str], flag: str) -> dict[str, str]:
    """``["a=1", "b=off"]`` -> ``{"a": "1", "b": "off"}`` (a later KEY wins); an item
    without ``KEY=`` is bad input naming ``flag``."""
    out: dict[str, str] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise PuzzleInputError(f"{flag} wants KEY=VALUE, got {item!r}")
        out[key] = value
    return out


def solver_options(items: Iterable[str], flag: str = "--solver-option") -> dict[str, Any]:
    """``KEY=VALUE`` items as a solver's options: VALUE as JSON when it parses, else text."""
    out: dict[str, Any] = {}
    for key, text in assignments(items, flag).items():
        try:
            out[key] = json.loads(text)
        except ValueError:
            out[key] = text
    return out


# CBC's value parameters (double, integer and keyword; `cbc` 2.10, its `?` list), each
# with the shortest abbreviation CBC takes (the part before the parenthesis there). Its
# actions and string parameters (import, export, solu(tion), saveS(olution), directory,
# basisO(ut), prio(rityIn), ...) read or write files, or end the run: an option must be one of
# these, because PuLP joins every option into CBC's command line, where a word CBC does
# not expect is the next command.
CBC_VALUE_PARAMETERS = ["dualB(ound)", "dualT(olerance)", "primalT(olerance)", "primalW(eight)", "psi", "zeroT(olerance)", "allow(ableGap)", "cuto(ff)", "inc(rement)", "integerT(olerance)", "preT(olerance)", "pumpC(utoff)", "ratio(Gap)", "sec(onds)", "force(Solution)", "idiot(Crash)", "maxF(actor)", "maxIt(erations)", "randomS(eed)", "slog(Level)", "sprint(Crash)", "cutD(epth)", "cutL(ength)", "depth(MiniBab)", "hot(StartMaxIts)", "log(Level)", "maxN(odes)", "maxSaved(Solutions)", "maxSo(lutions)", "passC(uts)", "passF(easibilityPump)", "passT(reeCuts)", "pumpT(une)", "randomC(bcSeed)", "slow(cutpasses)", "strat(egy)", "strong(Branching)", "trust(PseudoCosts)", "chol(esky)", "crash", "cross(over)", "direction", "error(sAllowed)", "fact(orization)", "keepN(ames)", "perturb(ation)", "presolve", "scal(ing)", "timeM(ode)", "clique(Cuts)", "combine(Solutions)", "combine2(Solutions)", "constraint(fromCutoff)", "cost(Strategy)", "cuts(OnOff)", "Dins", "DivingS(ome)", "DivingC(oefficient)", "DivingF(ractional)", "DivingG(uided)", "DivingL(ineSearch)", "DivingP(seudoCost)", "DivingV(ectorLength)", "dw(Heuristic)", "feas(ibilityPump)", "flow(CoverCuts)", "GMI(Cuts)", "gomory(Cuts)", "greedy(Heuristic)", "heur(isticsOnOff)", "knapsack(Cuts)", "lagomory(Cuts)", "latwomir(Cuts)", "lift(AndProjectCuts)", "local(TreeSearch)", "mixed(IntegerRoundingCuts)", "node(Strategy)", "pivotAndC(omplement)", "pivotAndF(ix)", "preprocess", "probing(Cuts)", "proximity(Search)", "randomi(zedRounding)", "reduce(AndSplitCuts)", "reduce2(AndSplitCuts)", "residual(CapacityCuts)", "Rens", "Rins", "round(ingHeuristic)", "sosO(ptions)", "sosP(rioritize)", "two(MirCuts)", "Vnd(VariableNeighborhoodSearch)", "zero(HalfCuts)"]

# glpsol's flags that name a file or read the model another way (`glpsol --help`): the
# layers write the model and read the solution themselves.
GLPSOL_FILE_FLAGS = frozenset(
    ["m", "model", "d", "data", "y", "display", "r", "read", "o", "output", "w", "write", "ranges", "wmps", "wfreemps", "wlp", "wglp", "wcnf", "log", "ini", "mps", "freemps", "lp", "glp", "math", "cnf"])

# In a solver library's own option names: a file, a folder, a path or a prefix of files
# (HiGHS log_file, write_model_file; SCIP visual/vbcfilename, concurrent/paramsetprefix, ...).
FILE_NAME_WORDS = re.compile(r"file|dir(?!cut)|path(?!grow|len|s_bound)|prefix|dump", re.IGNORECASE)

PLAIN_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+:=-]{0,99}")
OPTION_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*(/[A-Za-z0-9_]+)*")


def _cbc_parameter(name: str) -> bool:
    """``name`` is one of CBC's value parameters, as CBC matches it (case-insensitive, at
    least the abbreviation, at most the full name)."""
    low = name.lower()
    for entry in CBC_VALUE_PARAMETERS:
        short, _, rest = entry.partition("(")
        full = (short + rest.rstrip(")")).lower()
        if full.startswith(low) and len(low) >= len(short):
            return True
    return False


def unsafe_solver_option(solver: str, key: str, value: Any) -> str | None:
    """Why ``key: value`` could make ``solver`` read or write a file, or run something the
    harness did not ask for (None: it is a plain value). Why: options reach command lines
    (PuLP splits CBC's on spaces: ``maxNodes: '100 solu /path'`` wrote a file) and the
    libraries' file options (HiGHS ``log_file``, glpsol ``--log``) write wherever they say."""
    shown = bounded(key, 60)
    if not isinstance(key, str) or not OPTION_NAME.fullmatch(key) or len(key) > 100:
        return f"option name {shown!r} is not a plain name (letters, digits, _ and /)"
    if isinstance(value, bool):
        pass
    elif isinstance(value, int | float):
        if not math.isfinite(value):
            return f"option {key} must be a finite number, got {value!r}"
    elif isinstance(value, str):
        if not PLAIN_WORD.fullmatch(value):
            return (f"option {key}: value {bounded(value, 60)!r} is not one plain word (no spaces, "
                    "slashes or leading - or .): a solver option may not name a file or add words to a command")
    else:
        return f"option {key} takes a number, true/false or a word, got {type(value).__name__}"
    from puzzlebench.models.backends.base import CBC_BUILD  # the harness's own CBC option, on use

    if solver == "cbc" and key != CBC_BUILD and not _cbc_parameter(key):  # the build: checked by cbc_build
        return (f"option {key} is not one of CBC's value parameters (its actions and string "
                "parameters read or write files, or end the run)")
    if solver == "glpk" and key.lower() in GLPSOL_FILE_FLAGS:
        return f"option {key} is glpsol's --{key}, which names a file: refused"
    if FILE_NAME_WORDS.search(key):
        return f"option {key} names a file or folder: the harness decides where files go"
    return None


def solver_option_error(layer: str, solver: str, options: Mapping[str, Any]) -> str | None:
    """Why ``options`` are not the solver's own (one line, the solver's list where the layer
    can tell), or an unknown pair; None when they pass. An option that names a file or
    smuggles words into a command is refused first (:func:`unsafe_solver_option`)."""
    from puzzlebench.models.backends import check_solver_options  # the solver's own library, on use

    for key, value in options.items():
        why = unsafe_solver_option(solver, key, value)
        if why is not None:
            return f"{layer}/{solver}: {why}"
    try:
        check_solver_options(layer, solver, options)
    except (KeyError, ValueError) as exc:
        return str(exc.args[0] if exc.args else exc)
    return None


def option_value(option: str, text: str, default: Any) -> Any:
    """``text`` as a value of the type of ``default`` (see the module doc)."""
    if isinstance(default, bool):
        word = text.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
        raise PuzzleInputError(f"option {option} takes true or false, got {text!r}")
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise PuzzleInputError(f"option {option} takes an integer, got {text!r}") from None
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError:
            raise PuzzleInputError(f"option {option} takes a number, got {text!r}") from None
    return text


def variant_options(name: str, items: Iterable[str] = (), given: Mapping[str, Any] | None = None,
                    *, flag: str = "-O") -> dict[str, Any]:
    """The options chosen for variant ``name``: ``given`` (already typed, e.g. a command's
    named flags), then ``items`` (``KEY=VALUE`` text, ``-`` in KEY read as ``_``, typed by
    the option's declared default), each checked by the variant.

    Only the chosen options, not the defaults: a run's spec and id name what was chosen.
    An unknown variant or option is the registry's or the variant's own error (it lists
    what there is); a bad value names the option.
    """
    from puzzlebench.models.registry import get  # numpy, scipy, every formulation: only when asked

    try:
        variant = get(name)
    except KeyError as exc:
        raise PuzzleInputError(str(exc.args[0])) from None
    chosen = dict(given or {})
    for key, text in assignments(items, flag).items():
        key = key.replace("-", "_")
        chosen[key] = option_value(key, text, variant.options[key]) if key in variant.options else text
    try:
        variant.resolve(chosen)
    except ValueError as exc:  # PuzzleInputError is one: either way one line
        raise PuzzleInputError(str(exc)) from None
    return chosen
