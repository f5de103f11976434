#include "core/zone/lichessparser.h"

#include "core/chess/notation.h"
#include "core/chess/zonedialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace arbiter::zone {

using namespace Qt::StringLiterals;

namespace {

// Reads typed fields out of JSON objects and keeps the first problem as a translated Error naming
// the field ("players.white.rating"), so each parser reads straight through and checks once.
class FieldReader
{
public:
    // `what` names the body in messages ("a position line"); a QT_TRANSLATE_NOOP source text that is
    // translated only when there is an error, as parsing runs for every move.
    explicit FieldReader(const char *what) : m_whatSource(what) { }

    bool failed() const { return m_error.has_value(); }
    const Error &error() const { return *m_error; }
    void fail(Error error)
    {
        if (!m_error)
            m_error = std::move(error);
    }
    void missing(const QString &prefix, QLatin1StringView key)
    {
        //: %1: what was sent, e.g. "a position line"; %2: the field's name in the JSON, e.g. players.white.rating
        fail(Error{LichessParser::tr("The game zone sent %1 without the required field \"%2\".")
                       .arg(what(), path(prefix, key))});
    }
    void wrongType(const QString &prefix, QLatin1StringView key, const QString &expected)
    {
        wrongTypeAt(path(prefix, key), expected);
    }
    void wrongTypeAt(const QString &path, const QString &expected)
    {
        fail(Error{
            //: %1: what was sent, e.g. "a position line"; %2: the field's name in the JSON; %3: e.g. "a string"
            LichessParser::tr("The game zone sent %1 whose field \"%2\" is not %3.").arg(what(), path, expected)});
    }
    void badValue(const QString &prefix, QLatin1StringView key, const QString &value)
    {
        //: %1: what was sent, e.g. "a position line"; %2: the field's name in the JSON; %3: the value as sent
        fail(Error{LichessParser::tr("The game zone sent %1 whose field \"%2\" has an invalid value: %3.")
                       .arg(what(), path(prefix, key), value)});
    }

    // The body as a JSON object, or nullopt with the error set (not JSON, not an object, or an
    // {"error": "..."} answer).
    std::optional<QJsonObject> object(const QByteArray &body)
    {
        const QJsonValue value = document(body);
        if (failed())
            return std::nullopt;
        if (!value.isObject()) {
            //: %1: what was sent, e.g. "a position line"
            fail(Error{LichessParser::tr("The game zone sent %1 that is not a JSON object.").arg(what())});
            return std::nullopt;
        }
        return value.toObject();
    }

    // The body as a JSON value (object or array), with the same checks.
    QJsonValue document(const QByteArray &body)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            //: %1: what was sent, e.g. "a position line"; %2: the JSON error; %3: its byte offset; %4: the text's start
            fail(Error{LichessParser::tr("The game zone sent %1 that is not valid JSON (%2 at byte %3): %4")
                           .arg(what(), parseError.errorString())
                           .arg(parseError.offset)
                           .arg(excerpt(body))});
            return {};
        }
        if (doc.isArray())
            return doc.array();
        const QJsonObject object = doc.object();
        const QJsonValue zoneError = object.value("error"_L1);
        if (zoneError.isString() && !object.contains("id"_L1)) {
            //: %1: the game zone's error message
            fail(Error{LichessParser::tr("The game zone answered with an error: %1").arg(zoneError.toString())});
            return {};
        }
        return object;
    }

    QString string(const QJsonObject &o, QLatin1StringView key, bool required = false, const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isString() && !(required && v.toString().isEmpty()))
            return v.toString();
        if (v.isUndefined() || v.isNull() || v.isString()) { // an empty required string is none
            if (required)
                missing(prefix, key);
        } else {
            wrongType(prefix, key, LichessParser::tr("a string"));
        }
        return {};
    }

    // A whole number (epoch ms, plies, ratings, seconds).
    std::optional<std::int64_t> integer(const QJsonObject &o, QLatin1StringView key, bool required = false,
                                        const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isDouble()) {
            const double d = v.toDouble();
            if (std::isfinite(d) && std::floor(d) == d && std::abs(d) < 9.0e15)
                return v.toInteger(std::int64_t(d));
            wrongType(prefix, key, LichessParser::tr("a whole number"));
        } else if (v.isUndefined() || v.isNull()) {
            if (required)
                missing(prefix, key);
        } else {
            wrongType(prefix, key, LichessParser::tr("a whole number"));
        }
        return std::nullopt;
    }

    std::optional<double> number(const QJsonObject &o, QLatin1StringView key, const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isDouble() && std::isfinite(v.toDouble()))
            return v.toDouble();
        if (!v.isUndefined() && !v.isNull())
            wrongType(prefix, key, LichessParser::tr("a number"));
        return std::nullopt;
    }

    bool boolean(const QJsonObject &o, QLatin1StringView key, const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isBool())
            return v.toBool();
        if (!v.isUndefined() && !v.isNull())
            wrongType(prefix, key, LichessParser::tr("true or false"));
        return false;
    }

    QJsonObject object(const QJsonObject &o, QLatin1StringView key, bool required = false, const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isObject())
            return v.toObject();
        if (v.isUndefined() || v.isNull()) {
            if (required)
                missing(prefix, key);
        } else {
            wrongType(prefix, key, LichessParser::tr("an object"));
        }
        return {};
    }

    QJsonArray array(const QJsonObject &o, QLatin1StringView key, bool required = false, const QString &prefix = {})
    {
        const QJsonValue v = o.value(key);
        if (v.isArray())
            return v.toArray();
        if (v.isUndefined() || v.isNull()) {
            if (required)
                missing(prefix, key);
        } else {
            wrongType(prefix, key, LichessParser::tr("an array"));
        }
        return {};
    }

    // Status as an int (games stream), {id, name} (move stream) or a name (export). An id Lichess
    // may add later counts as an unknown finish when it is in the finished range.
    std::optional<ZoneStatus> status(const QJsonObject &o, QLatin1StringView key, const QString &fallbackName = {})
    {
        const QJsonValue v = o.value(key);
        std::optional<ZoneStatus> status;
        QString shown;
        if (v.isDouble() || v.isObject()) {
            const QJsonObject object = v.toObject();
            const auto id = v.isDouble() ? integer(o, key) : integer(object, "id"_L1, false, key);
            if (failed())
                return std::nullopt;
            if (id) {
                shown = QString::number(*id);
                if (*id >= 0 && *id < 100) { // ids beyond are unknown (and would wrap around in an int)
                    status = ZoneStatusInfo::fromId(int(*id));
                    if (!status && *id >= int(ZoneStatus::Mate))
                        status = ZoneStatus::UnknownFinish;
                }
            }
            if (!status && v.isObject())
                status = ZoneStatusInfo::fromName(object.value("name"_L1).toString());
        } else if (v.isString()) {
            shown = v.toString();
            status = ZoneStatusInfo::fromName(shown);
        } else if (v.isUndefined() || v.isNull()) {
            if (fallbackName.isEmpty()) {
                missing({}, key);
                return std::nullopt;
            }
        } else {
            wrongType({}, key, LichessParser::tr("a status"));
            return std::nullopt;
        }
        if (!status && !fallbackName.isEmpty())
            status = ZoneStatusInfo::fromName(fallbackName);
        if (!status)
            badValue({}, key, shown.isEmpty() ? fallbackName : shown);
        return status;
    }

    std::optional<chess::Color> winner(const QJsonObject &o)
    {
        const QString w = string(o, "winner"_L1);
        if (w.isEmpty())
            return std::nullopt;
        if (w == "white"_L1)
            return chess::White;
        if (w == "black"_L1)
            return chess::Black;
        badValue({}, "winner"_L1, w);
        return std::nullopt;
    }

    // players.white / players.black in any of the three shapes.
    LichessPlayer player(const QJsonObject &players, QLatin1StringView color)
    {
        const QString prefix = "players."_L1 + color;
        const QJsonObject o = object(players, color, false, "players"_L1);
        LichessPlayer p;
        const QJsonObject user = object(o, "user"_L1, false, prefix);
        const QString userPrefix = prefix + ".user"_L1;
        p.userId = string(user, "id"_L1, false, userPrefix);
        p.name = string(user, "name"_L1, false, userPrefix);
        p.title = string(user, "title"_L1, false, userPrefix);
        if (p.userId.isEmpty())
            p.userId = string(o, "userId"_L1, false, prefix);
        if (p.name.isEmpty())
            p.name = string(o, "name"_L1, false, prefix);
        p.rating = int(integer(o, "rating"_L1, false, prefix).value_or(0));
        p.provisional = boolean(o, "provisional"_L1, prefix);
        p.aiLevel = int(integer(o, "aiLevel"_L1, false, prefix).value_or(0));
        if (p.aiLevel == 0)
            p.aiLevel = int(integer(o, "ai"_L1, false, prefix).value_or(0));
        return p;
    }

    // A {initial|limit, increment} clock object in whole seconds.
    std::optional<clock::TimeControl::LichessClock> lichessClock(const QJsonObject &o, QLatin1StringView key,
                                                                 QLatin1StringView initialKey)
    {
        if (!o.contains(key) || o.value(key).isNull())
            return std::nullopt;
        const QJsonObject c = object(o, key);
        const auto initial = integer(c, initialKey, true, key);
        const auto increment = integer(c, "increment"_L1, true, key);
        if (failed())
            return std::nullopt;
        if (*initial < 0 || *initial > 1'000'000)
            badValue(key, initialKey, QString::number(*initial));
        else if (*increment < 0 || *increment > 3600)
            badValue(key, "increment"_L1, QString::number(*increment));
        else
            return clock::TimeControl::LichessClock{int(*initial), int(*increment)};
        return std::nullopt;
    }

    // A FEN with 2 to 6 fields whose board and side to move are well formed; the rest is checked
    // when a Position is built from it.
    QString fen(const QJsonObject &o, QLatin1StringView key, bool required)
    {
        const QString text = string(o, key, required);
        if (!text.isEmpty() && !plausibleFen(text))
            badValue({}, key, text);
        return text;
    }

    static bool isPieceLetter(char16_t c)
    {
        switch (c | 0x20) { // ASCII lower case; no other character maps to these
        case u'p':
        case u'n':
        case u'b':
        case u'r':
        case u'q':
        case u'k': return true;
        default: return false;
        }
    }

    static bool plausibleFen(QStringView fen)
    {
        // One pass, no allocation: this runs for every move of every watched game.
        qsizetype i = 0;
        const qsizetype n = fen.size();
        while (i < n && fen[i] == u' ')
            ++i;
        int ranks = 1;
        int files = 0;
        for (; i < n && fen[i] != u' '; ++i) {
            const QChar c = fen[i];
            if (c == u'/') {
                if (files != 8)
                    return false;
                ++ranks;
                files = 0;
            } else if (c >= u'1' && c <= u'8') {
                files += c.unicode() - u'0';
            } else if (isPieceLetter(c.unicode())) {
                ++files;
            } else {
                return false;
            }
            if (files > 8)
                return false;
        }
        if (ranks != 8 || files != 8)
            return false;
        int fields = 1;
        bool sideOk = false;
        while (i < n) {
            while (i < n && fen[i] == u' ')
                ++i;
            if (i == n)
                break;
            const qsizetype start = i;
            while (i < n && fen[i] != u' ')
                ++i;
            if (++fields == 2)
                sideOk = i - start == 1 && (fen[start] == u'w' || fen[start] == u'b');
        }
        return sideOk && fields <= 6;
    }

    // UCI as Lichess sends it: e2e4, e7e8q, e1h1, or a drop such as P@e4.
    static bool plausibleUci(QStringView uci)
    {
        const auto file = [](QChar c) { return c >= u'a' && c <= u'h'; };
        const auto rank = [](QChar c) { return c >= u'1' && c <= u'8'; };
        if (uci.size() == 4 && uci[1] == u'@')
            return uci[0] != u'K' && isPieceLetter(uci[0].unicode()) && file(uci[2]) && rank(uci[3]);
        if (uci.size() != 4 && uci.size() != 5)
            return false;
        if (!file(uci[0]) || !rank(uci[1]) || !file(uci[2]) || !rank(uci[3]))
            return false;
        const char16_t promotion = uci.size() == 5 ? uci[4].unicode() : u'q';
        return promotion == u'q' || promotion == u'r' || promotion == u'b' || promotion == u'n' || promotion == u'k';
    }

private:
    static QString path(const QString &prefix, QLatin1StringView key)
    {
        return prefix.isEmpty() ? QString(key) : prefix + u'.' + key;
    }
    static QString excerpt(const QByteArray &body)
    {
        constexpr qsizetype Max = 80;
        QString text = QString::fromUtf8(body.left(Max)).trimmed();
        if (body.size() > Max)
            text += u'…';
        return text;
    }

    QString what() const { return LichessParser::tr(m_whatSource); }

    const char *m_whatSource;
    std::optional<Error> m_error;
};

// What each parser reads, for its error messages (LichessParser's translation context).
constexpr const char *MoveStreamLineWhat = QT_TRANSLATE_NOOP("LichessParser", "a move-stream line");
constexpr const char *GameObjectWhat = QT_TRANSLATE_NOOP("LichessParser", "a game");
constexpr const char *PositionLineWhat = QT_TRANSLATE_NOOP("LichessParser", "a position line");
constexpr const char *StreamGameWhat = QT_TRANSLATE_NOOP("LichessParser", "a games-stream line");
constexpr const char *ExportWhat = QT_TRANSLATE_NOOP("LichessParser", "a game export");
constexpr const char *BulkListWhat = QT_TRANSLATE_NOOP("LichessParser", "the list of bulk pairings");
constexpr const char *BulkWhat = QT_TRANSLATE_NOOP("LichessParser", "a bulk pairing");

LichessGameObject readGameObject(FieldReader &r, const QJsonObject &o)
{
    LichessGameObject g;
    g.id = r.string(o, "id"_L1, true);
    g.variant = r.string(r.object(o, "variant"_L1), "key"_L1, false, u"variant"_s);
    g.speed = r.string(o, "speed"_L1);
    g.rated = r.boolean(o, "rated"_L1);
    g.source = r.string(o, "source"_L1);
    g.createdAtMs = r.integer(o, "createdAt"_L1).value_or(0);
    // Plies: never negative, and far below what would overflow the adapter's ply arithmetic.
    const auto plies = [&r, &o](QLatin1StringView key) {
        const std::int64_t value = r.integer(o, key).value_or(0);
        if (value >= 0 && value <= 1'000'000)
            return int(value);
        r.badValue({}, key, QString::number(value));
        return 0;
    };
    g.startedAtTurn = plies("startedAtTurn"_L1);
    g.initialFen = r.fen(o, "initialFen"_L1, false);
    g.fen = r.fen(o, "fen"_L1, false);
    g.turns = plies("turns"_L1);
    if (const auto status = r.status(o, "status"_L1))
        g.status = *status;
    g.winner = r.winner(o);
    g.lastMove = r.string(o, "lastMove"_L1);
    for (const QJsonValue v : r.array(o, "drawOffers"_L1)) {
        if (!v.isDouble()) {
            r.wrongType({}, "drawOffers"_L1, LichessParser::tr("a list of plies"));
            break;
        }
        g.drawOffers.append(v.toInt());
    }
    g.tournamentId = r.string(o, "tournamentId"_L1);
    g.swissId = r.string(o, "swissId"_L1);
    const QJsonObject players = r.object(o, "players"_L1);
    g.white = r.player(players, "white"_L1);
    g.black = r.player(players, "black"_L1);
    return g;
}

LichessPositionLine readPositionLine(FieldReader &r, const QJsonObject &o)
{
    LichessPositionLine p;
    p.fen = r.fen(o, "fen"_L1, true);
    p.lastMove = r.string(o, "lm"_L1);
    if (!p.lastMove.isEmpty() && !FieldReader::plausibleUci(p.lastMove))
        r.badValue({}, "lm"_L1, p.lastMove);
    // Whole seconds; a fractional value (not seen, but harmless) is rounded. Anything beyond a
    // month of clock time is nonsense, and would not fit the int.
    const auto seconds = [&r, &o](QLatin1StringView key) -> std::optional<int> {
        const auto value = r.number(o, key);
        if (!value)
            return std::nullopt;
        if (*value < 0 || *value > 31.0 * 24 * 3600) {
            r.badValue({}, key, QString::number(*value));
            return std::nullopt;
        }
        return int(std::lround(*value));
    };
    p.whiteSeconds = seconds("wc"_L1);
    p.blackSeconds = seconds("bc"_L1);
    return p;
}

QString displayName(const LichessPlayer &p)
{
    if (!p.name.isEmpty())
        return p.name;
    if (!p.userId.isEmpty())
        return p.userId;
    if (p.aiLevel > 0)
        //: %1: the strength of the Lichess computer opponent (1 to 8)
        return LichessParser::tr("Stockfish level %1").arg(p.aiLevel);
    return LichessParser::tr("Anonymous");
}

Pairing basePairing(const LichessPlayer &white, const LichessPlayer &black, bool rated, const QString &initialFen,
                    const QString &round, int board)
{
    Pairing p;
    p.round = round;
    p.board = board;
    p.white = displayName(white);
    p.black = displayName(black);
    p.whiteId = white.userId;
    p.blackId = black.userId;
    p.whiteRating = white.rating;
    p.blackRating = black.rating;
    p.whiteTitle = white.title;
    p.blackTitle = black.title;
    p.rated = rated;
    p.initialFen = initialFen;
    return p;
}

clock::TimeControl timeControl(const std::optional<clock::TimeControl::LichessClock> &c, int daysPerTurn)
{
    if (c) {
        auto tc = clock::TimeControl::fromLichess(c->initialSeconds, c->incrementSeconds);
        if (tc)
            return *tc;
        return {};
    }
    // Correspondence has a clock of days we do not model; no clock at all is an untimed game.
    return daysPerTurn > 0 ? clock::TimeControl() : clock::TimeControl::untimed();
}

// Listed, then started or ended, as a game's state line says. `plies`: the plies the zone counts at
// the end when the line says (the move stream's game object), else 0.
QList<ZoneEvent> stateEvents(const QString &id, const Pairing &pairing, std::int64_t createdAtMs, ZoneStatus status,
                             std::optional<chess::Color> winner, int plies = 0)
{
    QList<ZoneEvent> events;
    ZoneEvent listed;
    listed.type = ZoneEvent::Type::GameListed;
    listed.gameId = id;
    listed.zoneTimestampMs = createdAtMs;
    listed.pairing = pairing;
    listed.status = status;
    events.append(listed);
    if (status == ZoneStatus::Started) {
        ZoneEvent started = listed;
        started.type = ZoneEvent::Type::GameStarted;
        started.zoneTimestampMs = 0;
        events.append(started);
    } else if (ZoneStatusInfo::isTerminal(status)) {
        ZoneEvent ended;
        ended.type = ZoneEvent::Type::GameEnded;
        ended.gameId = id;
        ended.status = status;
        ended.winner = winner;
        ended.ply = std::max(0, plies);
        events.append(ended);
    }
    return events;
}

} // namespace

Result<LichessParser::MoveStreamLine> LichessParser::parseMoveStreamLine(const QByteArray &line)
{
    FieldReader r(MoveStreamLineWhat);
    const auto o = r.object(line);
    if (!o)
        return r.error();
    if (o->contains("id"_L1)) {
        FieldReader game(GameObjectWhat);
        LichessGameObject g = readGameObject(game, *o);
        if (game.failed())
            return game.error();
        return MoveStreamLine(std::move(g));
    }
    FieldReader position(PositionLineWhat);
    LichessPositionLine p = readPositionLine(position, *o);
    if (position.failed())
        return position.error();
    return MoveStreamLine(std::move(p));
}

Result<LichessGameObject> LichessParser::parseGameObject(const QByteArray &line)
{
    FieldReader r(GameObjectWhat);
    const auto o = r.object(line);
    if (!o)
        return r.error();
    LichessGameObject g = readGameObject(r, *o);
    if (r.failed())
        return r.error();
    return g;
}

Result<LichessPositionLine> LichessParser::parsePositionLine(const QByteArray &line)
{
    FieldReader r(PositionLineWhat);
    const auto o = r.object(line);
    if (!o)
        return r.error();
    LichessPositionLine p = readPositionLine(r, *o);
    if (r.failed())
        return r.error();
    return p;
}

Result<LichessStreamGame> LichessParser::parseStreamGame(const QByteArray &line)
{
    FieldReader r(StreamGameWhat);
    const auto o = r.object(line);
    if (!o)
        return r.error();
    LichessStreamGame g;
    g.id = r.string(*o, "id"_L1, true);
    g.rated = r.boolean(*o, "rated"_L1);
    g.variant = r.string(*o, "variant"_L1);
    g.speed = r.string(*o, "speed"_L1);
    g.createdAtMs = r.integer(*o, "createdAt"_L1).value_or(0);
    const QString statusName = r.string(*o, "statusName"_L1);
    if (const auto status = r.status(*o, "status"_L1, statusName))
        g.status = *status;
    g.winner = r.winner(*o);
    g.initialFen = r.fen(*o, "initialFen"_L1, false);
    g.clock = r.lichessClock(*o, "clock"_L1, "initial"_L1);
    g.daysPerTurn = int(r.integer(*o, "daysPerTurn"_L1).value_or(0));
    const QJsonObject players = r.object(*o, "players"_L1, true);
    g.white = r.player(players, "white"_L1);
    g.black = r.player(players, "black"_L1);
    if (r.failed())
        return r.error();
    return g;
}

Result<LichessExportGame> LichessParser::parseExportGame(const QByteArray &body)
{
    FieldReader r(ExportWhat);
    const auto o = r.object(body);
    if (!o)
        return r.error();
    LichessExportGame g;
    g.id = r.string(*o, "id"_L1, true);
    g.rated = r.boolean(*o, "rated"_L1);
    g.variant = r.string(*o, "variant"_L1);
    g.speed = r.string(*o, "speed"_L1);
    g.source = r.string(*o, "source"_L1);
    g.createdAtMs = r.integer(*o, "createdAt"_L1).value_or(0);
    g.lastMoveAtMs = r.integer(*o, "lastMoveAt"_L1).value_or(0);
    if (const auto status = r.status(*o, "status"_L1))
        g.status = *status;
    g.winner = r.winner(*o);
    g.initialFen = r.fen(*o, "initialFen"_L1, false);
    g.moves = r.string(*o, "moves"_L1).split(u' ', Qt::SkipEmptyParts);
    const QJsonArray clocks = r.array(*o, "clocks"_L1);
    g.clocksMs.reserve(std::size_t(clocks.size()));
    for (const QJsonValue v : clocks) {
        const double centis = v.toDouble(-1);
        // At most a month of clock time, as for position lines (and within the int64 it becomes).
        if (!v.isDouble() || centis < 0 || centis > 31.0 * 24 * 3600 * 100 || std::floor(centis) != centis) {
            r.wrongType({}, "clocks"_L1, tr("a list of centiseconds"));
            break;
        }
        g.clocksMs.push_back(std::int64_t(centis) * 10);
    }
    g.clock = r.lichessClock(*o, "clock"_L1, "initial"_L1);
    g.lastFen = r.fen(*o, "lastFen"_L1, false);
    g.lastMove = r.string(*o, "lastMove"_L1);
    const QJsonObject players = r.object(*o, "players"_L1);
    g.white = r.player(players, "white"_L1);
    g.black = r.player(players, "black"_L1);
    if (r.failed())
        return r.error();
    return g;
}

namespace {

LichessBulk readBulk(FieldReader &r, const QJsonObject &o)
{
    LichessBulk b;
    b.id = r.string(o, "id"_L1, true);
    const QJsonArray games = r.array(o, "games"_L1, true);
    for (qsizetype i = 0; i < games.size() && !r.failed(); ++i) {
        const QString prefix = u"games[%1]"_s.arg(i);
        if (!games.at(i).isObject()) {
            r.wrongTypeAt(prefix, LichessParser::tr("an object"));
            break;
        }
        const QJsonObject game = games.at(i).toObject();
        LichessBulk::Game g;
        g.id = r.string(game, "id"_L1, true, prefix);
        g.whiteId = r.string(game, "white"_L1, true, prefix);
        g.blackId = r.string(game, "black"_L1, true, prefix);
        b.games.append(g);
    }
    b.variant = r.string(o, "variant"_L1);
    b.clock = r.lichessClock(o, "clock"_L1, "limit"_L1);
    b.daysPerTurn
        = int(r.integer(r.object(o, "correspondence"_L1), "daysPerTurn"_L1, false, u"correspondence"_s).value_or(0));
    b.rated = r.boolean(o, "rated"_L1);
    b.pairAtMs = r.integer(o, "pairAt"_L1).value_or(0);
    b.startClocksAtMs = r.integer(o, "startClocksAt"_L1).value_or(0);
    b.scheduledAtMs = r.integer(o, "scheduledAt"_L1).value_or(0);
    b.pairedAtMs = r.integer(o, "pairedAt"_L1);
    b.message = r.string(o, "message"_L1);
    for (const QJsonValue v : r.array(o, "rules"_L1))
        b.rules.append(v.toString());
    b.fen = r.fen(o, "fen"_L1, false);
    return b;
}

} // namespace

Result<QList<LichessBulk>> LichessParser::parseBulkList(const QByteArray &body)
{
    FieldReader r(BulkListWhat);
    const QJsonValue doc = r.document(body);
    if (r.failed())
        return r.error();
    QJsonArray array;
    if (doc.isArray())
        array = doc.toArray();
    else
        array = r.array(doc.toObject(), "bulks"_L1, true);
    if (r.failed())
        return r.error();
    QList<LichessBulk> bulks;
    for (const QJsonValue v : array) {
        FieldReader one(BulkWhat);
        if (!v.isObject())
            return Error{tr("The game zone sent a list of bulk pairings with an entry that is not an object.")};
        LichessBulk b = readBulk(one, v.toObject());
        if (one.failed())
            return one.error();
        bulks.append(std::move(b));
    }
    return bulks;
}

Result<LichessBulk> LichessParser::parseBulk(const QByteArray &body)
{
    FieldReader r(BulkWhat);
    const auto o = r.object(body);
    if (!o)
        return r.error();
    LichessBulk b = readBulk(r, *o);
    if (r.failed())
        return r.error();
    return b;
}

std::optional<QString> LichessParser::errorMessage(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonValue error = doc.object().value("error"_L1);
    if (!error.isString())
        return std::nullopt;
    return error.toString();
}

Result<chess::Move> LichessParser::resolveMove(const chess::Position &before, const QString &uci,
                                               const QString &fenAfter)
{
    if (uci.contains(u'@'))
        //: %1: the drop as sent, in UCI notation, e.g. N@f3
        return Error{tr("The game zone sent the drop %1, which is not a move in standard chess.").arg(uci)};
    return chess::parseUciLenient(before, uci, fenAfter);
}

Pairing LichessParser::pairing(const LichessStreamGame &game, const QString &round, int board)
{
    Pairing p = basePairing(game.white, game.black, game.rated, game.initialFen, round, board);
    p.timeControl = timeControl(game.clock, game.daysPerTurn);
    return p;
}

QList<ZoneEvent> LichessParser::events(const LichessStreamGame &game, const QString &round, int board)
{
    return stateEvents(game.id, pairing(game, round, board), game.createdAtMs, game.status, game.winner);
}

QList<ZoneEvent> LichessParser::events(const LichessGameObject &game)
{
    const Pairing p = basePairing(game.white, game.black, game.rated, game.initialFen, {}, 0);
    // The game object counts the plies (`turns`, from `startedAtTurn` for a game set up from a position).
    return stateEvents(game.id, p, game.createdAtMs, game.status, game.winner, game.turns - game.startedAtTurn);
}

std::optional<int> LichessParser::fenTurn(const QString &fen)
{
    const QStringList fields = fen.split(u' ', Qt::SkipEmptyParts);
    if (fields.size() != 6)
        return std::nullopt;
    bool ok = false;
    const int fullmove = fields[5].toInt(&ok);
    if (!ok || fullmove < 1 || fullmove > 10000 || (fields[1] != u"w" && fields[1] != u"b"))
        return std::nullopt;
    return (fullmove - 1) * 2 + (fields[1] == u"b" ? 1 : 0);
}

std::optional<ZoneEvent> LichessParser::moveEvent(const QString &gameId, int ply, const LichessPositionLine &line)
{
    if (line.lastMove.isEmpty())
        return std::nullopt;
    ZoneEvent e;
    e.type = ZoneEvent::Type::MovePlayed;
    e.gameId = gameId;
    e.ply = ply;
    e.uci = line.lastMove;
    e.fen = line.fen;
    if (line.whiteSeconds)
        e.whiteMs = std::int64_t(*line.whiteSeconds) * 1000;
    if (line.blackSeconds)
        e.blackMs = std::int64_t(*line.blackSeconds) * 1000;
    return e;
}

QList<ZoneEvent> LichessParser::events(const LichessExportGame &game, const QString &round, int board)
{
    Pairing p = basePairing(game.white, game.black, game.rated, game.initialFen, round, board);
    p.timeControl = timeControl(game.clock, 0);
    QList<ZoneEvent> events;
    ZoneEvent listed;
    listed.type = ZoneEvent::Type::GameListed;
    listed.gameId = game.id;
    listed.zoneTimestampMs = game.createdAtMs;
    listed.pairing = p;
    listed.status = game.status;
    events.append(listed);
    // A game that ended with moves was started; an aborted or never-started one was not.
    if (game.status == ZoneStatus::Started || (ZoneStatusInfo::isTerminal(game.status) && !game.moves.isEmpty())) {
        ZoneEvent started = listed;
        started.type = ZoneEvent::Type::GameStarted;
        started.zoneTimestampMs = 0;
        events.append(started);
    }

    const bool blackStarts = !game.initialFen.isEmpty() && game.initialFen.split(u' ').value(1) == "b"_L1;
    const std::optional<std::int64_t> initialMs
        = game.clock ? std::optional<std::int64_t>(std::int64_t(game.clock->initialSeconds) * 1000) : std::nullopt;
    // From the standard start both clocks begin at the initial time; a game set up from a position
    // may begin with other clocks, so the opponent's stays unknown until its own first move.
    const std::optional<std::int64_t> startMs = game.initialFen.isEmpty() ? initialMs : std::nullopt;
    std::optional<std::int64_t> lastMs[2] = {startMs, startMs};
    for (qsizetype i = 0; i < game.moves.size(); ++i) {
        const chess::Color mover = ((i % 2 == 0) != blackStarts) ? chess::White : chess::Black;
        ZoneEvent move;
        move.type = ZoneEvent::Type::MovePlayed;
        move.gameId = game.id;
        move.ply = int(i) + 1;
        move.san = game.moves.at(i);
        if (std::size_t(i) < game.clocksMs.size()) {
            lastMs[mover] = game.clocksMs[std::size_t(i)];
            move.whiteMs = lastMs[chess::White];
            move.blackMs = lastMs[chess::Black];
        }
        if (i == game.moves.size() - 1)
            move.zoneTimestampMs = game.lastMoveAtMs;
        events.append(move);
    }
    if (ZoneStatusInfo::isTerminal(game.status)) {
        ZoneEvent ended;
        ended.type = ZoneEvent::Type::GameEnded;
        ended.gameId = game.id;
        ended.status = game.status;
        ended.winner = game.winner;
        ended.ply = int(game.moves.size()); // the record's end comes after every one of its moves
        events.append(ended);
    }
    return events;
}

QList<ZoneEvent> LichessParser::events(const LichessBulk &bulk)
{
    QList<ZoneEvent> events;
    const clock::TimeControl tc = timeControl(bulk.clock, bulk.daysPerTurn);
    for (qsizetype i = 0; i < bulk.games.size(); ++i) {
        const LichessBulk::Game &g = bulk.games.at(i);
        ZoneEvent e;
        e.type = ZoneEvent::Type::GameListed;
        e.gameId = g.id;
        e.zoneTimestampMs = bulk.pairedAtMs.value_or(0);
        e.status = ZoneStatus::Created;
        e.pairing.round = bulk.id;
        e.pairing.board = int(i) + 1;
        e.pairing.white = g.whiteId;
        e.pairing.black = g.blackId;
        e.pairing.whiteId = g.whiteId;
        e.pairing.blackId = g.blackId;
        e.pairing.timeControl = tc;
        e.pairing.rated = bulk.rated;
        e.pairing.initialFen = bulk.fen;
        events.append(e);
    }
    return events;
}

} // namespace arbiter::zone
