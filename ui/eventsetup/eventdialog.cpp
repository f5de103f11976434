#include "ui/eventsetup/eventdialog.h"

#include "ui/common/palette.h"
#include "ui/eventsetup/cardpolicydialog.h"

#include "core/event/fileimport.h"
#include "core/event/importlimits.h"
#include "core/event/trfimport.h"
#include "ui/eventsetup/csvmappingdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace arbiter::ui {

void EventDialog::setCardPolicy(const rulings::CardPolicy &policy)
{
    m_cardPolicy = policy;
    m_cardPolicyChanged = false;
    m_cards->setText(m_cardPolicy.summary());
}

void EventDialog::setVcsSettings(const vcs::VcsSettings &settings)
{
    m_vcsBefore = settings;
    m_feedTemplate->setText(settings.feedTemplate);
    m_presenceUrl->setText(settings.presenceUrl);
    const vcs::VcsThresholds &t = settings.thresholds;
    m_lostSeconds->setValue(int(t.lostAfterMs / 1000));
    m_darkSeconds->setValue(int(t.darkAfterMs / 1000));
    m_frozenSeconds->setValue(int(t.frozenAfterMs / 1000));
    m_silentSeconds->setValue(int(t.silentAfterMs / 1000));
    m_finishedSeconds->setValue(int(t.finishedLiveAfterMs / 1000));
    m_evidenceStills->setChecked(settings.evidenceStills);
    m_lowStreams->setChecked(settings.lowStreams);
}

vcs::VcsSettings EventDialog::vcsSettings() const
{
    vcs::VcsSettings s = m_vcsBefore;
    s.feedTemplate = m_feedTemplate->text().trimmed();
    s.presenceUrl = m_presenceUrl->text().trimmed();
    // Whole seconds as shown; a value the arbiter left alone keeps its fraction.
    auto seconds = [](const QSpinBox *box, std::int64_t before) {
        return box->value() == int(before / 1000) ? before : box->value() * 1000LL;
    };
    vcs::VcsThresholds &t = s.thresholds;
    t.lostAfterMs = seconds(m_lostSeconds, t.lostAfterMs);
    t.darkAfterMs = seconds(m_darkSeconds, t.darkAfterMs);
    t.frozenAfterMs = seconds(m_frozenSeconds, t.frozenAfterMs);
    t.silentAfterMs = seconds(m_silentSeconds, t.silentAfterMs);
    t.finishedLiveAfterMs = seconds(m_finishedSeconds, t.finishedLiveAfterMs);
    s.evidenceStills = m_evidenceStills->isChecked();
    s.lowStreams = m_lowStreams->isChecked();
    return s;
}

std::optional<vcs::VcsSettings> EventDialog::changedVcsSettings() const
{
    const vcs::VcsSettings s = vcsSettings();
    if (s == m_vcsBefore)
        return std::nullopt;
    return s;
}

QWidget *EventDialog::makeVcsPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_feedTemplate->setObjectName(QStringLiteral("feedTemplate"));
    m_feedTemplate->setPlaceholderText(QStringLiteral("rtsp://relay:8554/{event}/{player}/{feed}"));
    m_feedTemplate->setToolTip(tr("Where each player's camera, screen and second camera are: {event} is the event's "
                                  "name, {player} the player's zone account (else the name), {feed} one of cam, "
                                  "screen, cam2. A player's own address (the players' table) wins over it."));
    form->addRow(tr("&Feed address:"), m_feedTemplate);
    m_presenceUrl->setObjectName(QStringLiteral("presenceUrl"));
    m_presenceUrl->setPlaceholderText(QStringLiteral("http://relay:8555/vcs/events"));
    m_presenceUrl->setToolTip(tr("The feed relay's stream of what the video server says of each feed (joined, "
                                 "media stopped, hung up): the players' presence on the VCS even for feeds no one "
                                 "is watching. Empty: none."));
    form->addRow(tr("Video server's &presence:"), m_presenceUrl);
    m_lowStreams->setObjectName(QStringLiteral("lowStreams"));
    m_lowStreams->setText(tr("The source serves a &small stream beside each camera (…/cam~low)"));
    m_lowStreams->setToolTip(tr("The feed wall's small tiles then play the small stream: far less to decode when "
                                "49 cameras are on one page."));
    form->addRow(m_lowStreams);
    const struct
    {
        QSpinBox *box;
        const char *label;
        const char *tip;
    } spins[] = {
        {m_lostSeconds, QT_TR_NOOP("No picture for (Art. 13.2):"),
         QT_TR_NOOP("A feed that shows no picture this long is lost: the player is off the VCS.")},
        {m_darkSeconds, QT_TR_NOOP("Dark picture for (Art. 14.2):"),
         QT_TR_NOOP("A camera too dark to see the face and eyes this long is an incident.")},
        {m_frozenSeconds, QT_TR_NOOP("Frozen picture for (Art. 14.1):"),
         QT_TR_NOOP("A camera whose picture does not change this long is an incident.")},
        {m_silentSeconds, QT_TR_NOOP("Silent microphone for (Art. 14.3):"),
         QT_TR_NOOP("A microphone that sends no sound this long is an incident.")},
        {m_finishedSeconds, QT_TR_NOOP("Camera on after the game for (Art. 9.12):"),
         QT_TR_NOOP("A finished player is a spectator: camera off, microphone muted, after this long.")},
    };
    for (const auto &spin : spins) {
        spin.box->setRange(1, 3600);
        spin.box->setSuffix(tr(" s"));
        spin.box->setToolTip(tr(spin.tip));
        form->addRow(tr(spin.label), spin.box);
    }
    m_evidenceStills->setObjectName(QStringLiteral("evidenceStills"));
    m_evidenceStills->setText(tr("&Keep still frames of a player's feeds when an incident about them is raised "
                                 "(only the chief arbiter may open them; Appendix I A.5)"));
    form->addRow(m_evidenceStills);
    return page;
}

std::optional<rulings::CardPolicy> EventDialog::changedCardPolicy() const
{
    if (!m_cardPolicyChanged)
        return std::nullopt;
    return m_cardPolicy;
}

EventDialog::EventDialog(const event::EventData &data, QWidget *parent)
    : QDialog(parent), m_data(data), m_name(new QLineEdit(this)), m_type(new QComboBox(this)),
      m_timeControl(new QLineEdit(this)), m_defaultTime(new QSpinBox(this)), m_appeal(new QSpinBox(this)),
      m_rounds(new QSpinBox(this)), m_currentRound(new QSpinBox(this)), m_summary(new QLabel(this)),
      m_players(new QTableWidget(this)), m_pairings(new QTableWidget(this)),
      m_columnsButton(new QPushButton(tr("C&hange columns…"), this)), m_warnings(new QListWidget(this)),
      m_error(new QLabel(this)), m_cards(new QLabel(this)), m_feedTemplate(new QLineEdit(this)),
      m_presenceUrl(new QLineEdit(this)), m_lostSeconds(new QSpinBox(this)), m_darkSeconds(new QSpinBox(this)),
      m_frozenSeconds(new QSpinBox(this)), m_silentSeconds(new QSpinBox(this)), m_finishedSeconds(new QSpinBox(this)),
      m_evidenceStills(new QCheckBox(this)), m_lowStreams(new QCheckBox(this)),
      m_traditionalSets(new QCheckBox(tr("Players may keep a traditional set beside the virtual board"), this)),
      m_venues(new QTableWidget(this))
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
    m_appeal->setRange(0, 24 * 60);
    m_appeal->setSuffix(tr(" min after the ruling"));
    m_appeal->setSpecialValueText(tr("no appeals"));
    m_appeal->setValue(info.appealMinutes);
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
    form->addRow(tr("A&ppeal deadline (Art. 9.14):"), m_appeal);
    form->addRow(tr("&Current round:"), m_currentRound);
    m_traditionalSets->setObjectName(QStringLiteral("traditionalSets"));
    m_traditionalSets->setChecked(info.traditionalSets);
    m_traditionalSets->setToolTip(tr("Art. 20, hybrid events only: allowed when the increment is at least 30 seconds "
                                     "per move from move 1; the virtual board and clock prevail."));
    form->addRow(tr("Traditional sets (Art. 20):"), m_traditionalSets);
    m_cards->setWordWrap(true);
    m_cards->setText(m_cardPolicy.summary());
    auto *cardsButton = new QPushButton(tr("C&ard policy…"), this);
    cardsButton->setToolTip(tr("What earns a yellow card, what a second yellow means, and whether cards are "
                               "counted afresh each round (Art. 13.4)."));
    connect(cardsButton, &QPushButton::clicked, this, [this] {
        CardPolicyDialog dialog(m_cardPolicy, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_cardPolicy = dialog.policy();
        m_cardPolicyChanged = true;
        m_cards->setText(m_cardPolicy.summary());
    });
    auto *cardsRow = new QHBoxLayout;
    cardsRow->addWidget(cardsButton);
    cardsRow->addStretch(1);
    form->addRow(tr("Cards (Art. 13.4):"), cardsRow);
    m_cards->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    form->addRow(m_cards);
    setVcsSettings(vcs::VcsSettings());

    auto *import = new QPushButton(tr("&Import players and pairings…"), this);
    import->setToolTip(tr("A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list of players "
                          "or pairings."));
    connect(import, &QPushButton::clicked, this, &EventDialog::browseImport);
    m_columnsButton->setToolTip(tr("Say again what each column of the last CSV file holds."));
    m_columnsButton->setEnabled(false);
    connect(m_columnsButton, &QPushButton::clicked, this, &EventDialog::changeColumns);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setColumnCount(PlayerColumns);
    m_players->setHorizontalHeaderLabels({tr("No."), tr("Name"), tr("Title"), tr("Rating"), tr("Federation"),
                                          tr("FIDE ID"), tr("Club"), tr("Zone account"), tr("Camera"), tr("Screen"),
                                          tr("Second camera"), tr("Venue"), tr("Online assistant"),
                                          tr("Assistant's account")});
    m_players->setToolTip(tr("The zone account, the feed addresses, the venue and the online assistant can be typed "
                             "here (double-click a cell): a player's own camera, screen or second camera wins over "
                             "the event's feed address; moves from the assistant's account are the player's."));
    m_pairings->setObjectName(QStringLiteral("pairings"));
    m_pairings->setColumnCount(5);
    m_pairings->setHorizontalHeaderLabels({tr("Round"), tr("Board"), tr("White"), tr("Black"), tr("Result")});
    for (QTableWidget *table : {m_players, m_pairings}) {
        table->verticalHeader()->hide();
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    }
    m_players->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_players->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                               | QAbstractItemView::AnyKeyPressed);
    m_pairings->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_pairings->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_players, tr("&Players"));
    tabs->addTab(m_pairings, tr("Pairin&gs"));
    tabs->addTab(makeVcsPage(), tr("&VCS"));
    tabs->addTab(makeVenuesPage(), tr("V&enues"));
    m_warnings->setMaximumHeight(90);
    m_warnings->setToolTip(tr("Lines of the imported file that were not taken as they stood."));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(colours::problemTextStyle());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EventDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *importRow = new QHBoxLayout;
    importRow->addWidget(import);
    importRow->addWidget(m_columnsButton);
    importRow->addStretch(1);
    layout->addLayout(importRow);
    layout->addWidget(m_summary);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_warnings);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    showPlayersAndPairings();
    resize(720, 600);
}

QWidget *EventDialog::makeVenuesPage()
{
    auto *page = new QWidget(this);
    m_venues->setObjectName(QStringLiteral("venues"));
    m_venues->setColumnCount(5);
    m_venues->setHorizontalHeaderLabels(
        {tr("Venue"), tr("City"), tr("Local organiser"), tr("Panoramic cameras"), tr("Traditional sets")});
    m_venues->verticalHeader()->hide();
    m_venues->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_venues->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_venues->setToolTip(tr("A hybrid event's venues (Art. 16.1): the cameras' addresses separated by spaces. "
                            "Players are placed in a venue in the Players table (or a venue column of the CSV), "
                            "arbiters in Rulings ▸ Who am I (the staff list) or arbiterctl team add-staff --venue."));
    for (const event::Venue &v : m_data.venues)
        addVenueRow(v);
    auto *add = new QPushButton(tr("A&dd venue"), page);
    auto *remove = new QPushButton(tr("Re&move venue"), page);
    connect(add, &QPushButton::clicked, this, [this] {
        addVenueRow({});
        m_venues->setCurrentCell(m_venues->rowCount() - 1, 0);
        m_venues->editItem(m_venues->item(m_venues->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_venues->currentRow() >= 0)
            m_venues->removeRow(m_venues->currentRow());
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_venues, 1);
    layout->addLayout(buttons);
    return page;
}

void EventDialog::addVenueRow(const event::Venue &venue)
{
    const int row = m_venues->rowCount();
    m_venues->insertRow(row);
    const QStringList cells{venue.name, venue.city, venue.organiser, venue.cameras.join(u' ')};
    for (int c = 0; c < cells.size(); ++c)
        m_venues->setItem(row, c, new QTableWidgetItem(cells[c]));
    auto *sets = new QTableWidgetItem;
    sets->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    sets->setCheckState(venue.traditionalSets ? Qt::Checked : Qt::Unchecked);
    m_venues->setItem(row, 4, sets);
}

QList<event::Venue> EventDialog::venues() const
{
    QList<event::Venue> out;
    for (int row = 0; row < m_venues->rowCount(); ++row) {
        auto cell = [this, row](int column) {
            const QTableWidgetItem *item = m_venues->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        event::Venue v;
        v.name = cell(0);
        v.city = cell(1);
        v.organiser = cell(2);
        v.cameras = cell(3).split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        v.traditionalSets = m_venues->item(row, 4) && m_venues->item(row, 4)->checkState() == Qt::Checked;
        if (v.name.isEmpty() && v.city.isEmpty() && v.organiser.isEmpty() && v.cameras.isEmpty())
            continue; // a row added and left empty
        out << v;
    }
    return out;
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
    //: %n: how many players the event has
    const QString players = tr("%n player(s)", nullptr, int(m_data.players.size()));
    //: %n: how many pairings (boards of all rounds) the event has
    const QString pairings = tr("%n pairing(s)", nullptr, int(m_data.pairings.size()));
    //: %n: how many rounds have pairings
    const QString paired = tr("%n round(s) paired", nullptr, rounds);
    m_summary->setText(players + QStringLiteral(", ") + pairings
                       + (rounds > 0 ? QStringLiteral(", ") + paired : QString())
                       + (m_datesText.isEmpty() ? QString() : QStringLiteral(", ") + m_datesText));
    m_players->setRowCount(int(m_data.players.size()));
    for (int row = 0; row < m_data.players.size(); ++row) {
        const event::PlayerRecord &p = m_data.players[row];
        const QStringList cells = {QString::number(p.id),
                                   p.name,
                                   p.title,
                                   p.rating > 0 ? QString::number(p.rating) : QString(),
                                   p.federation,
                                   p.fideId,
                                   p.club,
                                   p.zoneAccount,
                                   p.camUrl,
                                   p.screenUrl,
                                   p.cam2Url,
                                   p.venue,
                                   p.assistant,
                                   p.assistantAccount};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            // The pairing program's columns are read-only here; the account and feeds are the console's.
            if (c < AccountColumn)
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_players->setItem(row, c, item);
        }
    }
    m_pairings->setRowCount(int(m_data.pairings.size()));
    for (int row = 0; row < m_data.pairings.size(); ++row) {
        const event::PairingRecord &p = m_data.pairings[row];
        QString result = event::PairingRecord::resultText(p.result);
        if (!p.coloursKnown)
            result += QLatin1Char(' ') + tr("(colours not given)");
        const QStringList cells = {QString::number(p.round), QString::number(p.board), p.white, p.black, result};
        for (int c = 0; c < cells.size(); ++c)
            m_pairings->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
}

namespace {
// The QSettings key of a CSV header row: the same header (whatever its case, spacing and
// punctuation) finds the mapping the arbiter chose for it.
QString mappingKey(const QStringList &headerCells)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(event::CsvMapping::key(headerCells).toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(20));
}
} // namespace

bool EventDialog::importFile(const QString &path)
{
    const auto read = event::ImportLimits::readFile(path);
    if (!read) {
        m_error->setText(read.error().message);
        return false;
    }
    const QByteArray &bytes = read.value();
    if (event::FileImport::kindOf(bytes) == event::EventImport::Kind::Trf) {
        m_lastCsv.reset();
        m_columnsButton->setEnabled(false);
        return apply(event::TrfImport::parse(bytes));
    }
    const auto table = event::CsvImport::table(bytes);
    if (!table) {
        m_error->setText(table.error().message);
        return false;
    }
    bool recognised = false;
    event::CsvMapping mapping = event::CsvImport::guessMapping(table.value(), &recognised);
    // The arbiter confirms the columns when no header was recognised, when the mapping cannot be
    // read as it is, or when rows above the header (a preamble) were left out.
    bool ask = !recognised || !mapping.problem().isEmpty() || mapping.headerRow > 0;
    // A header the arbiter mapped before is read the same way again.
    QSettings settings;
    settings.beginGroup(QLatin1String(MappingsGroup));
    for (int row = 0; row < std::min<int>(int(table->rows.size()), 30); ++row) {
        const QString remembered = settings.value(mappingKey(table->rows[row].fields)).toString();
        if (remembered.isEmpty())
            continue;
        event::CsvMapping m = event::CsvMapping::fromString(remembered);
        m.headerRow = row; // the same header, wherever this file has it
        if (m.columns.size() >= table->rows[row].fields.size() && m.problem().isEmpty()) {
            mapping = m;
            ask = false;
            break;
        }
    }
    m_lastCsv = LastCsv{QFileInfo(path).fileName(), table.value(), mapping};
    m_columnsButton->setEnabled(true);
    return importCsv(table.value(), mapping, ask);
}

bool EventDialog::changeColumns()
{
    if (!m_lastCsv)
        return false;
    return importCsv(m_lastCsv->table, m_lastCsv->mapping, true);
}

// Reads a CSV table with `mapping`, after the mapping step when `ask`; the mapping the arbiter
// confirmed is remembered for files with the same header row.
bool EventDialog::importCsv(const event::CsvTable &table, event::CsvMapping mapping, bool ask)
{
    if (ask) {
        CsvMappingDialog step(table, mapping, m_lastCsv ? m_lastCsv->fileName : QString(), this);
        if (step.exec() != QDialog::Accepted) {
            m_error->setText(tr("The import was cancelled; nothing was changed."));
            return false;
        }
        mapping = step.mapping();
        if (mapping.headerRow >= 0 && mapping.headerRow < table.rows.size()) {
            QSettings settings;
            settings.beginGroup(QLatin1String(MappingsGroup));
            settings.setValue(mappingKey(table.rows[mapping.headerRow].fields), mapping.toString());
        }
        if (m_lastCsv)
            m_lastCsv->mapping = mapping;
    }
    return apply(event::CsvImport::read(table, mapping, m_data.players, m_currentRound->value()));
}

// Takes what an import brought into the event being set up (EventData::merge) and shows it.
bool EventDialog::apply(const Result<event::EventImport> &imported)
{
    if (!imported) {
        m_error->setText(imported.error().message);
        return false;
    }
    m_error->clear();
    const event::EventImport &i = imported.value();
    event::EventData merged = data();
    merged.merge(i);
    m_data.players = merged.players;
    m_data.pairings = merged.pairings;
    if (m_name->text().trimmed().isEmpty())
        m_name->setText(merged.info.name);
    if (merged.info.rounds > m_rounds->value())
        m_rounds->setValue(merged.info.rounds);
    if (m_timeControl->text().isEmpty() && merged.info.timeControl.kind() != clock::TimeControl::Kind::Unknown)
        m_timeControl->setText(merged.info.timeControl.toFideString());
    auto dateText = [](const QDate &date, const QString &written) {
        return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat) : written;
    };
    const QString start = dateText(i.startDate, i.startDateText);
    const QString end = dateText(i.endDate, i.endDateText);
    if (start.isEmpty() && end.isEmpty())
        m_datesText.clear();
    else if (end.isEmpty() || end == start)
        m_datesText = start;
    else
        //: %1: the event's first day; %2: its last day (dates in the locale's short format, or as the file writes them)
        m_datesText = tr("%1 to %2").arg(start, end);
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
        tr("Pairing program files (*.trf *.trfx *.txt *.csv);;TRF (*.trf *.trfx *.txt);;CSV (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

event::EventData EventDialog::data() const
{
    event::EventData d = m_data;
    for (int row = 0; row < d.players.size() && row < m_players->rowCount(); ++row) {
        auto cell = [this, row](int column) {
            const QTableWidgetItem *item = m_players->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        event::PlayerRecord &p = d.players[row];
        p.zoneAccount = cell(AccountColumn);
        p.camUrl = cell(AccountColumn + 1);
        p.screenUrl = cell(AccountColumn + 2);
        p.cam2Url = cell(AccountColumn + 3);
        p.venue = cell(VenueColumn);
        p.assistant = cell(AssistantColumn);
        p.assistantAccount = cell(AssistantAccountColumn);
    }
    d.venues = venues();
    d.info.traditionalSets = m_traditionalSets->isChecked();
    d.info.name = m_name->text().trimmed();
    d.info.type = event::EventInfo::Type(m_type->currentData().toInt());
    d.info.defaultTimeMinutes = m_defaultTime->value();
    d.info.appealMinutes = m_appeal->value();
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
            //: %1: why the time control is invalid (a message)
            m_error->setText(tr("Time control: %1").arg(parsed.error().message));
            return;
        }
    if (auto error = data().info.validate()) {
        m_error->setText(error->message);
        return;
    }
    for (int row = 0; row < m_players->rowCount(); ++row)
        for (int column = AccountColumn + 1; column < VenueColumn; ++column) {
            const QTableWidgetItem *item = m_players->item(row, column);
            const QString url = item ? item->text().trimmed() : QString();
            if (!url.isEmpty() && (!QUrl(url, QUrl::StrictMode).isValid() || QUrl(url).scheme().isEmpty())) {
                //: %1: the address as typed; %2: the player
                m_error->setText(tr("\"%1\" (%2) is not a feed address such as rtsp://relay:8554/open/carlsen/cam.")
                                     .arg(url, m_players->item(row, 1) ? m_players->item(row, 1)->text() : QString()));
                m_players->setCurrentCell(row, column);
                return;
            }
        }
    // Part IIIb: the venues, and every player's venue one of them.
    const event::EventData edited = data();
    if (auto problem = event::Venue::check(edited.venues)) {
        m_error->setText(problem->message);
        return;
    }
    for (int row = 0; row < edited.players.size(); ++row) {
        const event::PlayerRecord &p = edited.players[row];
        if (!p.venue.isEmpty() && !event::Venue::find(edited.venues, p.venue)) {
            //: %1: the player; %2: the venue typed
            m_error->setText(tr("%1's venue \"%2\" is not one of the event's venues (add it on the Venues page).")
                                 .arg(p.name, p.venue));
            m_players->setCurrentCell(row, VenueColumn);
            return;
        }
        if (!p.assistantAccount.isEmpty() && p.assistantAccount.compare(p.zoneAccount, Qt::CaseInsensitive) == 0) {
            //: %1: the player
            m_error->setText(tr("%1's assistant needs an account of their own (Appendix II–III).").arg(p.name));
            m_players->setCurrentCell(row, AssistantAccountColumn);
            return;
        }
    }
    if (const QString problem = vcs::VcsSettings::templateProblem(m_feedTemplate->text().trimmed());
        !problem.isEmpty()) {
        m_error->setText(problem);
        return;
    }
    if (auto checked = vcs::VcsSettings::fromJson(vcsSettings().toJson()); !checked) {
        m_error->setText(checked.error().message);
        return;
    }
    QDialog::accept();
}

} // namespace arbiter::ui
