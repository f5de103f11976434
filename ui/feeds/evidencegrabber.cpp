#include "ui/feeds/evidencegrabber.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "core/net/httpstream.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedplayer.h"
#include "ui/feeds/feedtile.h"

#include <QBuffer>
#include <QDateTime>
#include <QImage>
#include <QLoggingCategory>
#include <QTimer>

namespace arbiter::ui {

namespace {
Q_LOGGING_CATEGORY(lcEvidence, "arbiter.ui.evidence")

constexpr std::int64_t FreshMs = 120'000; // an incident older than this is not photographed
constexpr int ProbeTimeoutMs = 12'000;
constexpr int MaxWidth = 960;

QByteArray jpeg(const QImage &image)
{
    const QImage scaled = image.width() > MaxWidth ? image.scaledToWidth(MaxWidth, Qt::SmoothTransformation) : image;
    QByteArray out;
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    scaled.convertToFormat(QImage::Format_RGB888).save(&buffer, "JPEG", 85);
    return out;
}
} // namespace

EvidenceGrabber::EvidenceGrabber(FeedHub *hub, models::GameTableModel *games, QObject *parent)
    : QObject(parent), m_hub(hub), m_games(games)
{ }

void EvidenceGrabber::take(const QList<watch::Incident> &incidents)
{
    const std::int64_t now = QDateTime::currentMSecsSinceEpoch();
    for (const watch::Incident &i : incidents) {
        if (m_seen.contains(i.key))
            continue;
        m_seen.insert(i.key);
        if (!m_enabled || !i.side || i.gameId.isEmpty() || now - i.utcMs > FreshMs || !m_hub->hasFeeds())
            continue;
        grab(i, vcs::FeedKinds::Camera);
        grab(i, vcs::FeedKinds::Screen);
    }
}

void EvidenceGrabber::grab(const watch::Incident &incident, vcs::FeedKind kind)
{
    // A tile showing the feed has its frame now (a lost feed's last one).
    for (FeedTile *tile : m_hub->tiles())
        if (tile->gameId() == incident.gameId && tile->side() == *incident.side && tile->kind() == kind) {
            const QImage still = tile->feed()->still();
            if (!still.isNull()) {
                emitStill(incident, kind, still,
                          (tile->feed()->health() & vcs::FeedHealth::Lost)
                              ? QStringLiteral("the feed's last frame before it was lost")
                              : QStringLiteral("the feed as the console showed it"));
                return;
            }
        }
    // Nobody watches it: open it for a moment.
    const live::GameSnapshot *s = m_games->snapshot(m_games->rowOf(incident.gameId));
    const QString url = s ? m_hub->urlFor(s->pairing, *incident.side, kind) : QString();
    if (url.isEmpty())
        return;
    auto *probe = new FeedPlayer(kind, this);
    probe->setThresholds(m_hub->thresholds());
    probe->setAccess(m_hub->roster().access());
    m_probes.insert(probe, incident);
    auto finish = [this, probe, kind](bool gotFrame) {
        if (!m_probes.contains(probe))
            return;
        const watch::Incident incident = m_probes.take(probe);
        if (gotFrame)
            emitStill(incident, kind, probe->still(), QStringLiteral("opened for the incident"));
        else
            qCInfo(lcEvidence) << "no picture from" << net::loggableUrl(QUrl(probe->url())) << "for" << incident.key;
        probe->deleteLater();
    };
    connect(probe, &FeedPlayer::frameChanged, probe, [probe, finish] {
        if (probe->frames() >= 3)
            finish(true);
    });
    QTimer::singleShot(ProbeTimeoutMs, probe, [finish] { finish(false); });
    probe->setUrl(url);
}

void EvidenceGrabber::emitStill(const watch::Incident &incident, vcs::FeedKind kind, const QImage &image,
                                const QString &note)
{
    if (image.isNull())
        return;
    evidence::EvidenceCapture c;
    c.item.incidentKey = incident.key;
    c.item.incidentKind = watch::Incident::kindName(incident.kind);
    c.item.gameId = incident.gameId;
    c.item.board = incident.board;
    c.item.side = *incident.side;
    c.item.player = *incident.side == chess::White ? incident.white : incident.black;
    c.item.feed = kind;
    c.item.takenUtcMs = QDateTime::currentMSecsSinceEpoch();
    c.item.mime = QStringLiteral("image/jpeg");
    c.item.note = note;
    c.data = jpeg(image);
    qCInfo(lcEvidence) << "still of" << c.item.player << vcs::FeedKinds::name(kind) << "for" << incident.key
                       << c.data.size() << "bytes";
    Q_EMIT captured(c);
}

} // namespace arbiter::ui
