#include "ui/seminar/lecturerdesk.h"

#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/rulingtext.h"
#include "core/seminar/seminarsheet.h"
#include "render/pdfdocument.h"
#include "ui/mainwindow.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

LecturerDesk::LecturerDesk(MainWindow *window, seminar::SeminarPack pack, seminar::SeminarState state,
                           models::IncidentModel *incidents, models::RulingModel *rulings)
    : QObject(window), m_window(window), m_pack(std::move(pack)), m_state(std::move(state)),
      m_language(m_pack.language), m_incidents(incidents), m_rulings(rulings)
{
    m_dock = new QDockWidget(window);
    m_dock->setObjectName(QStringLiteral("lecturerDock"));
    auto *body = new QWidget(m_dock);
    auto *layout = new QVBoxLayout(body);
    m_summary = new QLabel(body);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(body);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 2);
    m_details = new QTextBrowser(body);
    layout->addWidget(m_details, 2);
    // The room's controls on one row, the grading and the sheets on the next.
    auto *row = new QHBoxLayout;
    auto *second = new QHBoxLayout;
    m_pause = new QPushButton(body);
    m_replay = new QPushButton(body);
    m_reveal = new QPushButton(body);
    m_gradingLabel = new QLabel(body);
    m_grading = new QComboBox(body);
    m_grading->addItems({QString(), QString()});
    m_grading->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_sheets = new QPushButton(body);
    row->addWidget(m_pause);
    row->addWidget(m_replay);
    row->addWidget(m_reveal);
    row->addStretch(1);
    second->addWidget(m_gradingLabel);
    second->addWidget(m_grading);
    second->addStretch(1);
    second->addWidget(m_sheets);
    layout->addLayout(row);
    layout->addLayout(second);
    m_dock->setWidget(body);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);

    connect(m_pause, &QPushButton::clicked, this, &LecturerDesk::togglePause);
    connect(m_reveal, &QPushButton::clicked, this, &LecturerDesk::revealSelected);
    connect(m_replay, &QPushButton::clicked, this, &LecturerDesk::replaySelected);
    connect(m_sheets, &QPushButton::clicked, this, &LecturerDesk::saveSheets);
    connect(m_grading, &QComboBox::activated, this, [this](int index) {
        seminar::SeminarState next = m_state;
        next.gradeWhenMade = index == 0;
        if (!(next == m_state))
            Q_EMIT stateChosen(next);
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] { showDetails(grades()); });
    connect(m_rulings, &QAbstractItemModel::rowsInserted, this, &LecturerDesk::refresh);
    connect(m_rulings, &QAbstractItemModel::modelReset, this, &LecturerDesk::refresh);
    connect(m_rulings, &QAbstractItemModel::dataChanged, this, &LecturerDesk::refresh);
    connect(m_incidents, &QAbstractItemModel::rowsInserted, this, &LecturerDesk::refresh);
    m_timer = new QTimer(this);
    m_timer->setInterval(2000); // "late" comes with time, not with a row
    connect(m_timer, &QTimer::timeout, this, &LecturerDesk::refresh);
    m_timer->start();
    window->installEventFilter(this);
    retranslate();
}

LecturerDesk::~LecturerDesk() = default;

void LecturerDesk::setLanguage(const QString &language)
{
    m_language = language;
    retranslate();
}

void LecturerDesk::setStaff(const QList<event::StaffMember> &staff)
{
    m_staff = staff;
    refresh();
}

void LecturerDesk::setState(const seminar::SeminarState &state)
{
    m_state = state;
    retranslate();
}

QList<rulings::Ruling> LecturerDesk::log() const
{
    QList<rulings::Ruling> out;
    for (const rulings::RulingBook::Entry &e : m_rulings->book().entries())
        out.append(e.ruling);
    return out;
}

QStringList LecturerDesk::trainees() const
{
    // Everyone enrolled who is not a lecturer, by name, then anyone else who ruled.
    QStringList out;
    for (const event::StaffMember &m : m_staff)
        if (!m_state.isLecturer(m.name))
            out << m.name;
    std::sort(out.begin(), out.end(), [](const QString &a, const QString &b) { return a.localeAwareCompare(b) < 0; });
    for (const QString &name : seminar::SeminarGrader::trainees(log()))
        if (!m_state.isLecturer(name) && !out.contains(name, Qt::CaseInsensitive))
            out << name;
    return out;
}

QList<seminar::TraineeGrade> LecturerDesk::grades() const
{
    QList<watch::Incident> seen;
    for (int row = 0; row < m_incidents->rowCount(); ++row)
        seen.append(m_incidents->incident(row));
    const auto moments = seminar::SeminarGrader::moments(m_pack, seen);
    const QList<rulings::Ruling> rows = log();
    QList<seminar::TraineeGrade> out;
    for (const QString &name : trainees())
        out.append(seminar::SeminarGrader::grade(m_pack, rows, name, moments));
    return out;
}

QString LecturerDesk::selectedIncident() const
{
    const int column = m_table->currentColumn();
    return column >= 0 && column < m_pack.incidents.size() ? m_pack.incidents[column].id : QString();
}

void LecturerDesk::refresh()
{
    const QList<seminar::TraineeGrade> all = grades();
    const int columns = int(m_pack.incidents.size()) + 1;
    const int oldRow = m_table->currentRow(), oldColumn = m_table->currentColumn();
    m_table->setRowCount(int(all.size()));
    m_table->setColumnCount(columns);
    QStringList rows;
    double sum = 0;
    int passed = 0;
    for (int r = 0; r < all.size(); ++r) {
        const seminar::TraineeGrade &g = all[r];
        rows << g.trainee;
        sum += g.percent();
        passed += seminar::SeminarSheet::passed(g) ? 1 : 0;
        for (int c = 0; c < g.incidents.size(); ++c) {
            const seminar::IncidentGrade &ig = g.incidents[c];
            QString text = QStringLiteral("—");
            if (ig.seq > 0 || ig.wrongRuling)
                text = QStringLiteral("%1/%2").arg(seminar::SeminarSheet::pointsText(ig.score)).arg(ig.max);
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(ig.note);
            m_table->setItem(r, c, item);
        }
        auto *total = new QTableWidgetItem(QStringLiteral("%1/%2 (%3 %)")
                                               .arg(seminar::SeminarSheet::pointsText(g.score))
                                               .arg(g.max)
                                               .arg(g.percent(), 0, 'f', 0));
        m_table->setItem(r, columns - 1, total);
    }
    m_table->setVerticalHeaderLabels(rows);
    if (oldRow >= 0 && oldColumn >= 0 && oldRow < m_table->rowCount())
        m_table->setCurrentCell(oldRow, oldColumn);
    //: %1: trainees; %2: average percentage; %3: trainees passing so far
    QString summary = QStringLiteral("<b>%1</b><br>").arg(m_pack.title.in(m_language).toHtmlEscaped());
    summary += tr("%n trainee(s); average %1 %; %2 passing so far.", nullptr, int(all.size()))
                   .arg(all.isEmpty() ? 0.0 : sum / all.size(), 0, 'f', 0)
                   .arg(passed);
    if (!m_state.started)
        summary += QStringLiteral(" <b>%1</b>").arg(tr("The round waits for you to start it.").toHtmlEscaped());
    else if (m_state.paused)
        summary += QStringLiteral(" <b>%1</b>").arg(tr("The round is paused.").toHtmlEscaped());
    m_summary->setText(summary);
    showDetails(all);
}

void LecturerDesk::showDetails(const QList<seminar::TraineeGrade> &all)
{
    const QList<rulings::Ruling> rows = log();
    QString h;
    const QString id = selectedIncident();
    if (const seminar::PackIncident *incident = m_pack.incident(id)) {
        h += QStringLiteral("<h3>%1</h3>").arg(incident->title.in(m_language).toHtmlEscaped());
        QStringList refs;
        for (const seminar::Reference &ref : incident->references)
            refs << seminar::SeminarSheet::referenceText(ref).toHtmlEscaped();
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(tr("Reference:").toHtmlEscaped(), refs.join(QStringLiteral("; ")));
        // Who ruled what, and when.
        h += QStringLiteral("<ul>");
        for (const seminar::TraineeGrade &g : all) {
            for (const seminar::IncidentGrade &ig : g.incidents) {
                if (ig.incidentId != id)
                    continue;
                QStringList ruled;
                for (const rulings::Ruling &r : rows)
                    if (r.board == incident->board && r.issuer.compare(g.trainee, Qt::CaseInsensitive) == 0
                        && !rulings::Ruling::isFollowUp(r.kind))
                        ruled << QStringLiteral("%1 %2").arg(
                            QDateTime::fromMSecsSinceEpoch(r.utcMs).toString(QStringLiteral("HH:mm:ss")),
                            rulings::RulingText::titled(r));
                //: %1: the trainee; %2: what they ruled; %3: the score; %4: what it lacked
                h += QStringLiteral("<li>%1</li>")
                         .arg(tr("%1: %2 — %3 %4")
                                  .arg(g.trainee, ruled.isEmpty() ? tr("nothing") : ruled.join(QStringLiteral("; ")),
                                       QStringLiteral("%1/%2")
                                           .arg(seminar::SeminarSheet::pointsText(ig.score))
                                           .arg(ig.max),
                                       ig.note)
                                  .toHtmlEscaped());
            }
        }
        h += QStringLiteral("</ul>");
    }
    const QList<seminar::Mistake> mistakes = seminar::SeminarSheet::mistakes(m_pack, all);
    h += QStringLiteral("<h3>%1</h3>").arg(tr("Most common mistakes").toHtmlEscaped());
    if (mistakes.isEmpty()) {
        h += QStringLiteral("<p><i>%1</i></p>").arg(tr("None so far.").toHtmlEscaped());
    } else {
        h += QStringLiteral("<ol>");
        for (qsizetype i = 0; i < mistakes.size() && i < 8; ++i) {
            const seminar::Mistake &m = mistakes[i];
            const seminar::PackIncident *incident = m_pack.incident(m.incidentId);
            //: %1: the incident; %2: the mistake; %3: how many trainees; %4: of how many
            h += QStringLiteral("<li>%1</li>")
                     .arg(tr("%1: %2 (%3 of %4)")
                              .arg(incident ? incident->title.in(m_language) : m.incidentId, m.what)
                              .arg(m.trainees)
                              .arg(all.size())
                              .toHtmlEscaped());
        }
        h += QStringLiteral("</ol>");
    }
    m_details->setHtml(h);
    const bool chosen = !id.isEmpty();
    m_reveal->setEnabled(chosen && !m_state.revealed.contains(id));
    m_replay->setEnabled(chosen);
}

void LecturerDesk::togglePause()
{
    seminar::SeminarState next = m_state;
    if (!next.started)
        next.started = true; // every console plays the round from now on, together
    else
        next.paused = !next.paused;
    Q_EMIT stateChosen(next);
}

void LecturerDesk::revealSelected()
{
    const QString id = selectedIncident();
    if (id.isEmpty() || m_state.revealed.contains(id))
        return;
    seminar::SeminarState next = m_state;
    next.revealed << id;
    Q_EMIT stateChosen(next);
}

void LecturerDesk::replaySelected()
{
    const QString id = selectedIncident();
    if (id.isEmpty())
        return;
    seminar::SeminarState next = m_state;
    next.replay = id;
    ++next.replays;
    Q_EMIT stateChosen(next);
}

void LecturerDesk::saveSheets()
{
    QString folder = m_outputFolder;
    if (folder.isEmpty())
        folder = QFileDialog::getExistingDirectory(m_window, tr("Folder for the result sheets"));
    if (folder.isEmpty())
        return;
    const QDir dir(folder);
    const QList<seminar::TraineeGrade> all = grades();
    const QList<rulings::Ruling> rows = log();
    const QString title = m_pack.title.in(m_language);
    QStringList problems;
    for (const seminar::TraineeGrade &g : all) {
        QString name;
        for (const QChar c : g.trainee)
            name += c.isLetterOrNumber() || c == u'-' ? c : u'_';
        if (const auto error = render::PdfDocument::write(
                seminar::SeminarSheet::traineeHtml(m_pack, g, rows, m_language), tr("%1 — %2").arg(title, g.trainee),
                dir.filePath(name + QStringLiteral(".pdf"))))
            problems << error->message;
    }
    if (const auto error = render::PdfDocument::write(seminar::SeminarSheet::seminarHtml(m_pack, all, m_language),
                                                      title, dir.filePath(QStringLiteral("seminar.pdf"))))
        problems << error->message;
    QSaveFile csv(dir.filePath(QStringLiteral("scores.csv")));
    const QByteArray bytes = seminar::SeminarSheet::csv(m_pack, all);
    if (!csv.open(QIODevice::WriteOnly) || csv.write(bytes) != bytes.size() || !csv.commit())
        problems << csv.errorString();
    if (!problems.isEmpty())
        QMessageBox::warning(m_window, tr("Result sheets"), problems.join(u'\n'));
    else
        //: %1: the folder
        m_window->statusBar()->showMessage(tr("Result sheets and scores saved in %1").arg(folder), 10000);
}

void LecturerDesk::retranslate()
{
    m_dock->setWindowTitle(tr("Seminar: the room"));
    m_pause->setText(!m_state.started     ? tr("Start the round")
                         : m_state.paused ? tr("Resume the round")
                                          : tr("Pause the round"));
    m_replay->setText(tr("Replay incident"));
    m_reveal->setText(tr("Reveal reference"));
    m_gradingLabel->setText(tr("Scores:"));
    m_grading->setItemText(0, tr("as rulings are made"));
    m_grading->setItemText(1, tr("at the end"));
    m_grading->setCurrentIndex(m_state.gradeWhenMade ? 0 : 1);
    m_sheets->setText(tr("Result sheets…"));
    QStringList head;
    for (int i = 0; i < m_pack.incidents.size(); ++i) {
        const seminar::PackIncident &incident = m_pack.incidents[i];
        //: %1: the incident's number; %2: its board
        QString text = tr("%1 (board %2)").arg(i + 1).arg(incident.board);
        if (m_state.revealed.contains(incident.id))
            text += QStringLiteral(" ✓");
        head << text;
    }
    head << tr("Total");
    m_table->setColumnCount(int(head.size()));
    m_table->setHorizontalHeaderLabels(head);
    for (int i = 0; i < m_pack.incidents.size(); ++i)
        if (QTableWidgetItem *h = m_table->horizontalHeaderItem(i))
            h->setToolTip(m_pack.incidents[i].title.in(m_language));
    refresh();
}

bool LecturerDesk::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace arbiter::ui
