#ifndef SLIDING_TABS_CPIXMAN_SHIM_H
#define SLIDING_TABS_CPIXMAN_SHIM_H

#include <pixman.h>

#endif
