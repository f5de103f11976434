#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (core only) and runs each for a short time on its seed
# corpus. Usage: scripts/fuzz.sh [seconds per target, default 20]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ccache-env.sh
seconds=${1:-20}
build=${ARBITER_FUZZ_BUILD_DIR:-build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DARBITER_CORE_ONLY=ON -DARBITER_FUZZ=ON \
        -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        $(command -v ccache >/dev/null && echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --build "$build" -j 2 --target fuzz_fen fuzz_san fuzz_pgn
for t in fen san pgn; do
    work=$(mktemp -d)
    cp -r "tests/fuzz/corpus/$t/." "$work/"
    echo "== fuzz_$t for ${seconds}s"
    log="$work.log"
    status=0
    "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/" "$work" >"$log" 2>&1 || status=$?
    grep -E '^(INFO: Seed|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)' "$log" || true
    if [ "$status" -ne 0 ]; then
        echo "fuzz_$t failed (exit $status); the last lines of its log:"
        tail -40 "$log"
        exit 1
    fi
    rm -f "$log"
    rm -rf "$work"
done
