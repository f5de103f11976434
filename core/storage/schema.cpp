#include "core/storage/schema.h"

namespace arbiter::storage {

namespace {
// %ID% becomes the driver's auto-generated primary key; everything else is common SQL.
const char *const MigrationTo1[] = {
    "CREATE TABLE events ("
    " id %ID%,"
    " name TEXT NOT NULL,"
    " type TEXT NOT NULL CHECK (type IN ('supervised_online', 'hybrid')),"
    " time_control TEXT NOT NULL DEFAULT '',"
    " default_time_min INTEGER NOT NULL DEFAULT 0 CHECK (default_time_min >= 0),"
    " rounds INTEGER NOT NULL DEFAULT 1 CHECK (rounds >= 1),"
    " current_round INTEGER NOT NULL DEFAULT 1,"
    " zone_kind TEXT NOT NULL DEFAULT 'none',"
    " zone_address TEXT NOT NULL DEFAULT '',"
    " zone_reference TEXT NOT NULL DEFAULT '',"
    " zone_round_id TEXT NOT NULL DEFAULT '',"
    " zone_needs_token INTEGER NOT NULL DEFAULT 0,"
    " created_utc_ms BIGINT NOT NULL,"
    " updated_utc_ms BIGINT NOT NULL)",

    "CREATE TABLE players ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " start_no INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " fide_id TEXT NOT NULL DEFAULT '',"
    " title TEXT NOT NULL DEFAULT '',"
    " rating INTEGER NOT NULL DEFAULT 0,"
    " federation TEXT NOT NULL DEFAULT '',"
    " zone_account TEXT NOT NULL DEFAULT '',"
    " PRIMARY KEY (event_id, start_no))",

    "CREATE TABLE pairings ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " round INTEGER NOT NULL,"
    " board INTEGER NOT NULL,"
    " white_no INTEGER NOT NULL DEFAULT 0,"
    " white_name TEXT NOT NULL DEFAULT '',"
    " black_no INTEGER NOT NULL DEFAULT 0,"
    " black_name TEXT NOT NULL DEFAULT '',"
    " zone_game_id TEXT NOT NULL DEFAULT '',"
    " result TEXT NOT NULL DEFAULT '',"
    " PRIMARY KEY (event_id, round, board))",

    // Keyed by Incident::key so the detector's repeated reports update one row; the review columns
    // belong to the arbiter and only setIncidentReview writes them.
    "CREATE TABLE incidents ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " incident_key TEXT NOT NULL,"
    " kind TEXT NOT NULL,"
    " game_id TEXT NOT NULL DEFAULT '',"
    " board INTEGER NOT NULL DEFAULT 0,"
    " white TEXT NOT NULL DEFAULT '',"
    " black TEXT NOT NULL DEFAULT '',"
    " ply INTEGER NOT NULL DEFAULT 0,"
    " article TEXT NOT NULL DEFAULT '',"
    " detail TEXT NOT NULL DEFAULT '',"
    " detected_utc_ms BIGINT NOT NULL,"
    " still_open INTEGER NOT NULL DEFAULT 1,"
    " review_state TEXT NOT NULL DEFAULT 'open' CHECK (review_state IN ('open', 'acknowledged', 'dismissed')),"
    " review_note TEXT NOT NULL DEFAULT '',"
    " reviewed_by TEXT NOT NULL DEFAULT '',"
    " reviewed_utc_ms BIGINT NOT NULL DEFAULT 0,"
    " PRIMARY KEY (event_id, incident_key))",

    "CREATE TABLE event_values ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " value_key TEXT NOT NULL,"
    " value TEXT NOT NULL,"
    " PRIMARY KEY (event_id, value_key))",

    // Store-wide state (the last opened event).
    "CREATE TABLE store_values ("
    " value_key TEXT NOT NULL PRIMARY KEY,"
    " value TEXT NOT NULL)",
};
// Players' clubs (CSV imports name them) and pairings whose colours the file did not give (a TRF
// forfeit or game not played).
const char *const MigrationTo2[] = {
    "ALTER TABLE players ADD COLUMN club TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE pairings ADD COLUMN colours_known INTEGER NOT NULL DEFAULT 1",
};
// Art. 3.7: each game's record (moves with clocks, what the zone said of connections, pauses,
// adjustments, offers and the result, the console's findings) kept with the event, one row per game
// and start (a restarted game keeps its earlier start under the lower attempt number).
const char *const MigrationTo3[] = {
    "CREATE TABLE game_records ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " game_id TEXT NOT NULL,"
    " attempt INTEGER NOT NULL DEFAULT 0,"
    " round TEXT NOT NULL DEFAULT '',"
    " board INTEGER NOT NULL DEFAULT 0,"
    " white TEXT NOT NULL DEFAULT '',"
    " black TEXT NOT NULL DEFAULT '',"
    " status TEXT NOT NULL DEFAULT '',"
    " result TEXT NOT NULL DEFAULT '',"
    " plies INTEGER NOT NULL DEFAULT 0,"
    " record TEXT NOT NULL,"
    " pgn TEXT NOT NULL DEFAULT '',"
    " updated_utc_ms BIGINT NOT NULL,"
    " PRIMARY KEY (event_id, game_id, attempt))",
    // An incident's explanation as data (LocalText JSON: message and parameters), so that it reads in
    // the language of whoever opens the event; `detail` keeps the text as first shown.
    "ALTER TABLE incidents ADD COLUMN detail_message TEXT NOT NULL DEFAULT ''",
    // The player an incident is about ('white', 'black'; '' for the game), so a ruling answering
    // it after a restart of the console still knows whom it concerns.
    "ALTER TABLE incidents ADD COLUMN side TEXT NOT NULL DEFAULT ''",
};
// The players' own feed addresses (Art. 13.1, 14.4), for events whose feeds a URL template does not
// give.
const char *const MigrationTo4[] = {
    "ALTER TABLE players ADD COLUMN feed_cam TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE players ADD COLUMN feed_screen TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE players ADD COLUMN feed_cam2 TEXT NOT NULL DEFAULT ''",
};
// Issue 24: what the consoles of a team event share live. The arbiters' VCS marks (Art. 13.4: who
// was seen off or back on the video conference, by whom), so every console's timeline has them; and
// on PostgreSQL the server tells every console (NOTIFY arbiter_team, "<event> <what> <key>") when a
// review, a setting, the event or a mark changed, whoever wrote it (a console, arbiterctl, psql).
// A notification only wakes the consoles: they read what changed from the tables, and read it all
// again after a reconnection, since notifications sent while away are lost.
const char *const MigrationTo5[] = {
    "CREATE TABLE vcs_marks ("
    " id %ID%,"
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " game_id TEXT NOT NULL,"
    " side TEXT NOT NULL,"
    " on_vcs INTEGER NOT NULL,"
    " utc_ms BIGINT NOT NULL,"
    " marked_by TEXT NOT NULL DEFAULT '',"
    " origin TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX vcs_marks_event ON vcs_marks (event_id, id)",
};
const char *const MigrationTo5Postgres[] = {
    "CREATE OR REPLACE FUNCTION arbiter_notify_review() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " IF NEW.review_state IS DISTINCT FROM OLD.review_state OR NEW.review_note IS DISTINCT FROM OLD.review_note"
    " OR NEW.reviewed_by IS DISTINCT FROM OLD.reviewed_by THEN"
    " PERFORM pg_notify('arbiter_team', NEW.event_id || ' review ' || NEW.incident_key); END IF;"
    " RETURN NULL; END $$",
    "CREATE TRIGGER incidents_notify_review AFTER UPDATE ON incidents FOR EACH ROW"
    " EXECUTE FUNCTION arbiter_notify_review()",
    "CREATE OR REPLACE FUNCTION arbiter_notify_value() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " IF TG_OP = 'DELETE' THEN PERFORM pg_notify('arbiter_team', OLD.event_id || ' value ' || OLD.value_key);"
    " ELSIF TG_OP = 'INSERT' OR NEW.value IS DISTINCT FROM OLD.value THEN"
    " PERFORM pg_notify('arbiter_team', NEW.event_id || ' value ' || NEW.value_key); END IF;"
    " RETURN NULL; END $$",
    "CREATE TRIGGER event_values_notify AFTER INSERT OR UPDATE OR DELETE ON event_values FOR EACH ROW"
    " EXECUTE FUNCTION arbiter_notify_value()",
    "CREATE OR REPLACE FUNCTION arbiter_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " PERFORM pg_notify('arbiter_team', NEW.id || ' event'); RETURN NULL; END $$",
    "CREATE TRIGGER events_notify AFTER UPDATE ON events FOR EACH ROW EXECUTE FUNCTION arbiter_notify_event()",
    "CREATE OR REPLACE FUNCTION arbiter_notify_mark() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " PERFORM pg_notify('arbiter_team', NEW.event_id || ' mark ' || NEW.id); RETURN NULL; END $$",
    "CREATE TRIGGER vcs_marks_notify AFTER INSERT ON vcs_marks FOR EACH ROW EXECUTE FUNCTION arbiter_notify_mark()",
};
// Appeals (Art. 9.14, 17.11): how long after a ruling a player may appeal it, an event setting.
const char *const MigrationTo6[] = {
    "ALTER TABLE events ADD COLUMN appeal_minutes INTEGER NOT NULL DEFAULT 15 CHECK (appeal_minutes >= 0)",
};
// Issue 24 §4, Art. 10.3.1: the arbiters' sectors (boards and/or players by starting number), one row
// per arbiter, shared by the team's consoles; a hand-over at a shift change says from whom and with
// what note. On PostgreSQL every change is announced ("<event> sector <arbiter>").
const char *const MigrationTo7[] = {
    "CREATE TABLE sectors ("
    " event_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
    " arbiter TEXT NOT NULL,"
    " boards TEXT NOT NULL DEFAULT '',"
    " players TEXT NOT NULL DEFAULT '',"
    " assigned_by TEXT NOT NULL DEFAULT '',"
    " assigned_utc_ms BIGINT NOT NULL,"
    " handed_from TEXT NOT NULL DEFAULT '',"
    " note TEXT NOT NULL DEFAULT '',"
    " PRIMARY KEY (event_id, arbiter))",
};
const char *const MigrationTo7Postgres[] = {
    "CREATE OR REPLACE FUNCTION arbiter_notify_sector() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " IF TG_OP = 'DELETE' THEN PERFORM pg_notify('arbiter_team', OLD.event_id || ' sector ' || OLD.arbiter);"
    " ELSE PERFORM pg_notify('arbiter_team', NEW.event_id || ' sector ' || NEW.arbiter); END IF;"
    " RETURN NULL; END $$",
    "CREATE TRIGGER sectors_notify AFTER INSERT OR UPDATE OR DELETE ON sectors FOR EACH ROW"
    " EXECUTE FUNCTION arbiter_notify_sector()",
};
// Issue 25: games that lasted under one move (TRF W/D/L), which score but are not rated.
const char *const MigrationTo8[] = {
    "ALTER TABLE pairings ADD COLUMN short_game INTEGER NOT NULL DEFAULT 0",
};
// Issue 27, Part IIIb: the venue a player sits in (Art. 16.1), their online assistant (Appendix II–III:
// name and zone account, whose moves are the player's), and whether the event allows traditional sets
// beside the virtual board (Art. 20).
const char *const MigrationTo9[] = {
    "ALTER TABLE players ADD COLUMN venue TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE players ADD COLUMN assistant TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE players ADD COLUMN assistant_account TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE events ADD COLUMN traditional_sets INTEGER NOT NULL DEFAULT 0",
};
} // namespace

int Schema::latestVersion()
{
    return 9;
}

QStringList Schema::migration(int target, Dialect dialect)
{
    const QString id = dialect == Dialect::Postgres
        ? QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
        : QStringLiteral("INTEGER PRIMARY KEY AUTOINCREMENT");
    QStringList statements;
    if (target == 1) {
        for (const char *s : MigrationTo1)
            statements << QString::fromLatin1(s).replace(QLatin1String("%ID%"), id);
    } else if (target == 2) {
        for (const char *s : MigrationTo2)
            statements << QString::fromLatin1(s);
    } else if (target == 3) {
        for (const char *s : MigrationTo3)
            statements << QString::fromLatin1(s);
    } else if (target == 4) {
        for (const char *s : MigrationTo4)
            statements << QString::fromLatin1(s);
    } else if (target == 5) {
        for (const char *s : MigrationTo5)
            statements << QString::fromLatin1(s).replace(QLatin1String("%ID%"), id);
        if (dialect == Dialect::Postgres)
            for (const char *s : MigrationTo5Postgres)
                statements << QString::fromLatin1(s);
    } else if (target == 6) {
        for (const char *s : MigrationTo6)
            statements << QString::fromLatin1(s);
    } else if (target == 7) {
        for (const char *s : MigrationTo7)
            statements << QString::fromLatin1(s);
        if (dialect == Dialect::Postgres)
            for (const char *s : MigrationTo7Postgres)
                statements << QString::fromLatin1(s);
    } else if (target == 8) {
        for (const char *s : MigrationTo8)
            statements << QString::fromLatin1(s);
    } else if (target == 9) {
        for (const char *s : MigrationTo9)
            statements << QString::fromLatin1(s);
    }
    return statements;
}

SchemaComponent SchemaComponent::event()
{
    return {QStringLiteral("event"), Schema::latestVersion(), &Schema::migration, QStringLiteral("schema_version")};
}

} // namespace arbiter::storage
