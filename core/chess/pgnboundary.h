#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace arbiter::chess {

// Where one game of a PGN text ends and the next begins: the one rule that PgnReader (files,
// `arbiterctl pgn`) and PgnChunkSplitter (live PGN, broadcast streams) both follow, so a live source
// lists exactly the games a file reader finds in the same text.
//
// The PGN import format lets tags come in any order and real writers use that freedom: DGT LiveChess
// puts [ePGN "0.1;DGT LiveChess/2.2.6"] before [Event], pairing exports put [Board] first, and
// broadcasts list a round's pairings as tag sections without any movetext. So a game does not begin
// at [Event] but at the first tag pair (a line starting `[Name "`) after which one of these holds:
//
//  1. Movetext came since the current game's tags: a move, a comment, a result token, anything on a
//     line that is not a tag pair. (The common case: the previous game is over.)
//  2. The tag's name is already in the current game's tag section. Tags-only games listed one after
//     another each repeat White, Black, Round…, so the repeat begins the next game; two games'
//     tags are never merged.
//  3. A blank line separates it from the current tags, and those tags already name a player (White
//     or Black): the next pairing of a tags-only list that begins with a tag the previous one lacks.
//     A blank line inside one game's tag section (before any player) is only layout.
//
// Besides, a game that has movetext ends at two blank lines in a row outside a comment (lila ends
// every streamed game with "\n\n\n"; it is never inside a game's movetext), so a stream's last game
// is complete without waiting for the next one. A result token also ends the game for the reader.
//
// Feed it the lines of one text in order; it keeps no text, only 64-bit hashes of the tag names.
class PgnBoundary
{
public:
    // The tag pair `name` (empty for a malformed tag line: only rules 1 and 3 apply) starts the next
    // line. True when it begins a new game: nothing is recorded then (reset(), and give the tag
    // again). Otherwise it is recorded as a tag of the current game. A tag before any game has
    // begun never begins a new one: it is the first game's first tag.
    bool nextTag(std::string_view name);
    // A line with nothing but blanks. Returns true when it ends the game (the second blank line in a
    // row after movetext).
    bool blankLine() { return endsGame(++m_blankRun); }
    // True when `blankLines` blank lines in a row, just read, end the game.
    bool endsGame(int blankLines) const { return m_movetext && blankLines >= 2; }
    // A line (or token) of movetext.
    void movetext()
    {
        m_movetext = true;
        m_blankRun = 0;
    }
    // A new game (or none) begins.
    void reset();

    bool hasTags() const { return m_tags; }
    bool hasMovetext() const { return m_movetext; }

    // What a line that may hold a tag pair is: None when it does not start (after blanks) with '['
    // and a letter; Tag when it starts with a well-formed [Name "value"] (`name` is set); Malformed
    // otherwise ([Event "x without its end): the reader takes it as a broken tag of the game it is
    // in, and its name counts for nothing here.
    enum class TagLine { None, Malformed, Tag };
    // The parts of a well-formed tag pair, as views into the line.
    struct TagPair
    {
        std::string_view name;
        std::string_view value; // as written: still escaped when `escaped`
        bool escaped = false; // the value holds \" or \\.
        std::size_t length = 0; // bytes from the line's start to the closing ']'
    };
    // The one tag-pair parser: PgnReader reads tags with it, the splitter judges lines with it.
    static TagLine tagLine(std::string_view line, TagPair *pair = nullptr);
    // True when the text starts like a whole tag pair, `[Name "`: the line that ends a brace comment
    // that was never closed (no writer puts that inside a comment), so one stray '{' cannot swallow
    // the games after it.
    static bool startsTagPair(std::string_view text);

private:
    static std::uint64_t hash(std::string_view name);

    std::vector<std::uint64_t> m_names; // the tag names of the current game
    std::uint64_t m_seen = 0; // one bit per name hash: most tags are new, and say so without a search
    bool m_tags = false; // a tag line came (well-formed or not)
    bool m_player = false; // White or Black among them
    bool m_movetext = false;
    int m_blankRun = 0; // blank lines since the last tag or movetext
};

} // namespace arbiter::chess
