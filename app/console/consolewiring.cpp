#include "app/console/consolewiring.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/session/zonesession.h"
#include "ui/feeds/evidencedialog.h"
#include "ui/feeds/evidencegrabber.h"
#include "ui/feeds/feedhub.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"

#include <QCoreApplication>
#include <QStatusBar>

#include <algorithm>

namespace arbiter::console {

void connectModels(session::ZoneSession *zone, models::GameTableModel *games, models::IncidentModel *incidents)
{
    using session::ZoneSession;
    if (games) {
        QObject::connect(zone, &ZoneSession::snapshotsReady, games, &models::GameTableModel::apply);
        QObject::connect(zone, &ZoneSession::sourceChanged, games, &models::GameTableModel::clear);
    }
    if (incidents) {
        QObject::connect(zone, &ZoneSession::incidentsReady, incidents, &models::IncidentModel::apply);
        QObject::connect(zone, &ZoneSession::sourceChanged, incidents, &models::IncidentModel::clear);
    }
}

void connectWindow(session::ZoneSession *zone, ui::MainWindow *window, const QString &arbiterName)
{
    using session::ZoneSession;
    using ui::MainWindow;
    QObject::connect(zone, &ZoneSession::recordsReady, window, &MainWindow::applyRecords);
    QObject::connect(window, &MainWindow::watchRequested, zone, [zone](const QString &id) { zone->watch(id); });
    QObject::connect(window, &MainWindow::unwatchRequested, zone, [zone](const QString &id) { zone->unwatch(id); });
    QObject::connect(zone, &ZoneSession::described, window, &MainWindow::setZoneDescription);
    QObject::connect(zone, &ZoneSession::healthChanged, window, &MainWindow::setZoneHealth);
    QObject::connect(zone, &ZoneSession::problem, window, &MainWindow::showProblem);
    QObject::connect(zone, &ZoneSession::saveStateChanged, window, &MainWindow::setSaveState);
    QObject::connect(window, &MainWindow::reviewRequested, zone,
                     [zone, arbiterName](const QString &key, watch::Incident::ReviewState state, const QString &note) {
                         zone->reviewIncident(key, state, note, arbiterName);
                     });
}

void connectRulings(session::ZoneSession *zone, models::RulingModel *model, ui::RulingDesk *desk,
                    const QString &arbiterName, models::GameTableModel *games)
{
    using session::ZoneSession;
    if (games)
        QObject::connect(model, &models::RulingModel::playersChanged, games,
                         [model, games](const QStringList &players) {
                             for (const QString &p : players)
                                 games->setPlayerMarks(p, model->marks(p));
                         });
    QObject::connect(zone, &ZoneSession::rulingRecorded, model, &models::RulingModel::add);
    QObject::connect(zone, &ZoneSession::rulingsCleared, model, &models::RulingModel::clear);
    if (!desk)
        return;
    QObject::connect(zone, &ZoneSession::rulingRecorded, desk, &ui::RulingDesk::recorded);
    QObject::connect(zone, &ZoneSession::rulingRefused, desk, &ui::RulingDesk::refused);
    QObject::connect(zone, &ZoneSession::rulingSuggested, desk, &ui::RulingDesk::suggested);
    QObject::connect(zone, &ZoneSession::identityChanged, desk, &ui::RulingDesk::setIdentity);
    QObject::connect(zone, &ZoneSession::cardPolicyChanged, desk, &ui::RulingDesk::setCardPolicy);
    QObject::connect(desk, &ui::RulingDesk::vcsMarkRequested, zone,
                     [zone](const QString &id, chess::Color side, bool onVcs) { zone->markVcs(id, side, onVcs); });
    QObject::connect(desk, &ui::RulingDesk::cardPolicyRequested, zone,
                     [zone](const QByteArray &json) { zone->saveCardPolicy(json); });
    QObject::connect(desk, &ui::RulingDesk::rulingRequested, zone,
                     [zone](const rulings::Ruling &draft) { zone->issueRuling(draft); });
    QObject::connect(desk, &ui::RulingDesk::incidentAnswered, zone,
                     [zone, arbiterName](const QString &key, const QString &note, const QString &reviewer) {
                         zone->reviewIncident(key, watch::Incident::ReviewState::Acknowledged, note,
                                              reviewer.isEmpty() ? arbiterName : reviewer);
                     });
}

void connectFeeds(session::ZoneSession *zone, ui::MainWindow *window, ui::RulingDesk *desk)
{
    using session::ZoneSession;
    ui::FeedHub *hub = window->feedHub();
    QObject::connect(hub, &ui::FeedHub::vcsEvent, zone, [zone](const vcs::VcsEvent &e) { zone->reportVcs(e); });
    QObject::connect(zone, &ZoneSession::feedRosterChanged, hub, &ui::FeedHub::setRoster);
    QObject::connect(zone, &ZoneSession::vcsPresenceChanged, window,
                     [window](bool, const QString &message) { window->statusBar()->showMessage(message, 30'000); });
    // The roll call (Art. 13.2): every game's cameras as the game appears, and again when the event
    // gets its feed addresses.
    // Only the rows inserted: a thousand games arrive one row at a time, and listing every game
    // for each of them held the screen for a tenth of a second at the start.
    models::GameTableModel *games = window->games();
    auto rollCall = [hub, games](int first, int last) {
        QList<QPair<QString, zone::Pairing>> list;
        for (int row = std::max(0, first); row <= std::min(last, games->rowCount() - 1); ++row)
            if (const live::GameSnapshot *s = games->snapshot(row))
                list.append({s->id, s->pairing});
        hub->rollCall(list);
    };
    QObject::connect(games, &QAbstractItemModel::rowsInserted, hub,
                     [rollCall](const QModelIndex &, int first, int last) { rollCall(first, last); });
    QObject::connect(games, &QAbstractItemModel::modelReset, hub,
                     [rollCall, games] { rollCall(0, games->rowCount() - 1); });
    QObject::connect(hub, &ui::FeedHub::settingsChanged, hub,
                     [rollCall, games] { rollCall(0, games->rowCount() - 1); });
    QObject::connect(hub, &ui::FeedHub::rollCallDone, window,
                     [window](const QString &summary) { window->statusBar()->showMessage(summary, 120'000); });
    hub->setProbeHelper(QCoreApplication::applicationFilePath(),
                        {QLatin1String("--") + QLatin1String(ProbeFeedsOption)});

    // Evidence: stills of the player's feeds when an incident about them is raised.
    auto *grabber = new ui::EvidenceGrabber(hub, games, window);
    QObject::connect(zone, &ZoneSession::incidentsReady, grabber, &ui::EvidenceGrabber::take);
    QObject::connect(zone, &ZoneSession::vcsSettingsChanged, grabber,
                     [grabber](const vcs::VcsSettings &s) { grabber->setEnabled(s.evidenceStills); });
    QObject::connect(grabber, &ui::EvidenceGrabber::captured, zone,
                     [zone](const evidence::EvidenceCapture &c) { zone->storeEvidence(c); });
    if (!desk)
        return;
    auto *dialog = new ui::EvidenceDialog(window);
    QObject::connect(desk, &ui::RulingDesk::evidenceRequested, dialog, [zone, dialog] {
        QMetaObject::invokeMethod(zone, [zone] { zone->listEvidence(); });
        dialog->show();
        dialog->raise();
    });
    QObject::connect(zone, &ZoneSession::evidenceListed, dialog, &ui::EvidenceDialog::setItems);
    QObject::connect(zone, &ZoneSession::evidenceOpened, dialog, &ui::EvidenceDialog::showPicture);
    QObject::connect(zone, &ZoneSession::evidenceRefused, dialog, &ui::EvidenceDialog::showRefusal);
    QObject::connect(dialog, &ui::EvidenceDialog::openRequested, zone, [zone](qint64 id) { zone->openEvidence(id); });
    QObject::connect(dialog, &ui::EvidenceDialog::holdRequested, zone,
                     [zone](qint64 id, bool held) { zone->holdEvidence(id, held); });
    QObject::connect(dialog, &ui::EvidenceDialog::resultsFinalRequested, zone, [zone] { zone->declareResultsFinal(); });
}

} // namespace arbiter::console
