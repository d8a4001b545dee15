#ifndef SLIDING_TABS_CSDBUS_SHIM_H
#define SLIDING_TABS_CSDBUS_SHIM_H

#include <poll.h>
#include <sys/prctl.h>
#include <systemd/sd-bus.h>

/// Names the calling thread (at most 15 bytes), as ps and /proc/PID/task/TID/comm show it.
/// prctl is variadic, which Swift cannot call.
static inline int csdbus_name_thread(const char *name) { return prctl(PR_SET_NAME, name, 0, 0, 0); }

#endif
