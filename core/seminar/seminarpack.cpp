#include "core/seminar/seminarpack.h"

#include "core/clock/timecontrol.h"
#include "core/common/optionvalue.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace arbiter::seminar {

QString PackText::in(const QString &language) const
{
    return language == QLatin1String("ru") && !ru.isEmpty() ? ru : en;
}

namespace {

// Reads one pack, naming the place of each problem ("incidents[2].references[0].kind").
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(SeminarPack)

public:
    std::optional<Error> error;

    void fail(const QString &where, const QString &why)
    {
        if (!error)
            //: %1: where in the pack (e.g. incidents[2].kind); %2: what is wrong there
            error = Error{tr("The seminar pack is not right at %1: %2").arg(where, why)};
    }

    PackText text(const QJsonObject &o, const QString &key, QString where, bool required)
    {
        where = where.isEmpty() ? key : where + u'.' + key;
        const QJsonValue v = o.value(key);
        PackText t;
        if (v.isString()) {
            t.en = v.toString();
        } else if (v.isObject()) {
            t.en = v.toObject().value(QLatin1String("en")).toString();
            t.ru = v.toObject().value(QLatin1String("ru")).toString();
        } else if (!v.isUndefined()) {
            fail(where, tr("a text is a string or {\"en\": …, \"ru\": …}."));
        }
        if (required && t.en.trimmed().isEmpty())
            fail(where, tr("the English text is missing."));
        return t;
    }

    std::optional<std::int64_t> duration(const QJsonValue &v, const QString &where)
    {
        if (v.isUndefined())
            return std::nullopt;
        const auto ms = v.isDouble() ? OptionValue::durationMs(QString::number(v.toDouble()))
                                     : OptionValue::durationMs(v.toString());
        if (!ms)
            fail(where, tr("a time is \"m:ss\", \"h:mm:ss\" or seconds."));
        return ms;
    }

    double fraction(const QJsonObject &o, const QString &key, double fallback, const QString &where)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 1) {
            fail(where + u'.' + key, tr("a share is a number from 0 to 1."));
            return fallback;
        }
        return v.toDouble();
    }

    Reference reference(const QJsonObject &o, const QString &where)
    {
        Reference r;
        const QString kind = o.value(QLatin1String("kind")).toString();
        if (const auto k = rulings::Ruling::kindFromKey(kind); k && !rulings::Ruling::isFollowUp(*k))
            r.kind = *k;
        else
            //: %1: the kind as written in the pack
            fail(where + QStringLiteral(".kind"), tr("'%1' is not a kind of ruling.").arg(kind));
        if (const QJsonValue side = o.value(QLatin1String("side")); !side.isUndefined()) {
            r.side = rulings::Ruling::sideFromKey(side.toString());
            if (!r.side)
                fail(where + QStringLiteral(".side"), tr("a side is \"white\" or \"black\"."));
        }
        r.article = o.value(QLatin1String("article")).toString();
        r.params = o.value(QLatin1String("params")).toObject();
        if (const auto ms = duration(o.value(QLatin1String("tolerance")), where + QStringLiteral(".tolerance")))
            r.toleranceMs = *ms;
        r.share = fraction(o, QStringLiteral("share"), 1.0, where);
        if (r.share <= 0)
            fail(where + QStringLiteral(".share"), tr("a reference must earn something."));
        return r;
    }

    PackIncident incident(const QJsonObject &o, const QString &where)
    {
        PackIncident i;
        i.id = o.value(QLatin1String("id")).toString();
        if (i.id.isEmpty())
            fail(where + QStringLiteral(".id"), tr("every incident needs an id."));
        i.board = o.value(QLatin1String("board")).toInt();
        if (i.board < 1)
            fail(where + QStringLiteral(".board"), tr("the board is a number from 1."));
        i.atMs = duration(o.value(QLatin1String("at")), where + QStringLiteral(".at"));
        if (const QJsonValue ply = o.value(QLatin1String("atPly")); !ply.isUndefined()) {
            i.atPly = ply.toInt(-1);
            if (*i.atPly < 0)
                fail(where + QStringLiteral(".atPly"), tr("the ply is a number from 0."));
        }
        i.withinMs = duration(o.value(QLatin1String("within")), where + QStringLiteral(".within")).value_or(0);
        i.scripted = o.value(QLatin1String("scripted")).toBool(true);
        i.points = o.value(QLatin1String("points")).toInt(10);
        if (i.points < 1 || i.points > 100)
            fail(where + QStringLiteral(".points"), tr("the points are a whole number from 1 to 100."));
        i.title = text(o, QStringLiteral("title"), where, true);
        i.briefing = text(o, QStringLiteral("briefing"), where, true);
        i.explanation = text(o, QStringLiteral("explanation"), where, true);
        const QJsonArray facts = o.value(QLatin1String("facts")).toArray();
        for (qsizetype f = 0; f < facts.size(); ++f) {
            QJsonObject holder{{QStringLiteral("fact"), facts[f]}};
            i.facts.append(text(holder, QStringLiteral("fact"), where + QStringLiteral(".facts[%1]").arg(f), true));
        }
        const QJsonArray refs = o.value(QLatin1String("references")).toArray();
        if (refs.isEmpty())
            fail(where + QStringLiteral(".references"), tr("an incident needs at least one reference ruling."));
        for (qsizetype r = 0; r < refs.size(); ++r)
            i.references.append(reference(refs[r].toObject(), where + QStringLiteral(".references[%1]").arg(r)));
        const QJsonObject credit = o.value(QLatin1String("credit")).toObject();
        const QString at = where + QStringLiteral(".credit");
        i.credit.wrongArticle = fraction(credit, QStringLiteral("wrongArticle"), i.credit.wrongArticle, at);
        i.credit.late = fraction(credit, QStringLiteral("late"), i.credit.late, at);
        i.credit.proposedOnly = fraction(credit, QStringLiteral("proposedOnly"), i.credit.proposedOnly, at);
        i.credit.wrongParams = fraction(credit, QStringLiteral("wrongParams"), i.credit.wrongParams, at);
        return i;
    }
};

} // namespace

Result<SeminarPack> SeminarPack::fromJson(const QByteArray &json, const QString &baseDir)
{
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        //: %1: the JSON parser's message; %2: the byte offset in the file
        return Error{tr("The seminar pack is not JSON: %1 (at byte %2).").arg(parse.errorString()).arg(parse.offset)};
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("format")).toString() != QLatin1String("arbiter-seminar"))
        return Error{tr("This is not a seminar pack (its \"format\" is not \"arbiter-seminar\").")};
    if (const int version = o.value(QLatin1String("version")).toInt(); version != Version)
        //: %1: the pack's version; %2: the version this console reads
        return Error{tr("The seminar pack is of version %1; this console reads version %2.").arg(version).arg(Version)};
    Reader read;
    SeminarPack pack;
    pack.baseDir = baseDir;
    pack.id = o.value(QLatin1String("id")).toString();
    if (pack.id.isEmpty())
        read.fail(QStringLiteral("id"), tr("the pack needs an id."));
    pack.title = read.text(o, QStringLiteral("title"), QString(), true);
    pack.language = o.value(QLatin1String("language")).toString(QStringLiteral("ru"));
    if (pack.language != QLatin1String("ru") && pack.language != QLatin1String("en"))
        read.fail(QStringLiteral("language"), tr("the language is \"ru\" or \"en\"."));

    const QJsonObject ev = o.value(QLatin1String("event")).toObject();
    pack.eventName = ev.value(QLatin1String("name")).toString();
    if (pack.eventName.isEmpty())
        read.fail(QStringLiteral("event.name"), tr("the event needs a name."));
    pack.timeControl = ev.value(QLatin1String("timeControl")).toString();
    const QString role = ev.value(QLatin1String("traineeRole")).toString(QStringLiteral("arbiter"));
    if (const auto r = event::StaffMember::roleFromKey(role))
        pack.traineeRole = *r;
    else
        //: %1: the role as written in the pack
        read.fail(QStringLiteral("event.traineeRole"), tr("'%1' is not a role of the staff.").arg(role));
    const QString type = ev.value(QLatin1String("type")).toString(QStringLiteral("online"));
    if (type == QLatin1String("hybrid"))
        pack.type = event::EventInfo::Type::Hybrid;
    else if (type != QLatin1String("online"))
        read.fail(QStringLiteral("event.type"), tr("the event's type is \"online\" or \"hybrid\"."));
    pack.traditionalSets = ev.value(QLatin1String("traditionalSets")).toBool();
    pack.traineeVenue = ev.value(QLatin1String("traineeVenue")).toString();
    if (const QJsonValue venues = ev.value(QLatin1String("venues")); venues.isArray()) {
        if (auto parsed = event::Venue::fromJson(QJsonDocument(venues.toArray()).toJson()))
            pack.venues = parsed.value();
        else
            read.fail(QStringLiteral("event.venues"), parsed.error().message);
    }
    if (!pack.traineeVenue.isEmpty() && !event::Venue::find(pack.venues, pack.traineeVenue))
        read.fail(QStringLiteral("event.traineeVenue"), tr("the trainee's venue is not one of the event's venues."));
    if (const QJsonValue policy = ev.value(QLatin1String("cardPolicy")); policy.isObject()) {
        if (auto parsed = rulings::CardPolicy::fromJson(QJsonDocument(policy.toObject()).toJson()))
            pack.cardPolicy = parsed.value();
        else
            read.fail(QStringLiteral("event.cardPolicy"), parsed.error().message);
    }
    const QJsonArray players = ev.value(QLatin1String("players")).toArray();
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QJsonObject p = players[i].toObject();
        event::PlayerRecord player;
        player.id = p.value(QLatin1String("no")).toInt(int(i) + 1);
        player.name = event::PlayerRecord::normalizedName(p.value(QLatin1String("name")).toString());
        player.fideId = p.value(QLatin1String("fideId")).toString();
        player.rating = p.value(QLatin1String("rating")).toInt();
        player.federation = p.value(QLatin1String("federation")).toString();
        player.zoneAccount = p.value(QLatin1String("account")).toString();
        player.venue = p.value(QLatin1String("venue")).toString();
        player.assistant = p.value(QLatin1String("assistant")).toString();
        player.assistantAccount = p.value(QLatin1String("assistantAccount")).toString();
        if (!player.venue.isEmpty() && !event::Venue::find(pack.venues, player.venue))
            read.fail(QStringLiteral("event.players[%1].venue").arg(i),
                      tr("the venue is not one of the event's venues."));
        if (player.name.isEmpty())
            read.fail(QStringLiteral("event.players[%1].name").arg(i), tr("every player needs a name."));
        pack.players.append(player);
    }
    const QString grading = o.value(QLatin1String("grading")).toString(QStringLiteral("made"));
    if (grading != QLatin1String("made") && grading != QLatin1String("end"))
        read.fail(QStringLiteral("grading"), tr("grading is \"made\" or \"end\"."));
    pack.gradeWhenMade = grading != QLatin1String("end");
    if (!pack.timeControl.isEmpty() && !clock::TimeControl::fromFide(pack.timeControl)
        && !clock::TimeControl::fromPgnTag(pack.timeControl))
        //: %1: the time control as written
        read.fail(QStringLiteral("event.timeControl"), tr("'%1' is not a time control.").arg(pack.timeControl));
    pack.scenario = o.value(QLatin1String("scenario")).toObject();
    if (pack.scenario.isEmpty())
        read.fail(QStringLiteral("scenario"), tr("the pack needs the simulator's scenario."));
    const QJsonArray incidents = o.value(QLatin1String("incidents")).toArray();
    if (incidents.isEmpty())
        read.fail(QStringLiteral("incidents"), tr("the pack needs at least one incident."));
    QStringList ids;
    for (qsizetype i = 0; i < incidents.size(); ++i) {
        pack.incidents.append(read.incident(incidents[i].toObject(), QStringLiteral("incidents[%1]").arg(i)));
        if (ids.contains(pack.incidents.last().id))
            //: %1: the incident's id
            read.fail(QStringLiteral("incidents[%1].id").arg(i),
                      tr("the id '%1' is used twice.").arg(pack.incidents.last().id));
        ids << pack.incidents.last().id;
    }
    if (read.error)
        return *read.error;
    return pack;
}

Result<SeminarPack> SeminarPack::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1: the pack's path; %2: why it cannot be opened (the system's message)
        return Error{tr("Cannot open the seminar pack %1: %2").arg(path, file.errorString())};
    if (file.size() > 4 * 1024 * 1024)
        //: %1: the pack's path
        return Error{tr("The seminar pack %1 is too large (over 4 MB).").arg(path)};
    auto pack = fromJson(file.readAll(), QFileInfo(path).absolutePath());
    if (!pack)
        //: %1: the pack's path; %2: what is wrong
        return Error{tr("%1: %2").arg(path, pack.error().message)};
    return pack;
}

const PackIncident *SeminarPack::incident(const QString &id) const
{
    for (const PackIncident &i : incidents)
        if (i.id == id)
            return &i;
    return nullptr;
}

event::EventData SeminarPack::eventFor(const event::EventData &base) const
{
    event::EventData data = base;
    data.info.name = eventName;
    data.info.rounds = 1;
    data.info.currentRound = 1;
    if (auto tc = clock::TimeControl::fromFide(timeControl))
        data.info.timeControl = tc.value();
    else if (auto pgn = clock::TimeControl::fromPgnTag(timeControl))
        data.info.timeControl = pgn.value();
    data.info.type = type;
    data.info.traditionalSets = traditionalSets;
    data.players = players;
    data.venues = venues;
    data.pairings.clear();
    return data;
}

QList<event::StaffMember> SeminarPack::staffFor(const QString &trainee, const QString &lecturer) const
{
    QList<event::StaffMember> staff{{lecturer, event::StaffMember::Role::ChiefArbiter, {}, {}, {}}};
    if (traineeRole == event::StaffMember::Role::ChiefArbiter)
        staff.first().name = trainee; // the trainee decides alone
    else
        staff.append({trainee, traineeRole, traineeVenue, {}, {}});
    return staff;
}

int SeminarPack::totalPoints() const
{
    int total = 0;
    for (const PackIncident &i : incidents)
        total += i.points;
    return total;
}

} // namespace arbiter::seminar
