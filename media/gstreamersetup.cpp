#include "media/gstreamersetup.h"

#include <QByteArray>
#include <QtGlobal>

#include <gst/gst.h>

#include <malloc.h>
#include <unistd.h>

#include <mutex>

namespace arbiter::media {

namespace {
int latencyMs = 200;

gboolean onElementAdded(GSignalInvocationHint *, guint count, const GValue *params, gpointer)
{
    // deep-element-added (bin, sub_bin, element): the element is the third value.
    if (count < 3)
        return TRUE;
    auto *element = static_cast<GstElement *>(g_value_get_object(&params[2]));
    if (!element)
        return TRUE;
    GstElementFactory *factory = gst_element_get_factory(element);
    if (factory && g_strcmp0(GST_OBJECT_NAME(factory), "rtspsrc") == 0)
        g_object_set(element, "latency", guint(latencyMs), nullptr);
    return TRUE; // stay installed
}
} // namespace

void setUpAllocatorsForStreams(char *argv[])
{
    if (!qEnvironmentVariableIsSet("G_SLICE") && !qgetenv("LD_PRELOAD").contains("vgpreload")) {
        qputenv("G_SLICE", "always-malloc");
        // The program's own path, not /proc/self/exe: the process's name (ps, top) comes from it.
        char self[4096];
        const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
        if (length > 0) {
            self[length] = '\0';
            execv(self, argv); // returns only if it failed: then go on as we are
        }
    }
    mallopt(M_ARENA_MAX, 2);
}

void setUpGStreamer(int rtspLatencyMs)
{
    static std::once_flag once;
    std::call_once(once, [rtspLatencyMs] {
        if (qEnvironmentVariableIsEmpty("GST_PLUGIN_FEATURE_RANK"))
            qputenv("GST_PLUGIN_FEATURE_RANK", "dfbvideosink:NONE");
        if (!gst_is_initialized())
            gst_init(nullptr, nullptr);
        latencyMs = rtspLatencyMs;
        const guint signal = g_signal_lookup("deep-element-added", GST_TYPE_BIN);
        if (signal != 0)
            g_signal_add_emission_hook(signal, 0, &onElementAdded, nullptr, nullptr);
    });
}

} // namespace arbiter::media
