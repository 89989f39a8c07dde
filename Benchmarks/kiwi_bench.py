#!/usr/bin/env python3
"""kiwi_bench.py -- kiwisolver on the `chain` and `grid` systems of layout-bench.

    Benchmarks/kiwi.sh                                  # sets up kiwisolver 1.5.1, then runs this
    Benchmarks/kiwi.sh --sizes 10,100 --repeats 7 --json kiwi.json
    Benchmarks/kiwi.sh --verify                         # also: every order gives the closed forms

The systems are those of Benchmarks/Systems/Scenario.swift, built here with kiwisolver's
Python API: the same variables, the same constraints added in the same order, the same
strengths (kiwi's strong, medium and weak, which the Swift solver maps to priorities 750,
500 and 250; every optimum is unique, so weighted and strict priorities agree), the same
edit variable W and suggested values. The protocol is layout-bench's:

- "add+update": a fresh solver, W added as a strong edit variable, W suggested at its
  portrait value P, every constraint added in order, the variables updated. Median of
  --repeats builds (one, if the first takes longer than --budget seconds).
- "re-solve" (one rotation): on the built solver, K suggestions alternating L, P, L, ...,
  each followed by updateVariables; the batch time over K. K fills about --batch seconds.
  "suggest only" is the same without updateVariables. Medians of --repeats batches.
- "construct": making the Variable and Constraint objects, once.

Every value is checked against its closed form at P, at L and at P again (largest relative
error; a row above 1e-6 fails). The JSON (--json) has the fields of layout-bench's, so
compare.py reads either. The garbage collector is off while timing. kiwisolver is slow at
scale: chain-1000 takes seconds, chain-5000 minutes and gigabytes.

    chain N: |-8-[v0]-8-[v1]-8- ... -8-[v(N-1)]-8-|, widths 1:2:3:1:2:3... of v0 (medium),
             at least 10 (strong), 44 if possible (weak); W = 32N portrait, 56.8N landscape.
    grid N:  N/10 rows stacked 8 apart, each holding 10 cells 8 apart, equal widths (medium),
             heights at least and ideally 20, 24, 28, 32, ... (strong, weak), the last cell
             3:4 (medium), rows hugging their cells (weak); W = 320 portrait, 568 landscape.
"""

import argparse
import gc
import json
import math
import platform
import random
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwi_bench.py: kiwisolver is not installed here; run Benchmarks/kiwi.sh, which installs "
             "kiwisolver==1.5.1 in a virtual environment of its own")

TOLERANCE = 1e-6
# A fixed seed for --order shuffled, the one layout-bench's PythonShuffle reproduces.
SHUFFLE_SEED = 12345


class System:
    """One benchmark system: the edit variable, the constraints in order, the two suggested
    widths, and the closed-form value of every variable as a function of W."""

    def __init__(self, name, n, width, constraints, portrait, landscape, variables, expected):
        self.name, self.n, self.width = name, n, width
        self.constraints = constraints
        self.portrait, self.landscape = portrait, landscape
        self.variables = variables
        self.expected = expected

    def max_error(self, at):
        """The largest relative error of the solved values against the closed form at W = at."""
        worst = 0.0
        for variable, value in self.expected(at):
            error = abs(variable.value() - value) / max(1.0, abs(value))
            if not error <= worst:
                worst = math.inf if math.isnan(error) else error
        return worst


def chain(n):
    width = kiwi.Variable("W")
    left = [kiwi.Variable(f"l{i}") for i in range(n)]
    size = [kiwi.Variable(f"w{i}") for i in range(n)]
    constraints = [left[0] == 8]
    constraints += [left[i] == left[i - 1] + size[i - 1] + 8 for i in range(1, n)]
    constraints.append(left[n - 1] + size[n - 1] + 8 == width)
    constraints += [size[i] >= 0 for i in range(n)]
    constraints += [(size[i] >= 10) | "strong" for i in range(n)]
    constraints += [(size[i] == (1 + i % 3) * size[0]) | "medium" for i in range(1, n)]
    constraints += [(size[i] == 44) | "weak" for i in range(n)]
    parts = sum(1 + i % 3 for i in range(n))

    def expected(w):
        # The widths share what the gaps leave in proportion 1:2:3; each view starts 8 after
        # the one before it ends.
        unit = (w - 8 * (n + 1)) / parts
        values, x = [(width, w)], 8.0
        for i in range(n):
            values += [(left[i], x), (size[i], (1 + i % 3) * unit)]
            x += (1 + i % 3) * unit + 8
        return values

    return System("chain", n, width, constraints, 32.0 * n, 56.8 * n, 2 * n + 1, expected)


def grid(n):
    rows, columns = n // 10, 10
    minimum = [20 + 4 * (c % 4) for c in range(columns)]
    width = kiwi.Variable("W")
    row_left, row_width, row_top, row_height = [], [], [], []
    x, y, w, h = [], [], [], []
    for r in range(rows):
        row_left.append(kiwi.Variable(f"row_left{r}"))
        row_width.append(kiwi.Variable(f"row_width{r}"))
        row_top.append(kiwi.Variable(f"row_top{r}"))
        row_height.append(kiwi.Variable(f"row_height{r}"))
        x.append([]), y.append([]), w.append([]), h.append([])
        for c in range(columns):
            for kind, store in (("x", x), ("y", y), ("w", w), ("h", h)):
                store[r].append(kiwi.Variable(f"{kind}{r}_{c}"))

    constraints = []
    for r in range(rows):
        constraints.append(row_left[r] == 0)
        constraints.append(row_width[r] == width)
        constraints.append(row_top[0] == 0 if r == 0 else row_top[r] == row_top[r - 1] + row_height[r - 1] + 8)
        constraints.append((row_height[r] == 0) | "weak")
        for c in range(columns):
            constraints.append(x[r][0] == row_left[r] + 8 if c == 0 else x[r][c] == x[r][c - 1] + w[r][c - 1] + 8)
            constraints.append(y[r][c] == row_top[r] + 4)
            constraints.append(y[r][c] + h[r][c] + 4 <= row_top[r] + row_height[r])
            constraints.append(w[r][c] >= 0)
            constraints.append((h[r][c] >= minimum[c]) | "strong")
            constraints.append((h[r][c] == minimum[c]) | "weak")
            if c > 0:
                constraints.append((w[r][c] == w[r][0]) | "medium")
            if c == columns - 1:
                constraints.append((h[r][c] == 0.75 * w[r][c]) | "medium")
        constraints.append(x[r][columns - 1] + w[r][columns - 1] + 8 == row_left[r] + row_width[r])

    def expected(value):
        # Ten equal cells and eleven gaps of 8 across W; the last cell's height is 3/4 of its
        # width or its minimum, whichever is larger, and sets the row's height.
        cell = (value - 88) / 10
        last = max(24.0, 0.75 * cell)
        height = max(32.0, last) + 8
        values = [(width, value)]
        for r in range(rows):
            top = r * (height + 8)
            values += [(row_left[r], 0.0), (row_width[r], value), (row_top[r], top), (row_height[r], height)]
            for c in range(columns):
                values += [(x[r][c], 8 + c * (cell + 8)), (y[r][c], top + 4), (w[r][c], cell),
                           (h[r][c], last if c == columns - 1 else float(minimum[c]))]
        return values

    return System("grid", n, width, constraints, 320.0, 568.0, 1 + 4 * rows + 4 * n, expected)


SYSTEMS = {"chain": chain, "grid": grid}


def ordered(constraints, order):
    """The constraints in the given order, reversed, or shuffled by random.Random(12345)."""
    if order == "reversed":
        return constraints[::-1]
    if order == "shuffled":
        copy = list(constraints)
        random.Random(SHUFFLE_SEED).shuffle(copy)
        return copy
    return list(constraints)


def build(system, constraints):
    solver = kiwi.Solver()
    solver.addEditVariable(system.width, "strong")
    solver.suggestValue(system.width, system.portrait)
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return solver


def timed(work):
    """(seconds, result) of work(), with the garbage collector off."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        result = work()
        return time.perf_counter() - start, result
    finally:
        gc.enable()


def resolve_batch(solver, system, k, update=True):
    """Seconds per suggestion of k suggestions alternating L, P, ...; leaves W = P, updated."""
    values = (system.landscape, system.portrait)

    def rotate():
        for j in range(k):
            solver.suggestValue(system.width, values[j % 2])
            if update:
                solver.updateVariables()

    seconds, _ = timed(rotate)
    if k % 2:
        solver.suggestValue(system.width, system.portrait)
    solver.updateVariables()
    return seconds / k


def say(message):
    print(message, file=sys.stderr, flush=True)


def bench(name, n, args):
    if name == "grid" and n % 10:
        say(f"[grid N={n}] skipped: grid needs N to be a multiple of 10")
        return None
    construct, system = timed(lambda: SYSTEMS[name](n))
    constraints = ordered(system.constraints, args.order)
    note = "" if args.order == "given" else f" (added in {args.order} order)"
    say(f"[{name} N={n}] {system.variables} vars, {len(constraints)} constraints{note}; construct {fmt(construct)}")
    builds, solver, error_p = [], None, 0.0
    for repeat in range(args.repeats):
        seconds, solver = timed(lambda: build(system, constraints))
        builds.append(seconds)
        say(f"   build #{repeat + 1}: {fmt(seconds)}")
        if repeat == 0:
            error_p = system.max_error(system.portrait)
            if seconds > args.budget:
                break
    probe = resolve_batch(solver, system, 2)
    k = 2
    if probe * 2 > args.budget:
        resolves, suggests = [probe], [math.nan]
    else:
        k = max(2, min(4000, int(args.batch / max(probe, 1e-9)) // 2 * 2))
        batches = args.repeats if probe * k < args.budget else 1
        resolves = [resolve_batch(solver, system, k) for _ in range(batches)]
        suggests = [resolve_batch(solver, system, k, update=False) for _ in range(batches)]
    solver.suggestValue(system.width, system.landscape)
    solver.updateVariables()
    error_l = system.max_error(system.landscape)
    solver.suggestValue(system.width, system.portrait)
    solver.updateVariables()
    error_p2 = system.max_error(system.portrait)
    say(f"   resolve: K={k} x {len(resolves)} batches, {fmt(statistics.median(resolves))}/suggestion")
    row = {"scenario": name, "N": n, "vars": system.variables, "constraints": len(constraints),
           "construct_s": construct, "add_update_s": statistics.median(builds), "add_update_all_s": builds,
           "resolve_s": statistics.median(resolves), "resolve_all_s": resolves,
           "suggest_only_s": statistics.median(suggests), "K": k,
           "max_rel_err": max(error_p, error_l, error_p2)}
    if args.order != "given":
        row["order"] = args.order
    return row


def verify(args):
    """Every scenario and size built in the given, reversed and shuffled order: the values at
    P, L and P again match the closed forms. One line per check; True if all pass."""
    ok = True
    for name in args.scenarios:
        for n in args.sizes:
            if name == "grid" and n % 10:
                continue
            system = SYSTEMS[name](n)
            for order in ("given", "reversed", "shuffled"):
                solver = build(system, ordered(system.constraints, order))
                errors = []
                for at in (system.portrait, system.landscape, system.portrait):
                    solver.suggestValue(system.width, at)
                    solver.updateVariables()
                    errors.append(system.max_error(at))
                passed = max(errors) < TOLERANCE
                ok = ok and passed
                print(f"verify {name} N={n} {order:8s} max error {max(errors):.1e} {'OK' if passed else 'FAIL'}", flush=True)
    return ok


def fmt(seconds):
    if seconds != seconds:
        return "n/a"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} us"


def json_number(value):
    return value if isinstance(value, (int, float)) and math.isfinite(value) else None


def write_json(path, rows):
    clean = [{key: ([json_number(v) for v in value] if isinstance(value, list) else
                    json_number(value) if isinstance(value, float) else value)
              for key, value in row.items()} for row in rows]
    report = {"solver": "kiwisolver (C++, Python bindings)", "kiwisolver": kiwi.__version__,
              "python": platform.python_version(), "results": clean}
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=1)
        fh.write("\n")


def sizes_arg(text):
    try:
        sizes = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected whole numbers separated by commas, got '{text}'")
    if not sizes or any(not 1 <= n <= 1_000_000 for n in sizes):
        raise argparse.ArgumentTypeError(f"sizes must be from 1 to 1000000, got '{text}'")
    return sizes


def scenarios_arg(text):
    names = text.split(",")
    unknown = [name for name in names if name not in SYSTEMS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown scenario '{unknown[0]}' (expected chain, grid)")
    return names


def positive(kind):
    def parse(text):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, got '{text}'")
        if not value > 0 or not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"expected a number above 0, got '{text}'")
        return value
    return parse


def main():
    parser = argparse.ArgumentParser(description="kiwisolver on layout-bench's chain and grid systems.")
    parser.add_argument("--sizes", type=sizes_arg, default=[10, 100, 1000], help="N values (default 10,100,1000)")
    parser.add_argument("--scenarios", type=scenarios_arg, default=["chain", "grid"], help="chain, grid (default both)")
    parser.add_argument("--repeats", type=positive(int), default=5, help="builds and re-solve batches (default 5)")
    parser.add_argument("--batch", type=positive(float), default=0.3, help="seconds per re-solve batch (default 0.3)")
    parser.add_argument("--budget", type=positive(float), default=30.0,
                        help="a build longer than this is not repeated (default 30 s)")
    parser.add_argument("--order", choices=("given", "reversed", "shuffled"), default="given",
                        help="the order the timed builds add the constraints in (default given)")
    parser.add_argument("--verify", action="store_true", help="also check every order against the closed forms")
    parser.add_argument("--json", default=None, help="write the results here, as layout-bench --json does")
    args = parser.parse_args()

    print(f"kiwisolver {kiwi.__version__} (Python {platform.python_version()}), {platform.system()} {platform.release()}")
    rows = [row for name in args.scenarios for n in args.sizes for row in [bench(name, n, args)] if row]
    header = "scenario     N   vars   cons  construct  add+update  per cons   re-solve    suggest  max err"
    print("\nMEDIANS (re-solve = suggestValue+updateVariables per rotation; suggest = suggestValue only)"
          + ("" if args.order == "given" else f"; constraints added in {args.order} order"))
    print(header)
    print("-" * len(header))
    for r in rows:
        print(f"{r['scenario']:8s} {r['N']:5d} {r['vars']:6d} {r['constraints']:6d} {fmt(r['construct_s']):>10s} "
              f"{fmt(r['add_update_s']):>11s} {fmt(r['add_update_s'] / r['constraints']):>9s} "
              f"{fmt(r['resolve_s']):>10s} {fmt(r['suggest_only_s']):>10s} {r['max_rel_err']:8.1e}")
    if args.json:
        write_json(args.json, rows)
    ok = all(r["max_rel_err"] < TOLERANCE for r in rows)
    if args.verify:
        ok = verify(args) and ok
    print("\nALL CHECKS OK" if ok else "\nSOME CHECKS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
