#include "core/report/eventresults.h"

#include "core/rulings/resultbook.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/scorerules.h"
#include "core/storage/eventstore.h"

#include <QDateTime>
#include <QHash>
#include <QTimeZone>

namespace arbiter::report {

namespace {

using event::PairingRecord;
using R = PairingRecord::Result;

// The result a pair of scores in half points is, when it is one a pairing can hold.
std::optional<R> resultOf(int white, int black, bool forfeit)
{
    if (white == 2 && black == 0)
        return forfeit ? R::WhiteWinsForfeit : R::WhiteWins;
    if (white == 0 && black == 2)
        return forfeit ? R::BlackWinsForfeit : R::BlackWins;
    if (white == 1 && black == 1 && !forfeit)
        return R::Draw;
    if (white == 0 && black == 0)
        return R::DoubleForfeit;
    return std::nullopt;
}

std::pair<int, int> halvesOf(R result)
{
    switch (result) {
    case R::WhiteWins:
    case R::WhiteWinsForfeit: return {2, 0};
    case R::BlackWins:
    case R::BlackWinsForfeit: return {0, 2};
    case R::Draw: return {1, 1};
    default: return {0, 0};
    }
}

} // namespace

EventResults::Combined EventResults::combine(const event::EventData &event, const QList<storage::StoredGame> &games,
                                             const rulings::RulingBook &book)
{
    // The last attempt of each game is its result.
    QHash<QString, const storage::StoredGame *> byId;
    for (const storage::StoredGame &g : games) {
        const storage::StoredGame *&seen = byId[g.gameId];
        if (!seen || seen->attempt < g.attempt)
            seen = &g;
    }
    QHash<std::int64_t, rulings::Kind> kindOf;
    for (const rulings::Ruling &r : book.inForce())
        kindOf.insert(r.seq, r.kind);

    Combined out;
    QList<rulings::GameResult> linked;
    QList<qsizetype> at;
    out.pairings = event.pairings;
    for (qsizetype i = 0; i < out.pairings.size(); ++i) {
        const PairingRecord &p = out.pairings[i];
        if (p.isBye() || p.zoneGameId.isEmpty())
            continue;
        rulings::GameResult g;
        g.gameId = p.zoneGameId;
        g.round = p.round;
        g.board = p.board;
        g.whitePlayer = p.white;
        g.blackPlayer = p.black;
        g.whiteRef.no = p.whiteId;
        g.blackRef.no = p.blackId;
        if (const storage::StoredGame *s = byId.value(p.zoneGameId)) {
            if (const auto score = rulings::ScoreRules::fromPgnResult(s->result))
                std::tie(g.zoneWhite, g.zoneBlack) = *score;
            if (s->updatedUtcMs > 0) {
                const QDate day = QDateTime::fromMSecsSinceEpoch(s->updatedUtcMs, QTimeZone::utc()).date();
                QDate &first = out.roundDates[p.round];
                if (!first.isValid() || day < first)
                    first = day;
            }
        }
        if (g.zoneWhite < 0 && p.result != R::None) {
            // A result the pairing program or an arbiter entered, when the zone has none.
            std::tie(g.zoneWhite, g.zoneBlack) = halvesOf(p.result);
        }
        linked.append(g);
        at.append(i);
    }
    const QList<rulings::GameResult> results = rulings::ResultBook::results(linked, book);
    for (qsizetype k = 0; k < results.size(); ++k) {
        const rulings::GameResult &g = results[k];
        PairingRecord &p = out.pairings[at[k]];
        bool forfeit = false, decided = g.zoneWhite >= 0;
        for (const std::int64_t seq : g.rulings) {
            const rulings::Kind kind = kindOf.value(seq, rulings::Kind::Warning);
            forfeit = forfeit || kind == rulings::Kind::Forfeit || kind == rulings::Kind::Exclusion;
            // A reduction on a game still being played is only a cap on the result to come.
            decided = decided || kind != rulings::Kind::ScoreReduce;
        }
        if (!decided || (g.white < 0 && g.black < 0))
            continue; // still being played
        const int white = std::max(g.white, 0), black = std::max(g.black, 0);
        // A game over before both had moved scores, but is not rated (TRF W, D, L).
        const storage::StoredGame *s = byId.value(g.gameId);
        p.shortGame = !forfeit && s && s->plies < 2 && g.zoneWhite >= 0;
        if (const auto r = resultOf(white, black, forfeit)) {
            p.result = *r;
            continue;
        }
        // ½–0, 0–½ after a reduction: the game's result stands, the difference is an adjustment.
        const auto base = resultOf(std::max(g.zoneWhite, 0), std::max(g.zoneBlack, 0), false);
        p.result = base.value_or(white > black ? R::WhiteWins : R::BlackWins);
        const auto [baseWhite, baseBlack] = halvesOf(p.result);
        if (white != baseWhite)
            out.adjustments.append({p.whiteId, p.round, (white - baseWhite) / 2.0, tr("Art. 10.9.5")});
        if (black != baseBlack)
            out.adjustments.append({p.blackId, p.round, (black - baseBlack) / 2.0, tr("Art. 10.9.5")});
    }
    return out;
}

Result<EventResults::Record> EventResults::load(storage::EventStore &store, std::int64_t eventId, bool gameBodies)
{
    auto event = store.loadEvent(eventId);
    if (!event)
        return event.error();
    auto games = store.gameRecords(eventId, gameBodies);
    if (!games)
        return games.error();
    rulings::SqlRulingLog log(store.database());
    auto rows = log.read(eventId);
    if (!rows)
        return rows.error();
    auto values = store.eventValues(eventId);
    if (!values)
        return values.error();
    Record record;
    record.info = event->info;
    record.values = values.value();
    record.log = rows.value();
    record.games = games.value();
    // Players the zone paired without the event knowing them (an event without an imported list: the
    // zone's names) become players of the event for its standings, numbered after the known ones.
    event::EventData data = event.value();
    int next = 0;
    QHash<QString, int> byName;
    for (const event::PlayerRecord &p : std::as_const(data.players)) {
        next = std::max(next, p.id);
        byName.insert(p.name, p.id);
    }
    for (event::PairingRecord &p : data.pairings) {
        for (auto [id, name] : {std::pair{&p.whiteId, &p.white}, std::pair{&p.blackId, &p.black}}) {
            if (*id != 0 || name->isEmpty())
                continue;
            if (!byName.contains(*name)) {
                event::PlayerRecord player;
                player.id = ++next;
                player.name = *name;
                data.players.append(player);
                byName.insert(*name, player.id);
            }
            *id = byName.value(*name);
        }
    }
    // Rows of the log that name a player the event numbers only here (the zone's names) are theirs.
    for (rulings::Ruling &r : record.log)
        for (auto [ref, name] : {std::pair{&r.playerRef, &r.player}, std::pair{&r.opponentRef, &r.opponent}})
            if (ref->no == 0 && byName.contains(*name))
                *ref = {byName.value(*name), {}, ref->account, true};
    const Combined combined = combine(data, record.games, rulings::RulingBook(record.log));
    record.roundDates = combined.roundDates;
    standings::Standings::Input &input = record.standings;
    input.players = data.players;
    input.pairings = combined.pairings;
    input.adjustments = combined.adjustments;
    input.plannedRounds = event->info.rounds;
    input.tieBreaks = standings::TieBreak::swissDefault();
    input.rules
        = standings::tieBreakRulesOn(QDateTime::fromMSecsSinceEpoch(event->info.createdUtcMs, QTimeZone::utc()).date());
    if (const QString list = record.values.value(QLatin1String(TieBreaksKey)); !list.isEmpty()) {
        auto parsed = standings::TieBreak::parseList(list);
        if (!parsed)
            return parsed.error();
        input.tieBreaks = parsed.value();
    }
    if (const QDate start = QDate::fromString(record.values.value(QStringLiteral("start-date")), Qt::ISODate);
        start.isValid())
        input.rules = standings::tieBreakRulesOn(start);
    if (const auto rules = standings::tieBreakRulesFromName(record.values.value(QLatin1String(TieBreakRulesKey))))
        input.rules = *rules;
    // Expelled players (Art. 10.9.9): by their number, else by the game the expulsion was made in.
    QHash<QString, const event::PairingRecord *> pairingOf;
    for (const event::PairingRecord &p : std::as_const(data.pairings)) {
        if (!p.zoneGameId.isEmpty())
            pairingOf.insert(p.zoneGameId, &p);
    }
    for (const rulings::Ruling &r : rulings::RulingBook(record.log).inForce()) {
        if (r.kind != rulings::Kind::Expulsion)
            continue;
        const event::PairingRecord *p = pairingOf.value(r.gameId);
        int id = r.playerRef.no > 0 ? r.playerRef.no
            : p && r.side           ? (*r.side == chess::White ? p->whiteId : p->blackId)
                                    : 0;
        if (id > 0)
            input.expelled.insert(id);
    }
    input.expelledPointsToOpponents
        = record.values.value(QLatin1String(ExpelledPointsKey)) == QLatin1String("to-opponents");
    return record;
}

} // namespace arbiter::report
