#pragma once

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter::vcs {

// The feeds a player sends the VCS (Art. 13.1, 14.4): the camera with the microphone, the screen
// share, and the extra camera an event may require (a phone showing the room); a hybrid venue adds
// its own cameras. The names are the last part of a feed's path ("…/p001/cam").
class FeedKinds
{
    Q_DECLARE_TR_FUNCTIONS(FeedKinds)

public:
    enum Kind : std::uint8_t { Camera, Screen, ExtraCamera, Venue };
    static constexpr int count = 4;

    // "cam", "screen", "cam2", "venue".
    static QLatin1String name(Kind kind);
    static std::optional<Kind> fromName(QStringView name);
    // "camera", "screen", "second camera", "venue camera" (translated).
    static QString text(Kind kind);
    // A camera carries the microphone; the screen share has no sound of its own worth watching.
    static bool hasAudio(Kind kind) { return kind == Camera || kind == ExtraCamera; }
    // What a still picture means: a frozen camera hides the player (Art. 14.1), a still screen is a
    // player thinking.
    static bool watchesPicture(Kind kind) { return kind != Screen; }
};

using FeedKind = FeedKinds::Kind;

} // namespace arbiter::vcs
