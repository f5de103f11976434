// libFuzzer entry point: the CSV import on arbitrary bytes: CsvImport::table, guessMapping and read
// with the guessed mapping, with every header row the mapping step offers and with columns marked
// as the input's bytes say (as an arbiter may mark them), then FileImport::read as each kind. A
// file is read or refused with a message, never a crash; what is read holds the invariants of
// importchecks.h, and a mapping survives its stored form.
#include "core/event/csvimport.h"
#include "core/event/csvmapping.h"
#include "core/event/fileimport.h"
#include "core/event/textdecoding.h"
#include "tests/fuzz/importchecks.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using arbiter::event::CsvField;
using arbiter::event::CsvMapping;

namespace {

const QList<event::PlayerRecord> &knownPlayers()
{
    static const QList<event::PlayerRecord> players = [] {
        QList<event::PlayerRecord> list;
        for (int i = 1; i <= 3; ++i) {
            event::PlayerRecord p;
            p.id = i;
            p.name = QStringLiteral("Player, %1").arg(i);
            list << p;
        }
        return list;
    }();
    return players;
}

void checkRead(const event::CsvTable &table, const CsvMapping &mapping, int lines, int defaultRound)
{
    const auto players = event::CsvImport::read(table, mapping, {}, defaultRound);
    if (!players) {
        FUZZ_CHECK(!players.error().message.isEmpty());
        return;
    }
    fuzzing::checkImport(players.value(), lines, {}, true);
    if (mapping.isPairings()) {
        const auto matched = event::CsvImport::read(table, mapping, knownPlayers(), defaultRound);
        FUZZ_CHECK(matched.ok());
        fuzzing::checkImport(matched.value(), lines, knownPlayers(), false);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const int defaultRound = data[0] % 3;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const auto table = event::CsvImport::table(bytes);
    if (table) {
        const event::CsvTable &t = table.value();
        const int lines = int(event::decodeText(bytes).text.count(u'\n')) + 1;
        FUZZ_CHECK(!t.rows.isEmpty());
        FUZZ_CHECK(t.separator == u';' || t.separator == u',' || t.separator == u'\t');
        int last = 0;
        for (const event::CsvTable::Row &r : t.rows) {
            FUZZ_CHECK(r.line >= 1 && r.line <= lines && r.line >= last);
            last = r.line;
        }
        bool recognised = false;
        const CsvMapping guessed = event::CsvImport::guessMapping(t, &recognised);
        FUZZ_CHECK(guessed.headerRow >= -1 && guessed.headerRow < t.rows.size());
        const CsvMapping stored = CsvMapping::fromString(guessed.toString());
        FUZZ_CHECK(stored.headerRow == guessed.headerRow && stored.columns == guessed.columns);
        checkRead(t, guessed, lines, defaultRound);

        // The header rows the mapping step lets the arbiter choose, with the columns it then guesses.
        const QList<QStringList> cells = t.cells(30);
        for (int header = -1; header < std::min<int>(int(t.rows.size()), 4); ++header) {
            CsvMapping m;
            m.headerRow = header;
            m.columns = CsvMapping::guessColumns(cells, header);
            checkRead(t, m, lines, defaultRound);
        }
        // Columns marked as the input says, from the fields the mapping step offers.
        const QList<CsvField> fields = data[0] & 0x80 ? CsvMapping::pairingFields() : CsvMapping::playerFields();
        CsvMapping marked = guessed;
        for (qsizetype i = 0; i < marked.columns.size(); ++i)
            marked.columns[i] = fields[std::uint8_t(i < bytes.size() ? bytes[i] : 0) % fields.size()];
        checkRead(t, marked, lines, defaultRound);
    } else {
        FUZZ_CHECK(!table.error().message.isEmpty());
    }

    (void)event::CsvImport::kindOf(bytes);
    for (const auto as :
         {event::FileImport::As::Auto, event::FileImport::As::Players, event::FileImport::As::Pairings}) {
        event::FileImport::Options options;
        options.as = as;
        options.defaultRound = defaultRound;
        options.players = knownPlayers();
        const auto in = event::FileImport::read(bytes, options);
        if (!in)
            FUZZ_CHECK(!in.error().message.isEmpty());
    }
    return 0;
}
