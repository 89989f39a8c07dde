#!/usr/bin/env python3
"""compare.py -- the Swift solver and kiwisolver side by side, on the same machine, same systems.

Runs `layout-bench` (this package, release build) and the reference script
`kiwi_baseline.py` (kiwisolver 1.5.1, C++ via Python) with the same sizes, scenarios and
repeats, reads both JSON reports, and prints one row per scenario and size with the medians
and the ratio Swift / kiwisolver (below 1.0 means Swift is faster).

    pip install kiwisolver==1.5.1
    python3 Benchmarks/compare.py                          # sizes 10,100,1000
    python3 Benchmarks/compare.py --sizes 10,100 --repeats 7
    python3 Benchmarks/compare.py --kiwi-script path/to/kiwi_baseline.py --json results.json

Both programs check every value against the closed forms; a row whose check failed is
marked. Timings on a shared 2-core machine are noisy: compare medians over several runs.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_KIWI = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench", "kiwi_baseline.py"))


def fmt_t(seconds):
    if seconds is None or seconds != seconds:
        return "n/a"
    if seconds >= 1.0:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} us"


def ratio(a, b):
    if a is None or b is None or not b or a != a or b != b:
        return "n/a"
    return f"{a / b:.2f}x"


def run(command, label):
    print(f"$ {' '.join(command)}", file=sys.stderr, flush=True)
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
    if result.returncode != 0:
        sys.exit(f"compare.py: {label} failed with exit code {result.returncode}")
    return result.stdout


def by_key(report):
    return {(row["scenario"], row["N"]): row for row in report["results"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--scenarios", default="chain,grid")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--kiwi-script", default=DEFAULT_KIWI)
    parser.add_argument("--swift-bench", default=None,
                        help="path to a built layout-bench (default: build it with swift build -c release)")
    parser.add_argument("--json", default=None, help="also write both reports and the ratios here")
    args = parser.parse_args()

    if not os.path.exists(args.kiwi_script):
        sys.exit(f"compare.py: kiwi script not found: {args.kiwi_script} (pass --kiwi-script)")
    bench = args.swift_bench
    if bench is None:
        run(["swift", "build", "-c", "release", "--product", "layout-bench"], "swift build")
        bin_path = run(["swift", "build", "-c", "release", "--show-bin-path"], "swift build --show-bin-path").strip()
        bench = os.path.join(bin_path, "layout-bench")

    common = ["--sizes", args.sizes, "--scenarios", args.scenarios, "--repeats", str(args.repeats)]
    with tempfile.TemporaryDirectory() as tmp:
        swift_json = os.path.join(tmp, "swift.json")
        kiwi_json = os.path.join(tmp, "kiwi.json")
        run([bench] + common + ["--json", swift_json], "layout-bench")
        run([sys.executable, args.kiwi_script] + common + ["--json", kiwi_json], "kiwi_baseline.py")
        with open(swift_json) as f:
            swift = json.load(f)
        with open(kiwi_json) as f:
            kiwi = json.load(f)

    swift_rows, kiwi_rows = by_key(swift), by_key(kiwi)
    header = (f"{'scenario':8s} {'N':>5s} | {'add+update':>10s} {'kiwi':>10s} {'ratio':>7s} | "
              f"{'rotation':>10s} {'kiwi':>10s} {'ratio':>7s} | checks")
    print(f"Swift / kiwisolver {kiwi.get('kiwisolver', '?')} (Python {kiwi.get('python', '?')}); "
          "ratio < 1 means Swift is faster")
    print(header)
    print("-" * len(header))
    combined = []
    for key in sorted(swift_rows, key=lambda k: (args.scenarios.split(",").index(k[0]), k[1])):
        s, k = swift_rows[key], kiwi_rows.get(key)
        ok = s["max_rel_err"] < 1e-6 and (k is None or k["max_rel_err"] < 1e-6)
        row = {
            "scenario": key[0], "N": key[1],
            "swift_add_update_s": s["add_update_s"], "kiwi_add_update_s": k["add_update_s"] if k else None,
            "swift_resolve_s": s["resolve_s"], "kiwi_resolve_s": k["resolve_s"] if k else None,
        }
        combined.append(row)
        print(f"{key[0]:8s} {key[1]:5d} | {fmt_t(s['add_update_s']):>10s} {fmt_t(row['kiwi_add_update_s']):>10s} "
              f"{ratio(s['add_update_s'], row['kiwi_add_update_s']):>7s} | {fmt_t(s['resolve_s']):>10s} "
              f"{fmt_t(row['kiwi_resolve_s']):>10s} {ratio(s['resolve_s'], row['kiwi_resolve_s']):>7s} | "
              f"{'OK' if ok else 'FAILED'}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"swift": swift, "kiwi": kiwi, "rows": combined}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
