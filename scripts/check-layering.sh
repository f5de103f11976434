#!/usr/bin/env bash
# DESIGN.md's link rules as a source check: core/ must not include Gui, Widgets or Multimedia headers,
# nothing in core/ or ui/ may include app/, and inside core/ a folder includes only folders on the
# floors below its own (the order of the architecture review, §6.3): no arrow runs back up, and two
# folders on one floor stay apart.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rnE '#include *<(Qt(Gui|Widgets|Multimedia|MultimediaWidgets|Svg)/|Q(Widget|Pixmap|Image|Painter|Color|Font|Icon|Application|GuiApplication|MediaPlayer|VideoSink)\b)' core || true)
bad+=$(grep -rnE '#include *"(\.\./)*app/' core ui 2>/dev/null || true)
if [ -n "$bad" ]; then
    echo "layering violation:"; echo "$bad"; exit 1
fi

# The floors inside core/, lowest first.
declare -A floor=(
    [common]=1 [chess]=2 [clock]=3 [zone]=4 [vcs]=4 [event]=5 [live]=5 [watch]=6 [storage]=7 [rulings]=8 [evidence]=8
    [report]=9 [seminar]=9 [session]=9 [models]=9
)
up=""
for dir in core/*/; do
    name=$(basename "$dir")
    if [ -z "${floor[$name]:-}" ]; then
        echo "layering: core/$name has no floor in scripts/check-layering.sh; give it one"; exit 1
    fi
    # Every folder of core/ an include in this folder (or below it, e.g. zone/sim) names.
    while IFS= read -r hit; do
        file=${hit%%:*}
        rest=${hit#*:}
        line=${rest%%:*}
        target=$(sed -nE 's#.*\#include *"([^"]+)".*#\1#p' <<<"${rest#*:}")
        # Resolve the path against the including file's folder.
        resolved=$(realpath -m --relative-to=core "$(dirname "$file")/$target")
        other=${resolved%%/*}
        [ "$other" = "$name" ] && continue
        [ -z "${floor[$other]:-}" ] && continue # not a folder of core (a generated or system header)
        if [ "${floor[$other]}" -ge "${floor[$name]}" ]; then
            up+="$file:$line: core/$name (floor ${floor[$name]}) includes core/$other (floor ${floor[$other]})"$'\n'
        fi
    done < <(grep -rnE '#include *"\.\./' "$dir" || true)
done
if [ -n "$up" ]; then
    echo "layering violation: an include runs up or across the floors of core/:"; printf '%s' "$up"; exit 1
fi
echo "layering check: core/ is free of Gui, Widgets and Multimedia includes; its folders include only the floors below"
