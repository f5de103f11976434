#include "ui/feeds/audiometer.h"
#include "ui/common/pacedupdate.h"
#include "ui/common/palette.h"

#include <QPainter>

#include <algorithm>

namespace arbiter::ui {

AudioMeter::AudioMeter(QWidget *parent) : QWidget(parent)
{
    setFixedHeight(6);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void AudioMeter::setLevel(double rmsDb)
{
    if (rmsDb == m_db)
        return;
    m_db = rmsDb;
    updatePaced(this);
}

void AudioMeter::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), colours::MeterTrack);
    const double fraction = std::clamp((m_db + 60.0) / 60.0, 0.0, 1.0);
    QRect bar = rect();
    bar.setWidth(int(bar.width() * fraction));
    p.fillRect(bar, m_db > -50 ? colours::MeterLevel : colours::MeterQuiet);
}

} // namespace arbiter::ui
