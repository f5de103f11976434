#include "core/event/playerref.h"

namespace arbiter::event {

namespace {
QString nameKey(const QString &name)
{
    return PlayerRecord::normalizedName(name).toLower();
}
} // namespace

PlayerRef PlayerRef::of(const PlayerRecord &player)
{
    return {player.id, player.fideId, player.zoneAccount, false};
}

QString PlayerRef::key(const QString &name) const
{
    if (no > 0)
        return QStringLiteral("#%1").arg(no);
    if (!account.isEmpty())
        return u'@' + account.toLower();
    return u'=' + PlayerRecord::normalizedName(name);
}

QString PlayerRef::tag() const
{
    if (no > 0)
        return QStringLiteral("#%1").arg(no);
    return account.isEmpty() ? QString() : u'@' + account;
}

QString PlayerRef::labelled(const QString &name) const
{
    const QString t = tag();
    return t.isEmpty() ? name : name + QStringLiteral("  ") + t;
}

QJsonObject PlayerRef::toJson() const
{
    QJsonObject o;
    if (no > 0)
        o.insert(QStringLiteral("no"), no);
    if (!fideId.isEmpty())
        o.insert(QStringLiteral("fide"), fideId);
    if (!account.isEmpty())
        o.insert(QStringLiteral("account"), account);
    return o;
}

PlayerRef PlayerRef::fromJson(const QJsonObject &o)
{
    return {o.value(QLatin1String("no")).toInt(), o.value(QLatin1String("fide")).toString(),
            o.value(QLatin1String("account")).toString(), false};
}

PlayerDirectory::PlayerDirectory(const QList<PlayerRecord> &players, const QList<PairingRecord> &pairings)
    : m_players(players)
{
    for (qsizetype i = 0; i < m_players.size(); ++i) {
        const PlayerRecord &p = m_players[i];
        m_byNumber.insert(p.id, i);
        m_byName.insert(nameKey(p.name), i);
        if (!p.zoneAccount.isEmpty())
            m_byAccount.insert(p.zoneAccount.toLower(), i);
        // Appendix II–III: the assistant's moves are the player's.
        if (!p.assistantAccount.isEmpty())
            m_byAccount.insert(p.assistantAccount.toLower(), i);
    }
    // A restarted game keeps its id; a game id names one pairing. Where a round's zone ids repeat
    // (a file pairing two rounds with one id), the later round wins, as the console plays it.
    for (const PairingRecord &p : pairings)
        if (!p.zoneGameId.isEmpty())
            m_byGame.insert(p.zoneGameId, {p.whiteId, p.blackId});
}

const PlayerRecord *PlayerDirectory::byNumber(int no) const
{
    const auto it = m_byNumber.constFind(no);
    return it == m_byNumber.constEnd() ? nullptr : &m_players[*it];
}

PlayerRef PlayerDirectory::ref(int no) const
{
    const PlayerRecord *p = byNumber(no);
    return p ? PlayerRef::of(*p) : PlayerRef{};
}

const PlayerRecord *PlayerDirectory::byName(const QString &name, bool *ambiguous) const
{
    if (ambiguous)
        *ambiguous = false;
    if (name.trimmed().isEmpty())
        return nullptr;
    const QList<qsizetype> named = m_byName.values(nameKey(name));
    if (named.size() == 1)
        return &m_players[named.first()];
    if (named.size() > 1) {
        if (ambiguous)
            *ambiguous = true;
        return nullptr;
    }
    // The zone may name a player by their account.
    const auto it = m_byAccount.constFind(name.trimmed().toLower());
    return it == m_byAccount.constEnd() ? nullptr : &m_players[*it];
}

const PlayerRecord *PlayerDirectory::of(const PlayerRef &ref, const QString &name) const
{
    if (ref.no > 0)
        return byNumber(ref.no);
    if (!ref.account.isEmpty())
        if (const auto it = m_byAccount.constFind(ref.account.toLower()); it != m_byAccount.constEnd())
            return &m_players[*it];
    return byName(name);
}

const PlayerRecord *PlayerDirectory::find(const QString &text, bool *ambiguous) const
{
    QString t = text.trimmed();
    if (t.startsWith(u'#'))
        t.remove(0, 1);
    bool number = false;
    const int no = t.toInt(&number);
    if (number) {
        if (ambiguous)
            *ambiguous = false;
        return byNumber(no);
    }
    return byName(text, ambiguous);
}

PlayerRef PlayerDirectory::inGame(const QString &gameId, chess::Color side, const QString &name,
                                  const QString &account) const
{
    if (const auto it = m_byGame.constFind(gameId); !gameId.isEmpty() && it != m_byGame.constEnd()) {
        const int no = side == chess::White ? it->first : it->second;
        if (const PlayerRecord *p = byNumber(no))
            return PlayerRef::of(*p);
    }
    if (!account.isEmpty())
        if (const auto it = m_byAccount.constFind(account.toLower()); it != m_byAccount.constEnd())
            return PlayerRef::of(m_players[*it]);
    // By name only when the name is the event's once, and not another account's.
    if (const PlayerRecord *p = byName(name); p
        && (account.isEmpty() || p->zoneAccount.isEmpty() || p->zoneAccount.compare(account, Qt::CaseInsensitive) == 0
            || p->assistantAccount.compare(account, Qt::CaseInsensitive) == 0))
        return PlayerRef::of(*p);
    return {0, {}, account, false};
}

} // namespace arbiter::event
