#include "pgnboundary.h"

#include <algorithm>

namespace arbiter::chess {

namespace {
bool isLetter(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}
bool isNameChar(char c)
{
    return static_cast<unsigned char>(c) > ' ' && c != '"' && c != ']' && c != '[';
}
} // namespace

PgnBoundary::TagLine PgnBoundary::tagLine(std::string_view line, std::string_view *name)
{
    std::size_t i = 0;
    auto skipBlanks = [&] {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
    };
    skipBlanks();
    if (i + 1 >= line.size() || line[i] != '[')
        return TagLine::None;
    ++i;
    skipBlanks();
    if (i >= line.size() || !isLetter(line[i]))
        return TagLine::None;
    const std::size_t start = i;
    while (i < line.size() && isNameChar(line[i]))
        ++i;
    const std::string_view tagName = line.substr(start, i - start);
    skipBlanks();
    if (i >= line.size() || line[i] != '"')
        return TagLine::Malformed;
    for (++i; i < line.size() && line[i] != '"' && line[i] != '\n'; ++i) {
        if (line[i] == '\\' && i + 1 < line.size())
            ++i;
    }
    if (i >= line.size() || line[i] != '"')
        return TagLine::Malformed;
    ++i;
    skipBlanks();
    if (i >= line.size() || line[i] != ']')
        return TagLine::Malformed;
    if (name)
        *name = tagName;
    return TagLine::Tag;
}

bool PgnBoundary::startsTagPair(std::string_view text)
{
    if (text.size() < 2 || text[0] != '[' || !isLetter(text[1]))
        return false;
    std::size_t i = 2;
    while (i < text.size() && isNameChar(text[i]))
        ++i;
    const std::size_t nameEnd = i;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    return i > nameEnd && i < text.size() && text[i] == '"';
}

std::uint64_t PgnBoundary::hash(std::string_view name)
{
    std::uint64_t h = 14695981039346656037ull; // FNV-1a
    for (const char c : name) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

bool PgnBoundary::beginsGame(std::string_view name) const
{
    if (m_movetext)
        return true;
    if (m_blankRun > 0 && m_player)
        return true;
    return !name.empty() && std::find(m_names.begin(), m_names.end(), hash(name)) != m_names.end();
}

void PgnBoundary::tag(std::string_view name)
{
    m_tags = true;
    if (!name.empty())
        m_names.push_back(hash(name));
    if (name == "White" || name == "Black")
        m_player = true;
    m_blankRun = 0;
}

void PgnBoundary::reset()
{
    m_names.clear();
    m_tags = false;
    m_player = false;
    m_movetext = false;
    m_blankRun = 0;
}

} // namespace arbiter::chess
