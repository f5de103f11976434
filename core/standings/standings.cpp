#include "core/standings/standings.h"

#include <QHash>

#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace arbiter::standings {

using event::PairingRecord;
using Kind = RoundOutcome::Kind;

bool RoundOutcome::voluntarilyUnplayed() const
{
    return requestedBye() || kind == Kind::ForfeitLoss;
}

bool RoundOutcome::requestedBye() const
{
    return kind == Kind::HalfBye || kind == Kind::ZeroBye || kind == Kind::NotPlayed || kind == Kind::Absent;
}

QChar RoundOutcome::trfCode() const
{
    switch (kind) {
    case Kind::Win: return shortGame ? u'W' : u'1';
    case Kind::Draw: return shortGame ? u'D' : u'=';
    case Kind::Loss: return shortGame ? u'L' : u'0';
    case Kind::ForfeitWin: return u'+';
    case Kind::ForfeitLoss: return u'-';
    case Kind::FullBye: return u'F';
    case Kind::HalfBye: return u'H';
    case Kind::ZeroBye:
    case Kind::Absent: return u'Z';
    case Kind::PairingBye: return u'U';
    case Kind::NotPlayed:
    case Kind::Pending: return u' ';
    }
    return u' ';
}

double PointSystem::points(RoundOutcome::Kind kind) const
{
    switch (kind) {
    case Kind::Win:
    case Kind::ForfeitWin:
    case Kind::FullBye: return win;
    case Kind::Draw:
    case Kind::HalfBye: return draw;
    case Kind::PairingBye: return pairingBye;
    case Kind::Loss: return loss;
    default: return 0;
    }
}

TieBreakRules tieBreakRulesOn(const QDate &start)
{
    return start.isValid() && start < QDate(2026, 3, 1) ? TieBreakRules::Fide2024 : TieBreakRules::Fide2026;
}

QLatin1String tieBreakRulesName(TieBreakRules rules)
{
    return rules == TieBreakRules::Fide2024 ? QLatin1String("fide2024") : QLatin1String("fide2026");
}

std::optional<TieBreakRules> tieBreakRulesFromName(QStringView name)
{
    for (const TieBreakRules r : {TieBreakRules::Fide2024, TieBreakRules::Fide2026}) {
        if (name == tieBreakRulesName(r))
            return r;
    }
    return std::nullopt;
}

QString Standings::numberText(double value)
{
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

int Standings::lastRound(const QList<PairingRecord> &pairings)
{
    int last = 0, paired = 0;
    for (const PairingRecord &p : pairings) {
        paired = std::max(paired, p.round);
        if (!p.isBye() && p.result != PairingRecord::Result::None)
            last = std::max(last, p.round);
    }
    return last > 0 ? last : paired;
}

QHash<int, QList<RoundOutcome>> Standings::outcomes(const Input &input, int rounds)
{
    QHash<int, QList<RoundOutcome>> table;
    for (const event::PlayerRecord &p : input.players)
        table.insert(p.id, QList<RoundOutcome>(rounds));
    auto put = [&](int player, int round, Kind kind, int opponent, RoundOutcome::Colour colour, bool shortGame) {
        auto it = table.find(player);
        if (it == table.end() || round < 1 || round > rounds)
            return;
        RoundOutcome &o = (*it)[round - 1];
        o.kind = kind;
        o.opponent = table.contains(opponent) ? opponent : 0;
        o.colour = colour;
        o.shortGame = shortGame && o.played();
    };
    using R = PairingRecord::Result;
    using C = RoundOutcome::Colour;
    for (const PairingRecord &g : input.pairings) {
        if (g.round < 1 || g.round > rounds)
            continue;
        if (g.isBye()) {
            Kind kind = Kind::ZeroBye;
            switch (g.result) {
            case R::FullPointBye: kind = Kind::FullBye; break;
            case R::HalfPointBye: kind = Kind::HalfBye; break;
            case R::PairingAllocatedBye: kind = Kind::PairingBye; break;
            default: break;
            }
            put(g.whiteId, g.round, kind, 0, C::None, false);
            continue;
        }
        Kind white = Kind::Pending, black = Kind::Pending;
        switch (g.result) {
        case R::WhiteWins: white = Kind::Win, black = Kind::Loss; break;
        case R::Draw: white = black = Kind::Draw; break;
        case R::BlackWins: white = Kind::Loss, black = Kind::Win; break;
        case R::WhiteWinsForfeit: white = Kind::ForfeitWin, black = Kind::ForfeitLoss; break;
        case R::BlackWinsForfeit: white = Kind::ForfeitLoss, black = Kind::ForfeitWin; break;
        case R::DoubleForfeit: white = black = Kind::ForfeitLoss; break;
        case R::NotPlayed: white = black = Kind::NotPlayed; break;
        default: break;
        }
        // The colours as paired; the game-counting tie-breaks look at them for games played only.
        const bool colours = g.coloursKnown && white != Kind::NotPlayed;
        put(g.whiteId, g.round, white, g.blackId, colours ? C::White : C::None, g.shortGame);
        put(g.blackId, g.round, black, g.whiteId, colours ? C::Black : C::None, g.shortGame);
    }
    // Appendix I A.9: an expelled player's points from the games they played go to their opponents.
    if (input.expelledPointsToOpponents) {
        for (const int player : input.expelled) {
            auto it = table.find(player);
            if (it == table.end())
                continue;
            for (qsizetype r = 0; r < it->size(); ++r) {
                RoundOutcome &own = (*it)[r];
                if ((own.kind != Kind::Win && own.kind != Kind::Draw) || !table.contains(own.opponent))
                    continue;
                own.kind = Kind::Loss;
                RoundOutcome &theirs = table[own.opponent][r];
                if (!input.expelled.contains(own.opponent))
                    theirs.kind = Kind::Win;
            }
        }
    }
    for (auto it = table.begin(); it != table.end(); ++it) {
        for (RoundOutcome &o : *it)
            o.points = input.pointSystem.points(o.kind);
    }
    return table;
}

namespace {

// Everything the tie-breaks need about the players, computed once.
struct Field
{
    const Standings::Input &input;
    int rounds = 0;
    QHash<int, QList<RoundOutcome>> outcomes;
    QHash<int, double> score; // from the results alone (adjustments never enter tie-breaks)
    QHash<int, double> adjusted; // as the opponents' tie-breaks see it (Art. 16.3)
    QHash<int, int> rating;

    double win() const { return input.pointSystem.win; }
    double draw() const { return input.pointSystem.draw; }

    // The score of the dummy a player's unplayed round counts as a game against (Art. 16.4): the
    // player's own score; from 2026 no more than the scheduled opponent's adjusted score for a forfeit
    // (16.4.1), or than a draw in every round for the other unplayed rounds (16.4.2).
    double dummy(int player, const RoundOutcome &o) const
    {
        const double own = score.value(player);
        if (input.rules == TieBreakRules::Fide2024)
            return own;
        if (o.forfeit() && o.opponent > 0)
            return std::min(own, adjusted.value(o.opponent));
        const int planned = input.plannedRounds > 0 ? input.plannedRounds : rounds;
        return std::min(own, draw() * planned);
    }
};

// A player's trailing requested byes (Art. 16.2.5: not followed by a round played, a bye that is not
// requested, or a forfeit won) count as draws in the score the opponents' tie-breaks see (16.3.2).
double adjustedScore(const QList<RoundOutcome> &rounds, double draw)
{
    double total = 0;
    bool cameBack = false;
    for (qsizetype i = rounds.size() - 1; i >= 0; --i) {
        const RoundOutcome &o = rounds[i];
        if (o.kind == Kind::Pending) {
            cameBack = true; // at the board now
            continue;
        }
        total += o.requestedBye() && !cameBack ? draw : o.points;
        cameBack = cameBack || !o.voluntarilyUnplayed();
    }
    return total;
}

// One round's contribution to Buchholz or Sonneborn-Berger: its value, the opponent's (or the
// dummy's) score, which is what Sonneborn-Berger's cut looks at, and whether the round was a VUR.
struct Contribution
{
    double value = 0;
    double basis = 0;
    bool vur = false;
};

// Leaves out the `cut` least significant contributions (the lowest value; for Sonneborn-Berger the
// one against the lowest-scored opponent) and, with `median`, as many of the highest. When the player
// has VURs, each low cut takes the lowest VUR instead if it is not below the least significant value
// (Art. 16.5.1, again for each cut: 16.5.2). At least one contribution always stays.
double cutSum(QList<Contribution> list, int cut, bool median, bool byBasis)
{
    for (int n = 0; n < cut && list.size() > 1; ++n) {
        qsizetype least = 0;
        for (qsizetype i = 1; i < list.size(); ++i) {
            const Contribution &a = list[i], &b = list[least];
            const bool lower
                = byBasis ? (a.basis < b.basis || (a.basis == b.basis && a.value < b.value)) : a.value < b.value;
            if (lower)
                least = i;
        }
        qsizetype vur = -1;
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (list[i].vur && (vur < 0 || list[i].value < list[vur].value))
                vur = i;
        }
        list.removeAt(vur >= 0 && list[vur].value >= list[least].value ? vur : least);
    }
    if (median) {
        for (int n = 0; n < cut && list.size() > 1; ++n) {
            const auto most
                = std::max_element(list.begin(), list.end(),
                                   [](const Contribution &a, const Contribution &b) { return a.value < b.value; });
            list.erase(most);
        }
    }
    double total = 0;
    for (const Contribution &c : std::as_const(list))
        total += c.value;
    return total;
}

double buchholzLike(const Field &f, int player, const TieBreak &t)
{
    const bool sb = t.kind == TieBreak::Kind::SonnebornBerger;
    QList<Contribution> list;
    for (const RoundOutcome &o : f.outcomes.value(player)) {
        if (o.kind == Kind::Pending)
            continue;
        Contribution c;
        c.basis = o.played() ? f.adjusted.value(o.opponent) : f.dummy(player, o);
        c.vur = o.voluntarilyUnplayed();
        c.value = sb ? c.basis * (f.win() > 0 ? o.points / f.win() : 0) : c.basis;
        list.append(c);
    }
    return cutSum(list, t.cutLowest, t.median, sb);
}

// The mean rating of the rated opponents met over the board, 0.5 rounded up (Art. 10.1); Cut-1 leaves
// out the lowest-rated one.
double averageRating(const Field &f, int player, const TieBreak &t)
{
    QList<int> ratings;
    for (const RoundOutcome &o : f.outcomes.value(player)) {
        if (o.played() && f.rating.value(o.opponent) > 0)
            ratings.append(f.rating.value(o.opponent));
    }
    std::sort(ratings.begin(), ratings.end());
    ratings = ratings.mid(std::min<qsizetype>(t.cutLowest, std::max<qsizetype>(ratings.size() - 1, 0)));
    if (ratings.isEmpty())
        return 0;
    double sum = 0;
    for (int r : std::as_const(ratings))
        sum += r;
    return std::floor(sum / double(ratings.size()) + 0.5);
}

double ownCount(const Field &f, int player, const TieBreak &t)
{
    double n = 0;
    const QList<RoundOutcome> rounds = f.outcomes.value(player);
    double running = 0;
    for (int i = 0; i < rounds.size(); ++i) {
        const RoundOutcome &o = rounds[i];
        const bool black = o.played() && o.colour == RoundOutcome::Colour::Black;
        switch (t.kind) {
        case TieBreak::Kind::Wins: n += o.kind != Kind::Pending && o.points > 0 && o.points >= f.win(); break;
        case TieBreak::Kind::WonGames: n += o.kind == Kind::Win; break;
        case TieBreak::Kind::BlackGames: n += black; break;
        case TieBreak::Kind::BlackWins: n += black && o.kind == Kind::Win; break;
        case TieBreak::Kind::Progressive:
            running += o.points;
            if (i >= t.cutLowest)
                n += running;
            break;
        default: break;
        }
    }
    return n;
}

// The games among a group (Art. 6): each player's points against the others over the board (a forfeit
// is not counted, 6.1.1; repeated meetings count as their average, 6.1.2), and who met whom.
struct MiniTable
{
    QHash<int, double> points;
    QHash<int, int> missing; // how many of the others the player has not met
    bool allMet = true;
};

MiniTable miniTable(const Field &f, const QList<int> &group)
{
    MiniTable t;
    const QSet<int> members(group.cbegin(), group.cend());
    for (int p : group) {
        QHash<int, QPair<double, int>> against; // opponent → (points, games)
        for (const RoundOutcome &o : f.outcomes.value(p)) {
            if (o.played() && o.opponent != p && members.contains(o.opponent)) {
                against[o.opponent].first += o.points;
                ++against[o.opponent].second;
            }
        }
        double total = 0;
        for (auto it = against.cbegin(); it != against.cend(); ++it)
            total += it->first / it->second;
        t.points.insert(p, total);
        t.missing.insert(p, int(group.size()) - 1 - int(against.size()));
        t.allMet = t.allMet && against.size() == group.size() - 1;
    }
    return t;
}

// Direct encounter as a group stage: the tied group in tiers, best first, players in one tier still
// tied. When all met, by the points among them, a subgroup still tied settled among itself (6.2);
// when not, a player goes first only if no one could reach him whatever the missing games (6.3), and
// so on with the rest.
QList<QList<int>> encounterTiers(const Field &f, const QList<int> &group)
{
    if (group.size() < 2)
        return {group};
    const MiniTable t = miniTable(f, group);
    if (t.allMet) {
        QList<int> order = group;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return t.points[a] > t.points[b]; });
        QList<QList<int>> tiers;
        for (qsizetype i = 0; i < order.size();) {
            qsizetype j = i + 1;
            while (j < order.size() && t.points[order[j]] == t.points[order[i]])
                ++j;
            const QList<int> same = order.mid(i, j - i);
            if (same.size() > 1 && same.size() < group.size())
                tiers += encounterTiers(f, same);
            else
                tiers.append(same);
            i = j;
        }
        return tiers;
    }
    for (int p : group) {
        bool ahead = true;
        for (int q : group) {
            if (q != p && t.points[p] <= t.points[q] + t.missing[q] * f.win())
                ahead = false;
        }
        if (ahead) {
            QList<int> rest = group;
            rest.removeOne(p);
            return QList<QList<int>>{{p}} + encounterTiers(f, rest);
        }
    }
    return {group};
}

} // namespace

QList<StandingsRow> Standings::compute(const Input &input)
{
    const int rounds = input.afterRound > 0 ? input.afterRound : lastRound(input.pairings);
    Field f{input, rounds, outcomes(input, rounds), {}, {}, {}};
    for (const event::PlayerRecord &p : input.players) {
        const QList<RoundOutcome> own = f.outcomes.value(p.id);
        double s = 0;
        for (const RoundOutcome &o : own)
            s += o.points;
        f.score.insert(p.id, s);
        f.adjusted.insert(p.id, adjustedScore(own, f.draw()));
        f.rating.insert(p.id, p.rating);
    }

    // Rows with their sort keys: points, then each tie-break (DE's key is its tier, set per group below).
    struct Keyed
    {
        StandingsRow row;
        QList<double> keys;
    };
    QList<Keyed> rows;
    for (const event::PlayerRecord &p : input.players) {
        Keyed k;
        StandingsRow &row = k.row;
        row.player = p.id;
        row.rounds = f.outcomes.value(p.id);
        row.points = f.score.value(p.id);
        for (const ScoreAdjustment &a : input.adjustments) {
            if (a.player == p.id && a.round <= rounds)
                row.points += a.points;
        }
        double fromResults = 0;
        for (const RoundOutcome &o : std::as_const(row.rounds)) {
            row.gamesPlayed += o.played();
            row.pending += o.kind == Kind::Pending;
            fromResults += o.points;
        }
        row.adjustment = row.points - fromResults;
        for (const TieBreak &t : input.tieBreaks) {
            switch (t.kind) {
            case TieBreak::Kind::Buchholz:
            case TieBreak::Kind::SonnebornBerger: row.tieBreaks.append(buchholzLike(f, p.id, t)); break;
            case TieBreak::Kind::AverageRatingOfOpponents: row.tieBreaks.append(averageRating(f, p.id, t)); break;
            case TieBreak::Kind::DirectEncounter: row.tieBreaks.append(0); break;
            default: row.tieBreaks.append(ownCount(f, p.id, t)); break;
            }
        }
        k.keys = row.tieBreaks;
        rows.append(k);
    }

    std::sort(rows.begin(), rows.end(), [](const Keyed &a, const Keyed &b) {
        return a.row.points != b.row.points ? a.row.points > b.row.points : a.row.player < b.row.player;
    });
    auto tiedUpTo = [](const Keyed &a, const Keyed &b, qsizetype k) {
        if (a.row.points != b.row.points)
            return false;
        for (qsizetype i = 0; i < k; ++i) {
            if (a.keys[i] != b.keys[i])
                return false;
        }
        return true;
    };
    for (qsizetype k = 0; k < input.tieBreaks.size(); ++k) {
        for (qsizetype start = 0; start < rows.size();) {
            qsizetype end = start + 1;
            while (end < rows.size() && tiedUpTo(rows[start], rows[end], k))
                ++end;
            if (input.tieBreaks[k].kind == TieBreak::Kind::DirectEncounter) {
                QList<int> group;
                for (qsizetype i = start; i < end; ++i)
                    group.append(rows[i].row.player);
                const MiniTable table = miniTable(f, group);
                const QList<QList<int>> tiers = encounterTiers(f, group);
                for (qsizetype i = start; i < end; ++i) {
                    Keyed &r = rows[i];
                    r.row.tieBreaks[k] = group.size() > 1 ? table.points.value(r.row.player) : 0;
                    for (qsizetype tier = 0; tier < tiers.size(); ++tier) {
                        if (tiers[tier].contains(r.row.player))
                            r.keys[k] = -double(tier);
                    }
                }
            }
            std::stable_sort(rows.begin() + start, rows.begin() + end,
                             [k](const Keyed &a, const Keyed &b) { return a.keys[k] > b.keys[k]; });
            start = end;
        }
    }
    QList<StandingsRow> out;
    out.reserve(rows.size());
    const qsizetype all = input.tieBreaks.size();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        rows[i].row.rank = i > 0 && tiedUpTo(rows[i - 1], rows[i], all) ? out.last().rank : int(i) + 1;
        out.append(rows[i].row);
    }
    return out;
}

} // namespace arbiter::standings
