#include "eventdialog.h"

#include "event/csvimport.h"
#include "event/trfimport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

EventDialog::EventDialog(const event::EventData &data, QWidget *parent)
    : QDialog(parent), m_data(data), m_name(new QLineEdit(this)), m_type(new QComboBox(this)),
      m_timeControl(new QLineEdit(this)), m_defaultTime(new QSpinBox(this)), m_rounds(new QSpinBox(this)),
      m_currentRound(new QSpinBox(this)), m_summary(new QLabel(this)), m_players(new QTableWidget(this)),
      m_warnings(new QListWidget(this)), m_error(new QLabel(this))
{
    setWindowTitle(tr("Event"));
    setObjectName(QStringLiteral("eventDialog"));
    const event::EventInfo &info = data.info;
    m_name->setText(info.name);
    for (auto type : {event::EventInfo::Type::SupervisedOnline, event::EventInfo::Type::Hybrid})
        m_type->addItem(event::EventInfo::typeText(type), int(type));
    m_type->setCurrentIndex(m_type->findData(int(info.type)));
    if (info.timeControl.kind() != clock::TimeControl::Kind::Unknown)
        m_timeControl->setText(info.timeControl.toFideString());
    m_timeControl->setPlaceholderText(tr("e.g. 15+10, 3+2 or 90/40+30+30"));
    m_defaultTime->setRange(0, 600);
    m_defaultTime->setSuffix(tr(" min"));
    m_defaultTime->setSpecialValueText(tr("none"));
    m_defaultTime->setValue(info.defaultTimeMinutes);
    m_rounds->setRange(1, 99);
    m_rounds->setValue(info.rounds);
    m_currentRound->setRange(1, 99);
    m_currentRound->setValue(info.currentRound);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Kind (Art. 6.1):"), m_type);
    form->addRow(tr("&Time control:"), m_timeControl);
    form->addRow(tr("&Default time (Art. 8.5):"), m_defaultTime);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("&Current round:"), m_currentRound);

    auto *import = new QPushButton(tr("&Import players and pairings…"), this);
    import->setToolTip(tr("A TRF-16 file from Swiss-Manager or Vega, or a CSV file of players or pairings."));
    connect(import, &QPushButton::clicked, this, &EventDialog::browseImport);
    m_players->setColumnCount(6);
    m_players->setHorizontalHeaderLabels(
        {tr("No."), tr("Name"), tr("Title"), tr("Rating"), tr("Federation"), tr("FIDE ID")});
    m_players->verticalHeader()->hide();
    m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_players->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_warnings->setMaximumHeight(90);
    m_warnings->setToolTip(tr("Lines of the imported file that were not taken as they stood."));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EventDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(import, 0, Qt::AlignLeft);
    layout->addWidget(m_summary);
    layout->addWidget(m_players, 1);
    layout->addWidget(m_warnings);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    showPlayersAndPairings();
    resize(640, 560);
}

void EventDialog::showPlayersAndPairings()
{
    const int rounds = [this] {
        QList<int> seen;
        for (const auto &p : std::as_const(m_data.pairings))
            if (!seen.contains(p.round))
                seen << p.round;
        return int(seen.size());
    }();
    m_summary->setText(tr("%n player(s)", nullptr, int(m_data.players.size())) + QStringLiteral(", ")
                       + tr("%n pairing(s)", nullptr, int(m_data.pairings.size()))
                       + (rounds > 0 ? QStringLiteral(", ") + tr("%n round(s) paired", nullptr, rounds) : QString()));
    m_players->setRowCount(int(m_data.players.size()));
    for (int row = 0; row < m_data.players.size(); ++row) {
        const event::PlayerRecord &p = m_data.players[row];
        const QStringList cells
            = {QString::number(p.id), p.name,  p.title, p.rating > 0 ? QString::number(p.rating) : QString(),
               p.federation,          p.fideId};
        for (int c = 0; c < cells.size(); ++c)
            m_players->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
}

bool EventDialog::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    Result<event::EventImport> imported = Error{};
    if (!csv) {
        imported = event::TrfImport::parse(bytes);
    } else {
        // A pairings file names its White column; otherwise it lists players.
        const QString header = QString::fromUtf8(bytes.left(bytes.indexOf('\n'))).toLower();
        const bool pairings = header.contains(u"white") || header.contains(u"белые");
        imported = pairings ? event::CsvImport::pairings(bytes, m_data.players, m_currentRound->value())
                            : event::CsvImport::players(bytes);
    }
    if (!imported) {
        m_error->setText(imported.error().message);
        return false;
    }
    m_error->clear();
    const event::EventImport &i = imported.value();
    if (!i.players.isEmpty())
        m_data.players = i.players;
    if (!i.pairings.isEmpty()) {
        // Pairings of the rounds in the file replace those rounds; other rounds stay.
        QList<int> rounds;
        for (const auto &p : i.pairings)
            if (!rounds.contains(p.round))
                rounds << p.round;
        m_data.pairings.removeIf([&rounds](const event::PairingRecord &p) { return rounds.contains(p.round); });
        m_data.pairings += i.pairings;
        std::sort(m_data.pairings.begin(), m_data.pairings.end(), [](const auto &a, const auto &b) {
            return a.round != b.round ? a.round < b.round : a.board < b.board;
        });
    }
    if (!i.eventName.isEmpty() && m_name->text().trimmed().isEmpty())
        m_name->setText(i.eventName);
    if (i.rounds > m_rounds->value())
        m_rounds->setValue(i.rounds);
    if (!i.timeControlText.isEmpty() && m_timeControl->text().isEmpty())
        if (auto tc = clock::TimeControl::fromFide(i.timeControlText))
            m_timeControl->setText(tc->toFideString());
    m_warnings->clear();
    for (const event::ImportWarning &w : i.warnings)
        m_warnings->addItem(w.message);
    showPlayersAndPairings();
    return true;
}

void EventDialog::browseImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import players and pairings"), QString(),
        tr("Pairing program files (*.trf *.txt *.csv);;TRF-16 (*.trf *.txt);;CSV (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

event::EventData EventDialog::data() const
{
    event::EventData d = m_data;
    d.info.name = m_name->text().trimmed();
    d.info.type = event::EventInfo::Type(m_type->currentData().toInt());
    d.info.defaultTimeMinutes = m_defaultTime->value();
    d.info.rounds = m_rounds->value();
    d.info.currentRound = m_currentRound->value();
    const QString tc = m_timeControl->text().trimmed();
    d.info.timeControl = clock::TimeControl();
    if (!tc.isEmpty())
        if (auto parsed = clock::TimeControl::fromFide(tc))
            d.info.timeControl = parsed.value();
    return d;
}

QString EventDialog::errorText() const
{
    return m_error->text();
}

void EventDialog::accept()
{
    const QString tc = m_timeControl->text().trimmed();
    if (!tc.isEmpty())
        if (auto parsed = clock::TimeControl::fromFide(tc); !parsed) {
            m_error->setText(tr("Time control: %1").arg(parsed.error().message));
            return;
        }
    if (auto error = data().info.validate()) {
        m_error->setText(error->message);
        return;
    }
    QDialog::accept();
}

} // namespace arbiter::ui
