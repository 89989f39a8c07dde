#!/usr/bin/env bash
# The pictures in a real browser (too slow for `swift test`; CI runs it): for every file in
# Layouts/ (the seed among them), `layout render --format svg` and `--format html` opened in
# headless Chromium, a screenshot of each that must not be blank, no console message, and on
# the HTML page a view clicked that must be selected, highlighted and shown with the frames the
# JSON report gives (Scripts/browser-check.py, Python's standard library only).
#
#     Scripts/browser-test.sh            (installs the Debian package chromium if it is missing)
#
# The screenshots and pages are left in $LAYOUT_BROWSER_OUT (default: a scratch folder,
# removed at the end). Exits non-zero if any check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo apt-get install -y chromium
fi
swift build --product layout
layout="$(swift build --show-bin-path)/layout"
out="${LAYOUT_BROWSER_OUT:-}"
if [ -z "$out" ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi
python3 Scripts/browser-check.py "$layout" chromium "$out" Layouts/*.vfl
