#include "core/chess/pgnboundary.h"

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

PgnBoundary::TagLine PgnBoundary::tagLine(std::string_view line, TagPair *pair)
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
    const std::size_t nameStart = i;
    while (i < line.size() && isNameChar(line[i]))
        ++i;
    const std::size_t nameEnd = i;
    skipBlanks();
    if (i >= line.size() || line[i] != '"')
        return TagLine::Malformed;
    const std::size_t valueStart = ++i;
    bool escaped = false;
    while (i < line.size() && line[i] != '"' && line[i] != '\n') {
        if (line[i] == '\\' && i + 1 < line.size()) {
            escaped = true;
            ++i;
        }
        ++i;
    }
    if (i >= line.size() || line[i] != '"')
        return TagLine::Malformed;
    const std::size_t valueEnd = i++;
    skipBlanks();
    if (i >= line.size() || line[i] != ']')
        return TagLine::Malformed;
    if (pair)
        *pair = {line.substr(nameStart, nameEnd - nameStart), line.substr(valueStart, valueEnd - valueStart), escaped,
                 i + 1};
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

bool PgnBoundary::nextTag(std::string_view name)
{
    if (m_movetext || (m_blankRun > 0 && m_player))
        return true;
    m_blankRun = 0;
    m_tags = true;
    if (name.empty())
        return false;
    const std::uint64_t h = hash(name);
    const std::uint64_t bit = std::uint64_t(1) << (h & 63);
    if ((m_seen & bit) && std::find(m_names.begin(), m_names.end(), h) != m_names.end())
        return true;
    m_names.push_back(h);
    m_seen |= bit;
    if (name == "White" || name == "Black")
        m_player = true;
    return false;
}

void PgnBoundary::reset()
{
    m_names.clear();
    m_seen = 0;
    m_tags = false;
    m_player = false;
    m_movetext = false;
    m_blankRun = 0;
}

} // namespace arbiter::chess
