#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>

#include <cstdint>
#include <optional>

namespace arbiter::net {

// Frames an NDJSON stream (Lichess move and games streams, the simulator's extension stream) into
// complete lines. Network reads end anywhere, in the middle of a line or of a UTF-8 sequence, so the
// reader only splits bytes and keeps the partial line until its '\n' arrives; text is decoded later,
// per complete line, by the parser. It also removes what is not data: the trailing '\r' of CRLF
// servers, empty and all-blank keep-alive lines, and the bare "{}" that older lila used to flush.
//
// A line longer than maxLineLength() is never buffered in full (a broken or hostile server must not
// grow our memory): it is reported once and skipped up to the next '\n', where reading resumes.
class NdjsonLineReader
{
    Q_DECLARE_TR_FUNCTIONS(NdjsonLineReader)

public:
    static constexpr qsizetype DefaultMaxLineLength = 1024 * 1024;

    explicit NdjsonLineReader(qsizetype maxLineLength = DefaultMaxLineLength);

    // Splits `chunk` and appends its complete lines to the pending ones. Returns an error when a line
    // went over the maximum length (the first one, if several did in this chunk); the lines before
    // and after it are kept.
    std::optional<Error> feed(QByteArrayView chunk);

    // The complete lines found so far, without '\n' or '\r'; the reader forgets them.
    QList<QByteArray> takeLines();
    bool hasLines() const { return !m_lines.isEmpty(); }

    // Bytes of the current incomplete line held in memory (0 while skipping an overlong line).
    qsizetype bufferedBytes() const { return m_partial.size(); }
    qsizetype maxLineLength() const { return m_maxLineLength; }

    // Counters for the connection health text and the tests.
    std::int64_t keepAlivesSkipped() const { return m_keepAlives; }
    std::int64_t overlongLinesSkipped() const { return m_overlong; }

    // Forgets the partial line and the pending lines, e.g. when a new connection starts.
    void reset();

private:
    // Ends the partial line with [begin, end); false when the whole line is too long.
    bool completeLine(const char *begin, const char *end);
    Error overlongError() const;

    qsizetype m_maxLineLength;
    QByteArray m_partial;
    QList<QByteArray> m_lines;
    bool m_skipping = false; // inside an overlong line, until the next '\n'
    std::int64_t m_keepAlives = 0;
    std::int64_t m_overlong = 0;
};

} // namespace arbiter::net
