#pragma once

#include <QString>

#include <optional>

namespace arbiter::console {

// Team events' passwords in the system keychain (QtKeychain: the Secret Service, KWallet), under the
// team event's address (postgresql://login@server/database, without the password). Where no keychain
// runs (a server without a desktop session, Xvfb, CI) nothing is kept and the console asks each time;
// a password is never written to the settings, a log or a command line.
class PasswordKeychain
{
public:
    struct Read
    {
        bool available = false; // a keychain answered
        std::optional<QString> password; // the one kept for the key, if any
    };
    // Each call waits for the keychain (at most a few seconds).
    static Read read(const QString &key);
    static bool write(const QString &key, const QString &password);
    static void remove(const QString &key);
};

} // namespace arbiter::console
