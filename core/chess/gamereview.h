#pragma once

#include "core/chess/outcome.h"
#include "core/chess/position.h"
#include "core/chess/unwinnability.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace arbiter::chess {

// What the rules say about how a game ended, independently of the game zone, and where the zone's
// result disagrees: checkmate (Art. 5.1), the automatic draws (Art. 5.4, 15.3), and flag falls
// adjudicated under Art. 4.5 / 11.4.2 (with Art. 15.4 for a zone draw where mate was still possible).
// arbiterctl prints it per game today; the console's incident detectors build on the same verdicts.
class GameReview
{
    Q_DECLARE_TR_FUNCTIONS(GameReview)

public:
    // How the zone says the game ended, as far as it matters here (PGN "Termination" tag).
    enum class Termination { Unknown, Normal, TimeForfeit };

    // One point an arbiter should look at, with the article it rests on.
    struct Finding
    {
        QString article; // e.g. "4.5"
        QString text; // translated
    };

    // Reads the PGN "Termination" tag ("Time forfeit" as Lichess and the PGN standard write it).
    static Termination terminationFromTag(const QString &tag);

    // Replays the moves from start (they must be legal there) and judges the ending. The analyzer is
    // reused between games so its tables are allocated once. For a time forfeit the flag that fell is
    // the running clock's (the side to move) unless `flagged` names it: a player who left the game and
    // lost on time (Art. 11.4) need not be the side to move.
    static GameReview review(const Position &start, const std::vector<Move> &moves, const QString &zoneResult,
                             Termination termination, UnwinnabilityAnalyzer &analyzer,
                             std::optional<Color> flagged = std::nullopt);

    int plies() const { return m_plies; }
    const Position &finalPosition() const { return m_final; }
    bool checkmate() const { return m_checkmate; }
    // The first automatic draw and the ply after which it arose (plies counted from start).
    std::optional<DrawRule> autoDrawRule() const { return m_autoDrawRule; }
    int autoDrawPly() const { return m_autoDrawPly; }
    // Set for a time forfeit: whose flag fell and the Art. 4.5 verdict.
    std::optional<Color> flagged() const { return m_flagged; }
    std::optional<UnwinnabilityAnalyzer::FlagFall> flagFall() const { return m_flagFall; }
    // The result the rules give ("1-0", "0-1", "1/2-1/2"), or empty when the board alone does not
    // decide it (resignation, agreement, a game in progress, an undetermined flag fall).
    QString expectedResult() const { return m_expected; }
    QString zoneResult() const { return m_zoneResult; }
    bool disagrees() const { return !m_expected.isEmpty() && m_expected != m_zoneResult; }
    bool needsArbiter() const { return disagrees() || !m_findings.isEmpty(); }
    const QList<Finding> &findings() const { return m_findings; }
    // One translated sentence: how the game ended and what result that gives.
    QString verdict() const { return m_verdict; }

private:
    int m_plies = 0;
    Position m_final;
    bool m_checkmate = false;
    std::optional<DrawRule> m_autoDrawRule;
    int m_autoDrawPly = 0;
    std::optional<Color> m_flagged;
    std::optional<UnwinnabilityAnalyzer::FlagFall> m_flagFall;
    QString m_expected;
    QString m_zoneResult;
    QList<Finding> m_findings;
    QString m_verdict;
};

} // namespace arbiter::chess
