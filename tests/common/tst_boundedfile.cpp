#include "core/common/boundedfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace arbiter;

// Files named by the user are read without ever blocking or growing without bound: a FIFO with no
// writer or a device such as /dev/zero is refused at once, a file over the cap is "too large", and
// a path to write is checked before anything is done.
class TestBoundedFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsARegularFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[White \"a\"]\n\n1. e4 *\n");
        f.close();
        QVERIFY(!BoundedFile::checkReadable(path));
        const auto bytes = BoundedFile::read(path, 1024);
        QVERIFY(bytes);
        QCOMPARE(bytes.value(), QByteArray("[White \"a\"]\n\n1. e4 *\n"));
    }

    void tooLarge()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(3 * 1024 * 1024, 'x'));
        f.close();
        const auto bytes = BoundedFile::read(path, 2 * 1024 * 1024);
        QVERIFY(!bytes);
        QVERIFY2(bytes.error().message.contains(QStringLiteral("too large")), qPrintable(bytes.error().message));
        QVERIFY(BoundedFile::read(path, 3 * 1024 * 1024));
    }

    void neverEndsOrNeverOpens()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("live.pgn"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        for (const QString &path : {QStringLiteral("/dev/zero"), fifo}) {
            const auto check = BoundedFile::checkReadable(path);
            QVERIFY(check);
            QVERIFY2(check->message.contains(QStringLiteral("not a regular file")), qPrintable(check->message));
            const auto bytes = BoundedFile::read(path, 1024);
            QVERIFY(!bytes);
            QVERIFY2(bytes.error().message.contains(QStringLiteral("not a regular file")),
                     qPrintable(bytes.error().message));
        }
        QVERIFY(timer.elapsed() < 2000); // nothing blocked
        const auto folder = BoundedFile::checkReadable(dir.path());
        QVERIFY(folder && folder->message.contains(QStringLiteral("folder")));
        const auto missing = BoundedFile::checkReadable(dir.filePath(QStringLiteral("none.pgn")));
        QVERIFY(missing && missing->message.contains(QStringLiteral("There is no file")));
    }

    void writable()
    {
        QTemporaryDir dir;
        QVERIFY(!BoundedFile::checkWritable(dir.filePath(QStringLiteral("out.png"))));
        const auto noFolder = BoundedFile::checkWritable(dir.filePath(QStringLiteral("missing/out.png")));
        QVERIFY(noFolder);
        QVERIFY2(noFolder->message.contains(QStringLiteral("does not exist")), qPrintable(noFolder->message));
        QVERIFY(BoundedFile::checkWritable(dir.path()));
        QVERIFY(BoundedFile::checkWritable(QStringLiteral("/dev/zero")));
    }
};

QTEST_GUILESS_MAIN(TestBoundedFile)
#include "tst_boundedfile.moc"
