#pragma once

#include "core/evidence/evidencestore.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/storage/eventstore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTimeZone>

#include <algorithm>

// An event as the console leaves it after its last round, written into a real store: players with
// FIDE IDs, a staff list, Swiss pairings of every round with byes, forfeits and a double forfeit, the
// zone's game records (PGN with clocks, disconnections and VCS absences), rulings of every kind the
// report shows (penalties, cards, a confirmed provisional penalty, appeals decided both ways, rulings
// the zone applied), incidents with reviews and held evidence. The report's tests and its benchmark
// make their events with it; the same seed gives the same event.
namespace arbiter::testing {

struct SampleEventSize
{
    int players = 12;
    int rounds = 3;
    int rulings = 20;
    quint32 seed = 25;
};

inline QList<event::StaffMember> sampleStaff()
{
    using Role = event::StaffMember::Role;
    return {{QStringLiteral("Petrova, Elena"), Role::ChiefArbiter, {}, QStringLiteral("24100001"), {}},
            {QStringLiteral("Sidorov, Oleg"), Role::DeputyChiefArbiter, {}, QStringLiteral("24100002"), {}},
            {QStringLiteral("Kim, Lee"), Role::Arbiter, {}, QStringLiteral("5000003"), {}},
            {QStringLiteral("Board, Appeals"), Role::AppealsCommittee, {}, {}, {}}};
}

// Writes the sample event into `store` (open, empty) and returns its id; nullopt with the reason on stderr.
inline std::optional<std::int64_t> writeSampleEvent(storage::EventStore &store, const SampleEventSize &size)
{
    auto fail = [](const QString &what) {
        qWarning("sample event: %s", qPrintable(what));
        return std::optional<std::int64_t>();
    };
    QRandomGenerator rng(size.seed);
    event::EventInfo info;
    info.name = QStringLiteral("Online Open 2026");
    info.rounds = size.rounds;
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("15 min + 10 s")).value();
    auto created = store.createEvent(info);
    if (!created)
        return fail(created.error().message);
    const std::int64_t eventId = created.value();
    store.setEventValue(eventId, QStringLiteral("staff"), QString::fromUtf8(event::StaffMember::toJson(sampleStaff())));
    store.setEventValue(eventId, QStringLiteral("start-date"), QStringLiteral("2026-12-01"));
    store.setEventValue(eventId, QStringLiteral("end-date"), QStringLiteral("2026-12-03"));
    store.setEventValue(eventId, QStringLiteral("place"), QStringLiteral("Online"));
    store.setEventValue(eventId, QStringLiteral("vcs-settings"),
                        QStringLiteral("{\"template\":\"rtsp://relay:8554/{player}/{feed}\"}"));

    static const char *const Last[] = {"Ivanov",   "Smith",  "Müller", "Petrov", "Garcia",   "Rossi", "Novak",
                                       "Kowalski", "Larsen", "Dubois", "Popova", "Nakamura", "Silva", "Jensen"};
    static const char *const First[] = {"Anna", "Pavel", "Jörg", "Maria", "Luis", "Elena", "Tomas", "Hans"};
    static const char *const Feds[] = {"RUS", "ENG", "GER", "ESP", "ITA", "NOR", "FRA", "POL"};
    QList<event::PlayerRecord> players;
    for (int i = 1; i <= size.players; ++i) {
        event::PlayerRecord p;
        p.id = i;
        p.name = QStringLiteral("%1, %2 %3")
                     .arg(QString::fromUtf8(Last[i % 14]), QString::fromUtf8(First[(i * 7) % 8]))
                     .arg(i);
        p.fideId = QString::number(24000000 + i * 13);
        p.rating = 2700 - i * (1200 / std::max(1, size.players));
        p.federation = QLatin1String(Feds[i % 8]);
        p.title = i <= size.players / 20 ? QStringLiteral("GM") : QString();
        players << p;
    }

    // Swiss rounds: the players by score, then rating; the top half against the bottom half of each
    // score group, the odd one out a pairing-allocated bye; now and then a requested half-point bye.
    QHash<int, double> score;
    QList<event::PairingRecord> pairings;
    QList<storage::StoredGame> games;
    const std::int64_t day0 = QDateTime(QDate(2026, 12, 1), QTime(15, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    using R = event::PairingRecord::Result;
    for (int round = 1; round <= size.rounds; ++round) {
        QList<int> order;
        for (const event::PlayerRecord &p : players)
            order << p.id;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score[a] > score[b]; });
        QList<int> byes;
        if (order.size() > 6 && round == 2)
            byes << order.takeAt(order.size() / 2); // a requested half-point bye
        if (order.size() % 2)
            byes << order.takeLast();
        const int half = int(order.size()) / 2;
        for (int b = 0; b < half; ++b) {
            event::PairingRecord g;
            g.round = round;
            g.board = b + 1;
            const bool swap = (b + round) % 2;
            g.whiteId = swap ? order[half + b] : order[b];
            g.blackId = swap ? order[b] : order[half + b];
            g.white = players[g.whiteId - 1].name;
            g.black = players[g.blackId - 1].name;
            g.zoneGameId = QStringLiteral("g%1b%2").arg(round).arg(b + 1, 3, 10, QLatin1Char('0'));
            const int roll = rng.bounded(100);
            QString result = roll < 40 ? QStringLiteral("1-0")
                : roll < 70            ? QStringLiteral("0-1")
                                       : QStringLiteral("1/2-1/2");
            const std::int64_t start = day0 + std::int64_t(round - 1) * 86'400'000 + b * 1000;
            storage::StoredGame s;
            s.gameId = g.zoneGameId;
            s.round = QString::number(round);
            s.board = g.board;
            s.white = g.white;
            s.black = g.black;
            s.result = result;
            s.status = result == QLatin1String("1/2-1/2") ? QStringLiteral("draw")
                : roll % 5 == 0                           ? QStringLiteral("outoftime")
                                                          : QStringLiteral("resign");
            // A short, legal game with clocks; its moves' arrival times for the rulings' plies.
            static const char *const Moves[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"};
            QByteArray pgn
                = "[Event \"Zone\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"" + result.toLatin1() + "\"]\n\n";
            QJsonArray moves;
            for (int ply = 0; ply < 10; ++ply) {
                if (ply % 2 == 0)
                    pgn += QByteArray::number(ply / 2 + 1) + ". ";
                pgn += QByteArray(Moves[ply]) + " {[%clk 0:14:" + QByteArray::number(50 - ply).rightJustified(2, '0')
                    + "]} ";
                moves.append(QJsonObject{{QStringLiteral("ply"), ply + 1},
                                         {QStringLiteral("san"), QLatin1String(Moves[ply])},
                                         {QStringLiteral("received_utc_ms"), qint64(start + (ply + 1) * 30'000)}});
            }
            pgn += result.toLatin1() + '\n';
            QJsonObject record{{QStringLiteral("moves"), moves},
                               {QStringLiteral("game"), s.gameId},
                               {QStringLiteral("result"), result}};
            if (b % 4 == 1) {
                record.insert(QStringLiteral("disconnections"),
                              QJsonArray{QJsonObject{{QStringLiteral("side"), QStringLiteral("white")},
                                                     {QStringLiteral("ply"), 4},
                                                     {QStringLiteral("from_utc_ms"), qint64(start + 130'000)},
                                                     {QStringLiteral("to_utc_ms"), qint64(start + 175'000)},
                                                     {QStringLiteral("away_ms"), 45'000}}});
            }
            if (b % 5 == 2) {
                record.insert(QStringLiteral("vcs_absences"),
                              QJsonArray{QJsonObject{{QStringLiteral("side"), QStringLiteral("black")},
                                                     {QStringLiteral("ply"), 6},
                                                     {QStringLiteral("from_utc_ms"), qint64(start + 190'000)},
                                                     {QStringLiteral("to_utc_ms"), qint64(start + 260'000)},
                                                     {QStringLiteral("away_ms"), 70'000},
                                                     {QStringLiteral("moved_off_vcs"), b % 10 == 2}}});
            }
            s.plies = 10;
            s.pgn = pgn;
            s.record = QJsonDocument(record).toJson(QJsonDocument::Compact);
            s.updatedUtcMs = start + 600'000;
            games << s;
            const double w = result == QLatin1String("1-0") ? 1 : result == QLatin1String("0-1") ? 0 : 0.5;
            score[g.whiteId] += w;
            score[g.blackId] += 1 - w;
            pairings << g;
        }
        for (int i = 0; i < byes.size(); ++i) {
            event::PairingRecord g;
            g.round = round;
            g.board = half + 1 + i;
            g.whiteId = byes[i];
            g.white = players[byes[i] - 1].name;
            g.result = i == 0 && byes.size() == 2 ? R::HalfPointBye : R::PairingAllocatedBye;
            score[byes[i]] += g.result == R::HalfPointBye ? 0.5 : 1.0;
            pairings << g;
        }
    }
    if (auto error = store.replacePlayersAndPairings(eventId, players, pairings))
        return fail(error->message);
    if (auto error = store.saveGameRecords(eventId, games))
        return fail(error->message);

    // Rulings: every kind the report shows, spread over the rounds' games.
    // The rulings are recorded on their rounds' days, a minute apart.
    std::int64_t now = day0;
    rulings::SqlRulingLog log(store.database(), [&now] { return now += 60'000; });
    rulings::RulingService service(&log);
    service.setStaff(sampleStaff());
    if (auto error = service.load(eventId))
        return fail(error->message);
    using rulings::Kind;
    const QList<event::PairingRecord> played = [&] {
        QList<event::PairingRecord> list;
        for (const event::PairingRecord &p : std::as_const(pairings))
            if (!p.zoneGameId.isEmpty())
                list << p;
        return list;
    }();
    auto issue = [&](const QString &by, rulings::Ruling r) -> std::optional<rulings::Ruling> {
        service.setIdentity(by);
        auto done = service.issue(r);
        if (!done) {
            qWarning("sample event: ruling refused: %s", qPrintable(done.error().message));
            return std::nullopt;
        }
        return done.value();
    };
    const QString chief = QStringLiteral("Petrova, Elena"), arbiter = QStringLiteral("Kim, Lee"),
                  appeals = QStringLiteral("Board, Appeals");
    for (int i = 0, k = 0; i < size.rulings; ++k) {
        // Through the games in round order, so the log's times only go forward.
        const event::PairingRecord &g
            = played[std::min<qsizetype>(played.size() - 1, qsizetype(i) * played.size() / size.rulings + k % 3)];
        now = std::max(now, day0 + std::int64_t(g.round - 1) * 86'400'000 + 60'000);
        rulings::Ruling r;
        r.gameId = g.zoneGameId;
        r.round = g.round;
        r.board = g.board;
        r.side = i % 2 ? chess::Black : chess::White;
        r.player = r.side == chess::White ? g.white : g.black;
        r.opponent = r.side == chess::White ? g.black : g.white;
        switch (k % 8) {
        case 0:
            r.kind = Kind::Warning;
            r.reason = QStringLiteral("9.7-headphones");
            r.article = QStringLiteral("9.7");
            if (!issue(arbiter, r))
                return std::nullopt;
            ++i;
            break;
        case 1:
            r.kind = Kind::TimeAdd;
            r.reason = QStringLiteral("9.10-distracting");
            r.article = QStringLiteral("10.9.2");
            r.params.insert(QStringLiteral("ms"), 60'000);
            if (!issue(chief, r))
                return std::nullopt;
            ++i;
            break;
        case 2:
            r.kind = Kind::YellowCard;
            r.reason = QStringLiteral("13.4-vcs-disconnection");
            r.article = QStringLiteral("13.4");
            if (!issue(arbiter, r))
                return std::nullopt;
            ++i;
            break;
        case 3: {
            // A loss (Art. 10.9.6) appealed and upheld: the ruling is annulled.
            r.kind = Kind::Loss;
            r.reason = QStringLiteral("9.6-assistance");
            r.article = QStringLiteral("9.6");
            const auto loss = issue(chief, r);
            if (!loss)
                return std::nullopt;
            rulings::Ruling appeal;
            appeal.kind = Kind::Appeal;
            appeal.ref = loss->seq;
            appeal.params.insert(QStringLiteral("lodgedUtcMs"), qint64(loss->utcMs + 300'000)); // a written appeal
            appeal.gameId = r.gameId;
            appeal.round = r.round;
            if (!issue(chief, appeal))
                return std::nullopt;
            rulings::Ruling decision;
            decision.kind = Kind::AppealDecision;
            decision.ref = loss->seq;
            decision.gameId = r.gameId;
            decision.round = r.round;
            decision.params.insert(QStringLiteral("outcome"),
                                   k % 16 == 3 ? QStringLiteral("upheld") : QStringLiteral("rejected"));
            if (!issue(appeals, decision))
                return std::nullopt;
            i += 3;
            break;
        }
        case 4:
            r.kind = Kind::ScoreReduce;
            r.reason = QStringLiteral("9.8.2-forbidden-device");
            r.article = QStringLiteral("9.8.2");
            r.params.insert(QStringLiteral("score"), 0);
            if (!issue(chief, r))
                return std::nullopt;
            ++i;
            break;
        case 5:
            r.kind = Kind::TimeDeduct;
            r.reason = QStringLiteral("15.1-needless-call");
            r.article = QStringLiteral("10.9.3");
            r.params.insert(QStringLiteral("ms"), 30'000);
            if (!issue(arbiter, r))
                return std::nullopt;
            ++i;
            break;
        default:
            r.kind = Kind::Warning;
            r.reason = QStringLiteral("9.10-distracting");
            r.article = QStringLiteral("9.10");
            if (!issue(chief, r))
                return std::nullopt;
            ++i;
            break;
        }
    }

    // Incidents with reviews, and held evidence.
    QList<watch::Incident> incidents;
    for (int i = 0; i < std::min<int>(played.size(), 6); ++i) {
        const event::PairingRecord &g = played[i * 3 % played.size()];
        watch::Incident inc;
        inc.key = QStringLiteral("%1:%2").arg(g.zoneGameId).arg(i);
        inc.kind = i % 2 ? watch::Incident::Kind::VcsAbsent : watch::Incident::Kind::Disconnected;
        inc.gameId = g.zoneGameId;
        inc.board = g.board;
        inc.white = g.white;
        inc.black = g.black;
        inc.side = chess::White;
        inc.article = i % 2 ? QStringLiteral("13.2") : QStringLiteral("11");
        inc.message = LocalText(i % 2 ? QStringLiteral("The player's camera left the video conference")
                                      : QStringLiteral("The player left the game zone"));
        inc.utcMs = day0 + std::int64_t(g.round - 1) * 86'400'000 + 200'000;
        inc.open = false;
        inc.reviewState = i % 3 ? watch::Incident::ReviewState::Acknowledged : watch::Incident::ReviewState::Dismissed;
        inc.reviewedBy = arbiter;
        inc.reviewNote = QStringLiteral("checked with the player");
        inc.reviewedUtcMs = inc.utcMs + 60'000;
        incidents << inc;
    }
    if (auto error = store.upsertIncidents(eventId, incidents))
        return fail(error->message);
    for (const watch::Incident &inc : std::as_const(incidents)) {
        if (auto error = store.setIncidentReview(eventId, inc.key, inc.reviewState, inc.reviewNote, inc.reviewedBy,
                                                 inc.reviewedUtcMs))
            return fail(error->message);
    }
    evidence::EvidenceStore evidenceStore(store);
    if (auto error = evidenceStore.prepare())
        return fail(error->message);
    for (int i = 0; i < 2 && i < played.size(); ++i) {
        evidence::EvidenceCapture c;
        c.item.incidentKey = incidents.value(i).key;
        c.item.incidentKind = QStringLiteral("vcs_absent");
        c.item.gameId = played[i].zoneGameId;
        c.item.board = played[i].board;
        c.item.player = played[i].white;
        c.item.takenUtcMs = day0 + 300'000;
        c.item.note = QStringLiteral("the camera's last frame before it was lost");
        c.data = QByteArray(1024, '\x7f');
        auto stored = evidenceStore.store(eventId, c, chief);
        if (!stored)
            return fail(stored.error().message);
        if (i == 0) {
            if (auto error = evidenceStore.setHeld(eventId, stored->id, true, sampleStaff().first()))
                return fail(error->message);
        }
    }
    return eventId;
}

} // namespace arbiter::testing
