#!/usr/bin/env bash
# The Debian package as a user gets it: the desktop entry and AppStream metainfo validate, cpack builds
# the package from the build folder, and both programs run from the package unpacked into a temporary
# root (--version, --help), with no display.
# Usage: scripts/check-package.sh [build folder, default build]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

desktop-file-validate packaging/arbiter-console.desktop
appstreamcli validate --no-net packaging/org.arbiterconsole.ArbiterConsole.metainfo.xml

rm -f "$build"/arbiter-console_*.deb
(cd "$build" && cpack -G DEB >/dev/null 2>&1)
deb=$(ls "$build"/arbiter-console_*.deb)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
for f in usr/bin/arbiter-console usr/bin/arbiterctl usr/bin/feedrelay usr/share/doc/arbiter-console/vcs/feedrelay.json \
         usr/share/applications/arbiter-console.desktop \
         usr/share/metainfo/org.arbiterconsole.ArbiterConsole.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/arbiter-console.svg \
         usr/share/icons/hicolor/48x48/apps/arbiter-console.png \
         usr/share/icons/hicolor/256x256/apps/arbiter-console.png; do
    [ -e "$root/$f" ] || { echo "package check: $f is missing from $deb"; exit 1; }
done
# Runs a program of the package with no display; its output must say `expect`.
run() {
    local expect=$1 out
    shift
    out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM XDG_RUNTIME_DIR="$root" "$@" 2>&1) \
        || { echo "package check: '$*' failed:"; echo "$out"; exit 1; }
    grep -q -- "$expect" <<<"$out" || { echo "package check: '$*' did not say '$expect':"; echo "$out"; exit 1; }
    echo "  $* -> $(grep -m 1 -- "$expect" <<<"$out")"
}
run "arbiterctl [0-9]" "$root/usr/bin/arbiterctl" --version
run "Usage: arbiterctl" "$root/usr/bin/arbiterctl" --help
run "arbiter-console [0-9]" "$root/usr/bin/arbiter-console" --version
run "--demo" "$root/usr/bin/arbiter-console" --help
run "feedrelay [0-9]" "$root/usr/bin/feedrelay" --version
run "feed open-2026/alice-smith/cam" "$root/usr/bin/feedrelay" --config "$root/usr/share/doc/arbiter-console/vcs/feedrelay.json" --check
echo "package check: $(basename "$deb") installs arbiter-console, arbiterctl and feedrelay, desktop entry, metainfo and icons; each runs from it"
