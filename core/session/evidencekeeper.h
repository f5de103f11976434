#pragma once

#include "core/common/result.h"
#include "core/event/staffmember.h"
#include "core/evidence/evidenceitem.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace arbiter::storage {
class EventStore;
}
namespace arbiter::evidence {
class EvidenceStore;
}

namespace arbiter::session {

// The evidence keeper, a part of the event session (on its thread): VCS evidence (Appendix I A.5).
// A still the screen took of a player's feed when an incident about them was raised is kept with
// the event; the list (sent as evidenceListed, with when the results became final); a picture,
// handed out only to the chief arbiter (evidenceOpened, or evidenceRefused with the reason: both are
// logged); held for proceedings or released; the results declared final, from when the retention
// rule counts a year (what is due is deleted at every start and every hour).
class EvidenceKeeper : public QObject
{
    Q_OBJECT

public:
    // `identity`: who uses this console (none: refused what only the chief arbiter may do).
    using Identity = std::function<std::optional<event::StaffMember>()>;
    explicit EvidenceKeeper(Identity identity, QObject *parent = nullptr);
    ~EvidenceKeeper() override;

    // The event's store (the evidence lives in its tables) and the event; detach() lets it go.
    void attach(storage::EventStore *store, qint64 eventId);
    void detach();
    evidence::EvidenceStore *store() const { return m_evidence.get(); }

public Q_SLOTS:
    void storeCapture(const arbiter::evidence::EvidenceCapture &capture);
    void list();
    void open(qint64 id);
    void hold(qint64 id, bool held);
    void declareResultsFinal();

Q_SIGNALS:
    void evidenceListed(const QList<arbiter::evidence::EvidenceItem> &items, qint64 resultsFinalUtcMs);
    void evidenceOpened(qint64 id, const QByteArray &data);
    void evidenceRefused(const QString &reason);
    void problem(const QString &message);

private:
    void purge();
    // A chief arbiter's evidence action as the console's user (refused, with why, to anyone else or
    // to no one), then the list again.
    void manage(const std::function<std::optional<Error>(const event::StaffMember &)> &action);

    Identity m_identity;
    std::unique_ptr<evidence::EvidenceStore> m_evidence;
    qint64 m_eventId = 0;
    QTimer m_retentionTimer;
};

} // namespace arbiter::session
