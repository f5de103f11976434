#include "core/rulings/rulinglog.h"

#include "core/rulings/rulingtext.h"
#include "core/storage/database.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace arbiter::rulings {

namespace {
Q_LOGGING_CATEGORY(lcRulings, "arbiter.core.rulings")

const char *const CreateTable = "CREATE TABLE IF NOT EXISTS rulings ("
                                " event_id BIGINT NOT NULL,"
                                " seq BIGINT NOT NULL,"
                                " utc_ms BIGINT NOT NULL,"
                                " issuer TEXT NOT NULL,"
                                " issuer_role TEXT NOT NULL,"
                                " kind TEXT NOT NULL,"
                                " game_id TEXT NOT NULL DEFAULT '',"
                                " round INTEGER NOT NULL DEFAULT 0,"
                                " board INTEGER NOT NULL DEFAULT 0,"
                                " side TEXT NOT NULL DEFAULT '',"
                                " player TEXT NOT NULL DEFAULT '',"
                                " opponent TEXT NOT NULL DEFAULT '',"
                                " article TEXT NOT NULL DEFAULT '',"
                                " reason TEXT NOT NULL DEFAULT '',"
                                " params TEXT NOT NULL DEFAULT '{}',"
                                " ref BIGINT NOT NULL DEFAULT 0,"
                                " proposed INTEGER NOT NULL DEFAULT 0,"
                                " prev_hash TEXT NOT NULL,"
                                " hash TEXT NOT NULL,"
                                " PRIMARY KEY (event_id, seq))";

// The class of PostgreSQL advisory lock that serialises one event's appends (the second key is the
// event's id): the client takes it before reading the head, and the server's trigger takes it again,
// so a writer that skips it is serialised too.
constexpr int ChainLockClass = 724012;

// PostgreSQL: every new row must follow the event's head (next number, the head's hash, no earlier
// time), checked by the server under the event's lock. Many consoles append to one line, and a row
// slipped in by hand cannot fork it or leave a gap.
QStringList postgresChainCheck()
{
    return {QStringLiteral(
                "CREATE OR REPLACE FUNCTION rulings_follow_head() RETURNS trigger LANGUAGE plpgsql AS $$\n"
                "DECLARE head RECORD;\n"
                "BEGIN\n"
                "  PERFORM pg_advisory_xact_lock(%1, (NEW.event_id %% 2147483647)::int);\n"
                "  SELECT seq, hash, utc_ms INTO head FROM rulings WHERE event_id = NEW.event_id\n"
                "    ORDER BY seq DESC LIMIT 1;\n"
                "  IF NOT FOUND THEN\n"
                "    IF NEW.seq <> 1 OR NEW.prev_hash <> '%2' THEN\n"
                "      RAISE EXCEPTION 'ruling % is not the first of event %', NEW.seq, NEW.event_id\n"
                "        USING ERRCODE = 'serialization_failure';\n"
                "    END IF;\n"
                "  ELSIF NEW.seq <> head.seq + 1 OR NEW.prev_hash <> head.hash OR NEW.utc_ms < head.utc_ms THEN\n"
                "    RAISE EXCEPTION 'ruling % does not follow ruling % of event %', NEW.seq, head.seq,\n"
                "      NEW.event_id USING ERRCODE = 'serialization_failure';\n"
                "  END IF;\n"
                "  RETURN NEW;\n"
                "END $$")
                .arg(ChainLockClass)
                .arg(QString::fromLatin1(Ruling::genesisHash()))
                .replace(QLatin1String("%%"), QLatin1String("%")),
            QStringLiteral("CREATE OR REPLACE TRIGGER rulings_follow_head BEFORE INSERT ON rulings FOR EACH ROW "
                           "EXECUTE FUNCTION rulings_follow_head()")};
}

// Step 3 (issue 25): who a ruling is about in the event (PlayerRef), recorded with the row; and, for
// rows recorded before, the starting numbers matched to their names once (0: could not be matched),
// kept beside the log, which is never changed.
const char *const KeyedPlayers[] = {
    "ALTER TABLE rulings ADD COLUMN player_no INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE rulings ADD COLUMN player_fide_id TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE rulings ADD COLUMN player_account TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE rulings ADD COLUMN opponent_no INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE rulings ADD COLUMN opponent_fide_id TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE rulings ADD COLUMN opponent_account TEXT NOT NULL DEFAULT ''",
    "CREATE TABLE ruling_players ("
    " event_id BIGINT NOT NULL,"
    " seq BIGINT NOT NULL,"
    " player_no INTEGER NOT NULL DEFAULT 0,"
    " opponent_no INTEGER NOT NULL DEFAULT 0,"
    " matched_utc_ms BIGINT NOT NULL,"
    " PRIMARY KEY (event_id, seq))",
};

// Qt binds a null QString as NULL; the columns are NOT NULL with '' for "none".
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace

SqlRulingLog::SqlRulingLog(storage::Database &db, std::function<std::int64_t()> utcNow)
    : m_db(db), m_utcNow(std::move(utcNow))
{
    if (!m_utcNow)
        m_utcNow = [] { return QDateTime::currentMSecsSinceEpoch(); };
}

// The rulings log's tables as numbered steps (storage::SchemaComponent "rulings"). Step 1 is the table
// as consoles made it before there were component versions (hence IF NOT EXISTS: their files have it).
// Step 2 has PostgreSQL check that every row follows the head (SQLite's writers are serialised by its
// write lock, and there is no server between them and the file).
storage::SchemaComponent SqlRulingLog::schema()
{
    return {QStringLiteral("rulings"),
            3,
            [](int target, storage::Schema::Dialect dialect) {
                QStringList statements;
                if (target == 3) {
                    for (const char *statement : KeyedPlayers)
                        statements << QString::fromLatin1(statement);
                    return statements;
                }
                if (target == 2 && dialect == storage::Schema::Dialect::Postgres)
                    return postgresChainCheck();
                if (target != 1)
                    return statements;
                statements << QString::fromLatin1(CreateTable);
                if (dialect == storage::Schema::Dialect::Postgres)
                    statements << QStringLiteral("CREATE OR REPLACE FUNCTION rulings_append_only() RETURNS trigger "
                                                 "LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the rulings log is "
                                                 "append-only'; END $$")
                               << QStringLiteral("CREATE OR REPLACE TRIGGER rulings_append_only BEFORE UPDATE OR "
                                                 "DELETE ON rulings FOR EACH ROW EXECUTE FUNCTION "
                                                 "rulings_append_only()");
                else
                    statements << QStringLiteral("CREATE TRIGGER IF NOT EXISTS rulings_no_update BEFORE UPDATE ON "
                                                 "rulings BEGIN SELECT RAISE(ABORT, 'the rulings log is "
                                                 "append-only'); END")
                               << QStringLiteral("CREATE TRIGGER IF NOT EXISTS rulings_no_delete BEFORE DELETE ON "
                                                 "rulings BEGIN SELECT RAISE(ABORT, 'the rulings log is "
                                                 "append-only'); END");
                return statements;
            },
            {}};
}

std::optional<Error> SqlRulingLog::prepare()
{
    if (m_prepared)
        return std::nullopt;
    if (!m_db.isOpen())
        return Error{tr("The event database is not open.")};
    if (const auto version = m_db.migrate(schema()); !version)
        //: %1: the database's own message
        return Error{tr("Could not set up the rulings log: %1").arg(version.error().message)};
    m_prepared = true;
    return std::nullopt;
}

Result<Ruling> SqlRulingLog::append(Ruling r)
{
    if (auto error = m_db.writable())
        return *error;
    if (auto error = prepare())
        return *error;
    QSqlDatabase db = m_db.connection();
    QSqlQuery q(db);
    auto rollback = [&] {
        if (m_db.isPostgres())
            db.rollback();
        else
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
    };
    auto failed = [&](const QSqlQuery &query) {
        const QString why = query.lastError().text();
        qCWarning(lcRulings) << "ruling not recorded:" << why;
        m_db.noteFailure(query.lastError());
        rollback();
        if (m_db.isPostgres() && m_db.lastFailureState() == QLatin1String("42501"))
            //: %1: the issuer's name; %2: their role
            return Error{tr("The event's server refused the ruling: %1 (%2) may not record it.")
                             .arg(r.issuer, event::StaffMember::roleText(r.issuerRole))};
        //: %1: the database's own message
        return Error{tr("The ruling was not recorded: %1").arg(why)};
    };
    // One writer at a time across processes: the next number and the previous hash must be read
    // and used under the same lock (PostgreSQL: the event's advisory lock, which the server's
    // trigger takes as well; SQLite: the write lock).
    if (m_db.isPostgres()) {
        if (!db.transaction())
            //: %1: the database's own message
            return Error{tr("The ruling was not recorded: %1").arg(db.lastError().text())};
        q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?, ?)"));
        q.addBindValue(ChainLockClass);
        q.addBindValue(int(r.eventId % 2147483647));
        if (!q.exec())
            return failed(q);
        q.finish();
    } else if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        //: %1: the database's own message
        return Error{tr("The ruling was not recorded: %1").arg(q.lastError().text())};
    }
    q.prepare(QStringLiteral("SELECT seq, utc_ms, hash FROM rulings WHERE event_id = ? ORDER BY seq DESC LIMIT 1"));
    q.addBindValue(qint64(r.eventId));
    if (!q.exec())
        return failed(q);
    r.seq = 1;
    r.prevHash = Ruling::genesisHash();
    std::int64_t lastUtc = 0;
    if (q.next()) {
        r.seq = q.value(0).toLongLong() + 1;
        lastUtc = q.value(1).toLongLong();
        r.prevHash = q.value(2).toString().toLatin1();
    }
    q.finish();
    // Two arbiters on one game: what someone else recorded on it since this issuer looked is
    // checked under the same lock, so of two decisions made unaware of each other only the first
    // stands and the second is decided again.
    if (r.basedOnSeq >= 0 && !r.gameId.isEmpty() && r.seq > r.basedOnSeq + 1) {
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM rulings WHERE event_id = ? AND game_id = ? AND seq > ? AND "
                                 "issuer <> ? AND kind NOT IN ('zone-applied', 'zone-failed', 'zone-confirmed', "
                                 "'done-on-platform')"));
        q.addBindValue(qint64(r.eventId));
        q.addBindValue(r.gameId);
        q.addBindValue(qint64(r.basedOnSeq));
        q.addBindValue(text(r.issuer));
        if (!q.exec() || !q.next())
            return failed(q);
        const int newer = q.value(0).toInt();
        q.finish();
        if (newer > 0) {
            rollback();
            m_db.refuse(Error{});
            QStringList what;
            if (auto rows = read(r.eventId, r.basedOnSeq))
                for (const Ruling &row : rows.value())
                    if (row.gameId == r.gameId && row.issuer != r.issuer && !Ruling::isZoneRecord(row.kind))
                        //: %1: who recorded it; %2: what was recorded
                        what << tr("%1: %2").arg(row.issuer, RulingText::describe(row));
            //: %1: the rulings recorded on the game meanwhile, one per line
            return Error{tr("The game changed since you opened the dialog; another arbiter recorded:\n%1\nLook at it "
                            "and decide again.")
                             .arg(what.join(u'\n'))};
        }
    }
    r.basedOnSeq = -1;
    r.utcMs = std::max(m_utcNow(), lastUtc);
    r.hash = r.computeHash();
    q.prepare(
        QStringLiteral("INSERT INTO rulings (event_id, seq, utc_ms, issuer, issuer_role, kind, game_id, round, "
                       "board, side, player, opponent, article, reason, params, ref, proposed, prev_hash, hash, "
                       "player_no, player_fide_id, player_account, opponent_no, opponent_fide_id, "
                       "opponent_account) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                       "?, ?, ?)"));
    q.addBindValue(qint64(r.eventId));
    q.addBindValue(qint64(r.seq));
    q.addBindValue(qint64(r.utcMs));
    q.addBindValue(text(r.issuer));
    q.addBindValue(QString(event::StaffMember::roleKey(r.issuerRole)));
    q.addBindValue(QString(Ruling::kindKey(r.kind)));
    q.addBindValue(text(r.gameId));
    q.addBindValue(r.round);
    q.addBindValue(r.board);
    q.addBindValue(text(Ruling::sideKey(r.side)));
    q.addBindValue(text(r.player));
    q.addBindValue(text(r.opponent));
    q.addBindValue(text(r.article));
    q.addBindValue(text(r.reason));
    q.addBindValue(QString::fromUtf8(QJsonDocument(r.params).toJson(QJsonDocument::Compact)));
    q.addBindValue(qint64(r.ref));
    q.addBindValue(r.proposed ? 1 : 0);
    q.addBindValue(QString::fromLatin1(r.prevHash));
    q.addBindValue(QString::fromLatin1(r.hash));
    for (const event::PlayerRef &ref : {r.playerRef, r.opponentRef}) {
        q.addBindValue(ref.no);
        q.addBindValue(text(ref.fideId));
        q.addBindValue(text(ref.account));
    }
    if (!q.exec())
        return failed(q);
    if (m_db.isPostgres()) {
        // Other consoles of the event LISTEN; delivered on commit.
        if (!q.exec(QStringLiteral("NOTIFY arbiter_rulings, '%1'").arg(r.eventId)))
            return failed(q);
        if (!db.commit()) {
            // The commit was sent: whether the server made it durable before the connection died
            // cannot be known here (bench_failover saw it happen). Say so rather than "not recorded":
            // the log shows it once the console has caught up.
            m_db.noteFailure(db.lastError());
            qCWarning(lcRulings) << "ruling's commit unconfirmed:" << db.lastError().text();
            //: %1: the database's own message
            return Error{tr("The server did not confirm the ruling (%1). It may have been recorded all the same: "
                            "look in the rulings log once the console is connected again before you record it "
                            "again.")
                             .arg(db.lastError().text())};
        }
    } else if (!q.exec(QStringLiteral("COMMIT"))) {
        return failed(q);
    }
    qCInfo(lcRulings) << "event" << r.eventId << "ruling" << r.seq << Ruling::kindKey(r.kind) << "by" << r.issuer;
    return r;
}

Result<QList<Ruling>> SqlRulingLog::read(std::int64_t eventId, std::int64_t afterSeq)
{
    if (!m_db.isOpen())
        return Error{tr("The event database is not open.")};
    if (auto error = prepare())
        return *error;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    // With the numbers matched afterwards to rows recorded by name alone.
    q.prepare(QStringLiteral("SELECT r.event_id, r.seq, r.utc_ms, r.issuer, r.issuer_role, r.kind, r.game_id, r.round, "
                             "r.board, r.side, r.player, r.opponent, r.article, r.reason, r.params, r.ref, r.proposed, "
                             "r.prev_hash, r.hash, r.player_no, r.player_fide_id, r.player_account, r.opponent_no, "
                             "r.opponent_fide_id, r.opponent_account, m.player_no, m.opponent_no FROM rulings r "
                             "LEFT JOIN ruling_players m ON m.event_id = r.event_id AND m.seq = r.seq "
                             "WHERE r.event_id = ? AND r.seq > ? ORDER BY r.seq"));
    q.addBindValue(qint64(eventId));
    q.addBindValue(qint64(afterSeq));
    if (!q.exec())
        //: %1: the database's own message
        return Error{tr("Could not read the rulings log: %1").arg(q.lastError().text())};
    QList<Ruling> out;
    while (q.next()) {
        Ruling r;
        r.eventId = q.value(0).toLongLong();
        r.seq = q.value(1).toLongLong();
        r.utcMs = q.value(2).toLongLong();
        r.issuer = q.value(3).toString();
        const QString role = q.value(4).toString();
        const QString kind = q.value(5).toString();
        const auto parsedRole = event::StaffMember::roleFromKey(role);
        const auto parsedKind = Ruling::kindFromKey(kind);
        if (!parsedRole || !parsedKind)
            //: %1: the entry number; %2: the stored role; %3: the stored kind
            return Error{tr("Rulings log entry %1 has an unknown role '%2' or kind '%3'.").arg(r.seq).arg(role, kind)};
        r.issuerRole = *parsedRole;
        r.kind = *parsedKind;
        r.gameId = q.value(6).toString();
        r.round = q.value(7).toInt();
        r.board = q.value(8).toInt();
        r.side = Ruling::sideFromKey(q.value(9).toString());
        r.player = q.value(10).toString();
        r.opponent = q.value(11).toString();
        r.article = q.value(12).toString();
        r.reason = q.value(13).toString();
        r.params = QJsonDocument::fromJson(q.value(14).toString().toUtf8()).object();
        r.ref = q.value(15).toLongLong();
        r.proposed = q.value(16).toInt() != 0;
        r.prevHash = q.value(17).toString().toLatin1();
        r.hash = q.value(18).toString().toLatin1();
        r.playerRef = {q.value(19).toInt(), q.value(20).toString(), q.value(21).toString(), false};
        r.opponentRef = {q.value(22).toInt(), q.value(23).toString(), q.value(24).toString(), false};
        if (r.playerRef.no == 0 && q.value(25).toInt() > 0)
            r.playerRef = {q.value(25).toInt(), {}, {}, true};
        if (r.opponentRef.no == 0 && q.value(26).toInt() > 0)
            r.opponentRef = {q.value(26).toInt(), {}, {}, true};
        out.append(r);
    }
    return out;
}

Result<SqlRulingLog::PlayerMatching> SqlRulingLog::matchPlayers(std::int64_t eventId,
                                                                const event::PlayerDirectory &players)
{
    if (!m_db.isOpen())
        return Error{tr("The event database is not open.")};
    if (auto error = prepare())
        return *error;
    PlayerMatching out;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!players.players().isEmpty()) {
        struct Row
        {
            std::int64_t seq;
            int player;
            int opponent;
        };
        QList<Row> rows;
        q.prepare(QStringLiteral("SELECT r.seq, r.game_id, r.side, r.player, r.opponent FROM rulings r LEFT JOIN "
                                 "ruling_players m ON m.event_id = r.event_id AND m.seq = r.seq WHERE r.event_id = ? "
                                 "AND m.seq IS NULL AND r.player_no = 0 AND r.opponent_no = 0 AND (r.player <> '' OR "
                                 "r.opponent <> '') ORDER BY r.seq"));
        q.addBindValue(qint64(eventId));
        if (!q.exec())
            return m_db.failure(q, tr("Could not read the rulings log."));
        while (q.next()) {
            const QString gameId = q.value(1).toString();
            const auto side = Ruling::sideFromKey(q.value(2).toString());
            // colour: 0 White, 1 Black, -1 none (the row names no side).
            auto number = [&](const QString &name, int colour) {
                if (name.isEmpty())
                    return 0;
                if (colour >= 0 && !gameId.isEmpty())
                    return players.inGame(gameId, chess::Color(colour), name).no;
                const event::PlayerRecord *p = players.byName(name);
                return p ? p->id : 0;
            };
            const int colour = side ? int(*side) : -1;
            rows.append({q.value(0).toLongLong(), number(q.value(3).toString(), colour),
                         number(q.value(4).toString(), colour < 0 ? -1 : 1 - colour)});
        }
        q.finish();
        if (!rows.isEmpty() && !m_db.writable()) {
            const qint64 now = m_utcNow();
            auto error = m_db.inTransaction([&]() -> std::optional<Error> {
                QSqlQuery insert(m_db.connection());
                // Two consoles opening the event at once match alike; the first one's rows stand.
                insert.prepare(QStringLiteral("INSERT INTO ruling_players (event_id, seq, player_no, opponent_no, "
                                              "matched_utc_ms) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"));
                for (const Row &row : rows) {
                    insert.addBindValue(qint64(eventId));
                    insert.addBindValue(qint64(row.seq));
                    insert.addBindValue(row.player);
                    insert.addBindValue(row.opponent);
                    insert.addBindValue(now);
                    if (!insert.exec())
                        return m_db.failure(insert, tr("Could not save the players matched to the rulings."));
                }
                return std::nullopt;
            });
            if (error)
                return *error;
            for (const Row &row : rows)
                out.matched += row.player > 0 || row.opponent > 0 ? 1 : 0;
            qCInfo(lcRulings) << "event" << eventId << "matched players to" << out.matched << "of" << rows.size()
                              << "rulings recorded by name";
        }
    }
    q.prepare(QStringLiteral("SELECT r.seq, r.player, r.opponent, m.player_no, m.opponent_no FROM rulings r JOIN "
                             "ruling_players m ON m.event_id = r.event_id AND m.seq = r.seq WHERE r.event_id = ? AND "
                             "((m.player_no = 0 AND r.player <> '') OR (m.opponent_no = 0 AND r.opponent <> '')) "
                             "ORDER BY r.seq"));
    q.addBindValue(qint64(eventId));
    if (!q.exec())
        return m_db.failure(q, tr("Could not read the rulings log."));
    while (q.next()) {
        if (q.value(3).toInt() == 0 && !q.value(1).toString().isEmpty())
            out.unmatched.append({q.value(0).toLongLong(), q.value(1).toString()});
        if (q.value(4).toInt() == 0 && !q.value(2).toString().isEmpty())
            out.unmatched.append({q.value(0).toLongLong(), q.value(2).toString()});
    }
    return out;
}

} // namespace arbiter::rulings
