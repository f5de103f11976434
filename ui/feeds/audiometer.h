#pragma once

#include <QWidget>

namespace arbiter::ui {

// A thin bar showing a microphone's level (−60 … 0 dBFS), green while sound comes, grey when silent:
// an arbiter sees at a glance who is talking and whose microphone is dead.
class AudioMeter : public QWidget
{
    Q_OBJECT

public:
    explicit AudioMeter(QWidget *parent = nullptr);
    void setLevel(double rmsDb);
    double level() const { return m_db; }
    QSize sizeHint() const override { return {60, 6}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double m_db = -120;
};

} // namespace arbiter::ui
