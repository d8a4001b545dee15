#ifndef SLIDING_TABS_CPROGRAM_H
#define SLIDING_TABS_CPROGRAM_H

// The program's own C, which a host embedding the pager never runs: what the desktop tells
// programs that SDL does not read (Xft.dpi, startup notification on X11), a Wayland window's
// shared memory, gettext's catalogs, and the process's memory and lifetime. Compiled as a C
// target of its own with the stack protector and _FORTIFY_SOURCE (Package.swift).

#include <SDL2/SDL.h>
#include <stddef.h>

/// Makes blocks of `bytes` or more come from, and go straight back to, the system (glibc's
/// mallopt; M_MMAP_THRESHOLD is a macro Swift cannot import). Elsewhere it does nothing.
void csdl_return_large_blocks(int bytes);

/// Asks the kernel to end this process (SIGKILL: SDL turns SIGTERM into a quit event) when the
/// process that started it ends, so that a benchmark's child does not go on drawing its window
/// after its launcher is killed (prctl is variadic, which Swift cannot call). Returns 0, or -1
/// where the kernel cannot (errno says why).
int cshims_end_with_parent(void);

/// Binds gettext's `domain` to the catalogs in `folder` (FOLDER/LANG/LC_MESSAGES/DOMAIN.mo),
/// its translations given as UTF-8 (libintl's functions are not in Swift's Glibc module).
void cshims_bind_catalogs(const char *domain, const char *folder);

/// `text` translated by gettext's `domain` for the messages locale; `text` itself without one.
const char *cshims_translate(const char *domain, const char *text);

/// The X server's Xft.dpi resource (the desktop's text and interface scale as GTK and Qt read
/// it: 96 is 1x, 192 2x), read from the display `DISPLAY` names; 0 where it is not set or there
/// is no X server.
double cshims_x11_xft_dpi(void);

/// Completes the desktop's startup notification for `window` on X11 (the freedesktop.org
/// startup-notification protocol): sets the window's _NET_STARTUP_ID to `id` and broadcasts
/// "remove: ID=..." on the root window, so the launcher's busy cursor and placeholder end as the
/// window shows. Returns 0, or -1 where the window is not an X11 one or `id` is empty.
int cshims_x11_complete_startup(SDL_Window *window, const char *id);

struct wl_display;
struct wl_surface;

/// The Wayland connection and wl_surface SDL made for `window` (SDL_GetWindowWMInfo's). Returns
/// 0, or -1 where the window is not a Wayland one.
int cshims_wayland_window(SDL_Window *window, struct wl_display **display, struct wl_surface **surface);

/// A new anonymous file of `bytes` bytes (memfd_create's, closed on exec, sealed against
/// shrinking) to map as a Wayland shared-memory pool. Returns its descriptor, or -1 (errno says why).
int cshims_shared_memory_file(size_t bytes);

#endif
