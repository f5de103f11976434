#include "sim/simulatedfeeds.h"

#include "core/vcs/feedaddress.h"
#include "sim/simround.h"

#include <QLoggingCategory>

namespace arbiter::media {

namespace {
Q_LOGGING_CATEGORY(lcSimFeeds, "arbiter.media.simfeeds")

using zone::sim::SimFeedFaults;

// The camera: SMPTE bars scrolling sideways (a picture that moves and is as bright as a lit face),
// the player's name, board and clock on top, and a tone; VP8 and Opus as a browser sends them
// through the video server (the tone at the encoder's lowest complexity: a sine needs no more, and fifty
// of them must not take a core from the console; in 60 ms packets, a third as many as a browser's 20 ms,
// so a hundred tones wake the sender's and the console's threads a third as often). Elements the faults act on are
// named: v (the picture), t (the text), vv and av (valves that stop what is sent), a (the tone).
QString cameraLaunch(int width, int height, int fps, int bitrate, int fontSize, int toneHz)
{
    return QStringLiteral(
               "( videotestsrc name=v is-live=true pattern=smpte horizontal-speed=3 ! "
               "video/x-raw,width=%1,height=%2,framerate=%3/1 ! "
               "textoverlay name=t font-desc=\"Sans Bold %4\" valignment=top halignment=left shaded-background=true ! "
               "valve name=vv drop=false ! videoconvert ! "
               "vp8enc deadline=1 cpu-used=16 threads=1 keyframe-max-dist=%5 target-bitrate=%6 end-usage=cbr ! "
               "rtpvp8pay name=pay0 pt=96 "
               "audiotestsrc name=a is-live=true wave=sine freq=%7 volume=0.1 samplesperbuffer=2880 ! audioconvert ! "
               "audioresample ! "
               "audio/x-raw,rate=48000,channels=1 ! valve name=av drop=false ! opusenc bitrate=24000 complexity=0 "
               "frame-size=60 ! "
               "rtpopuspay name=pay1 pt=111 )")
        .arg(width)
        .arg(height)
        .arg(fps)
        .arg(fontSize)
        .arg(fps * 2)
        .arg(bitrate)
        .arg(toneHz);
}

// The screen share: a white page with the zone's board line and the clock in black, 5 frames a
// second (a desktop changes little).
QString screenLaunch()
{
    return QStringLiteral(
        "( videotestsrc name=v is-live=true pattern=white ! video/x-raw,width=480,height=270,framerate=5/1 ! "
        "textoverlay name=t font-desc=\"Sans 14\" valignment=center halignment=center color=4278190080 ! "
        "valve name=vv drop=false ! videoconvert ! "
        "vp8enc deadline=1 cpu-used=16 threads=1 keyframe-max-dist=10 target-bitrate=150000 end-usage=cbr ! "
        "rtpvp8pay name=pay0 pt=96 )");
}

QString clockText(std::int64_t ms)
{
    const std::int64_t s = std::max<std::int64_t>(0, ms) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

constexpr const char *Cam = "cam";
constexpr const char *CamLow = "cam~low";
constexpr const char *Screen = "screen";

} // namespace

SimulatedFeeds::SimulatedFeeds(zone::sim::SimRound *round, QObject *parent)
    : QObject(parent), m_round(round), m_tick(this)
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &SimulatedFeeds::tick);
    connect(m_round, &zone::sim::SimRound::feedsChanged, this, &SimulatedFeeds::apply);
    connect(m_round, &zone::sim::SimRound::eventAdded, this, [this](const zone::sim::SimEvent &e) {
        if (e.type != zone::sim::SimEvent::Type::Start || !m_server.isRunning())
            return;
        if (const zone::sim::SimGame *g = m_round->game(e.gameId))
            addGame(*g);
    });
}

SimulatedFeeds::~SimulatedFeeds()
{
    stop();
}

Result<QString> SimulatedFeeds::start(quint16 port)
{
    m_server.setBackground(true); // the players' machines, not the arbiter's
    m_server.setPrivatePipelines(true); // each watcher its own encoder, as from a player's machine
    const Result<quint16> started = m_server.start(QStringLiteral("127.0.0.1"), port);
    if (!started)
        return started.error();
    for (const zone::sim::SimGame &g : m_round->games())
        addGame(g);
    // Part IIIb: a hybrid venue's panoramic cameras (Art. 16.3), the hall's wide view with its murmur,
    // at venueCameraPath(1…4).
    for (int n = 1; n <= VenueCameras; ++n) {
        const QString at = venueCameraPath(n);
        m_server.mount(at, cameraLaunch(480, 270, 10, 300000, 14, 180 + 40 * n));
        m_server.setProperty(at, "v", "pattern", "ball");
        m_server.setProperty(at, "t", "text", QStringLiteral("venue camera %1").arg(n).toUtf8());
    }
    m_tick.start();
    qCInfo(lcSimFeeds) << "simulated feeds at" << urlTemplate();
    return urlTemplate();
}

void SimulatedFeeds::stop()
{
    m_tick.stop();
    m_server.stop();
    m_players.clear();
}

QString SimulatedFeeds::urlTemplate() const
{
    if (!m_server.isRunning())
        return {};
    return m_server.baseUrl() + QStringLiteral("/sim/{player}/{feed}");
}

QString SimulatedFeeds::venueCameraPath(int n)
{
    return QStringLiteral("/sim/venue-%1/cam").arg(n);
}

QString SimulatedFeeds::path(const QString &playerKey, const char *feed) const
{
    return QStringLiteral("/sim/%1/%2").arg(playerKey, QLatin1String(feed));
}

void SimulatedFeeds::addGame(const zone::sim::SimGame &game)
{
    const bool known = m_players.contains(game.id);
    std::array<Player, 2> &players = m_players[game.id];
    for (chess::Color side : {chess::White, chess::Black}) {
        const bool white = side == chess::White;
        const QString &account = white ? game.pairing.whiteId : game.pairing.blackId;
        const QString &name = white ? game.pairing.white : game.pairing.black;
        players[side] = {vcs::FeedAddress::key(account.isEmpty() ? name : account), name};
    }
    if (!known)
        apply(game.id);
}

void SimulatedFeeds::apply(const QString &gameId)
{
    const zone::sim::SimGame *g = m_round->game(gameId);
    auto it = m_players.find(gameId);
    if (!g || it == m_players.end() || !m_server.isRunning())
        return;
    for (chess::Color side : {chess::White, chess::Black}) {
        const Player &p = (*it)[side];
        if (p.key.isEmpty())
            continue;
        const bool onVcs = side == chess::White ? g->whiteOnVcs : g->blackOnVcs;
        const std::uint32_t tone = 330 + qHash(p.key) % 500;
        for (int f = 0; f < SimFeedFaults::feedCount; ++f) {
            const auto feed = SimFeedFaults::Feed(f);
            const std::uint8_t faults = g->feedFaults[side][feed];
            const bool camera = feed == SimFeedFaults::Camera;
            QList<QPair<QString, QString>> mounts; // path, launch
            if (camera) {
                mounts.append({path(p.key, Cam), cameraLaunch(320, 180, 15, 250000, 11, int(tone))});
                mounts.append({path(p.key, CamLow), cameraLaunch(160, 90, 10, 80000, 7, int(tone))});
            } else {
                mounts.append({path(p.key, Screen), screenLaunch()});
            }
            for (const auto &[mountPath, launch] : std::as_const(mounts)) {
                if (!onVcs || (faults & SimFeedFaults::Dropped)) {
                    m_server.unmount(mountPath);
                    continue;
                }
                if (!m_server.isMounted(mountPath))
                    m_server.mount(mountPath, launch);
                const QByteArray picture = camera ? "smpte" : "white";
                m_server.setProperty(mountPath, "v", "pattern", (faults & SimFeedFaults::Dark) ? "black" : picture);
                if (camera) {
                    m_server.setProperty(mountPath, "v", "horizontal-speed",
                                         (faults & SimFeedFaults::Frozen) ? "0" : "3");
                    m_server.setProperty(mountPath, "a", "volume", (faults & SimFeedFaults::Silent) ? "0" : "0.1");
                    m_server.setProperty(mountPath, "av", "drop", (faults & SimFeedFaults::Stalled) ? "true" : "false");
                }
                m_server.setProperty(mountPath, "vv", "drop", (faults & SimFeedFaults::Stalled) ? "true" : "false");
            }
        }
    }
}

// The clocks on the pictures, once a second, on the feeds someone watches (a feed opened later
// shows its clock from the next second; a frozen picture keeps what it showed).
void SimulatedFeeds::tick()
{
    const QSet<QString> running = m_server.runningPaths();
    if (running.isEmpty())
        return;
    const std::int64_t now = m_round->nowMs();
    for (auto it = m_players.cbegin(); it != m_players.cend(); ++it) {
        const zone::sim::SimGame *g = m_round->game(it.key());
        if (!g)
            continue;
        for (chess::Color side : {chess::White, chess::Black}) {
            const Player &p = it.value()[side];
            const QString cam = path(p.key, Cam);
            const QString camLow = path(p.key, CamLow);
            const QString screen = path(p.key, Screen);
            const bool camRunning = running.contains(cam) || running.contains(camLow);
            if (!camRunning && !running.contains(screen))
                continue;
            const QString clock = g->initialMs > 0 ? clockText(g->clockMs(side, now)) : QString();
            const QByteArray board = QByteArray::number(g->pairing.board);
            if (camRunning && !(g->feedFaults[side][SimFeedFaults::Camera] & SimFeedFaults::Frozen)) {
                const QByteArray text = (p.name + QStringLiteral("\n") + QStringLiteral("#")
                                         + QString::fromLatin1(board) + QStringLiteral("  ") + clock)
                                            .toUtf8();
                m_server.setProperty(cam, "t", "text", text);
                m_server.setProperty(camLow, "t", "text", text);
            }
            if (running.contains(screen) && !(g->feedFaults[side][SimFeedFaults::Screen] & SimFeedFaults::Frozen)) {
                const QByteArray text
                    = QStringLiteral("board %1 · %2 · %3").arg(QString::fromLatin1(board), p.name, clock).toUtf8();
                m_server.setProperty(screen, "t", "text", text);
            }
        }
    }
}

} // namespace arbiter::media
