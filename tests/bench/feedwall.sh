#!/usr/bin/env bash
# The feed wall with N live feeds (16 or 49 a page), measured: frames per second per feed (the
# console's own count), the console's CPU (all its threads, in cores) and resident memory, and the
# time from a feed stalling to its incident. Prints figures; not a test.
#
#   tests/bench/feedwall.sh [16|49] [BUILD_DIR]
#
# The feeds come from outside the console, as in an event: our relay (feedrelay) serves a camera
# with microphone per player of tests/data/pgn/round50.pgn over RTSP, fed with RTP by one GStreamer
# encoder for all of them (VP8 320x180 at 15 frames/s and Opus: what Janus forwards), so the
# encoding does not count against the console. One player (board 1, White) has an encoder of her
# own: after the measurement it is stopped (SIGSTOP: no error, no end, just nothing, as a frozen
# network looks) and the script waits for the console's "incident: vcs_absent board 1 white" line
# (--stats prints each incident with its time). The console replays the round (--demo --pgn) with
# its feeds at the relay (--feed-template) and starts on the feed wall (--feeds N) under Xvfb.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."
tiles=${1:-16}
build=$(readlink -f "${2:-build}")
warmup=${ARBITER_BENCH_WARMUP:-20}
measure=${ARBITER_BENCH_SECONDS:-20}
lost_after_s=5 # the event's default threshold (VcsThresholds::lostAfterMs)

work=$(mktemp -d /tmp/arbiter-feedwall.XXXXXX)
pids=()
cleanup() {
    # The console first: xvfb-run then ends its X server itself.
    [ -n "${console:-}" ] && kill "$console" 2>/dev/null && sleep 2
    for p in "${pids[@]}"; do kill -CONT "$p" 2>/dev/null || true; kill "$p" 2>/dev/null || true; done
    sleep 0.5
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    [ -n "${ARBITER_BENCH_KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

# The players' keys as the console writes them: the simulator's account from the name (lower case,
# letters and digits, one '-' between runs), which is also the feed path's segment.
mapfile -t players < <(grep -E '^\[(White|Black) "' tests/data/pgn/round50.pgn | sed -E 's/^\[[A-Za-z]+ "(.*)"\]$/\1/' \
    | tr 'A-Z' 'a-z' | sed -E 's/[^a-z0-9]+/-/g; s/^-+//; s/-+$//' | awk '!seen[$0]++')
first=${players[0]} # board 1, White
rtsp_port=18554
events_port=18555
base_port=30000
{
    printf '{"rtsp": "127.0.0.1:%s", "events": "127.0.0.1:%s", "event": "bench", "feeds": ["cam"], ' \
        "$rtsp_port" "$events_port"
    printf '"base_port": %s, "players": [' "$base_port"
    printf '"%s",' "${players[@]}" | sed 's/,$//'
    printf ']}\n'
} >"$work/relay.json"
"$build/app/feedrelay" --config "$work/relay.json" >"$work/relay.log" 2>&1 &
pids+=($!)
relay_pid=$!
for _ in $(seq 50); do grep -q '^presence ' "$work/relay.log" && break; sleep 0.2; done
grep -q '^presence ' "$work/relay.log" || { cat "$work/relay.log"; exit 1; }

# One encoder for everyone but the first player, sent to every player's ports; the first her own.
video_clients=""
audio_clients=""
while read -r path _ _ vport _ _ aport; do
    [ "$path" = "bench/$first/cam" ] && continue
    video_clients+="127.0.0.1:$vport,"
    audio_clients+="127.0.0.1:$aport,"
done < <(grep '^feed ' "$work/relay.log" | cut -d' ' -f2-)
sender() { # sender VIDEO_SINK AUDIO_SINK
    exec gst-launch-1.0 -q videotestsrc is-live=true pattern=smpte horizontal-speed=3 \
        ! video/x-raw,width=320,height=180,framerate=15/1 ! timeoverlay ! vp8enc deadline=1 cpu-used=16 \
        keyframe-max-dist=30 target-bitrate=250000 end-usage=cbr ! rtpvp8pay pt=96 ! $1 \
        audiotestsrc is-live=true wave=sine freq=440 volume=0.1 ! audioconvert ! audioresample \
        ! audio/x-raw,rate=48000,channels=1 ! opusenc bitrate=24000 ! rtpopuspay pt=111 ! $2
}
sender "multiudpsink clients=${video_clients%,}" "multiudpsink clients=${audio_clients%,}" >/dev/null 2>&1 &
pids+=($!)
first_port=$(awk -v p="bench/$first/cam" '$1 == "feed" && $2 == p { print $5 }' "$work/relay.log")
sender "udpsink host=127.0.0.1 port=$first_port" "udpsink host=127.0.0.1 port=$((first_port + 2))" >/dev/null 2>&1 &
pids+=($!)
first_sender=$!

export QT_XCB_GL_INTEGRATION=none
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/app/arbiter-console" --demo --db "$work/bench.sqlite" \
    --pgn tests/data/pgn/round50.pgn --scenario none --lang en --feeds "$tiles" \
    --feed-template "rtsp://127.0.0.1:$rtsp_port/bench/{player}/{feed}" --stats 5 \
    --quit-after $((warmup + measure + 20)) >"$work/console.log" 2>&1 &
pids+=($!)
console=""
for _ in $(seq 100); do
    console=$(pgrep -f "^$build/app/arbiter-console --demo --db $work/bench.sqlite" | head -1 || true)
    [ -n "$console" ] && break
    sleep 0.1
done
[ -n "$console" ] || { echo "the console did not start"; cat "$work/console.log"; exit 1; }
sleep "$warmup"

ticks=$(getconf CLK_TCK)
cpu() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
c0=$(cpu "$console")
r0=$(cpu "$relay_pid")
t0=$(date +%s.%N)
rss_peak=0
for _ in $(seq "$measure"); do
    rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$console/status")
    [ "$rss" -gt "$rss_peak" ] && rss_peak=$rss
    sleep 1
done
c1=$(cpu "$console")
r1=$(cpu "$relay_pid")
t1=$(date +%s.%N)
fps_lines=$(grep '^feeds: ' "$work/console.log" | tail -n $((measure / 5)))
stall_line=$(grep '^stats [0-9]* s:' "$work/console.log" | tail -n $((measure / 5)) | awk '{
    for (i = 1; i < NF; ++i) if ($i == "stall") { if ($(i + 1) > worst) worst = $(i + 1); over += substr($(i + 3), 2) }
} END { printf "longest GUI stall %d ms, %d over 50 ms", worst, over }')

# The stall: the first player's encoder stops; the console must raise the incident.
stall_ms=$(date +%s%3N)
kill -STOP "$first_sender"
incident_ms=""
for _ in $(seq 200); do
    incident_ms=$(awk -v s="$stall_ms" '$1 == "incident:" && $2 == "vcs_absent" && $4 == 1 && $5 == "white" && $7 >= s { print $7; exit }' \
        "$work/console.log")
    [ -n "$incident_ms" ] && break
    sleep 0.1
done
kill -CONT "$first_sender"

echo "feed wall with $tiles tiles a page (round50.pgn, feeds from feedrelay over RTSP, VP8 320x180 at 15 fps + Opus)"
echo "$fps_lines" | sed 's/^/  console: /'
awk -v c0="$c0" -v c1="$c1" -v r0="$r0" -v r1="$r1" -v t0="$t0" -v t1="$t1" -v hz="$ticks" -v rss="$rss_peak" -v stall="$stall_line" 'BEGIN {
    s = t1 - t0
    printf "  console CPU: %.2f cores over %.0f s (target <= 1.5)\n", (c1 - c0) / hz / s, s
    printf "  console GUI: %s (target <= 50 ms)\n", stall
    printf "  console resident memory, peak: %.0f MB (target <= 1200)\n", rss / 1024
    printf "  relay CPU (not the console): %.2f cores\n", (r1 - r0) / hz / s
}'
if [ -n "$incident_ms" ]; then
    echo "  stall to incident: $((incident_ms - stall_ms)) ms (threshold ${lost_after_s}000 ms; target <= $((lost_after_s + 1))000 ms)"
else
    echo "  stall to incident: no incident within 20 s"
    grep -E '^incident:' "$work/console.log" | tail -5
    exit 1
fi
