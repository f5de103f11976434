#include "tailcommand.h"

#include "commandline.h"
#include "zone/livepgnadapter.h"
#include "zone/zoneadapter.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
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
        return TailCommand::tr("%1 listed: board %2, %3 – %4")
            .arg(e.gameId)
            .arg(e.pairing.board)
            .arg(e.pairing.white, e.pairing.black);
    case ZoneEvent::Type::GameStarted: return TailCommand::tr("%1 started").arg(e.gameId);
    case ZoneEvent::Type::MovePlayed:
        return TailCommand::tr("%1 ply %2: %3 (%4)  White %5  Black %6")
            .arg(e.gameId)
            .arg(e.ply)
            .arg(e.san.isEmpty() ? e.uci : e.san, e.uci.isEmpty() ? e.san : e.uci, clockText(e.whiteMs),
                 clockText(e.blackMs));
    case ZoneEvent::Type::DrawOffered:
        return TailCommand::tr("%1 ply %2: draw offered by %3").arg(e.gameId).arg(e.ply).arg(colorName(e.color));
    case ZoneEvent::Type::PlayerConnection:
        return e.connected ? TailCommand::tr("%1: %2 reconnected").arg(e.gameId, colorName(e.color))
                           : TailCommand::tr("%1: %2 disconnected").arg(e.gameId, colorName(e.color));
    case ZoneEvent::Type::ClockAdjusted:
        return TailCommand::tr("%1: %2's clock changed by %3 s")
            .arg(e.gameId, colorName(e.color))
            .arg(double(e.deltaMs) / 1000.0);
    case ZoneEvent::Type::GamePaused: return TailCommand::tr("%1 paused").arg(e.gameId);
    case ZoneEvent::Type::GameResumed: return TailCommand::tr("%1 resumed").arg(e.gameId);
    case ZoneEvent::Type::GameEnded:
        return TailCommand::tr("%1 ended: %2 (%3)")
            .arg(e.gameId, QString(ZoneStatusInfo::pgnResult(e.status, e.winner)), ZoneStatusInfo::text(e.status));
    }
    return QString();
}

// Ctrl+C / SIGTERM end the event loop cleanly (the output is flushed, the exit status is 0).
int signalPipe[2] = {-1, -1};
void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(signalPipe[1], &c, 1);
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
    const QCommandLineOption json(QStringLiteral("json"), tr("Print one JSON object per event."));
    const QCommandLineOption untilFinished(QStringLiteral("until-finished"),
                                           tr("Exit once every game of the round has ended."));
    for (const QCommandLineOption *o : {&pgnUrl, &pgnFile, &interval, &json, &untilFinished})
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
    if (url.isEmpty() == file.isEmpty()) {
        err() << tr("Give one source: a live PGN URL or file.") << '\n'
              << tr("Run '%1 --help' for usage.").arg(args.value(0)) << Qt::endl;
        return ExitUsage;
    }

    QNetworkAccessManager network;
    std::unique_ptr<ZoneAdapter> adapter;
    LivePgnAdapter::Options options;
    if (!url.isEmpty()) {
        options.url = QUrl(url, QUrl::StrictMode);
        if (!options.url.isValid() || options.url.host().isEmpty()) {
            err() << tr("Not a valid URL: %1").arg(url) << Qt::endl;
            return ExitUsage;
        }
    } else {
        options.file = QFileInfo(file).absoluteFilePath();
    }
    bool ok = false;
    const double seconds = parser.value(interval).toDouble(&ok);
    if (!ok || seconds <= 0) {
        err() << tr("The interval must be a positive number of seconds.") << Qt::endl;
        return ExitUsage;
    }
    options.intervalMs = int(seconds * 1000);
    auto *live = new LivePgnAdapter(&network, options);
    adapter.reset(live);
    const bool asJson = parser.isSet(json);
    const bool stopWhenDone = parser.isSet(untilFinished);
    QObject::connect(live, &LivePgnAdapter::roundCompleted, live, [stopWhenDone] {
        if (stopWhenDone)
            QCoreApplication::exit(ExitOk);
    });
    QObject::connect(adapter.get(), &ZoneAdapter::eventsReady, adapter.get(), [&](const QList<ZoneEvent> &events) {
        for (const ZoneEvent &e : events) {
            if (asJson)
                out() << QString::fromUtf8(QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact)) << '\n';
            else
                out() << describe(e) << '\n';
        }
        out().flush();
    });
    QObject::connect(adapter.get(), &ZoneAdapter::healthChanged, adapter.get(), [](const ConnectionHealth &h) {
        if (!h.reason.isEmpty())
            err() << h.reason << Qt::endl;
    });
    QObject::connect(adapter.get(), &ZoneAdapter::problem, adapter.get(),
                     [](const QString &message) { err() << message << Qt::endl; });

    std::unique_ptr<QSocketNotifier> notifier;
    if (::pipe(signalPipe) == 0) {
        notifier = std::make_unique<QSocketNotifier>(signalPipe[0], QSocketNotifier::Read);
        QObject::connect(notifier.get(), &QSocketNotifier::activated, notifier.get(),
                         [] { QCoreApplication::exit(ExitOk); });
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    err() << tr("Following %1").arg(adapter->description()) << Qt::endl;
    QTimer::singleShot(0, adapter.get(), [&adapter] { adapter->start(); });
    const int code = QCoreApplication::exec();
    adapter->stop();
    out().flush();
    return code;
}

} // namespace arbiter::ctl
