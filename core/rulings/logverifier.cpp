#include "core/rulings/logverifier.h"

#include "core/rulings/penaltyrules.h"
#include "core/rulings/permissions.h"
#include "core/rulings/rulingbook.h"

namespace arbiter::rulings {

std::optional<LogVerifier::Problem> LogVerifier::verify(const QList<Ruling> &rows)
{
    RulingBook book;
    QByteArray prev = Ruling::genesisHash();
    std::int64_t lastUtc = 0;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Ruling &r = rows[i];
        const std::int64_t expected = i + 1;
        if (r.seq != expected)
            //: %1: the entry number expected at this place; %2: the number found there
            return Problem{
                expected,
                tr("Entry %1 is missing or out of place: entry %2 stands in its place.").arg(expected).arg(r.seq)};
        if (r.computeHash() != r.hash)
            //: %1: the entry number
            return Problem{
                r.seq,
                tr("Entry %1 was changed after it was recorded: its hash does not match its contents.").arg(r.seq)};
        if (r.prevHash != prev)
            return Problem{
                //: %1: the entry number
                r.seq, tr("Entry %1 does not follow the entry before it: the chain of hashes is broken.").arg(r.seq)};
        if (r.utcMs < lastUtc)
            //: %1: the entry number
            return Problem{r.seq, tr("Entry %1 is dated before the entry before it.").arg(r.seq)};
        if (auto refusal = Permissions::refusal(r.issuerRole, r.kind, r.proposed))
            //: %1: the entry number; %2: the issuer's name; %3: why the role may not
            return Problem{r.seq, tr("Entry %1 was issued by %2, who may not: %3").arg(r.seq).arg(r.issuer, *refusal)};
        if (Ruling::isFollowUp(r.kind)) {
            if (r.ref >= r.seq)
                //: %1: the entry number
                return Problem{r.seq, tr("Entry %1 answers an entry that comes after it.").arg(r.seq)};
            if (auto problem = book.followUpProblem(r.kind, r.ref))
                //: %1: the entry number; %2: what is wrong with the entry it answers
                return Problem{r.seq, tr("Entry %1 cannot be replayed: %2").arg(r.seq).arg(*problem)};
        } else {
            Ruling copy = r;
            if (auto problem = PenaltyRules::check(copy, GameContext{}))
                //: %1: the entry number; %2: why the entry cannot be replayed (a sentence)
                return Problem{r.seq, tr("Entry %1 cannot be replayed: %2").arg(r.seq).arg(*problem)};
        }
        book.append(r);
        prev = r.hash;
        lastUtc = r.utcMs;
    }
    return std::nullopt;
}

} // namespace arbiter::rulings
