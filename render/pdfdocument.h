#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace arbiter::render {

// An HTML document (the subset QTextDocument renders) drawn as a PDF: A4, 2 cm margins, the pages
// numbered at the foot, the title in the PDF's properties. Needs a QGuiApplication (any platform,
// "offscreen" included) for the fonts.
class PdfDocument
{
    Q_DECLARE_TR_FUNCTIONS(PdfDocument)

public:
    static QByteArray fromHtml(const QString &html, const QString &title);
    // Writes it to `path` (atomically: a failed write leaves no half file); the error names the file.
    static std::optional<Error> write(const QString &html, const QString &title, const QString &path);
};

} // namespace arbiter::render
