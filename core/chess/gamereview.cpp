#include "core/chess/gamereview.h"

#include "core/chess/notation.h"

namespace arbiter::chess {

namespace {

QString winFor(Color c)
{
    return c == White ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

const QString Draw = QStringLiteral("1/2-1/2");

} // namespace

GameReview::Termination GameReview::terminationFromTag(const QString &tag)
{
    const QString t = tag.trimmed();
    if (t.isEmpty())
        return Termination::Unknown;
    if (t.compare(QLatin1String("time forfeit"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("timeout"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("outoftime"), Qt::CaseInsensitive) == 0)
        return Termination::TimeForfeit;
    return Termination::Normal;
}

GameReview GameReview::review(const Position &start, const std::vector<Move> &moves, const QString &zoneResult,
                              Termination termination, UnwinnabilityAnalyzer &analyzer,
                              std::optional<Color> flaggedSide)
{
    GameReview r;
    r.m_zoneResult = zoneResult.trimmed();
    OutcomeTracker tracker;
    Position pos = start;
    tracker.update(pos);
    // "17. Rd8#": the move just played, written only where a sentence needs it (the move after which
    // the first ending arose, the last move), so a long game costs no text per ply.
    const auto labelOfLastMove = [&pos]() {
        const Move m = pos.lastMove();
        pos.unmakeMove();
        const int moveNumber = pos.fullmoveNumber();
        const bool white = pos.sideToMove() == White;
        const QString san = Notation::san(pos, m);
        pos.makeMove(m);
        if (white)
            //: %1: the move number; %2: White's move in SAN, e.g. Rd8#
            return tr("%1. %2").arg(moveNumber).arg(san);
        //: %1: the move number; %2: Black's move in SAN, e.g. Rd8#
        return tr("%1... %2").arg(moveNumber).arg(san);
    };
    QString endingLabel; // the move after which the first ending arose
    std::optional<int> endingPly;
    for (Move m : moves) {
        pos.makeMove(m);
        tracker.update(pos);
        if (!endingPly && tracker.firstEnding()) {
            endingPly = tracker.firstEnding()->ply;
            endingLabel = labelOfLastMove();
        }
    }
    const QString lastLabel = moves.empty() ? QString() : labelOfLastMove();
    r.m_plies = int(moves.size());
    r.m_final = pos;
    r.m_checkmate = pos.isCheckmate();

    const auto ending = tracker.firstEnding();
    if (ending && ending->draw) {
        r.m_autoDrawRule = ending->draw;
        r.m_autoDrawPly = ending->ply - start.gamePly();
    }
    //: %1: the move after which it happened, e.g. 34... Rd8#
    const QString where = !endingLabel.isEmpty() ? tr("after %1").arg(endingLabel) : tr("in the starting position");

    if (ending && ending->status == PositionStatus::Checkmate) {
        const Color winner = ~pos.sideToMove();
        r.m_expected = winFor(winner);
        //: %1: where, e.g. "after 17. Rd8#" or "in the starting position"; %2: the result, 1-0 or 0-1
        r.m_verdict = tr("Checkmate %1: %2.").arg(where, r.m_expected);
        if (r.disagrees())
            r.m_findings.append({QStringLiteral("5.1"),
                                 //: %1: the result the zone reported, e.g. 1/2-1/2
                                 tr("The board shows checkmate, but the reported result is %1.").arg(r.m_zoneResult)});
    } else if (ending && ending->draw) {
        r.m_expected = Draw;
        //: %1: the draw rule, e.g. Threefold repetition; %2: where, e.g. "after 40. Kg2"; %3: the result, 1/2-1/2
        r.m_verdict = tr("Automatic draw (%1) %2: %3.").arg(drawRuleText(*ending->draw), where, Draw);
        if (r.m_autoDrawPly < r.m_plies)
            r.m_findings.append(
                {QStringLiteral("5.4"),
                 //: %n: how many half-moves were played after the automatic draw
                 tr("The game went on for %n more half-move(s) after the automatic draw; the zone should have "
                    "ended it (the arbiter declares the draw, Art. 15.3).",
                    nullptr, r.m_plies - r.m_autoDrawPly)});
        else if (r.disagrees())
            r.m_findings.append(
                {QStringLiteral("15.3"),
                 //: %1: the result the zone reported, e.g. 1-0
                 tr("The position is an automatic draw, but the reported result is %1.").arg(r.m_zoneResult)});
    } else if (termination == Termination::TimeForfeit) {
        // The clock that ran out is the one that was running (the side to move), unless told.
        const Color flagged = flaggedSide.value_or(pos.sideToMove());
        r.m_flagged = flagged;
        r.m_flagFall = analyzer.adjudicateFlagFall(pos, flagged);
        const QString whose = flagged == White ? tr("White's flag fell") : tr("Black's flag fell");
        const QString when = lastLabel.isEmpty() ? tr("in the starting position") : tr("after %1").arg(lastLabel);
        const QString opponent = flagged == White ? tr("Black") : tr("White");
        switch (r.m_flagFall->verdict) {
        case UnwinnabilityAnalyzer::FlagFallVerdict::Loss:
            r.m_expected = winFor(~flagged);
            //: %1: e.g. "White's flag fell"; %2: e.g. "after 40. Kg2"; %3: the opponent (White or Black); %4: 1-0/0-1
            r.m_verdict = tr("%1 %2; %3 can still checkmate by a series of legal moves (Art. 4.5): %4.")
                              .arg(whose, when, opponent, r.m_expected);
            if (r.disagrees())
                r.m_findings.append({r.m_zoneResult == Draw ? QStringLiteral("15.4") : QStringLiteral("4.5"),
                                     //: %1: the reported result, e.g. 1/2-1/2; %2: the opponent (White or Black)
                                     tr("The zone reported %1, but %2 could still checkmate: the flag fall loses.")
                                         .arg(r.m_zoneResult, opponent)});
            break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Draw:
            r.m_expected = Draw;
            //: %1: e.g. "White's flag fell"; %2: e.g. "after 40. Kg2"; %3: the opponent (White or Black); %4: 1/2-1/2
            r.m_verdict = tr("%1 %2; %3 cannot checkmate by any series of legal moves (Art. 4.5): %4.")
                              .arg(whose, when, opponent, Draw);
            if (r.disagrees())
                r.m_findings.append({QStringLiteral("4.5"),
                                     //: %1: the result the zone reported, e.g. 1-0; %2: the opponent (White or Black)
                                     tr("The zone reported %1, but %2 cannot checkmate: the game is drawn.")
                                         .arg(r.m_zoneResult, opponent)});
            break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Undetermined:
            //: %1: e.g. "White's flag fell"; %2: when, e.g. "after 40. Kg2"; %3: the opponent (White or Black)
            r.m_verdict = tr("%1 %2; the analysis could not decide within its limits whether %3 can still "
                             "checkmate: the arbiter decides (Art. 4.5).")
                              .arg(whose, when, opponent);
            r.m_findings.append({QStringLiteral("4.5"), tr("Flag fall needs the arbiter's decision.")});
            break;
        }
    } else if (r.m_zoneResult == QLatin1String("*")) {
        r.m_verdict = tr("The game has not ended.");
    } else {
        //: %1: the result the zone reported, e.g. 1-0
        r.m_verdict = tr("No ending on the board; the reported result %1 rests on the zone (resignation, "
                         "agreement or a decision).")
                          .arg(r.m_zoneResult);
    }
    return r;
}

} // namespace arbiter::chess
