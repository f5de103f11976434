// whippublish: a player's camera and microphone published over WHIP, the way a player's browser
// page does it, fed by GStreamer's test sources. scripts/vcs-e2e.sh runs one per simulated player
// against simple-whip-server and Janus.
//
// Debian 12's own test publisher, `whip-client` (simple-whip-client), cannot run there: it links
// libsoup 2, and GStreamer's libnice plugin pulls in libsoup 3 (through gupnp-igd), so it aborts at
// start ("libsoup2 symbols detected"). This one speaks HTTP with Qt instead: webrtcbin makes the
// offer, the ICE candidates are gathered into it, the SDP is POSTed to the WHIP endpoint, and the
// answer set; on SIGTERM the session is DELETEd (a clean hang-up), on SIGKILL it just stops.
//
//   whippublish --url http://127.0.0.1:7080/whip/endpoint/ID [--token T] [--label TEXT] [--tone HZ]

#include <gst/gst.h>
#define GST_USE_UNSTABLE_API
#include <gst/sdp/sdp.h>
#include <gst/webrtc/webrtc.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSocketNotifier>
#include <QTimer>
#include <QUrl>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2];

struct Publisher
{
    GstElement *pipeline = nullptr;
    GstElement *webrtc = nullptr;
    QNetworkAccessManager *network = nullptr;
    QUrl endpoint;
    QByteArray token;
    QUrl resource; // the session's address (the Location of the answer)
    bool offered = false;
};

Publisher publisher;

void fail(const QString &why)
{
    std::fprintf(stderr, "whippublish: %s\n", qPrintable(why));
    QCoreApplication::exit(1);
}

// The offer with every candidate in it (no trickle: simple-whip-server takes it either way).
void postOffer()
{
    if (publisher.offered)
        return;
    publisher.offered = true;
    GstWebRTCSessionDescription *local = nullptr;
    g_object_get(publisher.webrtc, "local-description", &local, nullptr);
    if (!local) {
        fail(QStringLiteral("no local description"));
        return;
    }
    gchar *text = gst_sdp_message_as_text(local->sdp);
    const QByteArray sdp(text);
    g_free(text);
    gst_webrtc_session_description_free(local);
    QNetworkRequest request(publisher.endpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/sdp"));
    if (!publisher.token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + publisher.token);
    QNetworkReply *reply = publisher.network->post(request, sdp);
    QObject::connect(reply, &QNetworkReply::finished, reply, [reply] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray answer = reply->readAll();
        if (status != 201 && status != 200) {
            fail(QStringLiteral("the WHIP endpoint answered %1: %2").arg(status).arg(QString::fromUtf8(answer)));
            return;
        }
        publisher.resource = reply->url().resolved(QUrl(QString::fromUtf8(reply->rawHeader("Location"))));
        GstSDPMessage *message = nullptr;
        gst_sdp_message_new(&message);
        if (gst_sdp_message_parse_buffer(reinterpret_cast<const guint8 *>(answer.constData()), guint(answer.size()),
                                         message)
            != GST_SDP_OK) {
            fail(QStringLiteral("the answer is not SDP"));
            return;
        }
        GstWebRTCSessionDescription *remote = gst_webrtc_session_description_new(GST_WEBRTC_SDP_TYPE_ANSWER, message);
        g_signal_emit_by_name(publisher.webrtc, "set-remote-description", remote, nullptr);
        gst_webrtc_session_description_free(remote);
        std::fprintf(stdout, "published %s\n", qPrintable(publisher.resource.toString()));
        std::fflush(stdout);
    });
}

void onOfferCreated(GstPromise *promise, gpointer)
{
    const GstStructure *reply = gst_promise_get_reply(promise);
    GstWebRTCSessionDescription *offer = nullptr;
    gst_structure_get(reply, "offer", GST_TYPE_WEBRTC_SESSION_DESCRIPTION, &offer, nullptr);
    gst_promise_unref(promise);
    if (!offer) {
        QMetaObject::invokeMethod(qApp, [] { fail(QStringLiteral("webrtcbin made no offer")); });
        return;
    }
    g_signal_emit_by_name(publisher.webrtc, "set-local-description", offer, nullptr);
    gst_webrtc_session_description_free(offer);
}

void onNegotiationNeeded(GstElement *webrtc, gpointer)
{
    GstPromise *promise = gst_promise_new_with_change_func(onOfferCreated, nullptr, nullptr);
    g_signal_emit_by_name(webrtc, "create-offer", nullptr, promise);
}

void onGatheringState(GstElement *webrtc, GParamSpec *, gpointer)
{
    GstWebRTCICEGatheringState state;
    g_object_get(webrtc, "ice-gathering-state", &state, nullptr);
    if (state == GST_WEBRTC_ICE_GATHERING_STATE_COMPLETE)
        QMetaObject::invokeMethod(qApp, [] { postOffer(); });
}

// A clean hang-up: the WHIP session is deleted, Janus reports the publisher gone.
void hangUp()
{
    if (publisher.resource.isEmpty()) {
        QCoreApplication::quit();
        return;
    }
    QNetworkRequest request(publisher.resource);
    if (!publisher.token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + publisher.token);
    QNetworkReply *reply = publisher.network->deleteResource(request);
    QObject::connect(reply, &QNetworkReply::finished, qApp, [] { QCoreApplication::quit(); });
    QTimer::singleShot(2000, qApp, [] { QCoreApplication::quit(); });
}

} // namespace

int main(int argc, char **argv)
{
    gst_init(&argc, &argv);
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption urlOption(QStringLiteral("url"), QStringLiteral("The WHIP endpoint."),
                                       QStringLiteral("URL"));
    const QCommandLineOption tokenOption(QStringLiteral("token"), QStringLiteral("A bearer token."),
                                         QStringLiteral("TOKEN"));
    const QCommandLineOption labelOption(QStringLiteral("label"), QStringLiteral("Text on the picture."),
                                         QStringLiteral("TEXT"));
    const QCommandLineOption toneOption(QStringLiteral("tone"), QStringLiteral("The microphone's tone (Hz)."),
                                        QStringLiteral("HZ"), QStringLiteral("440"));
    parser.addOptions({urlOption, tokenOption, labelOption, toneOption});
    parser.process(app);
    publisher.endpoint = QUrl(parser.value(urlOption));
    if (!publisher.endpoint.isValid() || publisher.endpoint.scheme().isEmpty()) {
        std::fprintf(stderr, "whippublish: --url must be the WHIP endpoint's address\n");
        return 2;
    }
    publisher.token = parser.value(tokenOption).toUtf8();
    QNetworkAccessManager network;
    publisher.network = &network;

    const QString launch
        = QStringLiteral("webrtcbin name=w bundle-policy=max-bundle "
                         "videotestsrc is-live=true pattern=smpte horizontal-speed=3 ! "
                         "video/x-raw,width=320,height=180,framerate=15/1 ! textoverlay name=t valignment=top "
                         "halignment=left shaded-background=true ! videoconvert ! "
                         "vp8enc deadline=1 cpu-used=16 keyframe-max-dist=30 target-bitrate=300000 ! rtpvp8pay pt=96 ! "
                         "application/x-rtp,media=video,encoding-name=VP8,payload=96,clock-rate=90000 ! w. "
                         "audiotestsrc is-live=true wave=sine freq=%1 volume=0.1 ! audioconvert ! audioresample ! "
                         "opusenc ! rtpopuspay pt=111 ! "
                         "application/x-rtp,media=audio,encoding-name=OPUS,payload=111,clock-rate=48000 ! w.")
              .arg(parser.value(toneOption).toInt());
    GError *error = nullptr;
    publisher.pipeline = gst_parse_launch(launch.toUtf8().constData(), &error);
    if (!publisher.pipeline) {
        std::fprintf(stderr, "whippublish: %s\n", error ? error->message : "no pipeline");
        return 1;
    }
    publisher.webrtc = gst_bin_get_by_name(GST_BIN(publisher.pipeline), "w");
    GstElement *text = gst_bin_get_by_name(GST_BIN(publisher.pipeline), "t");
    g_object_set(text, "text", parser.value(labelOption).toUtf8().constData(), nullptr);
    gst_object_unref(text);
    g_signal_connect(publisher.webrtc, "on-negotiation-needed", G_CALLBACK(onNegotiationNeeded), nullptr);
    g_signal_connect(publisher.webrtc, "notify::ice-gathering-state", G_CALLBACK(onGatheringState), nullptr);
    // Send only: the player's page receives nothing.
    GArray *transceivers = nullptr;
    g_signal_emit_by_name(publisher.webrtc, "get-transceivers", &transceivers);
    for (guint i = 0; transceivers && i < transceivers->len; ++i)
        g_object_set(g_array_index(transceivers, GstWebRTCRTPTransceiver *, i), "direction",
                     GST_WEBRTC_RTP_TRANSCEIVER_DIRECTION_SENDONLY, nullptr);
    if (transceivers)
        g_array_unref(transceivers);
    if (gst_element_set_state(publisher.pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE) {
        std::fprintf(stderr, "whippublish: the pipeline does not start\n");
        return 1;
    }

    // SIGTERM and SIGINT hang up cleanly (through the event loop).
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        return 1;
    QSocketNotifier notifier(signalPipe[1], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [] {
        char c;
        [[maybe_unused]] const auto n = ::read(signalPipe[1], &c, 1);
        hangUp();
    });
    auto onSignal = [](int) { [[maybe_unused]] const auto n = ::write(signalPipe[0], "x", 1); };
    std::signal(SIGTERM, onSignal);
    std::signal(SIGINT, onSignal);

    // Bus errors end the publisher.
    QTimer bus;
    QObject::connect(&bus, &QTimer::timeout, &app, [] {
        GstBus *b = gst_element_get_bus(publisher.pipeline);
        while (GstMessage *m = gst_bus_pop_filtered(b, GST_MESSAGE_ERROR)) {
            GError *e = nullptr;
            gst_message_parse_error(m, &e, nullptr);
            fail(QString::fromUtf8(e ? e->message : "error"));
            if (e)
                g_error_free(e);
            gst_message_unref(m);
        }
        gst_object_unref(b);
    });
    bus.start(200);
    const int status = app.exec();
    gst_element_set_state(publisher.pipeline, GST_STATE_NULL);
    gst_object_unref(publisher.webrtc);
    gst_object_unref(publisher.pipeline);
    return status;
}
