// feedrelay: the players' feeds from the video server (Janus forwards each as RTP) served over RTSP
// to every console, and the video server's events turned into the consoles' presence stream. See
// docs/vcs.md.
//
//   feedrelay --config relay.json [--check]
//
// Prints what it serves (rtsp …, events …, presence …, feed …, whip …) and runs until stopped; with
// --check, prints what it would serve and exits (0 when the configuration is usable).

#include "app/feedrelay/relay.h"
#include "core/common/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <csignal>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("feedrelay"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    arbiter::TranslationSet translations;
    translations.install(QLocale());
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "feedrelay", "Serves the players' feeds from the video server over RTSP, and its events as presence."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption config(QStringLiteral("config"),
                                    QCoreApplication::translate("feedrelay", "The relay's configuration (JSON)."),
                                    QStringLiteral("file"));
    parser.addOption(config);
    const QCommandLineOption check(
        QStringLiteral("check"),
        QCoreApplication::translate("feedrelay", "Check the configuration, print what would be served, and exit."));
    parser.addOption(check);
    parser.process(app);
    if (!parser.isSet(config)) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("feedrelay", "Give the configuration with --config FILE.")));
        return 2;
    }
    auto loaded = arbiter::relay::RelayConfig::load(parser.value(config));
    if (!loaded) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error().message));
        return 2;
    }
    if (parser.isSet(check)) {
        const arbiter::relay::RelayConfig &c = loaded.value();
        std::printf("rtsp rtsp://%s:%u/{path}\n", qPrintable(c.rtspAddress.toString()), unsigned(c.rtspPort));
        std::printf("events http://%s:%u/janus/events\n", qPrintable(c.eventsAddress.toString()),
                    unsigned(c.eventsPort));
        QStringList from;
        for (const QHostAddress &a : c.eventsFrom)
            from << a.toString();
        std::printf("video-server from %s%s\n", qPrintable(from.join(u',')),
                    c.eventsUser.isEmpty() ? ""
                                           : qPrintable(QStringLiteral(" user ") + QString::fromUtf8(c.eventsUser)));
        for (const auto &f : c.feeds)
            std::printf("feed %s\n", qPrintable(f.describe()));
        return 0;
    }
    arbiter::relay::Relay relay(loaded.value());
    if (auto started = relay.start(); !started) {
        std::fprintf(stderr, "%s\n", qPrintable(started.error().message));
        return 1;
    }
    std::signal(SIGTERM, [](int) { QCoreApplication::quit(); });
    std::signal(SIGINT, [](int) { QCoreApplication::quit(); });
    return QCoreApplication::exec();
}
