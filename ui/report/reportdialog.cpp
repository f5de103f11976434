#include "ui/report/reportdialog.h"

#include "core/report/csvexport.h"
#include "core/report/eventpgn.h"
#include "core/report/trfexport.h"
#include "core/standings/standings.h"
#include "render/pdfdocument.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {
enum Kind { ReportPdf, ReportHtml, Trf16, Trf26, ResultsCsv, StandingsCsv, Pgn };

// A file name from the event's name: letters, digits and dashes.
QString baseName(const QString &event)
{
    QString name;
    for (const QChar c : event)
        name += c.isLetterOrNumber() ? c : QChar(u'-');
    while (name.contains(QStringLiteral("--")))
        name.replace(QStringLiteral("--"), QStringLiteral("-"));
    name = name.trimmed();
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    while (name.endsWith(u'-'))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("event") : name;
}
} // namespace

ReportDialog::ReportDialog(report::EventReport::Input input, bool report, QString currentLanguage,
                           InLanguage inLanguage, QWidget *parent)
    : QDialog(parent), m_input(std::move(input)), m_inLanguage(std::move(inLanguage)), m_kind(new QComboBox(this)),
      m_language(new QComboBox(this)), m_round(new QSpinBox(this)), m_adjustments(new QCheckBox(this)),
      m_semicolon(new QCheckBox(this)), m_notes(new QLabel(this))
{
    setWindowTitle(report ? tr("Report") : tr("Export"));
    m_kind->addItem(tr("Chief arbiter's report (PDF)"), ReportPdf);
    m_kind->addItem(tr("Chief arbiter's report (HTML)"), ReportHtml);
    m_kind->addItem(tr("Tournament report for the rating officer (TRF-16)"), Trf16);
    m_kind->addItem(tr("Tournament report for the rating officer (TRF-2026)"), Trf26);
    m_kind->addItem(tr("Results, a row per game (CSV)"), ResultsCsv);
    m_kind->addItem(tr("Standings, a row per player (CSV)"), StandingsCsv);
    m_kind->addItem(tr("The games with the rulings, for fair-play screening (PGN)"), Pgn);
    m_kind->setCurrentIndex(report ? 0 : 2);
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Русский"), QStringLiteral("ru"));
    m_language->setCurrentIndex(currentLanguage.startsWith(QLatin1String("ru")) ? 1 : 0);
    const int last = std::max(1, standings::Standings::lastRound(m_input.event.standings.pairings));
    m_round->setRange(0, std::max(last, m_input.event.info.rounds));
    m_round->setSpecialValueText(tr("every round with a result"));
    m_round->setValue(0);
    m_adjustments->setText(tr("Score adjustments as records 299, counted in the totals"));
    m_adjustments->setToolTip(tr("A pairing program refuses totals that do not match the results: leave this off "
                                 "for the file the next round is paired from."));
    m_semicolon->setText(tr("Separate with ';' and write decimal commas (spreadsheets in Russian)"));
    m_notes->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&What:"), m_kind);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Rounds up to:"), m_round);
    form->addRow(QString(), m_adjustments);
    form->addRow(QString(), m_semicolon);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Save…"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_notes);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, &ReportDialog::save);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ReportDialog::updateChoices);
    updateChoices();
}

void ReportDialog::updateChoices()
{
    const int kind = m_kind->currentData().toInt();
    m_language->setEnabled(kind == ReportPdf || kind == ReportHtml || kind == Pgn);
    m_adjustments->setVisible(kind == Trf26);
    m_semicolon->setVisible(kind == ResultsCsv || kind == StandingsCsv);
    m_round->setSpecialValueText(kind == Pgn ? tr("every round") : tr("every round with a result"));
    m_notes->clear();
}

ReportDialog::Document ReportDialog::make() const
{
    const int kind = m_kind->currentData().toInt();
    const int round = m_round->value();
    const QString base = baseName(m_input.event.info.name);
    Document doc;
    auto inLanguage = [this](const std::function<void()> &work) {
        if (m_inLanguage)
            m_inLanguage(m_language->currentData().toString(), work);
        else
            work();
    };
    switch (kind) {
    case ReportPdf:
    case ReportHtml: {
        report::EventReport::Input input = m_input;
        input.afterRound = round;
        QString html;
        inLanguage([&] { html = report::EventReport::html(input); });
        if (kind == ReportPdf) {
            doc.bytes = render::PdfDocument::fromHtml(html, m_input.event.info.name);
            doc.fileName = base + QStringLiteral("-report.pdf");
        } else {
            doc.bytes = html.toUtf8();
            doc.fileName = base + QStringLiteral("-report.html");
        }
        break;
    }
    case Trf16:
    case Trf26: {
        report::TrfExport::Options options;
        options.version = kind == Trf26 ? report::TrfExport::Version::Trf26 : report::TrfExport::Version::Trf16;
        options.afterRound = round;
        options.adjustments = kind == Trf26 && m_adjustments->isChecked();
        const report::TrfExport::Output out = report::TrfExport::write(m_input.event, options);
        doc.bytes = out.text;
        doc.notes = out.notes;
        doc.fileName = base + (kind == Trf26 ? QStringLiteral("-trf26.txt") : QStringLiteral(".trf"));
        break;
    }
    case ResultsCsv:
    case StandingsCsv: {
        const QChar sep = m_semicolon->isChecked() ? u';' : u',';
        doc.bytes = kind == ResultsCsv ? report::CsvExport::results(m_input.event, round, sep)
                                       : report::CsvExport::standings(m_input.event, round, sep);
        doc.fileName = base + (kind == ResultsCsv ? QStringLiteral("-results.csv") : QStringLiteral("-standings.csv"));
        break;
    }
    case Pgn:
        inLanguage([&] { doc.bytes = report::EventPgn::write(m_input.event, round); });
        doc.fileName = base + QStringLiteral(".pgn");
        break;
    }
    return doc;
}

void ReportDialog::save()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Document doc = make();
    QApplication::restoreOverrideCursor();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save as"), doc.fileName);
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(doc.bytes) != doc.bytes.size() || !file.commit()) {
        //: %1: the file; %2: why it could not be written
        m_notes->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
        return;
    }
    QStringList lines{tr("Saved %1.").arg(path)};
    lines += doc.notes;
    m_notes->setText(lines.join(u'\n'));
}

} // namespace arbiter::ui
