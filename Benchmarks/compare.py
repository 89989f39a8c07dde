#!/usr/bin/env python3
"""compare.py -- the Swift solver and kiwisolver side by side, on the same machine, same systems.

Runs `layout-bench` (this package, release build) and `Benchmarks/kiwi_bench.py` (the same
systems in kiwisolver 1.5.1, C++ via Python, run by `Benchmarks/kiwi.sh`, which installs it in
a virtual environment of its own) with the same sizes, scenarios and repeats, reads both JSON reports, and prints one row per scenario and size with the medians
and the ratio Swift / kiwisolver (below 1.0 means Swift is faster), then the growth per 10x N
of both.

    python3 Benchmarks/compare.py                          # sizes 10,100,1000
    python3 Benchmarks/compare.py --sizes 10,100 --repeats 7
    python3 Benchmarks/compare.py --kiwi-script path/to/other_kiwi.py --json results.json
    python3 Benchmarks/compare.py --sizes 10,20,50,100,200,500,1000 \\
        --swift-sizes 10,20,50,100,200,500,1000,2000,5000,10000 --plot Benchmarks/scaling.svg
    python3 Benchmarks/compare.py --load results.json --plot scaling.svg   # re-plot, no run

The kiwi side is `Benchmarks/kiwi.sh` (kiwi_bench.py in the environment it sets up on first
use); --kiwi-script runs another script with the same options and JSON instead, with the
environment's python. Nothing outside this repository is read. kiwisolver is slow at scale (chain-5000
takes about 10 minutes and 8 GB), so kiwi sizes above 1000 (chain) or 2000 (grid) are refused
unless --allow-slow-kiwi; --swift-sizes gives the Swift solver a longer list of its own.

Both programs check every value against the closed forms; a row whose check failed is
marked. Timings on a shared 2-core machine are noisy, and not only from one batch to the
next: a whole process can land in a slow or a fast state (kiwisolver's chain-10 rotation
took 4.5 us in one run and 8.3 us in the next, on an idle machine). So both programs run
--rounds times (default 3), alternating (Swift first in odd rounds, kiwi first in even ones),
and each time is the median of its rounds; the ratio of every round is printed too.
The report starts with the date, the machine, its load and the command, so that a saved
copy of it (`... 2>&1 | tee FILE`) says where its numbers come from.
"""

import argparse
import datetime
import json
import math
import os
import platform
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KIWI_SH = os.path.join(ROOT, "Benchmarks", "kiwi.sh")
SCENARIOS = ("chain", "grid")
# Largest size kiwisolver is run at without --allow-slow-kiwi (it is quadratic or worse).
KIWI_LIMIT = {"chain": 1000, "grid": 2000}


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
    r = a / b
    return f"{r:.2f}x" if r >= 0.1 else f"{r:.2g}x"


def say(message):
    print(message, file=sys.stderr, flush=True)


def run(command, label):
    """Runs a command from the repository root; its output goes to standard error as it comes."""
    say(f"$ {' '.join(shlex.quote(part) for part in command)}")
    result = subprocess.run(command, cwd=ROOT, stdout=sys.stderr, stderr=sys.stderr)
    if result.returncode != 0:
        sys.exit(f"compare.py: {label} failed with exit code {result.returncode}")


def capture(command, label):
    say(f"$ {' '.join(shlex.quote(part) for part in command)}")
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
    if result.returncode != 0:
        sys.exit(f"compare.py: {label} failed with exit code {result.returncode}")
    return result.stdout


def kiwi_command(explicit):
    """The command line that runs the kiwi side: kiwi.sh (kiwi_bench.py), or the --kiwi-script
    given, with the python of kiwi.sh's environment (set up here if need be)."""
    if not explicit:
        return [KIWI_SH], "Benchmarks/kiwi.sh (Benchmarks/kiwi_bench.py)"
    if not os.path.isfile(explicit):
        sys.exit(f"compare.py: kiwi script not found: {explicit} (from --kiwi-script)")
    python = capture([KIWI_SH, "--python"], "Benchmarks/kiwi.sh --python").strip()
    return [python, os.path.abspath(explicit)], f"{explicit} (--kiwi-script)"


def sizes_arg(text):
    try:
        sizes = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected whole numbers separated by commas, got '{text}'")
    if not sizes or any(n <= 0 or n > 1_000_000 for n in sizes):
        raise argparse.ArgumentTypeError(f"sizes must be between 1 and 1000000, got '{text}'")
    return sorted(set(sizes))


def scenarios_arg(text):
    names = text.split(",")
    for name in names:
        if name not in SCENARIOS:
            raise argparse.ArgumentTypeError(f"unknown scenario '{name}' (expected chain, grid)")
    return names


def machine_note():
    """One line about this machine: CPU model, cores, memory, kernel."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemTotal:"):
                    memory = f", {int(line.split()[1]) / 1024 / 1024:.0f} GiB"
                    break
    except (OSError, ValueError):
        pass
    return f"{cpu}, {os.cpu_count()} cores{memory}, {platform.system()} {platform.release()}"


def load_note():
    try:
        return "load average %.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        return "load average n/a"


def read_report(path, label):
    try:
        with open(path) as fh:
            return json.load(fh)
    except (OSError, ValueError) as error:
        sys.exit(f"compare.py: {label} wrote no readable JSON report ({error})")


def by_key(report):
    return {(row["scenario"], row["N"]): row for row in (report or {}).get("results", [])}


def growth_lines(report, scenarios, name):
    """Growth per 10x N: between N and 10N where the report has both, else between neighbours
    (normalised to a 10x step, as layout-bench's --scaling does)."""
    lines = []
    for scenario in scenarios:
        rows = sorted((r for r in (report or {}).get("results", []) if r["scenario"] == scenario),
                      key=lambda r: r["N"])
        by_n = {r["N"]: r for r in rows}
        pairs = [(r, by_n[r["N"] * 10]) for r in rows if r["N"] * 10 in by_n] or list(zip(rows, rows[1:]))
        for a, b in pairs:
            exponent = math.log(10) / math.log(b["N"] / a["N"])

            def per10(field):
                x, y = a.get(field), b.get(field)
                if not x or not y or x != x or y != y:
                    return "n/a"
                return f"x{(y / x) ** exponent:.1f}"

            lines.append(f"  {name:6s} {scenario:6s} N {a['N']}->{b['N']}: add+update {per10('add_update_s')}, "
                         f"rotation {per10('resolve_s')} per 10x")
    return lines


def median(values):
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


TIMED_FIELDS = ("add_update_s", "resolve_s", "construct_s", "suggest_only_s", "suggest_s")


def merge_rounds(reports):
    """One report from the reports of several rounds of one program: each timing the median of
    its rounds, the largest error of any round; the rest as the first round has it."""
    if not reports:
        return None
    merged = dict(reports[0])
    rows = []
    for row in reports[0].get("results", []):
        key = (row["scenario"], row["N"])
        same = [r for report in reports for r in report.get("results", []) if (r["scenario"], r["N"]) == key]
        combined = dict(row)
        for field in TIMED_FIELDS:
            values = [r[field] for r in same if isinstance(r.get(field), (int, float)) and r[field] == r[field]]
            if values and field in row:
                combined[field] = median(values)
        errors = [r["max_rel_err"] for r in same if isinstance(r.get("max_rel_err"), (int, float))]
        if errors:
            combined["max_rel_err"] = max(errors)
        rows.append(combined)
    merged["results"] = rows
    merged["rounds"] = len(reports)
    return merged


def round_lines(swift_rounds, kiwi_rounds, scenarios):
    """The ratio Swift / kiwisolver of each round, for each row both ran."""
    if not kiwi_rounds or len(swift_rounds) < 2:
        return []
    lines = []
    order = {name: i for i, name in enumerate(scenarios)}
    keys = sorted(by_key(kiwi_rounds[0]), key=lambda k: (order.get(k[0], 99), k[1]))
    for key in keys:
        pairs = [(by_key(s).get(key), by_key(k).get(key)) for s, k in zip(swift_rounds, kiwi_rounds)]
        pairs = [(s, k) for s, k in pairs if s and k]
        if not pairs:
            continue
        add = " ".join(ratio(s["add_update_s"], k["add_update_s"]) for s, k in pairs)
        rot = " ".join(ratio(s["resolve_s"], k["resolve_s"]) for s, k in pairs)
        lines.append(f"  {key[0]:6s} {key[1]:5d}: add+update {add} | rotation {rot}")
    return lines


def print_report(swift, kiwi, scenarios):
    swift_rows, kiwi_rows = by_key(swift), by_key(kiwi)
    header = (f"{'scenario':8s} {'N':>5s} | {'add+update':>10s} {'kiwi':>10s} {'ratio':>7s} | "
              f"{'rotation':>10s} {'kiwi':>10s} {'ratio':>7s} | checks")
    kiwi_name = f"kiwisolver {kiwi.get('kiwisolver', '?')} (Python {kiwi.get('python', '?')})" if kiwi else "kiwisolver (not run)"
    print(f"Swift / {kiwi_name}; ratio < 1 means Swift is faster")
    print(header)
    print("-" * len(header))
    combined = []
    order = {name: i for i, name in enumerate(scenarios)}
    ok = True
    for key in sorted(swift_rows, key=lambda k: (order.get(k[0], 99), k[1])):
        s, k = swift_rows[key], kiwi_rows.get(key)
        row_ok = s["max_rel_err"] < 1e-6 and (k is None or k["max_rel_err"] < 1e-6)
        ok &= row_ok
        row = {
            "scenario": key[0], "N": key[1],
            "swift_add_update_s": s["add_update_s"], "kiwi_add_update_s": k["add_update_s"] if k else None,
            "swift_resolve_s": s["resolve_s"], "kiwi_resolve_s": k["resolve_s"] if k else None,
        }
        combined.append(row)
        print(f"{key[0]:8s} {key[1]:5d} | {fmt_t(s['add_update_s']):>10s} {fmt_t(row['kiwi_add_update_s']):>10s} "
              f"{ratio(s['add_update_s'], row['kiwi_add_update_s']):>7s} | {fmt_t(s['resolve_s']):>10s} "
              f"{fmt_t(row['kiwi_resolve_s']):>10s} {ratio(s['resolve_s'], row['kiwi_resolve_s']):>7s} | "
              f"{'OK' if row_ok else 'FAILED'}")
    growth = growth_lines(swift, scenarios, "Swift") + growth_lines(kiwi, scenarios, "kiwi")
    if growth:
        print("\nGROWTH per 10x N (normalised to a 10x step; x10 = linear, x100 = quadratic)")
        print("\n".join(growth))
    return combined, ok


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog="Examples and details: see the top of this file (python3 -m pydoc Benchmarks/compare.py).")
    parser.add_argument("--sizes", type=sizes_arg, default=sizes_arg("10,100,1000"),
                        help="sizes for both solvers (default 10,100,1000)")
    parser.add_argument("--swift-sizes", type=sizes_arg, default=None,
                        help="sizes for the Swift solver (default: --sizes); kiwi still runs --sizes only")
    parser.add_argument("--scenarios", type=scenarios_arg, default=list(SCENARIOS))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3,
                        help="runs of each program, alternating; each time is the median of its rounds (default 3)")
    parser.add_argument("--kiwi-script", default=None,
                        help="a kiwi script taking kiwi_bench.py's options (default: Benchmarks/kiwi.sh, which runs kiwi_bench.py)")
    parser.add_argument("--no-kiwi", action="store_true", help="run the Swift solver only")
    parser.add_argument("--allow-slow-kiwi", action="store_true",
                        help=f"run kiwisolver above N = {KIWI_LIMIT['chain']} (chain) / {KIWI_LIMIT['grid']} (grid)")
    parser.add_argument("--swift-bench", default=None,
                        help="path to a built layout-bench (default: build it with swift build -c release)")
    parser.add_argument("--json", default=None, help="also write both reports and the ratios here")
    parser.add_argument("--plot", default=None, metavar="FILE.svg",
                        help="write the scaling plot (seconds against N, log-log) as an SVG")
    parser.add_argument("--load", default=None, metavar="RESULTS.json",
                        help="read a --json file of an earlier run instead of running anything")
    args = parser.parse_args()

    if args.repeats < 1 or args.repeats > 1000:
        parser.error("--repeats takes a number from 1 to 1000")
    if args.rounds < 1 or args.rounds > 100:
        parser.error("--rounds takes a number from 1 to 100")
    if args.plot and not args.plot.endswith(".svg"):
        parser.error(f"--plot writes an SVG: give a file name ending in .svg, not '{args.plot}'")
    grid_sizes = set(args.sizes) | set(args.swift_sizes or [])
    if "grid" in args.scenarios and any(n % 10 for n in grid_sizes):
        parser.error("grid needs every size to be a multiple of 10")

    if args.load:
        try:
            with open(args.load) as fh:
                saved = json.load(fh)
            swift, kiwi = saved["swift"], saved.get("kiwi")
        except (OSError, ValueError, KeyError) as error:
            sys.exit(f"compare.py: cannot read {args.load} as a compare.py --json file: {error}")
        meta = saved.get("meta", {})
        scenarios = [s for s in SCENARIOS if any(r["scenario"] == s for r in swift["results"])]
        print(f"# loaded {args.load} (run of {meta.get('date', '?')}: {meta.get('command', '?')})", flush=True)
    else:
        kiwi_sizes = args.sizes
        if not args.no_kiwi and not args.allow_slow_kiwi:
            for scenario in args.scenarios:
                too_big = [n for n in kiwi_sizes if n > KIWI_LIMIT[scenario]]
                if too_big:
                    parser.error(f"kiwisolver at {scenario} N = {too_big[0]} takes minutes to hours and GBs "
                                 f"(chain-5000: ~10 min, 8 GB); keep --sizes at most {KIWI_LIMIT[scenario]} "
                                 f"for {scenario}, use --swift-sizes for the Swift solver's larger sizes, "
                                 "or pass --allow-slow-kiwi")
        kiwi_script, kiwi_runner = None, None
        if not args.no_kiwi:
            kiwi_runner, kiwi_script = kiwi_command(args.kiwi_script)
            say(f"compare.py: kiwi side: {kiwi_script}")
        swift_sizes = args.swift_sizes or args.sizes
        meta = {
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC"),
            "machine": machine_note(),
            "load_before": load_note(),
            "command": "python3 Benchmarks/compare.py " + " ".join(shlex.quote(a) for a in sys.argv[1:]),
            "repeats": args.repeats,
            "rounds": args.rounds,
            "kiwi_script": kiwi_script,
            "swift_sizes": swift_sizes,
            "kiwi_sizes": None if args.no_kiwi else kiwi_sizes,
        }
        try:
            meta["commit"] = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            meta["commit"] = "unknown"
        print(f"# date: {meta['date']}", flush=True)
        print(f"# commit: {meta['commit']}", flush=True)
        print(f"# machine: {meta['machine']}; {meta['load_before']} before the run", flush=True)
        print(f"# command: {meta['command']}", flush=True)
        print(f"# kiwi script: {kiwi_script or 'not run'}", flush=True)

        bench = args.swift_bench
        if bench is None:
            run(["swift", "build", "-c", "release", "--product", "layout-bench"], "swift build")
            bin_path = capture(["swift", "build", "-c", "release", "--show-bin-path"],
                               "swift build --show-bin-path").strip()
            bench = os.path.join(bin_path, "layout-bench")
        elif not os.access(bench, os.X_OK):
            sys.exit(f"compare.py: --swift-bench {bench} is not an executable")

        def common(sizes):
            return ["--sizes", ",".join(map(str, sizes)), "--scenarios", ",".join(args.scenarios),
                    "--repeats", str(args.repeats)]

        swift_rounds, kiwi_rounds = [], []
        with tempfile.TemporaryDirectory() as tmp:
            for number in range(1, args.rounds + 1):
                if args.rounds > 1:
                    say(f"compare.py: round {number} of {args.rounds}")
                swift_json = os.path.join(tmp, f"swift-{number}.json")
                kiwi_json = os.path.join(tmp, f"kiwi-{number}.json")

                def run_swift():
                    run([bench] + common(swift_sizes) + ["--json", swift_json], "layout-bench")
                    swift_rounds.append(read_report(swift_json, "layout-bench"))

                def run_kiwi():
                    if args.no_kiwi:
                        return
                    run(kiwi_runner + common(kiwi_sizes) + ["--json", kiwi_json], "the kiwi script")
                    kiwi_rounds.append(read_report(kiwi_json, "the kiwi script"))

                for step in ((run_swift, run_kiwi) if number % 2 else (run_kiwi, run_swift)):
                    step()
        swift, kiwi = merge_rounds(swift_rounds), merge_rounds(kiwi_rounds)
        meta["load_after"] = load_note()
        meta["round_reports"] = {"swift": swift_rounds, "kiwi": kiwi_rounds}
        scenarios = args.scenarios
        print(f"# {meta['load_after']} after the run", flush=True)
        if args.rounds > 1:
            print(f"# each time: the median of {args.rounds} rounds (each round's own: median of "
                  f"{args.repeats} repeats)", flush=True)

    combined, ok = print_report(swift, kiwi, scenarios)
    rounds = meta.get("round_reports")
    lines = round_lines(rounds["swift"], rounds["kiwi"], scenarios) if rounds else []
    if lines:
        print("\nRATIO IN EACH ROUND (Swift / kiwisolver)")
        print("\n".join(lines))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": meta, "swift": swift, "kiwi": kiwi, "rows": combined}, f, indent=1)
            f.write("\n")
        say(f"compare.py: wrote {args.json}")
    if args.plot:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import plot
        plot.write_svg({"meta": meta, "swift": swift, "kiwi": kiwi}, args.plot)
        say(f"compare.py: wrote {args.plot}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
