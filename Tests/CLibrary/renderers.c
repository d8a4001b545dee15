/*
 * The renderer a host's window draws the pager best with (st_create_window_renderer), and
 * frames drawn left alone (st_set_left_alone: only what changed) the same, pixel for
 * pixel, as frames drawn whole, through an animated tab change, a scroll and a badge. Run by
 * Tests/CLibrary/run.sh (also under AddressSanitizer) with SDL_VIDEODRIVER=dummy, whose windows
 * have framebuffers as X11's do.
 */
#include <slidingtabs.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

/* Expects `status` to be `expected` and the message (st_last_error(pager)) to contain `words`. */
static void expect(const char *what, st_status status, st_status expected, const st_pager *pager, const char *words) {
    const char *message = st_last_error(pager);
    if (status != expected || !message || !strstr(message, words)) {
        printf("FAIL %s: status %d, expected %d (%s)\n", what, (int)status, (int)expected, message ? message : "(NULL message)");
        failures++;
    }
}

static st_pager *make(const char *json) {
    st_pager *pager = NULL;
    if (st_create_pager_from_json(json, strlen(json), "test.json", &pager) != ST_OK || !pager) {
        printf("FAIL making a pager: %s\n", st_last_error(NULL));
        exit(1);
    }
    return pager;
}

static const char three_tabs[] =
    "{\"tabs\": [{\"title\": \"One\", \"page\": {\"type\": \"list\", \"rows\": 50}},"
    " {\"title\": \"Two\", \"page\": {\"type\": \"color\"}}, {\"title\": \"Three\", \"page\": {\"type\": \"color\"}}]}";

/* Reads what `renderer` shows into `out` (320 x 240 RGBA). */
static int read_shown(SDL_Renderer *renderer, unsigned char *out) {
    return SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGBA32, out, 320 * 4);
}

/* The renderer a window draws best with, made for the host; and frames drawn left alone (only
 * what changed) the same as frames drawn whole, through an animated tab change and a scroll. */
static void window_renderers(void) {
    SDL_Window *windows[2];
    SDL_Renderer *renderers[2] = {NULL, NULL};
    st_pager *pagers[2];
    unsigned char *shown[2];
    int index, frame, differing = 0;
    expect("a NULL window", st_create_window_renderer(NULL, 0, &renderers[0]), ST_ERROR_NULL, NULL, "the window is NULL");
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        printf("FAIL no video: %s\n", SDL_GetError());
        failures++;
        return;
    }
    for (index = 0; index < 2; index++) {
        windows[index] = SDL_CreateWindow("calls", 0, 0, 320, 240, 0);
        expect("a NULL renderer pointer", st_create_window_renderer(windows[index], 0, NULL), ST_ERROR_NULL, NULL, "NULL");
        expect("a window's renderer", st_create_window_renderer(windows[index], 0, &renderers[index]), ST_OK, NULL, "");
        if (!renderers[index]) {
            printf("FAIL st_create_window_renderer gave no renderer\n");
            failures++;
            return;
        }
        pagers[index] = make(three_tabs);
        st_set_frame(pagers[index], 0, 0, 320, 240);
        shown[index] = (unsigned char *)malloc(320 * 240 * 4);
    }
    expect("left alone", st_set_left_alone(pagers[0], 1), ST_OK, pagers[0], "");
    expect("left alone, NULL", st_set_left_alone(NULL, 1), ST_ERROR_NULL, NULL, "NULL");
    for (frame = 0; frame < 60; frame++) {
        double now = frame / 60.0;
        for (index = 0; index < 2; index++) {
            if (frame == 1) st_select_tab(pagers[index], 2, 1);
            if (frame == 25) st_select_tab(pagers[index], 0, 1);
            if (frame == 45) st_set_scroll_offset(pagers[index], 0, 200);
            if (frame == 40) st_set_badge(pagers[index], 0, 7);
            if (frame == 50) st_set_badge(pagers[index], 0, ST_BADGE_NONE);
            st_advance(pagers[index], now);
            st_render_sdl(pagers[index], renderers[index]);
            if (read_shown(renderers[index], shown[index]) != 0) printf("FAIL cannot read a frame: %s\n", SDL_GetError()), failures++;
            SDL_RenderPresent(renderers[index]);
        }
        differing += memcmp(shown[0], shown[1], 320 * 240 * 4) != 0;
    }
    if (differing) printf("FAIL %d of 60 frames drawn left alone differ from the frames drawn whole\n", differing), failures++;
    for (index = 0; index < 2; index++) {
        st_destroy_pager(pagers[index]);
        SDL_DestroyRenderer(renderers[index]);
        SDL_DestroyWindow(windows[index]);
        free(shown[index]);
    }
}

int main(void) {
    window_renderers();
    if (failures) {
        printf("%d expectations failed\n", failures);
        return 1;
    }
    printf("renderers: a window's renderer made, frames left alone drawn as frames drawn whole\n");
    return 0;
}
