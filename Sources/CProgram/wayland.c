// What a Wayland window's shared-memory frames need that Swift cannot reach: SDL's Wayland
// objects for a window (SDL_syswm.h's union), and memfd_create (a GNU extension).
#define _GNU_SOURCE
#include "CProgram.h"

#include <SDL2/SDL_syswm.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

int cshims_wayland_window(SDL_Window *window, struct wl_display **display, struct wl_surface **surface) {
    if (!window || !display || !surface) return -1;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return -1;
    if (!info.info.wl.display || !info.info.wl.surface) return -1;
    *display = info.info.wl.display;
    *surface = info.info.wl.surface;
    return 0;
}

int cshims_shared_memory_file(size_t bytes) {
    int fd = memfd_create("sliding-tabs-frame", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    int result;
    do {
        result = ftruncate(fd, (off_t)bytes);
    } while (result < 0 && errno == EINTR);
    if (result < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    // Its size is final: the compositor may rely on it not shrinking under its mapping.
    fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL);
    return fd;
}
