#include "core/zone/pgnchunksplitter.h"

#include "core/chess/pgnreader.h"

#include <QBuffer>

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

namespace arbiter::zone {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\n' || c == '\t';
}

} // namespace

PgnChunkSplitter::PgnChunkSplitter(qsizetype maxGameBytes) : m_maxGameBytes(std::max<qsizetype>(maxGameBytes, 64)) { }

std::optional<Error> PgnChunkSplitter::feed(QByteArrayView chunk)
{
    bool oversized = false; // a game went over the maximum in this chunk (one that began dropping here)
    const char *p = chunk.data();
    const char *const end = p + chunk.size();
    while (p < end) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        const bool dropping = m_dropping;
        append(p, nl ? nl : end);
        oversized = oversized || (!dropping && m_dropping);
        if (!nl)
            break;
        endLine();
        p = nl + 1;
    }
    if (!oversized)
        return std::nullopt;
    //: %1: the longest game accepted, in bytes
    return Error{tr("The game zone sent a PGN game longer than %1 bytes; it was skipped up to the next game.")
                     .arg(m_maxGameBytes)};
}

void PgnChunkSplitter::append(const char *from, const char *to)
{
    const qsizetype headMax = std::min<qsizetype>(4096, m_maxGameBytes / 2);
    while (from < to) {
        const char *cr = static_cast<const char *>(std::memchr(from, '\r', std::size_t(to - from)));
        const char *stop = cr ? cr : to;
        if (m_buffer.isEmpty() && !m_dropping) {
            while (from < stop && isBlank(*from)) // keep-alive ' ' or the blanks before a game
                ++from;
        }
        if (!m_dropping && m_buffer.size() + (stop - from) > m_maxGameBytes) {
            // Keep only the start of the current line, which is all the boundary rule looks at.
            m_lineHead = m_buffer.sliced(m_lineStart).first(std::min(headMax, m_buffer.size() - m_lineStart));
            m_buffer.clear();
            m_lineStart = 0;
            m_dropping = true;
        }
        if (m_dropping)
            m_lineHead.append(from, std::min<qsizetype>(stop - from, headMax - m_lineHead.size()));
        else
            m_buffer.append(from, stop - from);
        from = cr ? cr + 1 : to;
    }
}

void PgnChunkSplitter::endLine()
{
    const QByteArrayView bytes = m_dropping ? QByteArrayView(m_lineHead) : QByteArrayView(m_buffer).sliced(m_lineStart);
    const std::string_view line(bytes.data(), std::size_t(bytes.size()));
    auto newline = [this] {
        if (m_dropping) {
            m_lineHead.clear();
        } else {
            m_buffer.append('\n');
            m_lineStart = m_buffer.size();
        }
    };
    const bool blank = std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t'; });
    if (blank) {
        if (!m_boundary.hasTags() && !m_boundary.hasMovetext()) {
            m_buffer.truncate(m_lineStart); // blank lines before a game are not part of it
            m_lineHead.clear();
        } else if (!m_inComment && m_boundary.blankLine()) {
            newline();
            cut(false);
        } else {
            newline();
        }
        return;
    }
    if (m_inComment && !chess::PgnBoundary::startsTagPair(line)) {
        m_boundary.movetext();
        scanComments(line);
        newline();
        return;
    }
    m_inComment = false; // PgnReader ends an unclosed comment at a line that starts like a tag pair
    chess::PgnBoundary::TagPair pair;
    const auto kind = chess::PgnBoundary::tagLine(line, &pair);
    const std::size_t first = line.find_first_not_of(" \t");
    // PgnReader takes any '[' that starts a line of the tag section as a tag pair, broken or not.
    if (kind != chess::PgnBoundary::TagLine::None || (line[first] == '[' && !m_boundary.hasMovetext())) {
        // The name, copied: a cut moves the buffer. Empty for a malformed tag line.
        const std::string tag(kind == chess::PgnBoundary::TagLine::Tag ? pair.name : std::string_view());
        if (m_boundary.nextTag(tag)) {
            cut(true);
            m_boundary.nextTag(tag);
        }
        if (kind == chess::PgnBoundary::TagLine::Tag)
            tagLineRest(pair.length);
        newline();
        return;
    }
    if (line.front() != '%') { // a '%' line is an escape, skipped by readers
        m_boundary.movetext();
        scanComments(line);
    }
    newline();
}

// What follows a well-formed tag pair on its line, from `at`, read as PgnReader reads it: more tag
// pairs ("[White "a"] [Black "b"]"; one that begins the next game cuts the line there), a broken one
// (the rest of the line is skipped), or anything else, which begins the movetext.
void PgnChunkSplitter::tagLineRest(std::size_t at)
{
    const auto currentLine = [this] {
        const QByteArrayView bytes
            = m_dropping ? QByteArrayView(m_lineHead) : QByteArrayView(m_buffer).sliced(m_lineStart);
        return std::string_view(bytes.data(), std::size_t(bytes.size()));
    };
    for (;;) {
        const std::string_view line = currentLine();
        at = std::min(line.find_first_not_of(" \t\f\v", at), line.size());
        if (at == line.size())
            return;
        const std::string_view rest = line.substr(at);
        if (rest.front() != '[') {
            m_boundary.movetext();
            scanComments(rest);
            return;
        }
        chess::PgnBoundary::TagPair pair;
        const bool wellFormed = chess::PgnBoundary::tagLine(rest, &pair) == chess::PgnBoundary::TagLine::Tag;
        const std::string tag(wellFormed ? pair.name : std::string_view());
        if (m_boundary.nextTag(tag)) {
            // The next game begins in the middle of this line.
            if (m_dropping)
                m_lineHead.remove(0, qsizetype(at));
            else
                m_lineStart += qsizetype(at);
            cut(true);
            m_boundary.nextTag(tag);
            at = 0;
        }
        if (!wellFormed)
            return;
        at += pair.length;
    }
}

// Follows brace comments across a movetext line (';' comments end with the line).
void PgnChunkSplitter::scanComments(std::string_view line)
{
    for (const char c : line) {
        if (m_inComment) {
            if (c == '}')
                m_inComment = false;
        } else if (c == '{') {
            m_inComment = true;
        } else if (c == ';') {
            return;
        }
    }
}

void PgnChunkSplitter::cut(bool keepCurrentLine)
{
    if (m_dropping) {
        m_buffer = keepCurrentLine ? m_lineHead : QByteArray(); // the rest of the oversized game ends here
        m_lineHead.clear();
        m_dropping = false;
    } else {
        const qsizetype end = keepCurrentLine ? m_lineStart : m_buffer.size();
        QByteArray game = m_buffer.first(end);
        while (!game.isEmpty() && isBlank(game.back()))
            game.chop(1);
        if (!game.isEmpty())
            m_games.append(game + '\n');
        m_buffer.remove(0, end);
    }
    m_lineStart = 0;
    m_inComment = false;
    m_boundary.reset();
}

void PgnChunkSplitter::finish()
{
    if (!m_buffer.isEmpty() && m_lineStart < m_buffer.size())
        endLine(); // a last line without its '\n'
    cut(false); // drops instead when the last game went over the maximum
    m_buffer.clear();
}

QList<QByteArray> PgnChunkSplitter::takeGames()
{
    return std::exchange(m_games, {});
}

void PgnChunkSplitter::reset()
{
    m_dropping = false;
    m_inComment = false;
    m_buffer.clear();
    m_lineHead.clear();
    m_lineStart = 0;
    m_boundary.reset();
    m_games.clear();
}

PgnChunkSplitter::ParsedGames PgnChunkSplitter::parseGames(const QByteArray &pgn)
{
    ParsedGames parsed;
    QByteArray copy = pgn; // QBuffer wants a non-const array; this is a shallow copy
    QBuffer buffer(&copy);
    if (!buffer.open(QIODevice::ReadOnly)) {
        parsed.errors.append(Error{tr("Cannot read the PGN text from memory.")});
        return parsed;
    }
    chess::PgnReader reader(&buffer);
    chess::PgnGame game;
    while (reader.readGame(game)) {
        if (game.error())
            parsed.errors.append(Error{game.error()->message});
        parsed.games.push_back(game);
    }
    return parsed;
}

} // namespace arbiter::zone
