#include "core/rulings/penaltyrules.h"

#include "core/rulings/checklist.h"
#include "core/rulings/rulingtext.h"
#include "core/rulings/scorerules.h"

#include <QJsonArray>

namespace arbiter::rulings {

bool PenaltyRules::needsGame(Kind kind)
{
    switch (kind) {
    case Kind::TimeAdd:
    case Kind::TimeDeduct:
    case Kind::ScoreRaise:
    case Kind::ScoreReduce:
    case Kind::Loss:
    case Kind::TimeAdjust:
    case Kind::Pause:
    case Kind::Resume:
    case Kind::ResultSet:
    case Kind::Restart:
    case Kind::Disconnection:
    case Kind::Forfeit: return true;
    default: return false;
    }
}

namespace {
bool needsSide(Kind kind)
{
    switch (kind) {
    case Kind::TimeAdd:
    case Kind::TimeDeduct:
    case Kind::ScoreRaise:
    case Kind::ScoreReduce:
    case Kind::Loss:
    case Kind::TimeAdjust:
    case Kind::Disconnection: return true;
    default: return false;
    }
}

bool needsPlayer(Kind kind)
{
    return kind == Kind::Warning || kind == Kind::Exclusion || kind == Kind::Expulsion || kind == Kind::YellowCard
        || kind == Kind::RedCard || kind == Kind::Check;
}

std::optional<std::int64_t> clockOf(const GameContext &g, std::optional<chess::Color> side)
{
    if (!side)
        return std::nullopt;
    return *side == chess::White ? g.whiteMs : g.blackMs;
}
} // namespace

std::optional<QString> PenaltyRules::check(Ruling &r, const GameContext &g)
{
    if (Ruling::isFollowUp(r.kind)) {
        if (r.ref <= 0)
            return tr("A follow-up must name the entry it answers.");
        return std::nullopt;
    }
    if (needsGame(r.kind) && r.gameId.isEmpty())
        return tr("Choose the game this ruling is about.");
    if (needsSide(r.kind) && !r.side)
        return tr("Choose the player this ruling is about.");
    if (needsPlayer(r.kind) && r.player.trimmed().isEmpty())
        return tr("Choose the player this ruling is about.");
    if (r.article.isEmpty()) {
        if (const auto reason = RulingText::reason(r.reason); reason && r.kind != Kind::Loss)
            r.article = reason->article;
        else
            r.article = RulingText::defaultArticle(r.kind);
    }
    auto positiveTime = [&]() -> std::optional<QString> {
        if (r.ms() <= 0)
            return tr("Enter a time greater than zero.");
        if (r.ms() > MaxAdjustMs)
            return tr("A time change of more than 3 hours is not accepted.");
        return std::nullopt;
    };
    auto notBelowZero = [&](std::optional<chess::Color> side, std::int64_t deduction) {
        // Art. 10.9.3: never below zero. The ruling is cut to what is left, and keeps what was asked.
        const auto left = clockOf(g, side);
        if (left && deduction > *left) {
            r.params.insert(QStringLiteral("requestedMs"), qint64(deduction));
            return *left;
        }
        return deduction;
    };
    switch (r.kind) {
    case Kind::Check: {
        const auto item = CheckItem::find(r.params.value(QLatin1String("item")).toString());
        if (!item)
            return tr("Choose what was checked.");
        if (!CheckItem::answerFromKey(r.params.value(QLatin1String("answer")).toString()))
            return tr("Answer the check with yes, no or to check.");
        if (r.article.isEmpty() || r.article == RulingText::defaultArticle(r.kind))
            r.article = item->article;
        break;
    }
    case Kind::TimeAdd:
        if (auto p = positiveTime())
            return p;
        break;
    case Kind::TimeDeduct:
        if (auto p = positiveTime())
            return p;
        r.params.insert(QStringLiteral("ms"), qint64(notBelowZero(r.side, r.ms())));
        break;
    case Kind::TimeAdjust:
        if (r.ms() == 0)
            return tr("Enter the time to add (positive) or deduct (negative).");
        if (std::abs(r.ms()) > MaxAdjustMs)
            return tr("A time change of more than 3 hours is not accepted.");
        if (r.ms() < 0)
            r.params.insert(QStringLiteral("ms"), -qint64(notBelowZero(r.side, -r.ms())));
        break;
    case Kind::ScoreReduce: {
        const int score = r.halves("score");
        if (score < 0 || score > 1)
            return tr("The offender's score can be reduced to 0 or ½ (Art. 7.2).");
        if (g.zoneWhiteHalves >= 0 && r.side) {
            const int now = *r.side == chess::White ? g.zoneWhiteHalves : g.zoneBlackHalves;
            if (score >= now)
                //: %1: the score now
                return tr("The offender's score is %1 already; a reduction must be lower.").arg(ScoreRules::text(now));
        }
        break;
    }
    case Kind::Loss:
    case Kind::Forfeit: {
        if (!r.params.contains(QLatin1String("opponentScore")))
            r.params.insert(QStringLiteral("opponentScore"), 2);
        const int opponent = r.halves("opponentScore");
        if (r.kind == Kind::Forfeit && r.params.value(QLatin1String("both")).toBool())
            break;
        if (r.kind == Kind::Forfeit && !r.side)
            return tr("Choose the absent player, or both.");
        if (auto problem = ScoreRules::check(0, opponent))
            return problem;
        break;
    }
    case Kind::ResultSet: {
        if (auto problem = ScoreRules::check(r.halves("white"), r.halves("black")))
            return problem;
        break;
    }
    case Kind::Provisional: {
        const auto inner = Ruling::kindFromKey(r.params.value(QLatin1String("penalty")).toString());
        if (!inner || !Ruling::isPenalty(*inner) || *inner == Kind::Provisional)
            return tr("Choose the penalty the provisional penalty stands for.");
        Ruling pending = r;
        pending.kind = *inner;
        pending.article.clear();
        if (auto problem = check(pending, g))
            return problem;
        r.params = pending.params;
        break;
    }
    case Kind::Exclusion: {
        const QList<int> rounds = r.rounds();
        if (rounds.isEmpty())
            return tr("Name the rounds the player is excluded from.");
        for (int n : rounds)
            if (n < 1 || (g.currentRound > 0 && n < g.currentRound))
                //: %1: a round number; %2: the current round
                return tr("Round %1 cannot be excluded from: the event is in round %2.").arg(n).arg(g.currentRound);
        break;
    }
    case Kind::Restart:
        if (r.params.value(QLatin1String("swap")).toBool() && g.known && !colourRestartAllowed(g.plies))
            return tr("Both players have made 10 or more moves: the game goes on with the colours as they are "
                      "(Art. 15.2).");
        if (g.ended)
            return tr("The game has ended; it can no longer be restarted.");
        break;
    case Kind::Pause:
        if (g.ended)
            return tr("The game has ended.");
        break;
    case Kind::Disconnection: {
        const QString option = r.params.value(QLatin1String("option")).toString();
        if (!RulingText::disconnectionOptions().contains(option))
            return tr("Choose one of the decisions of Art. 18.9.");
        if (option == u"reduce") {
            if (auto p = positiveTime())
                return p;
            r.params.insert(QStringLiteral("ms"), qint64(notBelowZero(r.side, r.ms())));
        }
        if (option == u"restart-shorter" && r.params.value(QLatin1String("initialMs")).toInteger() <= 0)
            return tr("Enter the shorter time control for the restart.");
        if (option == u"loss") {
            if (!r.params.contains(QLatin1String("opponentScore")))
                r.params.insert(QStringLiteral("opponentScore"), 2);
            if (auto problem = ScoreRules::check(0, r.halves("opponentScore")))
                return problem;
        }
        break;
    }
    default: break;
    }
    return std::nullopt;
}

} // namespace arbiter::rulings
