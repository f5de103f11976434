#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace arbiter::console {

// The demo's simulated world (the game-zone simulator, its scenario and the players' simulated
// cameras and microphones) runs in a process of its own: `arbiter-console --serve-demo` with the
// demo's options. It stands in for a game zone and players elsewhere, as in a real event, where
// no player's encoder runs in the console: with a thousand games, the simulated players' streaming
// threads shared the console's memory allocator with its GUI thread, and a GUI thread that waited
// for a lock one of them held (at low priority, among a thousand) missed its frame by 50-100 ms.
//
// Its protocol, over the child's standard input and output:
// - once started (or refused), one line of JSON on standard output: DemoServerReply;
// - "play" on standard input plays the round (listed, not played, until then);
// - standard input closed (the console quits, or dies): the server stops and exits. On Linux it
//   also ends when the console's process does (the parent-death signal).
// Its log goes to standard error, which the console shares.
struct DemoServerReply
{
    Q_DECLARE_TR_FUNCTIONS(DemoServerReply)

public:
    QString error; // translated; empty when the world is served
    QUrl url; // the simulator's HTTP address
    QByteArray token; // its bearer token
    int games = 0; // games in the round (a PGN's), or to be (an engine round's)
    QString feedTemplate; // "rtsp://127.0.0.1:PORT/sim/{player}/{feed}", or empty
    QString feedProblem; // why there are no feeds (translated), when asked for
    QStringList notes; // what the scenario left out to fit the round (translated)

    QByteArray toLine() const; // JSON and "\n"
    static Result<DemoServerReply> fromLine(const QByteArray &line);
};

// The --serve-demo option, hidden from --help, and --no-feeds (the console has feeds of its own).
inline constexpr char ServeDemoOption[] = "serve-demo";
inline constexpr char NoFeedsOption[] = "no-feeds";

// main() for `arbiter-console --serve-demo ...`: no window, no display needed.
int serveDemo(int argc, char *argv[]);

} // namespace arbiter::console
