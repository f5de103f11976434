#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// Every command the README and the guides in docs/ show in their code blocks that runs one of our
// programs (arbiterctl …, arbiter-console …) runs as written and succeeds, and every file they link
// to is there: the programs are resolved to the build's
// binaries, run from the top of the checkout with the offscreen platform and a fresh home, and
// the console is given --quit-after 5 when the command has none.
class TestReadme : public QObject
{
    Q_OBJECT

private:
    // Shell words with '…' and "…" quoting and \ escapes, as sh splits a simple command.
    static QStringList shellWords(const QString &line)
    {
        QStringList words;
        QString word;
        bool inWord = false;
        QChar quote;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (!quote.isNull()) {
                if (c == quote)
                    quote = QChar();
                else if (c == u'\\' && quote == u'"' && i + 1 < line.size())
                    word += line[++i];
                else
                    word += c;
            } else if (c == u'\'' || c == u'"') {
                quote = c;
                inWord = true;
            } else if (c == u'\\' && i + 1 < line.size()) {
                word += line[++i];
                inWord = true;
            } else if (c.isSpace()) {
                if (inWord)
                    words << word;
                word.clear();
                inWord = false;
            } else if (c == u'#' && !inWord) {
                break; // a comment
            } else {
                word += c;
                inWord = true;
            }
        }
        if (inWord)
            words << word;
        return words;
    }

    // The README and every page of docs/, as paths from the top of the checkout.
    static QStringList pages()
    {
        QStringList list{QStringLiteral("README.md")};
        const QDir docs(arbiter::testing::testsPath(QStringLiteral("../docs")));
        for (const QString &name : docs.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
            list << QStringLiteral("docs/") + name;
        return list;
    }
    static QString page(const QString &path)
    {
        QFile f(arbiter::testing::testsPath(QStringLiteral("../") + path));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // The commands of the pages' fenced code blocks that start with one of our programs (each once).
    static QList<QStringList> readmeCommands()
    {
        QList<QStringList> commands;
        for (const QString &path : pages())
            for (const QStringList &c : commandsOf(page(path)))
                if (!commands.contains(c))
                    commands << c;
        return commands;
    }
    static QList<QStringList> commandsOf(const QString &text)
    {
        QList<QStringList> commands;
        bool inBlock = false;
        QString pending;
        for (const QString &raw : text.split(u'\n')) {
            const QString line = raw.trimmed();
            if (line.startsWith(QLatin1String("```"))) {
                inBlock = !inBlock;
                pending.clear();
                continue;
            }
            if (!inBlock)
                continue;
            if (line.endsWith(u'\\')) { // continued on the next line
                pending += line.chopped(1) + u' ';
                continue;
            }
            const QStringList words = shellWords(pending + line);
            pending.clear();
            if (words.isEmpty())
                continue;
            const QString program = words.first().section(u'/', -1);
            if (program == QLatin1String("arbiterctl") || program == QLatin1String("arbiter-console"))
                commands << words;
        }
        return commands;
    }

private Q_SLOTS:
    // A newcomer's README stays short, and no page links to a file that is not there.
    void pagesLinkToWhatIsThere()
    {
        QVERIFY2(page(QStringLiteral("README.md")).count(u'\n') <= 120, "the README stays about 100 lines");
        static const QRegularExpression link(QStringLiteral(R"(\]\(([^)#\s]+)(#[^)]*)?\))"));
        for (const QString &path : pages()) {
            const QString dir = QFileInfo(path).path();
            auto it = link.globalMatch(page(path));
            while (it.hasNext()) {
                const QString target = it.next().captured(1);
                if (target.contains(QLatin1String("://")))
                    continue;
                const QString file = arbiter::testing::testsPath(QStringLiteral("../") + dir + u'/' + target);
                QVERIFY2(
                    QFileInfo::exists(file),
                    qPrintable(path + QStringLiteral(" links to ") + target + QStringLiteral(", which is not there")));
            }
        }
    }
    void commandsRunAsWritten_data()
    {
        QTest::addColumn<QStringList>("command");
        const QList<QStringList> commands = readmeCommands();
        QVERIFY2(commandsOf(page(QStringLiteral("README.md"))).size() >= 2,
                 "the README shows commands of both programs");
        for (const QStringList &c : commands)
            QTest::newRow(qPrintable(c.join(u' '))) << c;
    }
    void commandsRunAsWritten()
    {
        QFETCH(QStringList, command);
        const bool console = command.first().endsWith(QLatin1String("arbiter-console"));
        QStringList args = command.mid(1);
        if (console && !args.contains(QStringLiteral("--quit-after")))
            args << QStringLiteral("--quit-after") << QStringLiteral("5");
        QTemporaryDir home;
        const QProcessEnvironment env = arbiter::testing::isolatedEnvironment(home.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(arbiter::testing::testsPath(QStringLiteral("..")));
        p.start(arbiter::testing::testsBinaryPath(console ? QStringLiteral(ARBITER_CONSOLE_FROM_BINARY)
                                                          : QStringLiteral(ARBITERCTL_FROM_BINARY)),
                args);
        QVERIFY(p.waitForStarted());
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            QFAIL("did not finish within 2 minutes");
        }
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(QString::fromUtf8(err))));
    }
};

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
