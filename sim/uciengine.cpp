#include "sim/uciengine.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>

namespace arbiter::zone::sim {

namespace {

Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

// An engine that writes a megabyte without a newline is not speaking UCI.
constexpr qsizetype MaxLineLength = 1 << 20;

bool parseInt(QByteArrayView text, std::int64_t &value)
{
    bool ok = false;
    value = text.toLongLong(&ok);
    return ok;
}

// Splits on spaces and tabs, skipping empty tokens.
QList<QByteArrayView> tokens(QByteArrayView line)
{
    QList<QByteArrayView> out;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        while (i < n && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const qsizetype start = i;
        while (i < n && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            out.append(line.sliced(start, i - start));
    }
    return out;
}

// Holds the engine processes that are still ending when the application goes away. Only then, at
// shutdown, does anything wait for a process: each is killed and reaped, instead of QProcess's
// destructor warning about a running child.
class ProcessReaper : public QObject
{
public:
    using QObject::QObject;
    ~ProcessReaper() override
    {
        for (QProcess *process : findChildren<QProcess *>(Qt::FindDirectChildrenOnly)) {
            process->kill();
            process->waitForFinished(1000);
        }
    }

    static QObject *instance()
    {
        QCoreApplication *app = QCoreApplication::instance();
        if (!app || app->thread() != QThread::currentThread())
            return nullptr;
        // Found by name: the class has no meta-object of its own for findChild<ProcessReaper *>().
        const QString name = QStringLiteral("arbiter-engine-process-reaper");
        if (QObject *reaper = app->findChild<QObject *>(name, Qt::FindDirectChildrenOnly))
            return reaper;
        auto *reaper = new ProcessReaper(app);
        reaper->setObjectName(name);
        return reaper;
    }
};

// Lets a process we no longer listen to end on its own time: it deletes itself once finished, so
// neither this engine's destruction nor a restart ever waits for it.
void retireProcess(QProcess *process, bool graceful)
{
    process->disconnect();
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    process->setParent(ProcessReaper::instance());
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    if (graceful) {
        process->write("quit\n");
        QTimer::singleShot(2000, process, [process] { process->kill(); });
    } else {
        process->kill();
    }
}

} // namespace

UciEngine::UciEngine(QObject *parent) : UciEngine(Options{}, parent) { }

UciEngine::UciEngine(Options options, QObject *parent) : QObject(parent), m_options(std::move(options))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngine::onTimeout);
}

UciEngine::~UciEngine()
{
    dropProcess(false);
}

QString UciEngine::findStockfish()
{
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (!onPath.isEmpty())
        return onPath;
    return QStandardPaths::findExecutable(
        QStringLiteral("stockfish"),
        {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin")});
}

qint64 UciEngine::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void UciEngine::setState(State state)
{
    m_state = state;
}

void UciEngine::start()
{
    if (m_state != State::NotRunning)
        return;
    const QString program = m_options.program.isEmpty() ? findStockfish() : m_options.program;
    ++m_generation;
    m_errorString.clear();
    m_engineName.clear();
    m_buffer.clear();
    m_gotUciOk = false;
    m_multiPv = 1;
    setState(State::Starting);
    if (program.isEmpty()) {
        // Reported from the event loop, so a caller connecting after start() still hears it.
        QTimer::singleShot(0, this, [this, generation = m_generation] {
            if (generation == m_generation)
                fail("no stockfish binary", tr("No chess engine was found: install the stockfish package."));
        });
        return;
    }

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngine::onReadyRead);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngine::onProcessError);
    connect(m_process, &QProcess::finished, this, &UciEngine::onProcessFinished);
    qCDebug(lcSim) << "starting engine" << program;
    m_process->start(QIODevice::ReadWrite);
    if (!m_process)
        return; // failed at once (errorOccurred already reported it)
    send(QByteArrayLiteral("uci"));
    m_timer.start(m_options.handshakeTimeoutMs);
}

void UciEngine::stop()
{
    dropProcess(true);
}

void UciEngine::dropProcess(bool graceful)
{
    ++m_generation;
    m_timer.stop();
    m_pending.reset();
    m_current.reset();
    m_buffer.clear();
    setState(State::NotRunning);
    if (!m_process)
        return;
    QProcess *process = m_process;
    m_process = nullptr;
    retireProcess(process, graceful);
}

bool UciEngine::search(const EngineRequest &request)
{
    if (m_state == State::Idle) {
        sendSearch(request);
        return true;
    }
    if (m_state == State::Starting && !m_pending) {
        m_pending = request;
        return true;
    }
    return false;
}

bool UciEngine::search(std::uint64_t requestId, const QString &startFen, const QStringList &moves, int nodes,
                       int multiPv)
{
    EngineRequest request;
    request.id = requestId;
    request.startFen = startFen;
    request.moves = moves;
    request.nodes = nodes;
    request.multiPv = multiPv;
    return search(request);
}

void UciEngine::send(const QByteArray &command)
{
    if (!m_process)
        return;
    m_process->write(command + '\n');
}

void UciEngine::sendSearch(const EngineRequest &request)
{
    m_current = request;
    m_lines.clear();
    m_nodes = 0;
    setState(State::Searching);

    const int multiPv = std::max(1, request.multiPv);
    if (multiPv != m_multiPv) {
        send("setoption name MultiPV value " + QByteArray::number(multiPv));
        m_multiPv = multiPv;
    }
    // A cleared hash before every search: node-limited results then depend only on the position.
    send(QByteArrayLiteral("ucinewgame"));
    // simplified() keeps a stray newline in caller data from injecting engine commands.
    QByteArray position = request.startFen.trimmed().isEmpty()
        ? QByteArrayLiteral("position startpos")
        : "position fen " + request.startFen.simplified().toLatin1();
    if (!request.moves.isEmpty()) {
        position += " moves";
        for (const QString &move : request.moves)
            position += ' ' + move.simplified().toLatin1();
    }
    send(position);
    send("go nodes " + QByteArray::number(std::max(1, request.nodes)));
    m_timer.start(m_options.searchTimeoutMs);
}

void UciEngine::onReadyRead()
{
    if (!m_process)
        return;
    m_buffer += m_process->readAllStandardOutput();
    // A line may end the process (a failure) or a slot may restart it: stop reading this output then.
    const std::uint64_t generation = m_generation;
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\n');
        if (end < 0)
            break;
        // Trimmed: a CR of CRLF line ends, or stray spaces, must not hide "uciok" or "readyok".
        const QByteArray line = m_buffer.left(end).trimmed();
        m_buffer.remove(0, end + 1);
        handleLine(line);
        if (generation != m_generation)
            return;
    }
    if (m_buffer.size() > MaxLineLength)
        fail("overlong output line", tr("The chess engine sent an overlong line and was stopped."));
}

std::optional<EngineCandidate> UciEngine::parseInfoLine(QByteArrayView line, std::int64_t *nodes)
{
    const QList<QByteArrayView> t = tokens(line);
    if (t.isEmpty() || t[0] != "info")
        return std::nullopt;
    EngineCandidate c;
    bool haveScore = false;
    bool bound = false;
    for (qsizetype i = 1; i < t.size(); ++i) {
        const QByteArrayView key = t[i];
        std::int64_t v = 0;
        if (key == "string")
            return std::nullopt; // free text to the end of the line
        if (key == "pv") {
            if (i + 1 < t.size())
                c.move = QString::fromLatin1(t[i + 1]);
            break; // the rest of the line is the variation
        }
        if (i + 1 >= t.size())
            break;
        if (key == "multipv" && parseInt(t[i + 1], v)) {
            c.rank = int(v);
            ++i;
        } else if (key == "depth" && parseInt(t[i + 1], v)) {
            c.depth = int(v);
            ++i;
        } else if (key == "nodes" && parseInt(t[i + 1], v)) {
            if (nodes)
                *nodes = v;
            ++i;
        } else if (key == "score" && i + 2 < t.size() && parseInt(t[i + 2], v)) {
            if (t[i + 1] == "cp") {
                c.scoreCp = int(v);
                haveScore = true;
            } else if (t[i + 1] == "mate") {
                c.mateIn = int(v);
                haveScore = true;
            }
            i += 2;
            if (i + 1 < t.size() && (t[i + 1] == "lowerbound" || t[i + 1] == "upperbound")) {
                bound = true;
                ++i;
            }
        }
    }
    if (!haveScore || bound || c.move.isEmpty() || c.rank < 1)
        return std::nullopt;
    return c;
}

void UciEngine::handleLine(QByteArrayView line)
{
    if (line.startsWith("info")) {
        if (m_state != State::Searching)
            return;
        std::int64_t nodes = -1;
        std::optional<EngineCandidate> c = parseInfoLine(line, &nodes);
        if (nodes > m_nodes)
            m_nodes = nodes;
        if (!c || c->rank > 500)
            return;
        if (m_lines.size() < c->rank)
            m_lines.resize(c->rank);
        m_lines[c->rank - 1] = *c;
        return;
    }
    if (line.startsWith("bestmove")) {
        if (m_state != State::Searching || !m_current)
            return;
        m_timer.stop();
        const QList<QByteArrayView> t = tokens(line);
        EngineResult result;
        result.id = m_current->id;
        result.nodes = m_nodes;
        if (t.size() > 1 && t[1] != "(none)" && t[1] != "0000")
            result.bestMove = QString::fromLatin1(t[1]);
        for (const EngineCandidate &c : std::as_const(m_lines))
            if (!c.move.isEmpty())
                result.candidates.append(c);
        m_current.reset();
        m_lines.clear();
        setState(State::Idle);
        Q_EMIT searchFinished(result);
        return;
    }
    if (line.startsWith("id name ")) {
        m_engineName = QString::fromUtf8(line.sliced(8)).trimmed();
        return;
    }
    if (line == "uciok" && m_state == State::Starting) {
        m_gotUciOk = true;
        send(QByteArrayLiteral("setoption name Threads value 1"));
        send("setoption name Hash value " + QByteArray::number(std::max(1, m_options.hashMb)));
        send(QByteArrayLiteral("setoption name MultiPV value 1"));
        send(QByteArrayLiteral("isready"));
        return;
    }
    if (line == "readyok" && m_state == State::Starting && m_gotUciOk) {
        m_timer.stop();
        setState(State::Idle);
        qCDebug(lcSim) << "engine ready:" << m_engineName << "pid" << processId();
        if (m_pending) {
            const EngineRequest request = *m_pending;
            m_pending.reset();
            sendSearch(request);
        }
        Q_EMIT ready();
    }
}

void UciEngine::onProcessError(QProcess::ProcessError error)
{
    if (m_state == State::NotRunning)
        return;
    switch (error) {
    case QProcess::FailedToStart:
        fail("failed to start",
             //: %1: the engine's program, e.g. stockfish; %2: why it could not start (the system's message)
             tr("The chess engine %1 could not be started: %2.")
                 .arg(m_process ? m_process->program() : QString(), m_process ? m_process->errorString() : QString()));
        break;
    case QProcess::Crashed: break; // finished() follows and reports it
    case QProcess::WriteError:
    case QProcess::ReadError:
        fail(
            "read/write error",
            //: %1: why the connection failed (the system's message)
            tr("The connection to the chess engine failed: %1.").arg(m_process ? m_process->errorString() : QString()));
        break;
    case QProcess::Timedout:
    case QProcess::UnknownError: break;
    }
}

void UciEngine::onProcessFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_state == State::NotRunning)
        return;
    if (status == QProcess::CrashExit)
        fail("crashed", tr("The chess engine crashed."));
    else
        //: %1: the engine's exit code
        fail("exited", tr("The chess engine exited unexpectedly (exit code %1).").arg(exitCode));
}

void UciEngine::onTimeout()
{
    if (m_state == State::Starting)
        fail("handshake timeout",
             //: %n: the handshake's time limit, in seconds
             tr("The chess engine did not answer the UCI handshake within %n second(s).", nullptr,
                std::max(1, m_options.handshakeTimeoutMs / 1000)));
    else if (m_state == State::Searching)
        fail("search timeout",
             //: %n: the search's time limit, in seconds
             tr("The chess engine did not finish a search within %n second(s).", nullptr,
                std::max(1, m_options.searchTimeoutMs / 1000)));
}

void UciEngine::fail(const char *logReason, const QString &message)
{
    const std::uint64_t id = m_current ? m_current->id : (m_pending ? m_pending->id : 0);
    qCWarning(lcSim) << "engine failed:" << logReason << "request" << id;
    dropProcess(false);
    m_errorString = message;
    Q_EMIT errorOccurred(id, message);
}

} // namespace arbiter::zone::sim
