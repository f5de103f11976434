#include "core/zone/pgngametracker.h"

#include "core/chess/notation.h"
#include "core/chess/outcome.h"

#include <QCryptographicHash>

namespace arbiter::zone {

using chess::PgnGame;

PgnGameTracker::PgnGameTracker(QString roundId) : m_roundId(std::move(roundId)) { }

QString PgnGameTracker::gameKey(const PgnGame &game)
{
    const QString url = game.tag("GameURL").trimmed();
    if (!url.isEmpty())
        return url;
    const QString site = game.tag("Site").trimmed();
    // A Site naming one game (a Lichess or other game URL) identifies it; a place name does not.
    if (site.startsWith(QLatin1String("http")) && site.count(u'/') >= 3)
        return site;
    return game.tag("Round").trimmed() + u'|' + game.tag("White").trimmed() + u'|' + game.tag("Black").trimmed();
}

QString PgnGameTracker::gameId(const QString &key)
{
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1);
    static constexpr char Alphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    QString id;
    for (int i = 0; i < 8; ++i)
        id += QLatin1Char(Alphabet[std::uint8_t(hash[i]) % 62]);
    return id;
}

bool PgnGameTracker::allFinished() const
{
    if (m_games.isEmpty())
        return false;
    for (const Known &k : m_games)
        if (!k.ended)
            return false;
    return true;
}

Pairing PgnGameTracker::pairingOf(const PgnGame &game, int boardGuess) const
{
    Pairing p;
    p.round = game.tag("Round");
    if (p.round.isEmpty() || p.round == QLatin1String("?") || p.round == QLatin1String("-"))
        p.round = m_roundId;
    const int board = game.board();
    p.board = board > 0 ? board : boardGuess;
    p.white = game.tag("White");
    p.black = game.tag("Black");
    p.whiteRating = game.tag("WhiteElo").toInt();
    p.blackRating = game.tag("BlackElo").toInt();
    p.whiteTitle = game.tag("WhiteTitle");
    p.blackTitle = game.tag("BlackTitle");
    const QString tc = game.tag("TimeControl");
    if (!tc.isEmpty()) {
        if (auto parsed = clock::TimeControl::fromPgnTag(tc))
            p.timeControl = parsed.value();
    }
    if (!game.hasStandardStart())
        p.initialFen = QString::fromStdString(game.startPosition().fenUtf8());
    return p;
}

ZoneEvent PgnGameTracker::ended(const PgnGame &game, const Known &known)
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::GameEnded;
    e.gameId = known.id;
    e.ply = int(known.uci.size());
    const std::string_view result = game.resultUtf8();
    if (result == "1-0")
        e.winner = chess::White;
    else if (result == "0-1")
        e.winner = chess::Black;
    // The PGN says who won, rarely why: the board and the Termination tag tell what they can.
    const chess::Position final = game.positionAfter();
    const chess::PositionStatus status = chess::positionStatus(final);
    const QString termination = game.tag("Termination").toLower();
    if (status == chess::PositionStatus::Checkmate)
        e.status = ZoneStatus::Mate;
    else if (status == chess::PositionStatus::Stalemate)
        e.status = ZoneStatus::Stalemate;
    else if (termination.contains(QLatin1String("time")))
        e.status = ZoneStatus::OutOfTime;
    else if (termination.contains(QLatin1String("abandon")))
        e.status = e.winner ? ZoneStatus::Timeout : ZoneStatus::Aborted;
    else if (!e.winner)
        e.status = ZoneStatus::Draw;
    else
        e.status = ZoneStatus::UnknownFinish;
    return e;
}

QList<ZoneEvent> PgnGameTracker::update(const std::vector<PgnGame> &games, std::int64_t receivedMonotonicMs,
                                        std::int64_t receivedUtcMs)
{
    QList<ZoneEvent> events;
    auto stamp = [&](ZoneEvent &e) {
        e.receivedMonotonicMs = receivedMonotonicMs;
        e.receivedUtcMs = receivedUtcMs;
    };
    for (const PgnGame &game : games) {
        if (game.plies().empty() && game.tag("White").isEmpty() && game.tag("Black").isEmpty())
            continue; // no players and no moves (garbage, an error the caller reports): no game to list
        const QString key = gameKey(game);
        auto it = m_games.find(key);
        if (it == m_games.end()) {
            Known k;
            k.id = gameId(key);
            it = m_games.insert(key, k);
            ZoneEvent listed;
            listed.type = ZoneEvent::Type::GameListed;
            listed.gameId = k.id;
            listed.pairing = pairingOf(game, m_nextBoard++);
            listed.status = ZoneStatus::Created;
            stamp(listed);
            events.append(listed);
        }
        Known &known = it.value();
        const std::vector<PgnGame::Ply> &plies = game.plies();
        if (!known.started && (!plies.empty() || game.resultUtf8() != "*")) {
            known.started = true;
            ZoneEvent started;
            started.type = ZoneEvent::Type::GameStarted;
            started.gameId = known.id;
            started.status = ZoneStatus::Started;
            stamp(started);
            events.append(started);
        }
        if (plies.size() < known.uci.size()) {
            if (known.shrunkTo != plies.size())
                //: %1: White's name; %2: Black's name; %3: how many plies the PGN has now; %4: how many were seen
                m_notices << tr("%1 – %2: the PGN now has %3 plies where %4 were seen; the moves already seen are "
                                "kept.")
                                 .arg(game.tag("White"), game.tag("Black"))
                                 .arg(plies.size())
                                 .arg(known.uci.size());
            known.shrunkTo = plies.size();
        } else {
            known.shrunkTo = SIZE_MAX;
        }
        // Who moves at each ply follows from the start position alone (no position is replayed: a
        // null move "--", which PgnReader takes, is no move Position::makeMove can make).
        const int firstMover = game.startPosition().sideToMove();
        for (std::size_t i = 0; i < plies.size(); ++i) {
            const PgnGame::Ply &ply = plies[i];
            const QString uci = chess::Notation::uci(ply.move);
            const bool known_ = i < known.uci.size();
            if (known_ && known.uci[i] == uci)
                continue;
            // New, or different from what was reported before (the registry decides what that means).
            const chess::Color mover = chess::Color((firstMover + int(i)) % 2);
            if (ply.clockMs) {
                if (mover == chess::White)
                    known.whiteMs = *ply.clockMs;
                else
                    known.blackMs = *ply.clockMs;
            }
            ZoneEvent move;
            move.type = ZoneEvent::Type::MovePlayed;
            move.gameId = known.id;
            move.ply = int(i) + 1;
            move.uci = uci;
            move.san = ply.san();
            if (known.whiteMs >= 0)
                move.whiteMs = known.whiteMs;
            if (known.blackMs >= 0)
                move.blackMs = known.blackMs;
            stamp(move);
            events.append(move);
            if (known_)
                known.uci[i] = uci;
            else
                known.uci.push_back(uci);
        }
        if (!known.ended && game.resultUtf8() != "*" && plies.size() >= known.uci.size()) {
            known.ended = true;
            ZoneEvent e = ended(game, known);
            stamp(e);
            events.append(e);
        }
    }
    return events;
}

} // namespace arbiter::zone
