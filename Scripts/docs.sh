#!/usr/bin/env bash
# Builds the DocC documentation of every library that has a catalog, with the toolchain's
# `docc` and no package plugin: the symbol graphs come from the build (`swift package
# dump-symbol-graph`, built into SwiftPM), then `docc convert` turns each catalog and its
# module's graphs into an archive under .build/docs/. Warnings are errors: a link to a symbol
# or an article that does not exist, a parameter documented that the function does not have,
# a topic that names nothing, fails the script.
#
#     Scripts/docs.sh                 (every library of Package.swift)
#     Scripts/docs.sh Cassowary ...   (only these)
#
# CI runs it after the tests (.ci/run). To read the result locally, serve an archive's folder
# (e.g. `python3 -m http.server -d .build/docs/Cassowary.doccarchive`) and open
# /documentation/cassowary.
set -euo pipefail
cd "$(dirname "$0")/.."

libraries=("$@")
if [ ${#libraries[@]} -eq 0 ]; then
    # The library products, in the order Package.swift declares them.
    mapfile -t libraries < <(sed -n 's/.*\.library(name: "\([A-Za-z]*\)".*/\1/p' Package.swift)
fi

# Builds what is out of date, then writes one graph per module (and Module@Other for its
# extensions of other modules' types) and says where.
graphs=$(swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members --emit-extension-block-symbols \
    | sed -n 's/^Files written to //p' | tail -n 1)
if [ ! -d "$graphs" ]; then
    echo "docs.sh: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
fi
output=.build/docs
mkdir -p "$output"

failed=0
for library in "${libraries[@]}"; do
    catalog="Sources/$library/$library.docc"
    if [ ! -d "$catalog" ]; then
        echo "docs.sh: $library has no catalog ($catalog)" >&2
        failed=1
        continue
    fi
    # The module's own graph and its extensions of other modules' types (Module@Other).
    module_graphs=$(mktemp -d)
    cp "$graphs/$library.symbols.json" "$module_graphs/"
    find "$graphs" -name "$library@*.symbols.json" -exec cp {} "$module_graphs/" \;
    echo "== $library"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$library" \
        --fallback-bundle-identifier "layout.$library" \
        --output-path "$output/$library.doccarchive" \
        --warnings-as-errors; then
        failed=1
    fi
    rm -rf "$module_graphs"
done

if [ "$failed" -ne 0 ]; then
    echo "docs.sh: the documentation has warnings or errors (above)" >&2
    exit 1
fi
echo "docs.sh: ${#libraries[@]} catalogs built in $output/"
