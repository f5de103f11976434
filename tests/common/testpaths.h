#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QProcessEnvironment>
#include <QString>

// Where the tests find the repository's files. No absolute path is compiled in (so the compiler
// cache serves a fresh clone in another folder): the build gives each test the way from its own
// folder to the repository's tests/ folder, and ARBITER_TESTS_DIR in the environment overrides it.
// Call once a QCoreApplication exists (inside test functions).
namespace arbiter::testing {

inline QString testsDir()
{
    const QString env = qEnvironmentVariable("ARBITER_TESTS_DIR");
    if (!env.isEmpty())
        return env;
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/" ARBITER_TESTS_DIR_FROM_BINARY));
}

// A path below tests/ ("data/trf/three-rounds.trf") or, with "../", below the repository.
inline QString testsPath(const QString &relative)
{
    const QString path = QDir::cleanPath(testsDir() + u'/' + relative);
    return relative.endsWith(u'/') ? path + u'/' : path;
}

// A file of the build, given by the way from the test's own folder to it (ARBITERCTL_FROM_BINARY).
inline QString testsBinaryPath(const QString &fromBinary)
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + u'/' + fromBinary);
}

// The environment for running one of our programs in a test: offscreen, in the C.UTF-8 locale,
// with its settings and data under `home` (a temporary folder) instead of the user's.
inline QProcessEnvironment isolatedEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

} // namespace arbiter::testing
