#include "app/arbiterctl/gamescommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/common/localtext.h"
#include "core/common/optionvalue.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingtext.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace arbiter::ctl {

namespace {

QString when(std::int64_t utcMs)
{
    return QDateTime::fromMSecsSinceEpoch(utcMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

QString clockText(const QJsonValue &ms)
{
    return ms.isUndefined() ? QStringLiteral("-") : rulings::RulingText::duration(ms.toInteger());
}

QString sideText(const QString &key)
{
    return key == QLatin1String("white") ? GamesCommand::tr("White") : GamesCommand::tr("Black");
}

QJsonObject listingJson(const storage::StoredGame &g)
{
    return QJsonObject{{QStringLiteral("game"), g.gameId},
                       {QStringLiteral("attempt"), g.attempt},
                       {QStringLiteral("round"), g.round},
                       {QStringLiteral("board"), g.board},
                       {QStringLiteral("white"), g.white},
                       {QStringLiteral("black"), g.black},
                       {QStringLiteral("status"), g.status},
                       {QStringLiteral("result"), g.result},
                       {QStringLiteral("plies"), g.plies},
                       {QStringLiteral("updated"),
                        QDateTime::fromMSecsSinceEpoch(g.updatedUtcMs, Qt::UTC).toString(Qt::ISODateWithMs)}};
}

// One line of the timeline: when, and what.
struct Line
{
    std::int64_t utcMs = 0;
    int order = 0; // keeps lines of one instant in the order they were added
    QString text;
};

} // namespace

QString GamesCommand::summary()
{
    return tr("List the games' records the event keeps (Art. 3.7).");
}

int GamesCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("One JSON object per game."));
    parser.addOption(event);
    parser.addOption(json);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    auto opened = EventDatabase::open(parser.positionalArguments().value(0), parser.value(event));
    if (!opened)
        return ExitFailure;
    const auto games = opened->store->gameRecords(opened->eventId, false);
    if (!games) {
        err() << terminalText(games.error().message) << Qt::endl;
        return ExitFailure;
    }
    for (const storage::StoredGame &g : games.value()) {
        if (parser.isSet(json)) {
            out() << QJsonDocument(listingJson(g)).toJson(QJsonDocument::Compact) << '\n';
            continue;
        }
        //: %1: the zone's round id, %2: a board number, %3 and %4: the players, %5: the result (1-0, 0-1, 1/2-1/2, *)
        QString line = tr("round %1, board %2: %3 – %4  %5").arg(g.round).arg(g.board).arg(g.white, g.black, g.result);
        //: %n: half-moves (plies) recorded
        line += QStringLiteral("  ") + tr("%n ply(s)", nullptr, g.plies);
        line += QStringLiteral("  [") + g.gameId;
        if (g.attempt > 0)
            //: %1: how many times the zone restarted the game before this start
            line += QStringLiteral(", ") + tr("restart %1").arg(g.attempt);
        line += u']';
        out() << terminalText(line) << '\n';
    }
    out() << Qt::flush;
    return ExitOk;
}

QString GamesCommand::gameSummary()
{
    return tr("Print one game's record as a timeline, as PGN or as JSON.");
}

int GamesCommand::game(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    parser.addPositionalArgument(QStringLiteral("game"), tr("The zone's game id."));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption attempt(
        QStringLiteral("attempt"), tr("The start after this many restarts (default: the last)."), QStringLiteral("n"));
    const QCommandLineOption pgn(QStringLiteral("pgn"), tr("The game as PGN with the clock after every move."));
    const QCommandLineOption json(QStringLiteral("json"), tr("The record as stored (JSON)."));
    for (const QCommandLineOption *o : {&event, &attempt, &pgn, &json})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, gameSummary()); code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << tr("Name the event database and the game.") << Qt::endl;
        return ExitUsage;
    }
    int attemptNo = -1;
    if (parser.isSet(attempt)) {
        const auto n = OptionValue::whole(QStringLiteral("--attempt"), parser.value(attempt), 0, 1000);
        if (!n) {
            err() << terminalText(n.error().message) << Qt::endl;
            return ExitUsage;
        }
        attemptNo = int(n.value());
    }
    auto opened = EventDatabase::open(positional[0], parser.value(event));
    if (!opened)
        return ExitFailure;
    const auto stored = opened->store->gameRecord(opened->eventId, positional[1], attemptNo);
    if (!stored) {
        err() << terminalText(stored.error().message) << Qt::endl;
        return ExitFailure;
    }
    if (!stored.value()) {
        //: %1: the game id asked for
        err() << terminalText(tr("The event keeps no record of game %1.").arg(positional[1])) << Qt::endl;
        return ExitFailure;
    }
    const storage::StoredGame &g = *stored.value();
    if (parser.isSet(pgn)) {
        out() << g.pgn << Qt::flush;
        return ExitOk;
    }
    if (parser.isSet(json)) {
        out() << g.record << '\n' << Qt::flush;
        return ExitOk;
    }
    QJsonParseError parseError;
    const QJsonObject r = QJsonDocument::fromJson(g.record, &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        //: %1: the game id, %2: what the JSON reader says
        err() << terminalText(tr("The stored record of game %1 is damaged: %2").arg(g.gameId, parseError.errorString()))
              << Qt::endl;
        return ExitFailure;
    }

    const QJsonObject pairing = r.value(QStringLiteral("pairing")).toObject();
    //: %1: the zone's round id, %2: a board number, %3 and %4: the players, %5: the result
    out() << terminalText(tr("Game %1, round %2, board %3: %4 – %5, %6")
                              .arg(g.gameId, g.round)
                              .arg(g.board)
                              .arg(g.white, g.black, g.result))
          << '\n';
    //: %1: the time control in FIDE notation, %2: the zone's status name
    out() << terminalText(
        tr("Time control %1, status %2").arg(pairing.value(QStringLiteral("time_control")).toString(), g.status))
          << '\n';

    QList<Line> lines;
    auto add = [&lines](std::int64_t utc, const QString &text) { lines.append(Line{utc, int(lines.size()), text}); };
    auto integer = [](const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toInteger(); };
    if (r.contains(QStringLiteral("started_utc_ms")))
        add(integer(r, "started_utc_ms"), tr("game started"));
    for (const QJsonValue &v : r.value(QStringLiteral("moves")).toArray()) {
        const QJsonObject m = v.toObject();
        const int ply = int(integer(m, "ply"));
        const QString number
            = QStringLiteral("%1%2").arg((ply + 1) / 2).arg(ply % 2 ? QStringLiteral(".") : QStringLiteral("..."));
        //: %1: move number and SAN ("12. Nf3"), %2 and %3: White's and Black's clock after it
        QString text
            = tr("%1  White %2, Black %3")
                  .arg(number + u' ' + m.value(QStringLiteral("san")).toString(),
                       clockText(m.value(QStringLiteral("white_ms"))), clockText(m.value(QStringLiteral("black_ms"))));
        if (m.value(QStringLiteral("validated")) == QJsonValue(false))
            text += QStringLiteral("  ") + tr("(not validated)");
        add(integer(m, "received_utc_ms"), text);
    }
    for (const QJsonValue &v : r.value(QStringLiteral("draw_offers")).toArray()) {
        const QJsonObject d = v.toObject();
        //: %1: White or Black
        add(integer(d, "received_utc_ms"),
            tr("%1 offers a draw").arg(sideText(d.value(QStringLiteral("side")).toString())));
    }
    auto absences = [&](const char *key, const QString &left, const QString &back) {
        for (const QJsonValue &v : r.value(QLatin1String(key)).toArray()) {
            const QJsonObject d = v.toObject();
            const QString side = sideText(d.value(QStringLiteral("side")).toString());
            add(integer(d, "from_utc_ms"), left.arg(side));
            if (d.contains(QStringLiteral("to_utc_ms")))
                add(integer(d, "to_utc_ms"), back.arg(side, rulings::RulingText::duration(integer(d, "away_ms"))));
        }
    };
    //: %1: White or Black
    absences("disconnections", tr("%1 disconnected from the zone"),
             //: %1: White or Black, %2: how long they were away
             tr("%1 reconnected to the zone after %2"));
    //: %1: White or Black
    absences("vcs_absences", tr("%1 left the video conference"),
             //: %1: White or Black, %2: how long they were away
             tr("%1 back on the video conference after %2"));
    for (const QJsonValue &v : r.value(QStringLiteral("pauses")).toArray()) {
        const QJsonObject p = v.toObject();
        add(integer(p, "from_utc_ms"), tr("clocks paused"));
        if (p.contains(QStringLiteral("to_utc_ms")))
            //: %1: how long the clocks stood
            add(integer(p, "to_utc_ms"),
                tr("clocks resumed after %1").arg(rulings::RulingText::duration(integer(p, "duration_ms"))));
    }
    for (const QJsonValue &v : r.value(QStringLiteral("clock_adjustments")).toArray()) {
        const QJsonObject a = v.toObject();
        const std::int64_t delta = integer(a, "delta_ms");
        const QString side = sideText(a.value(QStringLiteral("side")).toString());
        const QString amount = rulings::RulingText::duration(delta < 0 ? -delta : delta);
        if (delta >= 0)
            //: %1: White or Black, %2: the time added
            add(integer(a, "received_utc_ms"), tr("the zone added %2 to %1's clock").arg(side, amount));
        else
            //: %1: White or Black, %2: the time taken off
            add(integer(a, "received_utc_ms"), tr("the zone took %2 off %1's clock").arg(side, amount));
    }
    for (const QJsonValue &v : r.value(QStringLiteral("anomalies")).toArray()) {
        const QJsonObject a = v.toObject();
        // In the reader's language (the message kept as data), else as first written.
        QString text = a.contains(QStringLiteral("message"))
            ? LocalText::fromJson(a.value(QStringLiteral("message"))).toString()
            : a.value(QStringLiteral("text")).toString();
        if (const QString article = a.value(QStringLiteral("article")).toString(); !article.isEmpty())
            text += QStringLiteral(" (") + rulings::RulingText::articleText(article) + u')';
        //: %1: what the console found wrong in the zone's data
        add(integer(a, "received_utc_ms"), tr("finding: %1").arg(text));
    }
    if (r.contains(QStringLiteral("ended_utc_ms")))
        //: %1: the result, %2: the zone's status name
        add(integer(r, "ended_utc_ms"), tr("game ended %1 (%2)").arg(g.result, g.status));

    if (auto incidents = opened->store->incidents(opened->eventId)) {
        for (const watch::Incident &i : incidents.value()) {
            if (i.gameId != g.gameId)
                continue;
            QString text = watch::Incident::kindText(i.kind) + QStringLiteral(": ") + i.text();
            if (!i.article.isEmpty())
                text += QStringLiteral(" (") + rulings::RulingText::articleText(i.article) + u')';
            //: %1: the incident, %2: its review state (open, acknowledged, dismissed)
            add(i.utcMs, tr("incident: %1 [%2]").arg(text, watch::Incident::reviewStateText(i.reviewState)));
        }
    } else {
        err() << terminalText(incidents.error().message) << Qt::endl;
    }
    rulings::SqlRulingLog log(opened->store->database());
    if (auto rows = log.read(opened->eventId)) {
        for (const rulings::Ruling &ruling : rows.value()) {
            if (ruling.gameId != g.gameId)
                continue;
            QString text = rulings::RulingText::titled(ruling);
            if (!ruling.article.isEmpty())
                text += QStringLiteral(" (") + rulings::RulingText::articleText(ruling.article) + u')';
            //: %1: the ruling's number in the log, %2: who issued it, %3: what it says
            add(ruling.utcMs, tr("ruling %1 by %2: %3").arg(ruling.seq).arg(ruling.issuer, text));
        }
    } else {
        err() << terminalText(rows.error().message) << Qt::endl;
    }

    std::stable_sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) {
        return a.utcMs != b.utcMs ? a.utcMs < b.utcMs : a.order < b.order;
    });
    for (const Line &l : lines)
        out() << when(l.utcMs) << "  " << terminalText(l.text) << '\n';
    out() << Qt::flush;
    return ExitOk;
}

} // namespace arbiter::ctl
