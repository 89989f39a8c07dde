#!/usr/bin/env bash
# time-vfl.sh -- end-to-end timings of the `layout` command on generated grid files.
#
#     Benchmarks/time-vfl.sh [--runs N] [--timeout SECONDS] [--only no-ambiguity] CELLS...
#
# For each CELLS, writes a collection view of that many cells with make-grid-vfl.py (into a
# temporary folder, removed at the end) and times, RUNS times each under /usr/bin/time (wall
# time and peak memory; the median is printed), the release build of `layout`
# (.build/release/layout; build it with `swift build -c release --product layout`):
#
#   render             layout render FILE                       (both orientations)
#   check              layout check FILE                        (both orientations)
#   render-portrait    layout render FILE --orientation portrait
#   render-landscape   layout render FILE --orientation landscape
#   render-json        layout render FILE --format json
#   no-ambiguity       layout test FILE --update                (parse, build, solve both
#                      orientations, draw and write the snapshot; the one command that does
#                      not run the ambiguity check), its snapshot removed before every run
#
# Outputs go to a scratch file (their size is printed), not to the terminal.
# A command that runs longer than --timeout (default 900 s) is stopped and reported as such,
# and the other commands that run the ambiguity check are then skipped for that size.
# --only no-ambiguity times only that command (for sizes where the others take hours).
set -euo pipefail

runs=3
limit=900
only=""
sizes=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs=${2:?--runs needs a number}; shift 2 ;;
        --timeout) limit=${2:?--timeout needs seconds}; shift 2 ;;
        --only) only=${2:?--only needs a command name}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "time-vfl.sh: unknown option '$1' (see --help)" >&2; exit 64 ;;
        *) sizes+=("$1"); shift ;;
    esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "time-vfl.sh: --runs takes a positive number, got '$runs'" >&2; exit 64; }
[[ "$limit" =~ ^[1-9][0-9]*$ ]] || { echo "time-vfl.sh: --timeout takes seconds, got '$limit'" >&2; exit 64; }
[[ -z "$only" || "$only" == no-ambiguity ]] || { echo "time-vfl.sh: --only takes no-ambiguity, got '$only'" >&2; exit 64; }
[[ ${#sizes[@]} -gt 0 ]] || { echo "usage: Benchmarks/time-vfl.sh [--runs N] [--timeout S] [--only no-ambiguity] CELLS..." >&2; exit 64; }
for n in "${sizes[@]}"; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "time-vfl.sh: CELLS must be positive numbers, got '$n'" >&2; exit 64; }
done

cd "$(dirname "$0")/.."
layout=$PWD/.build/release/layout
[[ -x "$layout" ]] || { echo "time-vfl.sh: $layout not found: swift build -c release --product layout" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset CI    # `layout test` writes nothing when CI is set

# time_one NAME COMMAND...: RUNS runs under /usr/bin/time (wall time, peak memory), each
# stopped after the timeout; prints every run, the median and the output's size.
time_one() {
    local name=$1
    shift
    echo "--- $name: $(printf '%q ' "$@")"
    if [[ -n "$stalled" && "$name" != no-ambiguity ]]; then
        echo "    skipped: $stalled did not finish in $limit s, and this command runs the same ambiguity check"
        return
    fi
    local times=() status
    for i in $(seq 1 "$runs"); do
        [[ -n "${prepare:-}" ]] && bash -c "$prepare"
        set +e
        timeout "$limit" /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >"$work/out.txt" 2>"$work/err.txt"
        status=$?
        set -e
        if [[ $status -eq 124 ]]; then
            echo "    run $i: stopped after $limit s: did not finish"
            stalled=$name
            return
        fi
        read -r seconds memory <"$work/time.txt"
        times+=("$seconds")
        echo "    run $i: $seconds s, peak memory $((memory / 1024)) MiB, exit status $status"
    done
    echo "    median of $runs: $(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }') s;" \
         "output $(wc -c <"$work/out.txt") bytes, $(wc -l <"$work/err.txt") lines on standard error"
}

for n in "${sizes[@]}"; do
    file=$work/grid-$n.vfl
    python3 Benchmarks/make-grid-vfl.py --cells "$n" -o "$file"
    echo
    echo "=== $n cells: $(grep -c '^view\|^label\|^button' "$file") views, $(wc -l <"$file") lines, $(wc -c <"$file") bytes"
    echo "    python3 Benchmarks/make-grid-vfl.py --cells $n -o grid-$n.vfl"
    prepare=""
    stalled=""
    if [[ "$only" != no-ambiguity ]]; then
        time_one render "$layout" render "$file"
        time_one check "$layout" check "$file"
        time_one render-portrait "$layout" render "$file" --orientation portrait
        time_one render-landscape "$layout" render "$file" --orientation landscape
        time_one render-json "$layout" render "$file" --format json
    fi
    prepare="rm -rf $work/__Snapshots__"
    bash -c "$prepare"
    time_one no-ambiguity "$layout" test "$file" --update
    prepare=""
    echo "    snapshot: $(wc -c <"$work/__Snapshots__/grid-$n.txt") bytes"
done
