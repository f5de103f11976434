#pragma once

#include "core/evidence/evidenceitem.h"

#include <QByteArray>
#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QTableWidget;

namespace arbiter::ui {

// The event's VCS evidence (Appendix I A.5, Rulings > Evidence): every still the console kept, with
// the incident it was taken for, whose feed and when, and whether it is held for proceedings. Only
// the chief arbiter sees a picture (the session refuses anyone else and logs both); the chief
// arbiter holds or releases an item, saves a picture to a file for the expert panel, and declares
// the event's results final, from when everything not held is deleted after one year. Talks to the
// session through its signals only.
class EvidenceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EvidenceDialog(QWidget *parent = nullptr);

    void setItems(const QList<arbiter::evidence::EvidenceItem> &items, qint64 resultsFinalUtcMs);
    void showPicture(qint64 id, const QByteArray &data);
    void showRefusal(const QString &reason);
    QTableWidget *table() const { return m_table; }
    QLabel *picture() const { return m_picture; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    void refreshRequested();
    void openRequested(qint64 id);
    void holdRequested(qint64 id, bool held);
    void resultsFinalRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    qint64 currentId() const;
    void savePicture();

    QTableWidget *m_table;
    QLabel *m_picture;
    QLabel *m_retention;
    QLabel *m_message;
    QPushButton *m_open;
    QPushButton *m_hold;
    QPushButton *m_save;
    QPushButton *m_final;
    QList<arbiter::evidence::EvidenceItem> m_items;
    qint64 m_resultsFinalUtcMs = 0;
    qint64 m_shownId = 0;
    QByteArray m_shown; // the picture shown (the chief arbiter's)
};

} // namespace arbiter::ui
