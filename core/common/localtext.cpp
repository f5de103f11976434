#include "core/common/localtext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace arbiter {

LocalText LocalText::message(const char *context, const char *source, int n)
{
    LocalText t;
    t.m_context = context;
    t.m_source = source;
    t.m_n = n;
    return t;
}

LocalText &LocalText::arg(const LocalText &value)
{
    m_args.append(value);
    return *this;
}

QString LocalText::toString() const
{
    if (m_source.isEmpty())
        return m_literal;
    const QString pattern = QCoreApplication::translate(m_context.constData(), m_source.constData(), nullptr, m_n);
    if (m_args.isEmpty())
        return pattern;
    QStringList values;
    values.reserve(m_args.size());
    for (const LocalText &a : m_args)
        values.append(a.toString());
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'%' && i + 1 < pattern.size() && pattern.at(i + 1).isDigit() && pattern.at(i + 1) != u'0') {
            qsizetype j = i + 1;
            int number = 0;
            while (j < pattern.size() && pattern.at(j).isDigit() && number < 10)
                number = number * 10 + pattern.at(j++).digitValue();
            if (number <= values.size()) {
                out += values.at(number - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QJsonValue LocalText::toJson() const
{
    if (m_source.isEmpty())
        return m_literal;
    QJsonObject o{{QStringLiteral("c"), QString::fromUtf8(m_context)},
                  {QStringLiteral("s"), QString::fromUtf8(m_source)}};
    if (m_n >= 0)
        o.insert(QStringLiteral("n"), m_n);
    if (!m_args.isEmpty()) {
        QJsonArray args;
        for (const LocalText &a : m_args)
            args.append(a.toJson());
        o.insert(QStringLiteral("a"), args);
    }
    return o;
}

LocalText LocalText::fromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return LocalText(value.toString());
    const QJsonObject o = value.toObject();
    const QString source = o.value(QStringLiteral("s")).toString();
    if (source.isEmpty())
        return LocalText(QString());
    LocalText t;
    t.m_context = o.value(QStringLiteral("c")).toString().toUtf8();
    t.m_source = source.toUtf8();
    t.m_n = o.value(QStringLiteral("n")).toInt(-1);
    for (const QJsonValue &a : o.value(QStringLiteral("a")).toArray())
        t.m_args.append(fromJson(a));
    return t;
}

} // namespace arbiter
