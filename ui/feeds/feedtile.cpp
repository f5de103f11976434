#include "ui/feeds/feedtile.h"

#include "core/vcs/feedhealth.h"
#include "ui/common/pacedupdate.h"
#include "ui/common/palette.h"
#include "ui/feeds/audiometer.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedplayer.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace arbiter::ui {

// The feed's newest picture, scaled to fit and centred on black (a plain widget: no native window,
// so the tile can be grabbed and a wall of fifty costs the window system nothing).
class FeedPicture : public QWidget
{
public:
    FeedPicture(const FeedPlayer *feed, QWidget *parent) : QWidget(parent), m_feed(feed)
    {
        setAttribute(Qt::WA_OpaquePaintEvent);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), colours::VideoBackdrop);
        const QImage &image = m_feed->image();
        if (image.isNull())
            return;
        QSize size = image.size().scaled(this->size(), Qt::KeepAspectRatio);
        const QRect target(QPoint((width() - size.width()) / 2, (height() - size.height()) / 2), size);
        // Smooth scaling only where it shows: a picture shrunk to a small tile looks the same either way.
        painter.setRenderHint(QPainter::SmoothPixmapTransform, size.width() >= image.width());
        painter.drawImage(target, image);
        // A lost feed keeps its last picture, dimmed: it is not live.
        if (m_feed->health() & vcs::FeedHealth::Lost)
            painter.fillRect(target, colours::VideoShade);
    }

private:
    const FeedPlayer *m_feed;
};

FeedTile::FeedTile(FeedHub *hub, vcs::FeedKind kind, QWidget *parent)
    : QWidget(parent), m_hub(hub), m_kind(kind), m_title(new QLabel(this)), m_state(new QLabel(this)),
      m_feed(new FeedPlayer(kind, this)), m_video(new FeedPicture(m_feed, this)), m_meter(new AudioMeter(this))
{
    m_video->setMinimumSize(80, 45);
    m_video->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_title->setTextFormat(Qt::PlainText);
    m_state->setTextFormat(Qt::PlainText);
    m_state->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont bold = m_state->font();
    bold.setBold(true);
    m_state->setFont(bold);
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
    connect(m_feed, &FeedPlayer::healthChanged, m_video, qOverload<>(&QWidget::update));
    connect(m_feed, &FeedPlayer::frameChanged, this, [this] {
        updatePaced(m_video);
        if (m_connecting && m_feed->frames() > 0)
            refresh(); // the first picture: no longer "connecting…"
    });
    setAutoFillBackground(true);
    hub->add(this);
    refresh();
}

FeedTile::~FeedTile()
{
    if (m_hub)
        m_hub->remove(this);
    // The player first: the picture widget shows its image.
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
    m_connecting = !m_feed->url().isEmpty() && health == 0 && m_feed->frames() == 0;
    if (m_feed->url().isEmpty()) {
        state = tr("no feed");
        colour = colours::Idle;
    } else if (m_connecting) {
        state = tr("connecting…");
        colour = colours::Waiting;
    } else if (health != 0) {
        state = vcs::FeedHealth::text(health);
        colour = (health & vcs::FeedHealth::Lost) ? colours::Alarm : colours::Caution;
    } else if (m_offVcs) {
        state = tr("off the VCS");
        colour = colours::Alarm;
    } else {
        state = vcs::FeedHealth::text(std::uint8_t(0));
        colour = colours::Running;
    }
    m_state->setText(state);
    QPalette p = palette();
    p.setColor(QPalette::Window, (health != 0 || m_offVcs) ? colour.darker(220) : colours::TileIdle);
    p.setColor(QPalette::WindowText, colours::OnAlarm);
    setPalette(p);
    // The colour on the label's palette, not in a style sheet: a label with a style sheet is polished
    // by the style-sheet style, and 49 of them took the GUI thread 30 ms when the feed wall filled.
    const QColor stateColour = colour.lighter(140);
    if (stateColour != m_stateColour) {
        m_stateColour = stateColour;
        QPalette sp = m_state->palette();
        sp.setColor(QPalette::WindowText, stateColour);
        m_state->setPalette(sp);
    }
}

} // namespace arbiter::ui
