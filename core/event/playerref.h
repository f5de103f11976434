#pragma once

#include "core/chess/types.h"
#include "core/event/pairingrecord.h"
#include "core/event/playerrecord.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace arbiter::event {

// Who a ruling, a card, a penalty or a piece of evidence is about: the player's starting number in
// the event, with their FIDE ID and zone account beside it, so that two namesakes of a 300-player
// Open never share a card and a ruling still names the person if the list is numbered again. An
// event the zone alone paired has no numbers: the zone account is the key then (two namesakes on
// the platform have two accounts), and a bare name only where no account is known (a live PGN
// feed, arbiterctl naming a player of such an event, rows recorded before players were keyed).
struct PlayerRef
{
    int no = 0; // starting number; 0 = not a player of the event's list
    QString fideId;
    QString account; // the zone account
    // Not part of the ruling as recorded: the number was matched to the name afterwards (a row from
    // before players were keyed; RulingLog::matchPlayers).
    bool matched = false;

    bool isSet() const { return no > 0 || !account.isEmpty(); }
    static PlayerRef of(const PlayerRecord &player);
    // The key everything about one player is gathered under: "#12", else "@account" (lower case),
    // else "=name" for `name` (the row's name), so one player is one key within an event.
    QString key(const QString &name) const;
    // What tells namesakes apart in a list: "#12", else "@account", else empty.
    QString tag() const;
    // "Smith, John  #12": the name with its tag.
    QString labelled(const QString &name) const;

    // As recorded in a ruling's canonical form (only what is set).
    QJsonObject toJson() const;
    static PlayerRef fromJson(const QJsonObject &o);

    friend bool operator==(const PlayerRef &, const PlayerRef &) = default;
};

// The event's players as rulings find them: by starting number, by the game they play (the pairing
// linked to the zone's game), by zone account, and by name when the name is the event's only once.
// One home for "which player of the event is this": the console's ruling dialogs, the session
// when it records a ruling or a still, arbiterctl, and the matching of rows recorded by name.
class PlayerDirectory
{
public:
    PlayerDirectory() = default;
    PlayerDirectory(const QList<PlayerRecord> &players, const QList<PairingRecord> &pairings = {});

    const QList<PlayerRecord> &players() const { return m_players; }
    const PlayerRecord *byNumber(int no) const;
    PlayerRef ref(int no) const;
    // The player of `side` in the zone's game: its pairing's number, else the account's player,
    // else the one player of that name; what cannot be found keeps the zone account.
    PlayerRef inGame(const QString &gameId, chess::Color side, const QString &name, const QString &account = {}) const;
    // The one player with this name (as the pairing program or the zone writes it) or this account;
    // `ambiguous` is set when several have it.
    const PlayerRecord *byName(const QString &name, bool *ambiguous = nullptr) const;
    // The player a ruling names: by their key's number, else account, else the one player of the name.
    const PlayerRecord *of(const PlayerRef &ref, const QString &name) const;
    // What an arbiter types to name a player: "12" or "#12", a zone account, or a name.
    const PlayerRecord *find(const QString &text, bool *ambiguous = nullptr) const;

private:
    QList<PlayerRecord> m_players;
    QHash<int, qsizetype> m_byNumber;
    QMultiHash<QString, qsizetype> m_byName; // lower-case normalized name, and the name without a title
    QHash<QString, qsizetype> m_byAccount; // lower case
    QHash<QString, std::pair<int, int>> m_byGame; // zone game id → white and black numbers

public:
    friend bool operator==(const PlayerDirectory &a, const PlayerDirectory &b)
    {
        return a.m_players == b.m_players && a.m_byGame == b.m_byGame;
    }
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::PlayerDirectory)
