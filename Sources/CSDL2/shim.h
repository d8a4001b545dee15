#ifndef SLIDING_TABS_CSDL2_SHIM_H
#define SLIDING_TABS_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <fontconfig/fontconfig.h>

#endif
