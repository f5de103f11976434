#include "core/models/rulingmodel.h"

#include "core/rulings/rulingtext.h"

#include <QDateTime>

namespace arbiter::models {

using rulings::Kind;
using rulings::RulingBook;
using rulings::RulingText;

RulingModel::RulingModel(QObject *parent) : QAbstractTableModel(parent) { }

int RulingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RulingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const RulingBook::Entry *RulingModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    return &m_book.entries().at(m_rows.at(row));
}

QString RulingModel::stateText(const RulingBook::Entry &e)
{
    switch (e.state) {
    case RulingBook::State::InForce: return e.appealed ? tr("in force, appealed") : tr("in force");
    case RulingBook::State::Pending:
        return e.ruling.kind == Kind::Provisional ? tr("provisional") : tr("awaiting the chief arbiter");
    case RulingBook::State::Rejected: return tr("rejected");
    case RulingBook::State::Withdrawn: return tr("withdrawn");
    case RulingBook::State::Revoked: return tr("revoked");
    case RulingBook::State::Record: return QString();
    }
    return QString();
}

QString RulingModel::zoneText(const RulingBook::Entry &e)
{
    switch (e.zone) {
    case RulingBook::ZoneState::None: return QString();
    case RulingBook::ZoneState::Awaiting: return tr("sent to the zone");
    case RulingBook::ZoneState::Applied: return tr("accepted by the zone");
    case RulingBook::ZoneState::Confirmed: return tr("done on the zone");
    case RulingBook::ZoneState::OnPlatform:
        if (e.zoneMessage.isEmpty())
            return tr("apply on the platform");
        //: %1: why the zone did not apply it
        return tr("apply on the platform (%1)").arg(e.zoneMessage);
    case RulingBook::ZoneState::DoneByHand: return tr("applied on the platform");
    }
    return QString();
}

QVariant RulingModel::data(const QModelIndex &index, int role) const
{
    const RulingBook::Entry *e = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    const rulings::Ruling &r = e->ruling;
    switch (role) {
    case SeqRole: return qint64(r.seq);
    case NeedsPlatformRole:
        return e->state == RulingBook::State::InForce && e->zone == RulingBook::ZoneState::OnPlatform;
    case PendingRole: return e->state == RulingBook::State::Pending;
    case StateRole: return int(e->state);
    case KindRole: return int(r.kind);
    case Qt::ToolTipRole:
        if (index.column() == ArticleColumn || index.column() == DetailColumn)
            return r.reason.isEmpty() ? QVariant() : QVariant(RulingText::reasonText(r.reason));
        return {};
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (Column(index.column())) {
    case SeqColumn: return qint64(r.seq);
    case TimeColumn: return QDateTime::fromMSecsSinceEpoch(r.utcMs).toString(QStringLiteral("HH:mm:ss"));
    case BoardColumn: return r.board > 0 ? QVariant(r.board) : QVariant();
    case PlayerColumn:
        return r.playerRef.no > 0 ? QStringLiteral("%1  #%2").arg(r.player).arg(r.playerRef.no) : r.player;
    case KindColumn: return RulingText::kindTitle(r.kind);
    case DetailColumn: {
        QString text = RulingText::describe(r);
        if (!r.reason.isEmpty())
            text += QStringLiteral(" — ") + RulingText::reasonText(r.reason);
        return text;
    }
    case ArticleColumn: return RulingText::articleText(r.article);
    case IssuerColumn: return r.issuer;
    case StateColumn: return stateText(*e);
    case ZoneColumn: return zoneText(*e);
    case ColumnCount: break;
    }
    return {};
}

QVariant RulingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case SeqColumn: return tr("No.");
    case TimeColumn: return tr("Time");
    case BoardColumn: return tr("Board");
    case PlayerColumn: return tr("Player");
    case KindColumn: return tr("Ruling");
    case DetailColumn: return tr("Details");
    case ArticleColumn: return tr("Article");
    case IssuerColumn: return tr("By");
    case StateColumn: return tr("State");
    case ZoneColumn: return tr("Zone");
    case ColumnCount: break;
    }
    return {};
}

void RulingModel::setShowRecords(bool show)
{
    if (show == m_showRecords)
        return;
    m_showRecords = show;
    rebuildRows();
}

void RulingModel::rebuildRows()
{
    beginResetModel();
    m_rows.clear();
    for (qsizetype i = 0; i < m_book.entries().size(); ++i)
        if (m_showRecords || m_book.entries().at(i).state != RulingBook::State::Record)
            m_rows.append(i);
    endResetModel();
}

void RulingModel::add(const rulings::Ruling &ruling)
{
    if (m_book.entry(ruling.seq))
        return; // sent twice (loaded, then refreshed)
    m_book.append(ruling);
    const qsizetype index = m_book.entries().size() - 1;
    QStringList players;
    if (!ruling.player.isEmpty())
        players.append(ruling.playerKey());
    if (m_book.entries().at(index).state == RulingBook::State::Record) {
        // A follow-up changes the row it answers.
        for (int row = 0; row < m_rows.size(); ++row)
            if (m_book.entries().at(m_rows.at(row)).ruling.seq == ruling.ref)
                Q_EMIT dataChanged(this->index(row, 0), this->index(row, ColumnCount - 1));
        if (!m_showRecords) {
            if (!players.isEmpty())
                Q_EMIT playersChanged(players);
            return;
        }
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(index);
    endInsertRows();
    if (!players.isEmpty())
        Q_EMIT playersChanged(players);
}

void RulingModel::clear()
{
    QStringList players;
    for (const RulingBook::Entry &e : m_book.entries())
        if (!e.ruling.player.isEmpty() && !players.contains(e.ruling.playerKey()))
            players.append(e.ruling.playerKey());
    beginResetModel();
    m_book = RulingBook();
    m_rows.clear();
    endResetModel();
    if (!players.isEmpty())
        Q_EMIT playersChanged(players);
}

void RulingModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QString RulingModel::marks(const QString &playerKey) const
{
    if (playerKey.isEmpty())
        return QString();
    const RulingBook::Cards cards = m_book.cards(playerKey);
    QString text = QString(cards.yellow, u'Y') + QString(cards.red, u'R');
    for (const RulingBook::Entry &e : m_book.penaltiesOf(playerKey))
        if (e.state == RulingBook::State::Pending) {
            text += u'P';
            break;
        }
    return text;
}

QString RulingModel::badge(const QString &playerKey) const
{
    if (playerKey.isEmpty())
        return QString();
    const RulingBook::Cards cards = m_book.cards(playerKey);
    int pending = 0;
    int penalties = 0;
    for (const RulingBook::Entry &e : m_book.penaltiesOf(playerKey)) {
        if (e.state == RulingBook::State::Pending)
            ++pending;
        else
            ++penalties;
    }
    QStringList parts;
    if (cards.yellow > 0)
        //: %n: the number of yellow cards
        parts << tr("%n yellow", nullptr, cards.yellow);
    if (cards.red > 0)
        //: %n: the number of red cards
        parts << tr("%n red", nullptr, cards.red);
    if (penalties > 0)
        //: %n: the number of penalties in force
        parts << tr("%n penalty(ies)", nullptr, penalties);
    if (pending > 0)
        //: %n: the number of penalties pending (provisional or proposed)
        parts << tr("%n pending", nullptr, pending);
    return parts.join(QStringLiteral(" · "));
}

} // namespace arbiter::models
