/* Mesa's OpenGL driver (llvmpipe here), behind SDL's OpenGL renderer, leaks from a library that is
   unloaded by the time LeakSanitizer looks (its stack ends in "<unknown module>", which no
   suppression can name): `cc -fsanitize=address sdl-opengl-llvmpipe.c $(sdl2-config --cflags
   --libs)` run on an X display reports 128 bytes or more, with no code of the project's. So the
   OpenGL window tests run the program with leak detection off under AddressSanitizer (their
   software-renderer twins keep it on); every other check of AddressSanitizer stays. */
#include <SDL2/SDL.h>
int main(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl");
    SDL_Window *window = SDL_CreateWindow("llvmpipe", 0, 0, 320, 240, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED) : NULL;
    if (!renderer) return 1;
    SDL_SetRenderDrawColor(renderer, 255, 0, 0, 255);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
