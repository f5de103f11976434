#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace arbiter::ui {

// One QSettings key with its type and default, declared once below so a key is never spelt twice
// and a default never differs between the place that reads it and the place that writes it.
template<typename T>
struct SettingKey
{
    const char *key;
    T defaultValue;

    T read(const QSettings &settings) const
    {
        return settings.value(QLatin1String(key), QVariant::fromValue(defaultValue)).template value<T>();
    }
    void write(QSettings &settings, const T &value) const { settings.setValue(QLatin1String(key), value); }
};

// Every setting the console keeps between runs.
namespace settings {
inline const SettingKey<QByteArray> windowGeometry{"window/geometry", {}};
inline const SettingKey<QByteArray> windowState{"window/state", {}}; // toolbars and docks
inline const SettingKey<QString> sector{"wall/sector", {}}; // Art. 10.3.1: the arbiter's boards
inline const SettingKey<int> order{"wall/order", 0}; // 0 by board, 1 by urgency
inline const SettingKey<bool> showList{"wall/showList", false}; // the compact list instead of tiles
inline const SettingKey<int> timeTroubleSeconds{"wall/timeTroubleSeconds", 60};
inline const SettingKey<QString> language{"ui/language", {}}; // "ru", "en"; empty = the system's
inline const SettingKey<bool> alertSound{"alerts/sound", false}; // sounds are off unless asked for
inline const SettingKey<QString> arbiterName{"arbiter/name", {}}; // signs reviews; empty = the login name
// The team events opened lately, newest first: their addresses (postgresql://login@server/database), never a
// password.
inline const SettingKey<QStringList> recentTeamEvents{"team/recent", {}};
} // namespace settings

} // namespace arbiter::ui
