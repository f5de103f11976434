#pragma once

#include "core/net/backoff.h"
#include "core/net/httpstream.h"

namespace arbiter::zone {

// What a zone adapter does when one of its streams or requests ends, decided once for all of them
// (the round's listing, the games stream, a broadcast, each game's move stream):
// - aborted by us: nothing;
// - the zone asks to slow down (HTTP 429): everything waits it out;
// - refused (401, 403) or not there (404): asking again cannot help, so the adapter gives up (the
//   whole source for a round-level stream, that game for a game's stream) and says why;
// - anything else (the stream closed, a network error, a 5xx): again after the back-off, which
//   counts a close apart from a failure.
struct ReconnectPolicy
{
    enum class Step { Ignore, WaitOutRateLimit, GiveUp, Retry };

    static Step after(net::HttpStream::Outcome outcome, int status)
    {
        switch (outcome) {
        case net::HttpStream::Outcome::Aborted: return Step::Ignore;
        case net::HttpStream::Outcome::RateLimited: return Step::WaitOutRateLimit;
        case net::HttpStream::Outcome::HttpError:
            return status == 401 || status == 403 || status == 404 ? Step::GiveUp : Step::Retry;
        default: return Step::Retry;
        }
    }
    static net::Backoff::Reason reason(net::HttpStream::Outcome outcome)
    {
        return outcome == net::HttpStream::Outcome::Finished ? net::Backoff::Reason::Closed
                                                             : net::Backoff::Reason::Failure;
    }
};

} // namespace arbiter::zone
