#include "core/chess/pgnwriter.h"

#include "core/chess/notation.h"
#include "core/chess/pgnclock.h"

#include <QIODevice>

#include <algorithm>
#include <array>
#include <string>

namespace arbiter::chess {

namespace {

// A ply's comment text as the reader left it: a [%clk] or [%emt] in it is one the reader did not
// take (malformed, or pieced together from two comments, "{[%clk 1:00} {]}"). Written as it
// stands it would read back as a clock the game never had, so its '%' is kept apart: "[% clk".
void appendFreeText(std::string &out, std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '%' && i > 0 && text[i - 1] == '['
            && (text.substr(i + 1, 3) == "clk" || text.substr(i + 1, 3) == "emt"))
            out += ' ';
    }
}

constexpr std::array<std::string_view, 7> SevenTagRoster
    = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

void appendTag(std::string &out, std::string_view name, std::string_view value)
{
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    out += "\"]\n";
}

// Collects movetext tokens into lines of at most MaxLineLength characters.
class LineWrapper
{
public:
    explicit LineWrapper(std::string &out) : m_out(out) { }

    void add(std::string_view token)
    {
        if (m_length > 0 && m_length + 1 + int(token.size()) > PgnWriter::MaxLineLength) {
            m_out += '\n';
            m_length = 0;
        }
        if (m_length > 0) {
            m_out += ' ';
            ++m_length;
        } else if (!token.empty() && (token.front() == '%' || token.front() == '[')) {
            // A comment word in column 0 must not read as an escape line ('%') or a tag pair ('[').
            m_out += ' ';
            ++m_length;
        }
        m_out += token;
        m_length += int(token.size());
    }

    // A comment, broken at spaces so that long ones wrap too.
    void addComment(std::string_view text)
    {
        std::string clean;
        clean.reserve(text.size() + 2);
        clean += '{';
        for (char c : text)
            clean += (c == '}') ? ')' : (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
        clean += '}';
        // Words, except that a [%command value] stays on one line for readers that match it whole.
        std::string_view rest = clean;
        std::string unit;
        while (!rest.empty()) {
            const std::size_t space = rest.find(' ');
            const std::string_view word = rest.substr(0, space);
            rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
            if (word.empty())
                continue;
            if (!unit.empty()) {
                unit += ' ';
                unit += word;
            } else if (word.find("[%") != std::string_view::npos && word.find(']') == std::string_view::npos) {
                unit = word;
                continue;
            } else {
                add(word);
                continue;
            }
            if (word.find(']') != std::string_view::npos) {
                add(unit);
                unit.clear();
            }
        }
        if (!unit.empty())
            add(unit);
    }

    void finish()
    {
        if (m_length > 0)
            m_out += '\n';
        m_length = 0;
    }

private:
    std::string &m_out;
    int m_length = 0;
};

} // namespace

Result<QByteArray> PgnWriter::toPgn(const PgnGame &game)
{
    std::string out;
    out.reserve(1024 + std::size_t(game.plyCount()) * 24);

    // Tags.
    for (std::string_view name : SevenTagRoster) {
        if (name == "Result") {
            appendTag(out, name, game.resultUtf8());
            continue;
        }
        const auto value = game.tagUtf8(name);
        appendTag(out, name,
                  value ? *value : (name == "Date" ? std::string_view("????.??.??") : std::string_view("?")));
    }
    const bool standard = game.hasStandardStart();
    if (!standard) {
        appendTag(out, "SetUp", "1");
        const auto fen = game.tagUtf8("FEN");
        const std::string computed = game.startPosition().fenUtf8();
        appendTag(out, "FEN", fen ? *fen : std::string_view(computed));
    }
    for (const PgnGame::Tag &tag : game.tags()) {
        const bool roster = std::find(SevenTagRoster.begin(), SevenTagRoster.end(), tag.name) != SevenTagRoster.end();
        if (roster || tag.name == "SetUp" || tag.name == "FEN")
            continue;
        appendTag(out, tag.name, tag.value);
    }
    out += '\n';

    // Movetext.
    LineWrapper line(out);
    if (!game.leadingComment().empty())
        line.addComment(game.leadingComment());
    Position pos = game.startPosition();
    bool needNumber = true;
    std::string token;
    for (int i = 0; i < game.plyCount(); ++i) {
        const PgnGame::Ply &ply = game.plies()[std::size_t(i)];
        const Move m = ply.move;
        if (m.isNull() ? pos.inCheck() : !pos.isLegal(m))
            //: %1: the game's number in its file (or 0); %2: the move number, e.g. 17. or 17...; %3: the move in SAN
            return Error{tr("Cannot write game %1: move %2 (%3) is not legal in sequence.")
                             .arg(game.index())
                             .arg(game.moveNumberLabel(i), ply.san())};
        if (pos.sideToMove() == White || needNumber) {
            token = std::to_string(pos.fullmoveNumber());
            token += pos.sideToMove() == White ? "." : "...";
            line.add(token);
        }
        needNumber = false;
        char san[Notation::MaxSanLength + 1];
        int n = Notation::writeSanBody(pos, m, san);
        if (m.isNull())
            pos.makeNullMove();
        else
            pos.makeMove(m);
        if (const char suffix = Notation::checkSuffix(pos))
            san[n++] = suffix;
        line.add(std::string_view(san, std::size_t(n)));
        for (std::uint8_t nag : ply.nags) {
            token = '$' + std::to_string(nag);
            line.add(token);
        }
        if (ply.clockMs || ply.emtMs || !ply.comment.empty()) {
            token.clear();
            if (ply.clockMs) {
                token += "[%clk ";
                pgnclock::append(token, *ply.clockMs);
                token += ']';
            }
            if (ply.emtMs) {
                if (!token.empty())
                    token += ' ';
                token += "[%emt ";
                pgnclock::append(token, *ply.emtMs);
                token += ']';
            }
            if (!ply.comment.empty()) {
                if (!token.empty())
                    token += ' ';
                appendFreeText(token, ply.comment);
            }
            line.addComment(token);
            needNumber = true;
        }
    }
    line.add(game.resultUtf8());
    line.finish();
    out += '\n';
    return QByteArray(out.data(), qsizetype(out.size()));
}

std::optional<Error> PgnWriter::write(QIODevice &device, const PgnGame &game)
{
    const auto text = toPgn(game);
    if (!text.ok())
        return text.error();
    if (device.write(text.value()) != text.value().size())
        //: %1: why it cannot be written (the device's message)
        return Error{tr("Cannot write the PGN: %1").arg(device.errorString())};
    return std::nullopt;
}

} // namespace arbiter::chess
