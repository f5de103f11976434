#include "sim/scenario.h"

#include "core/common/optionvalue.h"

#include "sim/simround.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace arbiter::zone::sim {

namespace {

struct ActionName
{
    ScenarioEvent::Action action;
    const char *name;
};

constexpr ActionName ActionNames[] = {
    {ScenarioEvent::Action::Disconnect, "disconnect"},
    {ScenarioEvent::Action::Reconnect, "reconnect"},
    {ScenarioEvent::Action::OfferDraw, "offerDraw"},
    {ScenarioEvent::Action::Flag, "flag"},
    {ScenarioEvent::Action::Resign, "resign"},
    {ScenarioEvent::Action::WrongResult, "wrongResult"},
    {ScenarioEvent::Action::ReversedColours, "reversedColours"},
    {ScenarioEvent::Action::IllegalMove, "illegalMove"},
    {ScenarioEvent::Action::Pause, "pause"},
    {ScenarioEvent::Action::Resume, "resume"},
    {ScenarioEvent::Action::AdjustClock, "adjustClock"},
    {ScenarioEvent::Action::DropStream, "dropStream"},
    {ScenarioEvent::Action::StallStream, "stallStream"},
    {ScenarioEvent::Action::ReleaseStream, "releaseStream"},
    {ScenarioEvent::Action::GarbageLine, "garbageLine"},
    {ScenarioEvent::Action::HttpStatus, "httpStatus"},
    {ScenarioEvent::Action::Duplicate, "duplicate"},
    {ScenarioEvent::Action::DropLines, "dropLines"},
    {ScenarioEvent::Action::SwapLines, "swapLines"},
    {ScenarioEvent::Action::ShortFenDuplicate, "shortFenDuplicate"},
    {ScenarioEvent::Action::ForeignFen, "foreignFen"},
    {ScenarioEvent::Action::CloseEarly, "closeEarly"},
    {ScenarioEvent::Action::SplitWrites, "splitWrites"},
    {ScenarioEvent::Action::VcsLeave, "vcsLeave"},
    {ScenarioEvent::Action::VcsJoin, "vcsJoin"},
    {ScenarioEvent::Action::FeedDark, "feedDark"},
    {ScenarioEvent::Action::FeedFreeze, "feedFreeze"},
    {ScenarioEvent::Action::FeedSilent, "feedSilent"},
    {ScenarioEvent::Action::FeedStall, "feedStall"},
    {ScenarioEvent::Action::FeedDrop, "feedDrop"},
    {ScenarioEvent::Action::FeedRestore, "feedRestore"},
};

std::optional<chess::Color> colorFrom(const QJsonValue &v)
{
    if (v.toString() == QLatin1String("white"))
        return chess::White;
    if (v.toString() == QLatin1String("black"))
        return chess::Black;
    return std::nullopt;
}

std::optional<std::int64_t> durationFrom(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double s = v.toDouble();
        if (!std::isfinite(s) || s < 0 || s > 1e7)
            return std::nullopt;
        return std::int64_t(std::llround(s * 1000));
    }
    if (v.isString())
        return Scenario::parseDuration(v.toString());
    return std::nullopt;
}

} // namespace

bool ScenarioEvent::isGameAction() const
{
    switch (action) {
    case Action::Disconnect:
    case Action::Reconnect:
    case Action::VcsLeave:
    case Action::VcsJoin:
    case Action::FeedDark:
    case Action::FeedFreeze:
    case Action::FeedSilent:
    case Action::FeedStall:
    case Action::FeedDrop:
    case Action::FeedRestore:
    case Action::OfferDraw:
    case Action::Flag:
    case Action::Resign:
    case Action::WrongResult:
    case Action::ReversedColours:
    case Action::IllegalMove:
    case Action::AdjustClock: return true;
    case Action::Pause:
    case Action::Resume: return board > 0 || !gameId.isEmpty();
    default: return false;
    }
}

std::optional<ScenarioEvent::Action> ScenarioEvent::actionFromName(const QString &name)
{
    for (const ActionName &a : ActionNames)
        if (name == QLatin1String(a.name))
            return a.action;
    return std::nullopt;
}

QLatin1String ScenarioEvent::actionName(Action action)
{
    for (const ActionName &a : ActionNames)
        if (a.action == action)
            return QLatin1String(a.name);
    return QLatin1String("unknown");
}

QString ScenarioEvent::describe() const
{
    QString text = actionName(action);
    if (color)
        text += u' ' + QString::fromLatin1(*color == chess::White ? "white" : "black");
    if (action >= Action::FeedDark && action <= Action::FeedRestore)
        text += u' ' + feed;
    if (isGameAction())
        text += board > 0 ? QStringLiteral(" on board %1").arg(board) : QStringLiteral(" on game %1").arg(gameId);
    else
        text += QStringLiteral(" on %1").arg(route);
    if (forMs > 0)
        text += QStringLiteral(" for %1 s").arg(double(forMs) / 1000.0);
    return text;
}

std::optional<std::int64_t> Scenario::parseDuration(const QString &text)
{
    return OptionValue::durationMs(text);
}

Result<Scenario> Scenario::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1: the scenario file's path; %2: why it cannot be opened (the system's message)
        return Error{tr("Cannot open the scenario %1: %2").arg(path, file.errorString())};
    if (file.size() > 4 * 1024 * 1024)
        //: %1: the scenario file's path
        return Error{tr("The scenario %1 is too large (over 4 MB).").arg(path)};
    return fromJson(file.readAll(), QFileInfo(path).absolutePath());
}

Result<Scenario> Scenario::fromJson(const QByteArray &json, const QString &baseDir)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        //: %1: the character position of the error; %2: the JSON error (the parser's message)
        return Error{tr("The scenario is not valid JSON at character %1: %2")
                         .arg(parseError.offset)
                         .arg(parseError.errorString())};
    if (!doc.isObject())
        return Error{tr("The scenario must be a JSON object with an \"events\" list.")};
    const QJsonObject root = doc.object();
    Scenario s;
    if (root.contains(QLatin1String("seed"))) {
        const double v = root.value(QLatin1String("seed")).toDouble(-1);
        if (v < 0 || v > 4294967295.0 || v != std::floor(v))
            return Error{tr("The scenario's \"seed\" must be a whole number from 0 to 4294967295.")};
        s.seed = std::uint32_t(v);
    }
    if (root.contains(QLatin1String("games"))) {
        const int v = root.value(QLatin1String("games")).toInt(0);
        if (v < 1 || v > 5000)
            return Error{tr("The scenario's \"games\" must be from 1 to 5000.")};
        s.games = v;
    }
    if (root.contains(QLatin1String("timeControl"))) {
        const auto tc = clock::TimeControl::fromFide(root.value(QLatin1String("timeControl")).toString());
        if (!tc)
            //: %1: why the time control is invalid (a message)
            return Error{tr("The scenario's \"timeControl\": %1").arg(tc.error().message)};
        s.timeControl = tc.value();
    }
    if (root.contains(QLatin1String("speed"))) {
        const double v = root.value(QLatin1String("speed")).toDouble(0);
        if (!(v > 0 && v <= 10000))
            return Error{tr("The scenario's \"speed\" must be above 0 and at most 10000.")};
        s.speed = v;
    }
    if (root.contains(QLatin1String("pgn"))) {
        const QString pgn = root.value(QLatin1String("pgn")).toString();
        if (pgn.isEmpty())
            return Error{tr("The scenario's \"pgn\" must name a PGN file.")};
        s.pgnPath = baseDir.isEmpty() ? pgn : QDir(baseDir).absoluteFilePath(pgn);
    }
    const QJsonValue eventsValue = root.value(QLatin1String("events"));
    if (!eventsValue.isArray())
        return Error{tr("The scenario must have an \"events\" list.")};
    const QJsonArray events = eventsValue.toArray();
    for (qsizetype i = 0; i < events.size(); ++i) {
        const int n = int(i) + 1;
        //: %1: the event's number in the scenario (from 1); %2: what is wrong with it (starts in lower case)
        auto fail = [n](const QString &why) { return Error{tr("Scenario event %1: %2").arg(n).arg(why)}; };
        if (!events[i].isObject())
            return fail(tr("not a JSON object."));
        const QJsonObject o = events[i].toObject();
        const QString actionText = o.value(QLatin1String("action")).toString();
        const auto action = ScenarioEvent::actionFromName(actionText);
        if (!action)
            //: %1: the action as written in the scenario
            return fail(tr("unknown action \"%1\".").arg(actionText));
        ScenarioEvent e;
        e.action = *action;
        if (o.contains(QLatin1String("at"))) {
            e.atMs = durationFrom(o.value(QLatin1String("at")));
            if (!e.atMs)
                return fail(tr("\"at\" must be a time such as \"0:01:30\" or a number of seconds."));
        }
        if (o.contains(QLatin1String("atPly"))) {
            const int ply = o.value(QLatin1String("atPly")).toInt(-1);
            if (ply < 0 || ply > 2000)
                return fail(tr("\"atPly\" must be a ply number from 0 to 2000."));
            if (e.atMs)
                return fail(tr("give either \"at\" or \"atPly\", not both."));
            e.atPly = ply;
        }
        const QJsonValue game = o.value(QLatin1String("game"));
        if (game.isDouble()) {
            e.board = game.toInt(0);
            if (e.board < 1)
                return fail(tr("\"game\" must be a board number from 1 or a game id."));
        } else if (game.isString()) {
            e.gameId = game.toString();
        } else if (!game.isUndefined()) {
            return fail(tr("\"game\" must be a board number from 1 or a game id."));
        }
        const bool needsGame
            = e.isGameAction() && e.action != ScenarioEvent::Action::Pause && e.action != ScenarioEvent::Action::Resume;
        if (needsGame && e.board == 0 && e.gameId.isEmpty())
            //: %1: the action as written in the scenario, e.g. disconnect
            return fail(tr("the action \"%1\" needs a \"game\".").arg(actionText));
        if (e.atPly && e.board == 0 && e.gameId.isEmpty())
            return fail(tr("\"atPly\" needs a \"game\"."));
        for (const char *key : {"color", "by"}) {
            if (o.contains(QLatin1String(key))) {
                e.color = colorFrom(o.value(QLatin1String(key)));
                if (!e.color)
                    //: %1: the JSON key, "color" or "by" (not to be translated)
                    return fail(tr("\"%1\" must be \"white\" or \"black\".").arg(QLatin1String(key)));
            }
        }
        if (o.contains(QLatin1String("for"))) {
            const auto d = durationFrom(o.value(QLatin1String("for")));
            if (!d || *d <= 0)
                return fail(tr("\"for\" must be a positive time such as \"0:00:45\" or a number of seconds."));
            e.forMs = *d;
        }
        if (o.contains(QLatin1String("route"))) {
            e.route = o.value(QLatin1String("route")).toString();
            if (!e.route.startsWith(u'/') && e.route != QLatin1String("*"))
                return fail(tr("\"route\" must be a request path starting with / (\"*\" matches anything)."));
        }
        using A = ScenarioEvent::Action;
        switch (e.action) {
        case A::Disconnect:
        case A::Reconnect:
        case A::VcsLeave:
        case A::VcsJoin:
            if (!e.color)
                return fail(tr("say whose connection with \"color\"."));
            break;
        case A::FeedDark:
        case A::FeedFreeze:
        case A::FeedSilent:
        case A::FeedStall:
        case A::FeedDrop:
        case A::FeedRestore:
            if (!e.color)
                return fail(tr("say whose feed with \"color\"."));
            e.feed = o.value(QLatin1String("feed")).toString(QStringLiteral("cam"));
            if (!SimFeedFaults::feedFromName(e.feed))
                return fail(tr("\"feed\" must be \"cam\" or \"screen\"."));
            break;
        case A::WrongResult: {
            const auto status = ZoneStatusInfo::fromName(o.value(QLatin1String("status")).toString());
            if (!status || !ZoneStatusInfo::isTerminal(*status))
                return fail(tr("\"status\" must be the name of a finished game's status, such as \"mate\" or "
                               "\"outoftime\"."));
            e.status = *status;
            const QJsonValue w = o.value(QLatin1String("winner"));
            if (!w.isUndefined() && !w.isNull()) {
                e.winner = colorFrom(w);
                if (!e.winner)
                    return fail(tr("\"winner\" must be \"white\", \"black\" or null."));
            }
            break;
        }
        case A::IllegalMove:
            e.uci = o.value(QLatin1String("uci")).toString();
            if (e.uci.size() < 4 || e.uci[0] < u'a' || e.uci[0] > u'h' || e.uci[1] < u'1' || e.uci[1] > u'8'
                || e.uci[2] < u'a' || e.uci[2] > u'h' || e.uci[3] < u'1' || e.uci[3] > u'8')
                return fail(tr("\"uci\" must be a move such as \"e1e3\"."));
            break;
        case A::AdjustClock: {
            if (!e.color)
                return fail(tr("say whose clock with \"color\"."));
            const double delta = o.value(QLatin1String("deltaMs")).toDouble(0);
            if (delta == 0 || std::abs(delta) > 24.0 * 3600 * 1000)
                return fail(tr("\"deltaMs\" must be a non-zero number of milliseconds."));
            e.deltaMs = std::int64_t(delta);
            break;
        }
        case A::GarbageLine:
            e.text = o.value(QLatin1String("text")).toString(QStringLiteral("{\"fen\":")).toUtf8();
            if (!e.text.endsWith('\n'))
                e.text += '\n';
            break;
        case A::HttpStatus:
            e.httpStatus = o.value(QLatin1String("status")).toInt(429);
            if (e.httpStatus < 400 || e.httpStatus > 599)
                return fail(tr("\"status\" must be an HTTP error status from 400 to 599."));
            e.count = o.value(QLatin1String("count")).toInt(1);
            if (e.count == 0 || e.count < -1)
                return fail(tr("\"count\" must be a positive number of requests, or -1 for all."));
            e.retryAfterSeconds = o.value(QLatin1String("retryAfter")).toInt(0);
            if (e.retryAfterSeconds < 0 || e.retryAfterSeconds > 3600)
                return fail(tr("\"retryAfter\" must be from 0 to 3600 seconds."));
            break;
        case A::DropLines:
        case A::SwapLines:
        case A::ShortFenDuplicate:
        case A::ForeignFen:
            e.lines = o.value(QLatin1String("lines")).toInt(1);
            if (e.lines < 1 || e.lines > 32)
                return fail(tr("\"lines\" must be from 1 to 32."));
            e.text = o.value(QLatin1String("fen"))
                         .toString(QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"))
                         .toUtf8();
            break;
        case A::CloseEarly:
            e.lines = o.value(QLatin1String("lines")).toInt(3);
            e.count = o.value(QLatin1String("count")).toInt(1);
            if (e.lines < 1 || e.count == 0 || e.count < -1)
                return fail(tr("\"lines\" must be 1 or more and \"count\" a positive number of streams, or -1."));
            break;
        case A::Duplicate:
            e.lines = o.value(QLatin1String("lines")).toInt(5);
            if (e.lines < 1 || e.lines > 32)
                return fail(tr("\"lines\" must be from 1 to 32."));
            break;
        case A::SplitWrites:
            e.maxBytes = o.value(QLatin1String("maxBytes")).toInt(-1);
            e.gapMs = o.value(QLatin1String("gapMs")).toInt(2);
            if (e.maxBytes < 0 || e.gapMs < 0 || e.gapMs > 1000)
                return fail(tr("\"maxBytes\" must be 0 (off) or more, and \"gapMs\" from 0 to 1000."));
            break;
        default: break;
        }
        s.events.push_back(std::move(e));
    }
    return s;
}

} // namespace arbiter::zone::sim
