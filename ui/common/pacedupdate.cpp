#include "ui/common/pacedupdate.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace arbiter::ui {

namespace {

// The GUI thread's one pacer, owned by the application (so gone with it).
class Pacer : public QObject
{
public:
    explicit Pacer(QObject *parent) : QObject(parent), m_timer(this)
    {
        m_timer.setSingleShot(true);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, &Pacer::flush);
        m_sinceFlush.start();
    }

    void request(QWidget *widget)
    {
        if (!std::any_of(m_pending.cbegin(), m_pending.cend(),
                         [widget](const QPointer<QWidget> &w) { return w == widget; }))
            m_pending.append(widget);
        if (m_timer.isActive())
            return;
        // At once when the last repaint is long past (a lone feed shows its frame without delay),
        // else when the interval is over.
        m_timer.start(int(std::max<qint64>(0, PacedUpdateMs - m_sinceFlush.elapsed())));
    }

private:
    void flush()
    {
        m_sinceFlush.restart();
        const QList<QPointer<QWidget>> pending = std::exchange(m_pending, {});
        for (const QPointer<QWidget> &w : pending)
            if (w)
                w->update(); // all in this pass: Qt paints them in one repaint of their window
    }

    QList<QPointer<QWidget>> m_pending;
    QTimer m_timer;
    QElapsedTimer m_sinceFlush;
};

} // namespace

void updatePaced(QWidget *widget)
{
    static QPointer<Pacer> pacer;
    if (!pacer) {
        if (!QCoreApplication::instance()) {
            widget->update();
            return;
        }
        pacer = new Pacer(QCoreApplication::instance());
    }
    pacer->request(widget);
}

} // namespace arbiter::ui
