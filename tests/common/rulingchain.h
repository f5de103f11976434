#pragma once

#include "core/rulings/ruling.h"

#include <QList>

namespace arbiter::testing {

// Rows as the rulings log numbers and chains them, without a database: event 1, numbered from 1, each
// hashed and linked to the one before; a row without a time gets one a millisecond after the last.
inline QList<rulings::Ruling> chainRulings(QList<rulings::Ruling> rows)
{
    QByteArray prev = rulings::Ruling::genesisHash();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        rows[i].eventId = 1;
        rows[i].seq = i + 1;
        if (rows[i].utcMs == 0)
            rows[i].utcMs = 1'000 + i;
        rows[i].prevHash = prev;
        rows[i].hash = rows[i].computeHash();
        prev = rows[i].hash;
    }
    return rows;
}

} // namespace arbiter::testing
