#pragma once

#include "core/zone/zoneevent.h"
#include "core/zone/zonesource.h"

#include <QDialog>

class QColor;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace arbiter::ui {

// Where the games come from: a tab per game zone (Lichess: bulk pairing, game ids or broadcast
// round, with the organiser's token; live PGN: an address or a file; the simulator: its address),
// and below them the connection's health as it changes, in words an arbiter understands. Stays
// open beside the console (not modal) so the arbiter can watch it connect.
class ConnectionDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectionDialog(QWidget *parent = nullptr);

    // The source the current tab describes (not checked).
    zone::ZoneSource source() const;
    // Fills the tab of this source (the token field stays as it is unless the source has one).
    void setSource(const zone::ZoneSource &source);
    // Checks the current tab and asks to connect; false (with the reason shown) when it cannot.
    bool connectToZone();
    // The text of the health panel (for tests and screen readers).
    QString healthText() const;

public Q_SLOTS:
    void setHealth(const arbiter::zone::ConnectionHealth &health);

Q_SIGNALS:
    void connectRequested(const arbiter::zone::ZoneSource &source);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showState(const QString &state, const QString &explanation, const QColor &colour);
    void browsePgn();

    QTabWidget *m_tabs;
    // Lichess
    QLineEdit *m_lichessServer;
    QLineEdit *m_bulkId;
    QPlainTextEdit *m_gameIds;
    QLineEdit *m_broadcast;
    QLineEdit *m_lichessToken;
    // Live PGN
    QLineEdit *m_pgnUrl;
    QLineEdit *m_pgnFile;
    QPushButton *m_browse;
    // Simulator
    QLineEdit *m_simAddress;
    QLineEdit *m_simToken;
    QLineEdit *m_simRound;

    QLabel *m_state;
    QLabel *m_explanation;
    QDialogButtonBox *m_buttons;
    QPushButton *m_connect;
    QList<QLabel *> m_labels; // form labels, retranslated in order
    zone::ConnectionHealth m_health;
    QString m_connecting; // description of what we connect to
};

} // namespace arbiter::ui
