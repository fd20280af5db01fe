"""``multipuzzle``: the PyPI package ``multi-puzzle-solver`` (import ``puzzle_solver``) as it
ships, for Galaxies and Troix.

Its Galaxies model (``puzzle_solver.puzzles.galaxies.galaxies.Board``) grows each galaxy from
its dot by symmetric pairs of cells (one CP-SAT Boolean per cell and galaxy, equal for the
two cells of a pair), exactly one galaxy per cell, and connectivity by a height labelling
from a root (``force_connected_component``); its Troix model (``puzzles.troix.troix.Board``)
is one-hot with per-line sums and no-three-in-a-row sums. Both are the package's; nothing
here changes them. The instance is handed over in the package's own input form: a galaxy as
its 1, 2 or 4 centre cells (``Pos(x=column, y=row)``, a vertex dot's four cells with the
opposite corners first and last, as its ``Board`` reads them), a Troix grid as an array of
``X``/``O``/``I``/blank.

Solved as the package solves (``core.utils_ortools.generic_solve_all``): CP-SAT with
``enumerate_all_solutions`` (so one search worker and a presolve that keeps every solution;
the package sets nothing else) and its ``AllSolutionsCollector``, which stops at
``max_solutions``. The package's function takes no time limit, so the same three steps are
made here with ``max_time_in_seconds`` added: limit 1 is the first solution, limit 2 the
uniqueness mode (the search ending with fewer than the limit has proved there are no more).
"""

from __future__ import annotations

from typing import Any

from puzzlebench.engine.baselines.inprocess import Enumeration, InProcessBaseline
from puzzlebench.instances.types import (
    EMPTY,
    TROIX_SYMBOLS,
    GalaxiesInstance,
    Instance,
    TroixInstance,
    centre_cells,
)
from puzzlebench.models.counters import SolverCounters
from puzzlebench.models.interruptible import solve_cpsat


def galaxies_board(inst: GalaxiesInstance) -> Any:
    from puzzle_solver.core.utils import get_pos
    from puzzle_solver.puzzles.galaxies.galaxies import Board

    galaxies = [tuple(get_pos(x=j, y=i) for i, j in centre_cells(dot)) for dot in inst.dots]
    return Board(galaxies=galaxies, V=inst.rows, H=inst.cols)


def troix_board(inst: TroixInstance) -> Any:
    import numpy as np
    from puzzle_solver.puzzles.troix.troix import Board

    grid = np.array([[" " if ch == EMPTY else ch for ch in row] for row in inst.givens])
    return Board(board=grid, characters=set(TROIX_SYMBOLS), illegal_run=3)


def _cell_values(inst: Instance, board: Any, value: Any) -> dict[Any, Any]:
    """The package's answer form: ``Pos`` -> galaxy index (Galaxies) or symbol (Troix)."""
    if isinstance(inst, GalaxiesInstance):
        return {pos: next(g for g, var in gvars.items() if value(var) == 1)
                for pos, gvars in board.pos_to_galaxy.items()}
    return {pos: ch for (pos, ch), var in board.model_vars.items() if value(var) == 1}


def grid_of(inst: Instance, assignment: dict[Any, Any]) -> Any:
    from puzzle_solver.core.utils import get_pos

    rows = [[assignment.get(get_pos(x=j, y=i)) for j in range(inst.cols)] for i in range(inst.rows)]
    if isinstance(inst, GalaxiesInstance):
        return tuple(tuple(row) for row in rows)
    return tuple("".join(str(ch) for ch in row) for row in rows)


class MultiPuzzleBaseline(InProcessBaseline):
    name = "multipuzzle"
    puzzles = ("galaxies", "troix")
    modules = ("puzzle_solver.puzzles.galaxies.galaxies", "puzzle_solver.puzzles.troix.troix",
               "puzzle_solver.core.utils_ortools")
    distribution = "multi-puzzle-solver"

    def tool_version(self) -> str:
        from importlib import metadata

        return f"OR-Tools {metadata.version('ortools')}"

    def enumerate(self, instance: Instance, limit: int, time_limit: float) -> Enumeration:
        import time

        from ortools.sat.python import cp_model
        from puzzle_solver.core.utils_ortools import AllSolutionsCollector, SingleSolution

        t0 = time.perf_counter()
        board = galaxies_board(instance) if isinstance(instance, GalaxiesInstance) else troix_board(instance)
        found = Enumeration(stats={"build_s": time.perf_counter() - t0, "solves": 1})

        def board_to_solution(b: Any, solver: Any) -> Any:  # the package's hook (as its solve_and_print's)
            return SingleSolution(assignment=_cell_values(instance, b, solver.Value))

        t1 = time.perf_counter()
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True  # as generic_solve_all sets it
        solver.parameters.max_time_in_seconds = max(time_limit - (t1 - t0), 0.001)
        collector = AllSolutionsCollector(board, board_to_solution, max_solutions=limit)
        status = solve_cpsat(solver, board.model, collector)
        found.stats["solve_s"] = time.perf_counter() - t1
        found.stats["cp_branches"] = int(solver.num_branches)
        found.counters = SolverCounters(status=solver.status_name(status))  # CP-SAT's own word
        found.solutions = [grid_of(instance, sol.assignment) for sol in collector.solutions]
        found.exhausted = status in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and len(found.solutions) < limit
        found.timed_out = status == cp_model.UNKNOWN or (status == cp_model.FEASIBLE and len(found.solutions) < limit)
        if found.timed_out:
            found.message = f"time limit {time_limit:g} s reached"
        elif status == cp_model.MODEL_INVALID:
            found.message = f"CP-SAT: model invalid: {solver.response_proto.solution_info}"
        return found
