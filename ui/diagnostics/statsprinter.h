#pragma once

#include "core/watch/incident.h"

#include <QList>
#include <QObject>
#include <QTimer>

namespace arbiter::ui {

class FeedHub;

// What `arbiter-console --stats` prints beside StatsProbe's lines, for the benchmarks that read
// them (tests/bench/consolescale.sh): the feeds' frames per second every interval, when the
// Art. 13.2 roll call was done (the scale benchmark's mark), and each incident as it is raised with
// when (the feed wall benchmark times a stalled feed to its incident by these lines).
class StatsPrinter : public QObject
{
    Q_OBJECT

public:
    StatsPrinter(FeedHub *hub, int intervalMs, QObject *parent = nullptr);

    void start();
    // The incidents as the session sends them: the open, unreviewed ones are printed.
    void printIncidents(const QList<arbiter::watch::Incident> &batch);

private:
    FeedHub *m_hub;
    QTimer m_feeds;
};

} // namespace arbiter::ui
