#pragma once

#include "core/watch/incident.h"

#include <QDockWidget>

class QModelIndex;
class QTableView;

namespace arbiter::models {
class IncidentModel;
}

namespace arbiter::ui {

// The incident queue as a dock: every incident of the event with its article, explanation and
// review. Choosing one asks for its board at the move (openRequested); the arbiter steps through
// the queue (F8, Shift+F8) and reviews the current incident: acknowledged (a note is optional) or
// dismissed (a note saying why is required), sent as reviewRequested for the session to store.
class IncidentDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit IncidentDock(models::IncidentModel *incidents, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    // The incident selected in the queue, if any.
    const watch::Incident *currentIncident() const;
    // The next or previous incident (`delta`), opened.
    void step(int delta);
    // The arbiter's review of the current incident, with a note (asks for one when `note` is null).
    void reviewCurrent(watch::Incident::ReviewState state, const QString &note = QString());

Q_SIGNALS:
    void openRequested(const QString &gameId, int ply);
    void reviewRequested(const QString &key, arbiter::watch::Incident::ReviewState state, const QString &note);
    // A word for the status bar (translated), for this long.
    void message(const QString &text, int timeoutMs);

protected:
    void changeEvent(QEvent *event) override;

private:
    void open(const QModelIndex &index);

    models::IncidentModel *m_incidents;
    QTableView *m_view;
};

} // namespace arbiter::ui
