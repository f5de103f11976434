#include "ui/common/alertsound.h"

#include <QSoundEffect>
#include <QUrl>

namespace arbiter::ui {

AlertSound::AlertSound(QObject *parent) : QObject(parent) { }

AlertSound::~AlertSound() = default;

void AlertSound::setEnabled(bool enabled)
{
    m_enabled = enabled;
}

bool AlertSound::alert()
{
    if (!m_enabled)
        return false;
    if (!m_effect) {
        m_effect = new QSoundEffect(this);
        m_effect->setSource(QUrl(QStringLiteral("qrc:/sounds/alert.wav")));
        m_effect->setVolume(0.6f);
    }
    // Without an audio device isPlaying() never turns false again: restart explicitly.
    m_effect->stop();
    m_effect->play();
    ++m_played;
    return true;
}

} // namespace arbiter::ui
