#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QRandomGenerator>

#include <algorithm>
#include <cstring>
#include <utility>

namespace arbiter::testing {

// A sequential device that hands out 1 to 7 bytes per read, like a slow socket: every token, tag,
// comment and BOM of a PGN ends up split across reads somewhere. Deterministic for a given seed.
class TrickleDevice : public QIODevice
{
public:
    explicit TrickleDevice(QByteArray data, quint32 seed = 1) : m_data(std::move(data)), m_rng(seed) { }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return m_data.size() - m_pos + QIODevice::bytesAvailable(); }

protected:
    qint64 readData(char *out, qint64 max) override
    {
        const qint64 n = std::min<qint64>({max, qint64(m_rng.bounded(1, 8)), m_data.size() - m_pos});
        std::memcpy(out, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
    QRandomGenerator m_rng;
};

} // namespace arbiter::testing
