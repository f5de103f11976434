#include "app/console/passwordkeychain.h"

#include <QEventLoop>
#include <QLoggingCategory>
#include <QTimer>

#include <qt6keychain/keychain.h>

namespace arbiter::console {

namespace {
Q_LOGGING_CATEGORY(lcKeychain, "arbiter.console.keychain")

const QString Service = QStringLiteral("Arbiter Console team events");
constexpr int WaitMs = 5000;

// Runs a keychain job to its end (or the time limit: a keychain that does not answer is none).
bool finish(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    bool done = false;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    QTimer::singleShot(WaitMs, &loop, &QEventLoop::quit);
    job.start();
    if (!done)
        loop.exec();
    return done;
}
} // namespace

PasswordKeychain::Read PasswordKeychain::read(const QString &key)
{
    QKeychain::ReadPasswordJob job(Service);
    job.setKey(key);
    Read out;
    if (!finish(job)) {
        qCInfo(lcKeychain) << "the system keychain did not answer";
        return out;
    }
    switch (job.error()) {
    case QKeychain::NoError:
        out.available = true;
        out.password = job.textData();
        break;
    case QKeychain::EntryNotFound: out.available = true; break;
    default: qCInfo(lcKeychain) << "no system keychain:" << job.errorString(); break;
    }
    return out;
}

bool PasswordKeychain::write(const QString &key, const QString &password)
{
    QKeychain::WritePasswordJob job(Service);
    job.setKey(key);
    job.setTextData(password);
    if (!finish(job) || job.error() != QKeychain::NoError) {
        qCWarning(lcKeychain) << "could not keep the password in the system keychain:" << job.errorString();
        return false;
    }
    return true;
}

void PasswordKeychain::remove(const QString &key)
{
    QKeychain::DeletePasswordJob job(Service);
    job.setKey(key);
    finish(job);
}

} // namespace arbiter::console
