#include "app/feedrelay/relayconfig.h"

#include "core/storage/storeconfig.h"
#include "core/vcs/feedkind.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace arbiter::relay {

namespace {

// "0.0.0.0:8554" → address and port.
bool parseEndpoint(const QString &text, QHostAddress *address, quint16 *port)
{
    const qsizetype colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return false;
    bool ok = false;
    const int p = text.mid(colon + 1).toInt(&ok);
    if (!ok || p <= 0 || p > 65535)
        return false;
    QHostAddress a;
    if (!a.setAddress(text.left(colon)))
        return false;
    *address = a;
    *port = quint16(p);
    return true;
}

bool validCodec(const QString &codec, bool video)
{
    static const QStringList videoCodecs = {QStringLiteral("VP8"), QStringLiteral("VP9"), QStringLiteral("H264")};
    return video ? videoCodecs.contains(codec) : codec == QLatin1String("OPUS");
}

// A path segment as the console's FeedAddress writes it: lower case letters, digits and '-'.
bool validSegment(const QString &segment)
{
    static const QRegularExpression re(QStringLiteral("^[\\p{Ll}\\p{Lo}\\p{N}%-]+$"));
    return re.match(segment).hasMatch();
}

} // namespace

QString RelayConfig::Feed::describe() const
{
    if (!rtspSource.isEmpty())
        return path + u' ' + rtspSource;
    QString d = QStringLiteral("%1 video udp %2").arg(path).arg(videoPort);
    if (audioPort)
        d += QStringLiteral(" audio udp %1").arg(audioPort);
    return d;
}

QString RelayConfig::Feed::whipId() const
{
    return QString(path).replace(u'/', u'-');
}

Result<RelayConfig> RelayConfig::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1: the file, %2: the system's reason
        return Error{tr("Cannot read the relay's configuration %1: %2").arg(path, file.errorString())};
    return fromJson(file.readAll(), QFileInfo(path).absolutePath());
}

Result<RelayConfig> RelayConfig::fromJson(const QByteArray &json, const QString &folder)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        //: %1: the JSON parser's message
        return Error{tr("The relay's configuration is not a JSON object: %1").arg(parseError.errorString())};
    const QJsonObject o = doc.object();
    RelayConfig c;
    if (o.contains(QLatin1String("rtsp"))
        && !parseEndpoint(o.value(QLatin1String("rtsp")).toString(), &c.rtspAddress, &c.rtspPort))
        return Error{tr("\"rtsp\" must be an address and port such as \"0.0.0.0:8554\".")};
    if (o.contains(QLatin1String("events"))
        && !parseEndpoint(o.value(QLatin1String("events")).toString(), &c.eventsAddress, &c.eventsPort))
        return Error{tr("\"events\" must be an address and port such as \"127.0.0.1:8555\".")};
    c.relayHost = o.value(QLatin1String("relay_host")).toString(c.relayHost);
    const QJsonObject tls = o.value(QLatin1String("tls")).toObject();
    if (!tls.isEmpty()) {
        const QDir base(folder.isEmpty() ? QDir::currentPath() : folder);
        c.tlsCertificate = base.filePath(tls.value(QLatin1String("cert")).toString());
        c.tlsKey = base.filePath(tls.value(QLatin1String("key")).toString());
        if (tls.value(QLatin1String("cert")).toString().isEmpty()
            || tls.value(QLatin1String("key")).toString().isEmpty())
            return Error{tr("\"tls\" needs the relay's certificate \"cert\" and its key \"key\" (PEM files).")};
    }
    c.team = o.value(QLatin1String("team")).toString();
    if (!c.team.isEmpty()) {
        if (const auto options = storage::PostgresOptions::fromUrl(c.team); !options)
            //: %1: why the address does not read
            return Error{tr("\"team\": %1").arg(options.error().message)};
    }
    if (c.team.isEmpty() != c.tlsCertificate.isEmpty())
        return Error{tr("\"tls\" and \"team\" go together: the consoles' secrets are only asked for over TLS, and "
                        "TLS alone would let no console in.")};
    if (o.contains(QLatin1String("video_server"))) {
        const QJsonObject v = o.value(QLatin1String("video_server")).toObject();
        if (v.contains(QLatin1String("from"))) {
            c.eventsFrom.clear();
            for (const QJsonValue &a : v.value(QLatin1String("from")).toArray()) {
                const QHostAddress address(a.toString());
                if (address.isNull())
                    //: %1: the address as written
                    return Error{tr("\"video_server\": \"from\": \"%1\" is not an IP address.").arg(a.toString())};
                c.eventsFrom << address;
            }
            if (c.eventsFrom.isEmpty())
                return Error{tr("\"video_server\": \"from\" must list the video server's addresses.")};
        }
        c.eventsUser = v.value(QLatin1String("user")).toString().toUtf8();
        const QString passwordFile = v.value(QLatin1String("password_file")).toString();
        if (c.eventsUser.isEmpty() != passwordFile.isEmpty())
            return Error{tr("\"video_server\" needs both \"user\" and \"password_file\" (Janus's backend_user and "
                            "backend_pwd), or neither.")};
        if (!passwordFile.isEmpty()) {
            QFile secret(QDir(folder.isEmpty() ? QDir::currentPath() : folder).filePath(passwordFile));
            if (!secret.open(QIODevice::ReadOnly))
                //: %1: the file; %2: the system's reason
                return Error{
                    tr("Cannot read the video server's password %1: %2").arg(secret.fileName(), secret.errorString())};
            c.eventsPassword = secret.readAll().trimmed();
            if (c.eventsPassword.isEmpty())
                //: %1: the file
                return Error{tr("The video server's password file %1 is empty.").arg(secret.fileName())};
        }
    }
    const QJsonObject whip = o.value(QLatin1String("whip")).toObject();
    if (!whip.isEmpty()) {
        c.whipUrl = QUrl(whip.value(QLatin1String("url")).toString());
        if (!c.whipUrl.isValid() || !c.whipUrl.scheme().startsWith(QLatin1String("http")))
            return Error{tr("\"whip\": \"url\" must be simple-whip-server's address, such as "
                            "\"http://127.0.0.1:7080/whip\".")};
        c.whipRoom = whip.value(QLatin1String("room")).toInt(c.whipRoom);
        c.whipSecret = whip.value(QLatin1String("secret")).toString();
        c.whipToken = whip.value(QLatin1String("token")).toString();
    }

    // The players' feeds, ports in order from base_port.
    const QString event = o.value(QLatin1String("event")).toString();
    const QJsonArray players = o.value(QLatin1String("players")).toArray();
    QStringList kinds;
    for (const QJsonValue &k : o.value(QLatin1String("feeds")).toArray(QJsonArray{QStringLiteral("cam")}))
        kinds << k.toString();
    const QString videoCodec = o.value(QLatin1String("video_codec")).toString(QStringLiteral("VP8"));
    if (!validCodec(videoCodec, true))
        return Error{tr("\"video_codec\" must be VP8, VP9 or H264 (the relay does not transcode).")};
    int port = o.value(QLatin1String("base_port")).toInt(20000);
    if (!players.isEmpty() && (event.isEmpty() || !validSegment(event)))
        return Error{tr("\"event\" must name the event as the feed addresses do (lower case, digits and '-').")};
    for (const QString &kind : std::as_const(kinds))
        if (!vcs::FeedKinds::fromName(kind))
            //: %1: the feed as written
            return Error{tr("\"feeds\": \"%1\" is not a feed (cam, screen, cam2 or venue).").arg(kind)};
    for (const QJsonValue &p : players) {
        const QString player = p.toString();
        if (!validSegment(player))
            //: %1: the player as written
            return Error{tr("\"players\": \"%1\" is not a player's key as the feed addresses write it (lower case, "
                            "digits and '-').")
                             .arg(player)};
        for (const QString &kind : std::as_const(kinds)) {
            Feed f;
            f.path = event + u'/' + player + u'/' + kind;
            f.label = f.path;
            f.videoCodec = videoCodec;
            f.videoPort = port;
            f.audioPort = vcs::FeedKinds::hasAudio(*vcs::FeedKinds::fromName(kind)) ? port + 2 : 0;
            port += 4;
            if (port > 65535)
                return Error{tr("\"base_port\" leaves too few ports for every player's feeds.")};
            c.feeds.append(f);
        }
    }
    // Other sources, passed through.
    for (const QJsonValue &v : o.value(QLatin1String("sources")).toArray()) {
        const QJsonObject s = v.toObject();
        Feed f;
        f.path = s.value(QLatin1String("path")).toString();
        f.label = f.path;
        f.rtspSource = s.value(QLatin1String("rtsp")).toString();
        f.videoCodec = s.value(QLatin1String("video_codec")).toString(QStringLiteral("H264"));
        f.audioCodec = s.value(QLatin1String("audio_codec")).toString();
        if (f.path.isEmpty() || f.path.startsWith(u'/')
            || !QUrl(f.rtspSource).scheme().startsWith(QLatin1String("rtsp")) || !validCodec(f.videoCodec, true)
            || (!f.audioCodec.isEmpty() && !validCodec(f.audioCodec, false)))
            return Error{tr("\"sources\": each needs a \"path\" (no leading '/'), an \"rtsp\" address and the codecs "
                            "it sends (video_codec VP8, VP9 or H264; audio_codec OPUS or none).")};
        c.feeds.append(f);
    }
    if (c.feeds.isEmpty())
        return Error{tr("The relay has nothing to serve: give \"event\", \"players\" and \"feeds\", or \"sources\".")};
    return c;
}

} // namespace arbiter::relay
