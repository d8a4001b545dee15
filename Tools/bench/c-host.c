/*
 * W1 (shared/W1-benchmark.md) drawn by a C host through the C API, in a real, shown window:
 * the host's window and renderer (st_create_window_renderer, as Examples/CHost makes them), a
 * 200-point sidebar of the host's, and the pager in the 800 x 600 points beside it, left alone
 * between frames. Prints one JSON line, as `sliding-tabs bench --window --embedded`
 * prints for a Swift host (make bench runs both: Tools/bench/window.sh).
 *
 *   c-host-bench [--rows N] [--frames F] [--pixels]
 *
 * --pixels draws through the pixel path instead: st_render_pixels into the host's buffer, which
 * the host uploads to a streaming texture and copies into the window, as a host drawing with
 * something else than the SDL renderer does.
 */
#include <slidingtabs.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#define SIDEBAR 200
#define WIDTH 800
#define HEIGHT 600
#define BAR 60

static double cpu_ms(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec * 1000.0 + usage.ru_utime.tv_usec / 1000.0 + usage.ru_stime.tv_sec * 1000.0 +
           usage.ru_stime.tv_usec / 1000.0;
}

static double peak_mb(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

static double lerp(double from, double to, double t) { return from + (to - from) * t; }

/* W1's timeline: where frame `frame` of `frames` puts the pages and the lists. */
static void apply(st_pager *pager, int frame, int frames, long rows) {
    double phase_length = frames / 5.0, content = rows * 60.0, viewport = HEIGHT - BAR;
    int phase = (int)(frame / phase_length);
    double t;
    if (phase > 4) phase = 4;
    t = (frame - phase * phase_length) / (phase_length - 1 > 1 ? phase_length - 1 : 1);
    switch (phase) {
    case 0: st_set_page_offset(pager, lerp(0, WIDTH, t)); break;
    case 1: st_set_scroll_offset(pager, 1, lerp(0, content - viewport < 30000 ? content - viewport : 30000, t)); break;
    case 2: st_set_page_offset(pager, lerp(WIDTH, 2 * WIDTH, t)); break;
    case 3: st_set_scroll_offset(pager, 2, lerp(0, content - viewport, t)); break;
    default: st_set_page_offset(pager, lerp(2 * WIDTH, 0, t)); break;
    }
}

static int fail(const char *what, const char *why) {
    fprintf(stderr, "c-host-bench: %s: %s\n", what, why);
    return 1;
}

int main(int argc, char **argv) {
    long rows = 20;
    int frames = 600, pixel_path = 0, frame, index;
    char config[1024];
    st_pager *pager = NULL;
    SDL_Window *window;
    SDL_Renderer *renderer = NULL;
    SDL_Texture *texture = NULL;
    SDL_RendererInfo info;
    unsigned char *pixels = NULL;
    SDL_Rect sidebar = {0, 0, SIDEBAR, HEIGHT}, area = {SIDEBAR, 0, WIDTH, HEIGHT};
    double before;

    for (index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--rows") == 0 && index + 1 < argc) rows = atol(argv[++index]);
        else if (strcmp(argv[index], "--frames") == 0 && index + 1 < argc) frames = atoi(argv[++index]);
        else if (strcmp(argv[index], "--pixels") == 0) pixel_path = 1;
        else return fail("usage", "c-host-bench [--rows N] [--frames F] [--pixels]");
    }
    if (rows < 20 || rows > 10000000 || frames < 5) return fail("usage", "--rows 20 to 10000000, --frames 5 and more");
    snprintf(config, sizeof config,
             "{\"tabs\": [{\"title\": \"Tab 1\", \"page\": {\"type\": \"list\", \"rows\": %ld, \"rowHeight\": 60, \"template\": \"I am the "
             "{row}th data in the {page}th TableView.\"}}, {\"title\": \"Tab 2\", \"page\": {\"type\": \"list\", \"rows\": %ld, \"rowHeight\": "
             "60, \"template\": \"I am the {row}th data in the {page}th TableView.\"}}, {\"title\": \"Tab 3\", \"page\": {\"type\": \"list\", "
             "\"rows\": %ld, \"rowHeight\": 60, \"template\": \"I am the {row}th data in the {page}th TableView.\"}}]}",
             rows, rows, rows);
    if (ST_CHECK_VERSION() != ST_OK) return fail("version", st_last_error(NULL));
    if (st_pager_new_from_json(config, strlen(config), "w1", &pager) != ST_OK) return fail("config", st_last_error(NULL));
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return fail("SDL", SDL_GetError());
    window = SDL_CreateWindow("c-host-bench", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, SIDEBAR + WIDTH, HEIGHT, 0);
    if (!window) return fail("window", SDL_GetError());
    if (st_create_window_renderer(window, 0, &renderer) != ST_OK) return fail("renderer", st_last_error(NULL));
    SDL_GetRendererInfo(renderer, &info);
    st_pager_set_frame(pager, SIDEBAR, 0, WIDTH, HEIGHT);
    if (pixel_path) {
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STREAMING, WIDTH, HEIGHT);
        pixels = (unsigned char *)malloc((size_t)WIDTH * HEIGHT * 4);
        if (!texture || !pixels) return fail("texture", SDL_GetError());
    } else {
        st_pager_set_left_alone(pager, 1); /* the host draws only its sidebar */
    }
    SDL_ShowWindow(window);
    before = cpu_ms();
    for (frame = 0; frame < frames; frame++) {
        SDL_Event event;
        st_event happened;
        int got = 0;
        /* W1 is the timeline alone: the window's events are read (a close ends the run), not given
         * to the pager, so where the pointer rests makes no hover. */
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) return fail("stopped", "the window was closed, or SIGINT or SIGTERM came");
        }
        apply(pager, frame, frames, rows);
        st_advance(pager, frame / 60.0);
        while (st_poll_event(pager, &happened, &got) == ST_OK && got) {
        }
        /* The host's sidebar, drawn when it changes (here: once), as the Swift host's left-alone
         * sidebar costs a frame only when it changes. A frame not drawn again stays in the
         * window's framebuffer (SDL's software renderer); another renderer gets it every frame. */
        if (frame == 0 || !(info.flags & SDL_RENDERER_SOFTWARE)) {
            SDL_SetRenderDrawColor(renderer, 0x20, 0x20, 0x20, 255);
            SDL_RenderFillRect(renderer, &sidebar);
            for (index = 0; index < 3; index++) {
                SDL_Rect item = {12, 20 + index * 52, SIDEBAR - 24, 40};
                SDL_SetRenderDrawColor(renderer, 0x30, 0x30, 0x30, 255);
                SDL_RenderFillRect(renderer, &item);
            }
        }
        if (pixel_path) {
            if (st_render_pixels(pager, pixels, WIDTH, HEIGHT, WIDTH * 4) != ST_OK) return fail("drawing", st_last_error(pager));
            SDL_UpdateTexture(texture, NULL, pixels, WIDTH * 4);
            SDL_RenderCopy(renderer, texture, NULL, &area);
        } else if (st_render_sdl(pager, renderer) != ST_OK) {
            return fail("drawing", st_last_error(pager));
        }
        SDL_RenderPresent(renderer);
    }
    before = cpu_ms() - before;
    printf("{\"impl\":\"c-host\",\"path\":\"%s\",\"workload\":\"W1\",\"rows\":%ld,\"frames\":%d,\"cpu_ms\":%.3f,\"cpu_ms_per_frame\":%.3f,"
           "\"peak_rss_mb\":%.3f,\"renderer\":\"%s\"}\n",
           pixel_path ? "pixels" : "sdl", rows, frames, before, before / frames, peak_mb(), info.name ? info.name : "unknown");
    st_pager_free(pager);
    if (texture) SDL_DestroyTexture(texture);
    free(pixels);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
