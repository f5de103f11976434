#pragma once

#include "core/storage/eventstore.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace arbiter::ctl {

// The event database a command works on: the positional argument, `--event ID`, and opening it
// (the event the console had open last, else the only one), with the reason printed when it fails.
class EventDatabase
{
    Q_DECLARE_TR_FUNCTIONS(EventDatabase)

public:
    struct Opened
    {
        std::unique_ptr<storage::EventStore> store;
        std::int64_t eventId = 0;
    };

    static std::optional<Opened> open(const QString &path, const QString &eventOption, bool mayCreate = false);
    static void addArgument(QCommandLineParser &parser);
    static QCommandLineOption eventOption();
};

} // namespace arbiter::ctl
