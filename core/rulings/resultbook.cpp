#include "core/rulings/resultbook.h"

#include <QHash>

#include <algorithm>

namespace arbiter::rulings {

namespace {
// The side the ruling names when it is about this game.
std::optional<chess::Color> sideIn(const GameResult &g, const Ruling &r)
{
    if (r.side && r.gameId == g.gameId)
        return r.side;
    return std::nullopt;
}

// The side of this game the player of a ruling made elsewhere plays (an exclusion from rounds), found
// by the player's key in the event: never by a name namesakes share.
std::optional<chess::Color> playerIn(const GameResult &g, const Ruling &r)
{
    if (r.side && r.gameId == g.gameId)
        return r.side;
    if (r.player.isEmpty() && !r.playerRef.isSet())
        return std::nullopt;
    const QString key = r.playerKey();
    if (g.whiteKey() == key)
        return chess::White;
    if (g.blackKey() == key)
        return chess::Black;
    return std::nullopt;
}

int &score(GameResult &g, chess::Color side)
{
    return side == chess::White ? g.white : g.black;
}

void set(GameResult &g, chess::Color offender, int offenderHalves, int opponentHalves)
{
    score(g, offender) = offenderHalves;
    score(g, chess::Color(1 - int(offender))) = opponentHalves;
}

int opponentScore(const Ruling &r)
{
    return r.params.contains(QLatin1String("opponentScore")) ? r.halves("opponentScore") : 2;
}

// Applies one ruling in force to the game; true when it touched the result.
bool apply(GameResult &g, const Ruling &r)
{
    const auto side = sideIn(g, r);
    switch (r.kind) {
    case Kind::ResultSet:
        if (r.gameId != g.gameId)
            return false;
        g.white = r.halves("white");
        g.black = r.halves("black");
        return true;
    case Kind::Loss:
        if (r.gameId != g.gameId || !side)
            return false;
        set(g, *side, 0, opponentScore(r));
        return true;
    case Kind::ScoreRaise: {
        if (r.gameId != g.gameId || !side)
            return false;
        // The opponent to the maximum; the total never exceeds it (Art. 7.2), so the offender keeps none.
        set(g, *side, 0, 2);
        return true;
    }
    case Kind::ScoreReduce: {
        if (r.gameId != g.gameId || !side)
            return false;
        int &mine = score(g, *side);
        const int reduced = r.halves("score");
        if (mine < 0) {
            // No result yet: the reduction applies to whatever the zone gives, so hold it as the cap.
            mine = reduced;
            if (score(g, chess::Color(1 - int(*side))) < 0)
                score(g, chess::Color(1 - int(*side))) = 0;
        } else {
            mine = std::min(mine, reduced);
        }
        return true;
    }
    case Kind::Forfeit:
        if (r.gameId != g.gameId)
            return false;
        if (r.params.value(QLatin1String("both")).toBool()) {
            g.white = g.black = 0;
            return true;
        }
        if (!side)
            return false;
        set(g, *side, 0, opponentScore(r));
        return true;
    case Kind::Disconnection:
        if (r.gameId != g.gameId || !side || r.params.value(QLatin1String("option")).toString() != u"loss")
            return false;
        set(g, *side, 0, opponentScore(r));
        return true;
    case Kind::Exclusion: {
        if (!r.rounds().contains(g.round))
            return false;
        const auto excluded = playerIn(g, r);
        if (!excluded)
            return false;
        set(g, *excluded, 0, 2);
        return true;
    }
    default: return false;
    }
}
} // namespace

QList<GameResult> ResultBook::results(QList<GameResult> games, const RulingBook &book)
{
    const QList<Ruling> rulings = book.inForce();
    for (GameResult &g : games) {
        g.white = g.zoneWhite;
        g.black = g.zoneBlack;
        g.rulings.clear();
        for (const Ruling &r : rulings)
            if (apply(g, r))
                g.rulings.append(r.seq);
    }
    return games;
}

QList<Standing> ResultBook::standings(const QList<GameResult> &results, const RulingBook &book)
{
    QHash<QString, Standing> byPlayer;
    auto add = [&](const QString &player, const QString &key, int halves, int zoneHalves) {
        if (player.isEmpty())
            return;
        Standing &s = byPlayer[key];
        s.key = key;
        s.player = player;
        if (halves >= 0) {
            s.halves += halves;
            ++s.games;
        }
        if (zoneHalves >= 0)
            s.zoneHalves += zoneHalves;
    };
    for (const GameResult &g : results) {
        add(g.whitePlayer, g.whiteKey(), g.white, g.zoneWhite);
        add(g.blackPlayer, g.blackKey(), g.black, g.zoneBlack);
    }
    for (const Ruling &r : book.inForce())
        if (r.kind == Kind::Expulsion && byPlayer.contains(r.playerKey()))
            byPlayer[r.playerKey()].expelled = true;
    QList<Standing> out;
    for (auto it = byPlayer.begin(); it != byPlayer.end(); ++it) {
        it->cards = book.cards(it->key);
        out.append(*it);
    }
    std::sort(out.begin(), out.end(), [](const Standing &a, const Standing &b) {
        return a.halves != b.halves ? a.halves > b.halves : a.player < b.player;
    });
    return out;
}

} // namespace arbiter::rulings
