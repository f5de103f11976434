#pragma once

#include "core/rulings/resultbook.h"
#include "core/rulings/rulingbook.h"

#include <QAbstractTableModel>

namespace arbiter::models {

// The event's rulings log for the screen: one row per entry as it is committed (the session sends
// every row, this console's and other consoles'), texts in the current language (entries are kind
// and parameters), the state each ruling stands in and what the zone did with it. Also what a
// player's tile, the game list and the players panel show: cards, pending penalties.
class RulingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        SeqColumn,
        TimeColumn,
        BoardColumn,
        PlayerColumn,
        KindColumn,
        DetailColumn,
        ArticleColumn,
        IssuerColumn,
        StateColumn,
        ZoneColumn,
        ColumnCount
    };
    enum Role {
        SeqRole = Qt::UserRole + 1, // qint64
        NeedsPlatformRole, // bool: on the "apply on the platform" checklist
        PendingRole, // bool: waiting for the chief arbiter
        StateRole, // int RulingBook::State
        KindRole // int rulings::Kind
    };

    explicit RulingModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const rulings::RulingBook &book() const { return m_book; }
    const rulings::RulingBook::Entry *entryAt(int row) const;
    // Rows are entries; follow-ups (confirmations, zone records) are hidden unless asked for.
    bool showsRecords() const { return m_showRecords; }
    void setShowRecords(bool show);

    // "2 yellow, 1 red · 1 pending": what a player's tile and the players panel show; empty when
    // nothing. `playerKey`: the player's key in the event (Ruling::playerKey()).
    QString badge(const QString &playerKey) const;
    // The same as marks on a tile: "Y" per yellow card, "R" per red card, "P" when a penalty is pending.
    QString marks(const QString &playerKey) const;
    // The state's and the zone part's text (translated).
    static QString stateText(const rulings::RulingBook::Entry &entry);
    static QString zoneText(const rulings::RulingBook::Entry &entry);

public Q_SLOTS:
    void add(const arbiter::rulings::Ruling &ruling);
    void clear();
    void retranslate();

Q_SIGNALS:
    // The players whose cards or penalties changed (their keys).
    void playersChanged(const QStringList &playerKeys);

private:
    void rebuildRows();

    rulings::RulingBook m_book;
    QList<qsizetype> m_rows; // indices into m_book.entries()
    bool m_showRecords = false;
};

} // namespace arbiter::models
