#ifndef SLIDING_TABS_CSHIMS_H
#define SLIDING_TABS_CSHIMS_H

// The C the pager's libraries need: macros Swift cannot import, an SDL_RWops writing into memory
// and the text libraries' enumerations. Compiled as a C target of its own with the stack
// protector and _FORTIFY_SOURCE (Package.swift). What only the program needs is CProgram's.

#include <SDL2/SDL.h>
#include <stddef.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fribidi/fribidi.h>

/// SDL_WINDOWPOS_CENTERED is a macro Swift cannot import.
int csdl_windowpos_centered(void);

/// SDL_LogWarn with the message as it is (SDL's log functions are variadic, which Swift cannot call).
void csdl_log_warning(const char *message);

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

#endif
