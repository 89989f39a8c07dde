#!/usr/bin/env bash
# count-e2e.sh -- the instructions `layout render` executes on a generated grid, counted by
# callgrind: a figure that does not move with the machine's load, for comparing two builds
# where timings on a shared machine vary by a third from run to run.
#
#     Benchmarks/count-e2e.sh [--cells N] [--baseline PATH] [LAYOUT]
#
# Writes a grid of N cells (default 500: 2,004 views) with make-grid-vfl.py into a temporary
# folder, runs LAYOUT (default .build/release/layout; build it with `swift build -c release
# --product layout`) under `valgrind --tool=callgrind`, and prints its instruction count. With
# --baseline, runs that binary the same way, prints its count and the ratio, and says whether
# the two printed the same output. Installs valgrind (Debian package) when it is missing.
# Under callgrind a run takes about 60 times as long: 10 s for the default grid.
set -euo pipefail

cells=500
baseline=""
layout=".build/release/layout"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --cells) cells=${2:?--cells needs a number}; shift 2 ;;
        --baseline) baseline=${2:?--baseline needs a path}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "count-e2e.sh: unknown option '$1' (see --help)" >&2; exit 64 ;;
        *) layout=$1; shift ;;
    esac
done
[[ "$cells" =~ ^[1-9][0-9]*$ ]] || { echo "count-e2e.sh: --cells takes a positive number, got '$cells'" >&2; exit 64; }
for binary in "$layout" ${baseline:+"$baseline"}; do
    [[ -x "$binary" ]] || { echo "count-e2e.sh: no executable at '$binary'" >&2; exit 66; }
done

cd "$(dirname "$0")/.."
if ! command -v valgrind > /dev/null; then
    echo "count-e2e.sh: installing valgrind" >&2
    (apt-get install -y valgrind > /dev/null 2>&1 || (apt-get update > /dev/null && apt-get install -y valgrind > /dev/null)) \
        || { echo "count-e2e.sh: could not install valgrind" >&2; exit 69; }
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 Benchmarks/make-grid-vfl.py --cells "$cells" -o "$scratch/grid.vfl"

# Prints the instruction count of one run; its output goes to $scratch/$2.txt.
count() {
    # Fixed hash seeds: the same count on every run, to within a few hundred instructions.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$scratch/$2.callgrind" \
        "$1" render "$scratch/grid.vfl" > "$scratch/$2.txt" 2> "$scratch/$2.err" || true
    local refs
    refs=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$scratch/$2.err")
    [[ -n "$refs" ]] || { echo "count-e2e.sh: callgrind gave no count for $1:" >&2; tail -5 "$scratch/$2.err" >&2; exit 70; }
    echo "$refs"
}

# 1234567 -> 1,234,567
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<< "$1"; }

views=$((cells * 4 + 4))
new=$(count "$layout" new)
printf '%-9s %15s instructions  %s render, %s cells (%s views)\n' new "$(grouped "$new")" "$layout" \
    "$(grouped "$cells")" "$(grouped "$views")"
if [[ -n "$baseline" ]]; then
    old=$(count "$baseline" baseline)
    printf '%-9s %15s instructions  %s\n' baseline "$(grouped "$old")" "$baseline"
    awk -v a="$new" -v b="$old" 'BEGIN { printf "ratio     %15.3f new / baseline\n", a / b }'
    if cmp -s "$scratch/new.txt" "$scratch/baseline.txt"; then
        echo "outputs   the same"
    else
        echo "outputs   DIFFER"
    fi
fi
