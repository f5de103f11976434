#include "core/rulings/checklist.h"

#include "core/rulings/rulingtext.h"

namespace arbiter::rulings {

namespace {
struct ItemDef
{
    const char *key;
    const char *article;
    CheckItem::When when;
    bool hybrid; // in a hybrid event's list
    bool online; // in an online event's list
};
constexpr ItemDef Items[] = {
    {"device", "18.5", CheckItem::When::BeforeRound, true, false},
    {"fair-play", "18.6", CheckItem::When::BeforeRound, true, false},
    {"connection", "18.8", CheckItem::When::BeforeRound, true, false},
    {"room", "10.4", CheckItem::When::BeforeRound, false, true},
    {"second-camera", "14.4", CheckItem::When::BeforeRound, false, true},
    {"mobile", "11.1.1", CheckItem::When::BeforeRound, false, true},
    {"show-room", "A.6", CheckItem::When::OnRequest, true, true},
    {"task-manager", "A.6", CheckItem::When::OnRequest, true, true},
    {"screen", "12.2", CheckItem::When::OnRequest, true, true},
};
} // namespace

QString CheckItem::text() const
{
    if (key == u"device")
        return tr("Device check");
    if (key == u"fair-play")
        return tr("Fair-play check");
    if (key == u"connection")
        return tr("Connection");
    if (key == u"room")
        return tr("Room inspected");
    if (key == u"second-camera")
        return tr("Second camera");
    if (key == u"mobile")
        return tr("Mobile device");
    if (key == u"show-room")
        return tr("Room shown");
    if (key == u"task-manager")
        return tr("Task manager shown");
    if (key == u"screen")
        return tr("Screen shown");
    return key;
}

QString CheckItem::detail() const
{
    if (key == u"device")
        return tr("The playing device runs only the virtual board (and the VCS if required): Art. 16.7, 18.5.");
    if (key == u"fair-play")
        return tr("Fair-play check before the game: clothes, bags, no electronic devices (Art. 18.6, 17.3).");
    if (key == u"connection")
        return tr("Connected to the game zone and the video conference (Art. 18.8).");
    if (key == u"room")
        return tr("The room shown on camera before the round: nobody else, no notes or devices (Art. 10.4).");
    if (key == u"second-camera")
        return tr("The second camera shows the player, the screen and the room as approved (Art. 14.4).");
    if (key == u"mobile")
        return tr("Playing from a mobile device only with the arbiter's permission (Art. 11.1.1).");
    if (key == u"show-room")
        return tr("Asked during the game to show the room (Appendix I A.6).");
    if (key == u"task-manager")
        return tr("Asked during the game to show the task manager (Appendix I A.6).");
    if (key == u"screen")
        return tr("Asked during the game to share the screen (Art. 12.2).");
    return {};
}

QList<CheckItem> CheckItem::items(bool hybrid)
{
    QList<CheckItem> out;
    for (const ItemDef &d : Items)
        if (hybrid ? d.hybrid : d.online)
            out.append({QString::fromLatin1(d.key), QString::fromLatin1(d.article), d.when});
    return out;
}

std::optional<CheckItem> CheckItem::find(const QString &key)
{
    for (const ItemDef &d : Items)
        if (key == QLatin1String(d.key))
            return CheckItem{QString::fromLatin1(d.key), QString::fromLatin1(d.article), d.when};
    return std::nullopt;
}

QLatin1String CheckItem::answerKey(Answer answer)
{
    switch (answer) {
    case Answer::Yes: return QLatin1String("yes");
    case Answer::No: return QLatin1String("no");
    case Answer::Pending: break;
    }
    return QLatin1String("pending");
}

std::optional<CheckItem::Answer> CheckItem::answerFromKey(QStringView key)
{
    for (Answer a : {Answer::Pending, Answer::Yes, Answer::No})
        if (key == answerKey(a))
            return a;
    return std::nullopt;
}

QString CheckItem::answerText(Answer answer)
{
    switch (answer) {
    case Answer::Yes: return tr("yes");
    case Answer::No: return tr("no");
    case Answer::Pending: break;
    }
    return tr("to check");
}

QString Checklist::key(int round, const QString &playerKey, const QString &item)
{
    return QString::number(round) + u'|' + playerKey + u'|' + item;
}

void Checklist::add(const Ruling &row)
{
    if (row.kind != Kind::Check)
        return;
    Entry e;
    e.answer = CheckItem::answerFromKey(row.params.value(QLatin1String("answer")).toString())
                   .value_or(CheckItem::Answer::Pending);
    e.by = row.issuer;
    e.utcMs = row.utcMs;
    e.note = row.params.value(QLatin1String("note")).toString();
    e.seq = row.seq;
    e.gameId = row.gameId;
    m_entries.insert(key(row.round, row.playerKey(), row.params.value(QLatin1String("item")).toString()), e);
}

std::optional<Checklist::Entry> Checklist::entry(int round, const QString &playerKey, const QString &item) const
{
    const auto it = m_entries.constFind(key(round, playerKey, item));
    return it == m_entries.constEnd() ? std::nullopt : std::optional<Entry>(*it);
}

QHash<QString, Checklist::Entry> Checklist::ofPlayer(int round, const QString &playerKey) const
{
    QHash<QString, Entry> out;
    for (const CheckItem &item : CheckItem::items(true) + CheckItem::items(false))
        if (auto e = entry(round, playerKey, item.key))
            out.insert(item.key, *e);
    return out;
}

QStringList Checklist::missing(int round, const QString &playerKey, const QList<CheckItem> &items) const
{
    QStringList out;
    for (const CheckItem &item : items) {
        if (item.when != CheckItem::When::BeforeRound)
            continue;
        const auto e = entry(round, playerKey, item.key);
        if (!e || (e->answer != CheckItem::Answer::Yes && e->note.trimmed().isEmpty()))
            out << item.key;
    }
    return out;
}

QString Checklist::readiness(int round, const QString &playerKey, const QList<CheckItem> &items) const
{
    const QStringList gaps = missing(round, playerKey, items);
    if (!gaps.isEmpty()) {
        QStringList names;
        for (const QString &k : gaps)
            names << CheckItem::find(k)->text();
        //: %1: the checklist items not done, comma-separated
        return tr("Missing: %1").arg(names.join(QStringLiteral(", ")));
    }
    for (const CheckItem &item : items)
        if (item.when == CheckItem::When::BeforeRound)
            if (const auto e = entry(round, playerKey, item.key); e && e->answer != CheckItem::Answer::Yes)
                return tr("Ready with notes");
    return tr("Ready");
}

Ruling Checklist::draft(const QString &item, CheckItem::Answer answer, const QString &note, int round,
                        const QString &player, const event::PlayerRef &ref, const QString &gameId)
{
    Ruling r;
    r.kind = Kind::Check;
    r.round = round;
    r.player = player;
    r.playerRef = ref;
    r.gameId = gameId;
    if (const auto found = CheckItem::find(item))
        r.article = found->article;
    r.params.insert(QStringLiteral("item"), item);
    r.params.insert(QStringLiteral("answer"), QString(CheckItem::answerKey(answer)));
    if (!note.trimmed().isEmpty())
        r.params.insert(QStringLiteral("note"), note.trimmed());
    return r;
}

} // namespace arbiter::rulings
