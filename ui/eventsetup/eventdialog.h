#pragma once

#include "core/rulings/cardpolicy.h"

#include "core/event/csvimport.h"
#include "core/event/eventdata.h"
#include "core/vcs/vcssettings.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace arbiter::ui {

// The event as the chief arbiter sets it up: name, kind (Art. 6.1), time control, default time
// (Art. 8.5), rounds, and the players and pairings taken from the pairing program or the
// federation (event::FileImport: a TRF file from Swiss-Manager, Vega, JaVaFo, bbpPairings or
// Lichess, or a CSV list of players or pairings). A CSV file whose header names nothing the console
// knows goes through the column-mapping step (CsvMappingDialog), and the mapping is remembered for
// files with the same header. The players and the pairings of every round are shown as imported;
// what could not be taken as it stood is listed line by line, so nothing is dropped silently. OK is
// refused, with the reason shown, while the event is not valid.
class EventDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EventDialog(const event::EventData &data, QWidget *parent = nullptr);

    // The event as edited (valid once accepted).
    event::EventData data() const;
    // Reads a TRF or CSV file (what kind it is, FileImport says); false with the reason shown when
    // it cannot be used at all, or when the arbiter cancels the mapping step.
    bool importFile(const QString &path);
    // The mapping step again for the last CSV file imported (its columns as the arbiter sees fit).
    bool changeColumns();
    QString errorText() const;
    // The event's card policy (Art. 13.4), shown and edited here; the edited one, when the arbiter
    // changed it (nullopt when untouched).
    void setCardPolicy(const rulings::CardPolicy &policy);
    std::optional<rulings::CardPolicy> changedCardPolicy() const;
    // The event's VCS settings (Art. 13, 14) on their own page: where the players' feeds are (a URL
    // template; a player's own addresses are edited in the players' table), where the video
    // server's presence reports come from, how long a feed may be lost, dark, frozen or silent, how
    // long a finished player may stay on camera (Art. 9.12), and whether stills are kept as evidence;
    // the edited settings when the arbiter changed them.
    void setVcsSettings(const vcs::VcsSettings &settings);
    vcs::VcsSettings vcsSettings() const;
    std::optional<vcs::VcsSettings> changedVcsSettings() const;
    QListWidget *warnings() const { return m_warnings; }

    void accept() override;

    // Where the mapping the arbiter chose for a CSV header is remembered (QSettings group).
    static constexpr const char *MappingsGroup = "import/csvMappings";
    // The players' table: the pairing program's columns, then the zone account and the three feed
    // addresses (camera, screen, second camera), the venue (Part IIIb) and the online assistant with
    // their zone account (Appendix II–III), which the arbiter may type.
    static constexpr int AccountColumn = 7;
    static constexpr int VenueColumn = 11;
    static constexpr int AssistantColumn = 12;
    static constexpr int AssistantAccountColumn = 13;
    static constexpr int PlayerColumns = 14;
    // The venues' table (Part IIIb): name, city, local organiser, panoramic cameras, traditional sets.
    QTableWidget *venuesTable() const { return m_venues; }

private:
    void showPlayersAndPairings();
    QWidget *makeVcsPage();
    QWidget *makeVenuesPage();
    void addVenueRow(const event::Venue &venue);
    QList<event::Venue> venues() const;
    void browseImport();
    bool importCsv(const event::CsvTable &table, event::CsvMapping mapping, bool ask);
    bool apply(const Result<event::EventImport> &imported);

    event::EventData m_data;
    QLineEdit *m_name;
    QComboBox *m_type;
    QLineEdit *m_timeControl;
    QSpinBox *m_defaultTime;
    QSpinBox *m_appeal;
    QSpinBox *m_rounds;
    QSpinBox *m_currentRound;
    QLabel *m_summary;
    QTableWidget *m_players;
    QTableWidget *m_pairings;
    QPushButton *m_columnsButton;
    QListWidget *m_warnings;
    QLabel *m_error;
    QLabel *m_cards;
    rulings::CardPolicy m_cardPolicy;
    QLineEdit *m_feedTemplate;
    QLineEdit *m_presenceUrl;
    QSpinBox *m_lostSeconds;
    QSpinBox *m_darkSeconds;
    QSpinBox *m_frozenSeconds;
    QSpinBox *m_silentSeconds;
    QSpinBox *m_finishedSeconds;
    QCheckBox *m_evidenceStills;
    QCheckBox *m_lowStreams;
    QCheckBox *m_traditionalSets;
    QTableWidget *m_venues;
    vcs::VcsSettings m_vcsBefore;
    bool m_cardPolicyChanged = false;
    // The last CSV file imported, for changeColumns().
    struct LastCsv
    {
        QString fileName;
        event::CsvTable table;
        event::CsvMapping mapping;
    };
    std::optional<LastCsv> m_lastCsv;
    QString m_datesText;
};

} // namespace arbiter::ui
