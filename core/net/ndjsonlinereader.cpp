#include "core/net/ndjsonlinereader.h"

#include <cstring>
#include <utility>

namespace arbiter::net {

namespace {

// Empty, only blanks, or "{}" (optionally padded): nothing for the parser.
bool isKeepAlive(const char *begin, const char *end)
{
    while (begin < end && (*begin == ' ' || *begin == '\t'))
        ++begin;
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t'))
        --end;
    const auto n = end - begin;
    return n == 0 || (n == 2 && begin[0] == '{' && begin[1] == '}');
}

} // namespace

NdjsonLineReader::NdjsonLineReader(qsizetype maxLineLength) : m_maxLineLength(maxLineLength > 0 ? maxLineLength : 1) { }

std::optional<Error> NdjsonLineReader::feed(QByteArrayView chunk)
{
    std::optional<Error> error;
    const auto overlong = [&] {
        ++m_overlong;
        if (!error)
            error = overlongError();
    };
    const char *p = chunk.data();
    const char *const end = p + chunk.size();
    while (p < end) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        if (!nl) {
            // Incomplete: keep it, unless it already cannot fit. One byte of slack for the '\r' of a
            // CRLF line of exactly the maximum length.
            if (m_skipping)
                break;
            if (m_partial.size() + (end - p) > m_maxLineLength + 1) {
                m_partial.resize(0);
                m_skipping = true;
                overlong();
            } else {
                m_partial.append(p, end - p);
            }
            break;
        }
        if (m_skipping)
            m_skipping = false; // resynchronised: the next line starts after this '\n'
        else if (!completeLine(p, nl))
            overlong();
        p = nl + 1;
    }
    return error;
}

bool NdjsonLineReader::completeLine(const char *begin, const char *end)
{
    const char *lineBegin = begin;
    const char *lineEnd = end;
    if (!m_partial.isEmpty()) {
        m_partial.append(begin, end - begin);
        lineBegin = m_partial.constData();
        lineEnd = lineBegin + m_partial.size();
    }
    if (lineEnd > lineBegin && lineEnd[-1] == '\r')
        --lineEnd;
    bool ok = true;
    if (lineEnd - lineBegin > m_maxLineLength)
        ok = false;
    else if (isKeepAlive(lineBegin, lineEnd))
        ++m_keepAlives;
    else
        m_lines.append(QByteArray(lineBegin, lineEnd - lineBegin));
    m_partial.resize(0); // keeps the capacity for the next partial line
    return ok;
}

Error NdjsonLineReader::overlongError() const
{
    //: %1: the longest line accepted, in bytes
    return Error{tr("The game zone sent a line longer than %1 bytes; it was skipped and reading went on with "
                    "the next line.")
                     .arg(m_maxLineLength)};
}

QList<QByteArray> NdjsonLineReader::takeLines()
{
    return std::exchange(m_lines, {});
}

void NdjsonLineReader::reset()
{
    m_partial.clear();
    m_lines.clear();
    m_skipping = false;
}

} // namespace arbiter::net
