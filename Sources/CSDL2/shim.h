#ifndef SLIDING_TABS_CSDL2_SHIM_H
#define SLIDING_TABS_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>

/// SDL_WINDOWPOS_CENTERED is a macro Swift cannot import.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// SDL_MUSTLOCK is a macro Swift cannot import.
static inline int csdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

#endif
