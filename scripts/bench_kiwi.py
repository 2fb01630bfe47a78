#!/usr/bin/env python3
"""Reference timings for Plumb's solver benchmark, measured with kiwisolver.

Runs the same workloads as `plumb bench solver` through kiwisolver (the C++
Cassowary implementation used by Enaml/Matplotlib) and prints one JSON line
per workload on stdout:

    {"name": "<workload name>", "median_ms": <float>}

Workload names match the Swift benchmark's names exactly so the two outputs
can be joined by name.

Priorities: Plumb uses priorities 1...1000, where 1000 means required. A
priority p < 1000 maps to the kiwi strength float(p); p == 1000 maps to
kiwisolver.strength.required. Kiwi *sums* weighted errors across strengths,
whereas Plumb orders priority levels strictly, so solutions may differ for
conflicting non-required constraints. Only timings are compared, not results.

Usage:
    python3 scripts/bench_kiwi.py [--repeat R] [--only SUBSTRING] [--quick]

Exits with status 3 if kiwisolver cannot be imported.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable

try:
    import kiwisolver
except ImportError as error:
    print(f"bench_kiwi: cannot import kiwisolver ({error}); "
          "install it with: python3 -m pip install kiwisolver",
          file=sys.stderr)
    sys.exit(3)

REQUIRED_PRIORITY = 1000
QUICK_MAX_SIZE = 1000
# A workload whose first timed run exceeds this many seconds is not repeated.
SLOW_RUN_SECONDS = 5.0


# ---------------------------------------------------------------------------
# Helpers


def add(solver: kiwisolver.Solver, constraint, priority: int = REQUIRED_PRIORITY) -> None:
    """Add `constraint` at a Plumb priority (1...1000, 1000 = required)."""
    # Kiwi sums weights of strengths while Plumb orders levels strictly, so
    # the mapping only makes the workloads comparable in cost, not in result.
    if priority < REQUIRED_PRIORITY:
        constraint = constraint | float(priority)
    else:
        constraint = constraint | kiwisolver.strength.required
    solver.addConstraint(constraint)


def variables(prefix: str, count: int) -> list[kiwisolver.Variable]:
    return [kiwisolver.Variable(f"{prefix}{i}") for i in range(count)]


def elapsed_ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


class Lcg:
    """64-bit linear congruential generator shared with the Swift benchmark."""

    MULTIPLIER = 6364136223846793005
    INCREMENT = 1442695040888963407
    MASK = (1 << 64) - 1

    def __init__(self, seed: int = 42) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state * self.MULTIPLIER + self.INCREMENT) & self.MASK
        return self.state >> 33


# ---------------------------------------------------------------------------
# Constraint builders: each adds a whole workload to a fresh solver.


def build_independent(solver: kiwisolver.Solver, n: int) -> None:
    for i in range(n):
        left = kiwisolver.Variable(f"left{i}")
        width = kiwisolver.Variable(f"width{i}")
        right = kiwisolver.Variable(f"right{i}")
        add(solver, left == 8)
        add(solver, width >= 50)
        add(solver, width == 100 + (i % 10), 750)
        add(solver, right == left + width)


def build_chain(solver: kiwisolver.Solver, n: int) -> None:
    tops = variables("top", n)
    heights = variables("height", n)
    for i in range(n):
        add(solver, heights[i] == 44)
        if i == 0:
            add(solver, tops[0] == 20)
        else:
            add(solver, tops[i] == tops[i - 1] + heights[i - 1] + 8)


def build_resize_chain(solver: kiwisolver.Solver, n: int) -> kiwisolver.Variable:
    """Horizontal chain of `n` equal-width views spanning the width W."""
    lefts = variables("left", n)
    widths = variables("w", n)
    total = kiwisolver.Variable("W")
    for i in range(n):
        add(solver, widths[i] >= 0)
        if i == 0:
            add(solver, lefts[0] == 0)
        else:
            add(solver, lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            add(solver, widths[i] == widths[0])
    add(solver, lefts[n - 1] + widths[n - 1] == total)
    return total


def build_edited_resize_chain(solver: kiwisolver.Solver, n: int) -> None:
    """The resize chain under its edit variable, as a live screen is under the device's size."""
    total = build_resize_chain(solver, n)
    solver.addEditVariable(total, 750.0)
    solver.suggestValue(total, 10000)


def build_aspect_grid(solver: kiwisolver.Solver, g: int) -> None:
    def grid(prefix: str) -> list[list[kiwisolver.Variable]]:
        return [[kiwisolver.Variable(f"{prefix}{r}_{c}") for c in range(g)]
                for r in range(g)]

    left, top, w, h = grid("left"), grid("top"), grid("w"), grid("h")
    for r in range(g):
        for c in range(g):
            add(solver, w[r][c] >= 10)
            add(solver, w[r][c] == 1.5 * h[r][c])
            add(solver, w[r][c] == 80, 250)
            if c == 0:
                add(solver, left[r][c] == 8)
            else:
                add(solver, left[r][c] == left[r][c - 1] + w[r][c - 1] + 8)
                add(solver, w[r][c] == w[r][0])
            if r == 0:
                add(solver, top[r][c] == 8)
            else:
                add(solver, top[r][c] == top[r - 1][c] + h[r - 1][c] + 8)
            if c == g - 1:
                add(solver, left[r][c] + w[r][c] == 1000 - 8)


def build_random_priorities(solver: kiwisolver.Solver, n: int) -> None:
    rng = Lcg(42)
    xs = variables("x", n)
    for i in range(n):
        add(solver, xs[i] >= 0)
        add(solver, xs[i] <= 1000)
        r1, r2 = rng.next(), rng.next()
        add(solver, xs[i] == float(r1 % 1000), 1 + r2 % 999)
        if i > 0:
            r3, r4 = rng.next(), rng.next()
            add(solver, xs[i] >= xs[i - 1] + float(r3 % 10), 1 + r4 % 999)


# The form workload: a window of two labelled fields and a button, the size of an
# Enaml form (35 variables, 111 constraints, the window's width and height as edit
# variables), built and then resized six times. Its Swift twin is FormWorkload.swift.

FORM_WINDOW_SIZES = ((640, 480), (800, 600), (1024, 768), (320, 240), (1280, 720), (480, 640))
FORM_MARGIN = 10
FORM_SPACING = 8
FORM_MAX_SIZE = 10000
FORM_SAMPLES_PER_RUN = 40


class FormWidget:
    """A widget's edges and size, as six variables."""

    def __init__(self, name: str) -> None:
        self.left = kiwisolver.Variable(f"{name}.left")
        self.right = kiwisolver.Variable(f"{name}.right")
        self.top = kiwisolver.Variable(f"{name}.top")
        self.bottom = kiwisolver.Variable(f"{name}.bottom")
        self.width = kiwisolver.Variable(f"{name}.width")
        self.height = kiwisolver.Variable(f"{name}.height")


def add_form_widget(solver, widget: FormWidget, minimum, hint, hug: int,
                    contents_right, contents_bottom) -> None:
    """16 constraints: box arithmetic, bounds, minimum size, size hint (hugged at `hug`)."""
    add(solver, widget.right == widget.left + widget.width)
    add(solver, widget.bottom == widget.top + widget.height)
    add(solver, widget.left >= 0)
    add(solver, widget.top >= 0)
    add(solver, widget.width >= 0)
    add(solver, widget.height >= 0)
    add(solver, widget.right <= contents_right)
    add(solver, widget.bottom <= contents_bottom)
    add(solver, widget.width >= minimum[0])
    add(solver, widget.height >= minimum[1])
    add(solver, widget.width <= FORM_MAX_SIZE)
    add(solver, widget.height <= FORM_MAX_SIZE)
    add(solver, widget.width >= hint[0], 750)   # resists compression
    add(solver, widget.width <= hint[0], hug)
    add(solver, widget.height >= hint[1], 750)
    add(solver, widget.height <= hint[1], 750)


def build_form(solver: kiwisolver.Solver):
    """35 variables, 111 constraints; returns the window's width and height."""
    window_width = kiwisolver.Variable("window.width")
    window_height = kiwisolver.Variable("window.height")
    contents_right = kiwisolver.Variable("contents.right")
    contents_bottom = kiwisolver.Variable("contents.bottom")
    column = kiwisolver.Variable("column")
    label1, field1 = FormWidget("label1"), FormWidget("field1")
    label2, field2 = FormWidget("label2"), FormWidget("field2")
    button = FormWidget("button")
    # The window and its contents (8).
    add(solver, contents_right == window_width - FORM_MARGIN)
    add(solver, contents_bottom == window_height - FORM_MARGIN)
    add(solver, window_width >= 0)
    add(solver, window_height >= 0)
    add(solver, window_width <= FORM_MAX_SIZE)
    add(solver, window_height <= FORM_MAX_SIZE)
    add(solver, column >= FORM_MARGIN)
    add(solver, column <= contents_right)
    # The widgets (5 x 16).
    # Labels and the button hug their text harder than fields do (fields take the
    # width), and everything resists compression harder still.
    for widget, minimum, hint, hug in ((label1, (40, 20), (80, 24), 500),
                                       (field1, (100, 20), (200, 28), 250),
                                       (label2, (40, 20), (64, 24), 500),
                                       (field2, (100, 20), (200, 28), 250),
                                       (button, (60, 24), (90, 32), 500)):
        add_form_widget(solver, widget, minimum, hint, hug, contents_right, contents_bottom)
    # The grid: labels left of the column, fields from it to the right edge (23).
    add(solver, label1.left == FORM_MARGIN)
    add(solver, label2.left == FORM_MARGIN)
    add(solver, label1.right + FORM_SPACING <= column)
    add(solver, label2.right + FORM_SPACING <= column)
    add(solver, field1.left == column)
    add(solver, field2.left == column)
    add(solver, field1.right == contents_right)
    add(solver, field2.right == contents_right)
    add(solver, field1.top == FORM_MARGIN)
    add(solver, label1.top + label1.bottom == field1.top + field1.bottom)
    add(solver, field2.top >= field1.bottom + FORM_SPACING)
    add(solver, field2.top >= label1.bottom + FORM_SPACING)
    add(solver, label2.top + label2.bottom == field2.top + field2.bottom)
    add(solver, field2.top == field1.bottom + FORM_SPACING, 750)
    add(solver, button.top >= field2.bottom + FORM_SPACING)
    add(solver, button.top >= label2.bottom + FORM_SPACING)
    add(solver, button.right == contents_right)
    add(solver, button.bottom == contents_bottom, 750)
    add(solver, button.left >= column)
    add(solver, button.width <= field1.width)
    add(solver, label1.width == label2.width, 750)
    add(solver, column == label1.right + FORM_SPACING, 500)
    add(solver, button.height == field1.height, 250)
    return window_width, window_height


def time_form() -> float:
    """One timed sample: build the form, then resize the window six times."""
    start = time.perf_counter()
    solver = kiwisolver.Solver()
    width, height = build_form(solver)
    solver.addEditVariable(width, 999.0)
    solver.addEditVariable(height, 999.0)
    for w, h in FORM_WINDOW_SIZES:
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()
    return elapsed_ms(start)


def form_timings(repeat: int) -> list[float]:
    return [time_form() for _ in range(repeat * FORM_SAMPLES_PER_RUN)]


# ---------------------------------------------------------------------------
# Timing


def time_build_and_solve(build: Callable[[kiwisolver.Solver, int], object],
                         size: int) -> float:
    """One timed run: fresh solver, add every constraint, solve."""
    start = time.perf_counter()
    solver = kiwisolver.Solver()
    build(solver, size)
    solver.updateVariables()
    return elapsed_ms(start)


def repeated_build_and_solve(build: Callable[[kiwisolver.Solver, int], object],
                             size: int, repeat: int) -> list[float]:
    times = [time_build_and_solve(build, size)]
    # Very slow workloads are run once only: extra repeats would add minutes
    # without changing the comparison meaningfully.
    if times[0] > SLOW_RUN_SECONDS * 1000.0:
        return times
    times.extend(time_build_and_solve(build, size) for _ in range(repeat - 1))
    return times


def resize_timings(size: int, resizes: int = 1000) -> list[float]:
    """Untimed setup, then `resizes` timed suggest+update steps, one each."""
    solver = kiwisolver.Solver()
    total = build_resize_chain(solver, size)
    solver.addEditVariable(total, 750.0)
    solver.suggestValue(total, 10000)
    solver.updateVariables()
    times = []
    for k in range(1, resizes + 1):
        start = time.perf_counter()
        solver.suggestValue(total, 10000 + k)
        solver.updateVariables()
        times.append(elapsed_ms(start))
    return times


# ---------------------------------------------------------------------------
# Workload table


@dataclass(frozen=True)
class Workload:
    name: str
    size: int
    run: Callable[[int], list[float]]  # repeat -> timings in ms


def build_bounds_on_one_variable(solver: kiwisolver.Solver, n: int) -> None:
    v = kiwisolver.Variable("v")
    for i in range(n):
        add(solver, v >= i)


def build_preferences_on_one_variable(solver: kiwisolver.Solver, n: int) -> None:
    rng = Lcg(42)
    v = kiwisolver.Variable("v")
    for i in range(n):
        add(solver, v == i, 1 + rng.next() % 999)


def build_solve_workload(label: str, build, size: int) -> Workload:
    return Workload(f"{label} {size}", size,
                    lambda repeat: repeated_build_and_solve(build, size, repeat))


def all_workloads() -> list[Workload]:
    workloads = [build_solve_workload("independent", build_independent, n)
                 for n in (100, 1000, 4000, 10000)]
    workloads += [build_solve_workload("chain", build_chain, n)
                  for n in (100, 1000, 4000, 10000)]
    # One pass of 1000 resizes; --repeat does not apply here.
    workloads.append(Workload("resize chain 1000", 1000,
                              lambda _repeat: resize_timings(1000)))
    workloads += [build_solve_workload("resize chain build", build_edited_resize_chain, n)
                  for n in (1000, 2000, 4000)]
    workloads += [build_solve_workload("aspect grid", build_aspect_grid, g)
                  for g in (10, 30)]
    workloads.append(build_solve_workload("random priorities",
                                          build_random_priorities, 1000))
    workloads.append(Workload("enaml-like form", 35, form_timings))
    workloads += [build_solve_workload("bounds on one variable", build_bounds_on_one_variable, n)
                  for n in (10000, 20000)]
    workloads += [build_solve_workload("preferences on one variable", build_preferences_on_one_variable, n)
                  for n in (10000, 20000)]
    return workloads


def select(workloads: list[Workload], only: str | None, quick: bool) -> list[Workload]:
    return [w for w in workloads
            if (only is None or only in w.name)
            and (not quick or w.size <= QUICK_MAX_SIZE)]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Time Plumb's solver workloads with kiwisolver.")
    parser.add_argument("--repeat", type=int, default=5, metavar="R",
                        help="timed runs per workload; the median is reported (default 5)")
    parser.add_argument("--only", metavar="SUBSTRING",
                        help="run only workloads whose name contains SUBSTRING")
    parser.add_argument("--quick", action="store_true",
                        help=f"only sizes <= {QUICK_MAX_SIZE}, for smoke runs")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    for workload in select(all_workloads(), args.only, args.quick):
        median = statistics.median(workload.run(args.repeat))
        print(json.dumps({"name": workload.name, "median_ms": round(median, 4)}),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
