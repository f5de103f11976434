#!/usr/bin/env bash
# CI's short soak of the zone under faults (bench_soak, issue 11 §4 and issue 46): a round of 400
# games played by the embedded simulator at 10x while random faults of every kind hit its streams and
# requests, followed by the Lichess adapter into the registry. Twice: with a fixed seed, and with a
# random one printed so that a failure can be replayed. Fails on any lost, invented or wrong ply,
# clock off by more than a second, wrong result, game not ended, or false incident (bench_soak's
# exit status). About a minute each.
# Usage: tests/bench/soak.sh [build folder, default build] [random seed, default a new one]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
random=${2:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
args=(--games 400 --minutes 5 --speed 10)
for seed in 7 "$random"; do
    echo "== soak, seed $seed (replay: $build/tests/bench/bench_soak ${args[*]} --seed $seed)"
    "$build/tests/bench/bench_soak" "${args[@]}" --seed "$seed" || {
        echo "soak failed with seed $seed; replay it with: $build/tests/bench/bench_soak ${args[*]} --seed $seed"
        exit 1
    }
done
