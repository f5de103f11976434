#include "core/models/playermodel.h"

#include "core/models/gametablemodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/resultbook.h"
#include "core/rulings/rulingtext.h"
#include "core/rulings/scorerules.h"

#include <tuple>
#include <utility>

namespace arbiter::models {

using rulings::RulingBook;

PlayerModel::PlayerModel(const GameTableModel *games, const RulingModel *rulings, QObject *parent)
    : QAbstractTableModel(parent), m_games(games), m_rulings(rulings)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &PlayerModel::refresh);
    auto later = [this] {
        if (!m_active)
            m_stale = true;
        else if (!m_timer.isActive())
            m_timer.start();
    };
    for (const QAbstractItemModel *m :
         {static_cast<const QAbstractItemModel *>(games), static_cast<const QAbstractItemModel *>(rulings)}) {
        connect(m, &QAbstractItemModel::dataChanged, this, later);
        connect(m, &QAbstractItemModel::rowsInserted, this, later);
        connect(m, &QAbstractItemModel::rowsRemoved, this, later);
        connect(m, &QAbstractItemModel::modelReset, this, later);
    }
}

int PlayerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlayerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void PlayerModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (!active) {
        m_stale = true; // what it shows may change meanwhile (a change waiting for its refresh too)
        m_timer.stop();
    } else if (std::exchange(m_stale, false)) {
        refresh();
    }
}

void PlayerModel::refresh()
{
    m_stale = false;
    QList<rulings::GameResult> games;
    QHash<QString, Row> rows; // by the player's key in the event
    for (int r = 0; r < m_games->rowCount(); ++r) {
        const live::GameSnapshot *s = m_games->snapshot(r);
        rulings::GameResult g;
        g.gameId = s->id;
        g.board = s->pairing.board;
        g.whitePlayer = s->pairing.white;
        g.blackPlayer = s->pairing.black;
        g.whiteRef = m_games->playerRef(r, chess::White);
        g.blackRef = m_games->playerRef(r, chess::Black);
        if (const auto score
            = s->has(live::GameSnapshot::Ended) ? rulings::ScoreRules::fromPgnResult(s->result) : std::nullopt)
            std::tie(g.zoneWhite, g.zoneBlack) = *score;
        games.append(g);
        for (chess::Color side : {chess::White, chess::Black}) {
            const QString &name = side == chess::White ? s->pairing.white : s->pairing.black;
            const QString &key = m_games->playerKey(r, side);
            if (name.isEmpty() || key.isEmpty())
                continue;
            Row &row = rows[key];
            row.key = key;
            row.player = name;
            row.ref = m_games->playerRef(r, side);
            row.board = s->pairing.board;
            row.offZone = s->has(side == chess::White ? live::GameSnapshot::WhiteDisconnected
                                                      : live::GameSnapshot::BlackDisconnected);
            row.offVcs
                = s->has(side == chess::White ? live::GameSnapshot::WhiteOffVcs : live::GameSnapshot::BlackOffVcs);
        }
    }
    const RulingBook &book = m_rulings->book();
    // Players the log names who play no game followed now (an expulsion, a card from an earlier round).
    for (const RulingBook::Entry &e : book.entries()) {
        if (e.ruling.player.isEmpty() || e.state == RulingBook::State::Record)
            continue;
        const QString key = e.ruling.playerKey();
        if (rows.contains(key))
            continue;
        Row &row = rows[key];
        row.key = key;
        row.ref = e.ruling.playerRef;
        const event::PlayerRecord *known = m_games->players().byNumber(row.ref.no);
        row.player = known ? known->name : e.ruling.player;
    }
    const QList<rulings::GameResult> results = rulings::ResultBook::results(games, book);
    for (const rulings::Standing &s : rulings::ResultBook::standings(results, book)) {
        if (!rows.contains(s.key))
            continue;
        Row &row = rows[s.key];
        row.halves = s.games > 0 ? s.halves : -1;
        row.zoneHalves = s.games > 0 || s.zoneHalves > 0 ? s.zoneHalves : -1;
        row.expelled = s.expelled;
    }
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        const RulingBook::Cards cards = book.cards(it->key);
        QStringList cardText;
        if (cards.yellow > 0)
            //: %n: how many yellow cards the player has
            cardText << tr("%n yellow", nullptr, cards.yellow);
        if (cards.red > 0)
            //: %n: how many red cards the player has
            cardText << tr("%n red", nullptr, cards.red);
        it->cards = cardText.join(QStringLiteral(", "));
        QStringList penalties;
        for (const RulingBook::Entry &e : book.penaltiesOf(it->key)) {
            QString text = rulings::RulingText::kindTitle(e.effective().kind);
            if (!e.ruling.article.isEmpty())
                text += QStringLiteral(" (") + rulings::RulingText::articleText(e.ruling.article) + u')';
            if (e.state == RulingBook::State::Pending)
                //: %1: a penalty that waits for the chief arbiter
                text = tr("%1, pending").arg(text);
            penalties << text;
        }
        it->penalties = penalties.join(QStringLiteral("; "));
    }
    QList<Row> sorted = rows.values();
    std::sort(sorted.begin(), sorted.end(), [](const Row &a, const Row &b) {
        const int ba = a.board > 0 ? a.board : INT_MAX, bb = b.board > 0 ? b.board : INT_MAX;
        return ba != bb ? ba < bb : a.player < b.player;
    });
    beginResetModel();
    m_rows = sorted;
    endResetModel();
}

QVariant PlayerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || role != Qt::DisplayRole)
        return {};
    const Row &r = m_rows.at(index.row());
    switch (Column(index.column())) {
    case PlayerColumn: {
        // The starting number tells namesakes apart.
        const QString name = r.ref.labelled(r.player);
        //: %1: the player's name
        return r.expelled ? tr("%1 (expelled)").arg(name) : name;
    }
    case BoardColumn: return r.board > 0 ? QVariant(r.board) : QVariant();
    case ScoreColumn: return r.halves >= 0 ? rulings::ScoreRules::text(r.halves) : QString();
    case ZoneScoreColumn: return r.zoneHalves >= 0 ? rulings::ScoreRules::text(r.zoneHalves) : QString();
    case CardsColumn: return r.cards;
    case PenaltiesColumn: return r.penalties;
    case PresenceColumn: {
        QStringList words;
        if (r.offZone)
            words << tr("off the zone");
        if (r.offVcs)
            words << tr("off the VCS");
        return words.join(QStringLiteral(", "));
    }
    case ColumnCount: break;
    }
    return {};
}

QVariant PlayerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case PlayerColumn: return tr("Player");
    case BoardColumn: return tr("Board");
    case ScoreColumn: return tr("Points after rulings");
    case ZoneScoreColumn: return tr("Zone's points");
    case CardsColumn: return tr("Cards");
    case PenaltiesColumn: return tr("Penalties");
    case PresenceColumn: return tr("Presence");
    case ColumnCount: break;
    }
    return {};
}

} // namespace arbiter::models
