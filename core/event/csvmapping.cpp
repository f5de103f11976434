#include "core/event/csvmapping.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace arbiter::event {

namespace {

// "Prénom" → "prenom", "FIDE-ID" → "fideid", "№ белых" → "noбелых", "Weiß" → "weiss": letters and
// digits only, lower case, accents and the Russian ё dropped.
QString normalized(const QString &header)
{
    QString text = header.trimmed().toLower();
    text.replace(QChar(0x2116), QLatin1String("no")).replace(QChar(0x00df), QLatin1String("ss"));
    QString out;
    for (QChar c : std::as_const(text)) {
        if (c == QChar(0x0451)) // ё → е
            c = QChar(0x0435);
        if (c != QChar(0x0439)) // й is a letter of its own; other accents go
            c = QString(c).normalized(QString::NormalizationForm_D).at(0);
        if (c.isLetterOrNumber())
            out += c;
    }
    return out;
}

struct Spelling
{
    CsvField field;
    const char *names; // space-separated, already normalised
};

// Header names in the spellings people use: English, Russian, French, German, federation lists
// (FIDE, ФШР, DSB, Swiss-Manager) and the console's own.
const Spelling Spellings[] = {
    {CsvField::StartNo,
     "no nr n num number numero startno startnumber startnr startrank snr sno rank tnr "
     "startnummer номер стартовыйномер стномер нoмер"},
    {CsvField::Name,
     "name player playername fullname spieler spielername namevorname joueur nomprenom nomcomplet "
     "participant игрок участник фамилияимя фамилияиимя фио"},
    {CsvField::FirstName, "firstname first givenname given forename prenom vorname имя"},
    {CsvField::LastName, "lastname last surname familyname nachname familienname nom фамилия"},
    {CsvField::FideId,
     "fideid idfide fide fidenumber fidenr fidecode fideno fidenummer idnofide фидеid idфиде "
     "кодфиде фиде номерфиде фидеиd"},
    {CsvField::Title, "title titre titel tit fidetitle fidetitel fidetitre звание титул"},
    {CsvField::Rating,
     "rating elo fiderating ratingfide elofide fideelo fideelozahl rtg rtgint ratingint srtng "
     "elostandard standard рейтинг эло рейтингфиде"},
    {CsvField::Federation,
     "federation fed country fideland fidefed land nation pays federationfide федерация "
     "страна"},
    {CsvField::Club, "club clubname clubcity verein vereinsname klub клуб"},
    {CsvField::Account,
     "account zoneaccount lichess lichessaccount lichessid login username user pseudo аккаунт "
     "логин учетнаязапись ник"},
    {CsvField::FeedCamera,
     "camera cam webcam cameraurl camurl camerafeed video videourl videofeed feed feedurl kamera camera1 "
     "камера вебкамера видео"},
    {CsvField::FeedScreen,
     "screen screenshare screenurl screenfeed desktop sharing ecran partageecran bildschirm экран "
     "демонстрацияэкрана трансляцияэкрана"},
    {CsvField::FeedCamera2,
     "camera2 cam2 secondcamera extracamera phone phonecamera roomcamera kamera2 камера2 втораякамера "
     "дополнительнаякамера телефон"},
    {CsvField::Venue, "venue site playingvenue hall location city площадка игроваяплощадка место зал"},
    {CsvField::Assistant, "assistant onlineassistant helper помощник ассистент онлайнпомощник"},
    {CsvField::AssistantAccount,
     "assistantaccount assistantlogin assistantlichess helperaccount аккаунтпомощника логинпомощника"},
    {CsvField::Round, "round rd rnd ronde runde тур раунд"},
    {CsvField::Board, "board bd brett table echiquier доска"},
    {CsvField::White, "white whiteplayer blancs blanc weiss белые"},
    {CsvField::Black, "black blackplayer noirs noir schwarz черные"},
    {CsvField::WhiteNo, "whiteno whitenumber whitestartno whitenr номербелых noбелых"},
    {CsvField::BlackNo, "blackno blacknumber blackstartno blacknr номерчерных noчерных"},
    {CsvField::Result, "result res resultat ergebnis результат рез"},
    {CsvField::GameId, "gameid game zonegameid zonegame lichessgame партия idпартии игра"},
};

const QHash<QString, CsvField> &dictionary()
{
    static const QHash<QString, CsvField> words = [] {
        QHash<QString, CsvField> out;
        for (const Spelling &s : Spellings) {
            for (const QString &w : QString::fromUtf8(s.names).split(u' ', Qt::SkipEmptyParts))
                out.insert(normalized(w), s.field);
        }
        return out;
    }();
    return words;
}

// A lone "Имя", "Фамилия", "Nom" holds the whole name; German "Name" beside "Vorname" is the surname.
void settleNameColumns(QList<CsvField> &columns)
{
    const bool first = columns.contains(CsvField::FirstName);
    const bool last = columns.contains(CsvField::LastName);
    const bool full = columns.contains(CsvField::Name);
    if (first && !last && full)
        columns[columns.indexOf(CsvField::Name)] = CsvField::LastName;
    else if (first && !last && !full)
        columns[columns.indexOf(CsvField::FirstName)] = CsvField::Name;
    else if (last && !first && !full)
        columns[columns.indexOf(CsvField::LastName)] = CsvField::Name;
}

bool isTitle(const QString &v)
{
    static const QSet<QString> titles{QStringLiteral("gm"),  QStringLiteral("im"),  QStringLiteral("fm"),
                                      QStringLiteral("cm"),  QStringLiteral("wgm"), QStringLiteral("wim"),
                                      QStringLiteral("wfm"), QStringLiteral("wcm"), QStringLiteral("g"),
                                      QStringLiteral("m"),   QStringLiteral("f"),   QStringLiteral("wg"),
                                      QStringLiteral("wm"),  QStringLiteral("wf"),  QStringLiteral("гм"),
                                      QStringLiteral("мм"),  QStringLiteral("мф")};
    return titles.contains(v.trimmed().toLower());
}

// Without a header: what each column's values look like.
QList<CsvField> guessFromContents(const QList<QStringList> &rows)
{
    int width = 0;
    for (const QStringList &r : rows)
        width = std::max(width, int(r.size()));
    QList<CsvField> columns(width, CsvField::Ignore);
    static const QRegularExpression fed(QStringLiteral("^[A-Z]{3}$"));
    auto share = [&rows](int c, auto pred) {
        int filled = 0, matching = 0;
        for (const QStringList &r : rows) {
            const QString v = r.value(c).trimmed();
            if (v.isEmpty())
                continue;
            ++filled;
            matching += pred(v);
        }
        return filled == 0 ? 0.0 : double(matching) / filled;
    };
    auto number = [](const QString &v, int lo, int hi) {
        bool ok = false;
        const qlonglong n = v.toLongLong(&ok);
        return ok && n >= lo && n <= hi;
    };
    for (int c = 0; c < width; ++c) {
        auto take = [&](CsvField f) {
            if (!columns.contains(f))
                columns[c] = f;
        };
        if (share(c, [&](const QString &v) { return number(v, 1, 9999) && v.size() <= 4; }) >= 0.95
            && share(c, [&](const QString &v) { return number(v, 1000, 3000); }) < 0.5)
            take(CsvField::StartNo);
        else if (share(c, [&](const QString &v) { return number(v, 1000, 3000); }) >= 0.8)
            take(CsvField::Rating);
        else if (share(c, [&](const QString &v) { return v.size() >= 4 && number(v, 1000, 2147483647); }) >= 0.8)
            take(CsvField::FideId);
        else if (share(c, [&](const QString &v) { return fed.match(v).hasMatch(); }) >= 0.8)
            take(CsvField::Federation);
        else if (share(c, isTitle) >= 0.8)
            take(CsvField::Title);
        else if (share(c,
                       [](const QString &v) {
                           return std::count_if(v.cbegin(), v.cend(), [](QChar ch) { return ch.isLetter(); }) >= 2;
                       })
                 >= 0.8)
            take(CsvField::Name);
    }
    return columns;
}

} // namespace

CsvField CsvMapping::fieldOfHeader(const QString &name)
{
    return dictionary().value(normalized(name), CsvField::Ignore);
}

QString CsvMapping::key(const QStringList &headerCells)
{
    QStringList names;
    for (const QString &c : headerCells)
        names << normalized(c);
    while (!names.isEmpty() && names.last().isEmpty())
        names.removeLast();
    return names.join(u'|');
}

CsvMapping CsvMapping::guess(const QList<QStringList> &rows, bool *recognised)
{
    CsvMapping best;
    int bestCount = 0;
    for (int i = 0; i < std::min<int>(int(rows.size()), 30); ++i) {
        QSet<CsvField> distinct;
        for (const QString &cell : rows[i]) {
            if (const CsvField f = fieldOfHeader(cell); f != CsvField::Ignore)
                distinct.insert(f);
        }
        const bool key = distinct.contains(CsvField::Name) || distinct.contains(CsvField::LastName)
            || distinct.contains(CsvField::White) || distinct.contains(CsvField::WhiteNo);
        const int count = int(distinct.size());
        if ((count >= 2 || (count == 1 && key)) && count > bestCount) {
            best.headerRow = i;
            bestCount = count;
        }
    }
    *recognised = bestCount > 0;
    if (*recognised) {
        best.columns = guessColumns(rows, best.headerRow);
        return best;
    }
    // No header the console knows. The table's rows are those with the usual number of fields; a
    // row of them with no number in it, above rows with numbers, is its header (a title or
    // key,value rows above it are a preamble).
    QHash<int, int> widths;
    for (const QStringList &r : rows)
        ++widths[int(r.size())];
    int width = 0;
    for (auto it = widths.cbegin(); it != widths.cend(); ++it) {
        if (it.value() > widths.value(width) || (it.value() == widths.value(width) && it.key() > width))
            width = it.key();
    }
    auto hasNumber = [](const QStringList &r) {
        return std::any_of(r.cbegin(), r.cend(), [](const QString &c) {
            bool ok = false;
            c.trimmed().toDouble(&ok);
            return ok;
        });
    };
    best.headerRow = -1;
    for (int i = 0; i + 1 < std::min<int>(int(rows.size()), 30); ++i) {
        if (rows[i].size() == width && !hasNumber(rows[i]) && rows[i + 1].size() == width && hasNumber(rows[i + 1])) {
            best.headerRow = i;
            break;
        }
    }
    QList<QStringList> data;
    for (int i = best.headerRow + 1; i < rows.size(); ++i) {
        if (rows[i].size() == width)
            data << rows[i];
    }
    best.columns = guessFromContents(data);
    return best;
}

QList<CsvField> CsvMapping::guessColumns(const QList<QStringList> &rows, int headerRow)
{
    QList<CsvField> columns;
    bool named = false;
    if (headerRow >= 0 && headerRow < rows.size()) {
        for (const QString &cell : rows[headerRow]) {
            CsvField f = fieldOfHeader(cell);
            if (columns.contains(f))
                f = CsvField::Ignore; // the first column of a name wins
            named = named || f != CsvField::Ignore;
            columns << f;
        }
    }
    if (named) {
        settleNameColumns(columns);
        return columns;
    }
    return guessFromContents(rows.mid(headerRow + 1));
}

QString CsvMapping::problem() const
{
    QSet<CsvField> seen;
    for (const CsvField f : columns) {
        if (f == CsvField::Ignore)
            continue;
        if (seen.contains(f))
            //: %1: the field the columns are marked as, e.g. "Name" or "Rating"
            return tr("Two columns are marked \"%1\"; mark one of them only.").arg(fieldText(f));
        seen.insert(f);
    }
    if (isPairings())
        return {};
    if (!has(CsvField::Name) && !has(CsvField::LastName))
        return tr("Mark the column with the players' names (\"Name\", or \"Last name\" and \"First name\"), or "
                  "the \"White\" column of a pairings file.");
    return {};
}

QString CsvMapping::toString() const
{
    QStringList names;
    for (const CsvField f : columns)
        names << fieldName(f);
    return QString::number(headerRow) + u';' + names.join(u',');
}

CsvMapping CsvMapping::fromString(const QString &text)
{
    CsvMapping m;
    const qsizetype semicolon = text.indexOf(u';');
    if (semicolon < 0)
        return m;
    m.headerRow = text.left(semicolon).toInt();
    for (const QString &name : text.mid(semicolon + 1).split(u',')) {
        CsvField field = CsvField::Ignore;
        for (int f = 0; f <= int(CsvField::GameId); ++f) {
            if (fieldName(CsvField(f)) == name)
                field = CsvField(f);
        }
        m.columns << field;
    }
    return m;
}

QLatin1String CsvMapping::fieldName(CsvField field)
{
    switch (field) {
    case CsvField::Ignore: return QLatin1String("ignore");
    case CsvField::StartNo: return QLatin1String("start_no");
    case CsvField::Name: return QLatin1String("name");
    case CsvField::FirstName: return QLatin1String("first_name");
    case CsvField::LastName: return QLatin1String("last_name");
    case CsvField::FideId: return QLatin1String("fide_id");
    case CsvField::Title: return QLatin1String("title");
    case CsvField::Rating: return QLatin1String("rating");
    case CsvField::Federation: return QLatin1String("federation");
    case CsvField::Club: return QLatin1String("club");
    case CsvField::Account: return QLatin1String("account");
    case CsvField::FeedCamera: return QLatin1String("feed_cam");
    case CsvField::FeedScreen: return QLatin1String("feed_screen");
    case CsvField::FeedCamera2: return QLatin1String("feed_cam2");
    case CsvField::Venue: return QLatin1String("venue");
    case CsvField::Assistant: return QLatin1String("assistant");
    case CsvField::AssistantAccount: return QLatin1String("assistant_account");
    case CsvField::Round: return QLatin1String("round");
    case CsvField::Board: return QLatin1String("board");
    case CsvField::White: return QLatin1String("white");
    case CsvField::Black: return QLatin1String("black");
    case CsvField::WhiteNo: return QLatin1String("white_no");
    case CsvField::BlackNo: return QLatin1String("black_no");
    case CsvField::Result: return QLatin1String("result");
    case CsvField::GameId: return QLatin1String("game_id");
    }
    return QLatin1String("ignore");
}

QString CsvMapping::fieldText(CsvField field)
{
    switch (field) {
    case CsvField::Ignore: return tr("(not used)");
    case CsvField::StartNo: return tr("Start no.");
    case CsvField::Name: return tr("Name");
    case CsvField::FirstName: return tr("First name");
    case CsvField::LastName: return tr("Last name");
    case CsvField::FideId: return tr("FIDE ID");
    case CsvField::Title: return tr("Title");
    case CsvField::Rating: return tr("Rating");
    case CsvField::Federation: return tr("Federation");
    case CsvField::Club: return tr("Club");
    case CsvField::Account: return tr("Zone account");
    case CsvField::FeedCamera: return tr("Camera feed");
    case CsvField::FeedScreen: return tr("Screen feed");
    case CsvField::FeedCamera2: return tr("Second camera feed");
    case CsvField::Venue: return tr("Venue");
    case CsvField::Assistant: return tr("Online assistant");
    case CsvField::AssistantAccount: return tr("Assistant's zone account");
    case CsvField::Round: return tr("Round");
    case CsvField::Board: return tr("Board");
    case CsvField::White: return tr("White");
    case CsvField::Black: return tr("Black");
    case CsvField::WhiteNo: return tr("White's no.");
    case CsvField::BlackNo: return tr("Black's no.");
    case CsvField::Result: return tr("Result");
    case CsvField::GameId: return tr("Zone game");
    }
    return {};
}

QList<CsvField> CsvMapping::playerFields()
{
    return {CsvField::Ignore,          CsvField::StartNo,     CsvField::Name,    CsvField::LastName,
            CsvField::FirstName,       CsvField::FideId,      CsvField::Title,   CsvField::Rating,
            CsvField::Federation,      CsvField::Club,        CsvField::Account, CsvField::FeedCamera,
            CsvField::FeedScreen,      CsvField::FeedCamera2, CsvField::Venue,   CsvField::Assistant,
            CsvField::AssistantAccount};
}

QList<CsvField> CsvMapping::pairingFields()
{
    return {CsvField::Ignore, CsvField::Round,   CsvField::Board,  CsvField::White, CsvField::WhiteNo,
            CsvField::Black,  CsvField::BlackNo, CsvField::Result, CsvField::GameId};
}

} // namespace arbiter::event
