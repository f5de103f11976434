#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace arbiter::zone {

// Where an event's games come from, as the arbiter entered it in the connection dialog: a Lichess
// bulk pairing, game ids or broadcast round; a live PGN URL or file; or a simulator address. It is
// checked before anything connects (a clear message instead of a failing request), stored with the
// event without the token (a token is a password), and turned into the matching adapter by
// session::GameFeed.
struct ZoneSource
{
    Q_DECLARE_TR_FUNCTIONS(ZoneSource)

public:
    enum class Kind { Lichess, LivePgn, Simulator };

    Kind kind = Kind::Simulator;
    QUrl baseUrl; // Lichess server (default https://lichess.org) or simulator address
    QString bulkId; // Lichess: a bulk pairing…
    QStringList gameIds; // …or these games…
    QString broadcastRoundId; // …or a broadcast round
    QByteArray token; // Lichess organiser's token or the simulator's; never stored, never shown
    QUrl pgnUrl; // live PGN: a URL…
    QString pgnFile; // …or a local file
    QString roundId; // simulator round (empty = its first), PGN round when the games have none
    bool tokenRequired = false; // a stored source whose token must be asked for again

    // Whether a token goes with this source (given now, or to be asked for).
    bool needsToken() const { return tokenRequired || !token.isEmpty(); }

    // Why this source cannot be followed (translated), or nullopt when it can.
    std::optional<Error> check() const;
    // A one-line description for people (translated), e.g. "Lichess bulk pairing abcd1234".
    QString description() const;
    // For storing with the event: everything but the token.
    QJsonObject toJson() const;
    static Result<ZoneSource> fromJson(const QJsonObject &json);
    // Game ids from what an arbiter pastes: ids or game URLs, separated by spaces, commas or lines.
    static QStringList parseGameIds(const QString &text);
    // The formats of the ids that go into request paths, checked before any request is made (an id
    // typed, pasted or sent by a zone is never a path of its own, such as "../../etc/passwd").
    static bool isGameId(QStringView id); // 8 letters and digits
    static bool isLichessId(QStringView id); // 4 to 32 letters and digits (bulk pairings)

    friend bool operator==(const ZoneSource &, const ZoneSource &) = default;
};

} // namespace arbiter::zone

Q_DECLARE_METATYPE(arbiter::zone::ZoneSource)
