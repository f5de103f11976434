#include "ui/wall/tilepainter.h"

#include "core/models/gametablemodel.h"
#include "ui/board/boardpainter.h"
#include "ui/common/palette.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QStaticText>
#include <QtMath>

#include <algorithm>
#include <vector>

namespace arbiter::ui {

namespace {

// Fonts, clock widths and clock texts are made once and reused: building a QFont, measuring and
// shaping text cost more than drawing a cached tile (the GUI thread draws 4000 clocks a second at
// 400 games ×10). Painting happens on the GUI thread only.
const QFont &lineFont(int lineH, bool bold = false)
{
    static QHash<int, QFont> fonts;
    const int key = lineH * 2 + (bold ? 1 : 0);
    auto it = fonts.find(key);
    if (it == fonts.end()) {
        QFont font;
        font.setPixelSize(qMax(8, lineH * 2 / 3));
        font.setBold(bold);
        it = fonts.insert(key, font);
    }
    return *it;
}

// A line's text laid out once per font: a tile's names and board number are drawn again with every
// move, a clock's text ten times a second.
const QStaticText &laidOut(const QString &text, int lineH, bool bold)
{
    static QHash<int, QHash<QString, QStaticText>> texts;
    QHash<QString, QStaticText> &cache = texts[lineH * 2 + (bold ? 1 : 0)];
    auto it = cache.find(text);
    if (it == cache.end()) {
        if (cache.size() > 50'000) // every second of long games and 1000 games' names: plenty
            cache.clear();
        QStaticText t(text);
        t.setTextFormat(Qt::PlainText);
        t.prepare(QTransform(), lineFont(lineH, bold));
        it = cache.insert(text, t);
    }
    return *it;
}

int textWidth(const QString &text, int lineH, bool bold)
{
    return qCeil(laidOut(text, lineH, bold).size().width());
}

// Whether the text is sure to be wider than `width`, from the sum of its characters' advances, each
// measured once: a player's name is tried in up to five forms, and laying each out (shaping) is
// what a new tile costs most (a thousand new tiles when a round is listed). Kerning and ligatures
// change a line's width by a few pixels at most, hence the margin; the form chosen is measured
// exactly.
bool surelyWider(const QString &text, int lineH, bool bold, int width)
{
    static QHash<int, QHash<char16_t, qreal>> advances;
    QHash<char16_t, qreal> &font = advances[lineH * 2 + (bold ? 1 : 0)];
    qreal sum = 0;
    for (const QChar c : text) {
        auto it = font.find(c.unicode());
        if (it == font.end())
            it = font.insert(c.unicode(), QFontMetricsF(lineFont(lineH, bold)).horizontalAdvance(c));
        sum += *it;
    }
    return sum > width + qMax<qreal>(3, sum * 0.05);
}

// The text in `r`, centred vertically, at its left or right edge.
void drawLineText(QPainter &p, const QRect &r, const QString &text, int lineH, bool bold, Qt::Alignment align)
{
    const QStaticText &t = laidOut(text, lineH, bold);
    const QSizeF size = t.size();
    const qreal x = align & Qt::AlignRight ? r.right() + 1 - size.width() : r.left();
    p.setFont(lineFont(lineH, bold));
    p.drawStaticText(QPointF(x, r.top() + (r.height() - size.height()) / 2.0), t);
}

// A board number drawn figure by figure, each laid out once: a round's thousand tiles have a
// thousand numbers, and laying each out (shaping) cost more than the rest of a new tile's top line.
// Figures have equal advances and no kerning in the fonts the console is drawn with. Returns the
// width.
int drawNumber(QPainter &p, const QRect &r, const QString &number, int lineH, bool bold)
{
    p.setFont(lineFont(lineH, bold));
    qreal x = r.left();
    for (const QChar c : number) {
        const QStaticText &t = laidOut(QString(c), lineH, bold);
        p.drawStaticText(QPointF(x, r.top() + (r.height() - t.size().height()) / 2.0), t);
        x += t.size().width();
    }
    return qCeil(x - r.left());
}

// A board drawn once and copied where it is drawn again: a round listed at once shows the starting
// position on every tile (~430 new tiles on a full-HD screen at 1000 games, each board ~10 µs to
// draw when copying it takes ~1 µs). A board is kept once it is drawn a second time at the same
// size, a few at a time; one seen only once is drawn in place, so the boards of games under way
// (each different) cost nothing more. Painting happens on the GUI thread only.
void paintBoard(QPainter &p, const QRect &r, const BoardPainter::Board &board, const PieceSet &pieces)
{
    struct Key
    {
        BoardPainter::Board board;
        QSize size;
        qreal dpr = 1;
        const PieceSet *pieces = nullptr;
        bool operator==(const Key &) const = default;
    };
    struct Kept
    {
        Key key;
        QPixmap image;
    };
    constexpr std::size_t KeptBoards = 4;
    constexpr std::size_t SeenBoards = 8;
    static std::vector<Kept> kept; // the most recently used last
    static std::vector<Key> seen; // drawn once, the most recent last
    const Key key{board, r.size(), p.device()->devicePixelRatioF(), &pieces};
    const auto hit = std::find_if(kept.begin(), kept.end(), [&](const Kept &k) { return k.key == key; });
    if (hit != kept.end()) {
        p.drawPixmap(r.topLeft(), hit->image);
        std::rotate(hit, hit + 1, kept.end());
        return;
    }
    const auto again = std::find(seen.begin(), seen.end(), key);
    if (again == seen.end()) {
        if (seen.size() == SeenBoards)
            seen.erase(seen.begin());
        seen.push_back(key);
        BoardPainter::paint(p, r, board, pieces, {});
        return;
    }
    seen.erase(again);
    QPixmap image(r.size() * key.dpr);
    image.setDevicePixelRatio(key.dpr);
    {
        QPainter painter(&image);
        BoardPainter::paint(painter, QRect(QPoint(0, 0), r.size()), board, pieces, {});
    }
    p.drawPixmap(r.topLeft(), image);
    if (kept.size() == KeptBoards)
        kept.erase(kept.begin());
    kept.push_back({key, std::move(image)});
}

// A filled rounded label; returns its width.
int drawPill(QPainter &p, const QRect &line, int x, const QString &text, const QColor &fill, const QColor &ink)
{
    const QFontMetrics fm(p.font());
    const int w = fm.horizontalAdvance(text) + line.height() / 2;
    const QRect r(x, line.y() + 1, w, line.height() - 2);
    QPainterPath path;
    path.addRoundedRect(r, r.height() / 3.0, r.height() / 3.0);
    p.fillPath(path, fill);
    p.setPen(ink);
    p.drawText(r, Qt::AlignCenter, text);
    return w;
}

struct Lines
{
    int boardSize = 0;
    int lineH = 0;
    QRect top, board, bottom;
};

Lines linesOf(const QRect &tile)
{
    Lines l;
    l.boardSize = TilePainter::boardSizeOf(tile);
    l.lineH = TilePainter::lineHeight(l.boardSize);
    l.top = QRect(tile.x(), tile.y(), l.boardSize, l.lineH);
    l.board = QRect(tile.x(), tile.y() + l.lineH, l.boardSize, l.boardSize);
    l.bottom = QRect(tile.x(), l.board.bottom() + 1, l.boardSize, l.lineH);
    return l;
}

} // namespace

int TilePainter::lineHeight(int boardSize)
{
    return qBound(10, boardSize / 9, 24);
}

int TilePainter::tileHeight(int boardSize)
{
    return boardSize + 2 * lineHeight(boardSize);
}

int TilePainter::boardSizeOf(const QRect &tile)
{
    return qMax(0, qMin(tile.width(), tile.height() - 2 * lineHeight(tile.width())));
}

TilePainter::Detail TilePainter::detail(int boardSize)
{
    return boardSize < 96 ? Detail::Micro : boardSize < 160 ? Detail::Compact : Detail::Full;
}

QString TilePainter::surname(const QString &name)
{
    const qsizetype comma = name.indexOf(u',');
    if (comma > 0)
        return name.left(comma).trimmed();
    const QString trimmed = name.trimmed();
    const qsizetype space = trimmed.lastIndexOf(u' ');
    return space > 0 ? trimmed.mid(space + 1) : trimmed;
}

QString TilePainter::badgeText(const live::GameSnapshot &g)
{
    using S = live::GameSnapshot;
    QStringList words;
    if (g.has(S::WhiteDisconnected))
        words << tr("White disconnected from the zone");
    if (g.has(S::BlackDisconnected))
        words << tr("Black disconnected from the zone");
    if (g.has(S::DrawOfferPending))
        words << tr("Draw offer pending");
    if (g.has(S::HasAnomaly))
        words << tr("Anomaly");
    if (g.has(S::Paused))
        words << tr("Paused");
    if (g.has(S::ColoursReversed))
        words << tr("Colours reversed");
    if (g.has(S::WhiteOffVcs))
        words << tr("White off the VCS");
    if (g.has(S::BlackOffVcs))
        words << tr("Black off the VCS");
    for (chess::Color side : {chess::White, chess::Black})
        if (!g.assistants[side].isEmpty())
            //: %1: White or Black; %2: the online assistant
            words << tr("%1 plays through the online assistant %2 (Appendix II–III)")
                         .arg(side == chess::White ? tr("White") : tr("Black"), g.assistants[side]);
    if (g.traditionalSet)
        words << tr("Played beside traditional sets; the virtual board prevails (Art. 20)");
    for (chess::Color side : {chess::White, chess::Black})
        if (!g.marks[side].isEmpty())
            //: %1: White or Black; %2: the marks, e.g. "YR" (Y yellow card, R red card, P penalty pending)
            words << tr("%1: cards and penalties %2")
                         .arg(side == chess::White ? tr("White") : tr("Black"), g.marks[side]);
    return words.join(QStringLiteral(", "));
}

QRect TilePainter::clockRect(const QRect &tile, const live::GameSnapshot &game, chess::Color side)
{
    const Lines l = linesOf(tile);
    const QRect line = side == chess::Black ? l.top : l.bottom;
    // Wide enough for the longest text the time control gives, no wider: on small tiles the name
    // needs the rest.
    const std::int64_t initial = game.clock.timeControl().initialMs();
    const int longest = initial >= 50 * 60'000 ? 2 : initial >= 6 * 60'000 ? 1 : 0;
    static QHash<int, int> widths; // by line height and longest text
    const int key = l.lineH * 4 + longest;
    auto known = widths.find(key);
    if (known == widths.end()) {
        static const QString samples[] = {QStringLiteral("0:00"), QStringLiteral("00:00"), QStringLiteral("0:00:00")};
        known = widths.insert(key,
                              QFontMetrics(lineFont(l.lineH, true)).horizontalAdvance(samples[longest]) + l.lineH / 2);
    }
    const int w = qMin(*known, line.width() / 2);
    return QRect(line.right() - w + 1, line.y() + 1, w, line.height() - 2);
}

BoardPainter::Board TilePainter::boardOf(const live::GameSnapshot &g)
{
    BoardPainter::Board b;
    b.squares = g.squares;
    b.lastFrom = g.lastFrom;
    b.lastTo = g.lastTo;
    b.checkedKing = g.checkedKing;
    return b;
}

std::size_t TilePainter::frameKey(const live::GameSnapshot &g)
{
    using S = live::GameSnapshot;
    // The flags paintStatic() draws (a check is the board's; a feed's health is not on the tile).
    constexpr std::uint16_t drawn = S::WhiteDisconnected | S::BlackDisconnected | S::WhiteOffVcs | S::BlackOffVcs
        | S::DrawOfferPending | S::Paused | S::HasAnomaly | S::ColoursReversed | S::Ended;
    const zone::Pairing &p = g.pairing;
    return qHashMulti(0, g.flags & drawn, g.marks[0], g.marks[1], p.board, p.white, p.black, p.whiteRating,
                      p.blackRating, p.whiteTitle, p.blackTitle, g.clock.timeControl().isTimed(),
                      g.has(S::Ended) ? g.result : QString(), g.assistants[0], g.assistants[1], g.traditionalSet);
}

bool TilePainter::paintBoardChanges(QPainter &p, const QRect &tile, const live::GameSnapshot &g,
                                    const BoardPainter::Board &before, const PieceSet &pieces)
{
    using S = live::GameSnapshot;
    const Lines l = linesOf(tile);
    // On small tiles the badges are dots over the board's corner; a finished game's result is
    // drawn over the board too.
    const bool overBoard = g.has(S::Ended)
        || (detail(l.boardSize) == Detail::Micro
            && (g.has(S::HasAnomaly) || g.has(S::DrawOfferPending) || g.has(S::Paused) || g.has(S::ColoursReversed)));
    if (overBoard)
        return false;
    BoardPainter::repaint(p, l.board, boardOf(g), before, pieces, {});
    return true;
}

void TilePainter::paintStatic(QPainter &p, const QRect &tile, const live::GameSnapshot &g, const PieceSet &pieces)
{
    using S = live::GameSnapshot;
    const Lines l = linesOf(tile);
    const Detail level = detail(l.boardSize);
    const QPalette palette;
    p.fillRect(QRect(tile.x(), tile.y(), l.boardSize, 2 * l.lineH + l.boardSize), palette.color(QPalette::Base));
    const QFont &font = lineFont(l.lineH);
    p.setFont(font);
    const bool timed = g.clock.timeControl().isTimed();

    // A player's name, as much of it as fits: name and rating, name, surname and rating, surname,
    // then the surname cut short. A player away from the zone in red (a label on larger tiles).
    auto drawPlayer = [&](const QRect &line, chess::Color side, int x) {
        const int right = timed ? clockRect(tile, g, side).left() - 2 : line.right() - 1;
        const bool away = g.has(side == chess::White ? S::WhiteDisconnected : S::BlackDisconnected);
        if (away && level != Detail::Micro)
            x += drawPill(p, line, x, tr("offline"), colours::Alarm, colours::OnAlarm) + 3;
        // Art. 13: off the video conference; the player must not move until back (13.3).
        if (g.has(side == chess::White ? S::WhiteOffVcs : S::BlackOffVcs) && level != Detail::Micro)
            x += drawPill(p, line, x, tr("no VCS"), colours::Caution, colours::OnAlarm) + 3;
        // Cards (yellow, red) and pending penalties from the rulings.
        if (const QString &marks = g.marks[side]; !marks.isEmpty() && level != Detail::Micro) {
            const bool red = marks.contains(u'R');
            x += drawPill(p, line, x, marks, red ? colours::Alarm : colours::YellowCard,
                          red ? colours::OnAlarm : colours::OnAmber)
                + 3;
        }
        // Appendix II–III: the player's online assistant moves for them; Art. 20: a traditional set.
        if (!g.assistants[side].isEmpty() && level != Detail::Micro)
            x += drawPill(p, line, x, tr("assistant"), colours::Info, colours::OnAlarm) + 3;
        if (g.traditionalSet && side == chess::White && level == Detail::Full)
            x += drawPill(p, line, x, tr("set"), colours::Idle, colours::OnAlarm) + 3;
        const QString name = side == chess::White ? g.pairing.white : g.pairing.black;
        const int rating = side == chess::White ? g.pairing.whiteRating : g.pairing.blackRating;
        const QString title = side == chess::White ? g.pairing.whiteTitle : g.pairing.blackTitle;
        const QString titled = zone::Pairing::titled(title, name);
        const QString last = surname(name);
        const QString withRating = QStringLiteral("%1 %2");
        QStringList candidates;
        if (level == Detail::Full)
            candidates << (rating > 0 ? withRating.arg(titled).arg(rating) : titled)
                       << (rating > 0 ? withRating.arg(name).arg(rating) : name) << name;
        if (level != Detail::Micro && rating > 0)
            candidates << withRating.arg(last).arg(rating);
        candidates << last;
        const int width = right - x;
        QString text;
        for (const QString &c : std::as_const(candidates))
            if (!surelyWider(c, l.lineH, away, width) && textWidth(c, l.lineH, away) <= width) {
                text = c;
                break;
            }
        // Still too long: as many letters of the surname as fit ("Kuzn" says more than "Ku…").
        for (qsizetype n = last.size() - 1; text.isEmpty() && n >= 2; --n)
            if (!surelyWider(last.left(n), l.lineH, away, width) && textWidth(last.left(n), l.lineH, away) <= width)
                text = last.left(n);
        if (text.isEmpty())
            return;
        p.setPen(away ? colours::Alarm : palette.color(QPalette::Text));
        drawLineText(p, QRect(x, line.y(), width, line.height()), text, l.lineH, away, Qt::AlignLeft);
        p.setFont(font);
    };

    // Top line: board number, badges (labels on larger tiles), Black.
    int x = l.top.x() + 2;
    p.setPen(palette.color(QPalette::Text));
    const QString board = g.pairing.board > 0 ? QString::number(g.pairing.board) : QStringLiteral("–");
    x += drawNumber(p, QRect(x, l.top.y(), l.top.width(), l.top.height()), board, l.lineH, true) + 4;
    p.setFont(font);
    struct Badge
    {
        S::Flag flag;
        QString label;
        QColor fill, ink;
    };
    const Badge badges[] = {{S::HasAnomaly, QStringLiteral("!"), colours::Alarm, colours::OnAlarm},
                            {S::DrawOfferPending, QStringLiteral("½?"), colours::Amber, colours::OnAmber},
                            {S::Paused, QStringLiteral("II"), colours::Info, colours::OnAlarm},
                            {S::ColoursReversed, QStringLiteral("⇅"), colours::Reversed, colours::OnAlarm}};
    if (level != Detail::Micro)
        for (const Badge &b : badges)
            if (g.has(b.flag))
                x += drawPill(p, l.top, x, b.label, b.fill, b.ink) + 2;
    drawPlayer(l.top, chess::Black, x);
    paintBoard(p, l.board, boardOf(g), pieces);
    drawPlayer(l.bottom, chess::White, l.bottom.x() + 2);

    // Small tiles: the badges as dots on the board's top right corner (the tooltip names them).
    if (level == Detail::Micro) {
        const int d = qMax(7, l.boardSize / 7);
        int right = l.board.right() - 1;
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(colours::OnAlarm, 1.5));
        for (const Badge &badge : badges) {
            if (!g.has(badge.flag))
                continue;
            p.setBrush(badge.fill);
            p.drawEllipse(QRect(right - d + 1, l.board.top() + 1, d - 1, d - 1));
            right -= d;
        }
        p.restore();
    }

    if (g.has(S::Ended)) {
        QFont big = font;
        big.setPixelSize(qMax(12, l.boardSize / 6));
        big.setBold(true);
        p.setFont(big);
        const QFontMetrics bigMetrics(big);
        const QString result = g.result == QLatin1String("1/2-1/2") ? QStringLiteral("½–½") : g.result;
        const int w = bigMetrics.horizontalAdvance(result) + l.boardSize / 8;
        const QRect r(l.board.center().x() - w / 2, l.board.center().y() - bigMetrics.height() / 2 - 4, w,
                      bigMetrics.height() + 8);
        QPainterPath path;
        path.addRoundedRect(r, 6, 6);
        p.fillPath(path, colours::VideoShade);
        p.setPen(colours::OnAlarm);
        p.drawText(r, Qt::AlignCenter, result);
        p.setFont(font);
    }
}

void TilePainter::paintClocks(QPainter &p, const QRect &tile, const live::GameSnapshot &g, const Clocks &clocks)
{
    if (!clocks.timed)
        return;
    const Lines l = linesOf(tile);
    const QPalette palette;
    const auto running = g.clock.runningSide();
    // The running clock filled, time trouble in red, a fallen flag in red on white.
    for (const chess::Color side : {chess::Black, chess::White}) {
        const QRect r = clockRect(tile, g, side);
        const std::int64_t ms = side == chess::White ? clocks.whiteMs : clocks.blackMs;
        const bool trouble = side == chess::White ? clocks.whiteTrouble : clocks.blackTrouble;
        const bool runs = running == side;
        QColor fill = runs ? colours::Running : palette.color(QPalette::AlternateBase);
        QColor ink = runs ? colours::OnAlarm : palette.color(QPalette::Text);
        if (trouble) {
            fill = runs ? colours::Alarm : colours::AlarmTint;
            ink = runs ? colours::OnAlarm : colours::Alarm;
        }
        p.fillRect(r, fill);
        p.setPen(ink);
        drawLineText(p, r.adjusted(0, 0, -qMax(2, l.lineH / 4), 0), models::GameTableModel::clockText(ms), l.lineH,
                     runs, Qt::AlignRight);
    }
}

void TilePainter::paintCurrent(QPainter &p, const QRect &tile)
{
    const Lines l = linesOf(tile);
    p.setPen(QPen(QPalette().color(QPalette::Highlight), 3));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRect(tile.x(), tile.y(), l.boardSize, 2 * l.lineH + l.boardSize).adjusted(1, 1, -2, -2));
}

void TilePainter::warmUp(const PieceSet &pieces)
{
    live::GameSnapshot sample;
    sample.pairing.board = 1;
    sample.pairing.white = QStringLiteral("White");
    sample.pairing.black = QStringLiteral("Black");
    const int boardSize = 48;
    QImage image(boardSize, tileHeight(boardSize), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    paintStatic(painter, QRect(QPoint(0, 0), image.size()), sample, pieces); // the names regular, the number bold
}

void TilePainter::paint(QPainter &p, const QRect &tile, const live::GameSnapshot &g, const Clocks &clocks,
                        const PieceSet &pieces, bool current)
{
    paintStatic(p, tile, g, pieces);
    paintClocks(p, tile, g, clocks);
    if (current)
        paintCurrent(p, tile);
}

} // namespace arbiter::ui
