#pragma once

#include <QColor>
#include <QString>

// The console's colours, named for what they mean, so the same state looks the same on the wall,
// the focused board, the feeds and the dialogs. Everything else takes the system palette
// (QPalette), which follows the desktop's light or dark theme.
namespace arbiter::ui::colours {

// States an arbiter must see.
inline const QColor Alarm(0xc6, 0x28, 0x28); // a flag, a red card, offline, a lost feed, an error
inline const QColor AlarmTint(0xff, 0xeb, 0xee); // Alarm's pale background (a stopped clock at 0, a field in error)
inline const QColor Running(0x2e, 0x7d, 0x32); // the clock that runs, a connection that works, a feed that plays
inline const QColor Caution(0xef, 0x6c, 0x00); // off the video conference, a feed dark or frozen, a half-working link
inline const QColor YellowCard(0xfb, 0xc0, 0x2d);
inline const QColor Amber(0xff, 0xb3, 0x00); // a draw offer waits
inline const QColor Info(0x15, 0x65, 0xc0); // connecting, a paused game
inline const QColor Reversed(0x6a, 0x1b, 0x9a); // colours reversed
inline const QColor Idle(0x78, 0x78, 0x78); // no feed configured
inline const QColor Waiting(0x96, 0x96, 0x96); // a feed that has not started yet
inline const QColor OnAlarm(Qt::white); // text on Alarm, Running, Caution, Info, Reversed
inline const QColor OnAmber(Qt::black); // text on Amber and YellowCard

// Video.
inline const QColor VideoBackdrop(Qt::black);
inline const QColor VideoShade(0, 0, 0, 160); // under text drawn over a picture
inline const QColor StillBackdrop(0x20, 0x20, 0x20);
inline const QColor StillText(0xc0, 0xc0, 0xc0);
inline const QColor TileIdle(0x28, 0x28, 0x28); // a feed tile's strip when all is well
inline const QColor MeterTrack(0x3c, 0x3c, 0x3c);
inline const QColor MeterLevel(0x5a, 0xc8, 0x5a);
inline const QColor MeterQuiet(0x8c, 0x8c, 0x8c);

// The board.
inline const QColor LightSquare(0xf0, 0xd9, 0xb5);
inline const QColor DarkSquare(0xb5, 0x88, 0x63);
inline const QColor LastMove(0xcd, 0xd2, 0x6a, 170);
inline const QColor CheckGlow(0xff, 0x00, 0x00); // the king in check, fading outwards

// "#rrggbb", for style sheets and rich text.
inline QString css(const QColor &colour)
{
    return colour.name();
}
// A label's style sheet for a problem stated in a dialog.
inline QString problemTextStyle()
{
    return QStringLiteral("color: %1").arg(css(Alarm));
}

} // namespace arbiter::ui::colours
