#!/usr/bin/env bash
# record.sh -- runs a benchmark command and saves what it prints, under a header that says
# when, where and how, so that every number quoted from it can be traced to its command.
#
#     Benchmarks/record.sh NAME COMMAND [ARGUMENTS...]
#
# writes Benchmarks/results/YYYY-MM-DD-NAME.txt (UTC date): the date, the git commit, the
# machine (CPU, cores, memory, kernel), the load average before and after, the command
# exactly as run (from the repository root), then its standard output and standard error as
# they came, and its exit status. The exit status of record.sh is the command's.
set -uo pipefail

if [[ $# -lt 2 || "$1" == -* ]]; then
    echo "usage: Benchmarks/record.sh NAME COMMAND [ARGUMENTS...]" >&2
    exit 64
fi
name=$1
shift
if [[ ! "$name" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]]; then
    echo "record.sh: NAME must be letters, digits, '.', '_' or '-', got '$name'" >&2
    exit 64
fi

cd "$(dirname "$0")/.." || exit 1
mkdir -p Benchmarks/results
out="Benchmarks/results/$(date -u +%Y-%m-%d)-$name.txt"
cpu=$(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//')
memory=$(awk '/^MemTotal:/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null)
{
    echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "# commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- 2>/dev/null || echo ' (with uncommitted changes)')"
    echo "# machine: ${cpu:-unknown CPU}, $(nproc) cores, ${memory:-? GiB}, $(uname -sr); shared, other jobs may run"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    printf '# command:'
    for word in "$@"; do
        # Plain words as they are; anything else quoted for the shell.
        if [[ "$word" =~ ^[A-Za-z0-9,._/=:+@%-]+$ ]]; then printf ' %s' "$word"; else printf ' %q' "$word"; fi
    done
    echo
    echo
} >"$out"
"$@" >>"$out" 2>&1
status=$?
{
    echo
    echo "# exit status: $status"
    echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
} >>"$out"
echo "record.sh: wrote $out (exit status $status)" >&2
exit $status
