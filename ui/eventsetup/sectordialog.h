#pragma once

#include "core/event/sector.h"
#include "core/event/staffmember.h"

#include <QDialog>
#include <QList>
#include <QSet>
#include <QStringList>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace arbiter::ui {

// Art. 10.3.1: who watches what. One row per arbiter of the event's staff: the boards and the players
// (starting numbers) of their sector as assigned, the boards these cover this round, and who assigned
// it (or handed it over). The chief arbiter, the deputy and a venue's local chief edit every row,
// everyone else only their own; the boards of the round nobody watches are named below, live as
// the rows are edited. Apply sends the changed rows; Hand over… gives the selected row's sector to
// another arbiter (a shift change).
class SectorDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SectorDialog(QWidget *parent = nullptr);

    // What to show: the event's sectors, its staff, who uses the console, and the boards of the games
    // the console follows (boards with games but no pairing count as the round's too). Rows being
    // edited keep the arbiter's text.
    void setPlan(const event::SectorPlan &plan, const QList<event::StaffMember> &staff,
                 const std::optional<event::StaffMember> &me, const QSet<int> &liveBoards);
    QTableWidget *table() const { return m_table; }
    QLabel *unwatchedLabel() const { return m_unwatched; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *handOverButton() const { return m_handOver; }
    // The sectors as edited, for the rows the arbiter changed.
    QList<event::Sector> changedSectors() const;

    enum Column { ArbiterColumn, RoleColumn, BoardsColumn, PlayersColumn, CoveredColumn, AssignedColumn, ColumnCount };

Q_SIGNALS:
    void sectorRequested(const arbiter::event::Sector &sector);
    // Hand over this arbiter's sector (the window asks to whom).
    void handOverRequested(const QString &from);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void edited();
    void updateButtons();
    void retranslate();
    event::Sector rowSector(int row) const;

    event::SectorPlan m_plan;
    QList<event::StaffMember> m_staff;
    std::optional<event::StaffMember> m_me;
    QSet<int> m_liveBoards;
    QSet<int> m_dirty; // rows the arbiter edited since the last Apply
    bool m_filling = false;
    QLabel *m_intro;
    QTableWidget *m_table;
    QLabel *m_unwatched;
    QPushButton *m_handOver;
    QPushButton *m_apply;
    QDialogButtonBox *m_buttons;
};

// A shift change: the outgoing arbiter's sector goes to another, with the open incidents of its boards
// listed for the incoming one and a note.
class HandOverDialog : public QDialog
{
    Q_OBJECT

public:
    // `sector`: what is handed over, as text; `candidates`: who may take it; `openIncidents`: one line
    // each.
    HandOverDialog(const QString &from, const QString &sector, const QStringList &candidates,
                   const QStringList &openIncidents, QWidget *parent = nullptr);
    QString to() const;
    // The note as the incoming arbiter reads it: the outgoing arbiter's words and the open incidents.
    QString note() const;
    QComboBox *recipient() const { return m_to; }

private:
    QStringList m_incidents;
    QComboBox *m_to;
    QListWidget *m_list;
    QPlainTextEdit *m_note;
    QDialogButtonBox *m_buttons;
};

} // namespace arbiter::ui
