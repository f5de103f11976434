#include "core/event/trfimport.h"

#include "core/clock/timecontrol.h"
#include "core/event/filedates.h"
#include "core/event/importlimits.h"
#include "core/event/textdecoding.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

namespace arbiter::event {

namespace {
// TRF "001" columns (1-based positions in the handbook, 0-based here).
constexpr int StartRankAt = 4, StartRankLen = 4; // 5-8
constexpr int TitleAt = 10, TitleLen = 3; // 11-13
constexpr int NameAt = 14, NameLen = 33; // 15-47
constexpr int NameEnd = NameAt + NameLen;
constexpr int RatingAt = 48, RatingLen = 4; // 49-52
constexpr int FederationAt = 53, FederationLen = 3; // 54-56
constexpr int FideIdAt = 57, FideIdLen = 11; // 58-68
constexpr int PointsAt = 80, PointsLen = 4; // 81-84
constexpr int FirstRoundAt = 91; // 92-95 opponent, 97 colour, 99 result; +10 per round
constexpr int RoundWidth = 10;

// One line of the file: its bytes (for fixed columns counted in bytes) and its text.
struct Line
{
    int number = 0;
    QByteArray bytes;
    QString text;
};

// LF, CRLF or CR alone (the handbook's "CR"; bbpPairings writes CR only), a UTF-8 BOM.
QList<QByteArray> splitLines(QByteArray data)
{
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    QList<QByteArray> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (c == '\n' || c == '\r') {
            lines.append(data.mid(start, i - start));
            if (c == '\r' && i + 1 < data.size() && data.at(i + 1) == '\n')
                ++i;
            start = i + 1;
        }
    }
    if (start < data.size())
        lines.append(data.mid(start));
    return lines;
}

// TABs to 8-column stops, as the editor that put them there showed the columns.
QString expandTabs(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (c == u'\t') {
            do {
                out += u' ';
            } while (out.size() % 8 != 0);
        } else {
            out += c;
        }
    }
    return out;
}

// "0123456789012…", "1234567890…" or the tens line "         1         2 …" that some programs
// write above the records: digits and blanks only, as a run of ascending digits or a digit (or
// number) ending every tenth column.
bool isRuler(const QString &line)
{
    if (line.trimmed().isEmpty())
        return false;
    for (const QChar c : line) {
        if (!c.isDigit() && c != u' ')
            return false;
    }
    int run = 1;
    for (qsizetype i = 1; i < line.size(); ++i) {
        if (line[i].isDigit() && line[i - 1].isDigit() && line[i].digitValue() == (line[i - 1].digitValue() + 1) % 10) {
            if (++run >= 10)
                return true;
        } else {
            run = 1;
        }
    }
    int numbers = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i].isDigit() && (i + 1 == line.size() || !line[i + 1].isDigit())) {
            if (i % 10 != 9)
                return false;
            ++numbers;
        }
    }
    return numbers >= 2;
}

// The column template Swiss-Manager writes under its ruler: "DDD SSSS sTTT NNNN… RRRR FFF …".
bool isTemplate(const QString &line)
{
    return line.startsWith(QLatin1String("DDD SSSS")) || line.startsWith(QLatin1String("DDD  SSSS"));
}

QString field(const QString &line, int at, int len)
{
    return line.mid(at, len).trimmed();
}

// What is out of place in a 001 line's columns after the name: separators not blank, a rating or
// FIDE ID that is not digits, a federation that is not letters, round groups not "nnnn c r". Tells a
// UTF-8 file whose columns were counted in characters (the handbook) from one counted in bytes.
int misfits(const QString &line)
{
    int bad = 0;
    auto blankAt = [&line](int at) { return at >= line.size() || line[at] == u' '; };
    auto allOf = [&line](int at, int len, auto pred) {
        const QString f = line.mid(at, len).trimmed();
        return std::all_of(f.cbegin(), f.cend(), pred);
    };
    auto digit = [](QChar c) { return c.isDigit(); };
    bad += !blankAt(NameEnd) + !blankAt(RatingAt + RatingLen) + !blankAt(FederationAt + FederationLen);
    bad += !allOf(RatingAt, RatingLen, digit);
    bad += !allOf(FederationAt, FederationLen, [](QChar c) { return c.isLetter(); });
    bad += !allOf(FideIdAt, FideIdLen, digit);
    for (int at = FirstRoundAt; at < line.size(); at += RoundWidth) {
        bad += !blankAt(at - 1) + !blankAt(at + 4) + !blankAt(at + 6) + !allOf(at, 4, digit);
        bad += at + 5 < line.size() && !QStringLiteral("wbWB- ").contains(line[at + 5]);
        bad += at + 7 < line.size() && !QStringLiteral("+-WDL1=0HFUZwdlhfuz ").contains(line[at + 7]);
    }
    return bad;
}

// The 001 line with its columns right: as decoded (characters), or with the name re-measured
// when the writer counted the name's bytes.
QString alignedPlayerLine(const Line &line, bool utf8)
{
    if (!utf8 || line.bytes.size() == line.text.size() || line.bytes.size() <= NameEnd)
        return line.text;
    QString byBytes = QString::fromUtf8(line.bytes.left(NameEnd));
    byBytes = byBytes.leftJustified(NameEnd, u' ', true);
    byBytes += QString::fromUtf8(line.bytes.mid(NameEnd));
    byBytes = expandTabs(byBytes);
    return misfits(byBytes) < misfits(line.text) ? byBytes : line.text;
}

// One round of one player line.
struct Entry
{
    int line = 0;
    int round = 0;
    int player = 0;
    int opponent = 0;
    QChar colour; // 'w', 'b' or '-' (none given)
    QChar result; // upper-case code, ' ' for none
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

// A round without an opponent, by its code (0000, or blank as Lichess writes it): byes as each
// producer writes them. Blank is Z (the handbook); '-' is Lichess's "absent"; '=' a half-point bye
// (Vega); '+' a forfeit win with no opponent, which scores like a full-point bye.
PairingRecord::Result byeResult(QChar code)
{
    switch (code.unicode()) {
    case 'H':
    case '=':
    case 'D': return PairingRecord::Result::HalfPointBye;
    case 'F':
    case '1':
    case 'W':
    case '+': return PairingRecord::Result::FullPointBye;
    case 'U': return PairingRecord::Result::PairingAllocatedBye;
    default: return PairingRecord::Result::ZeroPointBye;
    }
}

// The game's result from one side's code; `forFirst` says whether it is the first-listed (White's) code.
PairingRecord::Result gameResult(QChar code, bool forFirst)
{
    using R = PairingRecord::Result;
    switch (code.unicode()) {
    case '1':
    case 'W': return forFirst ? R::WhiteWins : R::BlackWins;
    case '0':
    case 'L': return forFirst ? R::BlackWins : R::WhiteWins;
    case '=':
    case 'D': return R::Draw;
    case '+': return forFirst ? R::WhiteWinsForfeit : R::BlackWinsForfeit;
    case '-': return forFirst ? R::BlackWinsForfeit : R::WhiteWinsForfeit;
    default: return R::None;
    }
}

bool isPlayedCode(QChar code)
{
    return QStringLiteral("10=WDL").contains(code);
}

// What the first three characters of a line say it is.
enum class Record {
    Header, // ??2 tournament lines, 801/802 informative lines: known, most not needed
    Player, // 001
    Team, // 013, 310 and the other team records of TRF-2026
    Byes, // 240 (TRF-2026): requested byes
    Acceleration, // 250, XXA
    Prohibited, // 260, XXP
    AbnormalPoints, // 299
    NationalRating, // a federation code in place of 001 (TRF-2026)
    Extension, // XX?, BB?, DAT: pairing-engine and Tornelo extensions the console needs none of
    Unknown
};

Record recordOf(const QString &line)
{
    const QString code = line.left(3);
    if (code == QLatin1String("001"))
        return Record::Player;
    if (code.size() == 3 && code[0].isDigit() && code[1].isDigit() && code[2] == u'2')
        return Record::Header;
    if (code == QLatin1String("013") || code == QLatin1String("310") || code == QLatin1String("320")
        || code == QLatin1String("330") || code == QLatin1String("300"))
        return Record::Team;
    if (code == QLatin1String("801") || code == QLatin1String("802"))
        return Record::Header;
    if (code == QLatin1String("240"))
        return Record::Byes;
    if (code == QLatin1String("250") || code == QLatin1String("XXA"))
        return Record::Acceleration;
    if (code == QLatin1String("260") || code == QLatin1String("XXP"))
        return Record::Prohibited;
    if (code == QLatin1String("299"))
        return Record::AbnormalPoints;
    if (code.startsWith(QLatin1String("XX")) || code.startsWith(QLatin1String("BB")) || code == QLatin1String("DAT"))
        return Record::Extension;
    // TRF-2026 national rating records: the 001 layout with a federation code in columns 1-3.
    if (code.size() == 3 && std::all_of(code.cbegin(), code.cend(), [](QChar c) { return c.isUpper(); })
        && line.size() > StartRankAt + StartRankLen && line[3] == u' '
        && !field(line, StartRankAt, StartRankLen).isEmpty()
        && std::all_of(line.cbegin() + StartRankAt, line.cbegin() + StartRankAt + StartRankLen,
                       [](QChar c) { return c.isDigit() || c == u' '; }))
        return Record::NationalRating;
    return Record::Unknown;
}

// The records the console reads but has no place for, each named once however many lines it has.
QString unusedRecordText(Record record, int line, int count, const QString &codes)
{
    switch (record) {
    case Record::Team:
        //: %1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 310, 320
        return TrfImport::tr("Line %1: %n team record(s) (%2) not used: the console has no teams yet.", nullptr, count)
            .arg(line)
            .arg(codes);
    case Record::Acceleration:
        //: %1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 250
        return TrfImport::tr("Line %1: %n acceleration record(s) (%2) not used: only the pairing program needs them.",
                             nullptr, count)
            .arg(line)
            .arg(codes);
    case Record::Prohibited:
        //: %1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 260
        return TrfImport::tr("Line %1: %n record(s) of prohibited pairings (%2) not used: only the pairing program "
                             "needs them.",
                             nullptr, count)
            .arg(line)
            .arg(codes);
    case Record::AbnormalPoints:
        //: %1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 300
        return TrfImport::tr("Line %1: %n record(s) of abnormal points (%2) not used: the scores shown come from the "
                             "game results.",
                             nullptr, count)
            .arg(line)
            .arg(codes);
    case Record::NationalRating:
        //: %1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. RUS
        return TrfImport::tr("Line %1: %n national rating record(s) (%2) not used: the console keeps FIDE ratings.",
                             nullptr, count)
            .arg(line)
            .arg(codes);
    default: return {};
    }
}

class TrfReader
{
public:
    explicit TrfReader(const QByteArray &data) : m_encoding(decodeText(data).encoding), m_utf8(m_encoding == u"UTF-8")
    {
        const QList<QByteArray> raw = splitLines(data);
        for (int i = 0; i < raw.size(); ++i) {
            if (raw[i].size() > ImportLimits::MaxLineBytes) {
                warn(i + 1, ImportLimits::lineTooLong(i + 1));
                continue;
            }
            Line line{i + 1, raw[i], decodeAs(m_encoding, raw[i])};
            if (line.text.contains(u'\t')) {
                if (m_tabLine == 0)
                    m_tabLine = line.number;
                line.text = expandTabs(line.text);
            }
            m_lines.append(line);
        }
    }

    Result<EventImport> read();

private:
    void warn(int line, const QString &message) { m_out.warnings.append({line, message}); }
    void readPlayer(const Line &line);
    void readRounds(const QString &text, int lineNo, int player);
    void readByes(const Line &line);
    void readRoundCount(const QString &value, int lineNo);
    void pairUp();

    QString m_encoding; // the file's, by decodeText()
    bool m_utf8;
    int m_tabLine = 0;
    QList<Line> m_lines;
    EventImport m_out;
    QMap<int, PlayerRecord> m_players; // by starting rank
    QList<Entry> m_entries;
    QSet<std::pair<int, int>> m_groups; // (player, round) with a round group, readable or not
    int m_declaredRounds = 0;
    int m_lastPlayerRound = 0; // the last round a player line has a group for
    QStringList m_roundDates;
    int m_startLine = 0, m_endLine = 0;
    QSet<QString> m_unknownTitles;
    bool m_lichess = false; // the file says it comes from Lichess
};

void TrfReader::readPlayer(const Line &line)
{
    const int lineNo = line.number;
    QString text = alignedPlayerLine(line, m_utf8);
    if (text.size() < FirstRoundAt)
        text = text.leftJustified(FirstRoundAt, u' ');
    bool ok = false;
    PlayerRecord p;
    p.id = field(text, StartRankAt, StartRankLen).toInt(&ok);
    if (!ok || p.id <= 0) {
        warn(lineNo,
             //: %1: the line number in the file
             TrfImport::tr("Line %1: no starting rank in columns 5-8; the player line was skipped.").arg(lineNo));
        return;
    }
    if (m_players.contains(p.id)) {
        warn(lineNo,
             //: %1: the line number in the file; %2: the player's starting rank
             TrfImport::tr("Line %1: starting rank %2 appears a second time; the line was skipped.")
                 .arg(lineNo)
                 .arg(p.id));
        return;
    }
    p.name = PlayerRecord::normalizedName(field(text, NameAt, NameLen));
    if (p.name.isEmpty()) {
        warn(lineNo,
             //: %1: the line number in the file; %2: the player's starting rank
             TrfImport::tr("Line %1: the player with starting rank %2 has no name in columns 15-47.")
                 .arg(lineNo)
                 .arg(p.id));
    }
    bool knownTitle = true;
    p.title = PlayerRecord::normalizedTitle(field(text, TitleAt, TitleLen), &knownTitle);
    if (!knownTitle && !m_unknownTitles.contains(p.title)) {
        m_unknownTitles.insert(p.title);
        warn(lineNo,
             //: %1: the line number in the file; %2: the title as written
             TrfImport::tr("Line %1: the title \"%2\" in columns 11-13 is not a FIDE title; kept as written.")
                 .arg(lineNo)
                 .arg(p.title));
    }
    const QString rating = field(text, RatingAt, RatingLen);
    if (!rating.isEmpty()) {
        p.rating = rating.toInt(&ok);
        if (!ok || p.rating < 0) {
            p.rating = 0;
            warn(lineNo,
                 //: %1: the line number in the file; %2: the rating as written
                 TrfImport::tr("Line %1: the rating \"%2\" in columns 49-52 is not a number; taken as unrated.")
                     .arg(lineNo)
                     .arg(rating));
        }
    }
    p.federation = field(text, FederationAt, FederationLen).toUpper();
    p.fideId = field(text, FideIdAt, FideIdLen);
    if (!p.fideId.isEmpty() && !std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c.isDigit(); })) {
        warn(lineNo,
             //: %1: the line number in the file; %2: the FIDE ID as written
             TrfImport::tr("Line %1: the FIDE ID \"%2\" in columns 58-68 is not a number; left out.")
                 .arg(lineNo)
                 .arg(p.fideId));
        p.fideId.clear();
    }
    if (std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c == u'0'; }))
        p.fideId.clear(); // "0": none
    if (const QString points = field(text, PointsAt, PointsLen); !points.isEmpty()) {
        const double value = QString(points).replace(u',', u'.').toDouble(&ok);
        if (ok && value >= 0)
            m_out.statedPoints.insert(p.id, value);
        else
            warn(lineNo,
                 //: %1: the line number in the file; %2: the points as written
                 TrfImport::tr("Line %1: the points \"%2\" in columns 81-84 are not a number; the standings are "
                               "counted from the results alone.")
                     .arg(lineNo)
                     .arg(points));
    }
    m_players.insert(p.id, p);
    readRounds(text, lineNo, p.id);
}

void TrfReader::readRounds(const QString &text, int lineNo, int player)
{
    for (int round = 1, at = FirstRoundAt; at < text.size(); ++round, at += RoundWidth) {
        const QString group = text.mid(at, 8).leftJustified(8, u' ');
        const QString opponentText = group.left(4).trimmed();
        const QChar colour = group.at(5).toLower();
        const QChar result = group.at(7).toUpper();
        if (opponentText.isEmpty() && colour == u' ' && result == u' ')
            continue; // nothing for this round (not paired yet, or not paired: see pairUp)
        m_groups.insert({player, round});
        m_lastPlayerRound = std::max(m_lastPlayerRound, round);
        bool ok = false;
        const int opponent = opponentText.isEmpty() ? 0 : opponentText.toInt(&ok);
        const bool opponentOk = opponentText.isEmpty() || (ok && opponent >= 0 && opponent != player);
        const bool colourOk = QStringLiteral("wb- ").contains(colour);
        const bool resultOk = QStringLiteral("+-WDL1=0HFUZ ").contains(result);
        if (!opponentOk || !colourOk || !resultOk || group.at(4) != u' ' || group.at(6) != u' ') {
            warn(lineNo,
                 //: %1: the line number; %2: the round; %3: the player's starting rank; %4: the round's columns
                 TrfImport::tr("Line %1: round %2 of player %3 (\"%4\") is not \"opponent colour result\"; "
                               "that round was skipped.")
                     .arg(lineNo)
                     .arg(round)
                     .arg(player)
                     .arg(group.trimmed()));
            continue;
        }
        m_entries.append({lineNo, round, player, opponent, colour == u' ' ? QChar(u'-') : colour, result});
    }
}

// 142 (TRF-2026) or JaVaFo's XXR: the rounds the event will have. An empty 142 says nothing.
void TrfReader::readRoundCount(const QString &value, int lineNo)
{
    if (value.isEmpty())
        return;
    bool ok = false;
    const int rounds = value.toInt(&ok);
    if (ok && rounds > 0)
        m_declaredRounds = rounds;
    else
        warn(lineNo,
             //: %1: the line number in the file; %2: the number of rounds as written
             TrfImport::tr("Line %1: the number of rounds \"%2\" is not a number; ignored.").arg(lineNo).arg(value));
}

// 240 (TRF-2026): "240 H 003  026  047": players 26 and 47 take a half-point bye in round 3.
void TrfReader::readByes(const Line &line)
{
    const QString &text = line.text;
    const QChar type = text.size() > 4 ? text.at(4).toUpper() : QChar(u' ');
    bool ok = false;
    const int round = text.mid(6, 3).trimmed().toInt(&ok);
    if (!QStringLiteral("FHZ").contains(type) || type == u' ' || !ok || round < 1) {
        warn(line.number,
             //: %1: the line number in the file; %2: the bye record as written
             TrfImport::tr("Line %1: the bye record \"%2\" is not \"240 F|H|Z round players\"; ignored.")
                 .arg(line.number)
                 .arg(text.trimmed()));
        return;
    }
    for (const QString &id : text.mid(10).split(u' ', Qt::SkipEmptyParts)) {
        const int player = id.toInt(&ok);
        if (!ok || player < 1 || !m_players.contains(player)) { // no player line has that rank
            warn(line.number,
                 //: %1: the line number in the file; %2: the starting rank as written
                 TrfImport::tr("Line %1: \"%2\" is not a starting rank; that bye was skipped.")
                     .arg(line.number)
                     .arg(id));
            continue;
        }
        if (m_groups.contains({player, round}))
            continue; // the player line already says what happened in that round
        m_groups.insert({player, round});
        m_entries.append({line.number, round, player, 0, u'-', type});
    }
}

Result<EventImport> TrfReader::read()
{
    QMap<Record, QList<int>> unused; // record kind → its lines
    QMap<Record, QStringList> unusedCodes; // record kind → the codes seen
    QList<Line> byeLines; // read once the player lines are known
    QString startText, endText, tcText, encodedTc;
    int encodedTcLine = 0;
    for (const Line &line : std::as_const(m_lines)) {
        const QString &text = line.text;
        const int lineNo = line.number;
        if (text.trimmed().isEmpty() || text.startsWith(QLatin1String("###")) || isRuler(text) || isTemplate(text))
            continue;
        const QString code = text.left(3);
        const QString value = text.mid(4).trimmed();
        switch (recordOf(text)) {
        case Record::Player: readPlayer(line); break;
        case Record::Byes: byeLines.append(line); break;
        case Record::Header:
            if (code == QLatin1String("022") || code == QLatin1String("032") || code == QLatin1String("102")) {
                m_lichess = m_lichess || value.contains(QLatin1String("lichess.org"), Qt::CaseInsensitive)
                    || value.compare(QLatin1String("Lichess"), Qt::CaseInsensitive) == 0;
            }
            if (code == QLatin1String("012")) {
                m_out.eventName = value;
            } else if (code == QLatin1String("042")) {
                startText = value;
                m_startLine = lineNo;
            } else if (code == QLatin1String("052")) {
                endText = value;
                m_endLine = lineNo;
            } else if (code == QLatin1String("122")) {
                tcText = value;
            } else if (code == QLatin1String("222")) {
                encodedTc = value;
                encodedTcLine = lineNo;
            } else if (code == QLatin1String("132")) {
                for (int at = FirstRoundAt; at < text.size(); at += RoundWidth) {
                    const QString date = text.mid(at, 8).trimmed();
                    if (!date.isEmpty())
                        m_roundDates << date;
                }
            } else if (code == QLatin1String("142")) {
                readRoundCount(value, lineNo);
            } else if (code == QLatin1String("202")) {
                m_out.tieBreaksText = value;
            }
            break;
        case Record::Extension:
            if (code == QLatin1String("XXR"))
                readRoundCount(value, lineNo);
            break;
        case Record::Team:
        case Record::Acceleration:
        case Record::Prohibited:
        case Record::AbnormalPoints:
        case Record::NationalRating:
            unused[recordOf(text)].append(lineNo);
            if (!unusedCodes[recordOf(text)].contains(code))
                unusedCodes[recordOf(text)].append(code);
            break;
        case Record::Unknown:
            warn(lineNo,
                 //: %1: the line number in the file; %2: the line's first three characters (its record code)
                 TrfImport::tr("Line %1 is not a TRF line (it starts with \"%2\"); ignored.")
                     .arg(lineNo)
                     .arg(code.trimmed()));
            break;
        }
    }
    if (m_players.isEmpty())
        return Error{TrfImport::tr("The file has no player lines (001): it is not a TRF tournament report.")};
    for (const Line &line : std::as_const(byeLines))
        readByes(line);

    if (!m_utf8)
        warn(1,
             //: %1: the encoding the file was read as, e.g. Windows-1252
             TrfImport::tr("Line 1: the file is not UTF-8; it was read as %1, one character per column.")
                 .arg(m_encoding));
    if (m_tabLine)
        warn(m_tabLine,
             //: %1: the number of the first line with a TAB character
             TrfImport::tr("Line %1: the file has TAB characters; they were read as 8-column tab stops.")
                 .arg(m_tabLine));
    for (auto it = unused.cbegin(); it != unused.cend(); ++it) {
        const QList<int> &lines = it.value();
        warn(lines.first(),
             unusedRecordText(it.key(), lines.first(), int(lines.size()),
                              unusedCodes.value(it.key()).join(QStringLiteral(", "))));
    }

    // Dates, read together (FileDates).
    m_out.startDateText = startText;
    m_out.endDateText = endText;
    const FileDates::Resolved dates = FileDates::resolve(startText, endText, m_roundDates);
    m_out.startDate = dates.start;
    m_out.endDate = dates.end;
    if (!dates.startProblem.isEmpty())
        //: %1: the line number in the file; %2: what is wrong with the date there (a sentence in lower case)
        warn(m_startLine, TrfImport::tr("Line %1: %2").arg(m_startLine).arg(dates.startProblem));
    if (!dates.endProblem.isEmpty())
        //: %1: the line number in the file; %2: what is wrong with the date there (a sentence in lower case)
        warn(m_endLine, TrfImport::tr("Line %1: %2").arg(m_endLine).arg(dates.endProblem));

    // Time control: the encoded 222 (TRF-2026, "5400+30", "40/6000+30:900+30") when it reads, else 122's text.
    m_out.timeControlText = tcText;
    if (!encodedTc.isEmpty()) {
        if (const auto tc = clock::TimeControl::fromPgnTag(encodedTc); tc.ok())
            m_out.timeControlText = tc.value().toFideString();
        else
            warn(encodedTcLine,
                 //: %1: the line number in the file; %2: the time control as written
                 TrfImport::tr("Line %1: the time control \"%2\" is not in the encoded form "
                               "(such as 5400+30); ignored.")
                     .arg(encodedTcLine)
                     .arg(encodedTc));
    }

    pairUp();
    m_out.kind = EventImport::Kind::Trf;
    m_out.players = m_players.values();
    if (m_lichess) {
        // A Lichess Swiss export names players by their Lichess accounts: the zone's names for them.
        for (PlayerRecord &p : m_out.players)
            p.zoneAccount = p.name;
    }
    std::stable_sort(m_out.warnings.begin(), m_out.warnings.end(),
                     [](const ImportWarning &a, const ImportWarning &b) { return a.line < b.line; });
    return m_out;
}

void TrfReader::pairUp()
{
    // Games are seen from both sides; pair the two halves up by (round, lower rank, higher rank).
    struct Game
    {
        const Entry *low = nullptr; // the half of the lower starting rank
        const Entry *high = nullptr;
    };
    std::map<std::tuple<int, int, int>, Game> games;
    QList<const Entry *> byes;
    int lastRound = 0;
    for (const Entry &e : std::as_const(m_entries)) {
        lastRound = std::max(lastRound, e.round);
        if (e.opponent == 0) {
            byes.append(&e);
            continue;
        }
        if (!m_players.contains(e.opponent)) {
            warn(e.line,
                 //: %1: the line number; %2: the round; %3: the player's starting rank; %4: the opponent's
                 TrfImport::tr("Line %1: round %2 of player %3 names opponent %4, who has no player line; that "
                               "round was skipped.")
                     .arg(e.line)
                     .arg(e.round)
                     .arg(e.player)
                     .arg(e.opponent));
            continue;
        }
        Game &g = games[{e.round, std::min(e.player, e.opponent), std::max(e.player, e.opponent)}];
        (e.player < e.opponent ? g.low : g.high) = &e;
    }

    // Scores before each round, for the board order.
    QHash<int, QList<double>> scoreBefore; // player → score before round r at index r-1
    for (auto it = m_players.cbegin(); it != m_players.cend(); ++it)
        scoreBefore.insert(it.key(), QList<double>(lastRound + 1, 0.0));
    for (const Entry &e : std::as_const(m_entries)) {
        QList<double> &s = scoreBefore[e.player];
        for (int r = e.round; r <= lastRound; ++r)
            s[r] += points(e.result);
    }
    auto score = [&](int player, int round) { return scoreBefore.value(player).value(round - 1); };

    using R = PairingRecord::Result;
    QMap<int, QList<PairingRecord>> rounds;
    QSet<std::pair<int, int>> seated; // (player, round) in a game
    // Games both lines give first; then those one line gives, unless a player already has a game in
    // that round (his own line names someone else, who says so too, or an earlier one-sided game).
    std::vector<std::pair<std::tuple<int, int, int>, Game>> ordered;
    for (const bool confirmed : {true, false}) {
        for (const auto &[key, g] : games) {
            if ((g.low && g.high) == confirmed)
                ordered.emplace_back(key, g);
        }
    }
    for (const auto &[key, g] : ordered) {
        const auto &[round, lowId, highId] = key;
        const Entry *own = g.low ? g.low : g.high;
        if (seated.contains({lowId, round}) || seated.contains({highId, round})) {
            warn(own->line,
                 //: %1: the line; %2: the round; %3, %4: the players' starting ranks; %5: the one who has a game
                 TrfImport::tr("Line %1: round %2 pairs players %3 and %4, but player %5 already has a game in "
                               "that round; that round was skipped.")
                     .arg(own->line)
                     .arg(round)
                     .arg(own->player)
                     .arg(own->opponent)
                     .arg(seated.contains({lowId, round}) ? lowId : highId));
            continue;
        }
        if (!g.low || !g.high) {
            warn(own->line,
                 //: %1: the line number in the file; %2: the round number; %3, %4: the two players' starting ranks
                 TrfImport::tr("Line %1: round %2 pairs players %3 and %4, but the other player's line does "
                               "not say so; taken from this line.")
                     .arg(own->line)
                     .arg(round)
                     .arg(own->player)
                     .arg(own->opponent));
        }
        // Colours: from whichever half gives them.
        const QChar lowColour = g.low ? g.low->colour : QChar(u'-');
        const QChar highColour = g.high ? g.high->colour : QChar(u'-');
        PairingRecord r;
        r.round = round;
        r.coloursKnown = lowColour != u'-' || highColour != u'-';
        const bool lowIsWhite = lowColour != u'-' ? lowColour == u'w' : highColour != u'w';
        r.whiteId = lowIsWhite ? lowId : highId;
        r.blackId = lowIsWhite ? highId : lowId;
        r.white = m_players.value(r.whiteId).name;
        r.black = m_players.value(r.blackId).name;
        if (lowColour != u'-' && lowColour == highColour) {
            warn(g.high->line,
                 //: %1: the line number in the file; %2: the round number; %3, %4: the two players' starting ranks
                 TrfImport::tr("Line %1: in round %2 players %3 and %4 both have the same colour; "
                               "player %3's line was taken.")
                     .arg(g.high->line)
                     .arg(round)
                     .arg(lowId)
                     .arg(highId));
        }
        const Entry *first = lowIsWhite ? g.low : g.high; // White's half (or the first-listed player's)
        const Entry *second = lowIsWhite ? g.high : g.low;
        const Entry *decides = first ? first : second;
        const bool bothForfeited = g.low && g.high && g.low->result == u'-' && g.high->result == u'-';
        const bool noResult = (!g.low || g.low->result == u' ' || g.low->result == u'Z')
            && (!g.high || g.high->result == u' ' || g.high->result == u'Z');
        if (bothForfeited)
            r.result = R::DoubleForfeit;
        else if (noResult)
            r.result = r.coloursKnown ? R::None : R::NotPlayed; // without colours: paired but not played
        else
            r.result = gameResult(decides->result, decides == first);
        r.shortGame = QStringLiteral("WDL").contains(decides->result) && r.result != R::None;
        for (const Entry *e : {g.low, g.high}) {
            if (e && QStringLiteral("HFU").contains(e->result)) {
                warn(e->line,
                     //: %1: the line number; %2: the round; %3: the player's starting rank; %4: the bye code, H, F or U
                     TrfImport::tr("Line %1: round %2 of player %3 has an opponent and the bye code \"%4\"; "
                                   "taken as not played.")
                         .arg(e->line)
                         .arg(round)
                         .arg(e->player)
                         .arg(e->result));
                r.result = R::NotPlayed;
            }
        }
        if (!r.coloursKnown && isPlayedCode(decides->result)) {
            warn(own->line,
                 //: %1: the line number in the file; %2: the round number; %3, %4: the two players' starting ranks
                 TrfImport::tr("Line %1: round %2 of players %3 and %4 has a result but no colours; %3 "
                               "is listed first.")
                     .arg(own->line)
                     .arg(round)
                     .arg(r.whiteId)
                     .arg(r.blackId));
        }
        if (first && second && !bothForfeited && r.result != R::NotPlayed) {
            const auto other = gameResult(second->result, false);
            if (other != r.result) {
                warn(second->line,
                     //: %1: the line number; %2: the round number; %3: White's starting rank; %4: Black's starting rank
                     TrfImport::tr("Line %1: in round %2 players %3 and %4 give different results; the "
                                   "white player's result was taken.")
                         .arg(second->line)
                         .arg(round)
                         .arg(r.whiteId)
                         .arg(r.blackId));
            }
        }
        seated.insert({r.whiteId, round});
        seated.insert({r.blackId, round});
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
    // A round group left blank in a round that was paired is "0000 - Z" (the handbook): the player
    // was not paired (absent, withdrawn). Rounds after the last one the player lines pair are not
    // there yet (a 240 bye request for the next round pairs no one else).
    QList<Entry> absences;
    for (auto it = m_players.cbegin(); it != m_players.cend(); ++it) {
        for (int round = 1; round <= m_lastPlayerRound; ++round) {
            if (!m_groups.contains({it.key(), round}) && !seated.contains({it.key(), round}))
                absences.append({0, round, it.key(), 0, u'-', u'Z'});
        }
    }
    for (const Entry &e : std::as_const(absences))
        byes.append(&e);
    std::stable_sort(byes.begin(), byes.end(), [](const Entry *a, const Entry *b) {
        return std::tie(a->round, a->player) < std::tie(b->round, b->player);
    });
    for (const Entry *e : std::as_const(byes)) {
        if (seated.contains({e->player, e->round}))
            continue;
        QList<PairingRecord> &list = rounds[e->round];
        PairingRecord r;
        r.round = e->round;
        r.board = int(list.size()) + 1;
        r.whiteId = e->player;
        r.white = m_players.value(e->player).name;
        r.result = byeResult(e->result);
        list.append(r);
    }

    for (const QList<PairingRecord> &list : std::as_const(rounds))
        m_out.pairings.append(list);
    // The rounds the file pairs include those only an unreadable round group names (absences are
    // given for them too).
    m_out.rounds = std::max({m_declaredRounds, lastRound, m_lastPlayerRound});
}

} // namespace

Result<EventImport> TrfImport::readFile(const QString &path)
{
    const auto bytes = ImportLimits::readFile(path);
    if (!bytes)
        return bytes.error();
    return parse(bytes.value());
}

Result<EventImport> TrfImport::parse(const QByteArray &data)
{
    if (auto tooLarge = ImportLimits::checkSize(data.size()))
        return *tooLarge;
    return TrfReader(data).read();
}

} // namespace arbiter::event
