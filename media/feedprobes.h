#pragma once

#include "core/vcs/feedaccess.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QProcess;

namespace arbiter::media {

class FeedProbe;

// The Art. 13.2 roll call's probes (FeedProbe), in a helper process of their own when one is given,
// else in this one. Two thousand cameras probed six at a time open and close some sixteen RTSP
// sessions a second, each with its GStreamer threads, sockets and buffers. In the console's process
// those threads share the allocator's arenas and the address space with the GUI thread, and take
// the CPU at its priority: in feed-wall runs at 1000 games with other work on the machine, the
// screen stalled 51-82 ms during the roll call and never after it. In the helper (arbiter-console
// --probe-feeds, which runs serveFeedProbes(), niced like all background work) they share nothing
// with the screen but a pipe: a line out for each probe, a line back when it ends.
//
// A helper that cannot start or that ends is started again, and is given the probes still under
// way; after MaxHelperStarts starts the probes run in this process instead, and say so in the log.
class FeedProbes : public QObject
{
    Q_OBJECT

public:
    explicit FeedProbes(QObject *parent = nullptr);
    ~FeedProbes() override;

    // The helper: `program arguments` must run serveFeedProbes(). Empty: the probes run here.
    void setHelper(const QString &program, const QStringList &arguments);
    // The helper's process id while it runs, else 0.
    qint64 helperPid() const;
    static constexpr int MaxHelperStarts = 3;

    // Probes `url` as FeedProbe::start does; finished(id, …) follows once, unless cancelled.
    quint64 start(const QString &url, int frames, int timeoutMs);
    // The team's credentials for its relay's feeds, for the probes from now on (given to the helper
    // on its pipe, never on its command line, and never logged).
    void setAccess(const vcs::FeedAccess &access);
    void cancel(quint64 id);
    int running() const { return int(m_requests.size()); }

    // One line of the helper's protocol, each way (one home for both sides; tests use them too).
    struct Request
    {
        quint64 id = 0;
        bool cancel = false; // else a probe, or:
        std::optional<vcs::FeedAccess> access; // the team's credentials for the probes that follow
        int frames = 3;
        int timeoutMs = 5000;
        QString url;
        QByteArray toLine() const;
        static std::optional<Request> fromLine(const QByteArray &line);
    };
    struct Answer
    {
        quint64 id = 0;
        bool live = false;
        bool timedOut = false; // no picture came in time (not a refusal, an error or an end)
        QString reason; // why not, for the log (GStreamer's text; not translated)
        QByteArray toLine() const;
        static std::optional<Answer> fromLine(const QByteArray &line);
    };

Q_SIGNALS:
    void finished(quint64 id, bool live, bool timedOut, const QString &reason);

private:
    bool helperRunning();
    void startHere(const Request &request);
    void readHelper();
    void helperEnded(QProcess *helper);
    void done(const Answer &answer);

    QString m_program;
    QStringList m_arguments;
    QProcess *m_helper = nullptr;
    int m_helperStarts = 0;
    quint64 m_lastId = 0;
    QHash<quint64, Request> m_requests; // under way
    vcs::FeedAccess m_access;
    QHash<quint64, FeedProbe *> m_here; // those run in this process
};

// The helper's side, in a QCoreApplication: probe requests on standard input, each answered on
// standard output when its probe ends; returns 0 when the input closes (the console has gone).
int serveFeedProbes(int argc, char *argv[]);

} // namespace arbiter::media
