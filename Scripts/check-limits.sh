#!/usr/bin/env bash
# The long checks of what `layout` promises for the largest inputs, with the release binary
# (too slow for `swift test` in a debug build; CI runs this after it):
#
#   1. A file at the size limit (64 MiB) made of bad lines, under a memory limit of
#      LAYOUT_LIMITS_MEMORY_MB (default 640 MB, ten times the file): render, check and test
#      each print the first 20 errors and "too many errors emitted, stopping now" and exit
#      with status 1, never a signal. Then one line of 64 MiB, ASCII and wide characters.
#   2. 100,000 views each inside the one before (`view v1 in v0`, ...): render (text and
#      JSON), check and test end with their statuses, never a signal.
#
#     Scripts/check-limits.sh            (prints the time and peak memory of each run)
#
# Exits non-zero on the first run that does not do what it should.
set -euo pipefail
cd "$(dirname "$0")/.."
# The snapshots here are recorded in a scratch folder on purpose, so this script's runs are
# not CI runs of `layout test` (under CI, nothing is ever recorded).
unset CI LAYOUT_SNAPSHOT_RECORD
swift build -c release --product layout
layout="$PWD/.build/release/layout"
memory_mb="${LAYOUT_LIMITS_MEMORY_MB:-640}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"

# Runs `layout ARGS...` under a limit of $limit_mb MB of address space; prints its status,
# time and peak memory, and fails unless it exits with EXPECTED and its output ($scratch/out,
# $scratch/err) passes CHECK.
timer=()
if [ -x /usr/bin/time ]; then timer=(/usr/bin/time -o time.txt -f "%e s, peak %M KB"); fi
run() {
    local expected=$1 check=$2
    shift 2
    local status
    rm -f time.txt
    set +e
    ( ulimit -v $((limit_mb * 1024)); exec "${timer[@]}" "$layout" "$@" ) > out 2> err
    status=$?
    set -e
    printf '  layout %-40s status %3d  %s\n' "$*" "$status" "$(tail -n 1 time.txt 2> /dev/null)"
    if [ "$status" -ne "$expected" ]; then
        echo "FAILED: expected status $expected"; tail -c 2000 err; exit 1
    fi
    if ! eval "$check"; then
        echo "FAILED: $check"; tail -c 2000 out; tail -c 2000 err; exit 1
    fi
}

limit_mb=$memory_mb
echo "1. a 64 MiB file of bad lines, at most ${limit_mb} MB of memory"
awk 'BEGIN {
    split("x|view 1|a.width == nope|H:[a]-[|metrics =|view v intrinsic 1|?", kinds, "|")
    limit = 64 * 1024 * 1024; size = 0
    for (n = 0; ; n++) {
        line = kinds[n % 7 + 1]
        if (size + length(line) + 1 > limit) break
        print line; size += length(line) + 1
    }
}' > bad.vfl
[ "$(wc -c < bad.vfl)" -le $((64 * 1024 * 1024)) ]
stopped='[ "$(grep -c ": error: " err out | awk -F: "{ s += \$2 } END { print s }")" -eq 21 ] && grep -q "too many errors emitted, stopping now" err out'
run 1 "$stopped" render bad.vfl
run 1 "$stopped" check bad.vfl
run 1 "$stopped" test bad.vfl

# One line of 64 MiB: ASCII, then wide characters (3 bytes each); the parser keeps no
# Character per character of an ASCII line, and 4 bytes a character of any other.
one_error='grep -q "^bad.vfl:2:1: error: " err && [ "$(grep -c ": error: " err)" -eq 1 ]'
line_bytes=$((64 * 1024 * 1024 - 8 - 3))   # "view a\n", a whole number of 3-byte characters, "\n"
{ echo "view a"; head -c "$line_bytes" /dev/zero | tr '\0' x; echo; } > bad.vfl
run 1 "$one_error" check bad.vfl
{ echo "view a"; awk -v n=$((line_bytes / 3)) 'BEGIN { for (i = 0; i < n; i++) printf "界" }'; echo; } > bad.vfl
[ "$(wc -c < bad.vfl)" -le $((64 * 1024 * 1024)) ]
run 1 "$one_error" check bad.vfl

# Standard input one byte over the limit: an error, without reading to the end.
set +o pipefail
head -c $((64 * 1024 * 1024 + 1)) /dev/zero | tr '\0' x | "$layout" render - > out 2> err && exit 1
set -o pipefail
grep -qx '<stdin>: error: the input is too large (more than 67108864 bytes; the limit is 64 MiB)' err
echo "  layout render - (64 MiB + 1 byte on standard input)  status   1"

limit_mb=8192
echo "2. 100,000 nested views"
awk 'BEGIN { print "view v0"; for (i = 1; i < 100000; i++) print "view v" i " in v" (i - 1); print "allow ambiguity" }' > deep.vfl
run 0 'grep -q "^v99999 *in v99998 *(0, 0, 0, 0)$" out' render deep.vfl
run 0 'grep -q "\"name\": \"v99999\", \"superview\": \"v99998\"" out' render deep.vfl --format json
run 0 'grep -q "^deep.vfl: OK (portrait 320x568, landscape 568x320)$" out' check deep.vfl
run 1 'grep -q "^RECORDED deep.vfl$" out' test deep.vfl
run 0 'grep -q "^PASS deep.vfl$" out' test deep.vfl
sed '$d' deep.vfl > strict.vfl
run 1 'grep -q "too many errors emitted" err' check strict.vfl
echo "OK"
