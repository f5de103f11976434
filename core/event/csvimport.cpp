#include "core/event/csvimport.h"

#include "core/event/importlimits.h"
#include "core/event/textdecoding.h"

#include <QHash>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <initializer_list>
#include <optional>

namespace arbiter::event {

namespace {

// The separator used most in the first lines (outside quotes): a preamble of key,value rows does not
// outvote the table.
QChar detectSeparator(const QString &text)
{
    int counts[3] = {0, 0, 0};
    const QChar candidates[3] = {QLatin1Char(';'), QLatin1Char(','), QLatin1Char('\t')};
    bool quoted = false;
    int lines = 0;
    for (const QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && c == QLatin1Char('\n') && ++lines == 20)
            break;
        else if (!quoted)
            for (int i = 0; i < 3; ++i)
                counts[i] += c == candidates[i];
    }
    const int best = int(std::max_element(counts, counts + 3) - counts);
    return counts[best] > 0 ? candidates[best] : QLatin1Char(',');
}

// RFC 4180 with the usual leniencies: CRLF or LF, "" inside quotes, quoted line breaks.
CsvTable split(const QString &text, QChar separator)
{
    CsvTable table;
    CsvTable::Row current;
    QString fieldText;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    current.line = 1;
    auto endField = [&] {
        current.fields.append(fieldText);
        fieldText.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool empty = std::all_of(current.fields.cbegin(), current.fields.cend(),
                                       [](const QString &f) { return f.trimmed().isEmpty(); });
        qsizetype size = 0;
        for (const QString &f : std::as_const(current.fields))
            size += f.size();
        if (size > ImportLimits::MaxLineBytes)
            table.warnings.append({current.line, ImportLimits::lineTooLong(current.line)});
        else if (!empty)
            table.rows.append(current);
        current = CsvTable::Row{};
        current.line = line;
    };
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    fieldText += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                if (c != QLatin1Char('\r'))
                    fieldText += c;
            }
        } else if (c == QLatin1Char('"') && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == separator) {
            endField();
        } else if (c == QLatin1Char('\n')) {
            ++line;
            endRecord();
        } else if (c != QLatin1Char('\r')) {
            fieldText += c;
            if (!c.isSpace())
                fieldStarted = true;
        }
    }
    if (quoted) {
        table.warnings.append({current.line,
                               //: %1: the line number in the file where the quoted field starts
                               CsvImport::tr("Line %1: a quoted field is never closed; it was read "
                                             "up to the end of the file.")
                                   .arg(current.line)});
    }
    endRecord();
    return table;
}

QString cell(const CsvTable::Row &r, int column)
{
    return column >= 0 && column < r.fields.size() ? r.fields[column].trimmed() : QString();
}

// Where the data begins, and the preamble's event name ("Tournament;Moscow Open" above the table).
int firstDataRow(const CsvTable &table, const CsvMapping &mapping, EventImport &out)
{
    for (int i = 0; i < mapping.headerRow && i < table.rows.size(); ++i) {
        const CsvTable::Row &r = table.rows[i];
        static const QSet<QString> eventKeys{QStringLiteral("event"),   QStringLiteral("tournament"),
                                             QStringLiteral("tournoi"), QStringLiteral("turnier"),
                                             QStringLiteral("турнир"),  QStringLiteral("соревнование")};
        QString key = r.fields.value(0).trimmed().toLower();
        key.remove(u':');
        if (eventKeys.contains(key) && out.eventName.isEmpty())
            out.eventName = r.fields.value(1).trimmed();
    }
    return mapping.headerRow + 1;
}

void warnExtraFields(const CsvTable &table, int from, qsizetype width, QList<ImportWarning> *warnings)
{
    for (int i = from; i < table.rows.size(); ++i) {
        const CsvTable::Row &r = table.rows[i];
        if (r.fields.size() > width) {
            warnings->append({r.line,
                              //: %1: the line number; %2: its number of fields; %3: the columns the header names
                              CsvImport::tr("Line %1 has %2 fields but the header names %3; the extra "
                                            "fields were ignored.")
                                  .arg(r.line)
                                  .arg(r.fields.size())
                                  .arg(width)});
        }
    }
}

// The guessed columns, said once when no header named them.
void noteGuess(const CsvMapping &mapping, bool recognised, EventImport &out)
{
    if (recognised)
        return;
    QStringList taken;
    for (const CsvField f : mapping.columns)
        taken << CsvMapping::fieldText(f);
    out.warnings.append({1,
                         //: %1: the columns as guessed, by name, separated by commas
                         CsvImport::tr("Line 1: no header row was recognised; the columns were taken as: %1.")
                             .arg(taken.join(QStringLiteral(", ")))});
}

Result<EventImport> readPlayers(const CsvTable &table, const CsvMapping &mapping)
{
    EventImport out;
    out.kind = EventImport::Kind::Players;
    out.warnings = table.warnings;
    const int from = firstDataRow(table, mapping, out);
    const int noCol = mapping.column(CsvField::StartNo);
    const int nameCol = mapping.column(CsvField::Name);
    const int lastCol = mapping.column(CsvField::LastName);
    const int firstCol = mapping.column(CsvField::FirstName);
    const int fideCol = mapping.column(CsvField::FideId);
    const int titleCol = mapping.column(CsvField::Title);
    const int ratingCol = mapping.column(CsvField::Rating);
    const int fedCol = mapping.column(CsvField::Federation);
    const int clubCol = mapping.column(CsvField::Club);
    const int accountCol = mapping.column(CsvField::Account);
    const int venueCol = mapping.column(CsvField::Venue);
    const int assistantCol = mapping.column(CsvField::Assistant);
    const int assistantAccountCol = mapping.column(CsvField::AssistantAccount);
    const struct
    {
        int column;
        vcs::FeedKind kind;
    } feedCols[] = {{mapping.column(CsvField::FeedCamera), vcs::FeedKinds::Camera},
                    {mapping.column(CsvField::FeedScreen), vcs::FeedKinds::Screen},
                    {mapping.column(CsvField::FeedCamera2), vcs::FeedKinds::ExtraCamera}};
    if (mapping.headerRow >= 0)
        warnExtraFields(table, from, table.rows[mapping.headerRow].fields.size(), &out.warnings);

    QSet<int> used;
    QList<PlayerRecord> pending;
    for (int i = from; i < table.rows.size(); ++i) {
        const CsvTable::Row &r = table.rows[i];
        PlayerRecord p;
        if (nameCol >= 0) {
            p.name = cell(r, nameCol);
        } else {
            const QString last = cell(r, lastCol), first = cell(r, firstCol);
            p.name = first.isEmpty() ? last : last.isEmpty() ? first : last + QStringLiteral(", ") + first;
        }
        p.name = PlayerRecord::normalizedName(p.name);
        if (p.name.isEmpty()) {
            //: %1: the line number in the file
            out.warnings.append({r.line, CsvImport::tr("Line %1 has no name; the row was skipped.").arg(r.line)});
            continue;
        }
        p.fideId = cell(r, fideCol);
        if (!p.fideId.isEmpty()
            && !std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c.isDigit(); })) {
            out.warnings.append(
                {r.line,
                 //: %1: the line number in the file; %2: the FIDE ID as written
                 CsvImport::tr("Line %1: the FIDE ID \"%2\" is not a number; left out.").arg(r.line).arg(p.fideId)});
            p.fideId.clear();
        }
        if (std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c == u'0'; }))
            p.fideId.clear();
        p.title = PlayerRecord::normalizedTitle(cell(r, titleCol));
        const QString rating = cell(r, ratingCol);
        if (!rating.isEmpty()) {
            bool ok = false;
            p.rating = rating.toInt(&ok);
            if (!ok || p.rating < 0) {
                p.rating = 0;
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the rating as written
                                     CsvImport::tr("Line %1: the rating \"%2\" is not a number; taken as unrated.")
                                         .arg(r.line)
                                         .arg(rating)});
            }
        }
        p.federation = cell(r, fedCol).toUpper();
        p.club = cell(r, clubCol);
        p.zoneAccount = cell(r, accountCol);
        p.venue = cell(r, venueCol);
        p.assistant = cell(r, assistantCol);
        p.assistantAccount = cell(r, assistantAccountCol);
        if (!p.assistantAccount.isEmpty() && p.assistantAccount.compare(p.zoneAccount, Qt::CaseInsensitive) == 0) {
            out.warnings.append({r.line,
                                 //: %1: the line number in the file; %2: the account
                                 CsvImport::tr("Line %1: the assistant's account \"%2\" is the player's own; left "
                                               "out.")
                                     .arg(r.line)
                                     .arg(p.assistantAccount)});
            p.assistantAccount.clear();
        }
        for (const auto &f : feedCols) {
            const QString url = cell(r, f.column);
            if (url.isEmpty())
                continue;
            if (!QUrl(url, QUrl::StrictMode).isValid() || QUrl(url).scheme().isEmpty()) {
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the address as written; %3: which
                                     //: feed (camera, screen)
                                     CsvImport::tr("Line %1: \"%2\" is not an address of a %3 feed; left out.")
                                         .arg(r.line)
                                         .arg(url, vcs::FeedKinds::text(f.kind))});
                continue;
            }
            p.setFeedUrl(f.kind, url);
        }
        const QString no = cell(r, noCol);
        if (!no.isEmpty()) {
            bool ok = false;
            p.id = no.toInt(&ok);
            if (!ok || p.id <= 0) {
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the start number as written
                                     CsvImport::tr("Line %1: the start number \"%2\" is not a positive number; the "
                                                   "row was skipped.")
                                         .arg(r.line)
                                         .arg(no)});
                continue;
            }
            if (used.contains(p.id)) {
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the start number
                                     CsvImport::tr("Line %1: start number %2 is used twice; the row was "
                                                   "skipped.")
                                         .arg(r.line)
                                         .arg(p.id)});
                continue;
            }
            used.insert(p.id);
        }
        pending.append(p);
    }
    int next = used.isEmpty() ? 1 : *std::max_element(used.cbegin(), used.cend()) + 1;
    for (PlayerRecord &p : pending) {
        if (p.id == 0)
            p.id = next++;
        out.players.append(p);
    }
    std::stable_sort(out.players.begin(), out.players.end(),
                     [](const PlayerRecord &a, const PlayerRecord &b) { return a.id < b.id; });
    return out;
}

Result<EventImport> readPairings(const CsvTable &table, const CsvMapping &mapping, const QList<PlayerRecord> &players,
                                 int defaultRound)
{
    EventImport out;
    out.kind = EventImport::Kind::Pairings;
    out.warnings = table.warnings;
    const int from = firstDataRow(table, mapping, out);
    const int roundCol = mapping.column(CsvField::Round);
    const int boardCol = mapping.column(CsvField::Board);
    const int whiteCol = mapping.column(CsvField::White);
    const int blackCol = mapping.column(CsvField::Black);
    const int whiteNoCol = mapping.column(CsvField::WhiteNo);
    const int blackNoCol = mapping.column(CsvField::BlackNo);
    const int resultCol = mapping.column(CsvField::Result);
    const int gameCol = mapping.column(CsvField::GameId);
    if (roundCol < 0 && defaultRound < 1)
        return Error{CsvImport::tr("The file has no column \"Round\" (or \"Тур\"): choose the round it is for.")};
    if (mapping.headerRow >= 0)
        warnExtraFields(table, from, table.rows[mapping.headerRow].fields.size(), &out.warnings);

    QHash<int, const PlayerRecord *> byId;
    QHash<QString, const PlayerRecord *> byName;
    for (const PlayerRecord &p : players) {
        byId.insert(p.id, &p);
        byName.insert(p.name.trimmed().toCaseFolded(), &p);
    }
    // A player cell: a starting number, or a name (found in the list when it is there).
    auto resolve = [&](const CsvTable::Row &r, int nameCol, int noCol, int *id, QString *name) -> bool {
        const QString text = cell(r, nameCol);
        const QString noText = cell(r, noCol);
        bool isNumber = false;
        const int no = (noText.isEmpty() ? text : noText).toInt(&isNumber);
        if (isNumber && (noCol >= 0 || byId.contains(no))) {
            if (const PlayerRecord *p = byId.value(no)) {
                *id = p->id;
                *name = text.isEmpty() || text == QString::number(no) ? p->name : text;
                return true;
            }
            if (!players.isEmpty())
                return false;
            *id = no;
            *name = text == QString::number(no) ? QString() : text;
            return true;
        }
        *name = text;
        if (const PlayerRecord *p = byName.value(text.toCaseFolded())) {
            *id = p->id;
            return true;
        }
        return players.isEmpty() || text.isEmpty();
    };

    QSet<std::pair<int, int>> boardsUsed;
    QHash<int, int> nextBoard; // per round, for files without boards
    for (int i = from; i < table.rows.size(); ++i) {
        const CsvTable::Row &r = table.rows[i];
        PairingRecord p;
        bool ok = true;
        p.round = defaultRound;
        if (roundCol >= 0) {
            p.round = cell(r, roundCol).toInt(&ok);
            if (!ok || p.round < 1) {
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the round as written
                                     CsvImport::tr("Line %1: the round \"%2\" is not a positive number; the row was "
                                                   "skipped.")
                                         .arg(r.line)
                                         .arg(cell(r, roundCol))});
                continue;
            }
        }
        if (boardCol >= 0) {
            p.board = cell(r, boardCol).toInt(&ok);
            if (!ok || p.board < 1) {
                out.warnings.append({r.line,
                                     //: %1: the line number in the file; %2: the board as written
                                     CsvImport::tr("Line %1: the board \"%2\" is not a positive number; the row was "
                                                   "skipped.")
                                         .arg(r.line)
                                         .arg(cell(r, boardCol))});
                continue;
            }
        } else {
            p.board = ++nextBoard[p.round];
        }
        if (!resolve(r, whiteCol, whiteNoCol, &p.whiteId, &p.white)) {
            out.warnings.append({r.line,
                                 //: %1: the line number in the file; %2: White's name or start number, as written
                                 CsvImport::tr("Line %1: White \"%2\" is not in the player list; kept by name only.")
                                     .arg(r.line)
                                     .arg(cell(r, whiteCol).isEmpty() ? cell(r, whiteNoCol) : cell(r, whiteCol))});
            p.whiteId = 0;
        }
        if (!resolve(r, blackCol, blackNoCol, &p.blackId, &p.black)) {
            out.warnings.append({r.line,
                                 //: %1: the line number in the file; %2: Black's name or start number, as written
                                 CsvImport::tr("Line %1: Black \"%2\" is not in the player list; kept by name only.")
                                     .arg(r.line)
                                     .arg(cell(r, blackCol).isEmpty() ? cell(r, blackNoCol) : cell(r, blackCol))});
            p.blackId = 0;
        }
        if (p.white.isEmpty() && p.whiteId == 0) {
            out.warnings.append(
                //: %1: the line number in the file
                {r.line, CsvImport::tr("Line %1 has no White player; the row was skipped.").arg(r.line)});
            continue;
        }
        const QString resultText = cell(r, resultCol);
        const bool bye = p.black.isEmpty() && p.blackId == 0;
        if (bye) {
            const QString t = resultText.toLower();
            if (const auto named = PairingRecord::resultFromName(t);
                named && *named >= PairingRecord::Result::FullPointBye)
                p.result = *named;
            else if (t.isEmpty())
                p.result = PairingRecord::Result::PairingAllocatedBye;
            else if (t == QLatin1String("1") || t == QLatin1String("+") || t == QLatin1String("bye"))
                p.result = PairingRecord::Result::FullPointBye;
            else if (t == QLatin1String("=") || t == QStringLiteral("\u00bd") || t == QLatin1String("0.5")
                     || t == QLatin1String("0,5"))
                p.result = PairingRecord::Result::HalfPointBye;
            else if (t == QLatin1String("0") || t == QLatin1String("-"))
                p.result = PairingRecord::Result::ZeroPointBye;
            else
                ok = false;
        } else if (const auto parsed = PairingRecord::parseResult(resultText)) {
            p.result = *parsed;
        } else {
            ok = false;
        }
        if (!ok) {
            out.warnings.append({r.line,
                                 //: %1: the line number in the file; %2: the result as written
                                 CsvImport::tr("Line %1: the result \"%2\" is not one of 1-0, 1/2-1/2, 0-1, +/-, -/+, "
                                               "-/-; the game was taken without a result.")
                                     .arg(r.line)
                                     .arg(resultText)});
            p.result = bye ? PairingRecord::Result::PairingAllocatedBye : PairingRecord::Result::None;
        }
        p.zoneGameId = cell(r, gameCol);
        if (boardsUsed.contains({p.round, p.board})) {
            out.warnings.append({r.line,
                                 //: %1: the line number in the file; %2: the round number; %3: the board number
                                 CsvImport::tr("Line %1: round %2 board %3 appears a second time; the row was skipped.")
                                     .arg(r.line)
                                     .arg(p.round)
                                     .arg(p.board)});
            continue;
        }
        boardsUsed.insert({p.round, p.board});
        out.pairings.append(p);
        out.rounds = std::max(out.rounds, p.round);
    }
    std::stable_sort(out.pairings.begin(), out.pairings.end(), [](const PairingRecord &a, const PairingRecord &b) {
        return std::tie(a.round, a.board) < std::tie(b.round, b.board);
    });
    out.players = players;
    return out;
}

} // namespace

QList<QStringList> CsvTable::cells(int count) const
{
    QList<QStringList> out;
    for (int i = 0; i < rows.size() && i < count; ++i)
        out << rows[i].fields;
    return out;
}

Result<CsvTable> CsvImport::table(const QByteArray &data)
{
    if (auto tooLarge = ImportLimits::checkSize(data.size()))
        return *tooLarge;
    const DecodedText decoded = decodeText(data);
    const QChar separator = detectSeparator(decoded.text);
    CsvTable table = split(decoded.text, separator);
    table.separator = separator;
    table.encoding = decoded.encoding;
    if (!decoded.utf8())
        //: %1: the encoding the file was read as, e.g. Windows-1251
        table.warnings.prepend({1, tr("Line 1: the file is not UTF-8; it was read as %1.").arg(decoded.encoding)});
    if (table.rows.isEmpty())
        return Error{tr("The file is empty: there is no row to read.")};
    return table;
}

CsvMapping CsvImport::guessMapping(const CsvTable &table, bool *recognised)
{
    return CsvMapping::guess(table.cells(30), recognised);
}

EventImport::Kind CsvImport::kindOf(const QByteArray &data)
{
    const auto t = table(data);
    if (!t)
        return EventImport::Kind::Players;
    bool recognised = false;
    return guessMapping(t.value(), &recognised).isPairings() ? EventImport::Kind::Pairings : EventImport::Kind::Players;
}

Result<EventImport> CsvImport::read(const CsvTable &table, const CsvMapping &mapping,
                                    const QList<PlayerRecord> &players, int defaultRound)
{
    if (const QString problem = mapping.problem(); !problem.isEmpty())
        return Error{problem};
    return mapping.isPairings() ? readPairings(table, mapping, players, defaultRound) : readPlayers(table, mapping);
}

Result<EventImport> CsvImport::players(const QByteArray &data)
{
    const auto t = table(data);
    if (!t)
        return t.error();
    bool recognised = false;
    CsvMapping mapping = guessMapping(t.value(), &recognised);
    if (mapping.isPairings())
        return Error{tr("The file lists pairings (it has a \"White\" column), not players.")};
    if (!mapping.has(CsvField::Name) && !mapping.has(CsvField::LastName))
        return Error{tr("The first line must name a column \"Name\" (or \"Имя\", \"ФИО\", \"Игрок\").")};
    auto in = read(t.value(), mapping);
    if (in)
        noteGuess(mapping, recognised, in.value());
    return in;
}

Result<EventImport> CsvImport::pairings(const QByteArray &data, const QList<PlayerRecord> &players, int defaultRound)
{
    const auto t = table(data);
    if (!t)
        return t.error();
    bool recognised = false;
    const CsvMapping mapping = guessMapping(t.value(), &recognised);
    if (!mapping.isPairings())
        return Error{tr("The first line must name a column \"White\" (or \"Белые\").")};
    return read(t.value(), mapping, players, defaultRound);
}

} // namespace arbiter::event
