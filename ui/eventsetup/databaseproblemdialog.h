#pragma once

#include "core/storage/openerror.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPushButton;

namespace arbiter::ui {

// Shown instead of quitting when the event database cannot be opened (started from a desktop
// menu, a line on stderr is never seen): it says why in an arbiter's words (not a database,
// damaged, from a newer console, another program's file, unreachable) and offers what fits —
// move the file aside (renamed with a timestamp, nothing deleted) and start a new one in its place,
// open another file, start a new one elsewhere, try again, or quit. Another program's file is
// never offered to be moved: that program would lose it.
class DatabaseProblemDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { Quit, MoveAside, OpenOther, StartNew, TryAgain };
    // Asks for a file (open another, start a new one); empty when the arbiter cancels. Tests put
    // their own in place of the file dialogs.
    using FileChooser = std::function<QString(Choice choice, const QString &startPath)>;

    explicit DatabaseProblemDialog(const storage::OpenError &error, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    // The file to open for OpenOther and StartNew.
    QString chosenPath() const { return m_path; }
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }

    // The texts shown (for tests and screen readers).
    QString headline() const;
    QString advice() const;
    QPushButton *button(Choice choice) const;

private:
    void choose(Choice choice);

    storage::OpenError m_error;
    Choice m_choice = Choice::Quit;
    QString m_path;
    FileChooser m_chooser;
    QLabel *m_headline;
    QLabel *m_advice;
    QPushButton *m_moveAside;
    QPushButton *m_openOther;
    QPushButton *m_startNew;
    QPushButton *m_tryAgain;
    QPushButton *m_quit;
};

} // namespace arbiter::ui
