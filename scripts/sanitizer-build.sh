# Sourced by scripts/sanitize.sh, scripts/fuzz.sh and scripts/tsan.sh: the sanitizer builds' one
# configuration. Both build at -O1 -g1, as AddressSanitizer's documentation suggests (reports keep
# their line numbers; a third faster to compile than -O2 -g), through the compiler cache, with
# warnings as errors when ARBITER_WERROR=1 (CI):
#   asan  build-asan: clang 14, AddressSanitizer + UndefinedBehaviorSanitizer on every target, and the
#         libFuzzer targets on the same libraries (one build for both; clang compiles them a fifth
#         faster than gcc and only clang has libFuzzer);
#   tsan  build-tsan: gcc, ThreadSanitizer on every target (only the threaded suites are built).
# The benchmarks are not part of either (their timings mean nothing under a sanitizer).
source scripts/ccache-env.sh

# sanitizer_build asan|tsan: configures the build folder if it is not there yet and prints its path.
sanitizer_build() {
    local kind=$1 dir args=()
    case "$kind" in
    asan)
        dir=${ARBITER_SANITIZE_BUILD_DIR:-build-asan}
        args=(-DARBITER_SANITIZE=ON -DARBITER_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++-14)
        ;;
    tsan)
        dir=${ARBITER_TSAN_BUILD_DIR:-build-tsan}
        args=(-DARBITER_TSAN=ON)
        ;;
    *) echo "sanitizer_build: asan or tsan" >&2; return 2 ;;
    esac
    if [ ! -f "$dir/build.ninja" ]; then
        [ "${ARBITER_WERROR:-0}" = 1 ] && args+=(-DARBITER_WERROR=ON)
        command -v ccache >/dev/null && args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" "${args[@]}" >&2
    fi
    echo "$dir"
}
