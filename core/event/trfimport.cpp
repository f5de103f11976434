#include "trfimport.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QStringDecoder>

#include <algorithm>
#include <map>
#include <tuple>

namespace arbiter::event {

namespace {
// TRF-16 "001" columns (1-based positions in the handbook, 0-based here).
constexpr int StartRankAt = 4, StartRankLen = 4; // 5-8
constexpr int TitleAt = 10, TitleLen = 3; // 11-13
constexpr int NameAt = 14, NameLen = 33; // 15-47
constexpr int RatingAt = 48, RatingLen = 4; // 49-52
constexpr int FederationAt = 53, FederationLen = 3; // 54-56
constexpr int FideIdAt = 57, FideIdLen = 11; // 58-68
constexpr int FirstRoundAt = 91; // 92-95 opponent, 97 colour, 99 result; +10 per round
constexpr int RoundWidth = 10;

QString decode(const QByteArray &data)
{
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(data);
    if (utf8.hasError())
        text = QString::fromLatin1(data);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    return text;
}

QString field(const QString &line, int at, int len)
{
    return line.mid(at, len).trimmed();
}

// One round of one player line.
struct Entry
{
    int line = 0;
    int round = 0;
    int player = 0;
    int opponent = 0;
    QChar colour; // 'w', 'b' or '-'
    QChar result; // upper-case code, ' ' for none yet
};

// Points a code gives the player (TRF default scoring: win and PAB 1, draw and half bye ½).
double points(QChar code)
{
    switch (code.unicode()) {
    case '1':
    case '+':
    case 'W':
    case 'F':
    case 'U': return 1.0;
    case '=':
    case 'D':
    case 'H': return 0.5;
    default: return 0.0;
    }
}

PairingRecord::Result byeResult(QChar code)
{
    switch (code.unicode()) {
    case 'H':
    case '=': return PairingRecord::Result::HalfPointBye;
    case 'F':
    case '1':
    case '+': return PairingRecord::Result::FullPointBye;
    case 'U': return PairingRecord::Result::PairingAllocatedBye;
    default: return PairingRecord::Result::ZeroPointBye;
    }
}

// The game's result from one side's code; `forWhite` says whose code it is.
PairingRecord::Result gameResult(QChar code, bool forWhite)
{
    using R = PairingRecord::Result;
    switch (code.unicode()) {
    case '1':
    case 'W': return forWhite ? R::WhiteWins : R::BlackWins;
    case '0':
    case 'L': return forWhite ? R::BlackWins : R::WhiteWins;
    case '=':
    case 'D': return R::Draw;
    case '+': return forWhite ? R::WhiteWinsForfeit : R::BlackWinsForfeit;
    case '-': return forWhite ? R::BlackWinsForfeit : R::WhiteWinsForfeit;
    default: return R::None;
    }
}

bool isKnownLineCode(QStringView code)
{
    // Tournament (x?2), team (013) lines, the JaVaFo/bbpPairings "XX?"/"BB?" extensions and Tornelo's DAT.
    if (code.size() == 3 && code[0].isDigit() && code[1].isDigit() && code[2].isDigit())
        return true;
    return code.startsWith(QLatin1String("XX")) || code.startsWith(QLatin1String("BB")) || code == QLatin1String("DAT");
}

// TRF-16 writes YYYY/MM/DD; older files and some programs YY/MM/DD or DD.MM.YYYY.
QDate parseDate(const QString &text)
{
    if (text.size() == 8) {
        const QDate d = QDate::fromString(text, QStringLiteral("yy/MM/dd")); // Qt reads "yy" as 19yy
        return d.isValid() && d.year() < 1950 ? d.addYears(100) : d;
    }
    if (text.size() != 10)
        return {};
    for (const char *format : {"yyyy/MM/dd", "yyyy-MM-dd", "yyyy.MM.dd", "dd.MM.yyyy", "dd/MM/yyyy"}) {
        const QDate d = QDate::fromString(text, QString::fromLatin1(format));
        if (d.isValid())
            return d;
    }
    return {};
}
} // namespace

Result<EventImport> TrfImport::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{tr("Could not read %1: %2").arg(path, file.errorString())};
    return parse(file.readAll());
}

Result<EventImport> TrfImport::parse(const QByteArray &data)
{
    EventImport out;
    const QStringList lines = decode(data).split(QLatin1Char('\n'));
    QMap<int, PlayerRecord> players; // by starting rank
    QList<Entry> entries;
    int declaredRounds = 0;

    auto warn = [&out](int line, const QString &message) { out.warnings.append({line, message}); };

    for (int n = 0; n < lines.size(); ++n) {
        const int lineNo = n + 1;
        QString line = lines[n];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const QString code = line.left(3);
        if (code == QLatin1String("###"))
            continue;
        if (code == QLatin1String("012")) {
            out.eventName = line.mid(4).trimmed();
        } else if (code == QLatin1String("122")) {
            out.timeControlText = line.mid(4).trimmed();
        } else if (code == QLatin1String("042") || code == QLatin1String("052")) {
            const QString text = line.mid(4).trimmed();
            const QDate date = parseDate(text);
            if (!date.isValid() && !text.isEmpty())
                warn(lineNo,
                     tr("Line %1: the date \"%2\" is not in the form YYYY/MM/DD; ignored.").arg(lineNo).arg(text));
            (code == QLatin1String("042") ? out.startDate : out.endDate) = date;
        } else if (code == QLatin1String("142") || code == QLatin1String("XXR")) {
            bool ok = false;
            const int rounds = line.mid(4).trimmed().toInt(&ok);
            if (ok && rounds > 0)
                declaredRounds = rounds;
            else
                warn(lineNo,
                     tr("Line %1: the number of rounds \"%2\" is not a number; ignored.")
                         .arg(lineNo)
                         .arg(line.mid(4).trimmed()));
        } else if (code == QLatin1String("001")) {
            if (line.size() < FirstRoundAt)
                line = line.leftJustified(FirstRoundAt, QLatin1Char(' '));
            bool ok = false;
            PlayerRecord p;
            p.id = field(line, StartRankAt, StartRankLen).toInt(&ok);
            if (!ok || p.id <= 0) {
                warn(lineNo, tr("Line %1: no starting rank in columns 5-8; the player line was skipped.").arg(lineNo));
                continue;
            }
            if (players.contains(p.id)) {
                warn(
                    lineNo,
                    tr("Line %1: starting rank %2 appears a second time; the line was skipped.").arg(lineNo).arg(p.id));
                continue;
            }
            p.name = field(line, NameAt, NameLen);
            if (p.name.isEmpty()) {
                warn(lineNo,
                     tr("Line %1: the player with starting rank %2 has no name in columns 15-47.")
                         .arg(lineNo)
                         .arg(p.id));
            }
            p.title = field(line, TitleAt, TitleLen).toUpper();
            const QString rating = field(line, RatingAt, RatingLen);
            if (!rating.isEmpty()) {
                p.rating = rating.toInt(&ok);
                if (!ok || p.rating < 0) {
                    p.rating = 0;
                    warn(lineNo,
                         tr("Line %1: the rating \"%2\" in columns 49-52 is not a number; taken as unrated.")
                             .arg(lineNo)
                             .arg(rating));
                }
            }
            p.federation = field(line, FederationAt, FederationLen).toUpper();
            p.fideId = field(line, FideIdAt, FideIdLen);
            if (!p.fideId.isEmpty()
                && !std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c.isDigit(); })) {
                warn(lineNo,
                     tr("Line %1: the FIDE ID \"%2\" in columns 58-68 is not a number; left out.")
                         .arg(lineNo)
                         .arg(p.fideId));
                p.fideId.clear();
            }
            if (p.fideId == QLatin1String("0"))
                p.fideId.clear();
            players.insert(p.id, p);

            for (int round = 1, at = FirstRoundAt; at < line.size(); ++round, at += RoundWidth) {
                const QString group = line.mid(at, 8).leftJustified(8, QLatin1Char(' '));
                const QString opponentText = group.left(4).trimmed();
                const QChar colour = group.at(5).toLower();
                const QChar result = group.at(7).toUpper();
                if (opponentText.isEmpty() && colour == QLatin1Char(' ') && result == QLatin1Char(' '))
                    continue; // nothing for this round (not paired yet)
                const int opponent = opponentText.isEmpty() ? 0 : opponentText.toInt(&ok);
                const bool opponentOk = opponentText.isEmpty() || (ok && opponent >= 0);
                const bool colourOk = QStringLiteral("wb- ").contains(colour);
                const bool resultOk = QStringLiteral("+-WDL1=0HFUZ ").contains(result);
                if (!opponentOk || !colourOk || !resultOk) {
                    warn(lineNo,
                         tr("Line %1: round %2 of player %3 (\"%4\") is not \"opponent colour result\"; "
                            "that round was skipped.")
                             .arg(lineNo)
                             .arg(round)
                             .arg(p.id)
                             .arg(group.trimmed()));
                    continue;
                }
                if (opponent > 0 && (colour == QLatin1Char('-') || colour == QLatin1Char(' '))) {
                    warn(lineNo,
                         tr("Line %1: round %2 of player %3 has an opponent but no colour; that round was "
                            "skipped.")
                             .arg(lineNo)
                             .arg(round)
                             .arg(p.id));
                    continue;
                }
                entries.append(
                    {lineNo, round, p.id, opponent, colour == QLatin1Char(' ') ? QLatin1Char('-') : colour, result});
            }
        } else if (!isKnownLineCode(code)) {
            warn(lineNo, tr("Line %1 is not a TRF line (it starts with \"%2\"); ignored.").arg(lineNo).arg(code));
        }
    }

    if (players.isEmpty())
        return Error{tr("The file has no player lines (001): it is not a TRF-16 tournament report.")};

    // Games are seen from both sides; pair the two halves up by (round, white, black).
    struct Game
    {
        const Entry *white = nullptr;
        const Entry *black = nullptr;
    };
    std::map<std::tuple<int, int, int>, Game> games;
    QList<const Entry *> byes;
    int lastRound = 0;
    for (const Entry &e : entries) {
        lastRound = std::max(lastRound, e.round);
        if (e.opponent == 0) {
            if (e.result != QLatin1Char(' '))
                byes.append(&e);
            continue;
        }
        if (!players.contains(e.opponent)) {
            warn(e.line,
                 tr("Line %1: round %2 of player %3 names opponent %4, who has no player line; that round "
                    "was skipped.")
                     .arg(e.line)
                     .arg(e.round)
                     .arg(e.player)
                     .arg(e.opponent));
            continue;
        }
        const bool white = e.colour == QLatin1Char('w');
        Game &g = games[{e.round, white ? e.player : e.opponent, white ? e.opponent : e.player}];
        (white ? g.white : g.black) = &e;
    }

    // Scores before each round, for the board order.
    QHash<int, QList<double>> scoreBefore; // player → score before round r at index r-1
    for (auto it = players.cbegin(); it != players.cend(); ++it)
        scoreBefore.insert(it.key(), QList<double>(lastRound + 1, 0.0));
    for (const Entry &e : entries) {
        QList<double> &s = scoreBefore[e.player];
        for (int r = e.round; r <= lastRound; ++r)
            s[r] += points(e.result);
    }
    auto score = [&](int player, int round) { return scoreBefore.value(player).value(round - 1); };

    QMap<int, QList<PairingRecord>> rounds;
    for (const auto &[key, g] : games) {
        const auto &[round, whiteId, blackId] = key;
        PairingRecord r;
        r.round = round;
        r.whiteId = whiteId;
        r.white = players.value(whiteId).name;
        r.blackId = blackId;
        r.black = players.value(blackId).name;
        const Entry *own = g.white ? g.white : g.black;
        if (!g.white || !g.black) {
            warn(own->line,
                 tr("Line %1: round %2 pairs players %3 and %4, but the other player's line does not say "
                    "so; taken from this line.")
                     .arg(own->line)
                     .arg(round)
                     .arg(own->player)
                     .arg(own->opponent));
        }
        const bool bothForfeited
            = g.white && g.black && g.white->result == QLatin1Char('-') && g.black->result == QLatin1Char('-');
        r.result = bothForfeited ? PairingRecord::Result::DoubleForfeit : gameResult(own->result, own == g.white);
        if (g.white && g.black && !bothForfeited) {
            const auto other = gameResult(g.black->result, false);
            if (other != r.result) {
                warn(g.black->line,
                     tr("Line %1: in round %2 players %3 and %4 give different results; the "
                        "white player's result was taken.")
                         .arg(g.black->line)
                         .arg(round)
                         .arg(whiteId)
                         .arg(blackId));
            }
        }
        rounds[round].append(r);
    }
    // Board order as pairing programs publish it (FIDE C.04.2): the higher score of the pair, then
    // the sum of both scores, then the better starting rank.
    for (auto it = rounds.begin(); it != rounds.end(); ++it) {
        const int round = it.key();
        auto order = [&](const PairingRecord &r) {
            const double w = score(r.whiteId, round), b = score(r.blackId, round);
            return std::make_tuple(-std::max(w, b), -(w + b), std::min(r.whiteId, r.blackId));
        };
        std::stable_sort(it->begin(), it->end(),
                         [&](const PairingRecord &a, const PairingRecord &b) { return order(a) < order(b); });
        for (int i = 0; i < it->size(); ++i)
            (*it)[i].board = i + 1;
    }
    std::stable_sort(byes.begin(), byes.end(), [](const Entry *a, const Entry *b) {
        return std::tie(a->round, a->player) < std::tie(b->round, b->player);
    });
    for (const Entry *e : byes) {
        QList<PairingRecord> &list = rounds[e->round];
        PairingRecord r;
        r.round = e->round;
        r.board = int(list.size()) + 1;
        r.whiteId = e->player;
        r.white = players.value(e->player).name;
        r.result = byeResult(e->result);
        list.append(r);
    }

    for (const QList<PairingRecord> &list : std::as_const(rounds))
        out.pairings.append(list);
    out.players = players.values();
    out.rounds = std::max(declaredRounds, lastRound);
    std::stable_sort(out.warnings.begin(), out.warnings.end(),
                     [](const ImportWarning &a, const ImportWarning &b) { return a.line < b.line; });
    return out;
}

} // namespace arbiter::event
