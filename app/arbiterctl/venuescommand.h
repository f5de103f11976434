#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl venues DB|URL [--event ID]`: a hybrid event's venues (Part IIIb) with their city, local
// organiser, panoramic cameras, players, arbiters on site and what they lack for Art. 16.8; with
// `--set NAME [--city C] [--organiser O] [--camera URL]… [--traditional-sets yes|no]` a venue added or
// changed, `--remove NAME` one removed (its players keep no venue), `--hybrid` the event made hybrid,
// `--player NO --venue NAME` a player placed (the players' CSV has a venue column too). Saved as the
// event dialog saves them.
class VenuesCommand
{
    Q_DECLARE_TR_FUNCTIONS(VenuesCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
