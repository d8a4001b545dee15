#ifndef SLIDING_TABS_CTEXT_SHIM_H
#define SLIDING_TABS_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_SIZES_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <fribidi/fribidi.h>
#include <linebreak.h>
#include <thai/thbrk.h>
#include <thai/thwbrk.h>

#endif
