#ifndef SLIDING_TABS_CTEXT_SHIM_H
#define SLIDING_TABS_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_SIZES_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <fribidi/fribidi.h>

/// Macros Swift cannot import.

/// Light hinting (fontconfig's "hintslight", the Debian default) or none, colour bitmaps allowed.
static inline FT_Int32 ctext_load_flags(int color, int hinted) {
    return (hinted ? FT_LOAD_TARGET_LIGHT : FT_LOAD_NO_HINTING) | (color ? FT_LOAD_COLOR : 0);
}

/// A paragraph whose direction is its first strong character's (left to right when none).
static inline FriBidiParType ctext_paragraph_auto(void) { return FRIBIDI_PAR_ON; }

/// A left-to-right paragraph.
static inline FriBidiParType ctext_paragraph_ltr(void) { return FRIBIDI_PAR_LTR; }

/// A right-to-left paragraph.
static inline FriBidiParType ctext_paragraph_rtl(void) { return FRIBIDI_PAR_RTL; }

/// Whether a paragraph direction FriBidi resolved is right-to-left.
static inline int ctext_paragraph_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }

#endif
