#!/usr/bin/env bash
# The whole VCS chain of docs/vcs.md on one machine, every part real:
#
#   whippublish (alice, bob) --WHIP--> simple-whip-server --> Janus videoroom --RTP--> feedrelay --RTSP--> tst_vcschain
#                                                           Janus event handler --HTTP--> feedrelay --/vcs/events--> tst_vcschain
#
# Two players publish a camera and microphone (GStreamer test sources) over WHIP, as a player's browser
# page does; Janus forwards each feed as RTP to our relay, which serves it over RTSP and turns Janus's
# events into presence; tst_vcschain (in its end-to-end mode) follows a simulated game between them
# and checks what the console sees when a publisher hangs up or dies (lost feed, server presence,
# Art. 13.3). WebRTC's ICE ignores loopback, so everything runs in a network namespace this script
# makes, with a veth pair for the candidates; nothing leaves it.
#
# Needs root (the namespace), the Debian packages janus and gstreamer1.0-nice (scripts/packages.txt),
# Node.js and the npm registry the first time (simple-whip-server's modules), and a build with
# feedrelay, whippublish and tst_vcschain. Where one is missing it says so and exits 0 as SKIPPED
# (CI prints that line); a failure of the chain itself exits 1.
#
#   scripts/vcs-e2e.sh [BUILD_DIR]      (default: build, or $ARBITER_BUILD_DIR)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
repo=$PWD
build_dir=$(readlink -f "${1:-${ARBITER_BUILD_DIR:-build}}")
cache=${ARBITER_VCS_E2E_CACHE:-$HOME/.cache/arbiter-console/vcs-e2e}

skip() {
    echo "vcs-e2e: SKIPPED: $*"
    exit 0
}
say() { echo "vcs-e2e: $*"; }

[ "$(id -u)" -eq 0 ] || skip "making a network namespace needs root"
for tool in ip janus node npm gst-inspect-1.0 dpkg-deb apt-get; do
    command -v "$tool" >/dev/null || skip "$tool is not installed"
done
gst-inspect-1.0 webrtcbin >/dev/null 2>&1 || skip "GStreamer's webrtcbin (gstreamer1.0-plugins-bad) is missing"
gst-inspect-1.0 nicesrc >/dev/null 2>&1 || skip "GStreamer's libnice plugin (gstreamer1.0-nice) is missing"
for exe in app/feedrelay tests/whippublish tests/tst_vcschain; do
    [ -x "$build_dir/$exe" ] || skip "$build_dir/$exe is not built"
done

# simple-whip-server: Debian's package, unpacked rather than installed (its nodejs dependency clashes
# with a Node.js from elsewhere, as on our machines), with the modules it needs from npm at the
# versions scripts/vcs-e2e/package-lock.json pins.
sws=$cache/simple-whip-server
if [ ! -f "$sws/src/server.js" ] || [ ! -d "$sws/node_modules/express" ] \
    || ! cmp -s "$repo/scripts/vcs-e2e/package-lock.json" "$sws/package-lock.json"; then
    say "fetching simple-whip-server (Debian package) and its Node.js modules"
    rm -rf "$sws" && mkdir -p "$sws/deb"
    (cd "$sws/deb" && apt-get download simple-whip-server >/dev/null 2>&1) \
        || { apt-get update -q >/dev/null && (cd "$sws/deb" && apt-get download simple-whip-server >/dev/null); } \
        || skip "apt-get download simple-whip-server failed (no package archive?)"
    dpkg-deb -x "$sws"/deb/simple-whip-server_*.deb "$sws/deb/root"
    mkdir -p "$sws/src"
    cp "$sws/deb/root/usr/share/simple-whip-server/src/"{server.js,whip-janus.js} "$sws/src/"
    cp "$repo/scripts/vcs-e2e/package.json" "$repo/scripts/vcs-e2e/package-lock.json" "$sws/"
    (cd "$sws" && npm ci --omit=dev --no-audit --no-fund --loglevel=error) || skip "npm could not fetch simple-whip-server's modules"
fi

ns=arbiter-vcs-$$
work=$(mktemp -d /tmp/arbiter-vcs-e2e.XXXXXX)
pids=()
cleanup() {
    local rc=$?
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    sleep 0.5
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
    ip netns pids "$ns" 2>/dev/null | xargs -r kill -9 2>/dev/null || true
    ip netns del "$ns" 2>/dev/null || true
    if [ "$rc" -ne 0 ]; then
        for log in "$work"/*.log; do
            echo "----- $(basename "$log") (last lines)"
            tail -n 25 "$log"
        done
    fi
    rm -rf "$work"
}
trap cleanup EXIT

ip netns add "$ns" 2>/dev/null || skip "this machine does not allow a network namespace (ip netns add failed)"
# Background processes are started with `ip netns exec` itself (it execs the program), so that $! is
# the program's own pid: tst_vcschain stops and kills the publishers by it.
inns() { ip netns exec "$ns" "$@"; }
ip -n "$ns" link set lo up
# ICE needs an interface that is up with a carrier: a veth pair, both ends in the namespace.
ip -n "$ns" link add vcs0 type veth peer name vcs1
ip -n "$ns" addr add 192.0.2.1/24 dev vcs0
ip -n "$ns" addr add 192.0.2.2/24 dev vcs1
ip -n "$ns" link set vcs0 up
ip -n "$ns" link set vcs1 up

# Janus with the configuration of docs/vcs/janus, only its folder and ICE interface changed.
mkdir -p "$work/janus"
cp "$repo"/docs/vcs/janus/*.jcfg "$work/janus/"
sed -i -e "s|configs_folder = .*|configs_folder = \"$work/janus\"|" \
    -e 's|ice_enforce_list = .*|ice_enforce_list = "vcs0"|' "$work/janus/janus.jcfg"
# The events' password, as tst_vcschain knows it.
sed -i -e 's|backend_pwd = .*|backend_pwd = "events-secret-4711"|' "$work/janus/janus.eventhandler.sampleevh.jcfg"
echo events-secret-4711 >"$work/janus-events.secret"
ip netns exec "$ns" janus -C "$work/janus/janus.jcfg" -F "$work/janus" >"$work/janus.log" 2>&1 &
pids+=($!)

wait_for() { # wait_for SECONDS DESCRIPTION COMMAND...
    local until=$(($(date +%s) + $1)) what=$2
    shift 2
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s)" -lt "$until" ] || { say "$what did not come up"; exit 1; }
        sleep 0.3
    done
}
wait_for 20 "Janus's WebSocket API" inns bash -c 'exec 3<>/dev/tcp/127.0.0.1/8188'

# simple-whip-server on Janus, its REST API on 7080.
cat >"$sws/src/config.js" <<'EOF'
module.exports = {
	janus: { address: 'ws://127.0.0.1:8188' },
	port: 7080,
	rest: '/whip',
	allowTrickle: true,
	strictETags: false,
	iceServers: []
};
EOF
ip netns exec "$ns" node "$sws/src/server.js" >"$work/whip-server.log" 2>&1 &
pids+=($!)
wait_for 20 "simple-whip-server" inns bash -c 'exec 3<>/dev/tcp/127.0.0.1/7080'

# The relay: the two players' cameras, WHIP endpoints made on simple-whip-server and forwarded here.
cat >"$work/relay.json" <<'EOF'
{
  "rtsp": "127.0.0.1:8554",
  "events": "127.0.0.1:8555",
  "relay_host": "127.0.0.1",
  "whip": { "url": "http://127.0.0.1:7080/whip", "room": 1234, "secret": "change-me-room" },
  "event": "open-2026",
  "players": ["alice", "bob"],
  "feeds": ["cam"],
  "base_port": 20000,
  "video_codec": "VP8",
  "video_server": { "from": ["127.0.0.1"], "user": "janus", "password_file": "janus-events.secret" }
}
EOF
ip netns exec "$ns" "$build_dir/app/feedrelay" --config "$work/relay.json" >"$work/relay.log" 2>&1 &
pids+=($!)
wait_for 20 "the relay's WHIP endpoints" grep -q "^whip open-2026/bob/cam" "$work/relay.log"

publishers=()
for player in alice bob; do
    endpoint=$(awk -v p="open-2026/$player/cam" '$1 == "whip" && $2 == p { print $3 }' "$work/relay.log")
    ip netns exec "$ns" "$build_dir/tests/whippublish" --url "$endpoint" --label "$player" >"$work/publish-$player.log" 2>&1 &
    pids+=($!)
    publishers+=("$player=$!")
done
for player in alice bob; do
    wait_for 30 "$player's publication" grep -q "^published" "$work/publish-$player.log"
done
say "Janus, simple-whip-server, the relay and two WHIP publishers are up in namespace $ns"

# The publishers' pids are the namespace's: tst_vcschain stops (SIGTERM, a hang-up) and kills them.
publishers_env=$(
    IFS=,
    echo "${publishers[*]}"
)
inns env ARBITER_VCS_E2E=1 ARBITER_VCS_E2E_RTSP=127.0.0.1:8554 ARBITER_VCS_E2E_EVENTS=127.0.0.1:8555 \
    ARBITER_VCS_E2E_PUBLISHERS="$publishers_env" QT_QPA_PLATFORM=offscreen \
    "$build_dir/tests/tst_vcschain" 2>&1 | tee "$work/tst_vcschain.log"
rc=${PIPESTATUS[0]}
if [ "$rc" -ne 0 ]; then
    say "FAILED: tst_vcschain over the real chain (exit $rc)"
    exit 1
fi
say "passed: the console saw the real chain (feeds over WHIP, Janus, the relay; presence from Janus's events)"
