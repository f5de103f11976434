#include "core/evidence/evidencestore.h"

#include "core/chess/colorkey.h"

#include "core/chess/types.h"
#include "core/evidence/evidencepolicy.h"
#include "core/storage/eventstore.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace arbiter::evidence {

namespace {
Q_LOGGING_CATEGORY(lcEvidence, "arbiter.core.evidence")

constexpr const char *ResultsFinalKey = "results-final-utc";

QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

// With the player's starting number in the event: the pairing of the item's game gives it, so an
// item is the player's, never a namesake's (issue 25), also one stored before players were keyed.
const char *const Columns = "id, incident_key, incident_kind, game_id, board, side, player, feed, taken_utc_ms, mime, "
                            "length(data), held, note, (SELECT CASE WHEN evidence.side = 'white' THEN p.white_no "
                            "ELSE p.black_no END FROM pairings p WHERE p.event_id = evidence.event_id AND "
                            "p.zone_game_id = evidence.game_id AND evidence.game_id <> '' ORDER BY p.round DESC "
                            "LIMIT 1)";

EvidenceItem readItem(const QSqlQuery &q)
{
    EvidenceItem e;
    e.id = q.value(0).toLongLong();
    e.incidentKey = q.value(1).toString();
    e.incidentKind = q.value(2).toString();
    e.gameId = q.value(3).toString();
    e.board = q.value(4).toInt();
    e.side = chess::colorFromKey(q.value(5).toString()).value_or(chess::White);
    e.player = q.value(6).toString();
    e.feed = vcs::FeedKinds::fromName(q.value(7).toString()).value_or(vcs::FeedKinds::Camera);
    e.takenUtcMs = q.value(8).toLongLong();
    e.mime = q.value(9).toString();
    e.bytes = q.value(10).toLongLong();
    e.held = q.value(11).toInt() != 0;
    e.note = q.value(12).toString();
    e.playerNo = q.value(13).toInt();
    return e;
}
} // namespace

EvidenceStore::EvidenceStore(storage::EventStore &store, std::function<std::int64_t()> utcNow)
    : m_store(store), m_utcNow(std::move(utcNow))
{
    if (!m_utcNow)
        m_utcNow = [] { return QDateTime::currentMSecsSinceEpoch(); };
}

std::optional<Error> EvidenceStore::exec(QSqlQuery &query, const char *what)
{
    if (query.exec())
        return std::nullopt;
    qCWarning(lcEvidence) << what << query.lastError().text();
    //: %1: what was being done; %2: the database's own message
    return Error{tr("%1: %2").arg(tr(what), query.lastError().text())};
}

// The evidence store's tables as numbered steps (storage::SchemaComponent "evidence"). Step 1 is the
// tables as consoles made them before there were component versions (hence IF NOT EXISTS).
storage::SchemaComponent EvidenceStore::schema()
{
    return {
        QStringLiteral("evidence"),
        2,
        [](int target, storage::Schema::Dialect dialect) {
            // Step 2 (issue 24 §3): every console of a team event hears of a new item, a hold or a
            // release as the server logs it (NOTIFY arbiter_team "<event> evidence <seq>").
            if (target == 2)
                return dialect == storage::Schema::Dialect::Postgres
                    ? QStringList{QStringLiteral("CREATE OR REPLACE FUNCTION arbiter_notify_evidence() RETURNS trigger "
                                                 "LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('arbiter_team', "
                                                 "NEW.event_id || ' evidence ' || NEW.seq); RETURN NULL; END $$"),
                                  QStringLiteral("CREATE TRIGGER evidence_log_notify AFTER INSERT ON evidence_log "
                                                 "FOR EACH ROW EXECUTE FUNCTION arbiter_notify_evidence()")}
                    : QStringList();
            if (target != 1)
                return QStringList();
            const QString blob
                = dialect == storage::Schema::Dialect::Postgres ? QStringLiteral("BYTEA") : QStringLiteral("BLOB");
            QStringList statements{QStringLiteral("CREATE TABLE IF NOT EXISTS evidence ("
                                                  " event_id BIGINT NOT NULL,"
                                                  " id BIGINT NOT NULL,"
                                                  " incident_key TEXT NOT NULL DEFAULT '',"
                                                  " incident_kind TEXT NOT NULL DEFAULT '',"
                                                  " game_id TEXT NOT NULL DEFAULT '',"
                                                  " board INTEGER NOT NULL DEFAULT 0,"
                                                  " side TEXT NOT NULL DEFAULT '',"
                                                  " player TEXT NOT NULL DEFAULT '',"
                                                  " feed TEXT NOT NULL DEFAULT 'cam',"
                                                  " taken_utc_ms BIGINT NOT NULL,"
                                                  " mime TEXT NOT NULL,"
                                                  " data %1 NOT NULL,"
                                                  " held INTEGER NOT NULL DEFAULT 0,"
                                                  " note TEXT NOT NULL DEFAULT '',"
                                                  " PRIMARY KEY (event_id, id))")
                                       .arg(blob),
                                   QStringLiteral("CREATE TABLE IF NOT EXISTS evidence_log ("
                                                  " event_id BIGINT NOT NULL,"
                                                  " seq BIGINT NOT NULL,"
                                                  " utc_ms BIGINT NOT NULL,"
                                                  " who TEXT NOT NULL,"
                                                  " action TEXT NOT NULL,"
                                                  " evidence_id BIGINT NOT NULL DEFAULT 0,"
                                                  " detail TEXT NOT NULL DEFAULT '',"
                                                  " PRIMARY KEY (event_id, seq))")};
            if (dialect == storage::Schema::Dialect::Postgres) {
                statements << QStringLiteral(
                    "CREATE OR REPLACE FUNCTION evidence_log_append_only() RETURNS trigger "
                    "LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the evidence log is append-only'; "
                    "END $$")
                           << QStringLiteral(
                                  "CREATE OR REPLACE TRIGGER evidence_log_append_only BEFORE UPDATE OR DELETE ON "
                                  "evidence_log FOR EACH ROW EXECUTE FUNCTION evidence_log_append_only()");
            } else {
                statements << QStringLiteral(
                    "CREATE TRIGGER IF NOT EXISTS evidence_log_no_update BEFORE UPDATE ON "
                    "evidence_log BEGIN SELECT RAISE(ABORT, 'the evidence log is append-only'); END")
                           << QStringLiteral(
                                  "CREATE TRIGGER IF NOT EXISTS evidence_log_no_delete BEFORE DELETE ON "
                                  "evidence_log BEGIN SELECT RAISE(ABORT, 'the evidence log is append-only'); END");
            }
            return statements;
        },
        {}};
}

std::optional<Error> EvidenceStore::prepare()
{
    if (m_prepared)
        return std::nullopt;
    if (!m_store.isOpen())
        return Error{tr("The event database is not open.")};
    if (const auto version = m_store.database().migrate(schema()); !version)
        //: %1: the database's own message
        return Error{tr("Could not set up the evidence store: %1").arg(version.error().message)};
    m_prepared = true;
    return std::nullopt;
}

std::optional<Error> EvidenceStore::appendLog(std::int64_t eventId, const QString &who, const QString &action,
                                              std::int64_t evidenceId, const QString &detail)
{
    QSqlQuery q(m_store.database().connection());
    // The next number: several consoles of one event may write (a clash is retried once).
    for (int attempt = 0; attempt < 2; ++attempt) {
        q.prepare(QStringLiteral("INSERT INTO evidence_log (event_id, seq, utc_ms, who, action, evidence_id, detail) "
                                 "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM evidence_log "
                                 "WHERE event_id = ?"));
        q.addBindValue(qint64(eventId));
        q.addBindValue(qint64(m_utcNow()));
        q.addBindValue(text(who));
        q.addBindValue(action);
        q.addBindValue(qint64(evidenceId));
        q.addBindValue(text(detail));
        q.addBindValue(qint64(eventId));
        if (q.exec())
            return std::nullopt;
    }
    return exec(q, QT_TR_NOOP("Could not write the evidence log"));
}

Result<EvidenceItem> EvidenceStore::store(std::int64_t eventId, const EvidenceCapture &capture, const QString &who)
{
    // Stills are taken as incidents are raised, on the zone's thread: their commits do not wait for
    // the disk (the store syncs them beside it).
    std::optional<Result<EvidenceItem>> stored;
    m_store.database().withRelaxedCommits([&] { stored.emplace(storeNow(eventId, capture, who)); });
    return std::move(*stored);
}

Result<EvidenceItem> EvidenceStore::storeNow(std::int64_t eventId, const EvidenceCapture &capture, const QString &who)
{
    if (auto error = m_store.database().writable())
        return *error;
    if (auto error = prepare())
        return *error;
    EvidenceItem e = capture.item;
    e.bytes = capture.data.size();
    QSqlQuery q(m_store.database().connection());
    for (int attempt = 0;; ++attempt) {
        q.prepare(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM evidence WHERE event_id = ?"));
        q.addBindValue(qint64(eventId));
        if (auto error = exec(q, QT_TR_NOOP("Could not keep the evidence")))
            return *error;
        e.id = q.next() ? q.value(0).toLongLong() : 1;
        q.finish();
        q.prepare(
            QStringLiteral("INSERT INTO evidence (event_id, id, incident_key, incident_kind, game_id, board, side, "
                           "player, feed, taken_utc_ms, mime, data, held, note) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(qint64(eventId));
        q.addBindValue(qint64(e.id));
        q.addBindValue(text(e.incidentKey));
        q.addBindValue(text(e.incidentKind));
        q.addBindValue(text(e.gameId));
        q.addBindValue(e.board);
        q.addBindValue(chess::colorKey(e.side));
        q.addBindValue(text(e.player));
        q.addBindValue(QString(vcs::FeedKinds::name(e.feed)));
        q.addBindValue(qint64(e.takenUtcMs));
        q.addBindValue(text(e.mime));
        q.addBindValue(capture.data.isNull() ? QByteArray("") : capture.data);
        q.addBindValue(e.held ? 1 : 0);
        q.addBindValue(text(e.note));
        if (q.exec())
            break;
        if (attempt == 1) // another console took the number twice over: give up with the reason
            return *exec(q, QT_TR_NOOP("Could not keep the evidence"));
    }
    appendLog(eventId, who, QStringLiteral("stored"), e.id,
              QStringLiteral("%1 · %2 · %3").arg(e.player, vcs::FeedKinds::name(e.feed), e.incidentKind));
    qCInfo(lcEvidence) << "event" << eventId << "evidence" << e.id << e.player << vcs::FeedKinds::name(e.feed)
                       << e.bytes << "bytes";
    return e;
}

Result<QList<EvidenceItem>> EvidenceStore::list(std::int64_t eventId)
{
    if (auto error = prepare())
        return *error;
    QSqlQuery q(m_store.database().connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM evidence WHERE event_id = ? ORDER BY id").arg(QLatin1String(Columns)));
    q.addBindValue(qint64(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the evidence")))
        return *error;
    QList<EvidenceItem> out;
    while (q.next())
        out.append(readItem(q));
    return out;
}

Result<QByteArray> EvidenceStore::open(std::int64_t eventId, std::int64_t id, const event::StaffMember &who)
{
    if (auto error = prepare())
        return *error;
    if (const auto refusal = EvidencePolicy::openRefusal(who.role)) {
        appendLog(eventId, who.name, QStringLiteral("refused"), id, QString(event::StaffMember::roleKey(who.role)));
        return Error{*refusal};
    }
    QSqlQuery q(m_store.database().connection());
    q.prepare(QStringLiteral("SELECT data FROM evidence WHERE event_id = ? AND id = ?"));
    q.addBindValue(qint64(eventId));
    q.addBindValue(qint64(id));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the evidence")))
        return *error;
    if (!q.next())
        //: %1: the evidence's number
        return Error{tr("There is no evidence %1 (it may have been deleted under the retention rule).").arg(id)};
    const QByteArray data = q.value(0).toByteArray();
    q.finish();
    appendLog(eventId, who.name, QStringLiteral("opened"), id, QString());
    return data;
}

std::optional<Error> EvidenceStore::setHeld(std::int64_t eventId, std::int64_t id, bool held,
                                            const event::StaffMember &who)
{
    if (auto error = m_store.database().writable())
        return error;
    if (auto error = prepare())
        return error;
    if (const auto refusal = EvidencePolicy::manageRefusal(who.role))
        return Error{*refusal};
    QSqlQuery q(m_store.database().connection());
    q.prepare(QStringLiteral("UPDATE evidence SET held = ? WHERE event_id = ? AND id = ?"));
    q.addBindValue(held ? 1 : 0);
    q.addBindValue(qint64(eventId));
    q.addBindValue(qint64(id));
    if (auto error = exec(q, QT_TR_NOOP("Could not hold the evidence")))
        return error;
    if (q.numRowsAffected() == 0)
        //: %1: the evidence's number
        return Error{tr("There is no evidence %1.").arg(id)};
    return appendLog(eventId, who.name, held ? QStringLiteral("held") : QStringLiteral("released"), id, QString());
}

Result<std::optional<std::int64_t>> EvidenceStore::resultsFinal(std::int64_t eventId)
{
    const auto value = m_store.eventValue(eventId, QLatin1String(ResultsFinalKey));
    if (!value)
        return value.error();
    if (!value.value())
        return std::optional<std::int64_t>();
    bool ok = false;
    const std::int64_t ms = value.value()->toLongLong(&ok);
    return ok ? std::optional(ms) : std::optional<std::int64_t>();
}

std::optional<Error> EvidenceStore::declareResultsFinal(std::int64_t eventId, const event::StaffMember &who)
{
    if (auto error = prepare())
        return error;
    if (const auto refusal = EvidencePolicy::manageRefusal(who.role))
        return Error{*refusal};
    const std::int64_t now = m_utcNow();
    if (auto error = m_store.setEventValue(eventId, QLatin1String(ResultsFinalKey), QString::number(now)))
        return error;
    const QString due
        = QDateTime::fromMSecsSinceEpoch(EvidencePolicy::deletionDueUtcMs(now), Qt::UTC).toString(Qt::ISODate);
    return appendLog(eventId, who.name, QStringLiteral("results-final"), 0, QStringLiteral("deletion due %1").arg(due));
}

Result<int> EvidenceStore::purgeDue(std::int64_t eventId)
{
    if (auto error = m_store.database().writable())
        return *error;
    const auto final = resultsFinal(eventId);
    if (!final)
        return final.error();
    if (!final.value())
        return 0;
    const auto items = list(eventId);
    if (!items)
        return items.error();
    const std::int64_t now = m_utcNow();
    int deleted = 0;
    QSqlQuery q(m_store.database().connection());
    for (const EvidenceItem &e : items.value()) {
        if (!EvidencePolicy::isDue(e, final.value(), now))
            continue;
        q.prepare(QStringLiteral("DELETE FROM evidence WHERE event_id = ? AND id = ? AND held = 0"));
        q.addBindValue(qint64(eventId));
        q.addBindValue(qint64(e.id));
        if (auto error = exec(q, QT_TR_NOOP("Could not delete evidence under the retention rule")))
            return *error;
        if (q.numRowsAffected() == 0)
            continue; // held meanwhile by another console
        ++deleted;
        appendLog(eventId, QStringLiteral("retention"), QStringLiteral("deleted"), e.id,
                  QStringLiteral("a year after the results became final"));
        qCInfo(lcEvidence) << "event" << eventId << "evidence" << e.id << "deleted under the retention rule";
    }
    return deleted;
}

Result<QList<EvidenceLogEntry>> EvidenceStore::log(std::int64_t eventId)
{
    if (auto error = prepare())
        return *error;
    QSqlQuery q(m_store.database().connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seq, utc_ms, who, action, evidence_id, detail FROM evidence_log "
                             "WHERE event_id = ? ORDER BY seq"));
    q.addBindValue(qint64(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the evidence log")))
        return *error;
    QList<EvidenceLogEntry> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), q.value(3).toString(),
                    q.value(4).toLongLong(), q.value(5).toString()});
    return out;
}

} // namespace arbiter::evidence
