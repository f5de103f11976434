#!/usr/bin/env bash
# Runs the libFuzzer targets, one after the other, for a while each on a copy of its seed corpus
# (tests/fuzz/corpus/<name>/; what a run adds is thrown away, what it finds is kept and reported).
# The targets are those tests/fuzz/CMakeLists.txt lists; they are built in the AddressSanitizer build
# (build-asan, clang: scripts/sanitizer-build.sh), on its libraries.
# Usage: scripts/fuzz.sh [seconds per target, default 20] [target ...]
#   scripts/fuzz.sh            # CI: every target briefly
#   scripts/fuzz.sh 600        # a longer run: ten minutes each
#   scripts/fuzz.sh 600 trf csv
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sanitizer-build.sh
seconds=${1:-20}
shift || true
all=$(sed -n 's/^set(arbiter_fuzz_targets \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt)
if [ $# -gt 0 ]; then
    targets=""
    for t in "$@"; do
        case " $all " in
        *" fuzz_${t#fuzz_} "*) targets="$targets fuzz_${t#fuzz_}" ;;
        *) echo "no fuzz target $t (there are: $all)" >&2; exit 2 ;;
        esac
    done
else
    targets=$all
fi
build=$(sanitizer_build asan)
# shellcheck disable=SC2086
cmake --build "$build" -j "${ARBITER_JOBS:-2}" --target $targets
for target in $targets; do
    name=${target#fuzz_}
    work=$(mktemp -d)
    cp -r "tests/fuzz/corpus/$name/." "$work/"
    echo "== $target for ${seconds}s"
    log="$work.log"
    status=0
    "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/" "$work" >"$log" 2>&1 || status=$?
    grep -E '^(INFO: Seed|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)' "$log" || true
    if [ "$status" -ne 0 ]; then
        echo "$target failed (exit $status); the input is kept in $work (crash-*, timeout-*, oom-*)."
        echo "Add it to tests/fuzz/corpus/$name/ once fixed. The last lines of its log ($log):"
        tail -40 "$log"
        exit 1
    fi
    rm -f "$log"
    rm -rf "$work"
done
