#include "app/arbiterctl/pgncommand.h"

#include "core/chess/colorkey.h"

#include "app/arbiterctl/commandline.h"
#include "core/chess/gamereview.h"
#include "core/chess/pgnreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::ctl {

using namespace arbiter::chess;

namespace {

QJsonObject toJson(const PgnGame &game, const GameReview &review)
{
    QJsonObject tags;
    for (const auto &t : game.tags())
        tags.insert(QString::fromUtf8(t.name.data(), qsizetype(t.name.size())),
                    QString::fromUtf8(t.value.data(), qsizetype(t.value.size())));
    QJsonArray san;
    QJsonArray clocks;
    for (const auto &ply : game.plies()) {
        san.append(ply.san());
        clocks.append(ply.clockMs ? QJsonValue(qint64(*ply.clockMs)) : QJsonValue(QJsonValue::Null));
    }
    QJsonObject o;
    o.insert(QStringLiteral("game"), game.index());
    o.insert(QStringLiteral("tags"), tags);
    o.insert(QStringLiteral("board"), game.board() > 0 ? QJsonValue(game.board()) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("plies"), game.plyCount());
    o.insert(QStringLiteral("san"), san);
    o.insert(QStringLiteral("clocks_ms"), clocks);
    o.insert(QStringLiteral("result"), game.result());
    o.insert(QStringLiteral("final_fen"), review.finalPosition().fen());
    if (review.autoDrawRule()) {
        o.insert(QStringLiteral("auto_draw"),
                 QJsonObject{{QStringLiteral("rule"), QString(drawRuleName(*review.autoDrawRule()))},
                             {QStringLiteral("ply"), review.autoDrawPly()}});
    } else {
        o.insert(QStringLiteral("auto_draw"), QJsonValue::Null);
    }
    o.insert(QStringLiteral("checkmate"), review.checkmate());
    o.insert(QStringLiteral("truncated"), game.truncated());
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(game.warnings()));
    if (const auto &e = game.error()) {
        o.insert(
            QStringLiteral("error"),
            QJsonObject{{QStringLiteral("ply"), e->ply < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(e->ply + 1)},
                        {QStringLiteral("move"), e->moveText},
                        {QStringLiteral("message"), e->message}});
    } else {
        o.insert(QStringLiteral("error"), QJsonValue::Null);
    }
    if (review.flagged()) {
        o.insert(QStringLiteral("flag_fall"),
                 QJsonObject{{QStringLiteral("flagged"), chess::colorKey(*review.flagged())},
                             {QStringLiteral("verdict"),
                              QString(UnwinnabilityAnalyzer::flagFallName(review.flagFall()->verdict))},
                             {QStringLiteral("reason"),
                              QString(UnwinnabilityAnalyzer::reasonName(review.flagFall()->analysis.reason))}});
    }
    o.insert(QStringLiteral("expected_result"),
             review.expectedResult().isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(review.expectedResult()));
    // A cut-off game's "*" is no result to judge: no disagreement, no findings about it.
    o.insert(QStringLiteral("disagrees"), !game.truncated() && review.disagrees());
    QJsonArray findings;
    if (!game.truncated())
        for (const auto &f : review.findings())
            findings.append(QJsonObject{{QStringLiteral("article"), f.article}, {QStringLiteral("text"), f.text}});
    o.insert(QStringLiteral("findings"), findings);
    o.insert(QStringLiteral("verdict"), review.verdict());
    return o;
}

} // namespace

QString PgnCommand::summary()
{
    return tr("Check the games of a PGN file: legal moves, automatic draws, flag falls, results.");
}

int PgnCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), tr("PGN file to read, or '-' for standard input."));
    const QCommandLineOption json(
        QStringLiteral("json"),
        tr("Print one JSON object per game per line (fields: game, tags, board, plies, san, clocks_ms, result, "
           "final_fen, auto_draw, checkmate, truncated, warnings, error, and the verdict); text that is not a game "
           "is reported on standard error."));
    parser.addOption(json);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err() << tr("pgn needs exactly one file (or '-').") << Qt::endl;
        return ExitUsage;
    }
    QFile file;
    const bool stdinInput = files[0] == QLatin1String("-");
    const bool opened = stdinInput ? file.open(stdin, QIODevice::ReadOnly)
                                   : (file.setFileName(files[0]), file.open(QIODevice::ReadOnly));
    if (!opened) {
        //: %1: the file's path; %2: why it cannot be opened (the system's message)
        err() << terminalText(tr("Cannot open '%1': %2").arg(files[0], file.errorString())) << Qt::endl;
        return ExitFailure;
    }

    PgnReader reader(&file);
    PgnGame game;
    UnwinnabilityAnalyzer analyzer;
    int games = 0;
    int errors = 0;
    int disagreements = 0;
    int notGames = 0;
    int truncatedGames = 0;
    // Text between games that is not a game: on standard error, so JSON output stays one game a line.
    const auto reportNotices = [&reader, &notGames] {
        for (const QString &notice : reader.takeNotices()) {
            ++notGames;
            //: %1: what the reader noticed in text between games (a message)
            err() << terminalText(tr("NOTE: %1").arg(notice)) << Qt::endl;
        }
    };
    std::vector<Move> moves;
    for (;;) {
        const bool more = reader.readGame(game);
        reportNotices();
        if (!more)
            break;
        ++games;
        moves.clear();
        for (const auto &ply : game.plies())
            moves.push_back(ply.move);
        const auto termination = GameReview::terminationFromTag(game.tag("Termination"));
        const GameReview review = GameReview::review(game.startPosition(), moves, game.result(), termination, analyzer);
        if (game.hasError())
            ++errors;
        if (game.truncated())
            ++truncatedGames;
        else if (review.disagrees())
            ++disagreements;
        if (parser.isSet(json)) {
            out() << QJsonDocument(toJson(game, review)).toJson(QJsonDocument::Compact) << '\n';
            continue;
        }
        const QString white = game.tag("White");
        const QString black = game.tag("Black");
        //: %1: White's name; %2: Black's name (or "(unknown)"); %3: the result the PGN reports, e.g. 1-0 or *
        const QString players = tr("%1 – %2, reported %3")
                                    .arg(white.isEmpty() ? tr("(unknown)") : white,
                                         black.isEmpty() ? tr("(unknown)") : black, game.result());
        // Names, tags and messages quote the file: every line through terminalText().
        QStringList lines;
        //: %1: the game's number in the file (from 1); %2: the board number; %3: the players and the reported result
        if (game.board() > 0)
            lines << tr("Game %1, board %2: %3").arg(game.index()).arg(game.board()).arg(players);
        else
            //: %1: the game's number in the file (from 1); %2: the players and the reported result
            lines << tr("Game %1: %2").arg(game.index()).arg(players);
        for (const QString &warning : game.warnings())
            //: %1: a warning about the game (a message)
            lines << QStringLiteral("  ") + tr("WARNING: %1").arg(warning);
        if (const auto &e = game.error()) {
            //: %1: the error found in the game (a message)
            lines << QStringLiteral("  ") + tr("ERROR: %1").arg(e->message);
        } else if (game.truncated()) {
            // Not judged: the file ends inside the game, so "*" is not what the game's result was.
            lines << QStringLiteral("  ")
                    //: %n: how many half-moves of the game the file holds
                    + tr("TRUNCATED: the file ends after %n half-move(s) of this game, without "
                         "its result; the result is not judged.",
                         nullptr, game.plyCount());
        } else {
            lines << QStringLiteral("  ") + review.verdict();
            if (!review.expectedResult().isEmpty())
                lines << QStringLiteral("  ")
                        //: %1: the result the PGN reports, e.g. 1-0, 0-1 or 1/2-1/2
                        + (review.disagrees() ? tr("DISAGREES with the reported result %1.").arg(game.result())
                                              : tr("Agrees with the reported result."));
            for (const auto &f : review.findings())
                //: %1: the article of the FIDE Laws, e.g. 9.6.2; %2: what was found (a sentence)
                lines << QStringLiteral("  ") + tr("Art. %1: %2").arg(f.article, f.text);
        }
        for (const QString &line : std::as_const(lines))
            out() << terminalText(line) << '\n';
    }
    if (!parser.isSet(json)) {
        //: %n: how many games the file holds
        const QString checked = tr("%n game(s) checked", nullptr, games);
        //: %n: how many of them had an error (after "N games checked, ")
        const QString withErrors = tr("%n with errors", nullptr, errors);
        //: %n: how many results the rules contradict
        const QString disagreeing = tr("%n result(s) disagreeing with the rules", nullptr, disagreements);
        out() << checked << ", " << withErrors << ", " << disagreeing << '.' << '\n';
        if (truncatedGames || notGames) {
            //: %n: how many games the end of the file cuts off
            const QString cut = tr("%n game(s) cut off by the end of the file", nullptr, truncatedGames);
            //: %n: how many stretches of the file are not games
            const QString stretches = tr("%n stretch(es) of text that is not a game", nullptr, notGames);
            out() << cut << ", " << stretches << '.' << '\n';
        }
    }
    out() << Qt::flush;
    return errors || truncatedGames || notGames ? ExitFailure : ExitOk;
}

} // namespace arbiter::ctl
