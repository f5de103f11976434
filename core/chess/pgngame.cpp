#include "core/chess/pgngame.h"

#include "core/chess/notation.h"

#include <algorithm>

namespace arbiter::chess {

namespace {

QString fromBytes(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string toBytes(const QString &s)
{
    return s.toStdString();
}

const Position &standardStart()
{
    static const Position start;
    return start;
}

} // namespace

void PgnGame::Ply::setSan(std::string_view san)
{
    m_sanLength = std::uint8_t(std::min(san.size(), sizeof m_san));
    std::copy_n(san.data(), m_sanLength, m_san);
}

PgnGame::PgnGame() = default;

void PgnGame::clear()
{
    m_index = 0;
    m_tags.clear();
    m_start = standardStart();
    m_plies.clear();
    m_leadingComment.clear();
    m_result.assign(1, '*');
    m_error.reset();
    m_warnings.clear();
    m_truncated = false;
}

QString PgnGame::tag(std::string_view name) const
{
    const auto v = tagUtf8(name);
    return v ? fromBytes(*v) : QString();
}

std::optional<std::string_view> PgnGame::tagUtf8(std::string_view name) const
{
    for (const Tag &t : m_tags)
        if (t.name == name)
            return std::string_view(t.value);
    return std::nullopt;
}

QList<QPair<QString, QString>> PgnGame::tagList() const
{
    QList<QPair<QString, QString>> out;
    out.reserve(qsizetype(m_tags.size()));
    for (const Tag &t : m_tags)
        out.append({fromBytes(t.name), fromBytes(t.value)});
    return out;
}

void PgnGame::setTag(std::string_view name, std::string_view value)
{
    for (Tag &t : m_tags) {
        if (t.name == name) {
            t.value = value;
            return;
        }
    }
    appendTag(name, value);
}

void PgnGame::setTag(const QString &name, const QString &value)
{
    setTag(toBytes(name), toBytes(value));
}

void PgnGame::appendTag(std::string_view name, std::string_view value)
{
    m_tags.push_back(Tag{std::string(name), std::string(value)});
}

void PgnGame::removeTag(std::string_view name)
{
    std::erase_if(m_tags, [name](const Tag &t) { return t.name == name; });
}

int PgnGame::board() const
{
    bool ok = false;
    const int board = tag("Board").trimmed().toInt(&ok);
    if (ok && board > 0)
        return board;
    const QString round = tag("Round").trimmed();
    const qsizetype dot = round.indexOf(u'.');
    const int fromRound = dot > 0 ? round.mid(dot + 1).toInt(&ok) : 0;
    return ok && fromRound > 0 ? fromRound : 0;
}

bool PgnGame::hasStandardStart() const
{
    return m_start.key() == standardStart().key() && m_start.fullmoveNumber() == 1 && m_start.halfmoveClock() == 0;
}

void PgnGame::appendMove(const Position &before, Move m, std::optional<std::int64_t> clockMs)
{
    appendMove(m, Notation::sanUtf8(before, m), clockMs);
}

void PgnGame::appendMove(Move m, std::string_view san, std::optional<std::int64_t> clockMs)
{
    Ply ply;
    ply.move = m;
    ply.setSan(san);
    ply.clockMs = clockMs;
    m_plies.push_back(std::move(ply));
}

Position PgnGame::positionAfter(int plies) const
{
    Position pos = m_start;
    const int n = plies < 0 ? plyCount() : std::min(plies, plyCount());
    for (int i = 0; i < n; ++i) {
        const Move m = m_plies[std::size_t(i)].move;
        if (m.isNull())
            pos.makeNullMove();
        else
            pos.makeMove(m);
    }
    return pos;
}

QString PgnGame::moveNumberLabel(int ply) const
{
    const int offset = ply + (m_start.sideToMove() == Black ? 1 : 0);
    const int number = m_start.fullmoveNumber() + offset / 2;
    return QString::number(number) + (offset % 2 == 0 ? QStringLiteral(".") : QStringLiteral("..."));
}

} // namespace arbiter::chess
