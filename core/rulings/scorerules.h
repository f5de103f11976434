#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>

namespace arbiter::rulings {

// Art. 7.1–7.2: a win scores 1, a draw ½, a loss or a no-show 0; each player's score for a game is
// one normally given in chess, and the game's total never exceeds its maximum (1 point). So 1–0,
// ½–½, 0–0, ½–0 and 0–½ are allowed; ¾–¼ and 1–½ are not. Scores are counted in half points.
class ScoreRules
{
    Q_DECLARE_TR_FUNCTIONS(ScoreRules)

public:
    static constexpr int MaxHalves = 2; // a game's maximum: 1 point

    // "1", "0", "½", "1/2", "0.5", "0,5", "=": the half points; a score that is not one normally
    // given ("0.75", "¾", "2") is refused with the reason.
    static Result<int> parse(const QString &text);
    // The reason a pair of scores is not allowed, or nullopt.
    static std::optional<QString> check(int whiteHalves, int blackHalves);
    // A finished game's PGN result ("1-0", "0-1", "1/2-1/2") as White's and Black's half points;
    // nullopt for "*" or anything else (no score yet).
    static std::optional<std::pair<int, int>> fromPgnResult(QStringView result);
    // "1", "½", "0".
    static QString text(int halves);
    // "1–0", "½–½", "½–0".
    static QString pairText(int whiteHalves, int blackHalves);
};

} // namespace arbiter::rulings
