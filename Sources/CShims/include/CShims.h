#ifndef SLIDING_TABS_CSHIMS_H
#define SLIDING_TABS_CSHIMS_H

// The project's C: macros Swift cannot import, and an SDL_RWops writing into memory. Compiled
// as a C target of its own with the stack protector and _FORTIFY_SOURCE (Package.swift).

#include <SDL2/SDL.h>
#include <stddef.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fribidi/fribidi.h>

/// Makes blocks of `bytes` or more come from, and go straight back to, the system (glibc's
/// mallopt; M_MMAP_THRESHOLD is a macro Swift cannot import). Elsewhere it does nothing.
void csdl_return_large_blocks(int bytes);

/// Asks the kernel to end this process (SIGKILL: SDL turns SIGTERM into a quit event) when the
/// process that started it ends, so that a benchmark's child does not go on drawing its window
/// after its launcher is killed (prctl is variadic, which Swift cannot call). Returns 0, or -1
/// where the kernel cannot (errno says why).
int cshims_end_with_parent(void);

/// SDL_WINDOWPOS_CENTERED is a macro Swift cannot import.
int csdl_windowpos_centered(void);

/// SDL_MUSTLOCK is a macro Swift cannot import.
int csdl_must_lock(SDL_Surface *surface);

/// A growing memory buffer that SDL_RWops writes append to (PNGs are encoded into one, then
/// written to disk by the program's one atomic file writer).
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int failed;
} csdl_memory_buffer;

/// An SDL_RWops that appends everything written to `buffer`; closing it frees the ops, not the buffer.
SDL_RWops *csdl_memory_buffer_rwops(csdl_memory_buffer *buffer);

/// Light hinting (fontconfig's "hintslight", the Debian default) or none, colour bitmaps allowed.
FT_Int32 ctext_load_flags(int color, int hinted);

/// A paragraph whose direction is its first strong character's (left to right when none).
FriBidiParType ctext_paragraph_auto(void);

/// A left-to-right paragraph.
FriBidiParType ctext_paragraph_ltr(void);

/// A right-to-left paragraph.
FriBidiParType ctext_paragraph_rtl(void);

/// Whether a paragraph direction FriBidi resolved is right-to-left.
int ctext_paragraph_is_rtl(FriBidiParType type);

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
