#include "core/chess/pgnreader.h"

#include "core/chess/notation.h"
#include "core/chess/pgnclock.h"

#include <QIODevice>

#include <algorithm>
#include <array>
#include <cstring>
#include <utility>

namespace arbiter::chess {

namespace {

constexpr std::size_t FirstChunkSize = 1 << 14; // small inputs (a pasted game) stay cheap
constexpr std::size_t ChunkSize = 1 << 20; // large files grow the buffer to this
constexpr std::size_t MaxWord = 256;
constexpr std::size_t MaxPreview = 40; // bytes of skipped text quoted in a notice
constexpr qsizetype MaxNotices = 1000; // pending notices kept when nobody takes them

constexpr std::array<bool, 256> makeDelimiters()
{
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view(" \t\r\n\f\v{}();$[]"))
        t[c] = true;
    return t;
}
constexpr std::array<bool, 256> Delimiters = makeDelimiters();

inline bool isDelimiter(char c)
{
    return Delimiters[static_cast<unsigned char>(c)];
}
inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}
inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

QString fromBytes(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The six traditional move-suffix glyphs as NAGs ($1..$6); 0 for anything else.
std::uint8_t glyphNag(std::string_view g)
{
    if (g == "!")
        return 1;
    if (g == "?")
        return 2;
    if (g == "!!")
        return 3;
    if (g == "??")
        return 4;
    if (g == "!?")
        return 5;
    if (g == "?!")
        return 6;
    return 0;
}

bool onlyChars(std::string_view w, std::string_view allowed)
{
    return std::all_of(w.begin(), w.end(), [allowed](char c) { return allowed.find(c) != std::string_view::npos; });
}

// Appends s to out with runs of white space collapsed to one space (comments may be re-wrapped by
// any writer, so line breaks inside them carry no meaning).
void appendNormalized(std::string &out, std::string_view s)
{
    for (char c : s) {
        const bool space = isBlank(c) || c == '\n';
        if (space) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else {
            out += c;
        }
    }
}

void trimTrailingSpace(std::string &s)
{
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
}

} // namespace

PgnReader::PgnReader(QIODevice *device) : m_device(device) { }

// ---------------------------------------------------------------------------------------------
// Buffer

bool PgnReader::fill()
{
    if (m_eof || !m_device)
        return false;
    if (m_buf.empty())
        m_buf.resize(FirstChunkSize);
    if (m_pos > 0) {
        std::memmove(m_buf.data(), m_buf.data() + m_pos, m_end - m_pos);
        m_consumedBefore += std::int64_t(m_pos);
        m_end -= m_pos;
        m_pos = 0;
    }
    if (m_end == m_buf.size())
        m_buf.resize(m_buf.size() * 2);
    for (;;) {
        const qint64 n = m_device->read(m_buf.data() + m_end, qint64(m_buf.size() - m_end));
        if (n > 0) {
            m_end += std::size_t(n);
            if (m_end == m_buf.size() && m_buf.size() < ChunkSize)
                m_buf.resize(m_buf.size() * 4);
            return true;
        }
        if (n < 0 || !m_device->isSequential() || !m_device->waitForReadyRead(m_readTimeout)) {
            m_eof = true;
            return false;
        }
    }
}

inline bool PgnReader::ensure(std::size_t n)
{
    if (m_end - m_pos >= n)
        return true;
    while (m_end - m_pos < n)
        if (!fill())
            return false;
    return true;
}

inline int PgnReader::peek()
{
    if (m_pos < m_end || fill())
        return static_cast<unsigned char>(m_buf[m_pos]);
    return -1;
}

inline void PgnReader::advance(std::size_t n)
{
    m_pos += n;
}

// ---------------------------------------------------------------------------------------------
// Lexical helpers

int PgnReader::skipWhitespace()
{
    int blankLines = 0;
    for (;;) {
        if (m_pos == m_end && !fill())
            return blankLines;
        const char c = m_buf[m_pos];
        if (c == '\n') {
            ++m_line;
            blankLines += m_lineStart;
            m_lineStart = true;
            ++m_pos;
        } else if (isBlank(c)) {
            ++m_pos;
        } else if (c == '%' && m_lineStart) {
            skipLine();
        } else {
            return blankLines;
        }
    }
}

void PgnReader::skipLine()
{
    for (;;) {
        if (m_pos == m_end && !fill())
            return;
        const char *start = m_buf.data() + m_pos;
        const void *nl = std::memchr(start, '\n', m_end - m_pos);
        if (nl) {
            m_pos += std::size_t(static_cast<const char *>(nl) - start) + 1;
            ++m_line;
            m_lineStart = true;
            return;
        }
        m_pos = m_end;
    }
}

// At '{' (brace comment, may span lines) or ';' (to the end of the line). A brace comment that is
// never closed would swallow the rest of the file, so a line that starts like a tag pair
// ([Name "...) ends it: no writer puts that inside a comment, and the next game survives.
//
// Text goes into `into` only up to `limit` bytes in all; the rest is read past and m_commentCut
// says so.
void PgnReader::skipComment(std::string *into, std::size_t limit)
{
    const auto take = [&](const char *from, std::size_t n) {
        if (!into)
            return;
        const std::size_t room = into->size() < limit ? limit - into->size() : 0;
        if (n > room) {
            m_commentCut = true;
            n = room;
        }
        into->append(from, n);
    };
    const bool brace = m_buf[m_pos] == '{';
    advance(1);
    m_lineStart = false;
    for (;;) {
        if (m_pos == m_end && !fill())
            return; // unterminated at end of input: take what is there
        const char *start = m_buf.data() + m_pos;
        const std::size_t avail = m_end - m_pos;
        std::size_t len = 0;
        if (brace) {
            while (len < avail && start[len] != '}' && start[len] != '\n')
                ++len;
        } else {
            const void *nl = std::memchr(start, '\n', avail);
            len = nl ? std::size_t(static_cast<const char *>(nl) - start) : avail;
        }
        take(start, len);
        m_pos += len;
        if (len == avail)
            continue;
        const char c = m_buf[m_pos];
        ++m_pos;
        if (c == '}')
            return;
        ++m_line; // c == '\n'
        if (!brace) {
            m_lineStart = true;
            return;
        }
        take("\n", 1);
        if (looksLikeTagLine()) {
            m_lineStart = true;
            return;
        }
    }
}

// True when the bytes at the read position start a whole tag pair (PgnBoundary::startsTagPair).
bool PgnReader::looksLikeTagLine()
{
    ensure(MaxWord);
    return PgnBoundary::startsTagPair(std::string_view(m_buf.data() + m_pos, std::min(m_end - m_pos, MaxWord)));
}

// At '(': skips the variation including nested ones and comments inside. A tag line at the start
// of a line ends it early, and so do two blank lines (they end the game, as PgnBoundary says): an
// unbalanced parenthesis must not swallow the following games.
void PgnReader::skipVariation()
{
    int depth = 0;
    for (;;) {
        const int c = peek();
        if (c < 0)
            return;
        switch (c) {
        case '(':
            ++depth;
            advance(1);
            m_lineStart = false;
            break;
        case ')':
            advance(1);
            m_lineStart = false;
            if (--depth == 0)
                return;
            break;
        case '{':
        case ';': skipComment(nullptr); break;
        case '\n': {
            const int blankLines = skipWhitespace();
            if (blankLines >= 2 && m_boundary.endsGame(blankLines)) {
                m_gapInVariation = true;
                return;
            }
            break;
        }
        case '[':
            if (m_lineStart)
                return;
            advance(1);
            break;
        case '%':
            if (m_lineStart) {
                skipLine();
                break;
            }
            advance(1);
            m_lineStart = false;
            break;
        default:
            if (!isBlank(char(c)))
                m_lineStart = false;
            advance(1);
            break;
        }
    }
}

// Reads a word up to the next delimiter. The view stays valid until the buffer is refilled.
std::string_view PgnReader::readWord(bool &tooLong)
{
    tooLong = false;
    ensure(MaxWord);
    const char *start = m_buf.data() + m_pos;
    const std::size_t avail = m_end - m_pos;
    std::size_t n = 0;
    while (n < avail && n < MaxWord && !isDelimiter(start[n]))
        ++n;
    m_lineStart = false;
    if (n == MaxWord) {
        tooLong = true;
        for (;;) {
            const int c = peek();
            if (c < 0 || isDelimiter(char(c)))
                return {};
            advance(1);
        }
    }
    advance(n);
    return std::string_view(start, n);
}

PgnReader::WordKind PgnReader::classify(std::string_view &w, std::string_view &result) const
{
    const char c = w[0];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        // The common case, a move. Only "e.p." / "ep" after an en-passant capture are not.
        if (c == 'e' && (w == "ep" || w == "e.p."))
            return WordKind::Ignored;
        return WordKind::Move;
    }
    if (isDigit(c)) {
        if (w == "1-0" || w == "0-1" || w == "1/2-1/2") {
            result = w;
            return WordKind::Result;
        }
        if (c == '0' && w.size() >= 3 && w[1] == '-')
            return WordKind::Move; // 0-0, 0-0-0
        std::size_t i = 0;
        while (i < w.size() && isDigit(w[i]))
            ++i;
        if (i == w.size())
            return WordKind::MoveNumber;
        if (w[i] != '.')
            return WordKind::Other;
        while (i < w.size() && w[i] == '.')
            ++i;
        w.remove_prefix(i);
        if (w.empty())
            return WordKind::MoveNumber;
        if (isDigit(w[0]) && !(w[0] == '0' && w.size() >= 3 && w[1] == '-'))
            return WordKind::Other;
        std::string_view ignored;
        return classify(w, ignored) == WordKind::Move ? WordKind::Move : WordKind::Other;
    }
    if (w == "*") {
        result = w;
        return WordKind::Result;
    }
    if (w == "\xC2\xBD-\xC2\xBD") {
        result = "1/2-1/2";
        return WordKind::Result;
    }
    if (w == "--")
        return WordKind::Move;
    if (onlyChars(w, "."))
        return WordKind::Ignored;
    if (onlyChars(w, "!?"))
        return WordKind::Annotation;
    if (onlyChars(w, "+-=/"))
        return WordKind::Ignored; // evaluation symbols such as +- or =
    return WordKind::Other;
}

// ---------------------------------------------------------------------------------------------
// Games

QStringList PgnReader::takeNotices()
{
    return std::exchange(m_notices, {});
}

bool PgnReader::readGame(PgnGame &game)
{
    if (!m_started) {
        m_started = true;
        if (ensure(3) && std::memcmp(m_buf.data() + m_pos, "\xEF\xBB\xBF", 3) == 0)
            advance(3);
        else
            m_utf16 = detectUtf16();
    }
    game.clear();
    m_boundary.reset();
    m_gapInVariation = false;
    m_commentBytes = 0;
    m_commentCut = false;
    if (m_utf16 || !findGameStart())
        return false;
    game.setIndex(++m_gameIndex);
    m_gameLine = m_line;
    readTags(game);
    if (!game.hasError())
        setupStart(game);
    if (game.hasError()) {
        skipRestOfGame(game);
        return true;
    }
    readMovetext(game);
    return true;
}

// A UTF-16 text (with or without its byte-order mark) has a NUL in every other byte of its ASCII
// part: no PGN writer makes one, and read as bytes it would be skipped line by line as garbage.
bool PgnReader::detectUtf16()
{
    ensure(4);
    const std::size_t n = std::min<std::size_t>(m_end - m_pos, 4);
    const auto *p = reinterpret_cast<const unsigned char *>(m_buf.data() + m_pos);
    const bool bom = n >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF));
    const bool nuls = n >= 4 && ((p[0] && !p[1] && p[2] && !p[3]) || (!p[0] && p[1] && !p[2] && p[3]));
    if (!bom && !nuls)
        return false;
    m_notices.append(tr("Line 1: the text is in UTF-16, and a PGN file never is: no game can be read from it "
                        "(save it as UTF-8)."));
    return true;
}

// A line of text between games that is not a game: remembered, to be reported with the stretch it
// belongs to once the next game or the end of the input is reached.
void PgnReader::noteSkippedLine()
{
    if (m_skipFirstLine == 0) {
        m_skipFirstLine = m_line;
        ensure(MaxPreview);
        const char *p = m_buf.data() + m_pos;
        std::size_t n = 0;
        while (n < std::min(m_end - m_pos, MaxPreview) && p[n] != '\n' && p[n] != '\r')
            ++n;
        const bool cut = n == MaxPreview;
        // Cut at a UTF-8 character boundary, so the quote has no broken last character.
        while (cut && n > 0 && (static_cast<unsigned char>(p[n]) & 0xC0) == 0x80)
            --n;
        m_skipPreview = QString::fromUtf8(p, qsizetype(n)).trimmed();
        if (cut)
            m_skipPreview += QChar(0x2026);
    }
    m_skipLastLine = m_line;
}

void PgnReader::flushSkipped()
{
    if (m_skipFirstLine == 0)
        return;
    if (m_notices.size() < MaxNotices) {
        if (m_skipFirstLine == m_skipLastLine)
            //: %1: the line number in the file; %2: the start of the skipped text, as written
            m_notices.append(tr("Line %1: text that is not a game was skipped: \u201C%2\u201D.")
                                 .arg(m_skipFirstLine)
                                 .arg(m_skipPreview));
        else
            //: %1: the first line skipped; %2: the last; %3: the start of the skipped text, as written
            m_notices.append(tr("Lines %1\u2013%2: text that is not a game was skipped, from \u201C%3\u201D.")
                                 .arg(m_skipFirstLine)
                                 .arg(m_skipLastLine)
                                 .arg(m_skipPreview));
    }
    m_skipFirstLine = m_skipLastLine = 0;
    m_skipPreview.clear();
}

// Skips text between games (garbage, stray comments and results) up to a tag section or something
// that looks like the start of a tagless game. Comments are taken as commentary on the file; any
// other text skipped is reported (flushSkipped()).
bool PgnReader::findGameStart()
{
    for (;;) {
        skipWhitespace();
        const int c = peek();
        if (c < 0) {
            flushSkipped();
            return false;
        }
        if (c == '[') {
            ensure(2);
            if (m_end - m_pos >= 2 && ((m_buf[m_pos + 1] | 0x20) >= 'a' && (m_buf[m_pos + 1] | 0x20) <= 'z')) {
                m_lineStart = true;
                flushSkipped();
                return true;
            }
            noteSkippedLine();
            skipLine();
            continue;
        }
        if (c == '{' || c == ';') {
            skipComment(nullptr);
            continue;
        }
        // Look at the first word without consuming it.
        ensure(MaxWord);
        const char *start = m_buf.data() + m_pos;
        std::size_t n = 0;
        while (n < m_end - m_pos && n < MaxWord && !isDelimiter(start[n]))
            ++n;
        std::string_view w(start, n);
        std::string_view result;
        if (n > 0 && n < MaxWord) {
            const WordKind kind = classify(w, result);
            if (kind == WordKind::MoveNumber && w.size() < n) {
                flushSkipped();
                return true; // "1." or "1.e4"
            }
            if (kind == WordKind::Move && !w.empty()) {
                const char f = w[0];
                const bool plausible = (std::string_view("abcdefghNBRQKPO0").find(f) != std::string_view::npos)
                    && std::any_of(w.begin(), w.end(), [](char d) { return (d >= '1' && d <= '8') || d == '-'; });
                if (plausible) {
                    flushSkipped();
                    return true;
                }
            }
        }
        noteSkippedLine();
        skipLine();
    }
}

void PgnReader::readTags(PgnGame &game)
{
    for (;;) {
        for (int i = skipWhitespace(); i > 0; --i)
            m_boundary.blankLine();
        if (peek() != '[' || !m_lineStart)
            return;
        // The tag line in the buffer (tag lines are short): judged before anything is consumed.
        ensure(MaxTagLine);
        const char *p = m_buf.data() + m_pos;
        const std::size_t avail = std::min(m_end - m_pos, MaxTagLine);
        const void *nl = std::memchr(p, '\n', avail);
        const std::string_view line(p, nl ? std::size_t(static_cast<const char *>(nl) - p) : avail);
        const bool tooLong = !nl && avail == MaxTagLine;
        PgnBoundary::TagPair tag;
        const bool wellFormed = !tooLong && PgnBoundary::tagLine(line, &tag) == PgnBoundary::TagLine::Tag;
        if (m_boundary.nextTag(wellFormed ? tag.name : std::string_view()))
            return; // the next game's tags: this one had tags only
        m_lineStart = false;
        if (!wellFormed) {
            // One broken tag costs that tag, not the game: its moves are read as usual.
            warn(game,
                 //: %1: the longest tag line read, in bytes
                 tooLong ? tr("the tag line is longer than %1 bytes: too long, left out.").arg(MaxTagLine)
                         : tr("the tag pair is malformed (expected [Name \"value\"]), left out."));
            skipLine();
            continue;
        }
        if (!tag.escaped) {
            game.appendTag(tag.name, tag.value);
        } else {
            std::string value;
            value.reserve(tag.value.size());
            for (std::size_t k = 0; k < tag.value.size(); ++k) {
                if (tag.value[k] == '\\' && k + 1 < tag.value.size()
                    && (tag.value[k + 1] == '"' || tag.value[k + 1] == '\\'))
                    ++k;
                value += tag.value[k];
            }
            game.appendTag(tag.name, value);
        }
        advance(tag.length);
        // Several tags on one line: "[White "a"] [Black "b"]".
        while (m_pos < m_end || fill()) {
            if (!isBlank(m_buf[m_pos]))
                break;
            advance(1);
        }
        if (peek() == '[')
            m_lineStart = true;
    }
}

void PgnReader::setupStart(PgnGame &game)
{
    const auto fen = game.tagUtf8("FEN");
    const auto setUp = game.tagUtf8("SetUp");
    if (!fen || (setUp && *setUp == "0"))
        return;
    auto pos = Position::fromFen(*fen, Position::FenMode::Lenient);
    if (!pos.ok()) {
        //: %1: what is wrong with the FEN (a sentence)
        const QString why = tr("the FEN tag is invalid: %1").arg(pos.error().message);
        fail(game, -1, {}, why);
        return;
    }
    game.setStartPosition(pos.value());
}

void PgnReader::readMovetext(PgnGame &game)
{
    m_current = game.startPosition();
    skipWhitespace(); // the gap between the tags and the moves, whatever its size
    m_boundary.movetext();
    for (;;) {
        if (endOfGameGap())
            return; // two blank lines after the movetext: the game ended without a result
        const int c = peek();
        if (c < 0) {
            // End of input inside the moves, without a result: the file was cut off.
            if (game.plyCount() > 0) {
                game.setTruncated(true);
                warn(game, tr("the input ends inside the moves, without a result: the game is truncated."));
            }
            return;
        }
        switch (c) {
        case '{':
            if (!game.plies().empty() && readClockComment(game.plies().back()))
                continue;
            [[fallthrough]];
        case ';': handleComment(game); continue;
        case '(': skipVariation(); continue;
        case '[':
            if (m_lineStart)
                return; // the next game's tags: this one had no result
            [[fallthrough]];
        case ')':
        case '}':
        case ']':
            advance(1);
            m_lineStart = false;
            continue;
        case '$': {
            advance(1);
            int value = 0;
            bool any = false;
            for (int d = peek(); d >= '0' && d <= '9'; d = peek()) {
                value = std::min(value * 10 + (d - '0'), 1000);
                any = true;
                advance(1);
            }
            m_lineStart = false;
            if (any && value <= 255 && !game.plies().empty())
                game.plies().back().nags.push_back(std::uint8_t(value));
            continue;
        }
        default: break;
        }
        // Move numbers ("12." / "12...") are a third of all words: skip them without classifying.
        if (c >= '1' && c <= '9' && ensure(16)) {
            const char *p = m_buf.data() + m_pos;
            const std::size_t avail = std::min<std::size_t>(m_end - m_pos, 16);
            std::size_t i = 1;
            while (i < avail && isDigit(p[i]))
                ++i;
            if (i < avail && p[i] == '.') {
                while (i < avail && p[i] == '.')
                    ++i;
                if (i < avail && isBlank(p[i])) {
                    advance(i);
                    m_lineStart = false;
                    continue;
                }
            }
        }
        bool tooLong = false;
        std::string_view word = readWord(tooLong);
        if (tooLong) {
            //: %1: the longest word a move can be
            const QString why = tr("a word of more than %1 characters is not a move.").arg(MaxWord);
            fail(game, game.plyCount(), {}, why);
            skipRestOfGame(game);
            return;
        }
        if (word.empty()) {
            advance(1);
            continue;
        }
        const std::string_view original = word;
        std::string_view result;
        switch (classify(word, result)) {
        case WordKind::Result: game.setResult(result); return;
        case WordKind::MoveNumber:
        case WordKind::Ignored: continue;
        case WordKind::Annotation:
            if (const std::uint8_t nag = glyphNag(word); nag && !game.plies().empty())
                game.plies().back().nags.push_back(nag);
            continue;
        case WordKind::Other:
            fail(game, game.plyCount(), original,
                 Notation::errorMessage(Notation::MoveError::Syntax, fromBytes(original)));
            skipRestOfGame(game);
            return;
        case WordKind::Move:
            if (!playMove(game, word)) {
                skipRestOfGame(game);
                return;
            }
            continue;
        }
    }
}

bool PgnReader::playMove(PgnGame &game, std::string_view word)
{
    if (game.plyCount() >= MaxPlies) {
        fail(game, game.plyCount(), word,
             //: %1: the most half-moves a game may have
             tr("the game is longer than %1 half-moves: too long to be checked.").arg(MaxPlies));
        return false;
    }
    std::string_view text = word;
    std::size_t k = text.size();
    while (k > 0 && (text[k - 1] == '!' || text[k - 1] == '?'))
        --k;
    const std::uint8_t nag = k < text.size() ? glyphNag(text.substr(k)) : 0;
    text = text.substr(0, k);

    Notation::MoveError error;
    const Move m = Notation::parseSan(m_current, text, error);
    if (error != Notation::MoveError::None) {
        fail(game, game.plyCount(), word, Notation::errorMessage(error, fromBytes(word)));
        return false;
    }
    char san[Notation::MaxSanLength + 1];
    int n = Notation::writeSanBody(m_current, m, san);
    if (m.isNull())
        m_current.makeNullMove();
    else
        m_current.makeMove(m);
    if (const char suffix = Notation::checkSuffix(m_current))
        san[n++] = suffix;
    PgnGame::Ply &ply = game.plies().emplace_back();
    ply.move = m;
    ply.setSan(std::string_view(san, std::size_t(n)));
    if (nag)
        ply.nags.push_back(nag);
    return true;
}

// Fast path for the comment most moves carry in Lichess and chess.com exports, "{ [%clk 0:02:59] }":
// parsed in place, without collecting the comment text. Consumes nothing when the comment is
// anything else.
bool PgnReader::readClockComment(PgnGame::Ply &ply)
{
    ensure(48);
    const char *p = m_buf.data() + m_pos;
    const std::size_t avail = std::min<std::size_t>(m_end - m_pos, 48);
    std::size_t i = 1;
    while (i < avail && p[i] == ' ')
        ++i;
    if (avail - i < 8 || std::memcmp(p + i, "[%clk ", 6) != 0)
        return false;
    i += 6;
    std::optional<std::int64_t> ms;
    const auto d = [p](std::size_t k) { return unsigned(p[k] - '0'); };
    if (avail - i >= 8 && p[i + 1] == ':' && p[i + 4] == ':' && p[i + 7] == ']' && d(i) < 10 && d(i + 2) < 6
        && d(i + 3) < 10 && d(i + 5) < 6 && d(i + 6) < 10) {
        // h:mm:ss, by far the most common form, inline.
        ms = std::int64_t(((d(i) * 60 + d(i + 2) * 10 + d(i + 3)) * 60 + d(i + 5) * 10 + d(i + 6)) * 1000);
        i += 7;
    } else {
        const std::size_t valueStart = i;
        while (i < avail && p[i] != ']')
            ++i;
        if (i >= avail)
            return false;
        ms = pgnclock::parse(std::string_view(p + valueStart, i - valueStart));
        if (!ms)
            return false;
    }
    ++i;
    while (i < avail && p[i] == ' ')
        ++i;
    if (i >= avail || p[i] != '}')
        return false;
    ply.clockMs = ms;
    advance(i + 1);
    m_lineStart = false;
    return true;
}

// Takes the comment at '{' or ';', moves [%clk] and [%emt] of the last ply into its fields and
// appends the remaining text to that ply's comment (or the game's leading comment).
void PgnReader::handleComment(PgnGame &game)
{
    m_comment.clear();
    const bool wasCut = m_commentCut;
    skipComment(&m_comment, MaxCommentBytes - m_commentBytes);
    m_commentBytes += m_comment.size();
    if (m_commentCut && !wasCut)
        warn(game,
             //: %1: the most comment text a game may have, in kilobytes
             tr("the comments are longer than %1 KB in all: too long, the rest of them was left out.")
                 .arg(MaxCommentBytes / 1024));
    PgnGame::Ply *ply = game.plies().empty() ? nullptr : &game.plies().back();
    std::string &target = ply ? ply->comment : game.leadingComment();

    const std::string_view c = m_comment;
    std::size_t i = 0;
    std::size_t keptFrom = 0;
    const bool hadText = !target.empty();
    if (hadText)
        target += ' ';
    auto keep = [&](std::size_t end) { appendNormalized(target, c.substr(keptFrom, end - keptFrom)); };
    while (ply && (i = c.find("[%", i)) != std::string_view::npos) {
        const std::size_t close = c.find(']', i);
        if (close == std::string_view::npos)
            break;
        std::string_view cmd = c.substr(i + 2, close - i - 2);
        std::size_t nameEnd = 0;
        while (nameEnd < cmd.size() && !isBlank(cmd[nameEnd]) && cmd[nameEnd] != '\n')
            ++nameEnd;
        const std::string_view name = cmd.substr(0, nameEnd);
        std::string_view value = cmd.substr(nameEnd);
        while (!value.empty() && (isBlank(value.front()) || value.front() == '\n'))
            value.remove_prefix(1);
        while (!value.empty() && (isBlank(value.back()) || value.back() == '\n'))
            value.remove_suffix(1);
        std::optional<std::int64_t> *field = name == "clk" ? &ply->clockMs : name == "emt" ? &ply->emtMs : nullptr;
        if (field) {
            if (const auto ms = pgnclock::parse(value)) {
                keep(i);
                *field = ms;
                keptFrom = close + 1;
            }
        }
        i = close + 1;
    }
    keep(c.size());
    trimTrailingSpace(target);
    if (!hadText) {
        std::size_t lead = 0;
        while (lead < target.size() && target[lead] == ' ')
            ++lead;
        target.erase(0, lead);
    }
}

void PgnReader::skipRestOfGame(PgnGame &game)
{
    skipWhitespace();
    m_boundary.movetext();
    for (;;) {
        if (endOfGameGap())
            return;
        const int c = peek();
        if (c < 0) {
            if (game.plyCount() > 0 || (game.error() && game.error()->ply >= 0))
                game.setTruncated(true);
            return;
        }
        switch (c) {
        case '{':
        case ';': skipComment(nullptr); continue;
        case '(': skipVariation(); continue;
        case '[':
            if (m_lineStart)
                return;
            [[fallthrough]];
        case ')':
        case '}':
        case ']':
        case '$':
            advance(1);
            m_lineStart = false;
            continue;
        default: break;
        }
        bool tooLong = false;
        std::string_view word = readWord(tooLong);
        if (word.empty()) {
            if (!tooLong)
                advance(1);
            continue;
        }
        std::string_view result;
        if (classify(word, result) == WordKind::Result) {
            game.setResult(result);
            return;
        }
    }
}

// Skips white space; true when it crossed the gap that ends a game after its movetext (PgnBoundary).
inline bool PgnReader::endOfGameGap()
{
    if (std::exchange(m_gapInVariation, false))
        return true;
    const int blankLines = skipWhitespace();
    return blankLines >= 2 && m_boundary.endsGame(blankLines);
}

void PgnReader::warn(PgnGame &game, const QString &reason)
{
    //: %1: the game's number in the file (from 1); %2: the line number; %3: what is wrong (a message)
    game.addWarning(tr("Game %1 (line %2): %3").arg(game.index()).arg(m_line).arg(reason));
}

void PgnReader::fail(PgnGame &game, int ply, std::string_view moveText, const QString &reason)
{
    if (game.hasError())
        return;
    PgnGame::GameError error;
    error.ply = ply;
    error.moveText = fromBytes(moveText);
    if (ply >= 0 && !moveText.empty())
        //: %1: game's number in the file; %2: line; %3: move number, e.g. 17. or 17...; %4: the move; %5: what is wrong
        error.message = tr("Game %1 (line %2), move %3 %4: %5")
                            .arg(game.index())
                            .arg(m_line)
                            .arg(game.moveNumberLabel(ply), error.moveText, reason);
    else
        //: %1: the game's number in the file (from 1); %2: the line number; %3: what is wrong (a message)
        error.message = tr("Game %1 (line %2): %3").arg(game.index()).arg(m_line).arg(reason);
    game.setError(std::move(error));
}

} // namespace arbiter::chess
