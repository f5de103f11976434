#pragma once

#include "core/event/staffmember.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "tests/storage/postgresserver.h"

#include <QHash>
#include <QList>
#include <QString>

// A team event on a test server, as `arbiterctl team init --new-event` and `team add-staff` make it:
// the roles, schema and policies, one event, and a login for each member of `staff`, whose password
// goes into `passwords` by login. False with the reason in `why`.
inline bool makeTeamEvent(const PostgresServer &server, const QString &database,
                          const QList<arbiter::event::StaffMember> &staff, QHash<QString, QString> *passwords,
                          QString *why)
{
    using namespace arbiter;
    const auto options = storage::PostgresOptions::fromUrl(server.url(database)).value();
    {
        storage::Database admin;
        if (auto error = admin.openPostgres(options)) {
            *why = error->message;
            return false;
        }
        if (auto error = team::TeamServer::init(admin)) {
            *why = error->message;
            return false;
        }
        for (const event::StaffMember &m : staff) {
            auto password = team::TeamServer::addStaff(admin, m);
            if (!password) {
                *why = password.error().message;
                return false;
            }
            passwords->insert(m.login, password.value());
        }
    }
    storage::EventStore store;
    if (auto error = store.openPostgres(options)) {
        *why = error->message;
        return false;
    }
    event::EventInfo info;
    info.name = QStringLiteral("Autumn Open");
    if (auto id = store.createEvent(info); !id) {
        *why = id.error().message;
        return false;
    }
    return true;
}
