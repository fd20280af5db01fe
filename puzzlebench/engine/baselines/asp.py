"""``clingo``: Galaxies and Troix as answer set programs, ground and solved by clingo.

The programs are :data:`GALAXIES` and :data:`TROIX` below, each puzzle given as facts
(:func:`galaxies_facts`, :func:`troix_facts`). Galaxies: every cell in exactly one galaxy
among those it may join, the mirror rule (a cell's mirror about the dot is in the same
galaxy), and reachability from each dot through the galaxy's own cells; a cell in a galaxy
it does not reach is refused. Reachability is a positive recursive definition, so a stable
model holds only what the dot really reaches (clingo's unfounded-set check): connectivity
needs no further encoding. Troix: one symbol per cell, the givens, no three equal in a row
or column, and ``#count`` aggregates for the per-line counts.

A second solution is a second stable model: clingo enumerates up to ``limit`` models
projected onto the answer (``in/3``, ``val/3``; ``--project``), and a search that ends
before the limit has seen them all (its result is *exhausted*). The time limit is clingo's
own asynchronous solve, cancelled when the wait runs out.
"""

from __future__ import annotations

import time
from typing import Any

from puzzlebench.engine.baselines.inprocess import Enumeration, InProcessBaseline, seconds_left
from puzzlebench.instances.types import TROIX_SYMBOLS, GalaxiesInstance, Instance, TroixInstance

GALAXIES = """
cell(I,J) :- rows(R), cols(C), I = 0..R-1, J = 0..C-1.
centre(G,I,J) :- dot(G,R2,C2), I = (R2-1)/2..R2/2, J = (C2-1)/2..C2/2.
adj(I,J,I+D,J) :- cell(I,J), cell(I+D,J), D = (-1;1).
adj(I,J,I,J+D) :- cell(I,J), cell(I,J+D), D = (-1;1).
% the mirror of a cell about a dot, where it lies inside the grid
mirror(G,I,J,R2-1-I,C2-1-J) :- dot(G,R2,C2), cell(I,J), cell(R2-1-I,C2-1-J).
% a cell may join a galaxy if neither it nor its mirror is another dot's centre cell,
% and (fixed by grounding) if it reaches the dot through such cells, as its mirror does
taken(G,I,J) :- mirror(G,I,J,_,_), centre(H,I,J), H != G.
taken(G,I,J) :- mirror(G,I,J,I2,J2), centre(H,I2,J2), H != G.
free(G,I,J) :- mirror(G,I,J,_,_), not taken(G,I,J).
near(G,I,J) :- centre(G,I,J).
near(G,I,J) :- near(G,I0,J0), adj(I0,J0,I,J), free(G,I,J).
may(G,I,J) :- near(G,I,J), mirror(G,I,J,I2,J2), near(G,I2,J2).
% the rules
1 { in(G,I,J) : may(G,I,J) } 1 :- cell(I,J).
:- centre(G,I,J), not in(G,I,J).
:- in(G,I,J), mirror(G,I,J,I2,J2), not in(G,I2,J2).
reach(G,I,J) :- centre(G,I,J).
reach(G,I,J) :- reach(G,I0,J0), adj(I0,J0,I,J), in(G,I,J).
:- in(G,I,J), not reach(G,I,J).
#show in/3.
"""

TROIX = """
sym(0..2).
cell(I,J) :- rows(R), cols(C), I = 0..R-1, J = 0..C-1.
1 { val(I,J,S) : sym(S) } 1 :- cell(I,J).
:- given(I,J,S), not val(I,J,S).
:- val(I,J,S), val(I,J+1,S), val(I,J+2,S).
:- val(I,J,S), val(I+1,J,S), val(I+2,J,S).
:- rows(R), cols(C), I = 0..R-1, sym(S), #count { J : val(I,J,S) } != C/3.
:- rows(R), cols(C), J = 0..C-1, sym(S), #count { I : val(I,J,S) } != R/3.
#show val/3.
"""


def galaxies_facts(inst: GalaxiesInstance) -> str:
    dots = " ".join(f"dot({g},{r2},{c2})." for g, (r2, c2) in enumerate(inst.dots))
    return f"rows({inst.rows}). cols({inst.cols}). {dots}"


def troix_facts(inst: TroixInstance) -> str:
    given = " ".join(f"given({i},{j},{TROIX_SYMBOLS.index(ch)})." for i, j, ch in inst.given_cells())
    return f"rows({inst.rows}). cols({inst.cols}). {given}"


def decode(inst: Instance, atoms: list[tuple[int, int, int]]) -> Any:
    """The grid of a model's shown atoms (galaxy or symbol, row, column order per program)."""
    if isinstance(inst, GalaxiesInstance):
        grid = [[-1] * inst.cols for _ in range(inst.rows)]
        for g, i, j in atoms:
            grid[i][j] = g
        return tuple(tuple(row) for row in grid)
    rows = [["?"] * inst.cols for _ in range(inst.rows)]
    for i, j, s in atoms:
        rows[i][j] = TROIX_SYMBOLS[s]
    return tuple("".join(row) for row in rows)


def program(inst: Instance) -> str:
    if isinstance(inst, GalaxiesInstance):
        return GALAXIES + galaxies_facts(inst)
    return TROIX + troix_facts(inst)


class AspBaseline(InProcessBaseline):
    name = "clingo"
    puzzles = ("galaxies", "troix")
    modules = ("clingo",)
    distribution = "clingo"

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        import clingo

        deadline = time.perf_counter() + time_limit
        notes: list[str] = []
        t0 = time.perf_counter()
        ctl = clingo.Control([f"--models={limit}", "--project", "--seed=0"],
                             logger=lambda _code, msg: notes.append(msg.strip()))
        ctl.add("base", [], program(instance))
        ctl.ground([("base", [])])
        found = Enumeration(stats={"ground_s": time.perf_counter() - t0, "solves": 1})
        t1 = time.perf_counter()

        def on_model(model: Any) -> None:
            atoms = [tuple(a.number for a in sym.arguments) for sym in model.symbols(shown=True)]
            found.solutions.append(decode(instance, atoms))

        with ctl.solve(on_model=on_model, async_=True) as handle:
            if not handle.wait(max(seconds_left(deadline), 0.0)):
                handle.cancel()
                found.timed_out, found.message = True, f"time limit {time_limit:g} s reached"
            result = handle.get()
        found.exhausted = bool(result.exhausted) and not found.timed_out
        found.stats["solve_s"] = time.perf_counter() - t1
        summary = ctl.statistics.get("summary", {})
        found.stats["asp_models"] = summary.get("models", {}).get("enumerated")
        solving = ctl.statistics.get("solving", {}).get("solvers", {})
        found.stats.update({f"asp_{k}": solving.get(k) for k in ("choices", "conflicts")})
        if notes and not found.message:
            found.message = notes[0]
        return found
