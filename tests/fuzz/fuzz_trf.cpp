// libFuzzer entry point: the TRF import (TrfImport::parse, and FileImport::read as the event dialog
// and `arbiterctl import` call it) on arbitrary bytes. A file is read or refused with a message,
// never a crash; what is read holds the invariants of importchecks.h: warnings on lines of the
// file, pairings between players the file lists, a player once per round.
#include "core/event/fileimport.h"
#include "core/event/trfimport.h"
#include "tests/fuzz/importchecks.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;

namespace {

// Lines as the TRF reader counts them: LF, CRLF or CR alone; a last line without its end.
int lineCount(const QByteArray &data)
{
    int lines = 0;
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype start = i;
    for (; i < data.size(); ++i) {
        if (data[i] == '\n' || data[i] == '\r') {
            ++lines;
            if (data[i] == '\r' && i + 1 < data.size() && data[i + 1] == '\n')
                ++i;
        }
    }
    const bool lastOpen = data.size() > start && data.back() != '\n' && data.back() != '\r';
    return lines + (lastOpen ? 1 : 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto in = event::TrfImport::parse(bytes);
    if (!in) {
        FUZZ_CHECK(!in.error().message.isEmpty());
    } else {
        FUZZ_CHECK(!in.value().players.isEmpty());
        FUZZ_CHECK(in.value().kind == event::EventImport::Kind::Trf);
        fuzzing::checkImport(in.value(), lineCount(bytes), {}, false);
    }
    event::FileImport::Options options;
    options.as = event::FileImport::As::Trf;
    const auto again = event::FileImport::read(bytes, options);
    FUZZ_CHECK(again.ok() == in.ok());
    if (again)
        FUZZ_CHECK(again.value().players == in.value().players && again.value().pairings == in.value().pairings);
    (void)event::FileImport::kindOf(bytes);
    return 0;
}
