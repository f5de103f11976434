// libFuzzer entry point: the Janus event reader (vcs::JanusEventReader, what the feed relay reads from
// the video server's event handler) on arbitrary bytes, one POST body per line, all to one reader as
// a day of events would come. A body is read or set aside with a reason, never a crash; every report
// names a feed the reader then knows.
#include "core/vcs/januseventreader.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QSet>

#include <cstddef>
#include <cstdint>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    vcs::JanusEventReader reader;
    for (const QByteArray &body : bytes.split('\n')) {
        QString error;
        const QList<vcs::ServerPresence> reports = reader.read(body, &error);
        FUZZ_CHECK(reports.isEmpty() || error.isEmpty());
        QSet<QString> known;
        for (const vcs::ServerPresence &p : reader.current())
            known.insert(p.feed);
        for (const vcs::ServerPresence &p : reports)
            FUZZ_CHECK(known.contains(p.feed));
    }
    return 0;
}
