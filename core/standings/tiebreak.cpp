#include "core/standings/tiebreak.h"

#include <QRegularExpression>

namespace arbiter::standings {

namespace {

struct KindName
{
    TieBreak::Kind kind;
    const char *acronym;
    const char *longName; // as the regulations name it, lower case: "buchholz"
};

constexpr KindName Kinds[] = {
    {TieBreak::Kind::Buchholz, "BH", "buchholz"},
    {TieBreak::Kind::SonnebornBerger, "SB", "sonneborn-berger"},
    {TieBreak::Kind::DirectEncounter, "DE", "direct encounter"},
    {TieBreak::Kind::Wins, "WIN", "wins"},
    {TieBreak::Kind::WonGames, "WON", "won games"},
    {TieBreak::Kind::BlackGames, "BPG", "black games"},
    {TieBreak::Kind::BlackWins, "BWG", "black wins"},
    {TieBreak::Kind::Progressive, "PS", "progressive"},
    {TieBreak::Kind::AverageRatingOfOpponents, "ARO", "average rating of opponents"},
};

bool takesCut(TieBreak::Kind kind)
{
    return kind == TieBreak::Kind::Buchholz || kind == TieBreak::Kind::SonnebornBerger
        || kind == TieBreak::Kind::AverageRatingOfOpponents || kind == TieBreak::Kind::Progressive;
}

} // namespace

QString TieBreak::acronym() const
{
    QString text;
    for (const KindName &k : Kinds) {
        if (k.kind == kind)
            text = QLatin1String(k.acronym);
    }
    if (cutLowest > 0)
        text += (median ? QStringLiteral("-M%1") : QStringLiteral("-C%1")).arg(cutLowest);
    return text;
}

QString TieBreak::name() const
{
    QString base;
    switch (kind) {
    case Kind::Buchholz: base = tr("Buchholz"); break;
    case Kind::SonnebornBerger: base = tr("Sonneborn-Berger"); break;
    case Kind::DirectEncounter: base = tr("Direct encounter"); break;
    case Kind::Wins: base = tr("Wins"); break;
    case Kind::WonGames: base = tr("Games won"); break;
    case Kind::BlackGames: base = tr("Games with Black"); break;
    case Kind::BlackWins: base = tr("Wins with Black"); break;
    case Kind::Progressive: base = tr("Progressive score"); break;
    case Kind::AverageRatingOfOpponents: base = tr("Average rating of opponents"); break;
    }
    if (cutLowest <= 0)
        return base;
    //: %1: a tie-break's name (e.g. Buchholz); %2: how many results are left out (Cut 1 = the lowest one)
    return median ? tr("%1 Median %2").arg(base).arg(cutLowest) : tr("%1 Cut %2").arg(base).arg(cutLowest);
}

Result<TieBreak> TieBreak::parse(const QString &text)
{
    static const QRegularExpression Form(
        QStringLiteral("^\\s*([A-Za-z][A-Za-z -]*?)\\s*(?:[-/:]\\s*([CcMm])(\\d))?\\s*$"));
    const QRegularExpressionMatch m = Form.match(text);
    if (m.hasMatch()) {
        const QString word = m.captured(1).toLower();
        for (const KindName &k : Kinds) {
            if (word != QLatin1String(k.acronym).toString().toLower() && word != QLatin1String(k.longName))
                continue;
            TieBreak t;
            t.kind = k.kind;
            if (m.hasCaptured(2)) {
                const bool median = m.captured(2).toLower() == QLatin1String("m");
                if (!takesCut(k.kind) || (median && k.kind == Kind::Progressive))
                    break;
                t.cutLowest = m.captured(3).toInt();
                t.median = median;
                if (t.cutLowest < 1 || t.cutLowest > 2)
                    break;
            }
            return t;
        }
    }
    return Error{
        //: %1: a tie-break as written
        tr("\"%1\" is not a tie-break the console counts; use BH, BH-C1, BH-C2, BH-M1, SB, SB-C1, DE, WIN, WON, "
           "BPG, BWG, PS, PS-C1 or ARO, ARO-C1.")
            .arg(text.trimmed())};
}

Result<QList<TieBreak>> TieBreak::parseList(const QString &text)
{
    QList<TieBreak> list;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        Result<TieBreak> t = parse(part);
        if (!t)
            return t.error();
        list.append(t.value());
    }
    return list;
}

QList<TieBreak> TieBreak::swissDefault()
{
    return {{Kind::Buchholz, 1, false},        {Kind::Buchholz, 0, false}, {Kind::SonnebornBerger, 0, false},
            {Kind::DirectEncounter, 0, false}, {Kind::Wins, 0, false},     {Kind::BlackGames, 0, false}};
}

} // namespace arbiter::standings
