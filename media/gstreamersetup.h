#pragma once

namespace arbiter::media {

// What the process's GStreamer needs before any feed plays, once (later calls do nothing):
// - `GST_PLUGIN_FEATURE_RANK=dfbvideosink:NONE` unless set: without a display, playbin would pick
//   DirectFB's sink and crash (research note §3d);
// - every RTSP source any pipeline makes (Qt Multimedia's players included) gets a jitter buffer of
//   `rtspLatencyMs` instead of rtspsrc's 2000 ms, which Qt 6.4 gives no way to set: a feed that
//   stalls is noticed within its threshold, not two seconds later, and the picture is nearer live.
//   GLib's emission hook on GstBin's deep-element-added sees every element any bin adds.
void setUpGStreamer(int rtspLatencyMs = 200);

} // namespace arbiter::media
