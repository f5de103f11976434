#include "consolewiring.h"

#include "mainwindow.h"
#include "media/feedhub.h"
#include "models/gametablemodel.h"
#include "models/incidentmodel.h"
#include "models/rulingmodel.h"
#include "rulings/rulingdesk.h"
#include "session/zonesession.h"

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
    // The feed watch: what the tiles see goes to the registry; the event's VCS settings come back.
    QObject::connect(window->feedHub(), &ui::FeedHub::vcsEvent, zone,
                     [zone](const vcs::VcsEvent &e) { zone->reportVcs(e); });
    QObject::connect(zone, &ZoneSession::vcsSettingsChanged, window->feedHub(), &ui::FeedHub::setSettings);
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

} // namespace arbiter::console
