#!/usr/bin/env bash
# DESIGN.md's link rules as a source check: core/ must not include Gui, Widgets or Multimedia headers,
# and nothing in core/ or ui/ may include app/.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rnE '#include *<(Qt(Gui|Widgets|Multimedia|MultimediaWidgets|Svg)/|Q(Widget|Pixmap|Image|Painter|Color|Font|Icon|Application|GuiApplication|MediaPlayer|VideoSink)\b)' core || true)
bad+=$(grep -rnE '#include *"(\.\./)*app/' core ui 2>/dev/null || true)
if [ -n "$bad" ]; then
    echo "layering violation:"; echo "$bad"; exit 1
fi
echo "layering check: core/ is free of Gui, Widgets and Multimedia includes"
