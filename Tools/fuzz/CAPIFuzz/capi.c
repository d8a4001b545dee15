/*
 * The C API driven as a careless or hostile host drives it: the fuzzer's bytes choose a config
 * (a built-in one, or text of their own), then a sequence of calls with their arguments: frames,
 * scales and buffers of any size (strides too small, sizes out of range), pointers that are NULL,
 * indexes out of range, text that is not UTF-8, input at any time, rows from a callback that
 * fails, a page the host draws, a filter that refuses, calls from inside callbacks, a freed
 * pager. Every buffer is as large as the host says and no larger, so AddressSanitizer sees a
 * write outside it. None may crash, leak or hang.
 *
 * The same file is the libFuzzer target `capi` (make fuzz: Tools/fuzz) and, built against the
 * installed library, the replay of its saved inputs in make test (Tests/CLibrary/run.sh).
 */
#include "capi_fuzz.h"

#include <slidingtabs.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The input, read a byte at a time (zeros once it is spent). */
typedef struct {
    const unsigned char *data;
    size_t size, at;
} bytes;

static unsigned byte(bytes *in) { return in->at < in->size ? in->data[in->at++] : 0; }
static int spent(const bytes *in) { return in->at >= in->size; }
static unsigned word(bytes *in) { return byte(in) | byte(in) << 8; }

/* A number as hosts get them wrong: small, negative, huge, or not a number. */
static double number(bytes *in) {
    switch (byte(in) % 8) {
    case 0: return -(double)word(in);
    case 1: return (double)word(in) * 1000;
    case 2: return NAN;
    case 3: return INFINITY;
    case 4: return (double)(byte(in) % 8);
    default: return (double)word(in) / 16;
    }
}

/* Text from the input, NUL-terminated, any bytes (UTF-8 or not); NULL now and then. */
static const char *text(bytes *in, char *buffer, size_t capacity) {
    size_t length = byte(in), index;
    if (length == 255) return NULL;
    if (length >= capacity) length = capacity - 1;
    for (index = 0; index < length; index++) buffer[index] = (char)(byte(in) | 1);
    buffer[length] = 0;
    return buffer;
}

static const char *const configs[] = {
    "{\"tabs\": [{\"title\": \"One\", \"badge\": 3, \"page\": {\"type\": \"list\", \"rows\": 1000, \"refresh\": true, \"loadMore\": true}},"
    " {\"title\": \"Two\", \"page\": {\"type\": \"color\"}}, {\"title\": \"Three\", \"page\": {\"type\": \"list\", \"rows\": 5}}]}",
    "{\"tabBar\": {\"layout\": \"scrollable\", \"closable\": true, \"reorderable\": true, \"overflowMenu\": true, \"bounces\": true},"
    " \"tabs\": [{\"title\": \"A\", \"page\": {\"type\": \"color\"}}, {\"title\": \"B\", \"enabled\": false, \"page\": {\"type\": \"color\"}},"
    " {\"title\": \"C\", \"page\": {\"type\": \"list\", \"rows\": 40}}, {\"title\": \"D\", \"page\": {\"type\": \"color\"}},"
    " {\"title\": \"E\", \"page\": {\"type\": \"color\"}}, {\"title\": \"F\", \"page\": {\"type\": \"color\"}},"
    " {\"title\": \"G\", \"page\": {\"type\": \"color\"}}, {\"title\": \"H\", \"page\": {\"type\": \"color\"}}]}",
    "{\"tabBar\": {\"position\": \"leading\", \"reorderable\": true}, \"direction\": \"rtl\", \"tabs\": [{\"title\": \"جديد\","
    " \"page\": {\"type\": \"table\", \"sections\": [{\"header\": \"H\", \"rows\": [{\"type\": \"switch\", \"id\": \"s\", \"title\": \"S\"},"
    " {\"type\": \"option\", \"group\": \"g\", \"id\": \"o\", \"title\": \"O\"}, {\"type\": \"option\", \"group\": \"g\", \"id\": \"p\","
    " \"title\": \"P\"}, {\"type\": \"button\", \"title\": \"B\", \"message\": \"M\"}]}]}}, {\"title\": \"עוד\", \"page\": {\"type\": \"composed\","
    " \"items\": [{\"heading\": \"H\"}, {\"paragraph\": \"A paragraph of words that wrap.\"},"
    " {\"button\": \"B\", \"message\": \"M\"}]}}]}",
    "{\"tabBar\": {\"position\": \"bottom\", \"layout\": \"equal\"}, \"tabs\": [{\"title\": \"🔥 news\", \"page\": {\"type\": \"list\","
    " \"rows\": 3, \"template\": \"第{row}条 {page}\"}}, {\"title\": \"x\", \"page\": {\"type\": \"color\"}}]}",
};

/* What the callbacks answer from: the same input, and the pager they must not call. */
typedef struct {
    bytes *in;
    st_pager *pager;
    char title[64];
} host;

static int row(void *user, size_t index, st_row *out) {
    host *h = (host *)user;
    unsigned choice = byte(h->in);
    (void)index;
    /* A row callback calling the pager is refused (the call it is in fails with a status). */
    if (choice == 7) st_select_tab(h->pager, 0, 0);
    if (choice % 11 == 1) return 1;
    out->title = choice % 13 == 2 ? NULL : text(h->in, h->title, sizeof h->title);
    if (!out->title && choice % 13 != 2) out->title = "row";
    out->subtitle = choice % 3 == 0 ? "subtitle" : NULL;
    out->detail = choice % 5 == 0 ? "\xff\xfe" : NULL;
    out->height = (float)number(h->in);
    return 0;
}

static void draw(void *user, const st_draw_context *context) {
    host *h = (host *)user;
    SDL_Rect rect = context->rect;
    if (byte(h->in) % 2) {
        rect.w /= 2;
        SDL_SetRenderDrawColor(context->renderer, 10, 20, 30, 255);
        SDL_RenderFillRect(context->renderer, &rect);
    }
    if (byte(h->in) == 9) st_advance(h->pager, 1);
}

static int filter(void *user, int from, int to, st_cause cause) {
    host *h = (host *)user;
    (void)from, (void)to, (void)cause;
    return (int)(byte(h->in) % 2);
}

/* Draws into a buffer of the size the input says (sometimes a stride too small, a size out of
 * range, or NULL): exactly that many bytes, so a write past it is seen. */
static void render_pixels(bytes *in, st_pager *pager) {
    int width = (int)(word(in) % 1200) - 8, height = (int)(word(in) % 900) - 8;
    int stride = width * 4 + (int)(byte(in) % 16) - 4;
    size_t size = width > 0 && height > 0 && stride > 0 ? (size_t)stride * (size_t)height : 0;
    unsigned char *pixels = size ? (unsigned char *)malloc(size) : NULL;
    st_render_pixels(pager, byte(in) % 17 == 0 ? NULL : pixels, width, height, stride);
    free(pixels);
}

/* Draws into a software renderer of the host's, on a surface of a size the input says. */
static void render_sdl(bytes *in, st_pager *pager, SDL_Renderer **renderer, SDL_Surface **surface) {
    if (!*renderer || byte(in) % 5 == 0) {
        int width = (int)(word(in) % 1000) + 1, height = (int)(word(in) % 800) + 1;
        if (*renderer) SDL_DestroyRenderer(*renderer);
        if (*surface) SDL_FreeSurface(*surface);
        *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
        *renderer = *surface ? SDL_CreateSoftwareRenderer(*surface) : NULL;
    }
    st_render_sdl(pager, byte(in) % 19 == 0 ? NULL : *renderer);
}

/* An SDL event of the kinds a window gives a host (its pointers valid, as SDL's are), with
 * fields of any value: a press, a move, a release, a wheel, a finger, a key. */
static void handle_sdl_event(bytes *in, st_pager *pager) {
    static const Uint32 types[] = {SDL_MOUSEBUTTONDOWN, SDL_MOUSEMOTION, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL, SDL_FINGERDOWN,
                                   SDL_FINGERMOTION, SDL_FINGERUP, SDL_KEYDOWN, SDL_KEYUP, SDL_WINDOWEVENT};
    SDL_Event event;
    unsigned char *field = (unsigned char *)&event + sizeof event.type;
    size_t index;
    int used = 0;
    memset(&event, 0, sizeof event);
    for (index = 0; index < 48; index++) field[index] = (unsigned char)byte(in);
    event.type = types[byte(in) % (sizeof types / sizeof types[0])];
    st_handle_sdl_event(pager, &event, byte(in) % 7 ? &used : NULL);
}

int capi_fuzz_one(const unsigned char *data, size_t size) {
    bytes in = {data, size, 0};
    host h;
    st_pager *pager = NULL, *freed = NULL;
    SDL_Renderer *renderer = NULL;
    SDL_Surface *surface = NULL;
    char words[128], more[64];
    double now = 0;
    int steps, value = 0, tabs = 0;
    unsigned choice = byte(&in);
    st_event event;
    float x, y, w, height;

    if (choice % 8 == 7) {
        /* The config is the input's own text, up to its first NUL. */
        size_t length = 0;
        while (in.at + length < in.size && in.data[in.at + length] != 0) length++;
        st_create_pager_from_json((const char *)in.data + in.at, length, byte(&in) % 2 ? "fuzz.json" : NULL, &pager);
        in.at += length;
    } else {
        const char *config = configs[choice % (sizeof configs / sizeof configs[0])];
        st_create_pager_from_json(config, strlen(config), "fuzz.json", &pager);
    }
    if (!pager) {
        (void)st_last_error(NULL);
        return 0;
    }
    h.in = &in;
    h.pager = pager;
    for (steps = 0; steps < 400 && !spent(&in); steps++) {
        int tab = (int)(byte(&in) % 16) - 3;
        switch (byte(&in) % 35) {
        case 0: st_set_frame(pager, (float)number(&in), (float)number(&in), (float)number(&in), (float)number(&in)); break;
        case 1: st_set_scale(pager, (float)number(&in)); break;
        case 2: render_pixels(&in, pager); break;
        case 3: render_sdl(&in, pager, &renderer, &surface); break;
        case 4: st_pointer_down(pager, (st_pointer_kind)(byte(&in) % 3), (int)byte(&in) - 2, (float)number(&in), (float)number(&in), now); break;
        case 5: st_pointer_move(pager, (st_pointer_kind)(byte(&in) % 3), (int)byte(&in) - 2, (float)number(&in), (float)number(&in), now); break;
        case 6: st_pointer_up(pager, (st_pointer_kind)(byte(&in) % 3), (int)byte(&in) - 2, (float)number(&in), (float)number(&in), now); break;
        case 7: st_pointer_cancel(pager, now); break;
        case 8: st_wheel(pager, (float)number(&in), (float)number(&in), (float)number(&in), (float)number(&in), (int)byte(&in) % 2, now); break;
        case 9: st_key_press(pager, (int)word(&in) % 300, byte(&in) % 9, now); break;
        case 10:
            now += byte(&in) % 7 == 0 ? number(&in) : (double)byte(&in) / 100;
            st_advance(pager, now);
            break;
        case 11:
            while (st_poll_event(pager, byte(&in) % 23 == 0 ? NULL : &event, &value) == ST_OK && value) {
                if (event.text) (void)strlen(event.text);
                if (event.text2) (void)strlen(event.text2);
                if (event.type == ST_EVENT_TAB_CLOSE_REQUESTED) st_remove_tab(pager, event.tab);
                if (event.type == ST_EVENT_REFRESH_REQUESTED) st_end_refresh(pager, event.tab, (int)byte(&in) - 3);
                if (event.type == ST_EVENT_MORE_ROWS_REQUESTED) st_end_loading_more(pager, event.tab, (int)byte(&in) - 3, (int)byte(&in) % 2);
            }
            break;
        case 12: st_select_tab(pager, tab, (int)byte(&in) % 2); break;
        case 13: st_insert_tab(pager, tab, text(&in, more, sizeof more), text(&in, words, sizeof words)); break;
        case 14: st_remove_tab(pager, tab); break;
        case 15: st_move_tab(pager, tab, (int)(byte(&in) % 16) - 3); break;
        case 16: st_set_tab_title(pager, tab, text(&in, words, sizeof words)); break;
        case 17: st_set_badge(pager, tab, (int)word(&in) - 200); break;
        case 18: st_set_tab_enabled(pager, tab, (int)byte(&in) % 2); break;
        case 19: st_set_rows(pager, tab, byte(&in) % 5 == 0 ? (size_t)word(&in) * 1000 : byte(&in), (float)number(&in), byte(&in) % 4, byte(&in) % 9 ? row : NULL, &h); break;
        case 20: st_reload_row(pager, tab, (size_t)word(&in)); break;
        case 21: st_reload_rows(pager, tab, (size_t)word(&in)); break;
        case 22: st_set_page_drawer(pager, tab, byte(&in) % 4 ? draw : NULL, &h); break;
        case 23: st_end_refresh(pager, tab, (int)byte(&in) - 3); break;
        case 24: st_fail_refresh(pager, tab, text(&in, words, sizeof words)); break;
        case 25: st_end_loading_more(pager, tab, (int)byte(&in) - 3, (int)byte(&in) % 2); break;
        case 26: st_set_switch(pager, text(&in, words, sizeof words), (int)byte(&in) % 2); break;
        case 27: st_set_option(pager, text(&in, words, sizeof words), text(&in, more, sizeof more)); break;
        case 28: st_set_page_offset(pager, number(&in)); break;
        case 29: st_set_scroll_offset(pager, tab, number(&in)); break;
        case 30: st_set_select_filter(pager, byte(&in) % 3 ? filter : NULL, &h); break;
        case 31: st_set_left_alone(pager, (int)byte(&in) % 2); break;
        case 32:
            st_get_frame(pager, byte(&in) % 2 ? &x : NULL, &y, byte(&in) % 2 ? &w : NULL, &height);
            st_tab_count(pager, byte(&in) % 9 ? &tabs : NULL);
            st_selected_tab(pager, &value);
            st_is_animating(pager, byte(&in) % 9 ? &value : NULL);
            st_next_deadline(pager, byte(&in) % 9 ? &now : NULL);
            if (!isfinite(now)) now = 0;
            st_set_focused(pager, (int)byte(&in) % 3 - 1);
            break;
        case 33: handle_sdl_event(&in, pager); break;
        default:
            /* A pager freed and made again: the old pointer is refused, never followed. */
            if (byte(&in) % 4 == 0) {
                freed = pager;
                st_destroy_pager(pager);
                st_select_tab(freed, 0, 0);
                (void)st_last_error(freed);
                if (st_create_pager_from_json(configs[0], strlen(configs[0]), "again", &pager) != ST_OK) pager = NULL;
                if (!pager) goto end;
                h.pager = pager;
            }
            break;
        }
        (void)st_last_error(pager);
    }
end:
    if (pager) st_destroy_pager(pager);
    if (renderer) SDL_DestroyRenderer(renderer);
    if (surface) SDL_FreeSurface(surface);
    return 0;
}
