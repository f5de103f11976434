#pragma once

#include "core/common/blockingcall.h"
#include "core/session/eventsession.h"
#include "core/storage/storeconfig.h"

#include <QString>
#include <QThread>

#include <cstdio>
#include <cstdlib>

// What the team benchmarks share: stopping with the reason, and a console's event session on a
// thread of its own (as app/console runs it), opened on a team event with a login.
[[noreturn]] inline void benchFail(const char *bench, const QString &why)
{
    std::fprintf(stderr, "%s: %s\n", bench, qPrintable(why));
    std::exit(1);
}

struct TeamConsole
{
    QString login;
    QThread thread;
    arbiter::session::EventSession *session = nullptr;

    // Starts the thread and opens the event there; false with the reason in `why`.
    bool open(const arbiter::storage::PostgresOptions &options, QString *why)
    {
        using namespace arbiter;
        session = new session::EventSession;
        session->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, session, &QObject::deleteLater);
        thread.start();
        session::EventSession::Opening opening;
        callAndWait(session,
                    [&] { opening = session->openEvent(storage::StoreConfig::server(options), true, {}, false); });
        if (opening.openError || opening.error) {
            *why = opening.openError ? opening.openError->message : opening.error->message;
            return false;
        }
        return true;
    }
    ~TeamConsole()
    {
        thread.quit();
        thread.wait();
    }
};
