#pragma once

#include "core/report/eventresults.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace arbiter::ui {

// File > Standings…: the event's standings after any round, with the results after rulings and the
// event's tie-breaks (FIDE C.07), as the report and `arbiterctl standings` count them. The arbiter may
// change the tie-breaks and their edition: the table follows at once, and "Keep for the event" stores
// them (tieBreaksChosen).
class StandingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit StandingsDialog(const report::EventResults::Record &event, QWidget *parent = nullptr);

Q_SIGNALS:
    // The tie-breaks ("BH-C1,SB"), their edition ("fide2024", "fide2026") and Appendix I A.9 ("stand",
    // "to-opponents") to keep for the event.
    void settingsChosen(const QString &list, const QString &rules, const QString &expelledPoints);

private:
    void refresh();

    report::EventResults::Record m_event;
    QSpinBox *m_round;
    QLineEdit *m_tieBreaks;
    QComboBox *m_rules;
    QComboBox *m_expelled;
    QLabel *m_problem;
    QTableWidget *m_table;
};

} // namespace arbiter::ui
