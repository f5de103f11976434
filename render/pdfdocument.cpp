#include "render/pdfdocument.h"

#include <QBuffer>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace arbiter::render {

QByteArray PdfDocument::fromHtml(const QString &html, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Arbiter Console " ARBITER_VERSION));
        writer.setResolution(300);
        // No margins of the writer's own: QTextDocument::print keeps 2 cm around the text and numbers the pages.
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                                         QPageLayout::Millimeter));
        QTextDocument document;
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(8.5);
        document.setDefaultFont(font);
        document.setDefaultStyleSheet(QStringLiteral("h1 { font-size: 16pt; } h2 { font-size: 12pt; } "
                                                     "h3 { font-size: 10pt; } th, td { font-size: 8pt; }"));
        document.setHtml(html);
        // No page size set: QTextDocument::print lays the pages out for the writer and numbers them.
        document.print(&writer);
    }
    return bytes;
}

std::optional<Error> PdfDocument::write(const QString &html, const QString &title, const QString &path)
{
    const QByteArray pdf = fromHtml(html, title);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit())
        //: %1: the file; %2: why it could not be written
        return Error{tr("Could not write %1: %2").arg(path, file.errorString())};
    return std::nullopt;
}

} // namespace arbiter::render
