#!/usr/bin/env bash
# The long seeded check of the solver against an independent exact oracle (`solver-check`,
# the SolverOracle module's DifferentialCheck), in the release build: for each coefficient
# class (unit, small, dyadic, decimal, full) and three sizes of system (small: 2-8 variables;
# medium: 8-30; any: 2-60 variables, 4-40 priorities, 10-150 operations), SYSTEMS seeded
# random systems judged after every operation. Then one summary: systems and failures by
# class and size, and the failures by kind.
#
#     Scripts/solver-check.sh [SYSTEMS] [SEED]     (default: 200 systems per run, seed 1)
#
# The quick version of this check is the test suite's SolverAgreementTests. Each failure is
# printed with the command that checks that system alone (`--only I`, which prints it as a
# Swift program); add `--reduce` to shrink it to a smallest system failing the same way. A
# system on which the solver does not return within 120 s is named, counted as a failure, and
# the run goes on after it (`--only I --print` prints it, `--steps N` finds the operation); one
# whose exact check does not finish in that time while the solver alone returns is named and
# counted as not judged.
# The whole output is kept in .build/solver-check.log. Exits 1 when any system fails.
set -euo pipefail
cd "$(dirname "$0")/.."
systems="${1:-200}"
seed="${2:-1}"
swift build -c release --product solver-check
log=.build/solver-check.log
: > "$log"
sizes=("small 2-8 1-12 4-16" "medium 8-30 4-40 20-50" "any 2-60 4-40 10-150")
for class in unit small dyadic decimal full; do
    for size in "${sizes[@]}"; do
        read -r name variables priorities operations <<< "$size"
        arguments=(--seed "$seed" --coefficients "$class" --variables "$variables" --priorities "$priorities" --operations "$operations")
        echo "== $class, $name: solver-check ${arguments[*]} --systems $systems" | tee -a "$log"
        from=0
        while true; do
            # Status 1: some system failed (the summary counts it); 3: one did not return (the
            # solver, a failure; or the exact check, which is not judged).
            status=0
            .build/release/solver-check "${arguments[@]}" --systems "$systems" --from "$from" --show 3 | tee -a "$log" \
                || status=$?
            [ "$status" -eq 3 ] || break
            hung=$(grep -E '^system [0-9]+ .*(the solver did not return|the exact check did not finish)' "$log" | tail -1 \
                | sed -E 's/^system ([0-9]+) .*/\1/')
            from=$((hung + 1))
        done
    done
done
echo
echo "Summary (seed $seed, $systems systems per class and size):"
awk '
    /^== / { run = $2 " " $3; sub(/:$/, "", run) }
    /^[0-9]+ systems, [0-9]+ operations: / {
        checked[run] += $1; operations[run] += $3; failed[run] += $5
        if (!(run in seen)) { seen[run] = 1; order[++runs] = run }
    }
    / the solver did not return within / { checked[run] += 1; failed[run] += 1 }
    / the exact check did not finish within / { checked[run] += 1; unfinished += 1 }
    /^  [^ (].*: [0-9]+ systems$/ && !/^  (unit|small|dyadic|decimal|full):/ {
        line = $0; sub(/^  /, "", line); n = line; sub(/.*: /, "", n); sub(/ systems$/, "", n)
        sub(/: [0-9]+ systems$/, "", line); kinds[line] += n
    }
    END {
        for (i = 1; i <= runs; i++) {
            r = order[i]
            printf "  %-16s %5d systems, %7d operations, %4d with a solver failure\n", r, checked[r], operations[r], failed[r]
            systems += checked[r]; failures += failed[r]
        }
        printf "  %-16s %5d systems, %4d with a solver failure\n", "all", systems, failures
        print "  systems with a failure, by kind:"
        for (kind in kinds) printf "    %s: %d\n", kind, kinds[kind]
        if (unfinished) printf "  not judged (the exact check did not finish; not a solver failure): %d\n", unfinished
        exit failures > 0 ? 1 : 0
    }' "$log"
