#pragma once

#include "core/common/result.h"
#include "media/feedserver.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>

namespace arbiter::zone::sim {
class SimRound;
struct SimGame;
} // namespace arbiter::zone::sim

namespace arbiter::media {

// The simulated players on camera. For every player of the simulator's round: a live camera (a
// moving picture with the player's name, board and clock, and a tone on the microphone, from
// GStreamer's test sources), its small version for the feed wall ("cam~low") and a screen share,
// served over loopback RTSP by a FeedServer (the relay's code) at
// rtsp://127.0.0.1:PORT/sim/{player}/{feed}, where {player} is the player's zone account as
// vcs::FeedAddress::key writes it. What the round says of the feeds (a scenario's feedDark,
// feedFreeze, feedSilent, feedStall, feedDrop, a player leaving the VCS) is done to the streams
// themselves, so the console finds it the way it would on a real event. A feed is encoded only
// while someone watches it.
class SimulatedFeeds : public QObject
{
    Q_OBJECT

public:
    explicit SimulatedFeeds(zone::sim::SimRound *round, QObject *parent = nullptr);
    ~SimulatedFeeds() override;

    // Starts serving on 127.0.0.1:`port` (0: any) and returns the feed URL template.
    Result<QString> start(quint16 port = 0);
    void stop();
    // "rtsp://127.0.0.1:PORT/sim/{player}/{feed}", or empty before start().
    QString urlTemplate() const;
    FeedServer &server() { return m_server; }
    // A hybrid venue's panoramic cameras (Part IIIb), served beside the players' feeds: the path of
    // the n-th (1…VenueCameras), and its address from the URL template start() returned.
    static constexpr int VenueCameras = 4;
    static QString venueCameraPath(int n);
    static QString venueCameraUrl(const QString &urlTemplate, int n)
    {
        return QString(urlTemplate)
            .replace(QLatin1String("{player}"), QStringLiteral("venue-%1").arg(n))
            .replace(QLatin1String("{feed}"), QLatin1String("cam"));
    }

private:
    struct Player
    {
        QString key; // the path segment
        QString name;
    };
    void addGame(const zone::sim::SimGame &game);
    void apply(const QString &gameId);
    void tick();
    QString path(const QString &playerKey, const char *feed) const;

    zone::sim::SimRound *m_round;
    FeedServer m_server;
    QTimer m_tick;
    QHash<QString, std::array<Player, 2>> m_players; // per game: White, Black
};

} // namespace arbiter::media
