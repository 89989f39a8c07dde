#!/usr/bin/env bash
# Redraws the pictures the documentation shows from the current code, so they can never
# drift from what `layout` draws (LayoutCLITests' PictureTests fail until they are redrawn):
#
#   docs/images/seed.svg    layout render Layouts/seed.vfl --format svg (the README's picture)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product layout
layout="$(swift build --show-bin-path)/layout"
mkdir -p docs/images
# Written beside, then renamed over: a failed run leaves the old picture whole.
"$layout" render Layouts/seed.vfl --format svg > docs/images/.seed.svg.tmp
mv docs/images/.seed.svg.tmp docs/images/seed.svg
