#pragma once

#include "core/standings/standings.h"

#include <QByteArray>
#include <QChar>
#include <QList>
#include <QString>
#include <QStringList>

namespace arbiter::report {

// A table of an HTML document that QTextDocument renders (the reports, the seminar's result
// sheets): a header row repeated on every page it runs over, then rows of cells already escaped.
class HtmlTable
{
public:
    // `widths`: each column's share of the page in percent (none: as the text needs).
    explicit HtmlTable(const QStringList &head, const QList<int> &widths = {})
    {
        // The header row in <thead>: QTextDocument repeats it on every page the table runs over.
        m_html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><thead><tr>");
        for (qsizetype i = 0; i < head.size(); ++i) {
            const QString width = i < widths.size() ? QStringLiteral(" width=\"%1%\"").arg(widths[i]) : QString();
            m_html += QStringLiteral("<th align=\"left\" bgcolor=\"#e8e8e8\"%1>%2</th>")
                          .arg(width, head[i].toHtmlEscaped());
        }
        m_html += QStringLiteral("</tr></thead>");
    }
    void row(const QStringList &cells)
    {
        m_html += QStringLiteral("<tr>");
        for (const QString &c : cells)
            m_html += QStringLiteral("<td valign=\"top\">%1</td>").arg(c);
        m_html += QStringLiteral("</tr>");
        ++m_rows;
    }
    int rows() const { return m_rows; }
    QString html() const { return m_html + QStringLiteral("</table>"); }

private:
    QString m_html;
    int m_rows = 0;
};

// A table for a spreadsheet: UTF-8 with a BOM (so spreadsheets take it as UTF-8), CRLF rows. A cell
// that a spreadsheet would take as a formula (starting with = + - @) gets a leading apostrophe.
class CsvTable
{
public:
    explicit CsvTable(QChar separator) : m_separator(separator) { }
    // 0.5, or 0,5 beside ';' (spreadsheets whose language writes a decimal comma read ';' files).
    QString number(double value) const
    {
        QString text = standings::Standings::numberText(value);
        return m_separator == u';' ? text.replace(u'.', u',') : text;
    }
    void row(const QStringList &cells)
    {
        QStringList out;
        for (QString cell : cells) {
            if (!cell.isEmpty() && QStringLiteral("=+-@\t\r").contains(cell.front()))
                cell.prepend(u'\'');
            if (cell.contains(m_separator) || cell.contains(u'"') || cell.contains(u'\n') || cell.contains(u'\r'))
                cell = u'"' + cell.replace(u'"', QStringLiteral("\"\"")) + u'"';
            out << cell;
        }
        m_text += out.join(m_separator) + QStringLiteral("\r\n");
    }
    QByteArray bytes() const { return QByteArray("\xEF\xBB\xBF") + m_text.toUtf8(); }

private:
    QChar m_separator;
    QString m_text;
};

} // namespace arbiter::report
