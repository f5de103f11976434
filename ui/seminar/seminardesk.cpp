#include "ui/seminar/seminardesk.h"

#include "core/clock/monotonicclock.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/seminar/seminarsheet.h"
#include "core/zone/zonestatus.h"
#include "render/pdfdocument.h"
#include "ui/focus/focusedboard.h"
#include "ui/mainwindow.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {
enum Column { TitleColumn, BoardColumn, StateColumn };
constexpr int IdRole = Qt::UserRole + 1;

} // namespace

SeminarDesk::SeminarDesk(MainWindow *window, seminar::SeminarPack pack, QString trainee,
                         models::IncidentModel *incidents, models::RulingModel *rulings)
    : QObject(window), m_window(window), m_pack(std::move(pack)), m_trainee(std::move(trainee)),
      m_language(m_pack.language), m_incidents(incidents), m_rulings(rulings)
{
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("seminarDock"));
    auto *body = new QWidget(m_dock);
    auto *layout = new QVBoxLayout(body);
    m_header = new QLabel(body);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);
    m_list = new QTreeWidget(body);
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(3);
    m_list->header()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(BoardColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(StateColumn, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    layout->addWidget(m_list, 1);
    m_briefing = new QTextBrowser(body);
    layout->addWidget(m_briefing, 2);
    auto *buttons = new QHBoxLayout;
    m_factButton = new QPushButton(body);
    m_debriefButton = new QPushButton(body);
    buttons->addWidget(m_factButton);
    buttons->addStretch(1);
    buttons->addWidget(m_debriefButton);
    layout->addLayout(buttons);
    body->setMinimumWidth(440); // the incidents' titles whole
    m_dock->setWidget(body);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);

    m_menu = new QMenu(window);
    window->menuBar()->insertMenu(window->settingsMenu()->menuAction(), m_menu);
    m_factAction = m_menu->addAction(QString());
    m_factAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_debriefAction = m_menu->addAction(QString());
    m_debriefAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(m_factAction, &QAction::triggered, this, &SeminarDesk::askFact);
    connect(m_factButton, &QPushButton::clicked, this, &SeminarDesk::askFact);
    connect(m_debriefAction, &QAction::triggered, this, &SeminarDesk::showDebrief);
    connect(m_debriefButton, &QPushButton::clicked, this, &SeminarDesk::showDebrief);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] { showCurrent(); });

    for (const seminar::PackIncident &incident : std::as_const(m_pack.incidents)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(TitleColumn, IdRole, incident.id);
        item->setText(BoardColumn, QString::number(incident.board));
    }
    // The queue and the log come in as they are; the clocks and the moves are looked at each second.
    connect(m_incidents, &QAbstractItemModel::rowsInserted, this, &SeminarDesk::refresh);
    connect(m_rulings, &QAbstractItemModel::rowsInserted, this, &SeminarDesk::refresh);
    connect(m_rulings, &QAbstractItemModel::modelReset, this, &SeminarDesk::refresh);
    connect(m_rulings, &QAbstractItemModel::dataChanged, this, &SeminarDesk::refresh);
    m_timer = new QTimer(this);
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &SeminarDesk::refresh);
    m_timer->start();
    window->installEventFilter(this);
    retranslate();
}

SeminarDesk::~SeminarDesk() = default;

void SeminarDesk::roundStarted(double speed)
{
    m_startedSteadyMs = clock::steadyNowMs();
    m_speed = speed;
    if (m_state && m_state->paused)
        Q_EMIT pauseWanted(true); // joined while the room is paused
    refresh();
}

bool SeminarDesk::mayStart() const
{
    return !m_state || m_state->started;
}

void SeminarDesk::setTrainee(const QString &name)
{
    if (name.isEmpty() || name == m_trainee)
        return;
    m_trainee = name;
    refresh();
}

void SeminarDesk::setLanguage(const QString &language)
{
    m_language = language;
    retranslate();
}

void SeminarDesk::setState(const seminar::SeminarState &state)
{
    const std::optional<seminar::SeminarState> before = m_state;
    m_state = state;
    if ((before && before->paused != state.paused) || (!before && state.paused)) {
        Q_EMIT pauseWanted(state.paused);
        m_window->statusBar()->showMessage(
            state.paused ? tr("The lecturer paused the round.") : tr("The lecturer resumed the round."), 15000);
    }
    if (!state.started)
        m_window->statusBar()->showMessage(tr("The round starts when the lecturer starts it."));
    else if (before && !before->started)
        m_window->statusBar()->showMessage(tr("The lecturer started the round."), 15000);
    // A replay: the incident's board opens at its moment on every console.
    if (before && state.replays > before->replays && !state.replay.isEmpty()) {
        if (const seminar::PackIncident *incident = m_pack.incident(state.replay)) {
            m_open.insert(incident->id);
            int ply = incident->atPly.value_or(-1);
            for (int row = m_incidents->rowCount() - 1; row >= 0; --row) // the oldest first
                if (m_incidents->incident(row).board == incident->board) {
                    ply = m_incidents->incident(row).ply;
                    break;
                }
            const models::GameTableModel *games = m_window->games();
            if (const int row = games->rowOfBoard(incident->board); row >= 0)
                if (FocusedBoard *board = m_window->openGame(games->snapshot(row)->id); board && ply >= 0)
                    board->showPlyWhenReady(ply);
            for (int i = 0; i < m_list->topLevelItemCount(); ++i)
                if (m_list->topLevelItem(i)->data(TitleColumn, IdRole).toString() == incident->id)
                    m_list->setCurrentItem(m_list->topLevelItem(i));
            //: %1: the incident's title
            m_window->statusBar()->showMessage(tr("The lecturer replays: %1").arg(incident->title.in(m_language)),
                                               15000);
        }
    }
    // A reference revealed: the incident counts as happened, so its briefing shows with it.
    for (const QString &id : state.revealed)
        if (m_pack.incident(id))
            m_open.insert(id);
    retranslate();
}

std::int64_t SeminarDesk::simulatedMs() const
{
    return m_startedSteadyMs < 0 ? -1 : std::int64_t(double(clock::steadyNowMs() - m_startedSteadyMs) * m_speed);
}

QList<rulings::Ruling> SeminarDesk::log() const
{
    QList<rulings::Ruling> out;
    for (const rulings::RulingBook::Entry &e : m_rulings->book().entries())
        out.append(e.ruling);
    return out;
}

seminar::TraineeGrade SeminarDesk::grade() const
{
    QList<watch::Incident> seen;
    for (int row = 0; row < m_incidents->rowCount(); ++row)
        seen.append(m_incidents->incident(row));
    return seminar::SeminarGrader::grade(m_pack, log(), m_trainee, seminar::SeminarGrader::moments(m_pack, seen));
}

QStringList SeminarDesk::openIncidents() const
{
    QStringList out;
    for (const seminar::PackIncident &i : m_pack.incidents)
        if (m_open.contains(i.id))
            out << i.id;
    return out;
}

void SeminarDesk::refresh()
{
    // An incident has happened when the console raised one on its board, when the scenario's clock
    // reached its time, or when its game reached its move.
    QSet<int> boardsSeen;
    for (int row = 0; row < m_incidents->rowCount(); ++row)
        boardsSeen.insert(m_incidents->incident(row).board);
    const models::GameTableModel *games = m_window->games();
    const std::int64_t now = simulatedMs();
    QStringList opened;
    for (const seminar::PackIncident &incident : std::as_const(m_pack.incidents)) {
        if (m_open.contains(incident.id))
            continue;
        bool happened = boardsSeen.contains(incident.board);
        if (!happened && incident.atMs && now >= 0)
            happened = now >= *incident.atMs + (incident.scripted ? 5000 : 0); // a scripted one the queue says
        if (!happened && incident.atPly) {
            const int row = games->rowOfBoard(incident.board);
            const live::GameSnapshot *game = row >= 0 ? games->snapshot(row) : nullptr;
            happened = game && game->plies >= *incident.atPly;
        }
        if (happened) {
            m_open.insert(incident.id);
            opened << incident.id;
        }
    }
    bool over = games->rowCount() > 0;
    for (int row = 0; row < games->rowCount() && over; ++row)
        if (const live::GameSnapshot *game = games->snapshot(row))
            over = zone::ZoneStatusInfo::isTerminal(game->status);
    retranslate();
    for (const QString &id : std::as_const(opened)) {
        const seminar::PackIncident *incident = m_pack.incident(id);
        for (int i = 0; i < m_list->topLevelItemCount(); ++i)
            if (m_list->topLevelItem(i)->data(TitleColumn, IdRole).toString() == id)
                m_list->setCurrentItem(m_list->topLevelItem(i));
        m_dock->show();
        m_dock->raise();
        //: %1: the incident's title
        m_window->statusBar()->showMessage(tr("Seminar: %1").arg(incident->title.in(m_language)), 15000);
        Q_EMIT incidentOpened(id);
    }
    if (over && !m_roundOver) {
        m_roundOver = true;
        Q_EMIT roundOver();
        // Every game is over: the trainee sees how they did.
        showDebrief();
    }
}

void SeminarDesk::retranslate()
{
    m_dock->setWindowTitle(tr("Seminar"));
    m_menu->setTitle(tr("S&eminar"));
    m_factAction->setText(tr("Ask for the next &fact"));
    m_debriefAction->setText(tr("&Debrief…"));
    m_factButton->setText(tr("Ask for a fact"));
    m_debriefButton->setText(tr("Debrief…"));
    m_list->setHeaderLabels({tr("Incident"), tr("Board"), tr("State")});
    const seminar::TraineeGrade g = grade();
    QString header = QStringLiteral("<b>%1</b><br>").arg(m_pack.title.in(m_language).toHtmlEscaped());
    //: %1: the trainee's name; %2: their role in the seminar's event
    header += tr("%1, you are the %2.")
                  .arg(m_trainee.toHtmlEscaped(), event::StaffMember::roleText(m_pack.traineeRole).toLower());
    if (gradeWhenMade())
        //: %1: points so far; %2: the points of the pack
        header
            += QStringLiteral(" ") + tr("Score: %1 of %2.").arg(seminar::SeminarSheet::pointsText(g.score)).arg(g.max);
    else
        header += QStringLiteral(" ") + tr("Your rulings are graded at the end.");
    m_header->setText(header);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        const QString id = item->data(TitleColumn, IdRole).toString();
        const seminar::PackIncident *incident = m_pack.incident(id);
        const bool open = m_open.contains(id);
        //: %1: the incident's number in the pack
        item->setText(TitleColumn, open ? incident->title.in(m_language) : tr("Incident %1").arg(i + 1));
        item->setText(BoardColumn, open ? QString::number(incident->board) : QString());
        QString state = tr("not yet");
        if (open) {
            const seminar::IncidentGrade *ig = nullptr;
            for (const seminar::IncidentGrade &x : g.incidents)
                if (x.incidentId == id)
                    ig = &x;
            if (!ig || ig->seq == 0)
                state = ig && ig->wrongRuling ? tr("ruled") : tr("to rule");
            else if (gradeWhenMade())
                //: %1: points scored; %2: points possible
                state = tr("%1 of %2").arg(seminar::SeminarSheet::pointsText(ig->score)).arg(ig->max);
            else
                state = tr("ruled");
            if (ig && ig->wrongRuling && gradeWhenMade())
                state = tr("0 of %1").arg(ig->max);
        }
        item->setText(StateColumn, state);
        item->setDisabled(!open);
    }
    showCurrent();
}

void SeminarDesk::showCurrent()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const QString id = item ? item->data(TitleColumn, IdRole).toString() : QString();
    const seminar::PackIncident *incident = m_pack.incident(id);
    if (!incident || !m_open.contains(id)) {
        m_briefing->setHtml(QStringLiteral("<p><i>%1</i></p>")
                                .arg(tr("Supervise the round as you would an event. Each incident's briefing "
                                        "shows here when it happens; rule with the console's own dialogs.")
                                         .toHtmlEscaped()));
        m_factButton->setEnabled(false);
        m_factAction->setEnabled(false);
        return;
    }
    QString h
        = QStringLiteral("<h3>%1</h3><p>%2</p>")
              .arg(incident->title.in(m_language).toHtmlEscaped(), incident->briefing.in(m_language).toHtmlEscaped());
    const int shown = m_factsShown.value(id);
    if (shown > 0) {
        h += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Facts you asked for").toHtmlEscaped());
        for (int k = 0; k < shown && k < incident->facts.size(); ++k)
            h += QStringLiteral("<li>%1</li>").arg(incident->facts[k].in(m_language).toHtmlEscaped());
        h += QStringLiteral("</ul>");
    }
    if (incident->withinMs > 0)
        //: %1: a duration such as 3:00
        h += QStringLiteral("<p><i>%1</i></p>")
                 .arg(tr("Decide within %1 of the incident.")
                          .arg(QStringLiteral("%1:%2")
                                   .arg(incident->withinMs / 60000)
                                   .arg(incident->withinMs / 1000 % 60, 2, 10, QLatin1Char('0')))
                          .toHtmlEscaped());
    if (m_state && m_state->revealed.contains(id)) {
        QStringList refs;
        for (const seminar::Reference &ref : incident->references)
            refs << seminar::SeminarSheet::referenceText(ref).toHtmlEscaped();
        h += QStringLiteral("<p><b>%1</b> %2</p><p><i>%3</i></p>")
                 .arg(tr("The lecturer reveals the reference:").toHtmlEscaped(), refs.join(QStringLiteral("; ")),
                      incident->explanation.in(m_language).toHtmlEscaped());
    }
    m_briefing->setHtml(h);
    const bool more = shown < incident->facts.size();
    m_factButton->setEnabled(more);
    m_factAction->setEnabled(more);
}

void SeminarDesk::askFact()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const QString id = item ? item->data(TitleColumn, IdRole).toString() : QString();
    const seminar::PackIncident *incident = m_pack.incident(id);
    if (!incident || !m_open.contains(id) || m_factsShown.value(id) >= incident->facts.size())
        return;
    ++m_factsShown[id];
    showCurrent();
}

QString SeminarDesk::debriefHtml() const
{
    if (m_roundOver)
        return seminar::SeminarSheet::traineeHtml(m_pack, grade(), log(), m_language);
    // Before the end, only the incidents that have happened: the others' references stay hidden.
    seminar::SeminarPack sofar = m_pack;
    sofar.incidents.clear();
    for (const seminar::PackIncident &i : m_pack.incidents)
        if (m_open.contains(i.id))
            sofar.incidents.append(i);
    QList<watch::Incident> seen;
    for (int row = 0; row < m_incidents->rowCount(); ++row)
        seen.append(m_incidents->incident(row));
    const QList<rulings::Ruling> rows = log();
    return seminar::SeminarSheet::traineeHtml(
        sofar, seminar::SeminarGrader::grade(sofar, rows, m_trainee, seminar::SeminarGrader::moments(sofar, seen)),
        rows, m_language);
}

void SeminarDesk::showDebrief()
{
    if (!m_roundOver && !gradeWhenMade()) {
        QMessageBox::information(m_window, tr("Seminar debrief"),
                                 tr("Your rulings are graded at the end: the debrief opens when every game is over."));
        return;
    }
    auto *dialog = new QDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("seminarDebrief"));
    dialog->setWindowTitle(tr("Seminar debrief"));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser(dialog);
    text->setHtml(debriefHtml());
    layout->addWidget(text);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *save = box->addButton(tr("Save result sheet (PDF)…"), QDialogButtonBox::ActionRole);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(save, &QPushButton::clicked, dialog, [this, dialog] {
        QString path = m_sheetPath;
        if (path.isEmpty())
            path = QFileDialog::getSaveFileName(dialog, tr("Save result sheet"),
                                                QStringLiteral("%1-%2.pdf").arg(m_pack.id, m_trainee),
                                                tr("PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        //: %1: the pack's title; %2: the trainee
        const QString title = tr("%1 — %2").arg(m_pack.title.in(m_language), m_trainee);
        if (const auto error = render::PdfDocument::write(debriefHtml(), title, path))
            QMessageBox::warning(dialog, tr("Save result sheet"), error->message);
        else
            m_window->statusBar()->showMessage(tr("Result sheet saved to %1").arg(path), 10000);
    });
    dialog->resize(900, 700);
    dialog->open();
}

bool SeminarDesk::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace arbiter::ui
