#include "core/models/movelistmodel.h"

#include "core/chess/position.h"
#include "core/models/gametablemodel.h"

namespace arbiter::models {

MoveListModel::MoveListModel(QObject *parent) : QAbstractTableModel(parent) { }

int MoveListModel::rowsFor(int plies) const
{
    return (plies + m_blackFirst + 1) / 2;
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rowsFor(int(m_record.plies.size()));
}

int MoveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int MoveListModel::plyAt(int row, int column) const
{
    const bool white = column == WhiteMoveColumn || column == WhiteClockColumn;
    const bool black = column == BlackMoveColumn || column == BlackClockColumn;
    if (!white && !black)
        return 0;
    const int ply = row * 2 + (black ? 2 : 1) - m_blackFirst;
    return ply >= 1 && ply <= int(m_record.plies.size()) ? ply : 0;
}

QModelIndex MoveListModel::indexOfPly(int ply) const
{
    if (ply < 1 || ply > int(m_record.plies.size()))
        return {};
    const int k = ply - 1 + m_blackFirst;
    return index(k / 2, k % 2 == 0 ? WhiteMoveColumn : BlackMoveColumn);
}

bool MoveListModel::drawOfferWith(int ply) const
{
    for (const auto &offer : m_record.drawOffers)
        if (offer.ply == ply)
            return true;
    return false;
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const int ply = plyAt(index.row(), index.column());
    const live::GameRecord::Ply *p = ply > 0 ? &m_record.plies[std::size_t(ply - 1)] : nullptr;
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == NumberColumn)
            return QStringLiteral("%1.").arg(m_firstNumber + index.row());
        if (!p)
            return column == WhiteMoveColumn && index.row() == 0 && m_blackFirst ? QStringLiteral("…") : QVariant();
        if (column == WhiteMoveColumn || column == BlackMoveColumn)
            return drawOfferWith(ply) ? p->san + QStringLiteral(" (=)") : p->san;
        {
            const auto ms = column == WhiteClockColumn ? p->whiteMs : p->blackMs;
            return ms ? GameTableModel::clockText(*ms) : QString();
        }
    case Qt::TextAlignmentRole:
        if (column == WhiteClockColumn || column == BlackClockColumn || column == NumberColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case PlyRole: return ply;
    case DrawOfferRole: return ply > 0 && drawOfferWith(ply);
    case IllegalRole: return p && !p->validated;
    default: return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn: return tr("No.");
    case WhiteMoveColumn: return tr("White");
    case WhiteClockColumn: return tr("Clock");
    case BlackMoveColumn: return tr("Black");
    case BlackClockColumn: return tr("Clock");
    }
    return {};
}

void MoveListModel::setRecord(const live::GameRecord &record)
{
    // The same game grown by some plies: insert the new rows, refresh the last ones.
    const bool grows = record.id == m_record.id && record.plies.size() >= m_record.plies.size()
        && record.pairing.initialFen == m_record.pairing.initialFen;
    if (!grows) {
        beginResetModel();
        m_record = record;
        m_blackFirst = 0;
        m_firstNumber = 1;
        if (!record.pairing.initialFen.isEmpty()) {
            if (auto start = chess::Position::fromFen(record.pairing.initialFen, chess::Position::FenMode::Lenient)) {
                m_blackFirst = start->sideToMove() == chess::Black ? 1 : 0;
                m_firstNumber = start->fullmoveNumber();
            }
        }
        endResetModel();
        return;
    }
    const int oldRows = rowCount();
    const int newRows = rowsFor(int(record.plies.size()));
    if (newRows > oldRows) {
        beginInsertRows({}, oldRows, newRows - 1);
        m_record = record;
        endInsertRows();
    } else {
        m_record = record;
    }
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace arbiter::models
