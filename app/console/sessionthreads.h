#pragma once

#include "core/common/result.h"
#include "core/zone/zonesource.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStringList>
#include <QThread>
#include <QUrl>

namespace arbiter::session {
class EventSession;
}

namespace arbiter::console {

// The console's background work: the event session following the event and its game zone on a thread of
// its own (named "zone"),
// and for the demo the embedded game-zone simulator and its simulated players in a process of
// their own (`arbiter-console --serve-demo`, demoserver.h), serving the round over loopback HTTP
// and the players' feeds over RTSP exactly as a zone and players elsewhere. The window talks to
// neither directly; it receives the session's snapshots.
class SessionThreads
{
    Q_DECLARE_TR_FUNCTIONS(SessionThreads)

public:
    SessionThreads();
    ~SessionThreads();

    // Starts the simulator (this program, --serve-demo) with the demo's options
    // (ConsoleOptions::demoArguments(); `language` for its messages), its round listed but not
    // played yet, and (`feeds`) serves every simulated player's camera and screen over loopback
    // RTSP (feedTemplate()). Waits until the simulator answers (a PGN of a thousand games: about a
    // second). The session follows it from followSimulator(), and the round is played from play():
    // the demo's console follows once its window is up, and the games start once it shows them, as
    // an arbiter opens the console before the round (a round played before the window could draw it
    // had its first second of moves reach the screen a quarter of a second late).
    Result<QUrl> start(const QStringList &demoArguments, const QString &language, bool feeds = true);
    void followSimulator();
    void play();
    // How many games the simulator's round has (a PGN's), or will have (an engine round's).
    int gamesInRound() const { return m_gamesInRound; }
    // The simulated players' feed URL template ("rtsp://127.0.0.1:PORT/sim/{player}/{feed}"), or
    // empty when the feeds could not be served (feedProblem() says why).
    QString feedTemplate() const { return m_feedTemplate; }
    QString feedProblem() const { return m_feedProblem; }
    // What start() had to leave out of the scenario to fit the round (translated, one a line).
    const QStringList &scenarioNotes() const { return m_scenarioNotes; }
    // Follows a source the arbiter chose instead (the previous one is left).
    void follow(const zone::ZoneSource &source);
    void stop();
    session::EventSession *session() const { return m_session; }

    // The demo's simulator process (not running outside the demo).
    const QProcess &simulatorProcess() const { return m_simProcess; }

private:
    void endSimulator();

    QProcess m_simProcess;
    QThread m_zoneThread;
    QString m_feedTemplate;
    QString m_feedProblem;
    session::EventSession *m_session = nullptr;
    QStringList m_scenarioNotes;
    QUrl m_simUrl;
    QByteArray m_simToken;
    int m_gamesInRound = 0;
};

} // namespace arbiter::console
