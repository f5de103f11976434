#pragma once

#include <QObject>
#include <QTimer>

class QTableView;

namespace arbiter::ui {

// Fits a table's columns (all but those the header stretches) to what they show, at little cost:
// measured on the rows on screen only, when the table is shown and every `everyMs` while it is.
// QHeaderView's ResizeToContents instead measures every row (up to a thousand) on every change of
// the model, visible or not: with the players panel of a thousand-game round that took a quarter of
// the GUI thread while the roll call changed everyone's presence, and stalled the screen.
class ColumnFit : public QObject
{
    Q_OBJECT

public:
    explicit ColumnFit(QTableView *view, int everyMs = 2000);
    // Fits now (when the view is visible).
    void fit();

private:
    bool eventFilter(QObject *watched, QEvent *event) override;

    QTableView *m_view;
    QTimer m_timer;
};

} // namespace arbiter::ui
