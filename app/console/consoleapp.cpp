#include "app/console/consoleapp.h"

#include "app/console/consolewiring.h"
#include "app/console/passwordkeychain.h"
#include "app/console/sessionthreads.h"
#include "core/clock/monotonicclock.h"
#include "core/common/blockingcall.h"
#include "core/common/translations.h"
#include "core/event/sector.h"
#include "core/models/clockticker.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/cardpolicy.h"
#include "core/seminar/seminarpack.h"
#include "core/seminar/seminarstate.h"
#include "core/session/eventsession.h"
#include "core/session/incidentbook.h"
#include "core/storage/eventstore.h"
#include "core/zone/zonecommand.h"
#include "sim/simulatedfeeds.h"
#include "ui/common/settingskeys.h"
#include "ui/diagnostics/statsprinter.h"
#include "ui/diagnostics/statsprobe.h"
#include "ui/eventsetup/connectiondialog.h"
#include "ui/eventsetup/databaseproblemdialog.h"
#include "ui/eventsetup/eventdialog.h"
#include "ui/eventsetup/joinseminardialog.h"
#include "ui/eventsetup/teameventdialog.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedwall.h"
#include "ui/mainwindow.h"
#include "ui/report/reportdialog.h"
#include "ui/report/standingsdialog.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/rulings/whoamidialog.h"
#include "ui/seminar/lecturerdesk.h"
#include "ui/seminar/seminardesk.h"
#include "ui/wall/boardwallview.h"

#include <QApplication>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <functional>
#include <memory>
#include <utility>

namespace arbiter::console {

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return 2;
}

// Calls `then` once the window has been exposed and drawn (Qt draws widgets while it handles the
// expose event; `then` runs right after), or after two seconds when no expose comes (no display).
void afterFirstFrame(QWidget *window, std::function<void()> then)
{
    struct Watcher : QObject
    {
        std::function<void()> then;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Expose && then)
                QTimer::singleShot(0, this, [this] { done(); });
            return false;
        }
        void done()
        {
            if (auto call = std::exchange(then, {}))
                call();
            deleteLater();
        }
    };
    auto *watcher = new Watcher;
    watcher->setParent(window);
    watcher->then = std::move(then);
    if (QWindow *handle = window->windowHandle())
        handle->installEventFilter(watcher);
    QTimer::singleShot(2000, watcher, [watcher] { watcher->done(); });
}

// The window with its incident queue, before the rulings desk tabs its docks beside the queue's.
ui::MainWindow *withIncidents(ui::MainWindow *window, models::IncidentModel *incidents)
{
    window->setIncidents(incidents);
    return window;
}

} // namespace

ConsoleApp::ConsoleApp(ConsoleOptions options, QSettings &settings, TranslationSet &translations)
    : m_options(std::move(options)), m_settings(settings), m_translations(translations), m_isDemo(m_options.demo),
      m_ticker(&m_games), m_window(&m_games), m_desk(withIncidents(&m_window, &m_incidents), &m_rulingLog),
      m_venues(new ui::VenueDesk(&m_window)),
      m_arbiterName(ui::settings::arbiterName.read(m_settings).isEmpty() ? qEnvironmentVariable("USER", tr("arbiter"))
                                                                         : ui::settings::arbiterName.read(m_settings))
{ }

ConsoleApp::~ConsoleApp() = default;

int ConsoleApp::run()
{
    session::EventSession *session = m_threads.session();
    connectModels(session, &m_games, &m_incidents);
    connectWindow(session, &m_window, m_arbiterName);
    connectRulings(session, &m_rulingLog, &m_desk, m_arbiterName, &m_games);
    connectFeeds(session, &m_window, &m_desk);
    connectVenues(session, &m_window, m_venues, &m_desk);
    if (const auto failed = openEvent())
        return *failed;
    // The staff list as the session keeps it (a refused change leaves it as it was).
    QObject::connect(session, &session::EventSession::identityChanged, &m_window,
                     [this](const QString &, int, const QList<event::StaffMember> &staff) { m_staff = staff; });
    m_window.setRecentTeamEvents(ui::settings::recentTeamEvents.read(m_settings));
    // Another console of a team event changed the event's settings.
    m_desk.setAppealMinutes(m_event.appealMinutes);
    m_desk.setCurrentRound(m_event.currentRound);
    m_desk.setHybrid(m_event.isHybrid());
    m_venues->setEvent(m_event);
    refreshEventPlayers();
    QObject::connect(session, &session::EventSession::playersChanged, &m_window,
                     [this](const event::PlayerDirectory &players) { takePlayers(players); });
    QObject::connect(session, &session::EventSession::venuesChanged, &m_window,
                     [this](const QList<event::Venue> &venues) {
                         m_venueList = venues;
                         markTraditionalSets();
                     });
    QObject::connect(session, &session::EventSession::eventChanged, &m_window, [this](const event::EventInfo &info) {
        m_event = info;
        m_desk.setAppealMinutes(info.appealMinutes);
        m_desk.setCurrentRound(info.currentRound);
        m_desk.setHybrid(info.isHybrid());
        m_venues->setEvent(info);
        markTraditionalSets();
        m_window.setWindowTitle(title());
    });
    QObject::connect(&m_window, &ui::MainWindow::teamEventRequested, &m_window,
                     [this](const QString &address) { reopenOnTeamEvent(address); });
    QObject::connect(&m_window, &ui::MainWindow::seminarRequested, &m_window, [this] { joinSeminar(); });
    QObject::connect(&m_desk, &ui::RulingDesk::identityRequested, &m_window,
                     [this] { chooseIdentity(true, m_desk.identity()); });
    connectEventRequests();
    if (m_isDemo)
        if (const auto failed = startDemo())
            return *failed;
    if (!m_options.seminar.isEmpty())
        if (const auto failed = startSeminar())
            return *failed;
    m_window.setWindowTitle(title());
    if (const QScreen *screen = QApplication::primaryScreen())
        m_window.resize(screen->availableSize());
    // Layout, docks, sector and order as the arbiter left them; the command line wins.
    m_window.restoreSettings(m_settings);
    if (const auto failed = applyViewOptions())
        return *failed;
    m_window.show();
    if (m_isDemo)
        playDemoWhenShown();
    // The demo makes its user the chief arbiter; otherwise a name from the event's staff (asked). A
    // seminar's staff are set with its event.
    if (!m_seminar || !m_teamAddress.isEmpty())
        chooseIdentity(false, m_isDemo && m_options.as.isEmpty() ? m_arbiterName : m_options.as);
    if (!m_threads.scenarioNotes().isEmpty())
        m_window.showProblem(m_threads.scenarioNotes().join(u' '));
    if (!m_isDemo)
        resumeSource();
    m_ticker.start();
    startDiagnostics();
    const int code = QApplication::exec();
    m_threads.stop();
    return code;
}

std::optional<int> ConsoleApp::openTeamEvent()
{
    session::EventSession *session = m_threads.session();
    auto parsed = storage::PostgresOptions::fromUrl(m_options.server);
    if (!parsed)
        return fail(parsed.error().message);
    storage::PostgresOptions options = parsed.value();
    const QString address = options.url();
    const PasswordKeychain::Read kept = PasswordKeychain::read(address);
    if (kept.password)
        options.password = *kept.password;
    QString problem;
    bool asked = false, keep = false;
    for (;;) {
        if (options.password.isEmpty()) {
            ui::PasswordDialog dialog(options.user, address, problem, kept.available);
            if (dialog.exec() != QDialog::Accepted)
                return fail(tr("No password was given for the team event."));
            options.password = dialog.password();
            asked = true;
            keep = dialog.keep();
        }
        session::EventSession::Opening opening;
        callAndWait(session, [&] {
            opening = session->openEvent(storage::StoreConfig::server(options), true, QString(), false);
        });
        if (opening.openError && opening.openError->kind == storage::OpenError::Kind::PasswordRefused) {
            if (!asked && kept.password)
                PasswordKeychain::remove(address); // the keychain's is out of date
            problem = opening.openError->message;
            options.password.clear();
            continue;
        }
        if (opening.openError || opening.error) {
            const QString message = opening.openError ? opening.openError->message : opening.error->message;
            const auto answer = QMessageBox::critical(nullptr, tr("Arbiter Console"), message,
                                                      QMessageBox::Retry | QMessageBox::Cancel, QMessageBox::Retry);
            if (answer == QMessageBox::Retry)
                continue;
            return fail(message);
        }
        if (asked && keep)
            PasswordKeychain::write(address, options.password);
        QStringList recent = ui::settings::recentTeamEvents.read(m_settings);
        recent.removeAll(address);
        recent.prepend(address);
        ui::settings::recentTeamEvents.write(m_settings, recent.mid(0, 8));
        m_event = opening.event;
        m_staff = opening.staff;
        m_teamAddress = address;
        m_myName = opening.me ? opening.me->name : QString();
        return std::nullopt;
    }
}

void ConsoleApp::reopenOnTeamEvent(const QString &address)
{
    QString target = address;
    if (target.isEmpty()) {
        storage::PostgresOptions initial;
        const QStringList recent = ui::settings::recentTeamEvents.read(m_settings);
        if (const auto last = storage::PostgresOptions::fromUrl(recent.value(0)))
            initial = last.value();
        ui::TeamEventDialog dialog(initial, &m_window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        target = dialog.options().url();
    }
    // The console starts again on the team event (the same options but the database), so nothing of
    // this event's session mixes with the team's; what waits to be stored is stored as it quits.
    QStringList arguments = QCoreApplication::arguments().mid(1);
    for (const QString &option : {QStringLiteral("--db"), QStringLiteral("--server")}) {
        for (int i = 0; i < arguments.size();) {
            if (arguments[i] == option && i + 1 < arguments.size())
                arguments.remove(i, 2);
            else if (arguments[i].startsWith(option + u'='))
                arguments.remove(i);
            else
                ++i;
        }
    }
    arguments << QStringLiteral("--server") << target;
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
        m_window.showProblem(tr("Could not start the console on the team event."));
        return;
    }
    m_window.close();
}

void ConsoleApp::joinSeminar()
{
    // The shipped packs: installed beside the program's data, or in the source tree of a build.
    QString folder
        = QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("arbiter-console/seminars"),
                                 QStandardPaths::LocateDirectory);
    if (const QString tree
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../../resources/seminars"));
        folder.isEmpty() && QFileInfo::exists(tree))
        folder = QDir::cleanPath(tree);
    ui::JoinSeminarDialog dialog(folder, ui::settings::recentTeamEvents.read(m_settings).value(0), &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList arguments{QStringLiteral("--seminar"), dialog.pack(), QStringLiteral("--lang"),
                          m_translations.locale().name().left(2)};
    if (!dialog.server().isEmpty())
        arguments << QStringLiteral("--server") << dialog.server();
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
        m_window.showProblem(tr("Could not start the console on the seminar."));
        return;
    }
    m_window.close();
}

std::optional<int> ConsoleApp::openEvent()
{
    if (!m_options.server.isEmpty())
        return openTeamEvent();
    session::EventSession *session = m_threads.session();
    // The session opens the database (the screen never holds a store: the session is its one
    // writer), resumes or creates the event.
    QString dbPath = !m_options.db.isEmpty() ? m_options.db
        : m_isDemo                           ? m_demoData.filePath(QStringLiteral("demo.sqlite"))
                                             : storage::EventStore::defaultSqlitePath();
    QString newName = tr("Demo round");
    if (!m_isDemo)
        //: %1: today's date
        newName = tr("Event of %1").arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat));
    const bool resume = !m_isDemo;
    for (;;) {
        session::EventSession::Opening opening;
        callAndWait(session, [&] {
            opening = session->openEvent(storage::StoreConfig::sqlite(dbPath), resume, newName, resume);
        });
        if (opening.error) {
            // A console started from a desktop menu has no terminal: this is said in a window.
            QMessageBox::critical(nullptr, tr("Arbiter Console"), opening.error->message);
            return fail(opening.error->message);
        }
        if (!opening.openError) {
            m_event = opening.event;
            m_staff = opening.staff;
            return std::nullopt;
        }
        const storage::OpenError &error = *opening.openError;
        ui::DatabaseProblemDialog dialog(error);
        using Choice = ui::DatabaseProblemDialog::Choice;
        if (dialog.exec() != QDialog::Accepted || dialog.choice() == Choice::Quit)
            return fail(error.message);
        if (dialog.choice() == Choice::MoveAside) {
            const auto moved = storage::Database::moveAside(dbPath, QDateTime::currentDateTime());
            if (!moved)
                QMessageBox::warning(nullptr, dialog.windowTitle(), moved.error().message);
        } else if (dialog.choice() == Choice::OpenOther || dialog.choice() == Choice::StartNew) {
            dbPath = dialog.chosenPath();
        }
    }
}

void ConsoleApp::chooseIdentity(bool ask, const QString &wanted)
{
    auto apply = [session = m_threads.session()](const QList<event::StaffMember> &members, const QString &name) {
        // Whoever chooses their name makes the change (the session refuses what only a chief
        // arbiter may do).
        QMetaObject::invokeMethod(session, [session, members, name] {
            session->saveStaff(members, name);
            session->setIdentity(name);
        });
    };
    if (!m_teamAddress.isEmpty()) {
        // A team event: the login is who uses the console; the desk says so.
        QMetaObject::invokeMethod(m_threads.session(), [session = m_threads.session()] { session->setIdentity({}); });
        return;
    }
    if (!ask && !wanted.isEmpty() && !event::StaffMember::find(m_staff, wanted) && m_staff.isEmpty()) {
        // The first user of a new event (the demo's, or one named with --as) is its chief arbiter;
        // a name not on an event's staff list is never added silently (the dialog asks).
        m_staff.append({wanted, event::StaffMember::Role::ChiefArbiter, {}, {}, {}});
        apply(m_staff, wanted);
        return;
    }
    if (!ask && event::StaffMember::find(m_staff, wanted)) {
        apply(m_staff, wanted);
        return;
    }
    // Asked without blocking: the window, the zone and a timed run go on meanwhile.
    auto *dialog = new ui::WhoAmIDialog(m_staff, wanted.isEmpty() ? m_arbiterName : wanted, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, &m_window, [this, dialog, apply] {
        m_staff = dialog->staff();
        apply(m_staff, dialog->chosenName());
    });
    dialog->open();
}

void ConsoleApp::connectEventRequests()
{
    QObject::connect(&m_window, &ui::MainWindow::connectRequested, &m_window, [this](const zone::ZoneSource &source) {
        m_threads.follow(source);
        if (m_isDemo)
            return;
        m_event.zone = source;
        m_event.zone->tokenRequired = source.needsToken();
        m_event.zone->token.clear(); // a token is a password: never stored
        QMetaObject::invokeMethod(m_threads.session(),
                                  [session = m_threads.session(), info = m_event] { session->saveEventInfo(info); });
    });
    QObject::connect(&m_window, &ui::MainWindow::eventSetupRequested, &m_window, [this] { editEventSetup(); });
    QObject::connect(&m_window, &ui::MainWindow::standingsRequested, &m_window, [this] { showStandings(); });
    QObject::connect(&m_window, &ui::MainWindow::handOverRequestedFor, &m_window,
                     [this](bool report) { handOver(report); });
    QObject::connect(&m_window, &ui::MainWindow::languageRequested, &m_window, [this](const QString &code) {
        m_translations.install(QLocale(code));
        ui::settings::language.write(m_settings, code);
        if (m_seminar)
            m_seminar->setLanguage(code);
        if (m_lecturer)
            m_lecturer->setLanguage(code);
        m_window.setWindowTitle(title());
    });
}

void ConsoleApp::editEventSetup()
{
    session::EventSession *session = m_threads.session();
    // Read through the session, the store's one connection (it may hold writes not stored yet).
    std::optional<Result<event::EventData>> loaded;
    rulings::CardPolicy cardPolicy;
    vcs::VcsSettings vcsSettings;
    callAndWait(session, [session, &loaded, &cardPolicy, &vcsSettings] {
        loaded = session->loadEvent();
        cardPolicy = session->cardPolicy();
        vcsSettings = session->vcsSettings();
    });
    if (!loaded || !*loaded) {
        m_window.showProblem(loaded ? loaded->error().message : tr("The event could not be read."));
        return;
    }
    ui::EventDialog dialog(loaded->value(), &m_window);
    dialog.setCardPolicy(cardPolicy);
    dialog.setVcsSettings(vcsSettings);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const event::EventData edited = dialog.data();
    // Kept and retried like every write when the database cannot take it now (the status bar says so).
    QMetaObject::invokeMethod(session,
                              [session, before = loaded->value(), edited] { session->saveEventSetup(before, edited); });
    if (const auto policy = dialog.changedCardPolicy())
        QMetaObject::invokeMethod(session, [session, policy = *policy] { session->saveCardPolicy(policy); });
    if (const auto settings = dialog.changedVcsSettings())
        QMetaObject::invokeMethod(session, [session, settings = *settings] { session->saveVcsSettings(settings); });
    m_event = edited.info;
    // The players come back from the session once stored (playersChanged).
    m_desk.setAppealMinutes(m_event.appealMinutes);
    m_desk.setCurrentRound(m_event.currentRound);
    m_desk.setHybrid(m_event.isHybrid());
    m_venues->setEvent(m_event);
    m_window.setWindowTitle(title());
}

void ConsoleApp::refreshEventPlayers()
{
    session::EventSession *session = m_threads.session();
    event::PlayerDirectory players;
    callAndWait(session, [session, &players] { players = session->players(); });
    takePlayers(players);
}

// Who plays in each game and whom a ruling on a player may name (issue 25 §1).
void ConsoleApp::takePlayers(const event::PlayerDirectory &players)
{
    m_desk.setEventPlayers(players);
    m_games.setPlayers(players);
}

void ConsoleApp::showStandings()
{
    session::EventSession *session = m_threads.session();
    std::optional<Result<report::EventReport::Input>> loaded;
    callAndWait(session, [session, &loaded] { loaded = session->handOver(false); });
    if (!loaded || !*loaded) {
        m_window.showProblem(loaded ? loaded->error().message : tr("The event could not be read."));
        return;
    }
    auto *dialog = new ui::StandingsDialog(loaded->value().event, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &ui::StandingsDialog::settingsChosen, &m_window,
                     [session](const QString &list, const QString &rules, const QString &expelled) {
                         QMetaObject::invokeMethod(session, [session, list, rules, expelled] {
                             session->saveStandingsSettings(list, rules, expelled);
                         });
                     });
    dialog->open();
}

void ConsoleApp::handOver(bool report)
{
    session::EventSession *session = m_threads.session();
    std::optional<Result<report::EventReport::Input>> loaded;
    callAndWait(session, [session, &loaded] { loaded = session->handOver(true); });
    if (!loaded || !*loaded) {
        m_window.showProblem(loaded ? loaded->error().message : tr("The event could not be read."));
        return;
    }
    // The report in another language than the console's: its texts for the time it is written.
    auto inLanguage = [this](const QString &code, const std::function<void()> &work) {
        const QLocale before = m_translations.locale();
        if (before.name().startsWith(code)) {
            work();
            return;
        }
        m_translations.install(QLocale(code));
        work();
        m_translations.install(before);
    };
    auto *dialog = new ui::ReportDialog(loaded->value(), report, m_translations.locale().name(), inLanguage, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

std::optional<int> ConsoleApp::startDemo()
{
    const auto started
        = m_threads.start(m_options.demoArguments(), m_translations.locale().name(), m_options.feedTemplate.isEmpty());
    if (!started)
        return fail(started.error().message);
    for (const QString &note : m_threads.scenarioNotes())
        std::fprintf(stderr, "%s\n", qPrintable(note));
    // The demo's players are on camera: the event's feeds are the simulated ones, or those of
    // --feed-template (a relay's).
    const QString feedTemplate = m_options.feedTemplate.isEmpty() ? m_threads.feedTemplate() : m_options.feedTemplate;
    if (!feedTemplate.isEmpty() && !m_teamAddress.isEmpty()) {
        // A team seminar: each console plays its own round with its own players' feeds; the event's
        // settings are not one console's to change.
        session::EventSession *session = m_threads.session();
        QMetaObject::invokeMethod(session, [session, feedTemplate, low = m_options.feedTemplate.isEmpty()] {
            session->useOwnFeeds(feedTemplate, low);
        });
    } else if (!feedTemplate.isEmpty()) {
        session::EventSession *session = m_threads.session();
        QMetaObject::invokeMethod(session, [session, feedTemplate, low = m_options.feedTemplate.isEmpty()] {
            vcs::VcsSettings settings = session->vcsSettings();
            settings.feedTemplate = feedTemplate;
            settings.lowStreams = low; // the simulated feeds have their small version
            session->saveVcsSettings(settings);
        });
    } else if (!m_threads.feedProblem().isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(m_threads.feedProblem()));
    }
    return std::nullopt;
}

std::optional<int> ConsoleApp::startSeminar()
{
    auto pack = seminar::SeminarPack::load(m_options.seminar);
    if (!pack)
        return fail(pack.error().message);
    if (!m_teamAddress.isEmpty())
        return joinTeamSeminar(pack.value());
    session::EventSession *session = m_threads.session();
    std::optional<Result<event::EventData>> loaded;
    callAndWait(session, [session, &loaded] { loaded = session->loadEvent(); });
    if (!loaded || !*loaded)
        return fail(loaded ? loaded->error().message : tr("The event could not be read."));
    const QString trainee = m_options.as.isEmpty() ? m_arbiterName : m_options.as;
    //: the seminar's lecturer on the staff list of a seminar played alone
    const QString lecturer = tr("Lecturer");
    event::EventData edited = pack->eventFor(loaded->value());
    // A hybrid pack's venues on the simulator: their panoramic cameras are the simulator's.
    if (const QString feeds = m_threads.feedTemplate(); !feeds.isEmpty())
        for (qsizetype i = 0; i < edited.venues.size() && i < media::SimulatedFeeds::VenueCameras; ++i)
            if (edited.venues[i].cameras.isEmpty())
                edited.venues[i].cameras << media::SimulatedFeeds::venueCameraUrl(feeds, int(i) + 1);
    m_event = edited.info;
    m_desk.setHybrid(m_event.isHybrid());
    m_venues->setEvent(m_event);
    m_staff = pack->staffFor(trainee, lecturer);
    QMetaObject::invokeMethod(session,
                              [session, before = loaded->value(), edited, policy = pack->cardPolicy, staff = m_staff,
                               lecturer = m_staff.first().name, trainee] {
                                  session->saveEventSetup(before, edited);
                                  session->saveCardPolicy(policy);
                                  session->saveStaff(staff, lecturer);
                                  session->setIdentity(trainee);
                              });
    m_seminar = new ui::SeminarDesk(&m_window, std::move(pack.value()), trainee, &m_incidents, &m_rulingLog);
    m_seminar->setLanguage(m_translations.locale().name().left(2) == QLatin1String("ru") ? QStringLiteral("ru")
                                                                                         : QStringLiteral("en"));
    QObject::connect(
        session, &session::EventSession::identityChanged, m_seminar,
        [desk = m_seminar](const QString &name, int, const QList<event::StaffMember> &) { desk->setTrainee(name); });
    return std::nullopt;
}

std::optional<int> ConsoleApp::joinTeamSeminar(const seminar::SeminarPack &pack)
{
    session::EventSession *session = m_threads.session();
    std::optional<Result<std::optional<QString>>> value;
    callAndWait(session, [session, &value, id = m_event.id] {
        value = session->store()->eventValue(id, QStringLiteral("seminar"));
    });
    if (!value || !*value)
        return fail(value ? value->error().message : tr("The event could not be read."));
    if (!value->value())
        return fail(tr("This team event is not a seminar: its lecturer makes one with arbiterctl seminar enrol."));
    auto state = seminar::SeminarState::fromJson(value->value()->toUtf8());
    if (!state)
        return fail(state.error().message);
    if (state->packId != pack.id)
        //: %1: the pack the event plays; %2: the pack given
        return fail(tr("This seminar plays the pack \"%1\", not \"%2\".").arg(state->packId, pack.id));
    const QString language
        = m_translations.locale().name().startsWith(QLatin1String("ru")) ? QStringLiteral("ru") : QStringLiteral("en");
    auto parseState = [](const QString &json) { return seminar::SeminarState::fromJson(json.toUtf8()); };
    if (state->isLecturer(m_myName)) {
        m_lecturer = new ui::LecturerDesk(&m_window, pack, state.value(), &m_incidents, &m_rulingLog);
        m_lecturer->setLanguage(language);
        m_lecturer->setStaff(m_staff);
        QObject::connect(m_lecturer, &ui::LecturerDesk::stateChosen, &m_window,
                         [session](const seminar::SeminarState &next) {
                             QMetaObject::invokeMethod(session, [session, json = QString::fromUtf8(next.toJson())] {
                                 session->saveSeminarState(json);
                             });
                         });
        QObject::connect(session, &session::EventSession::seminarChanged, m_lecturer,
                         [this, parseState](const QString &json) {
                             const auto next = parseState(json);
                             if (!next)
                                 return m_window.showProblem(next.error().message);
                             // The lecturer's own round follows the room's pause too.
                             if (next->paused != m_lecturer->state().paused)
                                 pauseOwnRound(next->paused);
                             m_lecturer->setState(next.value());
                         });
        QObject::connect(session, &session::EventSession::identityChanged, m_lecturer,
                         [desk = m_lecturer](const QString &, int, const QList<event::StaffMember> &staff) {
                             desk->setStaff(staff);
                         });
        return std::nullopt;
    }
    m_seminar = new ui::SeminarDesk(&m_window, pack, m_myName, &m_incidents, &m_rulingLog);
    m_seminar->setLanguage(language);
    QObject::connect(m_seminar, &ui::SeminarDesk::pauseWanted, &m_window,
                     [this](bool paused) { pauseOwnRound(paused); });
    m_seminar->setState(state.value());
    // A trainee decides alone: the others' rulings on the same games are not theirs to see.
    QMetaObject::invokeMethod(session, [session] { session->setOwnRulingsOnly(true); });
    QObject::connect(session, &session::EventSession::seminarChanged, m_seminar,
                     [this, parseState](const QString &json) {
                         const auto next = parseState(json);
                         if (!next)
                             return m_window.showProblem(next.error().message);
                         m_seminar->setState(next.value());
                     });
    return std::nullopt;
}

void ConsoleApp::pauseOwnRound(bool paused)
{
    zone::ZoneCommand command;
    command.kind = paused ? zone::ZoneCommand::Kind::PauseRound : zone::ZoneCommand::Kind::ResumeRound;
    session::EventSession *session = m_threads.session();
    QMetaObject::invokeMethod(session, [session, command] { session->commandZone(command); });
}

bool ConsoleApp::seminarMayStart() const
{
    if (m_seminar)
        return m_seminar->mayStart();
    if (m_lecturer)
        return m_lecturer->state().started;
    return true;
}

// The demo's round starts once the console shows it: the session follows the simulator now that the
// window is up, and the games are played once the wall shows every game listed (the list or the
// feed wall need not wait; ten seconds at most in any case). (The window's first frame costs the
// GUI thread a few hundred milliseconds: the session follows once it is drawn, lest the round's
// first events wait for it.)
void ConsoleApp::playDemoWhenShown()
{
    afterFirstFrame(&m_window, [this] { m_threads.followSimulator(); });
    auto *starter = new QTimer(&m_window);
    starter->setInterval(50);
    // Opening the focused board redraws the whole window (the wall at its new width, the board and
    // its pieces at their size: 30-40 ms of the GUI thread) and starts its feeds, which, opened in
    // the round's first burst of moves, made them up to 80 ms late: the round waits for it too, half
    // a second after it opened (100 ms still left p99 at 40-51 ms, 500 ms 37-42).
    const bool focusWanted = m_options.focusBoard.has_value();
    QObject::connect(starter, &QTimer::timeout, &m_window, [this, starter, since = clock::steadyNowMs(), focusWanted] {
        const bool listed = m_games.rowCount() > 0 && m_games.rowCount() >= m_threads.gamesInRound();
        const bool drawn = !m_window.wall()->isVisible() || m_window.wall()->allTilesDrawn();
        const bool focused = !focusWanted || (m_focusOpenedMs >= 0 && clock::steadyNowMs() - m_focusOpenedMs >= 500);
        // A team seminar's round plays when its lecturer starts it, on every console at once.
        if (!seminarMayStart())
            return;
        if ((listed && drawn && focused) || clock::steadyNowMs() - since > 10'000) {
            m_threads.play();
            if (m_seminar)
                m_seminar->roundStarted(m_options.speed);
            starter->stop();
            starter->deleteLater();
        }
    });
    starter->start();
}

std::optional<int> ConsoleApp::applyViewOptions()
{
    // A timed run (--quit-after: screenshots, benchmarks) leaves the arbiter's layout alone.
    if (!m_options.quitAfterSeconds)
        QObject::connect(qApp, &QCoreApplication::aboutToQuit, &m_window,
                         [this] { m_window.saveSettings(m_settings); });
    if (m_options.list)
        m_window.showWall(false);
    if (m_options.feedWall) {
        m_window.feedWall()->setPageSize(*m_options.feedWall);
        m_window.showFeeds();
    }
    if (!m_options.sector.isEmpty() && !m_window.setSector(m_options.sector))
        return fail(event::NumberRanges::parse(m_options.sector).error().message);
    return std::nullopt;
}

void ConsoleApp::resumeSource()
{
    if (!m_event.zone) {
        m_window.showConnectionDialog(); // where do the games come from?
        return;
    }
    m_window.connectionDialog()->setSource(*m_event.zone);
    // A token to type, or a source that no longer works (a moved file): the dialog says why.
    if (m_event.zone->needsToken() || !m_window.connectionDialog()->connectToZone())
        m_window.showConnectionDialog();
}

void ConsoleApp::startDiagnostics()
{
    if (m_options.statsSeconds) {
        const int intervalMs = int(*m_options.statsSeconds * 1000);
        m_statsProbe = std::make_unique<ui::StatsProbe>(intervalMs);
        m_statsProbe->watch(m_window.wall());
        m_statsProbe->watch(m_window.list());
        m_statsProbe->setSimulatorProcess(m_threads.simulatorProcess().processId());
        m_statsProbe->setProbeHelper([hub = m_window.feedHub()] { return hub->probeHelperPid(); });
        m_statsProbe->start();
        m_statsPrinter = std::make_unique<ui::StatsPrinter>(m_window.feedHub(), intervalMs);
        m_statsPrinter->start();
        QObject::connect(m_threads.session()->incidents(), &session::IncidentBook::incidentsReady, m_statsPrinter.get(),
                         &ui::StatsPrinter::printIncidents);
    }
    if (m_options.focusBoard)
        openFocusBoard();
    if (m_options.quitAfterSeconds)
        quitAfterTimeout();
}

void ConsoleApp::openFocusBoard()
{
    const int board = *m_options.focusBoard;
    auto *opener = new QTimer(&m_window);
    QObject::connect(opener, &QTimer::timeout, &m_window, [this, opener, board] {
        // The round's listing on screen first: opening the board redraws the whole window (30-40 ms
        // of the GUI thread), and a listing still waiting for the wall's paint waited for that too.
        if (m_window.wall()->isVisible() && !m_window.wall()->allTilesDrawn())
            return;
        const int row = m_games.rowOfBoard(board);
        if (row < 0)
            return;
        m_window.openGame(m_games.snapshot(row)->id);
        m_focusOpenedMs = clock::steadyNowMs();
        opener->stop();
        opener->deleteLater();
    });
    opener->start(200);
}

void ConsoleApp::quitAfterTimeout()
{
    const QString target = m_options.screenshot;
    QTimer::singleShot(int(*m_options.quitAfterSeconds * 1000), &m_window, [this, target] {
        //: %1: the path of the screenshot file
        if (!target.isEmpty() && !m_window.grab().save(target))
            std::fprintf(stderr, "%s\n", qPrintable(tr("Cannot write %1.").arg(target)));
        QApplication::quit();
    });
}

void ConsoleApp::markTraditionalSets()
{
    QStringList venues;
    if (m_event.isHybrid() && m_event.traditionalSets)
        for (const event::Venue &v : std::as_const(m_venueList))
            if (v.traditionalSets)
                venues << v.name;
    m_games.setTraditionalSetVenues(venues);
}

QString ConsoleApp::title() const
{
    if (m_seminar)
        //: %1: the seminar pack's title
        return tr("Arbiter Console — seminar: %1").arg(m_seminar->pack().title.in(m_seminar->language()));
    if (m_lecturer)
        //: %1: the seminar's event
        return tr("Arbiter Console — seminar: %1 (lecturer)").arg(m_event.name);
    if (!m_teamAddress.isEmpty())
        //: %1: the event's name; %2: the team event's server address
        return tr("Arbiter Console — %1 (team event, %2)").arg(m_event.name, m_teamAddress);
    if (m_isDemo)
        return tr("Arbiter Console — demo round");
    //: %1: the event's name
    return tr("Arbiter Console — %1").arg(m_event.name);
}

} // namespace arbiter::console
