#include "core/rulings/scorerules.h"

namespace arbiter::rulings {

Result<int> ScoreRules::parse(const QString &text)
{
    QString t = text.trimmed();
    if (t == u"½" || t == u"1/2" || t == u"=")
        return 1;
    t.replace(u',', u'.');
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok)
        //: %1: what was typed as a score
        return Error{tr("'%1' is not a score (0, ½ or 1).").arg(text)};
    const double halves = value * 2;
    const int rounded = int(halves + (halves < 0 ? -0.5 : 0.5));
    if (halves != double(rounded) || rounded < 0 || rounded > MaxHalves)
        //: %1: the score typed (e.g. 0.75)
        return Error{tr("%1 is not a score normally given in chess: each player scores 0, ½ or 1 (Art. 7.2).")
                         .arg(text.trimmed())};
    return rounded;
}

std::optional<QString> ScoreRules::check(int whiteHalves, int blackHalves)
{
    for (int h : {whiteHalves, blackHalves})
        if (h < 0 || h > MaxHalves)
            //: %1: a score in points
            return tr("%1 is not a score normally given in chess: each player scores 0, ½ or 1 (Art. 7.2).")
                .arg(h < 0 ? QString::number(double(h) / 2) : QString::number(double(h) / 2));
    if (whiteHalves + blackHalves > MaxHalves)
        //: %1: the two scores, e.g. "1–½"
        return tr("%1: the game's total would exceed its maximum of 1 point (Art. 7.2).")
            .arg(pairText(whiteHalves, blackHalves));
    return std::nullopt;
}

std::optional<std::pair<int, int>> ScoreRules::fromPgnResult(QStringView result)
{
    if (result == u"1-0")
        return std::pair{2, 0};
    if (result == u"0-1")
        return std::pair{0, 2};
    if (result == u"1/2-1/2")
        return std::pair{1, 1};
    return std::nullopt;
}

QString ScoreRules::text(int halves)
{
    switch (halves) {
    case 0: return QStringLiteral("0");
    case 1: return QStringLiteral("½");
    case 2: return QStringLiteral("1");
    }
    return QString::number(double(halves) / 2);
}

QString ScoreRules::pairText(int whiteHalves, int blackHalves)
{
    return text(whiteHalves) + u'–' + text(blackHalves);
}

} // namespace arbiter::rulings
