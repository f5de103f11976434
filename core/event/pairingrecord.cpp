#include "core/event/pairingrecord.h"

namespace arbiter::event {

namespace {
constexpr PairingRecord::Result AllResults[] = {
    PairingRecord::Result::None,
    PairingRecord::Result::WhiteWins,
    PairingRecord::Result::Draw,
    PairingRecord::Result::BlackWins,
    PairingRecord::Result::WhiteWinsForfeit,
    PairingRecord::Result::BlackWinsForfeit,
    PairingRecord::Result::DoubleForfeit,
    PairingRecord::Result::FullPointBye,
    PairingRecord::Result::HalfPointBye,
    PairingRecord::Result::ZeroPointBye,
    PairingRecord::Result::PairingAllocatedBye,
    PairingRecord::Result::NotPlayed,
};
} // namespace

bool PairingRecord::isBye() const
{
    switch (result) {
    case Result::FullPointBye:
    case Result::HalfPointBye:
    case Result::ZeroPointBye:
    case Result::PairingAllocatedBye: return true;
    default: return blackId == 0 && black.isEmpty();
    }
}

QLatin1String PairingRecord::resultName(Result result)
{
    switch (result) {
    case Result::None: return QLatin1String("");
    case Result::WhiteWins: return QLatin1String("1-0");
    case Result::Draw: return QLatin1String("1/2-1/2");
    case Result::BlackWins: return QLatin1String("0-1");
    case Result::WhiteWinsForfeit: return QLatin1String("+/-");
    case Result::BlackWinsForfeit: return QLatin1String("-/+");
    case Result::DoubleForfeit: return QLatin1String("-/-");
    case Result::FullPointBye: return QLatin1String("bye:full");
    case Result::HalfPointBye: return QLatin1String("bye:half");
    case Result::ZeroPointBye: return QLatin1String("bye:zero");
    case Result::PairingAllocatedBye: return QLatin1String("bye:allocated");
    case Result::NotPlayed: return QLatin1String("not-played");
    }
    return QLatin1String("");
}

std::optional<PairingRecord::Result> PairingRecord::resultFromName(QStringView name)
{
    for (Result r : AllResults) {
        if (name == resultName(r))
            return r;
    }
    return std::nullopt;
}

std::optional<PairingRecord::Result> PairingRecord::parseResult(QStringView text)
{
    const QString t = text.trimmed().toString().remove(QLatin1Char(' ')).replace(QChar(0x2013), QLatin1Char('-'));
    if (const auto r = resultFromName(t))
        return r;
    if (t == QLatin1String("*"))
        return Result::None;
    if (t == QStringLiteral("\u00bd-\u00bd") || t == QLatin1String("0.5-0.5") || t == QLatin1String("0,5-0,5")
        || t == QLatin1String("="))
        return Result::Draw;
    if (t == QLatin1String("+-") || t == QLatin1String("+:-"))
        return Result::WhiteWinsForfeit;
    if (t == QLatin1String("-+") || t == QLatin1String("-:+"))
        return Result::BlackWinsForfeit;
    if (t == QLatin1String("--") || t == QLatin1String("-:-"))
        return Result::DoubleForfeit;
    if (t.compare(QLatin1String("np"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("n/p"), Qt::CaseInsensitive) == 0)
        return Result::NotPlayed;
    return std::nullopt;
}

QString PairingRecord::resultText(Result result)
{
    switch (result) {
    case Result::None: return tr("not played yet");
    case Result::WhiteWins: return QStringLiteral("1-0");
    case Result::Draw: return QStringLiteral("\u00bd-\u00bd");
    case Result::BlackWins: return QStringLiteral("0-1");
    case Result::WhiteWinsForfeit: return tr("+/- (forfeit)");
    case Result::BlackWinsForfeit: return tr("-/+ (forfeit)");
    case Result::DoubleForfeit: return tr("-/- (double forfeit)");
    case Result::FullPointBye: return tr("full-point bye");
    case Result::HalfPointBye: return tr("half-point bye");
    case Result::ZeroPointBye: return tr("zero-point bye");
    case Result::PairingAllocatedBye: return tr("pairing-allocated bye");
    case Result::NotPlayed: return tr("not played");
    }
    return QString();
}

} // namespace arbiter::event
