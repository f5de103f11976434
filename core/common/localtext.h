#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <cstdint>

namespace arbiter {

// A text shown in the reader's language, kept as data: the message (its translation context and
// English source, exactly as lupdate extracted them) and its arguments, each a literal (a name, a
// number, a result) or itself a LocalText (a draw rule, a colour). It is translated only when shown,
// so a text made in one language (an incident stored yesterday) reads in the language of today, and
// a language switch re-renders it. Made from QT_TR_NOOP / QT_TRANSLATE_NOOP sources; toJson() is
// what the store keeps.
class LocalText
{
public:
    LocalText() = default;
    // A literal (never translated): a name, a number, text from a zone or a file.
    LocalText(const QString &literal) : m_literal(literal) { } // NOLINT(google-explicit-constructor)
    LocalText(const char *) = delete; // a source string must name its context: use message()

    // `source` must come from QT_TRANSLATE_NOOP(context, …) (or QT_TR_NOOP in a class whose tr()
    // context is `context`), so that lupdate extracts it. `n` >= 0 selects a plural form (%n).
    static LocalText message(const char *context, const char *source, int n = -1);

    // Adds the next argument (%1, %2, … in order), like QString::arg.
    LocalText &arg(const LocalText &value);
    LocalText &arg(const QString &value) { return arg(LocalText(value)); }
    LocalText &arg(std::int64_t value) { return arg(QString::number(value)); }
    LocalText &arg(int value) { return arg(QString::number(value)); }

    bool isEmpty() const { return m_source.isEmpty() && m_literal.isEmpty(); }
    // In the current language (QCoreApplication's translators); the arguments replace their
    // placeholders in one pass, so a name holding "%2" stays as written.
    QString toString() const;

    // A literal as a JSON string; a message as {"c": context, "s": source, "n": n, "a": [args]}.
    QJsonValue toJson() const;
    // The inverse of toJson(); anything else (an older store's plain text) becomes a literal.
    static LocalText fromJson(const QJsonValue &value);

    bool operator==(const LocalText &other) const = default;

private:
    QByteArray m_context;
    QByteArray m_source; // empty for a literal
    QString m_literal;
    int m_n = -1;
    QList<LocalText> m_args;
};

} // namespace arbiter
