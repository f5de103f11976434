#include "core/event/textdecoding.h"

#include <QStringDecoder>

namespace arbiter::event {

namespace {

// Words that mix Latin and Cyrillic letters.
int mixedWords(const QString &text)
{
    int mixed = 0;
    bool latin = false, cyrillic = false;
    for (const QChar c : text) {
        if (!c.isLetter()) {
            mixed += latin && cyrillic;
            latin = cyrillic = false;
        } else if (c.script() == QChar::Script_Cyrillic) {
            cyrillic = true;
        } else if (c.script() == QChar::Script_Latin) {
            latin = true;
        }
    }
    return mixed + (latin && cyrillic);
}

} // namespace

QString decodeAs(const QString &encoding, const QByteArray &bytes)
{
    if (encoding == QLatin1String("UTF-8"))
        return QString::fromUtf8(bytes);
    QStringDecoder decoder(encoding.toLatin1().constData());
    return decoder.isValid() ? QString(decoder.decode(bytes)) : QString::fromLatin1(bytes);
}

DecodedText decodeText(const QByteArray &data)
{
    DecodedText out;
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    out.text = utf8.decode(data);
    out.encoding = QStringLiteral("UTF-8");
    if (utf8.hasError()) {
        const QString cyrillic = decodeAs(QStringLiteral("Windows-1251"), data);
        const QString western = decodeAs(QStringLiteral("Windows-1252"), data);
        // A tie (no word mixes scripts either way) is Russian text: Western text has accented
        // letters inside Latin words.
        const bool russian = mixedWords(cyrillic) <= mixedWords(western);
        out.text = russian ? cyrillic : western;
        out.encoding = russian ? QStringLiteral("Windows-1251") : QStringLiteral("Windows-1252");
    }
    if (out.text.startsWith(QChar(0xfeff)))
        out.text.remove(0, 1);
    return out;
}

} // namespace arbiter::event
