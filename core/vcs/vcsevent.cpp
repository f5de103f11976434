#include "core/vcs/vcsevent.h"

namespace arbiter::vcs {

QLatin1String VcsEvent::sourceName(Source source)
{
    switch (source) {
    case Source::Zone: return QLatin1String("zone");
    case Source::Server: return QLatin1String("server");
    case Source::Feed: return QLatin1String("feed");
    case Source::Arbiter: return QLatin1String("arbiter");
    }
    return QLatin1String("zone");
}

std::optional<VcsEvent::Source> VcsEvent::sourceFromName(QStringView name)
{
    for (int s = 0; s < sourceCount; ++s)
        if (name == sourceName(Source(s)))
            return Source(s);
    return std::nullopt;
}

QString VcsEvent::sourceText(Source source)
{
    switch (source) {
    case Source::Zone: return tr("game zone");
    case Source::Server: return tr("video server");
    case Source::Feed: return tr("feed watch");
    case Source::Arbiter: return tr("arbiter");
    }
    return {};
}

void PresenceMerge::report(VcsEvent::Source source, bool on, std::int64_t atMs)
{
    m_reports[std::size_t(source)] = {std::int8_t(on ? 1 : 0), atMs, ++m_order};
}

std::optional<bool> PresenceMerge::last(VcsEvent::Source source) const
{
    const Report &r = m_reports[std::size_t(source)];
    if (r.state < 0)
        return std::nullopt;
    return r.state == 1;
}

std::optional<bool> PresenceMerge::merged() const
{
    // Each source counts with its own report when it came after the arbiter's mark, else with the
    // mark; the player is on when every source that spoke is, counted so.
    const Report &mark = m_reports[std::size_t(VcsEvent::Source::Arbiter)];
    bool any = mark.state >= 0;
    bool on = mark.state != 0;
    bool overridden = false; // some source still counts with the mark
    int newer = 0; // sources that spoke after it
    for (int s = 0; s < VcsEvent::sourceCount; ++s) {
        if (VcsEvent::Source(s) == VcsEvent::Source::Arbiter)
            continue;
        const Report &r = m_reports[std::size_t(s)];
        if (r.state < 0)
            continue;
        any = true;
        const bool after = mark.state < 0 || r.atMs > mark.atMs || (r.atMs == mark.atMs && r.order > mark.order);
        if (!after) {
            overridden = true;
            continue;
        }
        ++newer;
        if (r.state == 0)
            return false;
    }
    if (!any)
        return std::nullopt;
    // Every source spoke after the mark and none says off: on, whatever the mark said.
    if (mark.state >= 0 && newer > 0 && !overridden)
        return true;
    return on;
}

} // namespace arbiter::vcs
