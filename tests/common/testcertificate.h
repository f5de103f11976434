#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// A self-signed certificate for 127.0.0.1 and localhost made at test time with openssl (package
// openssl): `dir`/`name`.pem and its key `dir`/`name`.key, valid for a day. False with the reason.
inline bool makeTestCertificate(const QString &dir, const QString &name, QString *why)
{
    QProcess openssl;
    openssl.setWorkingDirectory(dir);
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("1"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=localhost"), QStringLiteral("-addext"),
                   QStringLiteral("subjectAltName=IP:127.0.0.1,DNS:localhost"), QStringLiteral("-keyout"),
                   name + QStringLiteral(".key"), QStringLiteral("-out"), name + QStringLiteral(".pem")});
    if (!openssl.waitForFinished(60'000) || openssl.exitCode() != 0) {
        *why = QStringLiteral("openssl (package openssl) failed: ")
            + QString::fromLocal8Bit(openssl.readAllStandardError()) + openssl.errorString();
        return false;
    }
    return true;
}
