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
    switch (kind) {
    case Kind::ForfeitLoss:
    case Kind::HalfBye:
    case Kind::ZeroBye:
    case Kind::FullBye:
    case Kind::NotPlayed:
    case Kind::Absent: return true;
    default: return false;
    }
}

QChar RoundOutcome::trfCode() const
{
    switch (kind) {
    case Kind::Win: return u'1';
    case Kind::Draw: return u'=';
    case Kind::Loss: return u'0';
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
    auto put = [&](int player, int round, Kind kind, int opponent, RoundOutcome::Colour colour) {
        auto it = table.find(player);
        if (it == table.end() || round < 1 || round > rounds)
            return;
        RoundOutcome &o = (*it)[round - 1];
        o.kind = kind;
        o.opponent = table.contains(opponent) ? opponent : 0;
        o.colour = colour;
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
            put(g.whiteId, g.round, kind, 0, C::None);
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
        // A game not played has no colours for the tie-breaks (BPG counts games played with Black).
        const bool colours = g.coloursKnown && (white == Kind::Win || white == Kind::Draw || white == Kind::Loss
                                                || white == Kind::Pending);
        put(g.whiteId, g.round, white, g.blackId, colours ? C::White : C::None);
        put(g.blackId, g.round, black, g.whiteId, colours ? C::Black : C::None);
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
    QHash<int, double> score; // from the results alone (tie-breaks never see adjustments)
    QHash<int, int> rating;

    // An opponent's score as the opponent-based tie-breaks take it (Art. 16.3): the voluntarily unplayed
    // rounds of the opponent count as draws.
    double scoreForOpponents(int player) const
    {
        double s = 0;
        for (const RoundOutcome &o : outcomes.value(player))
            s += o.voluntarilyUnplayed() ? input.pointSystem.draw : o.points;
        return s;
    }

    // The score of the dummy opponent an unplayed round is taken as played against (Art. 16.4): the
    // player's own score.
    double dummyScore(int player) const { return score.value(player); }
};

double sumCut(QList<double> values, QList<bool> cutFirst, int cut, bool median)
{
    // Cut modifiers leave out the lowest contributions, the voluntarily unplayed rounds first (Art. 16.5).
    QList<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (cutFirst[a] != cutFirst[b])
            return bool(cutFirst[a]);
        return values[a] < values[b];
    });
    double total = 0;
    int from = std::min<int>(cut, order.size());
    int to = order.size();
    if (median) {
        QList<int> high = order.mid(from);
        std::sort(high.begin(), high.end(), [&](int a, int b) { return values[a] > values[b]; });
        high = high.mid(std::min<int>(cut, high.size()));
        for (int i : high)
            total += values[i];
        return total;
    }
    for (int i = from; i < to; ++i)
        total += values[order[i]];
    return total;
}

double buchholzLike(const Field &f, int player, const TieBreak &t)
{
    QList<double> values;
    QList<bool> unplayed;
    for (const RoundOutcome &o : f.outcomes.value(player)) {
        if (o.kind == Kind::Pending)
            continue;
        const bool overBoard = o.played();
        const double opp = overBoard ? f.scoreForOpponents(o.opponent) : f.dummyScore(player);
        double v = opp;
        if (t.kind == TieBreak::Kind::SonnebornBerger) {
            const double share = f.input.pointSystem.win > 0 ? o.points / f.input.pointSystem.win : 0;
            v = opp * share;
        }
        values.append(v);
        unplayed.append(o.voluntarilyUnplayed());
    }
    return sumCut(values, unplayed, t.cutLowest, t.median);
}

double averageRating(const Field &f, int player, const TieBreak &t)
{
    QList<double> ratings;
    for (const RoundOutcome &o : f.outcomes.value(player)) {
        if (o.played() && f.rating.value(o.opponent) > 0)
            ratings.append(f.rating.value(o.opponent));
    }
    std::sort(ratings.begin(), ratings.end());
    const int cut = std::min<int>(t.cutLowest, ratings.size());
    ratings = ratings.mid(cut);
    if (ratings.isEmpty())
        return 0;
    double sum = 0;
    for (double r : ratings)
        sum += r;
    return std::round(sum / ratings.size());
}

double ownCount(const Field &f, int player, const TieBreak &t)
{
    double n = 0;
    const QList<RoundOutcome> rounds = f.outcomes.value(player);
    double running = 0;
    for (int i = 0; i < rounds.size(); ++i) {
        const RoundOutcome &o = rounds[i];
        switch (t.kind) {
        case TieBreak::Kind::Wins:
            n += o.points > 0 && o.points == f.input.pointSystem.win
                && (o.kind == Kind::Win || o.kind == Kind::ForfeitWin || o.kind == Kind::FullBye
                    || o.kind == Kind::PairingBye);
            break;
        case TieBreak::Kind::WonGames: n += o.kind == Kind::Win; break;
        case TieBreak::Kind::BlackGames: n += o.played() && o.colour == RoundOutcome::Colour::Black; break;
        case TieBreak::Kind::BlackWins: n += o.kind == Kind::Win && o.colour == RoundOutcome::Colour::Black; break;
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

// Direct encounter among a group tied on points and every earlier tie-break: the points each scored in
// the games among them, when every pair met (Art. 6); otherwise 0 for all (the tie-break does not
// separate them).
QHash<int, double> directEncounter(const Field &f, const QList<int> &group)
{
    QHash<int, double> result;
    for (int p : group)
        result.insert(p, 0);
    if (group.size() < 2)
        return result;
    QSet<std::pair<int, int>> met;
    for (int p : group) {
        for (const RoundOutcome &o : f.outcomes.value(p)) {
            if (!result.contains(o.opponent) || o.kind == Kind::Pending || o.kind == Kind::NotPlayed)
                continue;
            met.insert({std::min(p, o.opponent), std::max(p, o.opponent)});
            result[p] += o.points;
        }
    }
    const qsizetype pairs = group.size() * (group.size() - 1) / 2;
    if (met.size() < pairs) {
        for (auto it = result.begin(); it != result.end(); ++it)
            *it = 0;
    }
    return result;
}

} // namespace

QList<StandingsRow> Standings::compute(const Input &input)
{
    const int rounds = input.afterRound > 0 ? input.afterRound : lastRound(input.pairings);
    Field f{input, rounds, outcomes(input, rounds), {}, {}};
    for (const event::PlayerRecord &p : input.players) {
        double s = 0;
        for (const RoundOutcome &o : f.outcomes.value(p.id))
            s += o.points;
        f.score.insert(p.id, s);
        f.rating.insert(p.id, p.rating);
    }

    QList<StandingsRow> rows;
    for (const event::PlayerRecord &p : input.players) {
        StandingsRow row;
        row.player = p.id;
        row.rounds = f.outcomes.value(p.id);
        row.points = f.score.value(p.id);
        for (const ScoreAdjustment &a : input.adjustments) {
            if (a.player == p.id && a.round <= rounds)
                row.points += a.points;
        }
        for (const RoundOutcome &o : std::as_const(row.rounds)) {
            row.gamesPlayed += o.played();
            row.pending += o.kind == Kind::Pending;
        }
        for (const TieBreak &t : input.tieBreaks) {
            switch (t.kind) {
            case TieBreak::Kind::Buchholz:
            case TieBreak::Kind::SonnebornBerger: row.tieBreaks.append(buchholzLike(f, p.id, t)); break;
            case TieBreak::Kind::AverageRatingOfOpponents: row.tieBreaks.append(averageRating(f, p.id, t)); break;
            case TieBreak::Kind::DirectEncounter: row.tieBreaks.append(0); break; // per tied group, below
            default: row.tieBreaks.append(ownCount(f, p.id, t)); break;
            }
        }
        rows.append(row);
    }

    // Rank by points, then each tie-break in order; direct encounter is computed for the group still
    // tied when its turn comes.
    std::sort(rows.begin(), rows.end(), [](const StandingsRow &a, const StandingsRow &b) {
        return a.points != b.points ? a.points > b.points : a.player < b.player;
    });
    auto tiedUpTo = [](const StandingsRow &a, const StandingsRow &b, int k) {
        if (a.points != b.points)
            return false;
        for (int i = 0; i < k; ++i) {
            if (a.tieBreaks[i] != b.tieBreaks[i])
                return false;
        }
        return true;
    };
    for (int k = 0; k < input.tieBreaks.size(); ++k) {
        // Groups tied before tie-break k, each sorted by it.
        for (qsizetype start = 0; start < rows.size();) {
            qsizetype end = start + 1;
            while (end < rows.size() && tiedUpTo(rows[start], rows[end], k))
                ++end;
            if (input.tieBreaks[k].kind == TieBreak::Kind::DirectEncounter) {
                QList<int> group;
                for (qsizetype i = start; i < end; ++i)
                    group.append(rows[i].player);
                const QHash<int, double> de = directEncounter(f, group);
                for (qsizetype i = start; i < end; ++i)
                    rows[i].tieBreaks[k] = de.value(rows[i].player);
            }
            std::stable_sort(rows.begin() + start, rows.begin() + end,
                             [k](const StandingsRow &a, const StandingsRow &b) { return a.tieBreaks[k] > b.tieBreaks[k]; });
            start = end;
        }
    }
    const int all = int(input.tieBreaks.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        rows[i].rank = i > 0 && tiedUpTo(rows[i - 1], rows[i], all) ? rows[i - 1].rank : int(i) + 1;
    return rows;
}

} // namespace arbiter::standings
