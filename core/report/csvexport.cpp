#include "core/report/csvexport.h"

#include "core/report/tables.h"
#include "core/standings/standings.h"

#include <QHash>

namespace arbiter::report {

namespace {

using event::PairingRecord;
using R = PairingRecord::Result;

using Table = CsvTable;

// The result in words a spreadsheet keeps as text, with each side's points (-1: none).
struct Scored
{
    QString text;
    double white = -1;
    double black = -1;
};

Scored scored(const PairingRecord &p)
{
    switch (p.result) {
    case R::None: return {};
    case R::WhiteWins: return {QStringLiteral("1-0"), 1, 0};
    case R::Draw: return {QStringLiteral("1/2-1/2"), 0.5, 0.5};
    case R::BlackWins: return {QStringLiteral("0-1"), 0, 1};
    case R::WhiteWinsForfeit: return {QStringLiteral("1-0 forfeit"), 1, 0};
    case R::BlackWinsForfeit: return {QStringLiteral("0-1 forfeit"), 0, 1};
    case R::DoubleForfeit: return {QStringLiteral("0-0 forfeit"), 0, 0};
    case R::FullPointBye: return {QStringLiteral("bye full point"), 1};
    case R::HalfPointBye: return {QStringLiteral("bye half point"), 0.5};
    case R::ZeroPointBye: return {QStringLiteral("bye zero point"), 0};
    case R::PairingAllocatedBye: return {QStringLiteral("bye pairing-allocated"), 1};
    case R::NotPlayed: return {QStringLiteral("not played"), 0, 0};
    }
    return {};
}

int roundsOf(const EventResults::Record &event, int afterRound)
{
    return afterRound > 0 ? afterRound : standings::Standings::lastRound(event.standings.pairings);
}

} // namespace

QByteArray CsvExport::results(const EventResults::Record &event, int afterRound, QChar separator)
{
    const int rounds = roundsOf(event, afterRound);
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : event.standings.players)
        players.insert(p.id, &p);
    Table t(separator);
    t.row({QStringLiteral("round"), QStringLiteral("board"), QStringLiteral("white_no"), QStringLiteral("white"),
           QStringLiteral("white_fide_id"), QStringLiteral("black_no"), QStringLiteral("black"),
           QStringLiteral("black_fide_id"), QStringLiteral("result"), QStringLiteral("white_points"),
           QStringLiteral("black_points")});
    QList<PairingRecord> pairings = event.standings.pairings;
    std::stable_sort(pairings.begin(), pairings.end(), [](const PairingRecord &a, const PairingRecord &b) {
        return a.round != b.round ? a.round < b.round : (a.isBye() != b.isBye() ? b.isBye() : a.board < b.board);
    });
    for (const PairingRecord &p : std::as_const(pairings)) {
        if (p.round > rounds)
            continue;
        const event::PlayerRecord *w = players.value(p.whiteId), *b = players.value(p.blackId);
        Scored s = scored(p);
        const bool bye = p.isBye();
        // A score adjusted by a ruling (½–0 after a reduction): the points as they count.
        for (const standings::ScoreAdjustment &a : event.standings.adjustments) {
            if (a.round == p.round && a.player == p.whiteId && s.white >= 0)
                s.white += a.points;
            if (a.round == p.round && a.player == p.blackId && s.black >= 0)
                s.black += a.points;
        }
        t.row({QString::number(p.round), bye || p.board <= 0 ? QString() : QString::number(p.board),
               p.whiteId > 0 ? QString::number(p.whiteId) : QString(), w ? w->name : p.white, w ? w->fideId : QString(),
               !bye && p.blackId > 0 ? QString::number(p.blackId) : QString(),
               bye ? QString() : (b ? b->name : p.black), !bye && b ? b->fideId : QString(), s.text,
               s.white >= 0 ? t.number(s.white) : QString(), bye || s.black < 0 ? QString() : t.number(s.black)});
    }
    return t.bytes();
}

QByteArray CsvExport::standings(const EventResults::Record &event, int afterRound, QChar separator)
{
    standings::Standings::Input input = event.standings;
    input.afterRound = roundsOf(event, afterRound);
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : input.players)
        players.insert(p.id, &p);
    Table t(separator);
    QStringList head{QStringLiteral("rank"),       QStringLiteral("no"),      QStringLiteral("title"),
                     QStringLiteral("name"),       QStringLiteral("fide_id"), QStringLiteral("rating"),
                     QStringLiteral("federation"), QStringLiteral("points")};
    for (const standings::TieBreak &tb : input.tieBreaks)
        head << tb.acronym();
    head << QStringLiteral("games_played");
    t.row(head);
    for (const standings::StandingsRow &r : standings::Standings::compute(input)) {
        const event::PlayerRecord *p = players.value(r.player);
        QStringList cells{QString::number(r.rank),
                          QString::number(r.player),
                          p->title,
                          p->name,
                          p->fideId,
                          p->rating > 0 ? QString::number(p->rating) : QString(),
                          p->federation,
                          t.number(r.points)};
        for (double v : r.tieBreaks)
            cells << t.number(v);
        cells << QString::number(r.gamesPlayed);
        t.row(cells);
    }
    return t.bytes();
}

} // namespace arbiter::report
