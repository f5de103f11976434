#pragma once

#include "sim/enginesearch.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTimer>

#include <optional>

namespace arbiter::zone::sim {

// An asynchronous client for one UCI engine process (Debian's stockfish), driving the simulator's
// players. Everything is event driven: start() returns at once, ready() follows the uci/uciok and
// isready/readyok handshake, and each search() ends in searchFinished() or errorOccurred(). Nothing
// waits on the process, so thousands of games can share a few engines on the GUI or zone thread.
//
// Every search starts from a cleared state (ucinewgame, Threads 1, node limit), so the same request
// gives the same move on any engine of the pool at any time: the seeded random generators of the
// players stay the only source of variety. A crash, an exit or a search that does not finish in
// time ends the process and reports errorOccurred() with a translated message; start() may then be
// called again.
class UciEngine : public QObject
{
    Q_OBJECT

public:
    enum class State {
        NotRunning, // never started, stopped, or failed (see errorString())
        Starting, // process launched, handshake under way
        Idle, // ready for a search
        Searching
    };
    Q_ENUM(State)

    struct Options
    {
        QString program; // empty = findStockfish()
        int hashMb = 1; // small: positions are cleared before every search anyway
        int handshakeTimeoutMs = 15000; // NNUE loading takes a few hundred ms on an idle machine
        int searchTimeoutMs = 15000; // a node-limited search takes milliseconds; this only guards hangs
    };

    explicit UciEngine(QObject *parent = nullptr);
    explicit UciEngine(Options options, QObject *parent = nullptr);
    ~UciEngine() override;

    // /usr/games/stockfish on Debian (not on PATH), or wherever stockfish is installed; empty if none.
    static QString findStockfish();

    const Options &options() const { return m_options; }
    State state() const { return m_state; }
    bool isIdle() const { return m_state == State::Idle; }
    // The last failure, translated; empty while nothing failed.
    QString errorString() const { return m_errorString; }
    // The engine's "id name" line, e.g. "Stockfish 15.1"; empty before the handshake.
    QString engineName() const { return m_engineName; }
    qint64 processId() const;

    // Launches the process and begins the handshake; emits ready() or errorOccurred(). Does nothing
    // while the engine is already starting or running.
    void start();
    // Ends the process (quit, then kill if needed) without reporting an error.
    void stop();
    // Starts a search when Idle, or queues it to run right after the handshake when Starting.
    // Returns false (and does nothing) when a search is already running or queued, or not started.
    bool search(const EngineRequest &request);
    bool search(std::uint64_t requestId, const QString &startFen, const QStringList &moves, int nodes, int multiPv = 1);

    // Parses one "info" line into a candidate; nullopt for lines without a MultiPV move and score
    // (currmove, string, hashfull-only lines) and for bound (lowerbound/upperbound) scores. Public
    // for the tests.
    static std::optional<EngineCandidate> parseInfoLine(QByteArrayView line, std::int64_t *nodes = nullptr);

Q_SIGNALS:
    void ready();
    void searchFinished(const arbiter::zone::sim::EngineResult &result);
    // requestId is the running (or queued) search's id, or 0 when the failure hit no search.
    void errorOccurred(std::uint64_t requestId, const QString &message);

private:
    void onReadyRead();
    void handleLine(QByteArrayView line);
    void onProcessError(QProcess::ProcessError error);
    void onProcessFinished(int exitCode, QProcess::ExitStatus status);
    void onTimeout();
    void sendSearch(const EngineRequest &request);
    void send(const QByteArray &command);
    void fail(const char *logReason, const QString &message);
    void dropProcess(bool graceful);
    void setState(State state);

    Options m_options;
    QProcess *m_process = nullptr;
    QTimer m_timer; // handshake and search guard
    QByteArray m_buffer; // bytes of an incomplete output line
    State m_state = State::NotRunning;
    bool m_gotUciOk = false;
    std::uint64_t m_generation = 0; // bumped whenever a process is started or dropped
    QString m_errorString;
    QString m_engineName;
    int m_multiPv = 1; // the MultiPV option the engine currently has
    std::optional<EngineRequest> m_pending; // queued during the handshake
    std::optional<EngineRequest> m_current;
    QList<EngineCandidate> m_lines; // latest line per MultiPV rank of the running search
    std::int64_t m_nodes = 0;
};

} // namespace arbiter::zone::sim
