#pragma once

#include "core/chess/pgnboundary.h"
#include "core/chess/pgngame.h"
#include "core/common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>

#include <optional>
#include <string_view>
#include <vector>

namespace arbiter::zone {

// Frames a PGN stream (the Lichess broadcast round stream) or a live PGN file into whole games,
// before any parsing. PgnReader cannot be pointed at the network: on a sequential device it blocks
// waiting for the rest of a game. So bytes are buffered here, '\r' is removed, and complete games
// are cut out line by line with chess::PgnBoundary, the rule PgnReader follows, so a live source
// lists the same games as a file read of the same text (tags in any order, tags-only pairing
// lists, DGT's [ePGN] head tag). Each game text is then parsed from memory with parseGames().
//
// A game is complete when the next game's first tag arrives, or at two blank lines after its
// movetext (lila ends every streamed game with "\n\n\n", so the last game of a sync is not held
// back until the next one). The broadcast keep-alive, a lone ' ' after 60 s of silence, and other
// blanks between games are dropped. finish() hands out the last game of a file that ends without
// them.
//
// A game text longer than maxGameBytes() (a stream that never ends a game) is not buffered any
// further: it is reported once and dropped up to the next game's first tag.
class PgnChunkSplitter
{
    Q_DECLARE_TR_FUNCTIONS(PgnChunkSplitter)

public:
    // What parseGames() read from one or more game texts: every game found (a game with an illegal
    // move is kept up to it, with PgnGame::error() set) and the translated error of each failure.
    struct ParsedGames
    {
        std::vector<chess::PgnGame> games;
        QList<Error> errors;
    };

    // A real game is a few KiB; 4 MiB leaves room for heavily annotated ones.
    static constexpr qsizetype DefaultMaxGameBytes = 4 * 1024 * 1024;

    explicit PgnChunkSplitter(qsizetype maxGameBytes = DefaultMaxGameBytes);

    // Buffers `chunk` and cuts out the games it completes. Returns an error when the game being
    // buffered went over the maximum size; it is then dropped up to the next game.
    std::optional<Error> feed(QByteArrayView chunk);
    // The buffered rest as a last game, if it holds anything but blanks (end of a file or of a
    // stream). The splitter is empty afterwards.
    void finish();

    // Complete games so far, each a PGN text ending in a single '\n'; the splitter forgets them.
    QList<QByteArray> takeGames();
    bool hasGames() const { return !m_games.isEmpty(); }
    // Bytes of the incomplete game held in memory.
    qsizetype bufferedBytes() const { return m_buffer.size() + m_lineHead.size(); }
    qsizetype maxGameBytes() const { return m_maxGameBytes; }
    void reset();

    // Parses game texts (one or several games) with PgnReader over a QBuffer, which never blocks.
    static ParsedGames parseGames(const QByteArray &pgn);

private:
    // Appends bytes of the current line (no '\n', no '\r').
    void append(const char *from, const char *to);
    // The current line is complete: applies the boundary rule to it.
    void endLine();
    void scanComments(std::string_view line);
    void tagLineRest(std::size_t at);
    // The buffered game is complete: before the current line (a tag that begins the next game) or
    // with it (the gap that ends a game).
    void cut(bool keepCurrentLine);

    qsizetype m_maxGameBytes;
    QByteArray m_buffer; // the current game without '\r', up to and including the current line
    qsizetype m_lineStart = 0; // where the current line begins in m_buffer
    QByteArray m_lineHead; // while dropping: the first bytes of the current line, all it is judged by
    bool m_dropping = false; // the current game went over the maximum and is not kept
    bool m_inComment = false; // inside a brace comment that continues on the next line
    chess::PgnBoundary m_boundary;
    QList<QByteArray> m_games;
};

} // namespace arbiter::zone
