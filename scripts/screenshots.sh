#!/usr/bin/env bash
# The screenshots of the README and the user guides (docs/screenshots/console-en.png and -ru.png):
# the demo round under Xvfb in each language, its window saved when it quits. Run after a build:
#   scripts/screenshots.sh [build-dir]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
mkdir -p docs/screenshots
# A fresh settings folder: the window's first layout, not the one this machine's user left.
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT
for lang in en ru; do
    xvfb-run -a -s "-screen 0 1440x900x24" env QT_XCB_GL_INTEGRATION=none XDG_CONFIG_HOME="$settings" \
        "$build/app/arbiter-console" --demo --games 24 --speed 10 --lang "$lang" \
        --quit-after 30 --screenshot "docs/screenshots/console-$lang.png"
    echo "docs/screenshots/console-$lang.png"
done
