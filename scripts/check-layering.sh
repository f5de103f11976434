#!/usr/bin/env bash
# DESIGN.md's link rules as a source check, on the includes as written: every include names its file
# from the repository's top ("core/rulings/ruling.h", "ui/wall/tilepainter.h", "media/feedpipeline.h"),
# so the first folders of the path say which library and which room a file comes from.
#
# - core/ never includes Gui, Widgets or Multimedia headers, nor ui/, media/, sim/ or app/;
# - media/ never includes ui/, sim/ or app/; ui/ never includes app/ or sim/ (the simulator is the
#   demo's, wired in app/); the feed relay never includes the simulator;
# - inside core/ and inside ui/ a folder includes only folders on the floors below its own
#   (docs/architecture.md): no arrow runs back up, and two folders on one floor stay apart;
# - no include is relative ("../x.h") or names a file that is not there.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "layering violation: $1"; printf '%s\n' "$2"; exit 1; }

bad=$(grep -rnE '#include *<(Qt(Gui|Widgets|Multimedia|MultimediaWidgets|Svg)/|Q(Widget|Pixmap|Image|Painter|Color|Font|Icon|Application|GuiApplication|MediaPlayer|VideoSink)\b)' core || true)
[ -z "$bad" ] || fail "core/ includes a Gui, Widgets or Multimedia header:" "$bad"
bad=$(grep -rnE '#include *"(ui|media|sim|app|render)/' core || true)
[ -z "$bad" ] || fail "core/ includes a library above it:" "$bad"
bad=$(grep -rnE '#include *"(ui|sim|app)/' media || true)
[ -z "$bad" ] || fail "media/ includes ui/, sim/ or app/:" "$bad"
# render/ draws the core's documents: it includes the core only.
bad=$(grep -rnE '#include *"(ui|media|sim|app)/' render || true)
[ -z "$bad" ] || fail "render/ includes a library other than the core:" "$bad"
bad=$(grep -rnE '#include *"(ui|sim|app)/' media || true)
[ -z "$bad" ] || fail "media/ includes ui/, sim/ or app/:" "$bad"
bad=$(grep -rnE '#include *"(app|sim)/' ui || true)
[ -z "$bad" ] || fail "ui/ includes app/ or sim/:" "$bad"
# The deployed feed relay serves with core/net, never with the simulator.
bad=$(grep -rnE '#include *"sim/' app/feedrelay || true)
[ -z "$bad" ] || fail "the feed relay includes the simulator:" "$bad"
bad=$(grep -rnE '#include *"\.\.?/' core ui media render app tests || true)
[ -z "$bad" ] || fail "a relative include (name the file from the repository's top):" "$bad"
missing=""
while IFS= read -r hit; do
    target=$(sed -nE 's#.*\#include *"([^"]+)".*#\1#p' <<<"${hit#*:*:}")
    case "$target" in *.moc | moc_* | ui_*) continue ;; esac
    [ -f "$target" ] || missing+="$hit"$'\n'
done < <(grep -rnE '#include *"[^"]+"' core ui media render app tests --include='*.cpp' --include='*.h' || true)
[ -z "$missing" ] || fail "an include that does not name a file from the repository's top:" "$missing"

# check_floors LIBRARY FLOORS...: the folders of LIBRARY (files at its top count as the folder
# "(top)"), each with its floor, lowest first.
check_floors() {
    local lib=$1; shift
    declare -A floor=()
    local pair
    for pair in "$@"; do floor[${pair%=*}]=${pair#*=}; done
    local up="" dir name hit file line target other
    for dir in "$lib"/*/ "$lib/(top)"; do
        if [ "$dir" = "$lib/(top)" ]; then
            name="(top)"
            [ -n "$(find "$lib" -maxdepth 1 -name '*.cpp' -o -maxdepth 1 -name '*.h')" ] || continue
        else
            name=$(basename "$dir")
        fi
        [ -n "${floor[$name]:-}" ] || fail "$lib/$name has no floor in scripts/check-layering.sh; give it one" ""
        while IFS= read -r hit; do
            file=${hit%%:*}
            line=$(cut -d: -f2 <<<"$hit")
            target=$(sed -nE 's#.*\#include *"([^"]+)".*#\1#p' <<<"${hit#*:*:}")
            [[ "$target" == "$lib"/* ]] || continue
            other=${target#"$lib"/}
            if [[ "$other" == */* ]]; then other=${other%%/*}; else other="(top)"; fi
            [ "$other" = "$name" ] && continue
            if [ "${floor[$other]}" -ge "${floor[$name]}" ]; then
                up+="$file:$line: $lib/$name (floor ${floor[$name]}) includes $lib/$other (floor ${floor[$other]})"$'\n'
            fi
        done < <(if [ "$name" = "(top)" ]; then grep -HnE '#include *"' "$lib"/*.cpp "$lib"/*.h 2>/dev/null || true;
                 else grep -rnE '#include *"' "$dir" || true; fi)
    done
    [ -z "$up" ] || fail "an include runs up or across the floors of $lib/:" "$up"
}

# The floors inside core/, lowest first (docs/architecture.md).
check_floors core common=1 net=2 chess=2 clock=3 zone=4 vcs=4 event=5 live=5 watch=6 standings=6 storage=7 rulings=8 \
    evidence=8 team=9 report=9 \
    seminar=10 session=10 models=10
# The floors inside ui/: shared settings, colours and helpers; the board and the feature widgets; the ones built
# on those;
# the window ((top): mainwindow); the desks that plug their menus and docks into the window.
check_floors ui common=1 board=2 feeds=2 eventsetup=2 incidents=2 players=2 report=2 wall=3 focus=3 diagnostics=4 \
    "(top)=4" rulings=5 seminar=5 venues=5
# One home for the console's colours: ui/common/palette.h names them for what they mean.
colours=$(grep -rnE '"#[0-9a-fA-F]{3,8}\b|[:;] *#[0-9a-fA-F]{6}\b|QColor\( *(0x)?[0-9]' ui media app --include='*.cpp' --include='*.h' \
    | grep -v '^ui/common/palette.h:' || true)
[ -z "$colours" ] || fail "a colour written outside ui/common/palette.h (name it there for what it means):" "$colours"
echo "layering check: every include is named from the repository's top; core/ is free of Gui, Widgets," \
    "Multimedia and the libraries above it; media/ and ui/ include nothing above them; core/ and ui/ include" \
    "only the floors below; colours come from ui/common/palette.h"
