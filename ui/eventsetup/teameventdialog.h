#pragma once

#include "core/storage/storeconfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace arbiter::ui {

// File > Open team event…: where a team event's server is (server, port, database), who you are on
// it (your login) and how the connection is protected (TLS: the server's certificate checked by
// default). Never a password: that is asked for when connecting, or comes from the system keychain.
class TeamEventDialog : public QDialog
{
    Q_OBJECT

public:
    // Starts from `initial` (a recent team event), or empty fields.
    explicit TeamEventDialog(const storage::PostgresOptions &initial, QWidget *parent = nullptr);

    // The server as entered; valid when the dialog was accepted.
    storage::PostgresOptions options() const { return m_options; }

private:
    void update();

    QLineEdit *m_server;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_login;
    QComboBox *m_tls;
    QLineEdit *m_ca;
    QLabel *m_address;
    QDialogButtonBox *m_buttons;
    storage::PostgresOptions m_options;
};

// The password of a login on a team event's server, asked for when the keychain has none (or the
// server refused the one it had). It lives only in memory, and in the keychain if the arbiter asks.
class PasswordDialog : public QDialog
{
    Q_OBJECT

public:
    // `problem`: why it is asked again (the server's refusal), or empty. `canKeep`: a keychain runs.
    PasswordDialog(const QString &login, const QString &address, const QString &problem, bool canKeep,
                   QWidget *parent = nullptr);

    QString password() const;
    bool keep() const; // keep it in the system keychain

private:
    QLineEdit *m_password;
    QCheckBox *m_keep;
};

} // namespace arbiter::ui
