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

// What a process that plays many feeds needs of its memory allocators, first thing in main(),
// before any thread starts: fifty feeds and the roll call's cameras run a thousand and more
// streaming threads, and each of them that allocated kept memory of its own (the feed wall at 1000
// games: 474 MB, 383 MB with both of these):
// - glibc's malloc gives a thread that finds the others' arenas busy one of its own, up to 8 per
//   core, and an arena keeps what its threads freed; two arenas serve two cores;
// - GLib 2.74's slice allocator keeps magazines of freed blocks per thread; `G_SLICE=always-malloc`
//   hands its blocks to malloc (GLib 2.76 does so itself). GLib reads G_SLICE when it is loaded,
//   before main(), so the program is started again in its own place (execv, same process) with it
//   set, unless G_SLICE is already set or the program runs under valgrind (which would not follow).
void setUpAllocatorsForStreams(char *argv[]);

} // namespace arbiter::media
