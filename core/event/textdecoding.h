#pragma once

#include <QByteArray>
#include <QString>

namespace arbiter::event {

// How the console reads the text of a file a pairing program, a federation or a spreadsheet wrote
// (TRF and CSV imports alike): UTF-8 (with or without BOM) when it is valid UTF-8, else the
// Windows code page that gives real words: Windows-1251 (Russian Excel, Swiss-Manager in Russia) or
// Windows-1252 (Western programs; Latin-1's letters), told apart by the words each makes (a Western
// file read as Windows-1251 mixes Latin and Cyrillic letters in a word: "Mьller"). Single-byte
// code pages keep one character per byte, so fixed columns stay right. Plain Latin-1 stands in
// where Qt has no ICU.
struct DecodedText
{
    QString text; // without the BOM
    QString encoding; // "UTF-8", "Windows-1251" or "Windows-1252"
    bool utf8() const { return encoding == QLatin1String("UTF-8"); }
};

DecodedText decodeText(const QByteArray &data);

// One line (or field) in the encoding decodeText() chose for the whole file.
QString decodeAs(const QString &encoding, const QByteArray &bytes);

} // namespace arbiter::event
