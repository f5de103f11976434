#pragma once

#include "core/vcs/feedkind.h"

#include <QString>

namespace arbiter::event {

// A player of the event as the pairing program knows them. `id` is the starting rank (TRF "001"
// column 5-8, or the CSV number): pairings refer to players by it, so players and pairings imported
// together stay consistent.
struct PlayerRecord
{
    int id = 0; // starting rank within the event, from 1
    QString name; // "Lastname, Firstname" as the pairing program writes it
    QString fideId; // digits; empty = none
    QString title; // GM, IM, WGM, FM, …; empty = none
    int rating = 0; // 0 = unrated
    QString federation; // FIDE three-letter code
    QString zoneAccount; // the player's account in the game zone (Lichess user name, …)
    QString club; // club or team as the pairing program or federation list gives it; empty = none
    // The player's own feed addresses (Art. 13.1, 14.4), when the event's URL template does not give
    // them: the camera with the microphone, the screen share, the second camera. Empty = the template's.
    QString camUrl;
    QString screenUrl;
    QString cam2Url;
    // Part IIIb: the venue the player sits in (a venue's name; empty: online, or not yet placed).
    QString venue = {};
    // Appendix II–III: the online assistant who moves for the player, and the assistant's zone
    // account; moves from that account are the player's. Empty: none.
    QString assistant = {};
    QString assistantAccount = {};

    // The player's own address of a feed (empty: none; venue cameras belong to no player).
    QString feedUrl(vcs::FeedKind kind) const;
    void setFeedUrl(vcs::FeedKind kind, const QString &url);

    // The FIDE title as the console writes it (GM IM FM CM WGM WIM WFM WCM) from any spelling files
    // use: the same, any case, or the letters of older TRF files (g m f c wg wm wf wc). Anything
    // else comes back upper-cased with `known` false.
    static QString normalizedTitle(const QString &text, bool *known = nullptr);
    // "Psarianos,Emmanouil" as "Psarianos, Emmanouil": the form the console writes names in, so
    // that the same player from two files is one player.
    static QString normalizedName(QString name);

    friend bool operator==(const PlayerRecord &, const PlayerRecord &) = default;
};

} // namespace arbiter::event
