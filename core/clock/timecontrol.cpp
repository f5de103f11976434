#include "core/clock/timecontrol.h"

#include <QStringList>

#include <algorithm>
#include <limits>
#include <optional>

// FIDE-style notation accepted by TimeControl::fromFide (case-insensitive, spaces optional):
//
//   control  := "?" | "-" | "*" time | period { sep period }        sep := ":" | "," | ";"
//   period   := [ moves "/" | "G/" | "SD/" ] time [ bonus ] [ from ]
//             | time "/" moves "moves" [ bonus ] [ from ]            ("90 min/40 moves")
//   moves    := integer [ "moves" ]
//   time     := number [ unit ]      without a unit: minutes below 1000, seconds from 1000 on
//   unit     := "'" | "m" | "min" | "minutes" | '"' | "''" | "s" | "sec" | "seconds" | "h" | "hours"
//   number   := digits [ "." digits ] | digits "½" | "½" | "¼" | "¾"
//   bonus    := "+" increment | [ "+" ] ( "d" | "delay" ) n | [ "+" ] ( "b" | "bronstein" ) n
//             | [ "+" ] ( "inc" | "increment" ) n                   n = number [ unit ], seconds by default
//               optionally followed by "/move" or "per move"
//   from     := [ "starting" ] "from" [ "move" ] integer
//
// A segment holding only a bonus and/or a from clause ("G/90;d5", "90+30, from move 1") belongs to
// the period before it. "from move N" on a later period reaches back into earlier periods that have
// no bonus of their own: "40/90:30+30 from move 1" is the FIDE Olympiad control "40/90+30:30+30".
// Canonical output: "40/90+30:30+30", "60 d5", "45 b5", "15\"+0", "*3".

namespace arbiter::clock {

namespace {

using Period = TimeControl::Period;
using BonusKind = TimeControl::BonusKind;

constexpr std::int64_t MsPerSecond = 1000;
constexpr std::int64_t MsPerMinute = 60 * MsPerSecond;
constexpr std::int64_t MsPerHour = 60 * MsPerMinute;

// Decimal text for a number of thousandths: 1500 -> "1.5", 30000 -> "30".
QString thousandthsText(std::int64_t value)
{
    QString text = QString::number(value / 1000);
    std::int64_t fraction = value % 1000;
    if (fraction == 0)
        return text;
    QString digits = QStringLiteral("%1").arg(fraction, 3, 10, QLatin1Char('0'));
    while (digits.endsWith(u'0'))
        digits.chop(1);
    return text + u'.' + digits;
}

// A base time the way arbiters write it: whole minutes bare ("90"), anything else in seconds with
// the seconds mark so that the "below 1000 means minutes" rule cannot misread it.
QString baseText(std::int64_t ms)
{
    if (ms % MsPerMinute == 0) {
        const std::int64_t minutes = ms / MsPerMinute;
        return minutes < 1000 ? QString::number(minutes) : QString::number(minutes) + u'\'';
    }
    return thousandthsText(ms) + u'"';
}

QString secondsText(std::int64_t ms)
{
    return thousandthsText(ms);
}

// Reads the FIDE notation; each parse function returns an error or fills its output.
class FideParser
{
public:
    explicit FideParser(const QString &original) : m_original(original) { }

    Result<TimeControl> parse();

private:
    struct Number
    {
        std::int64_t thousandths = 0; // value × 1000
        bool integral = true;
    };
    enum class Unit { None, Hours, Minutes, Seconds };

    std::optional<Error> parsePeriod(std::vector<Period> &periods, std::vector<int> &fromMoves);
    std::optional<Error> parseBonusAndFrom(Period &period, int &fromMove, bool &any);
    std::optional<Error> readNumber(Number &out, const char *what);
    std::optional<Error> toMs(const Number &number, Unit unit, Unit defaultUnit, std::int64_t &ms);
    Unit readUnit();
    QStringView peekWord() const;
    bool eatWord(std::initializer_list<const char16_t *> words);
    void skipSpaces();
    bool atEnd() const { return m_pos >= m_segment.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_segment[m_pos]; }
    Error unexpected() const;
    Error error(const QString &what) const;

    const QString &m_original;
    QString m_segment;
    qsizetype m_pos = 0;
    qsizetype m_segmentOffset = 0;
};

Error FideParser::error(const QString &what) const
{
    //: %1: the time control as written, in FIDE notation, e.g. 40/90+30:30+30; %2: what is wrong (starts in lower case)
    return Error{TimeControl::tr("Time control “%1”: %2").arg(m_original, what)};
}

Error FideParser::unexpected() const
{
    const qsizetype end = std::min(m_segment.size(), m_pos + 8);
    //: %1: up to 8 characters of the text, from where it goes wrong; %2: their position in the text (from 1)
    return error(TimeControl::tr("unexpected “%1” at character %2.")
                     .arg(m_segment.mid(m_pos, end - m_pos).trimmed())
                     .arg(m_segmentOffset + m_pos + 1));
}

void FideParser::skipSpaces()
{
    while (!atEnd() && m_segment[m_pos].isSpace())
        ++m_pos;
}

QStringView FideParser::peekWord() const
{
    qsizetype end = m_pos;
    while (end < m_segment.size() && m_segment[end].isLetter() && m_segment[end] != u'½' && m_segment[end] != u'¼'
           && m_segment[end] != u'¾')
        ++end;
    return QStringView(m_segment).mid(m_pos, end - m_pos);
}

bool FideParser::eatWord(std::initializer_list<const char16_t *> words)
{
    const QStringView word = peekWord();
    for (const char16_t *candidate : words) {
        if (word == QStringView(candidate)) {
            m_pos += word.size();
            return true;
        }
    }
    return false;
}

std::optional<Error> FideParser::readNumber(Number &out, const char *what)
{
    skipSpaces();
    const qsizetype start = m_pos;
    std::int64_t whole = 0;
    int digits = 0;
    while (!atEnd() && peek().isDigit()) {
        if (++digits > 9)
            return error(
                //: %1: the position of the number in the text (from 1)
                TimeControl::tr("the number at character %1 is far too large.").arg(m_segmentOffset + start + 1));
        whole = whole * 10 + peek().digitValue();
        ++m_pos;
    }
    std::int64_t fraction = 0;
    bool hasFraction = false;
    if (!atEnd() && peek() == u'.' && digits > 0) {
        ++m_pos;
        int fractionDigits = 0;
        std::int64_t scale = 100;
        while (!atEnd() && peek().isDigit()) {
            if (++fractionDigits > 3)
                return error(
                    //: %1: the number as written
                    TimeControl::tr("“%1” has more than three decimals.").arg(m_segment.mid(start, m_pos - start + 1)));
            fraction += peek().digitValue() * scale;
            scale /= 10;
            ++m_pos;
        }
        if (fractionDigits == 0)
            //: %1: the position of the decimal point in the text (from 1)
            return error(TimeControl::tr("a decimal point must be followed by digits (character %1).")
                             .arg(m_segmentOffset + m_pos + 1));
        hasFraction = true;
    } else if (!atEnd() && (peek() == u'½' || peek() == u'¼' || peek() == u'¾')) {
        fraction = peek() == u'½' ? 500 : peek() == u'¼' ? 250 : 750;
        hasFraction = true;
        ++digits;
        ++m_pos;
    }
    if (digits == 0)
        //: %1: what was expected, e.g. "a time"; %2: the position in the text (from 1)
        return error(TimeControl::tr("expected %1 at character %2.")
                         .arg(TimeControl::tr(what))
                         .arg(m_segmentOffset + m_pos + 1));
    out.thousandths = whole * 1000 + fraction;
    out.integral = !hasFraction;
    return std::nullopt;
}

FideParser::Unit FideParser::readUnit()
{
    const qsizetype save = m_pos;
    skipSpaces();
    if (peek() == u'\'') {
        ++m_pos;
        if (peek() == u'\'') { // two apostrophes: seconds
            ++m_pos;
            return Unit::Seconds;
        }
        return Unit::Minutes;
    }
    if (peek() == u'"')
        return ++m_pos, Unit::Seconds;
    if (eatWord({u"h", u"hr", u"hrs", u"hour", u"hours"}))
        return Unit::Hours;
    if (eatWord({u"m", u"min", u"mins", u"minute", u"minutes"}))
        return Unit::Minutes;
    if (eatWord({u"s", u"sec", u"secs", u"second", u"seconds"}))
        return Unit::Seconds;
    m_pos = save;
    return Unit::None;
}

std::optional<Error> FideParser::toMs(const Number &number, Unit unit, Unit defaultUnit, std::int64_t &ms)
{
    if (unit == Unit::None) {
        unit = defaultUnit;
        // The ambiguity rule for bare base times: below 1000 they are minutes ("90"), from 1000 on
        // seconds ("5400"); nobody plays 1000 minutes, few write 90 seconds without a unit.
        if (unit == Unit::Minutes && number.thousandths >= 1000 * 1000)
            unit = Unit::Seconds;
    }
    const std::int64_t scale = unit == Unit::Hours ? MsPerHour : unit == Unit::Minutes ? MsPerMinute : MsPerSecond;
    // number ≤ 10^9 × 1000, scale ≤ 3.6 × 10^6: the product fits comfortably in 63 bits.
    ms = number.thousandths * scale / 1000;
    return std::nullopt;
}

std::optional<Error> FideParser::parseBonusAndFrom(Period &period, int &fromMove, bool &any)
{
    skipSpaces();
    const qsizetype save = m_pos;
    const bool plus = peek() == u'+';
    if (plus) {
        ++m_pos;
        skipSpaces();
    }
    std::optional<BonusKind> kind;
    if (eatWord({u"d", u"delay"}))
        kind = BonusKind::SimpleDelay;
    else if (eatWord({u"b", u"bronstein"}))
        kind = BonusKind::BronsteinDelay;
    else if (eatWord({u"inc", u"increment"}))
        kind = BonusKind::Increment;
    else if (plus)
        kind = BonusKind::Increment;
    if (kind) {
        if (period.bonusMs > 0 || any)
            //: %1: the position of the second increment or delay in the text (from 1)
            return error(TimeControl::tr("a period can have only one increment or delay (character %1).")
                             .arg(m_segmentOffset + save + 1));
        Number number;
        if (auto e = readNumber(number, QT_TRANSLATE_NOOP("TimeControl", "the increment or delay in seconds")))
            return e;
        const Unit unit = readUnit();
        if (unit == Unit::Hours)
            return error(TimeControl::tr("an increment or delay is given in seconds or minutes, not hours."));
        std::int64_t ms = 0;
        toMs(number, unit, Unit::Seconds, ms);
        if (ms > TimeControl::MaxBonusMs)
            return error(
                //: %1: the increment or delay in seconds, e.g. 4000
                TimeControl::tr("an increment or delay of %1 s is more than the hour allowed.").arg(secondsText(ms)));
        period.bonusMs = ms;
        period.bonusKind = *kind;
        any = true;
        skipSpaces();
        // "30\"/move", "30 s per move"
        const qsizetype beforeSuffix = m_pos;
        if (peek() == u'/') {
            ++m_pos;
            skipSpaces();
            if (!eatWord({u"move", u"mv", u"m"}))
                m_pos = beforeSuffix;
        } else if (eatWord({u"per"})) {
            skipSpaces();
            if (!eatWord({u"move"}))
                m_pos = beforeSuffix;
        }
        skipSpaces();
        if (peek() == u'+')
            //: %1: the position of the second increment or delay in the text (from 1)
            return error(TimeControl::tr("a period can have only one increment or delay (character %1).")
                             .arg(m_segmentOffset + m_pos + 1));
    } else {
        m_pos = save;
    }

    skipSpaces();
    const qsizetype beforeFrom = m_pos;
    eatWord({u"starting", u"start"});
    skipSpaces();
    if (eatWord({u"from"})) {
        skipSpaces();
        eatWord({u"move", u"moves"});
        Number number;
        if (auto e = readNumber(number, QT_TRANSLATE_NOOP("TimeControl", "a move number after “from move”")))
            return e;
        if (!number.integral || number.thousandths < 1000 || number.thousandths > TimeControl::MaxMoves * 1000LL)
            return error(
                //: %1: the largest move number allowed
                TimeControl::tr("“from move” needs a whole move number from 1 to %1.").arg(TimeControl::MaxMoves));
        fromMove = int(number.thousandths / 1000);
        any = true;
    } else {
        m_pos = beforeFrom;
    }
    return std::nullopt;
}

std::optional<Error> FideParser::parsePeriod(std::vector<Period> &periods, std::vector<int> &fromMoves)
{
    m_pos = 0;
    skipSpaces();
    if (atEnd())
        //: %1: the period's number (from 1)
        return error(TimeControl::tr("period %1 is empty.").arg(periods.size() + 1));

    // A segment that starts with a bonus or "from" continues the previous period ("G/90;d5").
    const QChar first = peek();
    const bool startsNumber = first.isDigit() || first == u'.' || first == u'½' || first == u'¼' || first == u'¾';
    const QStringView word = peekWord();
    const bool restMarker = (word == u"g" || word == u"sd") && m_pos + word.size() < m_segment.size()
        && m_segment[m_pos + word.size()] == u'/';
    if (!startsNumber && !restMarker) {
        if (periods.empty())
            //: %1: the position in the text (from 1)
            return error(TimeControl::tr("expected a time at character %1.").arg(m_segmentOffset + m_pos + 1));
        bool any = false;
        if (auto e = parseBonusAndFrom(periods.back(), fromMoves.back(), any))
            return e;
        skipSpaces();
        if (!any || !atEnd())
            return unexpected();
        return std::nullopt;
    }

    Period period;
    Number number;
    Unit unit = Unit::None;
    if (restMarker) {
        m_pos += word.size() + 1;
        if (auto e = readNumber(number, QT_TRANSLATE_NOOP("TimeControl", "a time")))
            return e;
        unit = readUnit();
    } else {
        if (auto e = readNumber(number, QT_TRANSLATE_NOOP("TimeControl", "a time")))
            return e;
        unit = readUnit();
        skipSpaces();
        const bool movesWord = unit == Unit::None && eatWord({u"moves", u"move", u"mv"});
        skipSpaces();
        if (peek() == u'/') {
            ++m_pos;
            Number second;
            if (auto e = readNumber(second, QT_TRANSLATE_NOOP("TimeControl", "a time after “/”")))
                return e;
            Unit secondUnit = readUnit();
            skipSpaces();
            Number moves = number;
            if (!movesWord && secondUnit == Unit::None && eatWord({u"moves", u"move", u"mv"})) {
                // "90 min/40 moves": time first, then the move count.
                moves = second;
            } else {
                if (unit != Unit::None)
                    return error(TimeControl::tr("the move count before “/” cannot have a time unit."));
                number = second;
                unit = secondUnit;
            }
            if (!moves.integral || moves.thousandths < 1000 || moves.thousandths > TimeControl::MaxMoves * 1000LL)
                //: %1: the period's number (from 1); %2: the largest move count allowed
                return error(TimeControl::tr("the move count of period %1 must be a whole number from 1 to %2.")
                                 .arg(periods.size() + 1)
                                 .arg(TimeControl::MaxMoves));
            period.moves = int(moves.thousandths / 1000);
        } else if (movesWord) {
            return error(TimeControl::tr("expected “/” and a time after the move count."));
        }
    }
    if (auto e = toMs(number, unit, Unit::Minutes, period.baseMs))
        return e;
    if (period.baseMs > TimeControl::MaxBaseMs)
        //: %1: the period's number (from 1)
        return error(TimeControl::tr("period %1 lasts more than 30 days.").arg(periods.size() + 1));

    int fromMove = 0;
    bool any = false;
    if (auto e = parseBonusAndFrom(period, fromMove, any))
        return e;
    skipSpaces();
    if (!atEnd())
        return unexpected();
    periods.push_back(period);
    fromMoves.push_back(fromMove);
    return std::nullopt;
}

Result<TimeControl> FideParser::parse()
{
    QString text = m_original.trimmed().toLower();
    // Typographic marks people paste from regulations.
    text.replace(u'′', u'\'').replace(u'’', u'\'').replace(u'´', u'\'').replace(u'`', u'\'');
    text.replace(u'″', u'"').replace(u'”', u'"').replace(u'“', u'"');
    if (text.isEmpty())
        return Error{TimeControl::tr("The time control is empty.")};
    if (text == u"?")
        return TimeControl();
    if (text == u"-")
        return TimeControl::untimed();
    if (text.startsWith(u'*')) {
        m_segment = text.mid(1);
        m_segmentOffset = 1;
        Number number;
        if (auto e = readNumber(number, QT_TRANSLATE_NOOP("TimeControl", "the sandclock time after “*”")))
            return *e;
        std::int64_t ms = 0;
        toMs(number, readUnit(), Unit::Minutes, ms);
        skipSpaces();
        if (!atEnd())
            return unexpected();
        auto result = TimeControl::sandclock(ms);
        if (!result)
            return error(result.error().message);
        return result;
    }

    std::vector<Period> periods;
    std::vector<int> fromMoves;
    qsizetype offset = 0;
    while (offset <= text.size()) {
        qsizetype end = offset;
        while (end < text.size() && text[end] != u':' && text[end] != u',' && text[end] != u';')
            ++end;
        m_segment = text.mid(offset, end - offset);
        m_segmentOffset = offset;
        if (auto e = parsePeriod(periods, fromMoves))
            return *e;
        offset = end + 1;
    }

    for (std::size_t i = 0; i + 1 < periods.size(); ++i) {
        if (periods[i].moves == 0)
            //: %1: the period's number (from 1)
            return error(TimeControl::tr("period %1 has no move count, so it would last the rest of the game, but "
                                         "more periods follow; write it as moves/time, e.g. 40/90.")
                             .arg(i + 1));
    }
    // Place the "from move" clauses, reaching back into earlier periods without a bonus.
    for (std::size_t i = 0; i < periods.size(); ++i) {
        const int from = fromMoves[i];
        if (from > 0) {
            if (periods[i].bonusMs == 0)
                //: %1: the move number written after "from move"
                return error(TimeControl::tr("“from move %1” needs an increment or delay to start.").arg(from));
            periods[i].bonusFromMove = from;
            int earlierFirst = 1;
            for (std::size_t j = 0; j < i; ++j) {
                const int earlierLast = earlierFirst + periods[j].moves - 1;
                if (periods[j].bonusMs == 0 && earlierLast >= from) {
                    periods[j].bonusMs = periods[i].bonusMs;
                    periods[j].bonusKind = periods[i].bonusKind;
                    periods[j].bonusFromMove = from;
                }
                earlierFirst = earlierLast + 1;
            }
        }
    }
    auto result = TimeControl::fromPeriods(std::move(periods));
    if (!result)
        return error(result.error().message);
    return result;
}

// Reads one non-negative decimal integer of at most `maxDigits` digits; nullopt for anything else.
std::optional<std::int64_t> pgnNumber(QStringView text, int maxDigits = 10)
{
    if (text.isEmpty() || text.size() > maxDigits)
        return std::nullopt;
    std::int64_t value = 0;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        value = value * 10 + (c.unicode() - u'0');
    }
    return value;
}

std::int64_t clampMove(int moveNumber)
{
    return std::max(moveNumber, 1);
}

} // namespace

TimeControl TimeControl::untimed()
{
    TimeControl tc;
    tc.m_kind = Kind::Untimed;
    return tc;
}

Result<TimeControl> TimeControl::sandclock(std::int64_t totalMs)
{
    if (totalMs <= 0)
        return Error{tr("A sandclock needs a positive time.")};
    if (totalMs > MaxBaseMs)
        return Error{tr("A sandclock of more than 30 days is not a time control.")};
    TimeControl tc;
    tc.m_kind = Kind::Sandclock;
    tc.m_periods.push_back(Period{0, totalMs, 0, BonusKind::Increment, 1});
    return tc;
}

Result<TimeControl> TimeControl::fromPeriods(std::vector<Period> periods)
{
    if (periods.empty())
        return Error{tr("A time control needs at least one period.")};
    int firstMove = 1;
    for (std::size_t i = 0; i < periods.size(); ++i) {
        Period &p = periods[i];
        const int number = int(i + 1);
        if (p.moves < 0 || p.moves > MaxMoves)
            return Error{
                //: %1: the period's number (from 1); %2: the largest move count allowed
                tr("Period %1: the move count must be from 0 (rest of the game) to %2.").arg(number).arg(MaxMoves)};
        if (p.moves == 0 && i + 1 < periods.size())
            //: %1: the period's number (from 1)
            return Error{tr("Period %1 covers the rest of the game, so no period may follow it.").arg(number)};
        if (p.baseMs < 0 || p.baseMs > MaxBaseMs)
            //: %1: the period's number (from 1)
            return Error{tr("Period %1: the base time must be from 0 to 30 days.").arg(number)};
        if (p.bonusMs < 0 || p.bonusMs > MaxBonusMs)
            //: %1: the period's number (from 1)
            return Error{tr("Period %1: the increment or delay must be from 0 to 3600 seconds.").arg(number)};
        if (p.bonusFromMove < 1)
            //: %1: the period's number (from 1)
            return Error{tr("Period %1: the increment cannot start before move 1.").arg(number)};
        // One spelling per meaning, so that equal controls compare equal: the bonus start is the
        // first move that really gets it.
        if (p.bonusMs == 0) {
            p.bonusKind = BonusKind::Increment;
            p.bonusFromMove = firstMove;
        } else {
            p.bonusFromMove = std::max(p.bonusFromMove, firstMove);
            if (p.moves > 0 && i + 1 == periods.size() && p.bonusFromMove >= firstMove + p.moves) {
                // A repeating last period: the start may lie in a later repetition; that is fine.
            } else if (p.moves > 0 && i + 1 < periods.size() && p.bonusFromMove >= firstMove + p.moves) {
                //: %1: the period's number (from 1); %2: its last move; %3: the move from which its increment applies
                return Error{tr("Period %1 ends at move %2, before its increment would start at move %3.")
                                 .arg(number)
                                 .arg(firstMove + p.moves - 1)
                                 .arg(p.bonusFromMove)};
            }
        }
        firstMove += p.moves;
    }
    if (periods.front().baseMs == 0 && periods.front().bonusMs == 0)
        return Error{tr("The first period gives no time at all (base and increment are both 0).")};
    TimeControl tc;
    tc.m_kind = Kind::Periods;
    tc.m_periods = std::move(periods);
    return tc;
}

Result<TimeControl> TimeControl::fromFide(const QString &text)
{
    return FideParser(text).parse();
}

Result<TimeControl> TimeControl::fromPgnTag(const QString &tag)
{
    const QString text = tag.trimmed();
    if (text.isEmpty())
        return Error{tr("The TimeControl tag is empty; use “?” for unknown or “-” for no clock.")};
    if (text == u"?")
        return TimeControl();
    if (text == u"-")
        return untimed();
    if (text.startsWith(u'*')) {
        const auto seconds = pgnNumber(QStringView(text).mid(1));
        if (!seconds)
            //: %1: the PGN TimeControl tag as written, e.g. *3m
            return Error{tr("TimeControl “%1”: a sandclock is “*” followed by whole seconds, e.g. *180.").arg(text)};
        auto result = sandclock(*seconds * MsPerSecond);
        if (!result)
            //: %1: the PGN TimeControl tag as written, e.g. 40/5400+30 or *180; %2: what is wrong (a sentence)
            return Error{tr("TimeControl “%1”: %2").arg(text, result.error().message)};
        return result;
    }
    std::vector<Period> periods;
    const QStringList fields = text.split(u':');
    for (qsizetype i = 0; i < fields.size(); ++i) {
        QStringView field = QStringView(fields[i]);
        Period period;
        const qsizetype slash = field.indexOf(u'/');
        if (slash >= 0) {
            const auto moves = pgnNumber(field.left(slash), 4);
            if (!moves || *moves < 1 || *moves > MaxMoves)
                //: %1: the PGN TimeControl tag; %2: the field's number (from 1); %3: the field; %4: the most moves
                return Error{tr("TimeControl “%1”, field %2 (“%3”): the move count before “/” must be a whole "
                                "number from 1 to %4.")
                                 .arg(text)
                                 .arg(i + 1)
                                 .arg(fields[i])
                                 .arg(MaxMoves)};
            period.moves = int(*moves);
            field = field.mid(slash + 1);
        }
        const qsizetype plus = field.indexOf(u'+');
        const auto seconds = pgnNumber(plus >= 0 ? field.left(plus) : field);
        if (!seconds)
            //: %1: the PGN TimeControl tag as written; %2: the field's number (from 1); %3: the field as written
            return Error{tr("TimeControl “%1”, field %2 (“%3”): expected whole seconds, as in 40/9000, 300+2 or 5400.")
                             .arg(text)
                             .arg(i + 1)
                             .arg(fields[i])};
        period.baseMs = *seconds * MsPerSecond;
        if (plus >= 0) {
            const auto increment = pgnNumber(field.mid(plus + 1));
            if (!increment)
                //: %1: the PGN TimeControl tag as written; %2: the field's number (from 1); %3: the field as written
                return Error{tr("TimeControl “%1”, field %2 (“%3”): the increment after “+” must be whole seconds.")
                                 .arg(text)
                                 .arg(i + 1)
                                 .arg(fields[i])};
            period.bonusMs = *increment * MsPerSecond;
        }
        periods.push_back(period);
    }
    auto result = fromPeriods(std::move(periods));
    if (!result)
        //: %1: the PGN TimeControl tag as written, e.g. 40/5400+30 or *180; %2: what is wrong (a sentence)
        return Error{tr("TimeControl “%1”: %2").arg(text, result.error().message)};
    return result;
}

Result<TimeControl> TimeControl::fromLichess(std::int64_t initialSeconds, std::int64_t incrementSeconds)
{
    if (initialSeconds < 0 || incrementSeconds < 0)
        //: %1: the initial time in seconds; %2: the increment in seconds
        return Error{tr("The Lichess clock has a negative time (initial %1 s, increment %2 s).")
                         .arg(initialSeconds)
                         .arg(incrementSeconds)};
    if (initialSeconds > MaxBaseMs / MsPerSecond || incrementSeconds > MaxBonusMs / MsPerSecond)
        //: %1: the initial time in seconds; %2: the increment in seconds
        return Error{tr("The Lichess clock is implausibly long (initial %1 s, increment %2 s).")
                         .arg(initialSeconds)
                         .arg(incrementSeconds)};
    return fromPeriods(
        {Period{0, initialSeconds * MsPerSecond, incrementSeconds * MsPerSecond, BonusKind::Increment, 1}});
}

QString TimeControl::toFideString() const
{
    switch (m_kind) {
    case Kind::Unknown: return QStringLiteral("?");
    case Kind::Untimed: return QStringLiteral("-");
    case Kind::Sandclock: return u'*' + baseText(m_periods.front().baseMs);
    case Kind::Periods: break;
    }
    QStringList parts;
    int firstMove = 1;
    for (const Period &p : m_periods) {
        QString part;
        if (p.moves > 0)
            part += QString::number(p.moves) + u'/';
        part += baseText(p.baseMs);
        if (p.bonusMs > 0) {
            switch (p.bonusKind) {
            case BonusKind::Increment: part += u'+' + secondsText(p.bonusMs); break;
            case BonusKind::SimpleDelay: part += QStringLiteral(" d") + secondsText(p.bonusMs); break;
            case BonusKind::BronsteinDelay: part += QStringLiteral(" b") + secondsText(p.bonusMs); break;
            }
            if (p.bonusFromMove > firstMove)
                part += QStringLiteral(" from move ") + QString::number(p.bonusFromMove);
        } else if (m_periods.size() == 1 && p.moves == 0) {
            part += QStringLiteral("+0"); // "5+0": arbiters say so for a plain sudden death
        }
        parts.append(part);
        firstMove += p.moves;
    }
    return parts.join(u':');
}

Result<QString> TimeControl::toPgnTag() const
{
    switch (m_kind) {
    case Kind::Unknown: return QStringLiteral("?");
    case Kind::Untimed: return QStringLiteral("-");
    case Kind::Sandclock:
        if (m_periods.front().baseMs % MsPerSecond != 0)
            return Error{tr("A PGN TimeControl tag has whole seconds only.")};
        return QString(u'*' + QString::number(m_periods.front().baseMs / MsPerSecond));
    case Kind::Periods: break;
    }
    QStringList fields;
    int firstMove = 1;
    for (const Period &p : m_periods) {
        if (p.baseMs % MsPerSecond != 0 || p.bonusMs % MsPerSecond != 0)
            return Error{tr("A PGN TimeControl tag has whole seconds only.")};
        if (p.bonusMs > 0 && p.bonusKind != BonusKind::Increment)
            return Error{tr("A PGN TimeControl tag cannot express a delay; only Fischer increments.")};
        if (p.bonusMs > 0 && p.bonusFromMove > firstMove)
            //: %1: the move number from which the increment applies
            return Error{tr("A PGN TimeControl tag cannot express an increment that starts at move %1, inside "
                            "a period.")
                             .arg(p.bonusFromMove)};
        QString field;
        if (p.moves > 0)
            field += QString::number(p.moves) + u'/';
        field += QString::number(p.baseMs / MsPerSecond);
        if (p.bonusMs > 0 || (m_periods.size() == 1 && p.moves == 0))
            field += u'+' + QString::number(p.bonusMs / MsPerSecond); // Lichess writes "300+0"
        fields.append(field);
        firstMove += p.moves;
    }
    return fields.join(u':');
}

Result<TimeControl::LichessClock> TimeControl::toLichess() const
{
    if (m_kind != Kind::Periods || m_periods.size() != 1 || m_periods.front().moves != 0)
        return Error{
            //: %1: the time control in FIDE notation, e.g. 40/90+30:30+30
            tr("Lichess clocks have a single period for the whole game; “%1” does not fit.").arg(toFideString())};
    const Period &p = m_periods.front();
    if (p.bonusMs > 0 && (p.bonusKind != BonusKind::Increment || p.bonusFromMove > 1))
        return Error{
            //: %1: the time control in FIDE notation, e.g. 90 d5
            tr("Lichess clocks have only a Fischer increment from move 1; “%1” does not fit.").arg(toFideString())};
    if (p.baseMs % MsPerSecond != 0 || p.bonusMs % MsPerSecond != 0)
        //: %1: the time control in FIDE notation, e.g. 90.5+30
        return Error{tr("Lichess clocks count whole seconds; “%1” does not fit.").arg(toFideString())};
    return LichessClock{int(p.baseMs / MsPerSecond), int(p.bonusMs / MsPerSecond)};
}

int TimeControl::periodIndexForMove(int moveNumber) const
{
    if (m_kind != Kind::Periods)
        return 0;
    const std::int64_t move = clampMove(moveNumber);
    std::int64_t start = 1;
    for (std::size_t i = 0; i < m_periods.size(); ++i) {
        const Period &p = m_periods[i];
        if (p.moves == 0 || move < start + p.moves)
            return int(i);
        if (i + 1 == m_periods.size())
            return int(i + (move - start) / p.moves);
        start += p.moves;
    }
    return 0;
}

int TimeControl::firstMoveOfPeriod(int periodIndex) const
{
    if (periodIndex < 0 || m_periods.empty())
        return 0;
    if (m_kind != Kind::Periods)
        return periodIndex == 0 ? 1 : 0;
    std::int64_t start = 1;
    const int last = int(m_periods.size()) - 1;
    for (int i = 0; i < std::min(periodIndex, last); ++i)
        start += m_periods[std::size_t(i)].moves;
    if (periodIndex > last) {
        if (m_periods.back().moves == 0)
            return 0; // the rest-of-game period never ends
        start += std::int64_t(periodIndex - last) * m_periods.back().moves;
    }
    return start > std::numeric_limits<int>::max() ? 0 : int(start);
}

std::int64_t TimeControl::baseForPeriod(int periodIndex) const
{
    if (periodIndex < 0 || m_periods.empty())
        return 0;
    if (std::size_t(periodIndex) < m_periods.size())
        return m_periods[std::size_t(periodIndex)].baseMs;
    if (m_kind == Kind::Periods && m_periods.back().moves > 0)
        return m_periods.back().baseMs;
    return 0;
}

std::int64_t TimeControl::incrementAt(int moveNumber) const
{
    if (m_kind != Kind::Periods)
        return 0;
    const int index = std::min(periodIndexForMove(moveNumber), int(m_periods.size()) - 1);
    const Period &p = m_periods[std::size_t(index)];
    if (p.bonusKind != BonusKind::Increment || clampMove(moveNumber) < p.bonusFromMove)
        return 0;
    return p.bonusMs;
}

std::int64_t TimeControl::delayAt(int moveNumber) const
{
    if (m_kind != Kind::Periods)
        return 0;
    const int index = std::min(periodIndexForMove(moveNumber), int(m_periods.size()) - 1);
    const Period &p = m_periods[std::size_t(index)];
    if (p.bonusKind == BonusKind::Increment || clampMove(moveNumber) < p.bonusFromMove)
        return 0;
    return p.bonusMs;
}

TimeControl::BonusKind TimeControl::bonusKindAt(int moveNumber) const
{
    if (m_kind != Kind::Periods)
        return BonusKind::Increment;
    const int index = std::min(periodIndexForMove(moveNumber), int(m_periods.size()) - 1);
    return m_periods[std::size_t(index)].bonusKind;
}

std::int64_t TimeControl::periodBonusAfterMove(int moveNumber) const
{
    if (m_kind != Kind::Periods)
        return 0;
    const int index = periodIndexForMove(moveNumber);
    const int next = firstMoveOfPeriod(index + 1);
    if (next == 0 || clampMove(moveNumber) != next - 1)
        return 0;
    return baseForPeriod(index + 1);
}

std::int64_t TimeControl::remainingAfterMove(int moveNumber, std::int64_t beforeMs, std::int64_t elapsedMs) const
{
    elapsedMs = std::max<std::int64_t>(elapsedMs, 0);
    if (m_kind != Kind::Periods)
        return std::max<std::int64_t>(beforeMs - elapsedMs, 0);
    const std::int64_t charged = std::max<std::int64_t>(elapsedMs - delayAt(moveNumber), 0);
    if (charged > beforeMs || (charged == beforeMs && charged > 0))
        return 0; // the flag fell before the move was completed
    return beforeMs - charged + timeAddedAfterMove(moveNumber);
}

std::int64_t TimeControl::estimatedDurationMs(int moves) const
{
    if (m_kind == Kind::Sandclock)
        return m_periods.front().baseMs;
    if (m_kind != Kind::Periods)
        return 0;
    std::int64_t total = 0;
    for (int index = 0;; ++index) {
        const int first = firstMoveOfPeriod(index);
        if (first == 0 || first > moves)
            break;
        total += baseForPeriod(index);
    }
    for (int move = 1; move <= moves; ++move)
        total += incrementAt(move) + delayAt(move);
    return total;
}

TimeControl::Speed TimeControl::speed() const
{
    if (m_kind == Kind::Unknown)
        return Speed::Unknown;
    if (m_kind == Kind::Untimed)
        return Speed::Untimed;
    // Lichess Speed.scala: estimated total = limit + 40 × increment, in seconds.
    const std::int64_t seconds = estimatedDurationMs(40) / MsPerSecond;
    if (seconds < 30)
        return Speed::UltraBullet;
    if (seconds < 180)
        return Speed::Bullet;
    if (seconds < 480)
        return Speed::Blitz;
    if (seconds < 1500)
        return Speed::Rapid;
    return Speed::Classical;
}

TimeControl::FideCategory TimeControl::fideCategory() const
{
    if (!isTimed())
        return FideCategory::None;
    // FIDE Laws, Appendices A.1 and B.1: the time for all moves, or base + 60 × increment.
    const std::int64_t ms = estimatedDurationMs(60);
    if (ms <= 10 * MsPerMinute)
        return FideCategory::Blitz;
    if (ms < 60 * MsPerMinute)
        return FideCategory::Rapid;
    return FideCategory::Standard;
}

QString TimeControl::speedName(Speed speed)
{
    switch (speed) {
    case Speed::Unknown: return tr("unknown");
    case Speed::Untimed: return tr("no clock");
    case Speed::UltraBullet: return tr("UltraBullet");
    case Speed::Bullet: return tr("bullet");
    case Speed::Blitz: return tr("blitz");
    case Speed::Rapid: return tr("rapid");
    case Speed::Classical: return tr("classical");
    }
    return QString();
}

QString TimeControl::fideCategoryName(FideCategory category)
{
    switch (category) {
    case FideCategory::None: return tr("not rateable");
    case FideCategory::Blitz: return tr("blitz");
    case FideCategory::Rapid: return tr("rapid");
    case FideCategory::Standard: return tr("standard");
    }
    return QString();
}

} // namespace arbiter::clock
