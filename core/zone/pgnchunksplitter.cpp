#include "pgnchunksplitter.h"

#include "../chess/pgnreader.h"

#include <QBuffer>

#include <cstring>
#include <utility>

namespace arbiter::zone {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\n' || c == '\t';
}

// Whether the text has a line that is not a tag pair: then "\n\n\n" ends the game; before the
// movetext it is only an odd gap between the tags and the moves.
bool hasMovetext(QByteArrayView text)
{
    qsizetype i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        if (i < text.size() && text[i] != '\n' && text[i] != '[')
            return true;
        const qsizetype nl = text.indexOf('\n', i);
        if (nl < 0)
            break;
        i = nl + 1;
    }
    return false;
}

} // namespace

PgnChunkSplitter::PgnChunkSplitter(qsizetype maxGameBytes) : m_maxGameBytes(std::max<qsizetype>(maxGameBytes, 64)) { }

std::optional<Error> PgnChunkSplitter::feed(QByteArrayView chunk)
{
    const char *p = chunk.data();
    const char *const end = p + chunk.size();
    while (p < end) {
        const char *cr = static_cast<const char *>(std::memchr(p, '\r', std::size_t(end - p)));
        const char *stop = cr ? cr : end;
        if (m_buffer.isEmpty() && !m_dropping) {
            while (p < stop && isBlank(*p)) // keep-alive ' ' or the blank lines between games
                ++p;
        }
        m_buffer.append(p, stop - p);
        p = cr ? cr + 1 : end;
    }
    bool oversized = split();
    if (m_buffer.size() > m_maxGameBytes) {
        // Keep only what may begin the next boundary ("\n\n" and blanks before a '[').
        qsizetype keep = 0;
        while (keep < m_buffer.size() && isBlank(m_buffer.at(m_buffer.size() - 1 - keep)))
            ++keep;
        m_buffer.remove(0, m_buffer.size() - std::min<qsizetype>(keep, m_maxGameBytes / 2));
        m_scan = 0;
        if (!m_dropping)
            oversized = true; // else it was reported when the game first went over
        m_dropping = true;
    }
    if (!oversized)
        return std::nullopt;
    return Error{tr("The game zone sent a PGN game longer than %1 bytes; it was skipped up to the next game.")
                     .arg(m_maxGameBytes)};
}

bool PgnChunkSplitter::split()
{
    bool oversized = false;
    qsizetype i = m_scan;
    for (;;) {
        i = m_buffer.indexOf("\n\n", i);
        if (i < 0) {
            // A '\n' at the very end may be the first half of the next "\n\n".
            m_scan = std::max<qsizetype>(0, m_buffer.size() - 1);
            return oversized;
        }
        if (i + 2 >= m_buffer.size()) {
            m_scan = i; // what follows decides
            return oversized;
        }
        bool boundary = m_buffer.at(i + 2) == '\n' && hasMovetext(QByteArrayView(m_buffer).first(i));
        if (!boundary) {
            // lila's \n\n(?=\[), also across blanks such as a keep-alive ' ' that came between two
            // games of a file that ends them with a single blank line.
            qsizetype j = i + 2;
            while (j < m_buffer.size() && isBlank(m_buffer.at(j)))
                ++j;
            if (j == m_buffer.size()) {
                m_scan = i;
                return oversized;
            }
            boundary = m_buffer.at(j) == '[';
        }
        if (boundary) {
            if (m_dropping)
                m_dropping = false; // the rest of the oversized game ends here
            else if (i + 1 > m_maxGameBytes)
                oversized = true; // came complete in one chunk
            else
                m_games.append(m_buffer.first(i + 1));
            m_buffer.remove(0, i + 2);
            dropLeadingBlanks();
            i = 0;
        } else {
            ++i;
        }
    }
}

void PgnChunkSplitter::dropLeadingBlanks()
{
    qsizetype n = 0;
    while (n < m_buffer.size() && isBlank(m_buffer.at(n)))
        ++n;
    m_buffer.remove(0, n);
}

void PgnChunkSplitter::finish()
{
    while (!m_buffer.isEmpty() && isBlank(m_buffer.back()))
        m_buffer.chop(1);
    if (!m_buffer.isEmpty() && !m_dropping)
        m_games.append(m_buffer + '\n');
    m_buffer.clear();
    m_scan = 0;
    m_dropping = false;
}

QList<QByteArray> PgnChunkSplitter::takeGames()
{
    return std::exchange(m_games, {});
}

void PgnChunkSplitter::reset()
{
    m_dropping = false;
    m_buffer.clear();
    m_games.clear();
    m_scan = 0;
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
