#!/usr/bin/env bash
# Checks that the generated glyph-advance table (Sources/AutoLayout/Text/InterAdvances.swift)
# is what Scripts/font-table.py reads from Debian's fonts-inter, installing the package if it
# is missing. The test suite never reads a font; this is the check that the table is the font's.
#
#     Scripts/font-table.sh            check (exit 1 when the table differs)
#     Scripts/font-table.sh --write    regenerate the table
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=/usr/share/fonts/opentype/inter
if [ ! -f "$fonts/Inter-Regular.otf" ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-inter > /dev/null
fi
if [ "${1:-}" = "--write" ]; then
    python3 Scripts/font-table.py "$fonts"
else
    python3 Scripts/font-table.py "$fonts" --check
fi
