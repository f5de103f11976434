#include "core/event/sector.h"

#include <QRegularExpression>

#include <algorithm>

namespace arbiter::event {

namespace {
constexpr int MaxNumbers = 5000;

QString joined(const QString &a, const QString &b)
{
    const QString x = a.trimmed(), y = b.trimmed();
    if (x.isEmpty())
        return y;
    if (y.isEmpty())
        return x;
    return x + QStringLiteral(", ") + y;
}
} // namespace

Result<QSet<int>> NumberRanges::parse(const QString &text)
{
    QSet<int> numbers;
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QStringList range = part.split(u'-');
        bool okA = false, okB = true;
        const int a = range.value(0).toInt(&okA);
        const int b = range.size() == 2 ? range[1].toInt(&okB) : a;
        if (range.size() > 2 || !okA || !okB || a < 1 || b < a)
            //: %1: a part of a list of boards or starting numbers as typed, e.g. 12-x
            return Error{tr("'%1' is not a number or a range such as 1-20.").arg(part)};
        if (b - a >= MaxNumbers || numbers.size() + (b - a) >= MaxNumbers)
            return Error{tr("At most %1 boards or players fit in one list.").arg(MaxNumbers)};
        for (int n = a; n <= b; ++n)
            numbers.insert(n);
    }
    return numbers;
}

QString NumberRanges::format(const QSet<int> &numbers)
{
    QList<int> sorted(numbers.begin(), numbers.end());
    std::sort(sorted.begin(), sorted.end());
    QStringList parts;
    for (qsizetype i = 0; i < sorted.size();) {
        qsizetype j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1)
            ++j;
        parts << (j == i ? QString::number(sorted[i]) : QStringLiteral("%1-%2").arg(sorted[i]).arg(sorted[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QString Sector::text() const
{
    QStringList parts;
    if (!boards.trimmed().isEmpty())
        //: %1: boards as written, e.g. 1-20, 35
        parts << tr("boards %1").arg(boards.trimmed());
    if (!players.trimmed().isEmpty())
        //: %1: starting numbers as written, e.g. 1-24
        parts << tr("players %1").arg(players.trimmed());
    return parts.join(QStringLiteral(", "));
}

std::optional<Error> Sector::check() const
{
    if (arbiter.trimmed().isEmpty())
        return Error{tr("A sector needs the arbiter who watches it.")};
    if (auto b = NumberRanges::parse(boards); !b)
        //: %1: why the list does not read
        return Error{tr("Boards: %1").arg(b.error().message)};
    if (auto p = NumberRanges::parse(players); !p)
        //: %1: why the list does not read
        return Error{tr("Players: %1").arg(p.error().message)};
    return std::nullopt;
}

QSet<int> Sector::boardsIn(const QList<PairingRecord> &round) const
{
    const auto listed = NumberRanges::parse(boards);
    const auto numbers = NumberRanges::parse(players);
    QSet<int> result = listed ? listed.value() : QSet<int>{};
    const QSet<int> ids = numbers ? numbers.value() : QSet<int>{};
    if (!ids.isEmpty())
        for (const PairingRecord &p : round)
            if (!p.isBye() && p.board > 0 && (ids.contains(p.whiteId) || ids.contains(p.blackId)))
                result.insert(p.board);
    return result;
}

Sector Sector::merged(const Sector &other) const
{
    Sector s = *this;
    const auto b = NumberRanges::parse(joined(boards, other.boards));
    const auto p = NumberRanges::parse(joined(players, other.players));
    s.boards = b ? NumberRanges::format(*b) : joined(boards, other.boards);
    s.players = p ? NumberRanges::format(*p) : joined(players, other.players);
    return s;
}

bool Sector::mayAssignOthers(StaffMember::Role role)
{
    using R = StaffMember::Role;
    return role == R::ChiefArbiter || role == R::DeputyChiefArbiter || role == R::LocalChiefArbiter;
}

std::optional<QString> Sector::refusal(const std::optional<StaffMember> &by, const QString &arbiter)
{
    if (!by)
        return tr("Only someone on the event's staff may assign sectors.");
    if (by->name.compare(arbiter, Qt::CaseInsensitive) == 0 || mayAssignOthers(by->role))
        return std::nullopt;
    //: %1: the arbiter whose sector it is
    return tr("Only the chief arbiter, the deputy or a venue's local chief may change %1's sector; hand over "
              "your own instead.")
        .arg(arbiter);
}

SectorPlan SectorPlan::make(const QList<Sector> &sectors, const QList<PairingRecord> &round)
{
    SectorPlan plan;
    plan.sectors = sectors;
    plan.round = round;
    QSet<int> watched;
    for (const Sector &s : sectors) {
        const QSet<int> b = s.boardsIn(round);
        plan.boards[s.arbiter.toLower()] += b;
        watched += b;
    }
    for (const PairingRecord &p : round)
        if (!p.isBye() && p.board > 0)
            plan.roundBoards.insert(p.board);
    if (!sectors.isEmpty())
        plan.unwatched = plan.roundBoards - watched;
    return plan;
}

const Sector *SectorPlan::of(const QString &arbiter) const
{
    for (const Sector &s : sectors)
        if (s.arbiter.compare(arbiter, Qt::CaseInsensitive) == 0)
            return &s;
    return nullptr;
}

QStringList SectorPlan::watchers(int board) const
{
    QStringList names;
    for (const Sector &s : sectors)
        if (boards.value(s.arbiter.toLower()).contains(board) && !names.contains(s.arbiter))
            names << s.arbiter;
    return names;
}

} // namespace arbiter::event
