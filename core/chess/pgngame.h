#pragma once

#include "core/chess/position.h"
#include "core/chess/types.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::chess {

// One game of a PGN file as the arbiter needs it: the tags in file order, the start position, and
// per ply the validated move with its clock data. Text is kept as UTF-8 bytes (std::string) because
// the reader fills hundreds of thousands of games per second and reuses one PgnGame's storage;
// QString accessors are provided for the UI.
//
// Plies are counted from the game's start position: plies()[0] is the first move made from
// startPosition() (a White or Black move, depending on the FEN), whatever its move number.
class PgnGame
{
public:
    struct Tag
    {
        std::string name;
        std::string value; // unescaped
    };

    struct Ply
    {
        Move move; // Move::null() for "--"
        std::optional<std::int64_t> clockMs; // [%clk] after this move: the mover's remaining time
        std::optional<std::int64_t> emtMs; // [%emt]: time the mover spent on this move
        std::string comment; // comment text after the move, [%clk]/[%emt] removed
        std::vector<std::uint8_t> nags; // $n and the glyphs ! ? !! ?? !? ?! as $1..$6

        // Strict SAN, including '+' / '#' (re-formatted, not as written in the file).
        std::string_view sanUtf8() const { return std::string_view(m_san, m_sanLength); }
        QString san() const { return QString::fromLatin1(m_san, m_sanLength); }
        void setSan(std::string_view san);

    private:
        char m_san[12] = {};
        std::uint8_t m_sanLength = 0;
    };

    // Why a game could not be read completely. The plies before the failing one are kept.
    struct GameError
    {
        int ply = -1; // index into plies() of the rejected move (== plies().size()); -1: not a move
        QString moveText; // the move as written in the file, empty when not a move
        QString message; // translated, names game index, line, move number and reason
    };

    PgnGame();

    // Forgets everything but keeps allocated storage (the reader reuses one object).
    void clear();

    // 1-based position of the game in its file or stream; 0 when not read from one.
    int index() const { return m_index; }
    void setIndex(int index) { m_index = index; }

    const std::vector<Tag> &tags() const { return m_tags; }
    // The value of the first tag with this name, or an empty string / std::nullopt.
    QString tag(std::string_view name) const;
    std::optional<std::string_view> tagUtf8(std::string_view name) const;
    QList<QPair<QString, QString>> tagList() const;
    // Replaces the first tag with this name, or appends it.
    void setTag(std::string_view name, std::string_view value);
    void setTag(const QString &name, const QString &value);
    // Appends without looking for an existing one (the reader keeps duplicates as written).
    void appendTag(std::string_view name, std::string_view value);
    void removeTag(std::string_view name);

    // The board the game is played on, as its tags say: [Board "N"], else the board part of a relay's
    // round "R.B" ("3.12": round 3, board 12); 0 when they do not say. The one rule for every reader
    // of PGN that numbers boards (the live-PGN source, `arbiterctl pgn`).
    int board() const;

    const Position &startPosition() const { return m_start; }
    void setStartPosition(const Position &pos) { m_start = pos; }
    bool hasStandardStart() const;

    const std::vector<Ply> &plies() const { return m_plies; }
    std::vector<Ply> &plies() { return m_plies; }
    int plyCount() const { return int(m_plies.size()); }
    // Appends a legal move with its SAN computed from `before` (the position the move is made in).
    void appendMove(const Position &before, Move m, std::optional<std::int64_t> clockMs = std::nullopt);
    // A move whose strict SAN is known already (a live game keeps each move's): nothing replayed.
    void appendMove(Move m, std::string_view san, std::optional<std::int64_t> clockMs = std::nullopt);
    // The position after the first `plies` plies (all when -1), replayed from the start position.
    Position positionAfter(int plies = -1) const;
    // "23." for a White move, "23..." for a Black one, for ply index `ply` of this game.
    QString moveNumberLabel(int ply) const;

    // Comment before the first move (after the tags).
    const std::string &leadingComment() const { return m_leadingComment; }
    std::string &leadingComment() { return m_leadingComment; }

    // "1-0", "0-1", "1/2-1/2" or "*" (also when the file ended without a result).
    std::string_view resultUtf8() const { return m_result; }
    QString result() const { return QString::fromLatin1(m_result); }
    void setResult(std::string_view result) { m_result = result; }

    const std::optional<GameError> &error() const { return m_error; }
    bool hasError() const { return m_error.has_value(); }
    void setError(GameError error) { m_error = std::move(error); }

    // What was wrong in the game but did not stop its moves being read (a malformed tag line,
    // comments cut at the reader's limit): translated, each naming the game and the line.
    const QStringList &warnings() const { return m_warnings; }
    void addWarning(const QString &warning) { m_warnings.append(warning); }

    // The input ended inside the game's movetext, without a result token: the file was cut off (or
    // the game is still being written). Its result is then "*" because nothing says otherwise, not
    // because the game is unfinished: a reader must not judge that result.
    bool truncated() const { return m_truncated; }
    void setTruncated(bool truncated) { m_truncated = truncated; }

private:
    int m_index = 0;
    std::vector<Tag> m_tags;
    Position m_start;
    std::vector<Ply> m_plies;
    std::string m_leadingComment;
    std::string m_result = "*";
    std::optional<GameError> m_error;
    QStringList m_warnings;
    bool m_truncated = false;
};

} // namespace arbiter::chess
