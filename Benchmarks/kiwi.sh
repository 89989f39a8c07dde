#!/usr/bin/env bash
# kiwi.sh -- runs a kiwisolver script of this package in a virtual environment of its own,
# with kiwisolver 1.5.1 (the version every kiwi number in the README was measured with).
#
#     Benchmarks/kiwi.sh [ARGUMENTS...]                  # Benchmarks/kiwi_bench.py ARGUMENTS
#     Benchmarks/kiwi.sh kiwi-orders.py [ARGUMENTS...]   # another script of Benchmarks/
#     Benchmarks/kiwi.sh --python                        # set up, print the environment's python
#
# The environment is made on first use in .build/kiwi-venv (beside the Swift build, so git
# ignores it and `rm -rf .build` removes it) with `python3 -m venv`, and kiwisolver is
# installed there with pip from the package index; later runs reuse it. Set PYTHON to make it
# with another interpreter (3.9 or later), KIWI_VENV to keep it elsewhere.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
venv=${KIWI_VENV:-$root/.build/kiwi-venv}
version=1.5.1
python=$venv/bin/python

installed() {
    [[ -x "$python" ]] && [[ "$("$python" -c 'import kiwisolver; print(kiwisolver.__version__)' 2>/dev/null)" == "$version" ]]
}

if ! installed; then
    echo "kiwi.sh: setting up kiwisolver $version in $venv" >&2
    mkdir -p "$(dirname "$venv")"
    "${PYTHON:-python3}" -m venv "$venv"
    "$python" -m pip install --quiet --disable-pip-version-check "kiwisolver==$version"
    installed || { echo "kiwi.sh: error: kiwisolver $version did not install in $venv" >&2; exit 1; }
fi

if [[ "${1:-}" == "--python" ]]; then
    echo "$python"
    exit 0
fi
script=$root/Benchmarks/kiwi_bench.py
if [[ "${1:-}" == *.py ]]; then
    script=$root/Benchmarks/$1
    shift
    [[ -f "$script" ]] || { echo "kiwi.sh: error: no script $script" >&2; exit 64; }
fi
exec "$python" "$script" "$@"
