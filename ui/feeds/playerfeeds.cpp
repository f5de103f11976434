#include "ui/feeds/playerfeeds.h"

#include "core/live/gamesnapshot.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedtile.h"

#include <QAction>
#include <QGridLayout>

namespace arbiter::ui {

PlayerFeeds::PlayerFeeds(FeedHub *hub, QWidget *parent) : QWidget(parent), m_hub(hub)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    for (int n = 0; n < 4; ++n) {
        m_tiles[std::size_t(n)] = new FeedTile(hub, n % 2 == 0 ? vcs::FeedKinds::Camera : vcs::FeedKinds::Screen, this);
        grid->addWidget(m_tiles[std::size_t(n)], n / 2, n % 2);
    }
    const struct
    {
        Qt::Key key;
        int tile; // -1 mutes
    } keys[] = {{Qt::Key_1, 0}, {Qt::Key_2, 2}, {Qt::Key_0, -1}};
    for (const auto &k : keys) {
        auto *action = new QAction(this);
        action->setShortcut(QKeySequence(Qt::ALT | k.key));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        const int tile = k.tile;
        connect(action, &QAction::triggered, this, [this, tile] {
            if (tile < 0) {
                if (m_hub->listening())
                    m_hub->listen(m_hub->listening());
            } else if (m_hub->listening() != m_tiles[std::size_t(tile)]) {
                m_hub->listen(m_tiles[std::size_t(tile)]);
            }
        });
        addAction(action);
    }
}

void PlayerFeeds::setGame(const live::GameSnapshot &game)
{
    for (int n = 0; n < 4; ++n) {
        const chess::Color side = n < 2 ? chess::White : chess::Black;
        FeedTile *t = m_tiles[std::size_t(n)];
        const QString &player = side == chess::White ? game.pairing.white : game.pairing.black;
        t->setFeed(game.id, side, player, game.pairing.board, m_hub->urlFor(game.pairing, side, t->kind()));
        t->setOffVcs(
            game.has(side == chess::White ? live::GameSnapshot::WhiteOffVcs : live::GameSnapshot::BlackOffVcs));
    }
}

} // namespace arbiter::ui
