#!/usr/bin/env bash
# The toolchain's swift-format with the package's configuration (.swift-format: 4 spaces,
# 120 columns, the rules that fit the existing code), over every Swift file of the package.
#
#     Scripts/format.sh           lint: print what differs, fail if anything does
#     Scripts/format.sh --apply   format the files in place
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Sources Tests Benchmarks Fuzz)
case "${1:-}" in
    "") swift format lint --strict --parallel --recursive "${paths[@]}" ;;
    --apply) swift format format --in-place --parallel --recursive "${paths[@]}" ;;
    *) echo "usage: Scripts/format.sh [--apply]" >&2; exit 64 ;;
esac
