#include "sim/liveengineround.h"

#include "sim/pgnreplayplayer.h"

#include <QLoggingCategory>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")
} // namespace

LiveEngineRound::LiveEngineRound(PgnReplayPlayer *player, RoundGenerator::Options options,
                                 EnginePool::Options poolOptions, QObject *parent)
    : QObject(parent), m_player(player), m_pool(new EnginePool(std::move(poolOptions), this)),
      m_generator(new RoundGenerator(m_pool, std::move(options), this))
{
    // Earliest deadline first: the search for the move whose think began earliest on the zone.
    m_generator->setPriority([this](int index) { return m_player->nextThinkStartMs(m_slots[std::size_t(index)]); });
    connect(m_generator, &RoundGenerator::gameCreated, this, [this](int index, const chess::PgnGame &tags) {
        if (index >= int(m_slots.size()))
            m_slots.resize(std::size_t(index) + 1, -1);
        m_slots[std::size_t(index)] = m_player->addLiveGame(tags);
    });
    connect(m_generator, &RoundGenerator::plyPlayed, this,
            [this](int index, chess::Move move, std::int64_t clockMsAfter) {
                m_player->appendLivePly(m_slots[std::size_t(index)], move, clockMsAfter);
            });
    connect(m_generator, &RoundGenerator::gameEnded, this,
            [this](int index, const QString &result, const QString &termination) {
                m_player->endLiveGame(m_slots[std::size_t(index)], result, termination);
            });
    connect(m_generator, &RoundGenerator::finished, this, [this](const std::vector<chess::PgnGame> &games) {
        m_generated = true;
        m_pool->stop();
        qCInfo(lcSim) << "engines played all" << games.size() << "games;" << m_player->lateMoves()
                      << "moves came late, by" << m_player->lateMsTotal() << "virtual ms in all, at most"
                      << m_player->lateMsMax();
        Q_EMIT generated(games);
    });
    connect(m_generator, &RoundGenerator::failed, this, [this](const QString &message) {
        m_pool->stop();
        qCWarning(lcSim) << "the engines failed:" << message;
        Q_EMIT failed(message);
    });
}

LiveEngineRound::~LiveEngineRound()
{
    // The generator's searches answer into the player; nothing more once the round is gone.
    m_pool->stop();
}

void LiveEngineRound::start()
{
    m_generated = false;
    m_slots.clear();
    m_generator->start();
}

} // namespace arbiter::zone::sim
