#include "csvimport.h"

#include <QHash>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <initializer_list>
#include <optional>

namespace arbiter::event {

namespace {
struct Record
{
    int line = 0; // where the record starts
    QStringList fields;
};

struct Table
{
    QList<Record> records; // the header first
    QList<ImportWarning> warnings;
};

// UTF-8 (BOM or not); otherwise Windows-1251 (Russian Excel), or Latin-1 without ICU.
QString decode(const QByteArray &data, bool *fallback)
{
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(data);
    *fallback = utf8.hasError();
    if (*fallback) {
        QStringDecoder cp1251("windows-1251");
        text = cp1251.isValid() ? QString(cp1251.decode(data)) : QString::fromLatin1(data);
    }
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    return text;
}

QChar detectSeparator(const QString &text)
{
    int counts[3] = {0, 0, 0};
    const QChar candidates[3] = {QLatin1Char(';'), QLatin1Char(','), QLatin1Char('\t')};
    bool quoted = false;
    for (QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && c == QLatin1Char('\n'))
            break; // the header row decides
        else if (!quoted)
            for (int i = 0; i < 3; ++i)
                counts[i] += c == candidates[i];
    }
    const int best = int(std::max_element(counts, counts + 3) - counts);
    return counts[best] > 0 ? candidates[best] : QLatin1Char(',');
}

// RFC 4180 with the usual leniencies: CRLF or LF, "" inside quotes, quoted line breaks.
Table split(const QString &text, QChar separator)
{
    Table table;
    Record current;
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
        if (!empty)
            table.records.append(current);
        current = Record{};
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
                               CsvImport::tr("Line %1: a quoted field is never closed; it was read "
                                             "up to the end of the file.")
                                   .arg(current.line)});
    }
    endRecord();
    return table;
}

// "Start No." → "startno", "Ёлка" → "елка": what header matching compares.
QString normalized(QString header)
{
    header
        = header.trimmed().toLower().replace(QChar(0x2116), QLatin1String("no")).replace(QChar(0x0451), QChar(0x0435));
    QString out;
    for (QChar c : std::as_const(header)) {
        if (c.isLetterOrNumber())
            out += c;
    }
    return out;
}

// The column whose header is one of `names` (already normalized), or -1.
int column(const QStringList &headers, std::initializer_list<const char *> names)
{
    for (int i = 0; i < headers.size(); ++i) {
        for (const char *name : names) {
            if (headers[i] == QString::fromUtf8(name))
                return i;
        }
    }
    return -1;
}

QString cell(const Record &r, int column)
{
    return column >= 0 && column < r.fields.size() ? r.fields[column].trimmed() : QString();
}

Result<Table> readTable(const QByteArray &data, QList<ImportWarning> *warnings)
{
    bool fallback = false;
    const QString text = decode(data, &fallback);
    Table table = split(text, detectSeparator(text));
    if (fallback)
        warnings->append({1, CsvImport::tr("Line 1: the file is not UTF-8; it was read as Windows-1251.")});
    warnings->append(table.warnings);
    if (table.records.isEmpty())
        return Error{CsvImport::tr("The file is empty: the first line must name the columns.")};
    return table;
}

void warnExtraFields(const Table &table, QList<ImportWarning> *warnings)
{
    const qsizetype width = table.records.first().fields.size();
    for (const Record &r : table.records) {
        if (r.fields.size() > width) {
            warnings->append({r.line,
                              CsvImport::tr("Line %1 has %2 fields but the header names %3; the extra "
                                            "fields were ignored.")
                                  .arg(r.line)
                                  .arg(r.fields.size())
                                  .arg(width)});
        }
    }
}
} // namespace

Result<EventImport> CsvImport::players(const QByteArray &data)
{
    EventImport out;
    auto read = readTable(data, &out.warnings);
    if (!read)
        return read.error();
    const Table &table = read.value();
    QStringList headers;
    for (const QString &h : table.records.first().fields)
        headers.append(normalized(h));

    const int noCol = column(headers,
                             {"no", "number", "startno", "startnumber", "startrank", "snr", "sno", "nr", "rank",
                              "номер", "стартовыйномер", "стномер"});
    const int nameCol = column(
        headers,
        {"name", "player", "playername", "fullname", "имя", "игрок", "участник", "фамилияимя", "фио", "фамилия"});
    const int fideCol = column(
        headers,
        {"fideid", "idfide", "fide", "fidenumber", "fidecode", "фидеid", "idфиде", "кодфиде", "фиде", "номерфиде"});
    const int titleCol = column(headers, {"title", "звание", "титул"});
    const int ratingCol = column(headers, {"rating", "elo", "fiderating", "рейтинг", "эло", "рейтингфиде"});
    const int fedCol = column(headers, {"federation", "fed", "country", "федерация", "страна"});
    const int accountCol = column(headers,
                                  {"account", "zoneaccount", "lichess", "lichessaccount", "login", "username", "user",
                                   "аккаунт", "логин", "учетнаязапись", "ник"});
    if (nameCol < 0)
        return Error{tr("The first line must name a column \"Name\" (or \"Имя\", \"ФИО\", \"Игрок\").")};
    warnExtraFields(table, &out.warnings);

    QSet<int> used;
    QList<PlayerRecord> pending;
    for (qsizetype i = 1; i < table.records.size(); ++i) {
        const Record &r = table.records[i];
        PlayerRecord p;
        p.name = cell(r, nameCol);
        if (p.name.isEmpty()) {
            out.warnings.append({r.line, tr("Line %1 has no name; the row was skipped.").arg(r.line)});
            continue;
        }
        p.fideId = cell(r, fideCol);
        if (!p.fideId.isEmpty()
            && !std::all_of(p.fideId.cbegin(), p.fideId.cend(), [](QChar c) { return c.isDigit(); })) {
            out.warnings.append(
                {r.line, tr("Line %1: the FIDE ID \"%2\" is not a number; left out.").arg(r.line).arg(p.fideId)});
            p.fideId.clear();
        }
        p.title = cell(r, titleCol).toUpper();
        const QString rating = cell(r, ratingCol);
        if (!rating.isEmpty()) {
            bool ok = false;
            p.rating = rating.toInt(&ok);
            if (!ok || p.rating < 0) {
                p.rating = 0;
                out.warnings.append(
                    {r.line,
                     tr("Line %1: the rating \"%2\" is not a number; taken as unrated.").arg(r.line).arg(rating)});
            }
        }
        p.federation = cell(r, fedCol).toUpper();
        p.zoneAccount = cell(r, accountCol);
        const QString no = cell(r, noCol);
        if (!no.isEmpty()) {
            bool ok = false;
            p.id = no.toInt(&ok);
            if (!ok || p.id <= 0) {
                out.warnings.append({r.line,
                                     tr("Line %1: the start number \"%2\" is not a positive number; the "
                                        "row was skipped.")
                                         .arg(r.line)
                                         .arg(no)});
                continue;
            }
            if (used.contains(p.id)) {
                out.warnings.append(
                    {r.line, tr("Line %1: start number %2 is used twice; the row was skipped.").arg(r.line).arg(p.id)});
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

Result<EventImport> CsvImport::pairings(const QByteArray &data, const QList<PlayerRecord> &players, int defaultRound)
{
    EventImport out;
    auto read = readTable(data, &out.warnings);
    if (!read)
        return read.error();
    const Table &table = read.value();
    QStringList headers;
    for (const QString &h : table.records.first().fields)
        headers.append(normalized(h));

    const int roundCol = column(headers, {"round", "rd", "тур", "раунд"});
    const int boardCol = column(headers, {"board", "bd", "доска"});
    const int whiteCol = column(headers, {"white", "whiteplayer", "белые"});
    const int blackCol = column(headers, {"black", "blackplayer", "черные"});
    const int whiteNoCol
        = column(headers, {"whiteno", "whitenumber", "whitestartno", "номербелых", "nобелых", "noбелых"});
    const int blackNoCol = column(headers, {"blackno", "blacknumber", "blackstartno", "номерчерных", "noчерных"});
    const int resultCol = column(headers, {"result", "res", "результат", "рез"});
    const int gameCol
        = column(headers, {"gameid", "game", "zonegameid", "zonegame", "lichessgame", "партия", "idпартии", "игра"});
    if (whiteCol < 0 && whiteNoCol < 0)
        return Error{tr("The first line must name a column \"White\" (or \"Белые\").")};
    if (roundCol < 0 && defaultRound < 1)
        return Error{tr("The file has no column \"Round\" (or \"Тур\"): choose the round it is for.")};
    warnExtraFields(table, &out.warnings);

    QHash<int, const PlayerRecord *> byId;
    QHash<QString, const PlayerRecord *> byName;
    for (const PlayerRecord &p : players) {
        byId.insert(p.id, &p);
        byName.insert(p.name.trimmed().toCaseFolded(), &p);
    }
    // A player cell: a starting number, or a name (found in the list when it is there).
    auto resolve = [&](const Record &r, int nameCol, int noCol, int *id, QString *name) -> bool {
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
    for (qsizetype i = 1; i < table.records.size(); ++i) {
        const Record &r = table.records[i];
        PairingRecord p;
        bool ok = true;
        p.round = defaultRound;
        if (roundCol >= 0) {
            p.round = cell(r, roundCol).toInt(&ok);
            if (!ok || p.round < 1) {
                out.warnings.append({r.line,
                                     tr("Line %1: the round \"%2\" is not a positive number; the row was "
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
                                     tr("Line %1: the board \"%2\" is not a positive number; the row was "
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
                                 tr("Line %1: White \"%2\" is not in the player list; kept by name only.")
                                     .arg(r.line)
                                     .arg(cell(r, whiteCol).isEmpty() ? cell(r, whiteNoCol) : cell(r, whiteCol))});
            p.whiteId = 0;
        }
        if (!resolve(r, blackCol, blackNoCol, &p.blackId, &p.black)) {
            out.warnings.append({r.line,
                                 tr("Line %1: Black \"%2\" is not in the player list; kept by name only.")
                                     .arg(r.line)
                                     .arg(cell(r, blackCol).isEmpty() ? cell(r, blackNoCol) : cell(r, blackCol))});
            p.blackId = 0;
        }
        if (p.white.isEmpty() && p.whiteId == 0) {
            out.warnings.append({r.line, tr("Line %1 has no White player; the row was skipped.").arg(r.line)});
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
                                 tr("Line %1: the result \"%2\" is not one of 1-0, 1/2-1/2, 0-1, +/-, -/+, "
                                    "-/-; the game was taken without a result.")
                                     .arg(r.line)
                                     .arg(resultText)});
            p.result = bye ? PairingRecord::Result::PairingAllocatedBye : PairingRecord::Result::None;
        }
        p.zoneGameId = cell(r, gameCol);
        if (boardsUsed.contains({p.round, p.board})) {
            out.warnings.append({r.line,
                                 tr("Line %1: round %2 board %3 appears a second time; the row was skipped.")
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

} // namespace arbiter::event
