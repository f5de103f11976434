#pragma once

#include "event/eventdata.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace arbiter::ui {

// The event as the chief arbiter sets it up: name, kind (Art. 6.1), time control, default time
// (Art. 8.5), rounds, and the players and pairings taken from the pairing program (a TRF-16 file as
// Swiss-Manager and Vega export it, or CSV). What an import could not take as it stood is listed
// line by line, so nothing is dropped silently. OK is refused, with the reason shown, while the
// event is not valid.
class EventDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EventDialog(const event::EventData &data, QWidget *parent = nullptr);

    // The event as edited (valid once accepted).
    event::EventData data() const;
    // Reads a TRF-16 (.trf, .txt) or CSV (players, or pairings when it has a "White" column) file;
    // false with the reason shown when it cannot be used at all.
    bool importFile(const QString &path);
    QString errorText() const;
    QListWidget *warnings() const { return m_warnings; }

    void accept() override;

private:
    void showPlayersAndPairings();
    void browseImport();

    event::EventData m_data;
    QLineEdit *m_name;
    QComboBox *m_type;
    QLineEdit *m_timeControl;
    QSpinBox *m_defaultTime;
    QSpinBox *m_rounds;
    QSpinBox *m_currentRound;
    QLabel *m_summary;
    QTableWidget *m_players;
    QListWidget *m_warnings;
    QLabel *m_error;
};

} // namespace arbiter::ui
