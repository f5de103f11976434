#pragma once

#include <QObject>

class QSoundEffect;

namespace arbiter::ui {

// The optional short alert for a new incident. Off unless the arbiter turns it on; the sound
// device is opened only when the first alert plays, and a machine without any audio device stays
// silent without an error (Qt reports "No audio device detected" and plays nothing).
class AlertSound : public QObject
{
    Q_OBJECT

public:
    explicit AlertSound(QObject *parent = nullptr);
    ~AlertSound() override;

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    // Plays the alert when enabled; returns whether it was asked to play.
    bool alert();
    // How many alerts were played (the arbiter's "did it beep?" and the tests' check).
    int played() const { return m_played; }
    // The effect, once an alert has played (nullptr before).
    QSoundEffect *effect() const { return m_effect; }

private:
    bool m_enabled = false;
    int m_played = 0;
    QSoundEffect *m_effect = nullptr;
};

} // namespace arbiter::ui
