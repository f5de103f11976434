#include "app/console/consolewiring.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/session/eventsession.h"
#include "core/session/evidencekeeper.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "ui/feeds/evidencedialog.h"
#include "ui/feeds/evidencegrabber.h"
#include "ui/feeds/feedhub.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/venues/venuedesk.h"

#include <QCoreApplication>
#include <QStatusBar>

#include <algorithm>

namespace arbiter::console {

void connectModels(session::EventSession *session, models::GameTableModel *games, models::IncidentModel *incidents)
{
    session::GameFeed *feed = session->feed();
    if (games) {
        QObject::connect(feed, &session::GameFeed::snapshotsReady, games, &models::GameTableModel::apply);
        QObject::connect(feed, &session::GameFeed::sourceChanged, games, &models::GameTableModel::clear);
    }
    if (incidents) {
        QObject::connect(session->incidents(), &session::IncidentBook::incidentsReady, incidents,
                         &models::IncidentModel::apply);
        QObject::connect(feed, &session::GameFeed::sourceChanged, incidents, &models::IncidentModel::clear);
    }
}

void connectWindow(session::EventSession *session, ui::MainWindow *window, const QString &arbiterName)
{
    using session::EventSession;
    using ui::MainWindow;
    session::GameFeed *feed = session->feed();
    session::IncidentBook *book = session->incidents();
    QObject::connect(feed, &session::GameFeed::recordsReady, window, &MainWindow::applyRecords);
    QObject::connect(window, &MainWindow::watchRequested, feed, [feed](const QString &id) { feed->watch(id); });
    QObject::connect(window, &MainWindow::unwatchRequested, feed, [feed](const QString &id) { feed->unwatch(id); });
    QObject::connect(feed, &session::GameFeed::described, window, &MainWindow::setZoneDescription);
    QObject::connect(feed, &session::GameFeed::healthChanged, window, &MainWindow::setZoneHealth);
    QObject::connect(session, &EventSession::problem, window, &MainWindow::showProblem);
    QObject::connect(session, &EventSession::serverConnectionChanged, window, &MainWindow::setServerState);
    QObject::connect(session, &EventSession::standbyChanged, window, &MainWindow::setStandbyState);
    QObject::connect(session, &EventSession::saveStateChanged, window, &MainWindow::setSaveState);
    // Who watches what (Art. 10.3.1).
    QObject::connect(session, &EventSession::identityChanged, window, &MainWindow::setStaff);
    QObject::connect(session, &EventSession::sectorsChanged, window, &MainWindow::setSectorPlan);
    QObject::connect(window, &MainWindow::sectorRequested, session,
                     [session](const event::Sector &sector) { session->saveSector(sector); });
    QObject::connect(window, &MainWindow::handOverRequested, session,
                     [session](const QString &from, const QString &to, const QString &note) {
                         session->handOverSector(from, to, note);
                     });
    QObject::connect(window, &MainWindow::reviewRequested, book,
                     [book, arbiterName](const QString &key, watch::Incident::ReviewState state, const QString &note) {
                         book->review(key, state, note, arbiterName);
                     });
}

void connectRulings(session::EventSession *session, models::RulingModel *model, ui::RulingDesk *desk,
                    const QString &arbiterName, models::GameTableModel *games)
{
    if (games)
        QObject::connect(model, &models::RulingModel::playersChanged, games,
                         [model, games](const QStringList &players) {
                             for (const QString &p : players)
                                 games->setPlayerMarks(p, model->marks(p));
                         });
    using session::EventSession;
    QObject::connect(session, &EventSession::rulingRecorded, model, &models::RulingModel::add);
    QObject::connect(session, &EventSession::rulingsCleared, model, &models::RulingModel::clear);
    if (!desk)
        return;
    QObject::connect(session, &EventSession::rulingRecorded, desk, &ui::RulingDesk::recorded);
    QObject::connect(session, &EventSession::rulingRefused, desk, &ui::RulingDesk::refused);
    QObject::connect(session, &EventSession::rulingSuggested, desk, &ui::RulingDesk::suggested);
    QObject::connect(session, &EventSession::identityChanged, desk, &ui::RulingDesk::setIdentity);
    QObject::connect(session, &EventSession::cardPolicyChanged, desk, &ui::RulingDesk::setCardPolicy);
    QObject::connect(
        desk, &ui::RulingDesk::vcsMarkRequested, session,
        [session](const QString &id, chess::Color side, bool onVcs) { session->markVcs(id, side, onVcs); });
    QObject::connect(desk, &ui::RulingDesk::cardPolicyRequested, session,
                     [session](const rulings::CardPolicy &policy) { session->saveCardPolicy(policy); });
    QObject::connect(desk, &ui::RulingDesk::rulingRequested, session,
                     [session](const rulings::Ruling &draft) { session->issueRuling(draft); });
    session::IncidentBook *book = session->incidents();
    QObject::connect(desk, &ui::RulingDesk::incidentAnswered, book,
                     [book, arbiterName](const QString &key, const QString &note, const QString &reviewer) {
                         book->review(key, watch::Incident::ReviewState::Acknowledged, note,
                                      reviewer.isEmpty() ? arbiterName : reviewer);
                     });
}

void connectVenues(session::EventSession *session, ui::MainWindow *window, ui::VenueDesk *venues, ui::RulingDesk *desk)
{
    using session::EventSession;
    QObject::connect(session, &EventSession::venuesChanged, window, &ui::MainWindow::setVenues);
    QObject::connect(session, &EventSession::playersChanged, window, &ui::MainWindow::setPlayers);
    QObject::connect(session, &EventSession::venuesChanged, venues, &ui::VenueDesk::setVenues);
    QObject::connect(session, &EventSession::playersChanged, venues, &ui::VenueDesk::setPlayers);
    QObject::connect(session, &EventSession::identityChanged, venues, &ui::VenueDesk::setIdentity);
    QObject::connect(session, &EventSession::eventChanged, venues, &ui::VenueDesk::setEvent);
    QObject::connect(session, &EventSession::rulingRecorded, venues, &ui::VenueDesk::recorded);
    QObject::connect(session, &EventSession::rulingsCleared, venues, &ui::VenueDesk::clearRulings);
    QObject::connect(venues, &ui::VenueDesk::rulingRequested, session,
                     [session](const rulings::Ruling &draft) { session->issueRuling(draft); });
    if (desk)
        QObject::connect(
            venues, &ui::VenueDesk::disconnectionDecisionRequested, desk,
            [desk](const QString &gameId, const rulings::Ruling &draft) { desk->rulingOnGame(gameId, draft); });
}

void connectFeeds(session::EventSession *session, ui::MainWindow *window, ui::RulingDesk *desk)
{
    ui::FeedHub *hub = window->feedHub();
    session::VcsPresence *presence = session->presence();
    QObject::connect(hub, &ui::FeedHub::vcsEvent, presence,
                     [presence](const vcs::VcsEvent &e) { presence->reportVcs(e); });
    QObject::connect(presence, &session::VcsPresence::feedRosterChanged, hub, &ui::FeedHub::setRoster);
    QObject::connect(presence, &session::VcsPresence::vcsPresenceChanged, window,
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
    session::EvidenceKeeper *keeper = session->evidence();
    QObject::connect(session->incidents(), &session::IncidentBook::incidentsReady, grabber, &ui::EvidenceGrabber::take);
    QObject::connect(presence, &session::VcsPresence::vcsSettingsChanged, grabber,
                     [grabber](const vcs::VcsSettings &s) { grabber->setEnabled(s.evidenceStills); });
    QObject::connect(grabber, &ui::EvidenceGrabber::captured, keeper,
                     [keeper](const evidence::EvidenceCapture &c) { keeper->storeCapture(c); });
    if (!desk)
        return;
    auto *dialog = new ui::EvidenceDialog(window);
    QObject::connect(desk, &ui::RulingDesk::evidenceRequested, dialog, [keeper, dialog] {
        QMetaObject::invokeMethod(keeper, [keeper] { keeper->list(); });
        dialog->show();
        dialog->raise();
    });
    using session::EvidenceKeeper;
    QObject::connect(keeper, &EvidenceKeeper::evidenceListed, dialog, &ui::EvidenceDialog::setItems);
    QObject::connect(keeper, &EvidenceKeeper::evidenceOpened, dialog, &ui::EvidenceDialog::showPicture);
    QObject::connect(keeper, &EvidenceKeeper::evidenceRefused, dialog, &ui::EvidenceDialog::showRefusal);
    QObject::connect(dialog, &ui::EvidenceDialog::openRequested, keeper, [keeper](qint64 id) { keeper->open(id); });
    QObject::connect(dialog, &ui::EvidenceDialog::holdRequested, keeper,
                     [keeper](qint64 id, bool held) { keeper->hold(id, held); });
    QObject::connect(dialog, &ui::EvidenceDialog::resultsFinalRequested, keeper,
                     [keeper] { keeper->declareResultsFinal(); });
}

} // namespace arbiter::console
