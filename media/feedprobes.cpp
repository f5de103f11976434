#include "media/feedprobes.h"

#include "core/common/background.h"
#include "core/common/helperprocess.h"
#include "media/feedprobe.h"

#include <QCoreApplication>
#include <QList>
#include <QLoggingCategory>
#include <QProcess>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace arbiter::media {

namespace {
Q_LOGGING_CATEGORY(lcProbes, "arbiter.media.probes")

// The protocol's text fields (a URL, GStreamer's reason) percent-encoded: one word each, on one line.
QByteArray word(const QString &text)
{
    return QUrl::toPercentEncoding(text);
}

QString unword(const QByteArray &word)
{
    return QUrl::fromPercentEncoding(word);
}

// Both sides run a probe the same way: kept in `running` by its id until it ends, then answered
// through `ended`; one taken out of `running` before (cancelled) is not answered. Put in `running`
// before it starts: a probe without an address ends within start().
void runProbe(const FeedProbes::Request &request, const vcs::FeedAccess &access, QHash<quint64, FeedProbe *> &running,
              QObject *owner, const std::function<void(const FeedProbes::Answer &)> &ended)
{
    auto *probe = new FeedProbe(owner);
    probe->setAccess(access);
    running.insert(request.id, probe);
    auto end = [&running, ended, id = request.id, probe](bool live, const QString &reason) {
        if (running.value(id) != probe)
            return;
        running.remove(id);
        probe->deleteLater();
        FeedProbes::Answer a;
        a.id = id;
        a.live = live;
        a.timedOut = !live && probe->timedOut();
        a.reason = reason;
        ended(a);
    };
    QObject::connect(probe, &FeedProbe::live, owner, [end] { end(true, {}); });
    QObject::connect(probe, &FeedProbe::lost, owner, [end](const QString &reason) { end(false, reason); });
    probe->start(request.url, request.frames, request.timeoutMs);
}

std::optional<quint64> idOf(const QByteArray &text)
{
    bool ok = false;
    const quint64 id = text.toULongLong(&ok);
    return ok && id > 0 ? std::optional<quint64>(id) : std::nullopt;
}

} // namespace

// "probe <id> <frames> <timeout ms> <url>", "cancel <id>" or "access 0 <login> <secret> <ca file> <relay host>"
// (each word percent-encoded; "-" for an empty one).
QByteArray FeedProbes::Request::toLine() const
{
    if (access) {
        // "-" for empty; a value that is "-" itself is written encoded.
        auto w = [](const QString &text) {
            return text.isEmpty() ? QByteArray("-") : text == QLatin1String("-") ? QByteArray("%2D") : word(text);
        };
        return "access 0 " + w(access->login) + ' ' + w(QString::fromUtf8(access->secret)) + ' ' + w(access->caFile)
            + ' ' + w(access->relayHost) + '\n';
    }
    if (cancel)
        return "cancel " + QByteArray::number(id) + '\n';
    return "probe " + QByteArray::number(id) + ' ' + QByteArray::number(frames) + ' ' + QByteArray::number(timeoutMs)
        + ' ' + word(url) + '\n';
}

std::optional<FeedProbes::Request> FeedProbes::Request::fromLine(const QByteArray &line)
{
    const QList<QByteArray> f = line.trimmed().split(' ');
    Request r;
    if (f.value(0) == "access") {
        if (f.size() != 6 || f[1] != "0")
            return std::nullopt;
        auto w = [](const QByteArray &text) { return text == "-" ? QString() : unword(text); };
        r.access = vcs::FeedAccess{w(f[2]), w(f[3]).toUtf8(), w(f[4]), w(f[5])};
        return r;
    }
    const auto id = f.size() >= 2 ? idOf(f[1]) : std::nullopt;
    if (!id)
        return std::nullopt;
    r.id = *id;
    if (f[0] == "cancel" && f.size() == 2) {
        r.cancel = true;
        return r;
    }
    if (f[0] != "probe" || f.size() != 5)
        return std::nullopt;
    bool framesOk = false, timeoutOk = false;
    r.frames = f[2].toInt(&framesOk);
    r.timeoutMs = f[3].toInt(&timeoutOk);
    r.url = unword(f[4]);
    if (!framesOk || !timeoutOk || r.frames < 1 || r.timeoutMs < 1)
        return std::nullopt;
    return r;
}

// "<id> live" or "<id> lost <0|1: timed out> <reason>".
QByteArray FeedProbes::Answer::toLine() const
{
    if (live)
        return QByteArray::number(id) + " live\n";
    return QByteArray::number(id) + " lost " + (timedOut ? '1' : '0') + ' ' + word(reason) + '\n';
}

std::optional<FeedProbes::Answer> FeedProbes::Answer::fromLine(const QByteArray &line)
{
    const QList<QByteArray> f = line.trimmed().split(' ');
    const auto id = f.isEmpty() ? std::nullopt : idOf(f[0]);
    if (!id)
        return std::nullopt;
    Answer a;
    a.id = *id;
    if (f.size() == 2 && f[1] == "live") {
        a.live = true;
        return a;
    }
    if (f.size() < 3 || f.size() > 4 || f[1] != "lost" || (f[2] != "0" && f[2] != "1"))
        return std::nullopt;
    a.timedOut = f[2] == "1";
    if (f.size() == 4)
        a.reason = unword(f[3]);
    return a;
}

FeedProbes::FeedProbes(QObject *parent) : QObject(parent) { }

FeedProbes::~FeedProbes()
{
    for (FeedProbe *probe : std::as_const(m_here)) {
        probe->disconnect(this);
        delete probe;
    }
    if (m_helper) {
        m_helper->disconnect(this);
        // Its input's end ends it; its probes close on their own.
        m_helper->closeWriteChannel();
        if (!m_helper->waitForFinished(2000))
            m_helper->kill();
        m_helper->waitForFinished(1000);
    }
}

void FeedProbes::setHelper(const QString &program, const QStringList &arguments)
{
    m_program = program;
    m_arguments = arguments;
}

qint64 FeedProbes::helperPid() const
{
    return m_helper && m_helper->state() == QProcess::Running ? m_helper->processId() : 0;
}

quint64 FeedProbes::start(const QString &url, int frames, int timeoutMs)
{
    Request r;
    r.id = ++m_lastId;
    r.frames = std::max(1, frames);
    r.timeoutMs = std::max(1, timeoutMs);
    r.url = url;
    m_requests.insert(r.id, r);
    if (helperRunning()) {
        m_helper->write(r.toLine());
    } else {
        // Not from within start(): a probe that ends at once (no address) must not answer before
        // the caller knows its id.
        QMetaObject::invokeMethod(
            this,
            [this, id = r.id] {
                if (const auto it = m_requests.constFind(id); it != m_requests.cend() && !m_here.contains(id))
                    startHere(*it);
            },
            Qt::QueuedConnection);
    }
    return r.id;
}

void FeedProbes::cancel(quint64 id)
{
    if (!m_requests.remove(id))
        return;
    if (FeedProbe *probe = m_here.take(id)) {
        probe->disconnect(this);
        probe->deleteLater();
    } else if (m_helper && m_helper->state() == QProcess::Running) {
        Request r;
        r.id = id;
        r.cancel = true;
        m_helper->write(r.toLine());
    }
}

bool FeedProbes::helperRunning()
{
    if (m_program.isEmpty())
        return false;
    if (m_helper)
        return true;
    if (m_helperStarts >= MaxHelperStarts) {
        if (m_helperStarts++ == MaxHelperStarts)
            qCWarning(lcProbes) << "the feed probe helper" << m_program << "ended" << MaxHelperStarts
                                << "times: the roll call's probes run in this process from now on";
        return false;
    }
    ++m_helperStarts;
    m_helper = new QProcess(this);
    m_helper->setProcessChannelMode(QProcess::ForwardedErrorChannel); // its warnings in the console's log
    connect(m_helper, &QProcess::readyReadStandardOutput, this, &FeedProbes::readHelper);
    // Queued: not from within start() or a write; and only for the helper that is still ours.
    QProcess *helper = m_helper;
    connect(
        m_helper, &QProcess::finished, this, [this, helper] { helperEnded(helper); }, Qt::QueuedConnection);
    connect(
        m_helper, &QProcess::errorOccurred, this,
        [this, helper](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart)
                helperEnded(helper);
        },
        Qt::QueuedConnection);
    m_helper->start(m_program, m_arguments);
    if (m_access.isSet()) {
        Request access;
        access.access = m_access;
        m_helper->write(access.toLine());
    }
    return true;
}

void FeedProbes::setAccess(const vcs::FeedAccess &access)
{
    if (access == m_access)
        return;
    m_access = access;
    if (m_helper && m_helper->state() != QProcess::NotRunning) {
        Request r;
        r.access = access;
        m_helper->write(r.toLine());
    }
}

void FeedProbes::readHelper()
{
    if (!m_helper)
        return;
    QProcess *helper = m_helper;
    while (helper == m_helper && helper->canReadLine()) {
        const QByteArray line = helper->readLine();
        if (const auto answer = Answer::fromLine(line))
            done(*answer);
        else
            qCWarning(lcProbes) << "the feed probe helper answered what is not an answer:" << line.left(200);
    }
}

void FeedProbes::helperEnded(QProcess *helper)
{
    if (!m_helper || helper != m_helper)
        return;
    readHelper(); // what it said before it ended
    qCWarning(lcProbes) << "the feed probe helper" << m_program << "ended:" << m_helper->errorString() << "exit status"
                        << m_helper->exitStatus() << "code" << m_helper->exitCode();
    m_helper->disconnect(this);
    m_helper->deleteLater();
    m_helper = nullptr;
    // The probes it had start again: in a new helper, or here.
    QList<quint64> ids = m_requests.keys();
    std::sort(ids.begin(), ids.end());
    for (const quint64 id : std::as_const(ids)) {
        if (m_here.contains(id))
            continue;
        const Request r = m_requests.value(id);
        if (helperRunning())
            m_helper->write(r.toLine());
        else
            startHere(r);
    }
}

void FeedProbes::startHere(const Request &request)
{
    runProbe(request, m_access, m_here, this, [this](const Answer &answer) { done(answer); });
}

void FeedProbes::done(const Answer &answer)
{
    if (!m_requests.remove(answer.id))
        return; // cancelled
    Q_EMIT finished(answer.id, answer.live, answer.timedOut, answer.reason);
}

int serveFeedProbes(int argc, char *argv[])
{
    endWithParent();
    runInBackground(); // before any thread: the probes' threads are made from this one
    QCoreApplication app(argc, argv);
    QHash<quint64, FeedProbe *> probes;
    vcs::FeedAccess access; // the console's, for the probes that follow
    auto answer = [](const FeedProbes::Answer &a) {
        const QByteArray line = a.toLine();
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout);
    };
    StandardInputLines input;
    QObject::connect(&input, &StandardInputLines::line, &app, [&](const QByteArray &line) {
        const auto request = FeedProbes::Request::fromLine(line);
        if (!request) {
            // The command's word only: an access line carries a secret.
            qCWarning(lcProbes) << "the feed probe helper does not know the command"
                                << line.left(line.indexOf(' ')).left(40);
            return;
        }
        if (request->access) {
            access = *request->access;
            return;
        }
        const quint64 id = request->id;
        if (request->cancel) {
            delete probes.take(id);
            return;
        }
        if (probes.contains(id))
            return;
        runProbe(*request, access, probes, &app, answer);
    });
    QObject::connect(&input, &StandardInputLines::ended, &app, [&] {
        qDeleteAll(probes);
        probes.clear();
        QCoreApplication::quit();
    });
    return QCoreApplication::exec();
}

} // namespace arbiter::media
