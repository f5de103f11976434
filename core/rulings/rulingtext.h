#pragma once

#include "core/rulings/ruling.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace arbiter::rulings {

// A reason an arbiter picks for a ruling, with the article it cites (Art. 9.1–9.10, 9.8.2, 11, 12.1,
// 13.3, 13.4, 15.1, …). Stored by key; shown in the current language.
struct Reason
{
    QString key; // "9.7-headphones"
    QString article; // "9.7"
    QString text; // translated
};

// What rulings say, in the language the console shows now: entries are stored as kind and
// parameters, never as text, so a language switch changes every earlier entry too.
class RulingText
{
    Q_DECLARE_TR_FUNCTIONS(RulingText)

public:
    static QString kindTitle(Kind kind);
    // The article a kind cites when no reason says otherwise ("10.9.1", "18.9", …).
    static QString defaultArticle(Kind kind);
    // The reasons an arbiter picks from: a supervised online event's (Part IIIa), or a hybrid event's,
    // where Part IIIb's articles stand for Part IIIa's (17.3 forbidden device, 17.7 leaving the venue,
    // 17.8 dress code, …) and the rest stay as they are.
    static QList<Reason> reasons(bool hybrid = false);
    static std::optional<Reason> reason(const QString &key);
    // Part IIIb (hybrid events): the article standing for a Part IIIa one (10.9.3 → 18.4.3, 9.8.2 →
    // 17.3, 15.2 → 19.2, 9.14 → 17.11, 11.x → 18.9, 8.5 → 16.11); any other comes back as it is.
    static QString partIIIb(const QString &article);
    // … and the reason key standing for a Part IIIa reason ("9.8.2-forbidden-device" →
    // "17.3-forbidden-device"); any other comes back as it is.
    static QString partIIIbReason(const QString &key);
    // The reason as shown: the listed reason's text, or the arbiter's own words.
    static QString reasonText(const QString &key);
    // One line: what was decided, for whom, with its parameters ("Carlsen: 30 s deducted").
    static QString describe(const Ruling &ruling);
    // "Title: description" for one line of a log, the title left out when the description begins
    // with it already (the zone's records: "Confirmed by the zone: entry 3").
    static QString titled(const Ruling &ruling);
    // "Art. 10.9.3" (empty when no article).
    static QString articleText(const QString &article);
    // "1:30", "45 s".
    static QString duration(std::int64_t ms);
    // The options of the disconnection decision (Art. 18.9 a–d, 11.4): keys and texts.
    static QStringList disconnectionOptions(); // "resume", "reduce", "restart", "restart-shorter", "none", "loss"
    static QString disconnectionOptionText(const QString &option);
};

} // namespace arbiter::rulings
