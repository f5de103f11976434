#!/usr/bin/env bash
# The core's link rule (DESIGN.md: arbiter_core links Qt Core, Network and Sql only; never Gui, Widgets
# or Multimedia), proved on the objects the README's build made instead of building them again:
#  1. no object of arbiter_core, nor of arbiter_sim outside its simulated feeds, refers to a symbol that
#     Qt Gui, Widgets, Svg or Multimedia defines (checked against the libraries' exports, with the
#     widget library as the control that the check sees such references at all);
#  2. arbiter_core is compiled without the include folders of those modules;
#  3. arbiterctl, the core's command line, does not load Widgets or Multimedia;
#  4. the core-only configuration (-DARBITER_CORE_ONLY=ON: arbiter_core, arbiter_sim and arbiterctl
#     without Qt Gui) configures, and arbiterctl's parts that only it compiles (the report as HTML,
#     without arbiter_render) compile with its flags.
# Usage: scripts/check-core-only.sh [build folder, default build]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
qtlib=$(dirname "$(readlink -f "$(ldconfig -p | awk '/libQt6Core.so.6 / {print $NF; exit}')")")
fail() { echo "core-only check: $1"; [ $# -lt 2 ] || printf '%s\n' "$2" | head -20; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for lib in Gui Widgets Svg SvgWidgets Multimedia MultimediaWidgets OpenGL OpenGLWidgets; do
    f="$qtlib/libQt6$lib.so.6"
    [ -e "$f" ] && nm -D --defined-only --without-symbol-versions "$f" | awk 'NF == 3 {print $3}'
done | sort -u >"$work/gui"
[ -s "$work/gui" ] || fail "no exports read from Qt Gui, Widgets or Multimedia in $qtlib"

# Undefined symbols of an archive's objects, except those named (by object file name).
undefined() {
    local archive=$1
    shift
    nm --undefined-only "$archive" | awk -v skip=" $* " '
        /^$/ { next }
        /:$/ { member = substr($0, 1, length($0) - 1); next }
        $1 == "U" && index(skip, " " member " ") == 0 { print $2 }' | sort -u
}
gui_refs() { comm -12 "$work/gui" - | c++filt | head -20; }

[ -n "$(undefined "$build/ui/libarbiter_ui.a" | gui_refs)" ] ||
    fail "the check sees no Gui or Widgets reference in arbiter_ui itself: it would prove nothing"
refs=$(undefined "$build/core/libarbiter_core.a" | gui_refs)
[ -z "$refs" ] || fail "arbiter_core refers to Qt Gui, Widgets or Multimedia:" "$refs"
refs=$(undefined "$build/sim/libarbiter_sim.a" simulatedfeeds.cpp.o mocs_compilation.cpp.o | gui_refs)
[ -z "$refs" ] || fail "arbiter_sim (outside its simulated feeds) refers to Qt Gui, Widgets or Multimedia:" "$refs"
echo "  arbiter_core and arbiter_sim refer to no symbol of Qt Gui, Widgets, Svg or Multimedia"

includes=$(ninja -C "$build" -t commands arbiter_core | grep -oE -- '-(I|isystem) ?[^ ]*Qt(Gui|Widgets|Multimedia|Svg)[^ ]*' |
    sort -u || true)
[ -z "$includes" ] || fail "arbiter_core is compiled with Gui, Widgets or Multimedia headers on its path:" "$includes"
echo "  arbiter_core is compiled without their include folders"

loaded=$(ldd "$build/app/arbiterctl" | grep -oE 'libQt6(Widgets|Multimedia[A-Za-z]*)\.so' | sort -u || true)
[ -z "$loaded" ] || fail "arbiterctl loads $loaded"
echo "  arbiterctl loads no Widgets or Multimedia"

cmake -S . -B "$work/core-only" -G Ninja -DARBITER_CORE_ONLY=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$work/configure.log" 2>&1 ||
    fail "the core-only configuration fails:" "$(tail -20 "$work/configure.log")"
for f in app/arbiterctl/main.cpp app/arbiterctl/reportcommand.cpp app/arbiterctl/seminarcommand.cpp; do
    object="app/CMakeFiles/arbiterctl.dir/${f#app/}.o"
    command=$(ninja -C "$work/core-only" -t commands "$object" | tail -1)
    [ -n "$command" ] || fail "no compile command for $f in the core-only configuration"
    # The core-only command line with the README build's generated headers (the core's moc output).
    command=${command//$work\/core-only/$PWD\/$build}
    command=$(sed -E "s/ -MD -MT [^ ]+ -MF [^ ]+//" <<<"$command")
    (cd "$build" && eval "${command/ -c / -fsyntax-only -c }") >"$work/compile.log" 2>&1 ||
        fail "$f does not compile without arbiter_render:" "$(cat "$work/compile.log")"
done
echo "core-only check: the core links Qt Core, Network and Sql only; the core-only configuration and arbiterctl's parts without the renderer compile"
