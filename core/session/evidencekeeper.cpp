#include "core/session/evidencekeeper.h"

#include "core/evidence/evidencepolicy.h"
#include "core/evidence/evidencestore.h"
#include "core/storage/eventstore.h"

namespace arbiter::session {

EvidenceKeeper::EvidenceKeeper(Identity identity, QObject *parent)
    : QObject(parent), m_identity(std::move(identity)), m_retentionTimer(this)
{
    qRegisterMetaType<arbiter::evidence::EvidenceCapture>();
    qRegisterMetaType<arbiter::evidence::EvidenceItem>();
    qRegisterMetaType<QList<arbiter::evidence::EvidenceItem>>();
    m_retentionTimer.setInterval(3600 * 1000);
    connect(&m_retentionTimer, &QTimer::timeout, this, &EvidenceKeeper::purge);
}

EvidenceKeeper::~EvidenceKeeper() = default;

void EvidenceKeeper::attach(storage::EventStore *store, qint64 eventId)
{
    detach();
    m_eventId = eventId;
    m_evidence = std::make_unique<evidence::EvidenceStore>(*store);
    if (auto error = m_evidence->prepare())
        Q_EMIT problem(error->message);
    purge();
    m_retentionTimer.start();
}

void EvidenceKeeper::detach()
{
    m_evidence.reset();
    m_retentionTimer.stop();
    m_eventId = 0;
}

void EvidenceKeeper::storeCapture(const evidence::EvidenceCapture &capture)
{
    if (!m_evidence)
        return;
    const auto me = m_identity();
    const auto kept = m_evidence->store(m_eventId, capture, me ? me->name : QStringLiteral("console"));
    if (!kept) {
        Q_EMIT problem(kept.error().message);
        return;
    }
    list();
}

void EvidenceKeeper::list()
{
    if (!m_evidence)
        return;
    const auto items = m_evidence->list(m_eventId);
    if (!items) {
        Q_EMIT problem(items.error().message);
        return;
    }
    const auto final = m_evidence->resultsFinal(m_eventId);
    Q_EMIT evidenceListed(items.value(), final && final.value() ? qint64(*final.value()) : 0);
}

void EvidenceKeeper::open(qint64 id)
{
    if (!m_evidence)
        return;
    const auto me = m_identity();
    if (!me) {
        Q_EMIT evidenceRefused(tr("Say who you are first (Rulings > Who am I): only the chief arbiter may open "
                                  "VCS evidence."));
        return;
    }
    const auto data = m_evidence->open(m_eventId, id, *me);
    if (!data) {
        Q_EMIT evidenceRefused(data.error().message);
        return;
    }
    Q_EMIT evidenceOpened(id, data.value());
}

void EvidenceKeeper::hold(qint64 id, bool held)
{
    manage([&](const event::StaffMember &me) { return m_evidence->setHeld(m_eventId, id, held, me); });
}

void EvidenceKeeper::declareResultsFinal()
{
    manage([&](const event::StaffMember &me) { return m_evidence->declareResultsFinal(m_eventId, me); });
}

void EvidenceKeeper::manage(const std::function<std::optional<Error>(const event::StaffMember &)> &action)
{
    if (!m_evidence)
        return;
    const auto me = m_identity();
    const auto error = me
        ? action(*me)
        : std::optional(Error{*evidence::EvidencePolicy::manageRefusal(event::StaffMember::Role::Arbiter)});
    if (error)
        Q_EMIT evidenceRefused(error->message);
    list();
}

// Appendix I A.5: what is due (a year after the results became final, not held) is deleted, and the
// deletion logged.
void EvidenceKeeper::purge()
{
    if (!m_evidence)
        return;
    const auto deleted = m_evidence->purgeDue(m_eventId);
    if (!deleted)
        Q_EMIT problem(deleted.error().message);
    else if (deleted.value() > 0)
        list();
}

} // namespace arbiter::session
