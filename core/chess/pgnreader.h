#pragma once

#include "core/chess/pgnboundary.h"
#include "core/chess/pgngame.h"
#include "core/chess/position.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

class QIODevice;

namespace arbiter::chess {

// Streaming PGN reader: pulls the input from a QIODevice (file, stdin, socket, process) in chunks
// and yields one game at a time, so a multi-gigabyte database or an endless broadcast never sits in
// memory. Every move is validated against the rules while it is read, because an arbiter must know
// about an illegal move, not discover it later in the UI.
//
// Speed matters (whole-event databases are ingested at once): tokens are taken from the raw byte
// buffer, no QString is built in the per-move path, and the PgnGame passed in is reused.
//
// Robustness matters as much: an illegal or ambiguous move, a broken tag line or a bad FEN ends
// that game with PgnGame::error() set, and reading carries on with the next game. Variations are
// skipped (only the main line is kept). Blocking: on a sequential device the reader waits for more
// data up to readTimeout() ms.
//
// Where a game begins and ends is PgnBoundary's rule (see pgnboundary.h), the same one the live-PGN
// splitter follows. In short: a game begins at a tag pair in any order of tags (so [Board] or
// DGT LiveChess's [ePGN] before [Event] belong to the game they head); the next game begins at the
// first tag pair after movetext, at a tag whose name the current game already has (tags-only
// pairing lists), or after a blank line once the current tags name a player; a game ends at its
// result token, at the next game's first tag, or at two blank lines after its movetext.
//
// Nothing is dropped in silence, and nothing grows without bound: text between games that is not a
// game (a stray word, garbage, a UTF-16 file) becomes a notice naming its lines (takeNotices());
// a malformed or too long tag line becomes a warning of its game (PgnGame::warnings()) and the
// game's moves are still read; comment text beyond MaxCommentBytes per game is left out with a
// warning; a game longer than MaxPlies half-moves stops with an error saying it is too long; a game
// the input cuts off inside its movetext is marked truncated().
class PgnReader
{
    Q_DECLARE_TR_FUNCTIONS(PgnReader)

public:
    // Limits that keep memory bounded whatever the input: the longest game (a 75-move-rule game
    // cannot pass 17,700 half-moves; files with longer ones are tests or attacks), the comment text
    // kept per game, and one tag line.
    static constexpr int MaxPlies = 500'000;
    static constexpr std::size_t MaxCommentBytes = std::size_t(1) << 20;
    static constexpr std::size_t MaxTagLine = 4096;

    explicit PgnReader(QIODevice *device);

    // Reads the next game into `game` (cleared first). Returns false at the end of the input when no
    // further game was found. A game that failed still returns true, with game.error() set and the
    // moves before the failure kept.
    bool readGame(PgnGame &game);

    // Text outside every game that was skipped, one translated sentence per stretch of it with its
    // lines ("Lines 3–5: text that is not a game was skipped, from “Copyright…”."), collected since
    // the last call. Call it after each readGame(): a stretch is reported when the next game (or
    // the end of the input) is reached.
    QStringList takeNotices();

    int gamesRead() const { return m_gameIndex; }
    std::int64_t bytesConsumed() const { return m_consumedBefore + std::int64_t(m_pos); }
    int readTimeout() const { return m_readTimeout; }
    void setReadTimeout(int ms) { m_readTimeout = ms; }

private:
    enum class WordKind { Move, MoveNumber, Result, Annotation, Ignored, Other };

    // Buffer management.
    bool fill();
    bool ensure(std::size_t n);
    int peek();
    void advance(std::size_t n);

    // Lexical helpers.
    int skipWhitespace(); // returns the blank lines it crossed
    void skipLine();
    void skipComment(std::string *into, std::size_t limit = SIZE_MAX);
    void skipVariation();
    bool looksLikeTagLine();
    std::string_view readWord(bool &tooLong);
    WordKind classify(std::string_view &word, std::string_view &result) const;

    bool findGameStart();
    void readTags(PgnGame &game);
    void readMovetext(PgnGame &game);
    void skipRestOfGame(PgnGame &game);
    bool endOfGameGap();
    void handleComment(PgnGame &game);
    bool readClockComment(PgnGame::Ply &ply);
    bool playMove(PgnGame &game, std::string_view word);
    void setupStart(PgnGame &game);
    void fail(PgnGame &game, int ply, std::string_view moveText, const QString &reason);
    void warn(PgnGame &game, const QString &reason);
    void noteSkippedLine();
    void flushSkipped();
    bool detectUtf16();

    QIODevice *m_device;
    std::vector<char> m_buf;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    std::int64_t m_consumedBefore = 0;
    bool m_eof = false;
    bool m_started = false;
    bool m_lineStart = true;
    bool m_gapInVariation = false; // skipVariation() stopped at two blank lines: the game ends there
    int m_line = 1;
    int m_gameLine = 1;
    int m_gameIndex = 0;
    int m_readTimeout = 30000;
    PgnBoundary m_boundary;
    Position m_current; // the position the current game is at
    std::string m_comment; // scratch for comment text
    std::size_t m_commentBytes = 0; // comment text kept in the current game
    bool m_commentCut = false; // a comment of this game went over MaxCommentBytes
    // The stretch of skipped text between games not yet reported, and what was reported.
    int m_skipFirstLine = 0;
    int m_skipLastLine = 0;
    QString m_skipPreview;
    QStringList m_notices;
    bool m_utf16 = false;
};

} // namespace arbiter::chess
