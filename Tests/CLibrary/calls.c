/*
 * The C API as a careless or hostile host meets it: every call answers bad input with a status
 * and a one-line message (st_last_error), never a crash or a write outside the host's buffer; and
 * what both ways of hosting promise: the host's renderer left as it was found, a page the host
 * draws drawn the same into pixels as into a renderer. Prints one line per failed expectation and
 * exits 1 if there was one. Run by Tests/CLibrary/run.sh (also under AddressSanitizer), without a
 * display: SDL_VIDEODRIVER=dummy.
 */
#include <slidingtabs.h>

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

/* Expects `status` to be `expected` and the message (st_last_error(pager)) to contain `words`. */
static void expect(const char *what, st_status status, st_status expected, const st_pager *pager, const char *words) {
    const char *message = st_last_error(pager);
    if (status != expected) {
        printf("FAIL %s: status %d, expected %d (%s)\n", what, (int)status, (int)expected, message ? message : "(NULL message)");
        failures++;
    } else if (!message || !strstr(message, words)) {
        printf("FAIL %s: the message \"%s\" does not say \"%s\"\n", what, message ? message : "(NULL)", words);
        failures++;
    } else if (strchr(message, '\n')) {
        printf("FAIL %s: the message is more than one line\n", what);
        failures++;
    }
}

static st_pager *make(const char *json) {
    st_pager *pager = NULL;
    st_status status = st_create_pager_from_json(json, strlen(json), "test.json", &pager);
    if (status != ST_OK || !pager) {
        printf("FAIL making a pager: %s\n", st_last_error(NULL));
        exit(1);
    }
    return pager;
}

static const char three_tabs[] =
    "{\"tabs\": [{\"title\": \"One\", \"page\": {\"type\": \"list\", \"rows\": 50}},"
    " {\"title\": \"Two\", \"page\": {\"type\": \"color\"}}, {\"title\": \"Three\", \"page\": {\"type\": \"color\"}}]}";

static int null_title(void *user, size_t row, st_row *out) {
    (void)user;
    (void)row;
    out->title = NULL;
    return 0;
}

static int not_utf8_title(void *user, size_t row, st_row *out) {
    (void)user;
    (void)row;
    out->title = "\xff\xfe broken";
    return 0;
}

static int no_row(void *user, size_t row, st_row *out) {
    (void)user;
    (void)row;
    (void)out;
    return 1;
}

/* A row callback that calls the pager it serves (its user data): refused, with a status. */
static st_status reentered = ST_OK;
static int reentering_row(void *user, size_t row, st_row *out) {
    int count = 0;
    (void)row;
    reentered = st_tab_count((st_pager *)user, &count);
    if (reentered == ST_OK) reentered = st_set_rows((st_pager *)user, 0, 1, 40, 0, reentering_row, user);
    out->title = "Row";
    return 0;
}

static int good_row(void *user, size_t row, st_row *out) {
    (void)user;
    (void)row;
    out->title = "A row";
    return 0;
}

/* Every call with a NULL pager: ST_ERROR_NULL, and st_last_error(NULL) says the pager is NULL. */
static void null_pagers(void) {
    st_event event;
    int value = 0;
    double number = 0;
    float x = 0;
    unsigned char pixels[16];
    SDL_Event sdl_event;
    memset(&sdl_event, 0, sizeof sdl_event);
#define NULL_PAGER(call) expect(#call, call, ST_ERROR_NULL, NULL, "the pager is NULL")
    NULL_PAGER(st_destroy_pager(NULL));
    NULL_PAGER(st_set_frame(NULL, 0, 0, 100, 100));
    NULL_PAGER(st_get_frame(NULL, &x, &x, &x, &x));
    NULL_PAGER(st_set_scale(NULL, 1));
    NULL_PAGER(st_render_sdl(NULL, NULL));
    NULL_PAGER(st_render_pixels(NULL, pixels, 2, 2, 8));
    NULL_PAGER(st_handle_sdl_event(NULL, &sdl_event, &value));
    NULL_PAGER(st_pointer_down(NULL, ST_POINTER_MOUSE, 0, 1, 1, 0));
    NULL_PAGER(st_pointer_move(NULL, ST_POINTER_MOUSE, 0, 1, 1, 0));
    NULL_PAGER(st_pointer_up(NULL, ST_POINTER_MOUSE, 0, 1, 1, 0));
    NULL_PAGER(st_pointer_cancel(NULL, 0));
    NULL_PAGER(st_wheel(NULL, 0, 1, 1, 1, 0, 0));
    NULL_PAGER(st_key_press(NULL, ST_KEY_RIGHT, 0, 0));
    NULL_PAGER(st_advance(NULL, 0));
    NULL_PAGER(st_is_animating(NULL, &value));
    NULL_PAGER(st_next_deadline(NULL, &number));
    NULL_PAGER(st_poll_event(NULL, &event, &value));
    NULL_PAGER(st_set_select_filter(NULL, NULL, NULL));
    NULL_PAGER(st_tab_count(NULL, &value));
    NULL_PAGER(st_selected_tab(NULL, &value));
    NULL_PAGER(st_set_page_offset(NULL, 0));
    NULL_PAGER(st_set_scroll_offset(NULL, 0, 0));
    NULL_PAGER(st_select_tab(NULL, 0, 0));
    NULL_PAGER(st_insert_tab(NULL, 0, NULL, "T"));
    NULL_PAGER(st_remove_tab(NULL, 0));
    NULL_PAGER(st_move_tab(NULL, 0, 1));
    NULL_PAGER(st_set_tab_title(NULL, 0, "T"));
    NULL_PAGER(st_set_badge(NULL, 0, 1));
    NULL_PAGER(st_set_tab_enabled(NULL, 0, 1));
    NULL_PAGER(st_set_rows(NULL, 0, 10, 40, 0, good_row, NULL));
    NULL_PAGER(st_reload_row(NULL, 0, 0));
    NULL_PAGER(st_reload_rows(NULL, 0, 0));
    NULL_PAGER(st_set_page_drawer(NULL, 0, NULL, NULL));
    NULL_PAGER(st_end_refresh(NULL, 0, 0));
    NULL_PAGER(st_fail_refresh(NULL, 0, NULL));
    NULL_PAGER(st_end_loading_more(NULL, 0, 0, 0));
    NULL_PAGER(st_set_switch(NULL, "id", 1));
    NULL_PAGER(st_set_option(NULL, "group", "id"));
    NULL_PAGER(st_set_accessibility(NULL, 0, NULL, NULL));
#undef NULL_PAGER
}

/* Making pagers from what is not a config. */
static void bad_configs(void) {
    st_pager *pager = (st_pager *)1;
    const char broken[] = "{\"tabs\": [\n  {\"title\": \"One\" \"page\": {}}]}";
    const char unknown[] = "{\"tabs\": [{\"title\": \"One\", \"page\": {\"type\": \"carousel\"}}]}";
    const char not_utf8[] = "{\"tabs\": [{\"title\": \"\xc3\x28\"}]}";
    expect("JSON with a missing comma", st_create_pager_from_json(broken, strlen(broken), "broken.json", &pager), ST_ERROR_CONFIG, NULL, "broken.json:2:");
    if (pager) printf("FAIL a failed st_create_pager_from_json leaves *pager set\n"), failures++;
    expect("an unknown page type", st_create_pager_from_json(unknown, strlen(unknown), "unknown.json", &pager), ST_ERROR_CONFIG, NULL, "carousel");
    expect("a config that is not UTF-8", st_create_pager_from_json(not_utf8, strlen(not_utf8), "bytes.json", &pager), ST_ERROR_UTF8, NULL, "bytes.json:1:");
    expect("a NULL config", st_create_pager_from_json(NULL, 10, "none.json", &pager), ST_ERROR_NULL, NULL, "NULL");
    expect("a NULL out pointer", st_create_pager_from_json(three_tabs, strlen(three_tabs), NULL, NULL), ST_ERROR_NULL, NULL, "NULL");
    expect("an empty config", st_create_pager_from_json("", 0, "empty.json", &pager), ST_ERROR_CONFIG, NULL, "empty.json");
    expect("a config of a huge length", st_create_pager_from_json(three_tabs, (size_t)-1, "huge.json", &pager), ST_ERROR_INVALID_ARGUMENT, NULL, "bytes");
    expect("a file that is not there", st_create_pager_from_file("/nowhere/config.json", &pager), ST_ERROR_FILE, NULL, "/nowhere/config.json");
    expect("a NULL path", st_create_pager_from_file(NULL, &pager), ST_ERROR_NULL, NULL, "NULL");
    /* After a success, the creation error is empty. */
    pager = make(three_tabs);
    expect("a good config", ST_OK, ST_OK, NULL, "");
    if (strcmp(st_last_error(NULL), "") != 0) printf("FAIL st_last_error(NULL) after a success: \"%s\"\n", st_last_error(NULL)), failures++;
    st_destroy_pager(pager);
}

/* The pixel path: NULL, sizes and strides out of range, and no byte written outside the frame. */
static void pixels(void) {
    st_pager *pager = make(three_tabs);
    const int width = 64, height = 48, stride = width * 4 + 20, guard = 256;
    size_t size = (size_t)stride * height + guard;
    unsigned char *buffer = (unsigned char *)malloc(size);
    int row, byte, outside = 0, drawn = 0;
    expect("NULL pixels", st_render_pixels(pager, NULL, 10, 10, 40), ST_ERROR_NULL, pager, "pixels are NULL");
    expect("a stride under the width", st_render_pixels(pager, buffer, width, height, width * 4 - 1), ST_ERROR_INVALID_ARGUMENT, pager, "stride");
    expect("a zero width", st_render_pixels(pager, buffer, 0, height, stride), ST_ERROR_INVALID_ARGUMENT, pager, "0x48");
    expect("a negative height", st_render_pixels(pager, buffer, width, -3, stride), ST_ERROR_INVALID_ARGUMENT, pager, "64x-3");
    expect("a huge width", st_render_pixels(pager, buffer, 1 << 30, 1, 1 << 30), ST_ERROR_INVALID_ARGUMENT, pager, "16384");
    memset(buffer, 0xAB, size);
    expect("a frame with padded rows", st_render_pixels(pager, buffer, width, height, stride), ST_OK, pager, "");
    for (row = 0; row < height; row++) {
        for (byte = width * 4; byte < stride; byte++) outside += buffer[row * stride + byte] != 0xAB;
        for (byte = 0; byte < width * 4; byte++) drawn += buffer[row * stride + byte] != 0xAB;
    }
    for (byte = stride * height; byte < (int)size; byte++) outside += buffer[byte] != 0xAB;
    if (outside) printf("FAIL st_render_pixels wrote %d bytes outside the frame\n", outside), failures++;
    if (drawn < width * height) printf("FAIL st_render_pixels drew only %d bytes\n", drawn), failures++;
    expect("a scale of 0", st_set_scale(pager, 0), ST_ERROR_INVALID_ARGUMENT, pager, "scale");
    expect("a scale of NaN", st_set_scale(pager, NAN), ST_ERROR_INVALID_ARGUMENT, pager, "scale");
    expect("a frame of NaN", st_set_frame(pager, 0, 0, NAN, 10), ST_ERROR_INVALID_ARGUMENT, pager, "frame");
    expect("a frame of width 0", st_set_frame(pager, 0, 0, 0, 10), ST_ERROR_INVALID_ARGUMENT, pager, "frame");
    expect("a NULL renderer", st_render_sdl(pager, NULL), ST_ERROR_NULL, pager, "renderer is NULL");
    free(buffer);
    st_destroy_pager(pager);
}

/* Tabs and rows that do not exist, text that is not UTF-8, values out of range. */
static void indexes_and_text(void) {
    st_pager *pager = make(three_tabs);
    int value = 0;
    expect("selecting tab 7", st_select_tab(pager, 7, 0), ST_ERROR_OUT_OF_RANGE, pager, "tab 7: there are 3 tabs");
    expect("selecting tab -1", st_select_tab(pager, -1, 0), ST_ERROR_OUT_OF_RANGE, pager, "tab -1");
    st_pager *single = make("{\"tabs\": [{\"title\": \"Only\", \"page\": {\"type\": \"color\"}}]}");
    expect("selecting tab 3 of 1", st_select_tab(single, 3, 0), ST_ERROR_OUT_OF_RANGE, single, "tab 3: there is 1 tab (0 to 0)");
    st_destroy_pager(single);
    expect("a badge on tab 3", st_set_badge(pager, 3, 1), ST_ERROR_OUT_OF_RANGE, pager, "tab 3");
    expect("a badge of -5", st_set_badge(pager, 0, -5), ST_ERROR_INVALID_ARGUMENT, pager, "badge");
    expect("moving tab 0 to 9", st_move_tab(pager, 0, 9), ST_ERROR_OUT_OF_RANGE, pager, "tab 9");
    expect("removing tab 100", st_remove_tab(pager, 100), ST_ERROR_OUT_OF_RANGE, pager, "tab 100");
    expect("inserting at 5", st_insert_tab(pager, 5, NULL, "Five"), ST_ERROR_OUT_OF_RANGE, pager, "index 5");
    expect("a title that is not UTF-8", st_set_tab_title(pager, 0, "\xff\xfe"), ST_ERROR_UTF8, pager, "not UTF-8");
    expect("a NULL title", st_set_tab_title(pager, 0, NULL), ST_ERROR_NULL, pager, "NULL");
    expect("a tab with a NULL title", st_insert_tab(pager, 0, NULL, NULL), ST_ERROR_NULL, pager, "NULL");
    expect("inserting a tab", st_insert_tab(pager, 0, "first", "First"), ST_OK, pager, "");
    expect("an id used already", st_insert_tab(pager, 0, "first", "Again"), ST_ERROR_STATE, pager, "'first'");
    expect("a NaN offset", st_set_page_offset(pager, NAN), ST_ERROR_INVALID_ARGUMENT, pager, "offset");
    expect("a scroll on tab 9", st_set_scroll_offset(pager, 9, 10), ST_ERROR_OUT_OF_RANGE, pager, "tab 9");
    expect("reloading a row of a config's list", st_reload_row(pager, 1, 0), ST_ERROR_STATE, pager, "no rows of the host's");
    expect("ending a refresh no host's list asked for", st_end_refresh(pager, 1, 1), ST_ERROR_STATE, pager, "no rows of the host's");
    expect("a NULL row callback", st_set_rows(pager, 0, 10, 40, 0, NULL, NULL), ST_ERROR_NULL, pager, "row callback is NULL");
    expect("a row height of 0", st_set_rows(pager, 0, 10, 0, 0, good_row, NULL), ST_ERROR_INVALID_ARGUMENT, pager, "row height");
    expect("rows on tab 8", st_set_rows(pager, 8, 10, 40, 0, good_row, NULL), ST_ERROR_OUT_OF_RANGE, pager, "tab 8");
    expect("too many rows", st_set_rows(pager, 0, (size_t)-1, 40, 0, good_row, NULL), ST_ERROR_INVALID_ARGUMENT, pager, "rows");
    expect("rows", st_set_rows(pager, 0, 10, 40, 0, good_row, NULL), ST_OK, pager, "");
    expect("reloading row 10 of 10", st_reload_row(pager, 0, 10), ST_ERROR_OUT_OF_RANGE, pager, "row 10");
    expect("a NULL draw callback", st_set_page_drawer(pager, 1, NULL, NULL), ST_ERROR_NULL, pager, "draw callback is NULL");
    expect("a key that is none", st_key_press(pager, 9999, 0, 0), ST_ERROR_INVALID_ARGUMENT, pager, "key 9999");
    expect("a pointer kind that is none", st_pointer_down(pager, (st_pointer_kind)7, 0, 1, 1, 0), ST_ERROR_INVALID_ARGUMENT, pager, "pointer kind");
    expect("a pointer at infinity", st_pointer_move(pager, ST_POINTER_MOUSE, 0, INFINITY, 1, 0), ST_ERROR_INVALID_ARGUMENT, pager, "point");
    expect("a NaN time", st_advance(pager, NAN), ST_ERROR_INVALID_ARGUMENT, pager, "time");
    expect("a wheel of a million notches", st_wheel(pager, 0, 1e6f, 1, 1, 0, 0), ST_ERROR_INVALID_ARGUMENT, pager, "wheel");
    expect("a NULL event", st_poll_event(pager, NULL, &value), ST_ERROR_NULL, pager, "NULL");
    expect("a NULL count", st_tab_count(pager, NULL), ST_ERROR_NULL, pager, "NULL");
    expect("a switch id that is not UTF-8", st_set_switch(pager, "\xc0", 1), ST_ERROR_UTF8, pager, "not UTF-8");
    st_tab_count(pager, &value);
    while (value > 1) st_remove_tab(pager, --value);
    expect("removing the only tab", st_remove_tab(pager, 0), ST_ERROR_STATE, pager, "only tab");
    expect("a good call after failures", st_tab_count(pager, &value), ST_OK, pager, "");
    if (strcmp(st_last_error(pager), "") != 0) printf("FAIL st_last_error after a success: \"%s\"\n", st_last_error(pager)), failures++;
    st_destroy_pager(pager);
}

/* A host's callbacks that give what cannot be shown: the call that asked says so (the rows are
 * set all the same, the row shown empty), and the pager goes on. */
static void callbacks(void) {
    st_pager *pager = make(three_tabs);
    unsigned char *buffer = (unsigned char *)malloc(200 * 200 * 4);
    expect("a row callback's NULL title", st_set_rows(pager, 0, 100, 40, 0, null_title, NULL), ST_ERROR_CALLBACK, pager, "row 0: the row callback gave a NULL title");
    expect("the next frame", st_render_pixels(pager, buffer, 200, 200, 800), ST_OK, pager, "");
    expect("the row asked for again", st_reload_row(pager, 0, 3), ST_ERROR_CALLBACK, pager, "row 3");
    expect("a row callback's title that is not UTF-8", st_set_rows(pager, 0, 100, 40, 0, not_utf8_title, NULL), ST_ERROR_CALLBACK, pager, "not UTF-8");
    expect("a row callback that fails", st_set_rows(pager, 0, 100, 40, 0, no_row, NULL), ST_ERROR_CALLBACK, pager, "gave no row");
    expect("the frame after", st_render_pixels(pager, buffer, 200, 200, 800), ST_OK, pager, "");
    expect("a row callback that calls the pager", st_set_rows(pager, 0, 100, 40, 0, reentering_row, pager), ST_OK, pager, "");
    if (reentered != ST_ERROR_STATE) printf("FAIL a callback's call on its pager: status %d\n", (int)reentered), failures++;
    free(buffer);
    st_destroy_pager(pager);
}

/* A pager used after it was freed is refused (the pointer is not followed). */
static void freed(void) {
    st_pager *pager = make(three_tabs);
    int count = 0;
    st_destroy_pager(pager);
    expect("a freed pager", st_tab_count(pager, &count), ST_ERROR_INVALID_ARGUMENT, NULL, "not a pager");
    expect("freeing twice", st_destroy_pager(pager), ST_ERROR_INVALID_ARGUMENT, NULL, "not a pager");
}

/* A call from another thread than the pager's: refused, and that thread's st_last_error says why. */
struct thread_result {
    st_pager *pager;
    st_status status;
    char message[256];
};

static void *other_thread(void *argument) {
    struct thread_result *result = (struct thread_result *)argument;
    int count = 0;
    result->status = st_tab_count(result->pager, &count);
    snprintf(result->message, sizeof result->message, "%s", st_last_error(result->pager));
    return NULL;
}

static void threads(void) {
    struct thread_result result;
    pthread_t thread;
    int count = 0;
    result.pager = make(three_tabs);
    if (pthread_create(&thread, NULL, other_thread, &result) != 0 || pthread_join(thread, NULL) != 0) {
        printf("FAIL cannot start a thread\n");
        failures++;
        return;
    }
    if (result.status != ST_ERROR_WRONG_THREAD) printf("FAIL a call from another thread: status %d\n", (int)result.status), failures++;
    if (!strstr(result.message, "thread")) printf("FAIL a call from another thread: \"%s\"\n", result.message), failures++;
    expect("the pager's own thread after", st_tab_count(result.pager, &count), ST_OK, result.pager, "");
    if (count != 3) printf("FAIL the pager's tabs after another thread's call: %d\n", count), failures++;
    st_destroy_pager(result.pager);
}

/* The version check: another major version, a newer minor, struct sizes that differ. */
static void versions(void) {
    expect("this header", ST_CHECK_VERSION(), ST_OK, NULL, "");
    expect("major 2", st_check_version(2, 0, 0, sizeof(st_event), sizeof(st_row), sizeof(st_draw_context)), ST_ERROR_VERSION, NULL,
           "slidingtabs.h 2.0.0, the library is 1.");
    expect("a newer minor", st_check_version(1, 99, 0, sizeof(st_event), sizeof(st_row), sizeof(st_draw_context)), ST_ERROR_VERSION, NULL,
           "slidingtabs.h 1.99.0");
    expect("an older minor", st_check_version(1, 0, 0, sizeof(st_event), sizeof(st_row), sizeof(st_draw_context)), ST_OK, NULL, "");
    expect("a bigger st_event", st_check_version(1, 0, 0, sizeof(st_event) + 8, sizeof(st_row), sizeof(st_draw_context)), ST_ERROR_VERSION, NULL,
           "st_event is");
    expect("a smaller st_row", st_check_version(1, 0, 0, sizeof(st_event), 4, sizeof(st_draw_context)), ST_ERROR_VERSION, NULL, "st_row is 4 bytes");
    if (strncmp(st_version(), "1.", 2) != 0) printf("FAIL st_version: %s\n", st_version()), failures++;
}

/* A page the host draws: a blue bar, 100 x 100, 10 points in from the page's corner. */
static void draw_bar(void *user, const st_draw_context *context) {
    SDL_Rect bar;
    (void)user;
    bar.x = context->rect.x + 10;
    bar.y = context->rect.y + 10;
    bar.w = 100;
    bar.h = 100;
    SDL_SetRenderDrawColor(context->renderer, 40, 110, 220, 255);
    SDL_RenderFillRect(context->renderer, &bar);
}

/* The SDL path into a software renderer of the host's, and the pixel path: the same bytes, the
 * host's page included; and the renderer's state as the host left it. */
static void both_paths(void) {
    static const char config[] =
        "{\"tabs\": [{\"title\": \"One\", \"page\": {\"type\": \"color\"}}, {\"title\": \"Two\", \"page\": {\"type\": \"color\"}}]}";
    st_pager *pager = make(config);
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    unsigned char *pixels = (unsigned char *)malloc(320 * 240 * 4);
    SDL_Rect viewport = {5, 6, 300, 200}, clip = {7, 8, 50, 60}, after;
    Uint8 r, g, b, a;
    SDL_BlendMode blend;
    float scale_x, scale_y;
    int row, blue = 0, differ = 0;
    if (!renderer || !pixels) {
        printf("FAIL no software renderer: %s\n", SDL_GetError());
        failures++;
        return;
    }
    st_set_frame(pager, 0, 0, 320, 240);
    st_set_page_drawer(pager, 1, draw_bar, NULL);
    st_select_tab(pager, 1, 0);
    st_advance(pager, 0);
    expect("drawing into pixels", st_render_pixels(pager, pixels, 320, 240, 320 * 4), ST_OK, pager, "");
    expect("drawing into a renderer", st_render_sdl(pager, renderer), ST_OK, pager, "");
    SDL_RenderFlush(renderer);
    for (row = 0; row < 240; row++) {
        const unsigned char *drawn = (const unsigned char *)surface->pixels + row * surface->pitch;
        int x;
        for (x = 0; x < 320; x++) {
            differ += memcmp(drawn + x * 4, pixels + (row * 320 + x) * 4, 3) != 0;
            blue += pixels[(row * 320 + x) * 4] == 40 && pixels[(row * 320 + x) * 4 + 2] == 220;
        }
    }
    if (differ) printf("FAIL the pixel path and the SDL path differ in %d pixels\n", differ), failures++;
    if (blue != 100 * 100) printf("FAIL the host's page shows %d of its 10000 blue pixels\n", blue), failures++;
    /* The host's state, set before, is there after. */
    SDL_RenderSetViewport(renderer, &viewport);
    SDL_RenderSetClipRect(renderer, &clip);
    SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD);
    SDL_RenderSetScale(renderer, 1.0f, 1.0f);
    expect("drawing into a renderer with state", st_render_sdl(pager, renderer), ST_OK, pager, "");
    SDL_RenderGetViewport(renderer, &after);
    if (memcmp(&after, &viewport, sizeof after) != 0) printf("FAIL the renderer's viewport changed\n"), failures++;
    SDL_RenderGetClipRect(renderer, &after);
    if (memcmp(&after, &clip, sizeof after) != 0 || !SDL_RenderIsClipEnabled(renderer)) printf("FAIL the renderer's clip changed\n"), failures++;
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
    if (r != 1 || g != 2 || b != 3 || a != 4) printf("FAIL the renderer's draw colour changed\n"), failures++;
    SDL_GetRenderDrawBlendMode(renderer, &blend);
    if (blend != SDL_BLENDMODE_ADD) printf("FAIL the renderer's blend mode changed\n"), failures++;
    SDL_RenderGetScale(renderer, &scale_x, &scale_y);
    if (scale_x != 1.0f || scale_y != 1.0f) printf("FAIL the renderer's scale changed\n"), failures++;
    if (SDL_GetRenderTarget(renderer) != NULL) printf("FAIL the renderer's target changed\n"), failures++;
    st_destroy_pager(pager); /* before the renderer its textures belong to */
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    free(pixels);
}

int main(void) {
    versions();
    both_paths();
    null_pagers();
    bad_configs();
    pixels();
    indexes_and_text();
    callbacks();
    freed();
    threads();
    if (failures) {
        printf("%d expectations failed\n", failures);
        return 1;
    }
    printf("calls: bad input answered with its status and message, both paths drew the same\n");
    return 0;
}
