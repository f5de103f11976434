#pragma once

#include "core/chess/position.h"

#include <array>

// Sound, search-free proofs that one side can no longer checkmate (FIDE 5.2.2 dead positions and
// the flag-fall rule 6.9 / Online Regulations 11.4.2). Every function here may answer "not proved"
// for a position that is in fact unwinnable, but never "proved" for one where a mate exists: an
// arbiter's ruling is built on the answer. The helpmate search in unwinnability.h uses them to
// prune and to settle positions it cannot exhaust.
namespace arbiter::chess {

// True when `winner` lacks the material to mate whatever the loser does: a bare king; a lone
// knight against a king with no pawns and nothing but queens; bishops all on one square colour
// against a side without pawns, knights or bishops of the other colour. Cheap enough for every
// search node.
bool cannotMateByMaterial(const Position &pos, Color winner);

// True when the material rule above would hold if only the loser had no pawns: `winner` can mate
// only after the loser promotes to a blocking piece. The search uses it to steer the loser's pawns.
bool needsLoserPromotion(const Position &pos, Color winner);

// Pawn-structure analysis: finds pawns that can never move or be captured in any continuation
// (a greatest fixed point over conservative reachability; kings and pieces walled in by such pawns,
// and never attackable, count as permanent obstacles too), then shows that no piece of `winner`
// can ever give check in the region the loser's king can reach, or that `winner`'s only possible
// checkers are bishops of one colour and every mating square keeps an escape square of the other
// colour that nothing can cover. Positions with a legal en-passant capture are treated with the
// capturing pawn as free to move, which keeps the result sound.
bool provedUnwinnableStatically(const Position &pos, Color winner);
// The same question for both colours at once (indexed by Color), sharing the pawn analysis; a
// position is dead (FIDE 5.2.2) when both are true.
std::array<bool, 2> provedUnwinnableStatically(const Position &pos);

} // namespace arbiter::chess
