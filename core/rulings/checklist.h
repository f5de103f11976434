#pragma once

#include "core/rulings/ruling.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::rulings {

// The checks arbiters make on each player, before a round and on request during a game, replacing
// the spreadsheet shared today (issue 27 §2). Each answer is a row of the event's log (Kind::Check:
// `item`, `answer`, `note`), so it is shared with the team, kept tamper-evident and reported; the
// newest answer for a player, round and item is the one that holds.
struct CheckItem
{
    Q_DECLARE_TR_FUNCTIONS(CheckItem)

public:
    enum class When : std::uint8_t {
        BeforeRound, // required before the game starts
        OnRequest // asked for during the game (12.2, A.6): recorded with the answer
    };
    enum class Answer : std::uint8_t { Pending, Yes, No };

    QString key; // "device"
    QString article; // "18.5"
    When when = When::BeforeRound;

    QString text() const; // translated: "Device check"
    QString detail() const; // what is checked, translated

    // The items of an event of that kind: hybrid (Part IIIb: the local chief arbiter's device and
    // fair-play checks, the local technical arbiter's connection check) or online (Part IIIa: the room,
    // the second camera, permission for a mobile device); then the requests during a game.
    static QList<CheckItem> items(bool hybrid);
    static std::optional<CheckItem> find(const QString &key);

    static QLatin1String answerKey(Answer answer); // "pending", "yes", "no"
    static std::optional<Answer> answerFromKey(QStringView key);
    static QString answerText(Answer answer); // translated: "to check", "yes", "no"
};

// What the log says of every player's checks: for a round, a player (PlayerRef key) and an item,
// the newest answer, with who gave it, when and the note.
class Checklist
{
    Q_DECLARE_TR_FUNCTIONS(Checklist)

public:
    struct Entry
    {
        CheckItem::Answer answer = CheckItem::Answer::Pending;
        QString by;
        std::int64_t utcMs = 0;
        QString note;
        std::int64_t seq = 0;
        QString gameId;
    };

    // Takes a row of the log (anything but a check is ignored; rows come in log order).
    void add(const Ruling &row);
    void clear() { m_entries.clear(); }
    std::optional<Entry> entry(int round, const QString &playerKey, const QString &item) const;
    // Everything answered for one player in a round, by item key.
    QHash<QString, Entry> ofPlayer(int round, const QString &playerKey) const;
    int size() const { return int(m_entries.size()); }

    // The pre-round items not answered yes and without a note: the game may start only when this is
    // empty (Art. 18.5, 18.6; a missing item needs the arbiter's note).
    QStringList missing(int round, const QString &playerKey, const QList<CheckItem> &items) const;
    // "Ready", "Ready with notes", "Missing: device check, …" (translated).
    QString readiness(int round, const QString &playerKey, const QList<CheckItem> &items) const;

    // A draft of the row recording an answer (the service fills in the issuer and the player's key).
    static Ruling draft(const QString &item, CheckItem::Answer answer, const QString &note, int round,
                        const QString &player, const event::PlayerRef &ref = {}, const QString &gameId = {});

private:
    static QString key(int round, const QString &playerKey, const QString &item);
    QHash<QString, Entry> m_entries;
};

} // namespace arbiter::rulings
