#ifndef SLIDING_TABS_CPANGO_SHIM_H
#define SLIDING_TABS_CPANGO_SHIM_H

#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro Swift cannot import: Pango units a pixel.
static inline int cpango_scale(void) { return PANGO_SCALE; }

#endif
