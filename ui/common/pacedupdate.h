#pragma once

class QWidget;

namespace arbiter::ui {

// Repaints widgets that show live pictures and levels (the feed tiles and their microphone meters)
// together, at most once every PacedUpdateMs, instead of one repaint of the window per frame. With
// the feed wall at 49 tiles a frame arrived about every 2 ms, and each update() alone made Qt paint
// and flush the window again: 475 passes a second, each taking the allocator's locks many times
// (contended by a thousand streaming threads) and putting the window to the X server. Paced, the
// window is painted 25 times a second with every tile that changed; a 15-fps camera still shows
// each of its frames.
inline constexpr int PacedUpdateMs = 40;
void updatePaced(QWidget *widget);

} // namespace arbiter::ui
