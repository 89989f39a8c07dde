#!/usr/bin/env bash
# The long fuzz run: every parser (layout files, their bytes, VFL strings, equations) fed
# seeded grammar-aware and mutated inputs in process, and command lines fed to the release
# `layout` binary, each in a process of its own (so a trap is caught with its input).
#
#     Scripts/fuzz.sh [ITERATIONS] [SEED]      (default: 100000 inputs per parser, seed 1)
#
# Exits non-zero when any input fails its checks, printing each with its seed and index;
# `layout-fuzz --targets T --seed S --only I` makes one input again.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-100000}"
seed="${2:-1}"
swift build -c release --product layout
swift build -c release --product layout-fuzz
.build/release/layout-fuzz --iterations "$iterations" --seed "$seed" --corpus Layouts --binary .build/release/layout
