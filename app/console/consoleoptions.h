#pragma once

#include "core/common/result.h"
#include "core/storage/storeconfig.h"
#include "sim/simoptions.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace arbiter::console {

// arbiter-console's command line, checked whole before a window opens or a round is played:
// numbers whole and finite (QString::toDouble() takes "nan"), files to read readable, files to write
// writable. A refused option's message is for stderr (the console exits with status 2).
struct ConsoleOptions
{
    Q_DECLARE_TR_FUNCTIONS(Console)

public:
    bool demo = false;
    int games = 64;
    double speed = 1;
    std::uint32_t seed = 1;
    QString pgn; // replay this PGN in the demo instead of engine games
    QString screenshot; // a picture of the window when the console quits (needs quitAfter)
    std::optional<double> quitAfterSeconds;
    bool list = false; // the game list first, not the board wall
    QString sector; // boards to show, e.g. "1-20,35"
    QString scenario; // the demo's incidents: a file, "none", or empty for the built-in one
    std::optional<int> focusBoard;
    std::optional<int> feedWall;
    QString feedTemplate; // the demo's feeds from elsewhere (a relay) instead of its simulated ones // start on the
                          // feed wall, this many tiles a page (16, 25 or 49)
    QString db; // the events database; empty: the user's (a fresh one for the demo)
    QString server; // a team event's postgresql:// address (no password in it), instead of db
    QString as; // who uses the console (a staff member's name); empty: asked
    std::optional<double> statsSeconds; // print the screen's figures this often
    QString seminar; // a seminar pack to play (a demo round made of its scenario and event)

    // The language asked for with --lang (parsed before anything else: the help is translated).
    static void declareLanguage(QCommandLineParser &parser);
    static QString language(const QCommandLineParser &parser);
    // Every other option (translated: call after the language is installed), --help and --version.
    static void declare(QCommandLineParser &parser);
    // The options of a processed parser, or the first that is refused.
    static Result<ConsoleOptions> read(const QCommandLineParser &parser);

    // The demo round for the embedded simulator; its scenario is read (and fitted to the round).
    Result<zone::sim::SimOptions> demoRound() const;
    // The options demoRound() reads, as arguments (for the demo's simulator process, which reads
    // them back with read() and calls demoRound() itself).
    QStringList demoArguments() const;
};

} // namespace arbiter::console
