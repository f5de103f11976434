#include "app/arbiterctl/tailcommand.h"

#include "app/arbiterctl/commandline.h"
#include "core/common/boundedfile.h"
#include "core/common/optionvalue.h"
#include "core/live/livegameregistry.h"
#include "core/live/roundpgn.h"
#include "core/zone/adapterfactory.h"
#include "core/zone/zoneadapter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSaveFile>
#include <QTimer>

#include <memory>
#include <unistd.h>

namespace arbiter::ctl {

using namespace arbiter::zone;

namespace {

QString colorName(chess::Color c)
{
    return c == chess::White ? TailCommand::tr("White") : TailCommand::tr("Black");
}

QString clockText(const std::optional<std::int64_t> &ms)
{
    if (!ms)
        return QStringLiteral("-");
    const std::int64_t s = *ms / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

// One line for people.
QString describe(const ZoneEvent &e)
{
    switch (e.type) {
    case ZoneEvent::Type::GameListed:
        //: %1: the zone's game id; %2: the board number; %3: White's name; %4: Black's name
        return TailCommand::tr("%1 listed: board %2, %3 – %4")
            .arg(e.gameId)
            .arg(e.pairing.board)
            .arg(e.pairing.white, e.pairing.black);
    //: %1: the zone's game id
    case ZoneEvent::Type::GameStarted: return TailCommand::tr("%1 started").arg(e.gameId);
    case ZoneEvent::Type::MovePlayed:
        //: %1: game id; %2: ply; %3: the move in SAN; %4: the move in UCI; %5, %6: White's, Black's clock (h:mm:ss)
        return TailCommand::tr("%1 ply %2: %3 (%4)  White %5  Black %6")
            .arg(e.gameId)
            .arg(e.ply)
            .arg(e.san.isEmpty() ? e.uci : e.san, e.uci.isEmpty() ? e.san : e.uci, clockText(e.whiteMs),
                 clockText(e.blackMs));
    case ZoneEvent::Type::DrawOffered:
        //: %1: the zone's game id; %2: the ply; %3: the side that offered the draw (White or Black)
        return TailCommand::tr("%1 ply %2: draw offered by %3").arg(e.gameId).arg(e.ply).arg(colorName(e.color));
    case ZoneEvent::Type::PlayerConnection:
        //: %1: the zone's game id; %2: the side (White or Black)
        return e.connected ? TailCommand::tr("%1: %2 reconnected").arg(e.gameId, colorName(e.color))
                           //: %1: the zone's game id; %2: the side (White or Black)
                           : TailCommand::tr("%1: %2 disconnected").arg(e.gameId, colorName(e.color));
    case ZoneEvent::Type::ClockAdjusted:
        //: %1: the zone's game id; %2: the side (White or Black); %3: the change in seconds (negative: taken off)
        return TailCommand::tr("%1: %2's clock changed by %3 s")
            .arg(e.gameId, colorName(e.color))
            .arg(double(e.deltaMs) / 1000.0);
    //: %1: the zone's game id
    case ZoneEvent::Type::GamePaused: return TailCommand::tr("%1 paused").arg(e.gameId);
    //: %1: the zone's game id
    case ZoneEvent::Type::GameResumed: return TailCommand::tr("%1 resumed").arg(e.gameId);
    case ZoneEvent::Type::VcsPresence:
        //: %1: the zone's game id; %2: the side (White or Black)
        return e.connected ? TailCommand::tr("%1: %2 back on the VCS").arg(e.gameId, colorName(e.color))
                           //: %1: the zone's game id; %2: the side (White or Black)
                           : TailCommand::tr("%1: %2 left the VCS").arg(e.gameId, colorName(e.color));
    case ZoneEvent::Type::GameRestarted:
        //: %1: the zone's game id
        return TailCommand::tr("%1 restarted from the initial position").arg(e.gameId);
    case ZoneEvent::Type::GameEnded:
        //: %1: the zone's game id; %2: the result, e.g. 1-0 or 1/2-1/2; %3: how the game ended, as the zone says
        return TailCommand::tr("%1 ended: %2 (%3)")
            .arg(e.gameId, QString(ZoneStatusInfo::pgnResult(e.status, e.winner)), ZoneStatusInfo::text(e.status));
    }
    return QString();
}

} // namespace

QString TailCommand::summary()
{
    return tr("Follow a round live through the game-zone adapters and print every event.");
}

int TailCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("source"),
                                 tr("A live PGN URL or file (the same as --pgn-url / --pgn-file)."),
                                 QStringLiteral("[source]"));
    const QCommandLineOption pgnUrl(QStringLiteral("pgn-url"), tr("Poll a live PGN at this URL."),
                                    QStringLiteral("url"));
    const QCommandLineOption pgnFile(QStringLiteral("pgn-file"), tr("Watch this live PGN file."),
                                     QStringLiteral("file"));
    const QCommandLineOption interval(QStringLiteral("interval"),
                                      tr("Polling period for live PGN URLs in seconds (at least 2)."),
                                      QStringLiteral("s"), QStringLiteral("2"));
    const QCommandLineOption sim(QStringLiteral("sim"),
                                 tr("Follow the round of the game-zone simulator at this address (with --token)."),
                                 QStringLiteral("url"));
    const QCommandLineOption token(QStringLiteral("token"), tr("Bearer token of the simulator."),
                                   QStringLiteral("token"));
    const QCommandLineOption lichessBase(QStringLiteral("lichess-base"),
                                         tr("Lichess or a Lichess-compatible server (default https://lichess.org)."),
                                         QStringLiteral("url"), QStringLiteral("https://lichess.org"));
    const QCommandLineOption bulk(QStringLiteral("bulk"), tr("Follow the games of this Lichess bulk pairing."),
                                  QStringLiteral("id"));
    const QCommandLineOption gameIds(
        QStringLiteral("games"), tr("Follow these Lichess games (ids separated by commas)."), QStringLiteral("ids"));
    const QCommandLineOption broadcast(QStringLiteral("broadcast-round"), tr("Follow this Lichess broadcast round."),
                                       QStringLiteral("id"));
    const QCommandLineOption tokenFile(QStringLiteral("token-file"),
                                       tr("Read the Lichess API token from this file (it is never printed)."),
                                       QStringLiteral("file"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print one JSON object per event."));
    const QCommandLineOption pgnOut(
        QStringLiteral("pgn"), tr("Write the round as PGN with %clk to this file as it goes."), QStringLiteral("file"));
    const QCommandLineOption untilFinished(QStringLiteral("until-finished"),
                                           tr("Exit once every game of the round has ended."));
    for (const QCommandLineOption *o : {&pgnUrl, &pgnFile, &interval, &sim, &token, &lichessBase, &bulk, &gameIds,
                                        &broadcast, &tokenFile, &json, &pgnOut, &untilFinished})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;

    QString url = parser.value(pgnUrl);
    QString file = parser.value(pgnFile);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err() << tr("tail follows one source at a time.") << Qt::endl;
        return ExitUsage;
    }
    if (!positional.isEmpty()) {
        const QString source = positional.first();
        if (source.startsWith(QLatin1String("http://")) || source.startsWith(QLatin1String("https://")))
            url = source;
        else
            file = source;
    }
    const bool lichess = parser.isSet(bulk) || parser.isSet(gameIds) || parser.isSet(broadcast);
    const int sources = int(!url.isEmpty()) + int(!file.isEmpty()) + int(parser.isSet(sim)) + int(lichess);
    if (sources != 1 || int(parser.isSet(bulk)) + int(parser.isSet(gameIds)) + int(parser.isSet(broadcast)) > 1) {
        //: %1: the command, e.g. arbiterctl tail
        const QString hint = tr("Run '%1 --help' for usage.").arg(args.value(0));
        err() << tr("Give one source: a live PGN URL or file, a simulator (--sim), or Lichess (--bulk, --games or "
                    "--broadcast-round).")
              << '\n'
              << hint << Qt::endl;
        return ExitUsage;
    }
    auto checkedUrl = [](const QString &text) -> std::optional<QUrl> {
        const QUrl u(text, QUrl::StrictMode);
        if (!u.isValid() || u.host().isEmpty()
            || (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https"))) {
            //: %1: the URL as typed
            err() << terminalText(tr("Not a valid URL: %1").arg(text)) << Qt::endl;
            return std::nullopt;
        }
        return u;
    };

    QNetworkAccessManager network;
    std::unique_ptr<ZoneAdapter> adapter;
    ZoneSource source;
    AdapterSettings settings;
    const bool stopWhenDone = parser.isSet(untilFinished);
    auto onCompleted = [stopWhenDone] {
        if (stopWhenDone)
            QCoreApplication::exit(ExitOk);
    };
    if (parser.isSet(sim)) {
        const auto base = checkedUrl(parser.value(sim));
        if (!base)
            return ExitUsage;
        source.kind = ZoneSource::Kind::Simulator;
        source.baseUrl = *base;
        source.token = parser.value(token).toUtf8();
    } else if (lichess) {
        const auto base = checkedUrl(parser.value(lichessBase));
        if (!base)
            return ExitUsage;
        ZoneSource &o = source;
        o.kind = ZoneSource::Kind::Lichess;
        o.baseUrl = *base;
        o.bulkId = parser.value(bulk);
        o.broadcastRoundId = parser.value(broadcast);
        if (parser.isSet(gameIds)) {
            for (const QString &id : parser.value(gameIds).split(u',', Qt::SkipEmptyParts))
                o.gameIds.append(id.trimmed());
            if (o.gameIds.isEmpty()) {
                err() << tr("--games needs at least one game id.") << Qt::endl;
                return ExitUsage;
            }
        }
        if (parser.isSet(tokenFile)) {
            QFile f(parser.value(tokenFile));
            if (!f.open(QIODevice::ReadOnly)) {
                //: %1: the token file's path; %2: why it cannot be read (the system's message)
                err() << tr("Cannot read the token file %1: %2").arg(parser.value(tokenFile), f.errorString())
                      << Qt::endl;
                return ExitFailure;
            }
            o.token = f.readAll().trimmed();
            if (f.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther))
                //: %1: the token file's path
                err() << tr("Warning: the token file %1 can be read by other users.").arg(parser.value(tokenFile))
                      << Qt::endl;
        }
        if (!o.bulkId.isEmpty() && o.token.isEmpty()) {
            err() << tr("Following a bulk pairing needs the organiser's token (--token-file).") << Qt::endl;
            return ExitUsage;
        }
    } else {
        source.kind = ZoneSource::Kind::LivePgn;
        if (!url.isEmpty()) {
            const auto u = checkedUrl(url);
            if (!u)
                return ExitUsage;
            source.pgnUrl = *u;
        } else {
            // A FIFO would block the open (and Ctrl+C with it), /dev/zero never ends: only a regular
            // file is watched. One that does not exist yet is waited for.
            if (QFileInfo::exists(file))
                if (const auto e = BoundedFile::checkReadable(file)) {
                    err() << terminalText(e->message) << Qt::endl;
                    return ExitUsage;
                }
            source.pgnFile = QFileInfo(file).absoluteFilePath();
        }
        const auto seconds = OptionValue::number(QStringLiteral("--interval"), parser.value(interval), 2, 86400);
        if (!seconds) {
            err() << terminalText(seconds.error().message) << Qt::endl;
            return ExitUsage;
        }
        settings.livePgnIntervalMs = int(seconds.value() * 1000);
    }
    adapter = makeAdapter(&network, source, settings);
    QObject::connect(adapter.get(), &ZoneAdapter::roundCompleted, adapter.get(), onCompleted);

    // Every event also goes into the registry, which validates the moves and gives the PGN.
    live::LiveGameRegistry registry;
    const QString pgnTarget = parser.value(pgnOut);
    if (parser.isSet(pgnOut))
        if (const auto e = BoundedFile::checkWritable(pgnTarget)) {
            err() << terminalText(e->message) << Qt::endl;
            return ExitUsage;
        }
    QTimer pgnTimer;
    pgnTimer.setSingleShot(true);
    auto writePgn = [&registry, pgnTarget] {
        QSaveFile f(pgnTarget);
        const QByteArray bytes = live::roundPgn(registry);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
            //: %1: the PGN file's path; %2: why it cannot be written (the system's message)
            err() << terminalText(tr("Cannot write %1: %2").arg(pgnTarget, f.errorString())) << Qt::endl;
    };
    QObject::connect(&pgnTimer, &QTimer::timeout, &pgnTimer, writePgn);
    if (!pgnTarget.isEmpty())
        QObject::connect(&registry, &live::LiveGameRegistry::gamesChanged, &pgnTimer, [&pgnTimer] {
            if (!pgnTimer.isActive())
                pgnTimer.start(500); // at most twice a second, however busy the round
        });
    QObject::connect(&registry, &live::LiveGameRegistry::anomalyRecorded, &registry,
                     [](const QString &id, const live::Anomaly &a) {
                         err() << terminalText(id) << ": " << terminalText(a.text()) << Qt::endl;
                     });
    const bool asJson = parser.isSet(json);
    QObject::connect(adapter.get(), &ZoneAdapter::eventsReady, adapter.get(), [&](const QList<ZoneEvent> &events) {
        for (const ZoneEvent &e : events) {
            if (asJson)
                out() << QString::fromUtf8(QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact)) << '\n';
            else
                out() << terminalText(describe(e)) << '\n';
        }
        out().flush();
        registry.apply(events);
    });
    QObject::connect(adapter.get(), &ZoneAdapter::healthChanged, adapter.get(), [](const ConnectionHealth &h) {
        if (!h.reason.isEmpty())
            err() << terminalText(h.reason) << Qt::endl;
    });
    QObject::connect(adapter.get(), &ZoneAdapter::problem, adapter.get(),
                     [](const QString &message) { err() << terminalText(message) << Qt::endl; });

    quitOnSignals();
    //: %1: what is followed, e.g. "Live PGN at https://…" or "Lichess bulk pairing … at …"
    err() << terminalText(tr("Following %1").arg(adapter->description())) << Qt::endl;
    QTimer::singleShot(0, adapter.get(), [&adapter] { adapter->start(); });
    const int code = QCoreApplication::exec();
    adapter->stop();
    if (!pgnTarget.isEmpty()) {
        registry.flush();
        writePgn();
    }
    out().flush();
    return code;
}

} // namespace arbiter::ctl
