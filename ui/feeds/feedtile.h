#pragma once

#include "core/chess/types.h"
#include "core/vcs/feedkind.h"

#include <QColor>
#include <QPointer>
#include <QWidget>

#include <cstdint>

class QLabel;

namespace arbiter::ui {

class AudioMeter;
class FeedHub;
class FeedPicture;
class FeedPlayer;

// One feed on screen: whose it is (name, board, which feed), the picture, the microphone's level and
// what is wrong with it (lost, dark, frozen, silent; off the VCS). A click on a camera tile listens
// to that player's microphone (only one at a time, FeedHub). Registered with the hub, which tells
// the session what the tile's player sees.
class FeedTile : public QWidget
{
    Q_OBJECT

public:
    FeedTile(FeedHub *hub, vcs::FeedKind kind, QWidget *parent = nullptr);
    ~FeedTile() override;

    // Which player's feed this tile shows; an empty url shows "no feed".
    void setFeed(const QString &gameId, chess::Color side, const QString &player, int board, const QString &url);
    // The player's merged presence and feed problems, as the registry knows them.
    void setOffVcs(bool off);
    void setCompact(bool compact);

    QString gameId() const { return m_gameId; }
    chess::Color side() const { return m_side; }
    vcs::FeedKind kind() const { return m_kind; }
    QString player() const { return m_player; }
    FeedPlayer *feed() const { return m_feed; }
    void setListening(bool listening);
    bool listening() const;

Q_SIGNALS:
    void listenRequested(arbiter::ui::FeedTile *tile);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QPointer<FeedHub> m_hub; // the window may take it down before its docks
    vcs::FeedKind m_kind;
    QString m_gameId;
    chess::Color m_side = chess::White;
    QString m_player;
    int m_board = 0;
    bool m_offVcs = false;
    bool m_compact = false;
    bool m_connecting = false; // the state says so: the first picture changes it
    QLabel *m_title;
    QLabel *m_state;
    QColor m_stateColour; // m_state's text colour, set on its palette when it changes
    FeedPlayer *m_feed;
    FeedPicture *m_video;
    AudioMeter *m_meter;
};

} // namespace arbiter::ui
