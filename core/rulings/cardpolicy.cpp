#include "core/rulings/cardpolicy.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::rulings {

QByteArray CardPolicy::toJson() const
{
    QJsonObject o{
        {QStringLiteral("enabled"), enabled},
        {QStringLiteral("yellowAfterSeconds"), yellowAfterSeconds},
        {QStringLiteral("yellowForMoveOffVcs"), yellowForMoveOffVcs},
        {QStringLiteral("secondYellow"),
         secondYellow == Red::LossOfGame ? QStringLiteral("loss-of-game") : QStringLiteral("loss-of-next-game")},
        {QStringLiteral("resetPerRound"), resetPerRound}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<CardPolicy> CardPolicy::fromJson(const QByteArray &json)
{
    CardPolicy p;
    if (json.trimmed().isEmpty())
        return p;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return Error{tr("The event's card policy is not readable.")};
    const QJsonObject o = doc.object();
    p.enabled = o.value(QLatin1String("enabled")).toBool(true);
    p.yellowAfterSeconds = o.value(QLatin1String("yellowAfterSeconds")).toInt(60);
    p.yellowForMoveOffVcs = o.value(QLatin1String("yellowForMoveOffVcs")).toBool(true);
    p.secondYellow = o.value(QLatin1String("secondYellow")).toString() == u"loss-of-next-game" ? Red::LossOfNextGame
                                                                                               : Red::LossOfGame;
    p.resetPerRound = o.value(QLatin1String("resetPerRound")).toBool(false);
    if (p.yellowAfterSeconds < 0)
        return Error{tr("The card policy's time must not be negative.")};
    return p;
}

Kind CardPolicy::nextCard(const RulingBook &book, const QString &playerKey, int round) const
{
    const RulingBook::Cards cards = book.cards(playerKey, resetPerRound ? round : 0);
    return cards.yellow >= 1 ? Kind::RedCard : Kind::YellowCard;
}

QString CardPolicy::redText() const
{
    return secondYellow == Red::LossOfGame ? tr("a red card: the game is lost")
                                           : tr("a red card: the next game is lost");
}

QString CardPolicy::summary() const
{
    if (!enabled)
        return tr("No cards for VCS disconnections.");
    QString yellow;
    if (yellowForMoveOffVcs)
        //: %1: seconds off the video conference
        yellow = tr("A yellow card for a VCS absence longer than %1 s or a move made while off the VCS.")
                     .arg(yellowAfterSeconds);
    else
        //: %1: seconds off the video conference
        yellow = tr("A yellow card for a VCS absence longer than %1 s.").arg(yellowAfterSeconds);
    //: %1: what the red card costs, e.g. "a red card: the game is lost"
    const QString second = tr("A second yellow is %1.").arg(redText());
    const QString count = resetPerRound ? tr("Counted afresh each round.") : tr("Counted over the whole event.");
    return yellow + u' ' + second + u' ' + count;
}

} // namespace arbiter::rulings
