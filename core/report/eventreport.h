#pragma once

#include "core/evidence/evidenceitem.h"
#include "core/report/eventresults.h"
#include "core/watch/incident.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace arbiter::storage {
class EventStore;
}

namespace arbiter::report {

// The chief arbiter's report of an event, as one HTML document (the subset QTextDocument renders, so
// the same text becomes the PDF): the event (name, dates, kind, time control, platform, VCS), the staff
// with roles and FIDE IDs; per round every ruling with its article, parties, time, parameters, who
// issued and confirmed it, how the zone carried it out and any appeal with its outcome, the
// disconnections and VCS absences with their durations, the cards, the incidents with their reviews;
// the standings after rulings; a fair-play section (Appendix I G.1: what was referred and the
// evidence held, never a verdict); and the rulings log's length and head hash, so a later copy of the
// database can be checked against the signed paper (`arbiterctl verify-log DB --head HASH`). In the
// language the program runs in.
class EventReport
{
    Q_DECLARE_TR_FUNCTIONS(EventReport)

public:
    struct Input
    {
        EventResults::Record event; // with the games' bodies (disconnections, VCS absences)
        QList<watch::Incident> incidents;
        QList<evidence::EvidenceItem> evidence;
        QString evidenceProblem; // why the evidence list could not be read (translated), or empty
        std::optional<QString> logProblem; // the log verifier's finding; nullopt: intact
        int afterRound = 0; // the rounds reported; 0 = every round with a result
    };

    // Everything from the store: the record with bodies, incidents, evidence and the log's check.
    // `staff` is the event's (a team event's are the server's).
    static Result<Input> load(storage::EventStore &store, std::int64_t eventId, const QList<event::StaffMember> &staff);
    static QString html(const Input &input);
};

} // namespace arbiter::report
