#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

namespace arbiter {

// What a helper process started by the console (the demo's simulated world, the roll call's feed
// probes) has in common: it ends with the console, even one that is killed outright, and it takes
// its commands one line at a time on its standard input, whose end is its end.

// The calling process gets SIGTERM when its parent dies (Linux only; elsewhere nothing): call first.
void endWithParent();

// Standard input, line by line (without the newline; blank lines skipped); ended() once when it
// closes. Lives on the thread that makes it, whose event loop must run.
class StandardInputLines : public QObject
{
    Q_OBJECT

public:
    explicit StandardInputLines(QObject *parent = nullptr);

Q_SIGNALS:
    void line(const QByteArray &line);
    void ended();

private:
    void readSome();

    QSocketNotifier m_notifier;
    QByteArray m_pending;
};

} // namespace arbiter
