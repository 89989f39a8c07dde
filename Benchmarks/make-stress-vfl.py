#!/usr/bin/env python3
"""make-stress-vfl.py -- the layout files of the "largest layouts" table of docs/Reliability.md.

    python3 Benchmarks/make-stress-vfl.py SHAPE VIEWS [-o FILE]

SHAPE is one of:

  pinned         VIEWS views side by side, each `intrinsic 10x10` and pinned by
                 `H:|-[v]` and `V:|-[v]` (6 constraints a view)
  unconstrained  VIEWS views and no constraint (every view ambiguous)
  deep           VIEWS views nested in each other, unconstrained
  nested         VIEWS views nested in each other, each pinned to its parent's edges
                 (`H:|[v]|`, `V:|[v]|`)
  cycle          VIEWS views whose widths are equal in a cycle, plus one contradiction
                 (`v0.width == vN.width + 10`): a conflict naming the whole cycle
  priorities     VIEWS views, each with two width constraints at priorities of their own
                 (2 x VIEWS distinct priorities)

Writes to FILE, or to standard output. Time one with, e.g.:

    /usr/bin/time -f "%e s %M KB" .build/release/layout render FILE --format json > /dev/null
"""
import argparse
import sys


def pinned(n):
    for i in range(n):
        yield f"view v{i} intrinsic 10x10"
        yield f"H:|-[v{i}]"
        yield f"V:|-[v{i}]"


def unconstrained(n):
    for i in range(n):
        yield f"view v{i}"


def deep(n):
    yield "view v0"
    for i in range(1, n):
        yield f"view v{i} in v{i - 1}"


def nested(n):
    yield from deep(n)
    for i in range(n):
        yield f"H:|[v{i}]|"
        yield f"V:|[v{i}]|"


def cycle(n):
    yield from unconstrained(n)
    for i in range(n):
        yield f"H:|-[v{i}]"
        yield f"V:|-[v{i}(==10)]"
    for i in range(n - 1):
        yield f"v{i + 1}.width == v{i}.width"
    yield f"v0.width == v{n - 1}.width"
    yield f"v0.width == v{n - 1}.width + 10"


def priorities(n):
    yield from unconstrained(n)
    # Priorities from just above 1 to 900, all distinct, each pair 0.05 apart.
    step = 899.0 / max(n, 1)
    for i in range(n):
        low = round(1 + i * step, 2)
        yield f"H:|[v{i}]"
        yield f"V:|[v{i}(==10)]"
        yield f"v{i}.width == {i} @{low:g}"
        yield f"v{i}.width == {i + 5} @{low + 0.05:g}"


SHAPES = {"pinned": pinned, "unconstrained": unconstrained, "deep": deep,
          "nested": nested, "cycle": cycle, "priorities": priorities}


def main():
    parser = argparse.ArgumentParser(description="Write a large .vfl layout file.")
    parser.add_argument("shape", choices=sorted(SHAPES))
    parser.add_argument("views", type=int)
    parser.add_argument("-o", "--output", help="the file to write (default: standard output)")
    options = parser.parse_args()
    if not 1 <= options.views <= 10_000_000:
        parser.error(f"VIEWS must be between 1 and 10000000, got {options.views}")
    if options.shape == "priorities" and options.views > 8000:
        parser.error("priorities: at most 8000 views (priorities are 1...1000, two decimals)")
    lines = ["canvas 320x568", *SHAPES[options.shape](options.views)]
    text = "\n".join(lines) + "\n"
    if options.output:
        with open(options.output, "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
