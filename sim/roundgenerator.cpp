#include "sim/roundgenerator.h"

#include "core/chess/notation.h"
#include "core/chess/outcome.h"
#include "sim/engineplayer.h"
#include "sim/enginepool.h"
#include "sim/simrandom.h"
#include "sim/thinktimemodel.h"

#include <QDate>

#include <array>

namespace arbiter::zone::sim {

namespace {

constexpr std::array<const char *, 24> GivenNames{
    "Anna",  "Ivan", "Maria", "Pavel", "Elena", "Sergei", "Olga",  "Dmitri", "Irina", "Alexei", "Natalia", "Mikhail",
    "Sofia", "Hans", "Laura", "Pedro", "Chen",  "Aisha",  "Tomas", "Greta",  "Rahul", "Yuki",   "Lucas",   "Nadia"};
constexpr std::array<const char *, 24> FamilyNames{"Petrova",  "Ivanov",  "Smirnova", "Kuznetsov", "Popova",  "Sokolov",
                                                   "Lebedeva", "Kozlov",  "Novikova", "Morozov",   "Volkova", "Orlov",
                                                   "Berg",     "Schmidt", "Rossi",    "Garcia",    "Wang",    "Khan",
                                                   "Novak",    "Larsen",  "Sharma",   "Tanaka",    "Silva",   "Haddad"};

QString playerName(QRandomGenerator &rng)
{
    return QString::fromLatin1(FamilyNames[rng.bounded(int(FamilyNames.size()))]) + QStringLiteral(", ")
        + QString::fromLatin1(GivenNames[rng.bounded(int(GivenNames.size()))]);
}

} // namespace

struct RoundGenerator::Game
{
    std::unique_ptr<EnginePlayerModel> players[2];
    std::unique_ptr<ThinkTimeModel> clocks[2];
    int ratings[2] = {0, 0};
    QString names[2];
    std::int64_t remaining[2] = {0, 0};
    std::int64_t elapsedMs = 0; // virtual time since the game began, by the think times so far
    chess::Position position;
    chess::OutcomeTracker outcome;
    QStringList moves;
    chess::PgnGame pgn;
    bool done = false;
};

RoundGenerator::RoundGenerator(EnginePool *pool, Options options, QObject *parent)
    : QObject(parent), m_pool(pool), m_options(std::move(options))
{ }

RoundGenerator::~RoundGenerator() = default;

void RoundGenerator::start()
{
    m_games.clear();
    m_done = 0;
    m_failed = false;
    QRandomGenerator rng = simrandom::generator(simrandom::derive(m_options.seed, 1000));
    const int span = std::max(1, m_options.maxRating - m_options.minRating);
    const std::uint64_t seed = m_options.seed;
    for (int g = 0; g < m_options.games; ++g) {
        auto game = std::make_unique<Game>();
        for (int side = 0; side < 2; ++side) {
            game->ratings[side] = m_options.minRating + int(rng.bounded(span));
            game->names[side] = playerName(rng);
            game->players[side] = std::make_unique<EnginePlayerModel>(
                game->ratings[side], simrandom::derive(seed, 4 * std::uint64_t(g) + side));
            game->clocks[side] = std::make_unique<ThinkTimeModel>(
                m_options.timeControl, simrandom::derive(seed, 4 * std::uint64_t(g) + 2 + side), game->ratings[side]);
            game->remaining[side] = m_options.timeControl.initialMs();
        }
        game->outcome.update(game->position);
        game->pgn.setTag(QStringLiteral("Event"), m_options.event);
        game->pgn.setTag(QStringLiteral("Site"), QStringLiteral("Arbiter Console simulator"));
        game->pgn.setTag(QStringLiteral("Date"), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
        game->pgn.setTag(QStringLiteral("Round"), m_options.round);
        game->pgn.setTag(QStringLiteral("Board"), QString::number(g + 1));
        game->pgn.setTag(QStringLiteral("White"), game->names[0]);
        game->pgn.setTag(QStringLiteral("Black"), game->names[1]);
        game->pgn.setTag(QStringLiteral("WhiteElo"), QString::number(game->ratings[0]));
        game->pgn.setTag(QStringLiteral("BlackElo"), QString::number(game->ratings[1]));
        if (const auto tag = m_options.timeControl.toPgnTag())
            game->pgn.setTag(QStringLiteral("TimeControl"), tag.value());
        m_games.push_back(std::move(game));
        Q_EMIT gameCreated(g, m_games.back()->pgn);
    }
    if (m_games.empty()) {
        Q_EMIT finished({});
        return;
    }
    for (int g = 0; g < int(m_games.size()); ++g)
        next(g);
}

void RoundGenerator::end(int index, const QString &result, const QString &termination)
{
    Game &game = *m_games[std::size_t(index)];
    if (game.done)
        return;
    game.done = true;
    game.pgn.setTag(QStringLiteral("Result"), result);
    game.pgn.setTag(QStringLiteral("Termination"), termination);
    game.pgn.setResult(result.toStdString());
    ++m_done;
    Q_EMIT gameEnded(index, result, termination);
    Q_EMIT progress(m_done, int(m_games.size()));
    if (m_done == int(m_games.size())) {
        std::vector<chess::PgnGame> games;
        games.reserve(m_games.size());
        for (const auto &g : m_games)
            games.push_back(g->pgn);
        Q_EMIT finished(games);
    }
}

void RoundGenerator::next(int index)
{
    Game &game = *m_games[std::size_t(index)];
    const int ply = int(game.moves.size());
    const int side = ply % 2;
    if (ply >= m_options.maxPlies)
        return end(index, QStringLiteral("1/2-1/2"), QStringLiteral("Normal"));
    const EnginePlayerModel::SearchPlan plan = game.players[side]->plan(ply);
    EngineRequest r;
    r.moves = game.moves;
    r.nodes = plan.nodes;
    r.multiPv = plan.multiPv;
    const auto onResult = [this, index, ply, side](const Result<EngineResult> &result) {
        if (m_failed)
            return;
        Game &game = *m_games[std::size_t(index)];
        if (!result.ok()) {
            m_failed = true;
            Q_EMIT failed(result.error().message);
            return;
        }
        const QString win = side == 0 ? QStringLiteral("0-1") : QStringLiteral("1-0");
        if (result->candidates.isEmpty())
            return end(index, QStringLiteral("1/2-1/2"), QStringLiteral("Normal"));
        const int moveNumber = ply / 2 + 1;
        const ThinkTimeModel::Think think
            = game.clocks[side]->next(moveNumber, game.remaining[side], result->candidates.size() == 1);
        if (think.flagFall) {
            // The flag falls while thinking: the zone scores it for the opponent (the arbiter then
            // checks whether the opponent could mate at all, Art. 4.5).
            return end(index, win, QStringLiteral("Time forfeit"));
        }
        const int best = result->candidates.first().comparableScore();
        if (game.players[side]->resignsAfter(ply, best))
            return end(index, win, QStringLiteral("Normal"));
        const EnginePlayerModel::Choice choice = game.players[side]->choose(ply, result->candidates);
        const Result<chess::Move> move = chess::Notation::parseUci(game.position, choice.move);
        if (!move.ok()) {
            m_failed = true;
            Q_EMIT failed(move.error().message);
            return;
        }
        game.remaining[side] = m_options.timeControl.remainingAfterMove(moveNumber, game.remaining[side], think.ms);
        game.elapsedMs += think.ms;
        game.pgn.appendMove(game.position, *move, game.remaining[side]);
        Q_EMIT plyPlayed(index, *move, game.remaining[side]);
        game.position.makeMove(*move);
        game.moves.append(choice.move);
        game.outcome.update(game.position);
        if (const auto ending = game.outcome.firstEnding()) {
            if (!ending->draw)
                return end(index, side == 0 ? QStringLiteral("1-0") : QStringLiteral("0-1"), QStringLiteral("Normal"));
            return end(index, QStringLiteral("1/2-1/2"), QStringLiteral("Normal"));
        }
        if (game.players[side]->offersDrawAfter(ply, best) && game.players[1 - side]->acceptsDraw(ply, -best))
            return end(index, QStringLiteral("1/2-1/2"), QStringLiteral("Normal"));
        next(index);
    };
    m_pool->submit(r, this, onResult, m_priority ? m_priority(index) : game.elapsedMs);
}

} // namespace arbiter::zone::sim
