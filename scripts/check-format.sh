#!/usr/bin/env bash
# Fails when any C++ source is not formatted as .clang-format says (clang-format 14).
# With --fix, formats the files in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = --fix ]; then
    clang-format-14 -i "${files[@]}"
    exit 0
fi
clang-format-14 --dry-run --Werror "${files[@]}"
echo "format check: ${#files[@]} files formatted correctly"
