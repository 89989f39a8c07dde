#!/usr/bin/env python3
"""kiwi-orders.py -- kiwisolver's build time for the `chain` system in three orders.

    Benchmarks/kiwi.sh kiwi-orders.py N [N ...]

Builds the `chain` scenario of kiwi_bench.py and layout-bench (the same constraints,
strengths and edit variable) with the constraints added in the given order, reversed, and shuffled with
`random.Random(12345).shuffle` -- the orders `layout-bench --verify` times for the Swift
solver -- and prints one build (add+update) time per order and w[0] as a check
(w0 = (32N - 8(N+1)) / S, S = sum of (1 + i % 3)). kiwi.sh runs it with kiwisolver 1.5.1 in
a virtual environment of its own.
"""
import random
import sys
import time

import kiwisolver as kiwi


def chain(n):
    width = kiwi.Variable("W")
    left = [kiwi.Variable(f"l{i}") for i in range(n)]
    w = [kiwi.Variable(f"w{i}") for i in range(n)]
    constraints = [left[0] == 8]
    constraints += [left[i] == left[i - 1] + w[i - 1] + 8 for i in range(1, n)]
    constraints += [left[n - 1] + w[n - 1] + 8 == width]
    constraints += [w[i] >= 0 for i in range(n)]
    constraints += [(w[i] >= 10) | "strong" for i in range(n)]
    constraints += [(w[i] == (1 + i % 3) * w[0]) | "medium" for i in range(1, n)]
    constraints += [(w[i] == 44) | "weak" for i in range(n)]
    return width, w, constraints


def main():
    sizes = []
    for argument in sys.argv[1:]:
        if not argument.isdigit() or not 2 <= int(argument) <= 100_000:
            sys.stderr.write(f"kiwi-orders.py: N must be a whole number from 2 to 100000, got '{argument}'\n")
            sys.exit(64)
        sizes.append(int(argument))
    sizes = sizes or [100]
    for n in sizes:
        width, w, constraints = chain(n)
        shuffled = list(constraints)
        random.Random(12345).shuffle(shuffled)
        expected = (32 * n - 8 * (n + 1)) / sum(1 + i % 3 for i in range(n))
        for name, order in [("given", constraints), ("reversed", constraints[::-1]), ("shuffled", shuffled)]:
            solver = kiwi.Solver()
            start = time.perf_counter()
            solver.addEditVariable(width, "strong")
            solver.suggestValue(width, 32 * n)
            for constraint in order:
                solver.addConstraint(constraint)
            solver.updateVariables()
            seconds = time.perf_counter() - start
            ok = "OK" if abs(w[0].value() - expected) <= 1e-6 * expected else "WRONG"
            print(f"chain N={n:<6} {name:<9} build {seconds:9.3f} s   w0 = {w[0].value():.6f} {ok}", flush=True)


if __name__ == "__main__":
    main()
