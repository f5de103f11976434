#pragma once

#include <QWidget>

#include <array>

class QLabel;

namespace arbiter::live {
struct GameSnapshot;
}

namespace arbiter::ui {

class FeedHub;
class FeedTile;

// Both players' camera and screen beside a focused board (Art. 13.1, 12): White's row and Black's,
// each tile with its VCS state and the microphone's level. Alt+1 listens to White, Alt+2 to Black,
// Alt+0 mutes (one microphone at a time, as a click on a camera does).
class PlayerFeeds : public QWidget
{
    Q_OBJECT

public:
    PlayerFeeds(FeedHub *hub, QWidget *parent = nullptr);

    void setGame(const live::GameSnapshot &game);
    // Tiles: White's camera, White's screen, Black's camera, Black's screen.
    FeedTile *tile(int n) const { return m_tiles[std::size_t(n)]; }

private:
    FeedHub *m_hub;
    std::array<FeedTile *, 4> m_tiles{};
};

} // namespace arbiter::ui
