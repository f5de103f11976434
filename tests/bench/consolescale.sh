#!/usr/bin/env bash
# The console at scale, measured: a round of N games made by repeating tests/data/pgn/round50.pgn
# (new board numbers and player names for each copy), replayed by the demo's simulator at --speed 10
# with the demo's simulated feeds and its scenario, shown on the board wall (or the game list, a
# focused board, the feed wall) under Xvfb, for M minutes. Prints per 5-second interval and in
# summary: event-to-screen p50/p99 and the longest GUI stall (the console's own --stats), CPU per
# thread group (the console's GUI, zone, media pipelines, its probe helper process, other; the
# demo's simulator process, a child of the console: its game zone, its feed server and encoders),
# the console's resident memory and threads (its probe helper's with them; read from /proc beside
# the console), and when the Art. 13.2 roll call of every camera was done. Not a test: figures,
# unless --check-leak is given.
#
#   tests/bench/consolescale.sh [games] [minutes] [options]
#     --view wall|list|focus|feeds   what the console shows (default wall; focus opens board 1 and
#                                    shows the wall; feeds is the feed wall at 49 tiles)
#     --speed X                      the replay's speed (default 10)
#     --build DIR                    where the programs are (default build)
#     --warmup S                     seconds after which RSS and threads must be flat (default: when
#                                    the roll call is done, at least 60)
#     --check-leak                   exit 1 when RSS or the thread count still rises after warm-up
#                                    (CI: a short run, judged on growth, never on time)
#     --keep                         keep the work folder (round, console log, samples)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."

games=${1:-400}
minutes=${2:-10}
shift $(($# >= 2 ? 2 : $#))
view=wall
speed=10
build=build
warmup=""
check_leak=0
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
    --view) view=$2; shift 2 ;;
    --speed) speed=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --check-leak) check_leak=1; shift ;;
    --keep) keep=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
build=$(readlink -f "$build")
console_bin="$build/app/arbiter-console"
[ -x "$console_bin" ] || { echo "no $console_bin: build first (./dev test)" >&2; exit 2; }

work=$(mktemp -d /tmp/arbiter-scale.XXXXXX)
console=""
sampler=""
cleanup() {
    [ -n "$sampler" ] && kill "$sampler" 2>/dev/null || true
    # The console first: xvfb-run then ends its X server itself.
    if [ -n "$console" ] && kill "$console" 2>/dev/null; then
        for _ in $(seq 50); do kill -0 "$console" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$console" 2>/dev/null || true
    fi
    if [ "$keep" = 1 ]; then echo "work folder kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# The round: copy k (from 0) of the 50 games numbers its boards 50k+1.. and gives its players a
# suffix (" 2", " 3", ...), so each copy's players are other people with feeds of their own.
per=$(grep -c '^\[Event ' tests/data/pgn/round50.pgn)
round="$work/round$games.pgn"
: >"$round"
for ((k = 0; k * per < games; ++k)); do
    awk -v k="$k" -v per="$per" -v max="$games" '
        /^\[Event / { i++ }
        k * per + i > max { next }
        k > 0 && /^\[(White|Black) "/ { sub(/"\]$/, " " (k + 1) "\"]") }
        /^\[Board "/ { $0 = "[Board \"" (k * per + i) "\"]" }
        { print }' tests/data/pgn/round50.pgn >>"$round"
done

args=(--demo --db "$work/scale.sqlite" --pgn "$round" --speed "$speed" --lang en --stats 5
    --quit-after $((minutes * 60)))
case "$view" in
wall) ;;
list) args+=(--list) ;;
focus) args+=(--focus 1) ;;
feeds) args+=(--feeds 49) ;;
*) echo "--view wall|list|focus|feeds" >&2; exit 2 ;;
esac

export QT_XCB_GL_INTEGRATION=none
xvfb-run -a -s "-screen 0 1920x1080x24" "$console_bin" "${args[@]}" >"$work/console.log" 2>"$work/console.err" &
for _ in $(seq 100); do
    console=$(pgrep -f "^$console_bin --demo --db $work/scale.sqlite" | head -1 || true)
    [ -n "$console" ] && break
    sleep 0.1
done
[ -n "$console" ] || { echo "the console did not start"; cat "$work/console.err"; exit 1; }

# Every 5 s, a block: the time, the console's CPU seconds (dead threads included), RSS (MB) and
# threads, the same for the demo's simulator process and for the console's probe helper, then each
# thread's id, group and CPU seconds. The groups, by process and thread name: the GUI thread (the
# console's own id), "zone", every other GStreamer thread of the console (its feed pipelines:
# media), the rest of the console (Qt's pools, X, D-Bus: other); every thread of the console's probe
# helper (arbiter-console --probe-feeds, a child of the console that runs the roll call's probes:
# probes), counted as the console's, its memory and threads too; in the demo's simulator process
# (arbiter-console --serve-demo, another child), its main thread (the game zone: sim) and every
# other thread (the feed server and the simulated players' encoders: simfeeds).
sample() {
    local pid=$1 log=$2 start sim probes
    start=$(date +%s.%N)
    while kill -0 "$pid" 2>/dev/null; do
        sim=$(pgrep -P "$pid" -f -- "--serve-demo" | head -1 || true)
        probes=$(pgrep -P "$pid" -f -- "--probe-feeds" | head -1 || true)
        # Through cat: a thread that ends while it is read (feed players come and go) is skipped, not
        # the whole sample (awk gives up on a file it cannot open).
        {
            cat /proc/"$pid"/stat /proc/"$pid"/task/*/stat 2>/dev/null
            if [ -n "$sim" ]; then cat /proc/"$sim"/stat /proc/"$sim"/task/*/stat 2>/dev/null | sed 's/^/C /'; fi
            if [ -n "$probes" ]; then cat /proc/"$probes"/stat /proc/"$probes"/task/*/stat 2>/dev/null | sed 's/^/P /'; fi
        } | awk -v pid="$pid" -v sim="$sim" -v probes="$probes" -v t="$(date +%s.%N)" -v t0="$start" -v hz="$(getconf CLK_TCK)" \
            -v lines="$(grep -c '^stats ' "$log" || true)" '
            function fields(line, f,    open, shut, i) {
                open = index(line, "(")
                for (i = length(line); i > 0; --i) if (substr(line, i, 1) == ")") { shut = i; break }
                split(substr(line, shut + 2), f, " ")
                return substr(line, open + 1, shut - open - 1)
            }
            function rssOf(p,    l, r, v) {
                v = 0
                while ((getline l < ("/proc/" p "/status")) > 0) if (l ~ /^VmRSS:/) { split(l, r, " "); v = r[2] / 1024 }
                close("/proc/" p "/status")
                return v
            }
            $1 == "P" && !seenProbes { fields($0, f); probesproc = (f[12] + f[13]) / hz; seenProbes = 1; next }
            $1 == "P" { fields($0, f); line[++n] = sprintf("T %s probes %.2f", $2, (f[12] + f[13]) / hz); ++threads; next }
            $1 == "C" && !seenSim { fields($0, f); simproc = (f[12] + f[13]) / hz; seenSim = 1; next }
            $1 == "C" {
                fields($0, f)
                line[++n] = sprintf("T %s %s %.2f", $2, $2 == sim ? "sim" : "simfeeds", (f[12] + f[13]) / hz)
                next
            }
            NR > 1 {
                name = fields($0, f)
                tid = $1
                if (tid == pid) g = "gui"
                else if (name == "zone") g = "zone"
                else if (name ~ /:(src|sink)$/ || name ~ /^(queue|multiqueue|task|pool-|typefind|decodebin|rtp|udpsrc|gst)/) g = "media"
                else g = "other"
                line[++n] = sprintf("T %s %s %.2f", tid, g, (f[12] + f[13]) / hz)
                ++threads
                next
            }
            { fields($0, f); proc = (f[12] + f[13]) / hz }
            END {
                rss = rssOf(pid) + (probes != "" ? rssOf(probes) : 0); simrss = sim != "" ? rssOf(sim) : 0
                printf "S %.1f %.2f %.0f %d %d %.2f %.0f %s %.2f\n", t - t0, proc, rss, threads, lines, simproc, simrss, probes == "" ? "-" : probes, probesproc
                for (i = 1; i <= n; ++i) print line[i]
            }' || true
        sleep 5
    done
}
sample "$console" "$work/console.log" >"$work/samples.txt" &
sampler=$!

echo "console scale: $games games at --speed $speed, view $view, $minutes min (round made from round50.pgn)"
wait_s=$((minutes * 60 + 60))
for ((s = 0; s < wait_s; ++s)); do
    kill -0 "$console" 2>/dev/null || break
    sleep 1
done
if kill -0 "$console" 2>/dev/null; then
    echo "the console did not quit after $minutes min" >&2
    exit 1
fi
console=""
kill "$sampler" 2>/dev/null || true
sampler=""

# The roll call's end, in seconds since the console started (its --stats line).
rollcall=$(awk '$1 == "rollcall:" && $2 == "done" { print $4; exit }' "$work/console.log")
[ -n "$rollcall" ] || rollcall=-1
if [ -z "$warmup" ]; then
    warmup=60
    awk -v r="$rollcall" -v w="$warmup" 'BEGIN { exit !(r > w) }' && warmup=${rollcall%.*}
fi

# The samples as one line each: time, CPU of each group over the previous sample (from each thread's
# own count; a thread that ended between samples loses its last few seconds), the process's CPU over
# it (every thread, ended ones too, and the probe helper's: from its start when it is new), RSS and
# threads; then the demo's simulator process's CPU and RSS; then the probe helper's threads' CPU.
awk '
    $1 == "S" { flush(); t = $2; proc = $3; rss = $4; thr = $5; lines = $6; simproc = $7; simrss = $8; hpid = $9; hproc = $10
        have = 1; delete d; next }
    $1 == "T" { prev = last[$2]; d[$3] += $4 - (prev == "" ? 0 : prev); now[$2] = $4; next }
    function flush() {
        if (!have) return
        if (pt != "") {
            dt = t - pt
            helper = (hpid == "-") ? 0 : ((hpid == phpid) ? hproc - phproc : hproc)
            printf "%.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.0f %d %d %.1f %.0f %.1f\n", t, 100 * d["gui"] / dt, 100 * d["zone"] / dt,
                100 * d["sim"] / dt, 100 * d["simfeeds"] / dt, 100 * d["media"] / dt, 100 * d["other"] / dt,
                100 * (proc - pproc + helper) / dt, rss, thr, lines,
                ((simproc > 0 && psimproc > 0) ? 100 * (simproc - psimproc) / dt : -1), simrss, 100 * d["probes"] / dt
        }
        pt = t; pproc = proc; psimproc = simproc; phpid = hpid; phproc = hproc
        delete last; for (k in now) last[k] = now[k]; delete now
    }
    END { flush() }' "$work/samples.txt" >"$work/groups.txt"

# Per interval: the console's own figures beside the sample taken nearest its end.
awk -v rollcall="$rollcall" -v warmup="$warmup" -v checkleak="$check_leak" -v games="$games" '
    # st: the sample'"'"'s time on the console'"'"'s clock (its stats lines come every 5 s from the first).
    FNR == NR { n++; st[n] = 5 * $11; gui[n] = $2; zone[n] = $3; sim[n] = $4; sf[n] = $5; med[n] = $6; oth[n] = $7
        all[n] = $8; rss[n] = $9; thr[n] = $10; seen[n] = $11; simall[n] = $12; simrss[n] = $13; prb[n] = $14; next }
    /^stats [0-9]+ s:/ {
        m++
        t = $2
        match($0, /p50 [0-9–]+ ms p99 [0-9–]+ ms max [0-9–]+ ms \([0-9]+ events\)/)
        split(substr($0, RSTART, RLENGTH), d, " ")
        p50 = d[2]; p99 = d[5]; mx = d[8]; ev = d[10]; sub(/\(/, "", ev)
        match($0, /longest GUI stall [0-9–]+ ms \([0-9]+ over/)
        split(substr($0, RSTART, RLENGTH), s, " ")
        stall = s[4]; over = s[6]; sub(/\(/, "", over)
        line[m] = sprintf("%5.0f s  p50 %3s ms  p99 %4s ms  max %5s ms  %5s events  stall %4s ms (%s > 50)", t, p50, p99, mx, ev, stall, over)
        lt[m] = t; lp99[m] = p99; lstall[m] = stall
    }
    END {
        printf "%-74s %s\n", "interval (the console'"'"'s --stats)", "console CPU %: GUI  zone media probes other   all  RSS MB threads | simulator process CPU %: zone feeds   all  RSS MB"
        worst99 = -1; worststall = -1
        for (i = 1; i <= m; ++i) {
            # The first sample taken after the console printed this line.
            best = 0
            for (j = 1; j <= n && !best; ++j) if (seen[j] >= i) best = j
            cpu = best ? sprintf("%5.1f %5.1f %5.1f %6.1f %5.1f %5.1f %7.0f %6d |                        %5.1f %5.1f %5.1f %7.0f", gui[best], zone[best],
                med[best], prb[best], oth[best], all[best], rss[best], thr[best], sim[best], sf[best], simall[best], simrss[best]) : ""
            printf "%-74s       %s\n", line[i], cpu
            if (lp99[i] != "–" && lp99[i] + 0 > worst99) worst99 = lp99[i] + 0
            if (lstall[i] != "–" && lstall[i] + 0 > worststall) worststall = lstall[i] + 0
        }
        printf "\nsummary, %d games:\n", games
        printf "  event to screen p99, worst 5-s interval (start-up included): %s ms (target <= 50)\n", worst99 < 0 ? "–" : worst99
        printf "  longest GUI stall: %s ms (target <= 50)\n", worststall < 0 ? "–" : worststall
        if (rollcall > 0) printf "  roll call of every camera done at %.0f s (target <= 300)\n", rollcall
        else printf "  roll call: not done within the run\n"
        # After the roll call: the mean CPU per group.
        from = rollcall > 0 ? rollcall : warmup
        k = 0
        for (j = 1; j <= n; ++j) if (st[j] > from + 5) { k++; a_all += all[j]; a_gui += gui[j]; a_zone += zone[j]; a_sim += sim[j]; a_sf += sf[j]; a_med += med[j]; a_prb += prb[j]; a_oth += oth[j]
            # The simulator process is not there before it starts and after the console has ended it.
            if (simall[j] >= 0) { ks++; a_simall += simall[j]; a_simrss += simrss[j] } }
        if (k > 0) {
            printf "  CPU after the roll call (%.0f s on), cores: the console %.2f (GUI %.2f, zone %.2f, media %.2f, probe helper %.2f, other %.2f) (target <= 0.5)\n",
                from + 5, a_all / k / 100, a_gui / k / 100, a_zone / k / 100, a_med / k / 100, a_prb / k / 100, a_oth / k / 100
            printf "    the demo'"'"'s simulated zone and players (their own process): %.2f (game zone %.2f, feed server and encoders %.2f), RSS %.0f MB\n",
                ks ? a_simall / ks / 100 : 0, a_sim / k / 100, a_sf / k / 100, ks ? a_simrss / ks : 0
        }
        maxthr = 0; for (j = 1; j <= n; ++j) if (thr[j] > maxthr) maxthr = thr[j]
        kw = 0; for (j = 1; j <= n; ++j) if (!kw && st[j] >= warmup) kw = j
        if (kw > 0 && n > kw) {
            # Growth after warm-up: the mean of the last quarter of the samples against the first.
            q = int((n - kw + 1) / 4); if (q < 1) q = 1
            a = 0; b = 0; ta = 0; tb = 0; peak = 0
            for (j = kw; j < kw + q; ++j) { a += rss[j]; ta += thr[j] }
            for (j = n - q + 1; j <= n; ++j) { b += rss[j]; tb += thr[j] }
            for (j = 1; j <= n; ++j) if (rss[j] > peak) peak = rss[j]
            a /= q; b /= q; ta /= q; tb /= q
            printf "  RSS after warm-up (%.0f s on): %.0f MB in its first quarter, %.0f MB in its last, peak %.0f MB (growth %+.1f %%; target <= 400 MB, flat)\n",
                st[kw], a, b, peak, 100 * (b - a) / a
            printf "  threads: %.0f after warm-up, %.0f at the end, at most %d\n", ta, tb, maxthr
            if (checkleak) {
                leak = 0
                # A leak: memory up by more than 10 % and 20 MB, or more than 8 threads more.
                if (b - a > 20 && (b - a) / a > 0.10) { print "LEAK: resident memory still rising after warm-up"; leak = 1 }
                if (tb - ta > 8) { print "LEAK: the thread count still rising after warm-up"; leak = 1 }
                if (!leak) print "no growth after warm-up"
                exit leak
            }
        } else if (checkleak) { print "too short a run to judge growth after warm-up"; exit 1 }
    }' "$work/groups.txt" "$work/console.log"
