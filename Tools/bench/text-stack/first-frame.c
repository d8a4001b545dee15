/*
 * W1's first frame (tab bar, indicator, nine rows of text) drawn with HarfBuzz shaping and
 * FreeType glyphs into an SDL software renderer, linked against what a HarfBuzz + FriBidi +
 * FreeType text stack needs instead of Pango and cairo. It prints one JSON line with
 * first_frame_ms counted from the spawn time in SLIDING_TABS_BENCH_SPAWN_NS (CLOCK_MONOTONIC
 * nanoseconds), as `sliding-tabs bench` does: the measurement behind the choice of text stack.
 * Usage: first-frame FONT-FILE
 */
#include <SDL2/SDL.h>
#include <fontconfig/fontconfig.h>
#include <fribidi.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb-ft.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    unsigned char *coverage;
    int width, height, left, top, loaded;
} Glyph;

static Glyph glyphs[65536];

static double milliseconds_since(unsigned long long start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return ((unsigned long long)now.tv_sec * 1000000000ull + (unsigned long long)now.tv_nsec - start) / 1e6;
}

/* The glyph's coverage, rendered once. */
static Glyph *glyph(FT_Face face, unsigned index) {
    Glyph *kept = &glyphs[index & 0xFFFF];
    if (kept->loaded) return kept;
    if (FT_Load_Glyph(face, index, FT_LOAD_TARGET_LIGHT) || FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL)) return NULL;
    FT_Bitmap *bitmap = &face->glyph->bitmap;
    kept->width = (int)bitmap->width;
    kept->height = (int)bitmap->rows;
    kept->left = face->glyph->bitmap_left;
    kept->top = face->glyph->bitmap_top;
    kept->coverage = malloc((size_t)(kept->width * kept->height) + 1);
    if (!kept->coverage) return NULL;
    for (int row = 0; row < kept->height; row++)
        memcpy(kept->coverage + row * kept->width, bitmap->buffer + row * bitmap->pitch, (size_t)kept->width);
    kept->loaded = 1;
    return kept;
}

/* Shapes `text` and blends its glyphs in `rgb` onto `surface` with the baseline at y. */
static void draw_text(SDL_Surface *surface, FT_Face face, hb_font_t *font, const char *text, int x, int y, Uint32 rgb) {
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, text, -1, 0, -1);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned count;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    Uint32 *pixels = surface->pixels;
    double pen = x;
    for (unsigned i = 0; i < count; i++) {
        Glyph *shape = glyph(face, infos[i].codepoint);
        if (shape) {
            int left = (int)(pen + positions[i].x_offset / 64.0) + shape->left, top = y - shape->top;
            for (int row = 0; row < shape->height; row++) {
                for (int column = 0; column < shape->width; column++) {
                    int px = left + column, py = top + row;
                    unsigned alpha = shape->coverage[row * shape->width + column];
                    if (!alpha || px < 0 || py < 0 || px >= surface->w || py >= surface->h) continue;
                    Uint32 under = pixels[py * surface->w + px], out = 0xFF000000;
                    for (int shift = 0; shift < 24; shift += 8) {
                        unsigned ink = (rgb >> shift) & 255, back = (under >> shift) & 255;
                        out |= ((ink * alpha + back * (255 - alpha) + 127) / 255) << shift;
                    }
                    pixels[py * surface->w + px] = out;
                }
            }
        }
        pen += positions[i].x_advance / 64.0;
    }
    hb_buffer_destroy(buffer);
}

int main(int argc, char **argv) {
    const char *spawned = getenv("SLIDING_TABS_BENCH_SPAWN_NS");
    if (argc < 2 || !spawned) {
        fprintf(stderr, "usage: SLIDING_TABS_BENCH_SPAWN_NS=NS first-frame FONT-FILE\n");
        return 2;
    }
    if (SDL_Init(0) != 0) return 1;
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 800, 600, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    FT_Library library;
    FT_Face face;
    if (!renderer || FT_Init_FreeType(&library) || FT_New_Face(library, argv[1], 0, &face) || FT_Set_Pixel_Sizes(face, 0, 16)) return 1;
    hb_font_t *font = hb_ft_font_create_referenced(face);
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 220, 220, 220, 255);
    for (int row = 0; row < 9; row++) {
        SDL_Rect separator = {16, 60 + row * 60 + 59, 784, 1};
        SDL_RenderFillRect(renderer, &separator);
    }
    SDL_SetRenderDrawColor(renderer, 255, 0, 0, 255);
    SDL_Rect indicator = {0, 55, 266, 5};
    SDL_RenderFillRect(renderer, &indicator);
    SDL_RenderFlush(renderer);
    char text[128];
    for (int tab = 0; tab < 3; tab++) {
        snprintf(text, sizeof text, "Tab %d", tab + 1);
        draw_text(surface, face, font, text, 110 + tab * 266, 35, tab == 0 ? 0xFF0000 : 0x808080);
    }
    for (int row = 0; row < 9; row++) {
        snprintf(text, sizeof text, "I am the %dth data in the 1th TableView.", row + 1);
        draw_text(surface, face, font, text, 16, 60 + row * 60 + 36, 0);
    }
    SDL_RenderPresent(renderer);
    printf("{\"impl\":\"harfbuzz-freetype-prototype\",\"first_frame_ms\":%.3f}\n", milliseconds_since(strtoull(spawned, NULL, 10)));
    /* Linked as the text stack would be, though the first frame needs neither. */
    (void)fribidi_get_bidi_type;
    (void)FcInit;
    return 0;
}
