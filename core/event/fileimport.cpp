#include "core/event/fileimport.h"

#include "core/event/csvimport.h"
#include "core/event/importlimits.h"
#include "core/event/trfimport.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace arbiter::event {

namespace {

// A TRF player line: "001", a blank, then a starting rank right-aligned in columns 5-8.
bool hasTrfPlayerLine(const QByteArray &data)
{
    qsizetype start = 0;
    while (start < data.size()) {
        qsizetype end = start;
        while (end < data.size() && data[end] != '\n' && data[end] != '\r')
            ++end;
        const QByteArrayView line(data.constData() + start, end - start);
        if (line.size() >= 8 && line.startsWith("001 ")) {
            const QByteArray rank = line.sliced(4, 4).toByteArray().trimmed();
            if (!rank.isEmpty() && std::all_of(rank.cbegin(), rank.cend(), [](char c) { return c >= '0' && c <= '9'; }))
                return true;
        }
        start = end + 1;
    }
    return false;
}

} // namespace

EventImport::Kind FileImport::kindOf(const QByteArray &data)
{
    return hasTrfPlayerLine(data) ? EventImport::Kind::Trf : CsvImport::kindOf(data);
}

Result<EventImport> FileImport::read(const QByteArray &data, const Options &options)
{
    EventImport::Kind kind = kindOf(data);
    switch (options.as) {
    case As::Auto: break;
    case As::Trf: kind = EventImport::Kind::Trf; break;
    case As::Players: kind = EventImport::Kind::Players; break;
    case As::Pairings: kind = EventImport::Kind::Pairings; break;
    }
    switch (kind) {
    case EventImport::Kind::Trf: return TrfImport::parse(data);
    case EventImport::Kind::Players: return CsvImport::players(data);
    case EventImport::Kind::Pairings: return CsvImport::pairings(data, options.players, options.defaultRound);
    }
    return Error{tr("Unknown kind of file.")};
}

Result<EventImport> FileImport::readFile(const QString &path, const Options &options)
{
    const auto bytes = ImportLimits::readFile(path);
    if (!bytes)
        return bytes.error();
    return read(bytes.value(), options);
}

} // namespace arbiter::event
