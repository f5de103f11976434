#include "core/rulings/rulingtext.h"

#include "core/rulings/checklist.h"
#include "core/rulings/rulingbook.h"
#include "core/rulings/scorerules.h"

#include <QHash>
#include <QJsonArray>

#include <utility>

namespace arbiter::rulings {

QString RulingText::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::Warning: return tr("Warning");
    case Kind::TimeAdd: return tr("Time added to the opponent");
    case Kind::TimeDeduct: return tr("Time deducted from the offender");
    case Kind::ScoreRaise: return tr("Opponent's score raised to the maximum");
    case Kind::ScoreReduce: return tr("Offender's score reduced");
    case Kind::Loss: return tr("Game declared lost");
    case Kind::Provisional: return tr("Provisional penalty");
    case Kind::Exclusion: return tr("Exclusion from rounds");
    case Kind::Expulsion: return tr("Expulsion from the event");
    case Kind::TimeAdjust: return tr("Time adjustment");
    case Kind::Pause: return tr("Game paused");
    case Kind::Resume: return tr("Game resumed");
    case Kind::PauseRound: return tr("Round paused");
    case Kind::ResumeRound: return tr("Round resumed");
    case Kind::ResultSet: return tr("Result set");
    case Kind::Restart: return tr("Game restarted");
    case Kind::Disconnection: return tr("Disconnection decision");
    case Kind::Forfeit: return tr("Forfeit for absence");
    case Kind::YellowCard: return tr("Yellow card");
    case Kind::RedCard: return tr("Red card");
    case Kind::Check: return tr("Check");
    case Kind::Confirm: return tr("Confirmed");
    case Kind::Reject: return tr("Rejected");
    case Kind::Withdraw: return tr("Withdrawn");
    case Kind::Revoke: return tr("Revoked");
    case Kind::Appeal: return tr("Appeal lodged");
    case Kind::AppealDecision: return tr("Appeal decided");
    case Kind::ZoneApplied: return tr("Sent to the zone");
    case Kind::ZoneFailed: return tr("The zone did not apply it");
    case Kind::ZoneConfirmed: return tr("Confirmed by the zone");
    case Kind::DoneOnPlatform: return tr("Applied on the platform by hand");
    }
    return QString();
}

QString RulingText::defaultArticle(Kind kind)
{
    switch (kind) {
    case Kind::Warning: return QStringLiteral("10.9.1");
    case Kind::TimeAdd: return QStringLiteral("10.9.2");
    case Kind::TimeDeduct: return QStringLiteral("10.9.3");
    case Kind::ScoreRaise: return QStringLiteral("10.9.4");
    case Kind::ScoreReduce: return QStringLiteral("10.9.5");
    case Kind::Loss: return QStringLiteral("10.9.6");
    case Kind::Provisional: return QStringLiteral("10.9.7");
    case Kind::Exclusion: return QStringLiteral("10.9.8");
    case Kind::Expulsion: return QStringLiteral("10.9.9");
    case Kind::TimeAdjust: return QStringLiteral("10.5");
    case Kind::Pause:
    case Kind::Resume:
    case Kind::PauseRound:
    case Kind::ResumeRound: return QStringLiteral("15.6");
    case Kind::ResultSet: return QStringLiteral("15.3");
    case Kind::Restart: return QStringLiteral("15.2");
    case Kind::Disconnection: return QStringLiteral("18.9");
    case Kind::Forfeit: return QStringLiteral("8.5");
    case Kind::YellowCard:
    case Kind::RedCard: return QStringLiteral("13.4");
    case Kind::Appeal:
    case Kind::AppealDecision: return QStringLiteral("9.14");
    default: return QString();
    }
}

namespace {
// Part IIIa's reason keys and their Part IIIb twins.
constexpr std::pair<const char *, const char *> HybridReasons[] = {
    {"9.1-reputation", "17.1-reputation"},
    {"9.2-device", "17.2-own-device"},
    {"9.4-dress", "17.8-dress"},
    {"9.5-left", "17.7-left-venue"},
    {"9.6-assistance", "16.4-fair-play"},
    {"9.7-headphones", "17.3-headphones"},
    {"9.8.2-forbidden-device", "17.3-forbidden-device"},
    {"9.8.3-inspection", "17.3-inspection"},
    {"11-disconnection", "18.9-disconnection"},
    {"15.1-needless-call", "19.1-needless-call"},
    {"15.5-faulty-clock", "19.5-faulty-clock"},
    {"15.6-interruption", "19.6-interruption"},
    {"8.5-no-show", "16.11-no-show"},
};
} // namespace

QString RulingText::partIIIb(const QString &article)
{
    static const QHash<QString, QString> exact{
        {QStringLiteral("9.1"), QStringLiteral("17.1")},   {QStringLiteral("9.2"), QStringLiteral("17.2")},
        {QStringLiteral("9.4"), QStringLiteral("17.8")},   {QStringLiteral("9.5"), QStringLiteral("17.7")},
        {QStringLiteral("9.6"), QStringLiteral("16.4")},   {QStringLiteral("9.7"), QStringLiteral("17.3")},
        {QStringLiteral("9.8"), QStringLiteral("17.3")},   {QStringLiteral("9.8.2"), QStringLiteral("17.3")},
        {QStringLiteral("9.8.3"), QStringLiteral("17.3")}, {QStringLiteral("9.14"), QStringLiteral("17.11")},
        {QStringLiteral("10.3"), QStringLiteral("18.3")},  {QStringLiteral("10.3.1"), QStringLiteral("18.3")},
        {QStringLiteral("10.9"), QStringLiteral("18.4")},  {QStringLiteral("11"), QStringLiteral("18.9")},
        {QStringLiteral("8.4"), QStringLiteral("16.10")},  {QStringLiteral("8.5"), QStringLiteral("16.11")},
        {QStringLiteral("8.6"), QStringLiteral("16.12")},  {QStringLiteral("15.1"), QStringLiteral("19.1")},
        {QStringLiteral("15.2"), QStringLiteral("19.2")},  {QStringLiteral("15.3"), QStringLiteral("19.3")},
        {QStringLiteral("15.4"), QStringLiteral("19.4")},  {QStringLiteral("15.5"), QStringLiteral("19.5")},
        {QStringLiteral("15.6"), QStringLiteral("19.6")},
    };
    const QString a = article.trimmed();
    if (const auto it = exact.constFind(a); it != exact.constEnd())
        return *it;
    if (a.startsWith(QLatin1String("10.9.")))
        return QStringLiteral("18.4.") + a.mid(5);
    if (a.startsWith(QLatin1String("11.")))
        return QStringLiteral("18.9");
    return article;
}

QString RulingText::partIIIbReason(const QString &key)
{
    for (const auto &[online, hybrid] : HybridReasons)
        if (key == QLatin1String(online))
            return QString::fromLatin1(hybrid);
    return key;
}

QList<Reason> RulingText::reasons(bool hybrid)
{
    if (hybrid) {
        const QList<Reason> twins{
            {QStringLiteral("17.1-reputation"), QStringLiteral("17.1"), tr("Conduct harming the game's reputation")},
            {QStringLiteral("17.2-own-device"), QStringLiteral("17.2"),
             tr("Played on their own device where the regulations do not allow it")},
            {QStringLiteral("17.8-dress"), QStringLiteral("17.8"), tr("Dress code not observed")},
            {QStringLiteral("17.7-left-venue"), QStringLiteral("17.7"),
             tr("Left the playing area or the venue without the arbiter's permission")},
            {QStringLiteral("16.4-fair-play"), QStringLiteral("16.4"),
             tr("Broke the venue's fair-play measures (notes, advice, a phone)")},
            {QStringLiteral("17.3-headphones"), QStringLiteral("17.3"), tr("Wore headphones or earphones")},
            {QStringLiteral("17.3-forbidden-device"), QStringLiteral("17.3"),
             tr("Forbidden electronic device at the venue")},
            {QStringLiteral("17.3-inspection"), QStringLiteral("17.3"),
             tr("Refused an inspection of clothes, bags or other items")},
            {QStringLiteral("18.9-disconnection"), QStringLiteral("18.9"),
             tr("Disconnected (reported by the local technical arbiter)")},
            {QStringLiteral("19.1-needless-call"), QStringLiteral("19.1"),
             tr("Called the arbiter without good reason")},
            {QStringLiteral("19.5-faulty-clock"), QStringLiteral("19.5"), tr("Faulty clock")},
            {QStringLiteral("19.6-interruption"), QStringLiteral("19.6"), tr("The game had to be interrupted")},
            {QStringLiteral("16.11-no-show"), QStringLiteral("16.11"),
             tr("Not present at the start after the default time")},
        };
        QList<Reason> out;
        for (const Reason &r : reasons(false)) {
            const QString twin = partIIIbReason(r.key);
            if (twin == r.key) {
                out << r;
                continue;
            }
            for (const Reason &t : twins)
                if (t.key == twin)
                    out << t;
        }
        return out;
    }
    return {
        {QStringLiteral("9.1-reputation"), QStringLiteral("9.1"),
         tr("Conduct harming the game's reputation (on camera)")},
        {QStringLiteral("9.2-device"), QStringLiteral("9.2"), tr("Not connected from an authorised device")},
        {QStringLiteral("9.3-account"), QStringLiteral("9.3"), tr("Playing from another person's account")},
        {QStringLiteral("9.4-dress"), QStringLiteral("9.4"), tr("Dress code not observed")},
        {QStringLiteral("9.5-left"), QStringLiteral("9.5"),
         tr("Left the playing area without the arbiter's permission")},
        {QStringLiteral("9.6-assistance"), QStringLiteral("9.6"),
         tr("Used devices, notes, sources of information or advice")},
        {QStringLiteral("9.7-headphones"), QStringLiteral("9.7"), tr("Wore headphones")},
        {QStringLiteral("9.8.2-forbidden-device"), QStringLiteral("9.8.2"),
         tr("Forbidden electronic device in the playing area")},
        {QStringLiteral("9.8.3-inspection"), QStringLiteral("9.8.3"), tr("Refused an inspection by camera")},
        {QStringLiteral("9.9-smoking"), QStringLiteral("9.9"), tr("Smoking")},
        {QStringLiteral("9.10-distracting"), QStringLiteral("9.10"), tr("Distracted or annoyed the opponent")},
        {QStringLiteral("11-disconnection"), QStringLiteral("11"), tr("Disconnected from the game zone")},
        {QStringLiteral("12.1-screen"), QStringLiteral("12.1"), tr("Screen not shared with the arbiter")},
        {QStringLiteral("13.3-moved-off-vcs"), QStringLiteral("13.3"), tr("Moved while disconnected from the VCS")},
        {QStringLiteral("13.4-vcs-disconnection"), QStringLiteral("13.4"), tr("Disconnected from the VCS")},
        {QStringLiteral("15.1-needless-call"), QStringLiteral("15.1"), tr("Called the arbiter without good reason")},
        {QStringLiteral("10.5-interference"), QStringLiteral("10.5"), tr("Outside interference with the game")},
        {QStringLiteral("15.5-faulty-clock"), QStringLiteral("15.5"), tr("Faulty clock")},
        {QStringLiteral("15.6-interruption"), QStringLiteral("15.6"), tr("The game had to be interrupted")},
        {QStringLiteral("8.5-no-show"), QStringLiteral("8.5"), tr("Not present at the start after the default time")},
    };
}

std::optional<Reason> RulingText::reason(const QString &key)
{
    for (const bool hybrid : {false, true})
        for (const Reason &r : reasons(hybrid))
            if (r.key == key)
                return r;
    return std::nullopt;
}

QString RulingText::reasonText(const QString &key)
{
    if (const auto r = reason(key))
        return r->text;
    return key;
}

QString RulingText::articleText(const QString &article)
{
    //: %1: an article number of the FIDE Online Chess Regulations, e.g. 10.9.3
    return article.isEmpty() ? QString() : tr("Art. %1").arg(article);
}

QString RulingText::duration(std::int64_t ms)
{
    const std::int64_t s = (ms < 0 ? -ms : ms) / 1000;
    const QString sign = ms < 0 ? QStringLiteral("−") : QString();
    if (s < 60)
        //: %1: seconds (a number)
        return sign + tr("%n s", nullptr, int(s));
    return sign + QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QStringList RulingText::disconnectionOptions()
{
    return {QStringLiteral("resume"),          QStringLiteral("reduce"), QStringLiteral("restart"),
            QStringLiteral("restart-shorter"), QStringLiteral("none"),   QStringLiteral("loss")};
}

QString RulingText::disconnectionOptionText(const QString &option)
{
    if (option == u"resume")
        return tr("(a) Resume the game from the position at the disconnection");
    if (option == u"reduce")
        return tr("(b) Resume, reducing the disconnected player's time");
    if (option == u"restart")
        return tr("(c) Restart from the initial position with the same time control");
    if (option == u"restart-shorter")
        return tr("(d) Restart from the initial position with a shorter time control");
    if (option == u"none")
        return tr("Play on, no sanction (Art. 11.4)");
    if (option == u"loss")
        return tr("Loss for the disconnected player (Art. 11.4.2; a draw when the opponent cannot mate, Art. 4.5)");
    return option;
}

QString RulingText::titled(const Ruling &ruling)
{
    const QString title = kindTitle(ruling.kind);
    const QString description = describe(ruling);
    if (description.startsWith(title))
        return description;
    return title + QStringLiteral(": ") + description;
}

QString RulingText::describe(const Ruling &r)
{
    const QString who
        = r.player.isEmpty() ? (r.side ? (*r.side == chess::White ? tr("White") : tr("Black")) : QString()) : r.player;
    QString text;
    switch (r.kind) {
    case Kind::Warning:
        //: %1: the player's name
        text = tr("%1 is warned").arg(who);
        break;
    case Kind::TimeAdd:
        //: %1: the duration added; %2: the opponent who gets it; %3: the offender
        text = tr("%1 added to %2 (opponent of %3)").arg(duration(r.ms()), r.opponent, who);
        break;
    case Kind::TimeDeduct:
        //: %1: the duration; %2: the offender
        text = tr("%1 deducted from %2").arg(duration(r.ms()), who);
        break;
    case Kind::ScoreRaise:
        //: %1: the opponent; %2: the offender
        text = tr("%1's score for the game raised to 1 (opponent of %2)").arg(r.opponent, who);
        break;
    case Kind::ScoreReduce:
        //: %1: the offender; %2: the score (0 or ½)
        text = tr("%1's score for the game reduced to %2").arg(who, ScoreRules::text(r.halves("score")));
        break;
    case Kind::Loss:
        //: %1: the offender; %2: the opponent; %3: the opponent's score
        text = tr("%1 loses the game; %2 scores %3")
                   .arg(who, r.opponent,
                        ScoreRules::text(r.params.contains(QLatin1String("opponentScore")) ? r.halves("opponentScore")
                                                                                           : 2));
        break;
    case Kind::Provisional: {
        const auto inner = Ruling::kindFromKey(r.params.value(QLatin1String("penalty")).toString());
        Ruling pending = r;
        pending.kind = inner.value_or(Kind::Warning);
        //: %1: the pending penalty described
        text = tr("pending: %1").arg(describe(pending));
        break;
    }
    case Kind::Exclusion: {
        QStringList rounds;
        for (int n : r.rounds())
            rounds.append(QString::number(n));
        //: %1: the player; %2: round numbers, e.g. "3, 4"
        text = tr("%1 is excluded from round(s) %2").arg(who, rounds.join(QStringLiteral(", ")));
        break;
    }
    case Kind::Expulsion:
        //: %1: the player
        text = tr("%1 is expelled from the event").arg(who);
        break;
    case Kind::TimeAdjust:
        //: %1: the player whose clock changes; %2: the change, e.g. "+30 s" or "−1:00"
        text = tr("%1's clock changed by %2")
                   .arg(who, (r.ms() > 0 ? QStringLiteral("+") : QString()) + duration(r.ms()));
        break;
    case Kind::Pause:
    case Kind::Resume:
    case Kind::PauseRound:
    case Kind::ResumeRound: text = kindTitle(r.kind); break;
    case Kind::ResultSet:
        //: %1: the result, e.g. "½–½"
        text = tr("result %1").arg(ScoreRules::pairText(r.halves("white"), r.halves("black")));
        break;
    case Kind::Restart:
        text = r.params.value(QLatin1String("swap")).toBool()
            ? tr("restarted from the initial position with the colours corrected")
            : tr("restarted from the initial position");
        break;
    case Kind::Disconnection: {
        text = disconnectionOptionText(r.params.value(QLatin1String("option")).toString());
        if (r.ms() != 0)
            text += u' ' + duration(r.ms());
        //: %1: the disconnected player; %2: the decision
        text = tr("%1 disconnected: %2").arg(who, text);
        break;
    }
    case Kind::Forfeit:
        if (r.params.value(QLatin1String("both")).toBool())
            text = tr("both players absent: the game is lost by both");
        else
            //: %1: the absent player
            text = tr("%1 absent: the game is lost by forfeit").arg(who);
        break;
    case Kind::YellowCard:
        //: %1: the player
        text = tr("yellow card for %1").arg(who);
        break;
    case Kind::RedCard:
        //: %1: the player
        text = tr("red card for %1").arg(who);
        break;
    case Kind::Check: {
        const QString itemKey = r.params.value(QLatin1String("item")).toString();
        const auto item = CheckItem::find(itemKey);
        const auto answer = CheckItem::answerFromKey(r.params.value(QLatin1String("answer")).toString());
        //: %1: the player; %2: what was checked (e.g. "Device check"); %3: the answer (yes, no, to check)
        text = tr("%1: %2: %3")
                   .arg(who, item ? item->text() : itemKey,
                        CheckItem::answerText(answer.value_or(CheckItem::Answer::Pending)));
        if (const QString note = r.params.value(QLatin1String("note")).toString(); !note.isEmpty())
            text += QStringLiteral(" (") + note + u')';
        break;
    }
    case Kind::Confirm:
    case Kind::Reject:
    case Kind::Withdraw:
    case Kind::Appeal:
        if (const QString by = r.params.value(QLatin1String("appellant")).toString(); !by.isEmpty())
            //: %1: who appealed; %2: the entry number
            text = tr("%1 appeals against entry %2").arg(by).arg(r.ref);
        else
            //: %1: what happened (e.g. "Appeal lodged"); %2: the number of the entry it refers to
            text = tr("%1: entry %2").arg(kindTitle(r.kind)).arg(r.ref);
        break;
    case Kind::Revoke:
    case Kind::ZoneApplied:
    case Kind::ZoneConfirmed:
    case Kind::DoneOnPlatform:
        //: %1: what happened (e.g. "Confirmed"); %2: the number of the entry it refers to
        text = tr("%1: entry %2").arg(kindTitle(r.kind)).arg(r.ref);
        break;
    case Kind::AppealDecision:
        switch (RulingBook::appealOutcome(r)) {
        case RulingBook::AppealOutcome::Changed:
            //: %1: the entry number
            text = tr("appeal against entry %1 decided: the ruling is changed (annulled; the new ruling follows)")
                       .arg(r.ref);
            break;
        case RulingBook::AppealOutcome::Upheld:
            //: %1: the entry number
            text = tr("appeal against entry %1 upheld: the ruling is annulled").arg(r.ref);
            break;
        default:
            //: %1: the entry number
            text = tr("appeal against entry %1 rejected: the ruling stands").arg(r.ref);
            break;
        }
        break;
    case Kind::ZoneFailed:
        //: %1: the entry number; %2: why
        text = tr("entry %1 not applied by the zone: %2")
                   .arg(r.ref)
                   .arg(r.params.value(QLatin1String("message")).toString());
        break;
    }
    if (r.proposed)
        //: %1: the ruling proposed
        text = tr("proposed: %1").arg(text);
    return text;
}

} // namespace arbiter::rulings
