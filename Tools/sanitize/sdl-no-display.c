// The D-Bus leak LeakSanitizer reports when SDL's video start-up finds no display: SDL's and
// libdbus's, with no code of the project's. Reproduce:
//   cc -fsanitize=address -g sdl-no-display.c $(pkg-config --cflags --libs sdl2)
//   DISPLAY=:93 ./a.out     (no X server on :93; LeakSanitizer: 1032 bytes in libdbus-1)
#include <SDL2/SDL.h>
int main(void) {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) SDL_Log("%s", SDL_GetError());
    SDL_Quit();
    return 0;
}
