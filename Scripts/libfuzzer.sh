#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/LibFuzzer) with -sanitize=fuzzer,address and runs it for a
# while, from a corpus seeded with the example layouts and the built-in formats and equations.
# It is not part of `swift build`: the target exists only when LAYOUT_LIBFUZZER=1, and it is
# built in its own folder, .build-libfuzzer, linked with lld (gold fails on the sanitizers).
#
#     Scripts/libfuzzer.sh [SECONDS] [more libFuzzer flags...]     (default: 600 seconds)
#
# A failing input is saved under .build-libfuzzer/artifacts/ and the script exits non-zero;
# replay one with .build-libfuzzer/release/layout-libfuzzer FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
build=.build-libfuzzer
LAYOUT_LIBFUZZER=1 swift build -c release --scratch-path "$build" --product layout-libfuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
swift build -c release --product layout-fuzz
mkdir -p "$build/corpus" "$build/artifacts"
.build/release/layout-fuzz --write-libfuzzer-corpus "$build/corpus" --corpus Layouts
"$build/release/layout-libfuzzer" "$build/corpus" -max_total_time="$seconds" -print_final_stats=1 \
    -max_len=4096 -timeout=30 -rss_limit_mb=4096 -artifact_prefix="$build/artifacts/" "$@"
