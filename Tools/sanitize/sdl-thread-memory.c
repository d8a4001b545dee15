/* SDL 2.26 keeps memory for each thread that calls it (its error message, through SDL_GetError,
   SDL_Init and every call that clears or sets an error) and frees it at the thread's end only for
   threads SDL started itself. The test harness calls SDL from worker threads of its own, which end:
   `cc -fsanitize=address sdl-thread-memory.c $(sdl2-config --cflags --libs) -lpthread` reports
   128 bytes in 2 allocations from libSDL2, with no code of the project's; with `cleanup` as its
   argument the thread calls SDL_TLSCleanup() before it ends and nothing leaks. The pager calls it
   where it starts SDL (a host may start it on a worker thread); the test harness's process,
   whose threads call SDL all over, has these suppressed (lsan-test-threads.supp). */
#include <SDL2/SDL.h>
#include <pthread.h>
#include <string.h>
static int cleanup;
static void *start(void *unused) {
    SDL_Init(0);
    SDL_InitSubSystem(SDL_INIT_EVENTS);
    SDL_PumpEvents();
    if (cleanup) SDL_TLSCleanup();
    return unused;
}
int main(int argc, char **argv) {
    cleanup = argc > 1 && strcmp(argv[1], "cleanup") == 0;
    pthread_t thread;
    pthread_create(&thread, NULL, start, NULL);
    pthread_join(thread, NULL);
    return 0;
}
