#include "core/report/eventpgn.h"

#include "core/chess/pgnreader.h"
#include "core/chess/pgnwriter.h"
#include "core/rulings/rulingbook.h"
#include "core/rulings/rulingtext.h"

#include <QBuffer>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

namespace arbiter::report {

namespace {

using event::PairingRecord;
using R = PairingRecord::Result;
using rulings::Kind;

// The time each ply arrived, from the game's record.
QList<std::int64_t> plyTimes(const QByteArray &record)
{
    QList<std::int64_t> times;
    const QJsonArray moves = QJsonDocument::fromJson(record).object().value(QLatin1String("moves")).toArray();
    for (const QJsonValue &m : moves)
        times << m.toObject().value(QLatin1String("received_utc_ms")).toInteger();
    return times;
}

QString resultTag(R result)
{
    switch (result) {
    case R::WhiteWins:
    case R::WhiteWinsForfeit: return QStringLiteral("1-0");
    case R::BlackWins:
    case R::BlackWinsForfeit: return QStringLiteral("0-1");
    case R::Draw: return QStringLiteral("1/2-1/2");
    default: return QStringLiteral("*");
    }
}

void appendComment(std::string &to, const QString &text)
{
    if (!to.empty())
        to += ' ';
    to += text.toStdString();
}

} // namespace

QByteArray EventPgn::write(const EventResults::Record &event, int round)
{
    QHash<QString, const storage::StoredGame *> games; // the last start of each game
    for (const storage::StoredGame &g : event.games) {
        const storage::StoredGame *&seen = games[g.gameId];
        if (!seen || seen->attempt < g.attempt)
            seen = &g;
    }
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : event.standings.players)
        players.insert(p.id, &p);
    const rulings::RulingBook book(event.log);
    QHash<std::int64_t, QString> gameOf; // entry → its game, for follow-ups that name only the entry
    for (const rulings::Ruling &r : event.log)
        gameOf.insert(r.seq, r.gameId.isEmpty() && r.ref > 0 ? gameOf.value(r.ref) : r.gameId);
    QHash<QString, QList<const rulings::Ruling *>> onGame;
    for (const rulings::Ruling &r : event.log) {
        if (!rulings::Ruling::isZoneRecord(r.kind) && !gameOf.value(r.seq).isEmpty())
            onGame[gameOf.value(r.seq)].append(&r);
    }
    QHash<QString, QList<Kind>> inForce;
    for (const rulings::Ruling &r : book.inForce())
        inForce[r.gameId].append(r.kind);

    QList<PairingRecord> pairings = event.standings.pairings;
    std::stable_sort(pairings.begin(), pairings.end(), [](const PairingRecord &a, const PairingRecord &b) {
        return a.round != b.round ? a.round < b.round : a.board < b.board;
    });
    QByteArray out;
    for (const PairingRecord &p : std::as_const(pairings)) {
        if ((round > 0 && p.round != round) || p.zoneGameId.isEmpty() || p.isBye())
            continue;
        const storage::StoredGame *stored = games.value(p.zoneGameId);
        if (!stored)
            continue;
        chess::PgnGame game;
        if (!stored->pgn.isEmpty()) {
            QBuffer buffer;
            buffer.setData(stored->pgn);
            buffer.open(QIODevice::ReadOnly);
            chess::PgnReader reader(&buffer);
            if (!reader.readGame(game))
                game.clear();
        }
        const event::PlayerRecord *white = players.value(p.whiteId), *black = players.value(p.blackId);
        game.setTag(QStringLiteral("Event"), event.info.name);
        game.setTag(QStringLiteral("Site"), event.values.value(QStringLiteral("place"), QStringLiteral("Online")));
        if (stored->updatedUtcMs > 0)
            game.setTag(QStringLiteral("Date"),
                        QDateTime::fromMSecsSinceEpoch(stored->updatedUtcMs, QTimeZone::utc())
                            .date()
                            .toString(QStringLiteral("yyyy.MM.dd")));
        game.setTag(QStringLiteral("Round"), QString::number(p.round));
        game.setTag(QStringLiteral("Board"), QString::number(p.board));
        game.setTag(QStringLiteral("White"), white ? white->name : p.white);
        game.setTag(QStringLiteral("Black"), black ? black->name : p.black);
        for (const auto &[side, player] : {std::pair{"White", white}, std::pair{"Black", black}}) {
            if (!player)
                continue;
            if (!player->fideId.isEmpty())
                game.setTag(QLatin1String(side) + QStringLiteral("FideId"), player->fideId);
            if (player->rating > 0)
                game.setTag(QLatin1String(side) + QStringLiteral("Elo"), QString::number(player->rating));
            if (!player->title.isEmpty())
                game.setTag(QLatin1String(side) + QStringLiteral("Title"), player->title);
        }

        // The rulings, each at the ply it was made after.
        const QList<std::int64_t> times = plyTimes(stored->record);
        for (const rulings::Ruling *r : onGame.value(p.zoneGameId)) {
            qsizetype ply = 0;
            while (ply < times.size() && ply < qsizetype(game.plies().size()) && times[ply] <= r->utcMs)
                ++ply;
            QString text = rulings::RulingText::describe(*r);
            if (const QString article = rulings::RulingText::articleText(r->article); !article.isEmpty())
                text = article + QStringLiteral(": ") + text;
            //: In a PGN comment: a ruling and who made it; %1: the ruling; %2: the arbiter's name
            text = tr("%1, by %2").arg(text, r->issuer);
            if (ply == 0)
                appendComment(game.leadingComment(), text);
            else
                appendComment(game.plies()[std::size_t(ply - 1)].comment, text);
        }

        // The result after rulings, and how the game ended.
        QString result = resultTag(p.result);
        double whiteAdjust = 0, blackAdjust = 0;
        for (const standings::ScoreAdjustment &a : event.standings.adjustments) {
            if (a.round == p.round && a.player == p.whiteId)
                whiteAdjust += a.points;
            if (a.round == p.round && a.player == p.blackId)
                blackAdjust += a.points;
        }
        QString scoreNote;
        if (p.result == R::DoubleForfeit) {
            scoreNote = QStringLiteral("0-0");
        } else if (whiteAdjust != 0 || blackAdjust != 0) {
            const double w = (p.result == R::WhiteWins ? 1 : p.result == R::Draw ? 0.5 : 0) + whiteAdjust;
            const double b = (p.result == R::BlackWins ? 1 : p.result == R::Draw ? 0.5 : 0) + blackAdjust;
            scoreNote = QStringLiteral("%1-%2").arg(w).arg(b);
        }
        if (!scoreNote.isEmpty()) {
            result = QStringLiteral("*");
            //: In a PGN comment: the score PGN's Result tag cannot hold, e.g. 0-0.5
            appendComment(game.plies().empty() ? game.leadingComment() : game.plies().back().comment,
                          tr("Result after rulings: %1").arg(scoreNote));
        }
        game.setTag(QStringLiteral("Result"), result);
        game.setResult(result.toStdString());
        const QList<Kind> kinds = inForce.value(p.zoneGameId);
        auto any = [&kinds](std::initializer_list<Kind> wanted) {
            return std::any_of(kinds.cbegin(), kinds.cend(), [&wanted](Kind k) {
                return std::find(wanted.begin(), wanted.end(), k) != wanted.end();
            });
        };
        QString termination = QStringLiteral("Normal");
        if (p.result == R::None)
            termination = QStringLiteral("Unterminated");
        else if (any({Kind::Forfeit, Kind::Disconnection, Kind::Exclusion}))
            termination = QStringLiteral("Abandoned");
        else if (any({Kind::Loss, Kind::ScoreRaise, Kind::ScoreReduce, Kind::Expulsion}))
            termination = QStringLiteral("Rules infraction");
        else if (stored->status == QLatin1String("outoftime") || stored->status == QLatin1String("timeout"))
            termination = QStringLiteral("Time forfeit");
        game.setTag(QStringLiteral("Termination"), termination);
        if (auto pgn = chess::PgnWriter::toPgn(game))
            out += pgn.value() + '\n';
    }
    return out;
}

} // namespace arbiter::report
