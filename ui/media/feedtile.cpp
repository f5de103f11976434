#include "feedtile.h"

#include "audiometer.h"
#include "feedhub.h"
#include "feedplayer.h"
#include "vcs/feedhealth.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QVBoxLayout>
#include <QVideoWidget>

namespace arbiter::ui {

FeedTile::FeedTile(FeedHub *hub, vcs::FeedKind kind, QWidget *parent)
    : QWidget(parent), m_hub(hub), m_kind(kind), m_title(new QLabel(this)), m_state(new QLabel(this)),
      m_video(new QVideoWidget(this)), m_meter(new AudioMeter(this))
{
    m_feed = new FeedPlayer(kind, m_video->videoSink(), this);
    m_video->setMinimumSize(80, 45);
    m_video->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_title->setTextFormat(Qt::PlainText);
    m_state->setTextFormat(Qt::PlainText);
    m_state->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(2, 0, 2, 0);
    top->addWidget(m_title, 1);
    top->addWidget(m_state);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1);
    layout->setSpacing(1);
    layout->addLayout(top);
    layout->addWidget(m_video, 1);
    layout->addWidget(m_meter);
    m_meter->setVisible(vcs::FeedKinds::hasAudio(kind));
    connect(m_feed, &FeedPlayer::levelChanged, m_meter, &AudioMeter::setLevel);
    connect(m_feed, &FeedPlayer::healthChanged, this, &FeedTile::refresh);
    setAutoFillBackground(true);
    hub->add(this);
    refresh();
}

FeedTile::~FeedTile()
{
    if (m_hub)
        m_hub->remove(this);
    // The player first: it plays into the video widget's sink, which goes with the widget.
    delete m_feed;
    m_feed = nullptr;
}

void FeedTile::setFeed(const QString &gameId, chess::Color side, const QString &player, int board, const QString &url)
{
    if (gameId == m_gameId && side == m_side && player == m_player && board == m_board && url == m_feed->url())
        return;
    if (gameId != m_gameId || side != m_side || url != m_feed->url())
        if (m_hub)
            m_hub->unwatch(this); // what it said of the previous player no longer holds
    m_gameId = gameId;
    m_side = side;
    m_player = player;
    m_board = board;
    if (m_hub)
        m_feed->setThresholds(m_hub->thresholds());
    m_feed->setUrl(url);
    if (url.isEmpty() && listening() && m_hub)
        m_hub->listen(this); // nothing to hear any more
    if (m_hub)
        m_hub->shown(this);
    refresh();
}

void FeedTile::setOffVcs(bool off)
{
    if (off == m_offVcs)
        return;
    m_offVcs = off;
    refresh();
}

void FeedTile::setCompact(bool compact)
{
    m_compact = compact;
    refresh();
}

void FeedTile::setListening(bool listening)
{
    m_feed->setAudible(listening);
    refresh();
}

bool FeedTile::listening() const
{
    return m_feed->audible();
}

void FeedTile::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && vcs::FeedKinds::hasAudio(m_kind))
        Q_EMIT listenRequested(this);
    QWidget::mousePressEvent(event);
}

void FeedTile::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void FeedTile::refresh()
{
    QString title;
    if (m_player.isEmpty())
        title = tr("No player");
    else if (m_board > 0 && !m_compact)
        //: %1: board number; %2: the player; %3: which feed (camera, screen)
        title = tr("%1. %2 · %3").arg(m_board).arg(m_player, vcs::FeedKinds::text(m_kind));
    else if (m_board > 0)
        //: %1: board number; %2: the player
        title = tr("%1. %2").arg(m_board).arg(m_player);
    else
        title = m_player;
    if (m_feed->audible())
        //: %1: the tile's title; the arbiter hears this player's microphone
        title = tr("%1 — listening").arg(title);
    m_title->setText(title);
    const std::uint8_t health = m_feed->health();
    QString state;
    QColor colour;
    if (m_feed->url().isEmpty()) {
        state = tr("no feed");
        colour = QColor(120, 120, 120);
    } else if (health == 0 && m_feed->frames() == 0) {
        state = tr("connecting…");
        colour = QColor(150, 150, 150);
    } else if (health != 0) {
        state = vcs::FeedHealth::text(health);
        colour = (health & vcs::FeedHealth::Lost) ? QColor(200, 40, 40) : QColor(215, 140, 0);
    } else if (m_offVcs) {
        state = tr("off the VCS");
        colour = QColor(200, 40, 40);
    } else {
        state = vcs::FeedHealth::text(std::uint8_t(0));
        colour = QColor(40, 150, 60);
    }
    m_state->setText(state);
    QPalette p = palette();
    p.setColor(QPalette::Window, (health != 0 || m_offVcs) ? colour.darker(220) : QColor(40, 40, 40));
    p.setColor(QPalette::WindowText, Qt::white);
    setPalette(p);
    m_state->setStyleSheet(QStringLiteral("color: %1; font-weight: bold").arg(colour.lighter(140).name()));
}

} // namespace arbiter::ui
