#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

// Shared plumbing for arbiterctl's subcommands: UTF-8 standard streams and option parsing whose
// --help and error texts are translated.
namespace arbiter::ctl {

QTextStream &out();
QTextStream &err();

// Text from a zone, a file or the command line made safe to print on a terminal: every control
// character (C0 including TAB and line breaks, DEL, C1) and the bidirectional-override characters
// are shown escaped, \xHH below U+0100 and \uHHHH above (ESC is "\x1b"), so a player name such as
// "\x1b]0;pwned\x07\x1b[2J" can neither retitle the terminal nor clear it, nor forge an output line.
// Every text (non-JSON) output of names, tags and messages that carry data goes through it; JSON
// output is left exact (QJsonDocument escapes controls itself).
QString terminalText(QStringView text);

// Exit statuses, stable for scripts: 0 success, 1 the input had problems (bad game, bad FEN), 2 usage.
enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

// Parses args (args[0] is "arbiterctl <command>") with the parser's options. Returns -1 when the
// command should go on, otherwise the exit status (help shown, or a usage error printed).
int parseArguments(QCommandLineParser &parser, const QStringList &args, const QString &description);

// Makes SIGINT and SIGTERM end the application's event loop with exit status 0 (so output is
// flushed and resources released), for the commands that run until interrupted.
void quitOnSignals();

} // namespace arbiter::ctl
