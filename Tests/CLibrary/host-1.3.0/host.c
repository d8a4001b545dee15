/*
 * A C program hosting the pager (SlidingTabs' C API, slidingtabs.h) in its own SDL2 window:
 * a sidebar of its own beside the pager, an inbox of 100 000 messages from its own array, a
 * chart it draws itself, and the pager's events printed as they come. The same file builds as
 * C99 and as C++17.
 *
 *   cc -std=c99 host.c $(pkg-config --cflags --libs slidingtabs SDL2_image) -o c-host
 *
 *   c-host                            the window (Esc or closing it ends it)
 *   c-host --config FILE              the pager shows a config of the program's format
 *   c-host [--config FILE] --screenshot OUT.png
 *                                     renders the first frame (the pager alone, at the config's
 *                                     size) into OUT.png without a window, and ends
 *   c-host --frames N                 ends after N frames (with --print-events: all events, the
 *                                     pages' motion too)
 *   c-host --click X,Y                clicks at X,Y of the window once the first frame shows
 */
#include <slidingtabs.h>
#include <SDL.h>
#include <SDL_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIDEBAR_WIDTH 200
#define MESSAGES 100000

/* The host's own data: an inbox it keeps in an array, read by the pager row by row. */
typedef struct {
    char subject[64];
    char sender[32];
} message;

typedef struct {
    message *messages;
    size_t count;
} inbox;

/* The pager asks for a row as it comes on screen. */
static int inbox_row(void *user, size_t row, st_row *out) {
    const inbox *mail = (const inbox *)user;
    if (row >= mail->count) return 1;
    out->title = mail->messages[row].subject;
    out->subtitle = mail->messages[row].sender;
    return 0;
}

/* A page the host draws with SDL itself: a bar chart filling the page's rectangle. */
static void draw_chart(void *user, const st_draw_context *context) {
    static const int values[] = {3, 7, 4, 9, 6, 8, 2, 5};
    const int count = (int)(sizeof values / sizeof values[0]);
    int index;
    (void)user;
    SDL_SetRenderDrawColor(context->renderer, 240, 244, 250, 255);
    SDL_RenderFillRect(context->renderer, &context->rect);
    for (index = 0; index < count; index++) {
        SDL_Rect bar;
        int slot = context->rect.w / count;
        bar.w = slot * 2 / 3;
        bar.h = context->rect.h * values[index] / 10;
        bar.x = context->rect.x + index * slot + slot / 6;
        bar.y = context->rect.y + context->rect.h - bar.h;
        SDL_SetRenderDrawColor(context->renderer, 40, 110, 220, 255);
        SDL_RenderFillRect(context->renderer, &bar);
    }
}

/* The pager's three tabs when no config is given: the inbox, the chart and a settings table. */
static const char mailbox_config[] =
    "{\"tabBar\": {\"height\": 48, \"layout\": \"equal\"},"
    " \"tabs\": ["
    "  {\"title\": \"Inbox\", \"badge\": 12, \"page\": {\"type\": \"list\", \"rows\": 0, \"rowHeight\": 64}},"
    "  {\"title\": \"Chart\", \"page\": {\"type\": \"color\"}},"
    "  {\"title\": \"Settings\", \"page\": {\"type\": \"table\", \"sections\": [{\"header\": \"Mail\", \"rows\": ["
    "    {\"type\": \"switch\", \"id\": \"notify\", \"title\": \"Notify me of new mail\", \"on\": true}]}]}}"
    " ]}";

static void fail(const char *what, st_status status) {
    fprintf(stderr, "c-host: %s: %s (status %d)\n", what, st_last_error(NULL), (int)status);
    exit(1);
}

static const char *event_name(st_event_type type) {
    switch (type) {
    case ST_EVENT_TAB_SELECTED: return "tabSelected";
    case ST_EVENT_TAB_SETTLED: return "tabSettled";
    case ST_EVENT_TAB_RESELECTED: return "tabReselected";
    case ST_EVENT_ROW_TAPPED: return "rowTapped";
    case ST_EVENT_SWITCH_CHANGED: return "switchChanged";
    case ST_EVENT_PAGES_SCROLLED: return "pagesScrolled";
    case ST_EVENT_SCROLL_STATE_CHANGED: return "scrollStateChanged";
    case ST_EVENT_PAGE_APPEARED: return "pageAppeared";
    case ST_EVENT_PAGE_DISAPPEARED: return "pageDisappeared";
    case ST_EVENT_REFRESH_REQUESTED: return "refreshRequested";
    case ST_EVENT_MORE_ROWS_REQUESTED: return "moreRowsRequested";
    default: return "other";
    }
}

/* Prints the pager's events (all of them with `all`, the ones a user's acts make otherwise). */
static void print_events(st_pager *pager, int all) {
    st_event event;
    int got = 0;
    while (st_poll_event(pager, &event, &got) == ST_OK && got) {
        if (!all && (event.type == ST_EVENT_PAGES_SCROLLED || event.type == ST_EVENT_SCROLL_STATE_CHANGED)) continue;
        printf("event: %s tab %d", event_name(event.type), event.tab);
        if (event.type == ST_EVENT_ROW_TAPPED) printf(" row %d", event.row);
        if (event.text) printf(" %s", event.text);
        printf("\n");
    }
    fflush(stdout);
}

/* Renders the pager's first frame headless (the pager alone, at its config's size) into `path`:
 * drawn by SDL's software renderer on a surface of the host's, no window needed. */
static int screenshot(st_pager *pager, const char *path) {
    float width = 0, height = 0;
    SDL_Renderer *renderer;
    SDL_Surface *shot;
    double time = 0;
    int animating = 1, frames = 0;
    st_pager_get_frame(pager, NULL, NULL, &width, &height);
    shot = SDL_CreateRGBSurfaceWithFormat(0, (int)width, (int)height, 32, SDL_PIXELFORMAT_ARGB8888);
    renderer = shot ? SDL_CreateSoftwareRenderer(shot) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-host: no renderer: %s\n", SDL_GetError());
        return 1;
    }
    /* As the program's screenshot: a frame at a time until nothing moves (pictures decoding included). */
    st_advance(pager, time);
    while (st_is_animating(pager, &animating) == ST_OK && animating && frames < 15000) {
        SDL_Delay(2);
        time += 1.0 / 60;
        frames++;
        st_advance(pager, time);
    }
    if (st_render_sdl(pager, renderer) != ST_OK) {
        fprintf(stderr, "c-host: %s\n", st_last_error(pager));
        return 1;
    }
    SDL_RenderFlush(renderer);
    if (IMG_SavePNG(shot, path) != 0) {
        fprintf(stderr, "c-host: cannot write %s: %s\n", path, SDL_GetError());
        return 1;
    }
    /* The pager first: it destroys the textures it made with the renderer. */
    st_pager_free(pager);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(shot);
    return 0;
}

/* Clicks at (x, y) of `window`, as a user would: a press and a release, in SDL's queue. */
static void click(SDL_Window *window, int x, int y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.button.windowID = SDL_GetWindowID(window);
    event.button.button = SDL_BUTTON_LEFT;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    event.type = SDL_MOUSEBUTTONDOWN;
    event.button.state = SDL_PRESSED;
    SDL_PushEvent(&event);
    event.type = SDL_MOUSEBUTTONUP;
    event.button.state = SDL_RELEASED;
    SDL_PushEvent(&event);
}

int main(int argc, char **argv) {
    const char *config = NULL, *screenshot_path = NULL;
    int frames = -1, print_all = 0, index, running = 1, frame = 0, click_x = -1, click_y = -1;
    st_pager *pager = NULL;
    st_status status;
    inbox mail;
    SDL_Window *window;
    SDL_Renderer *renderer;
    int width = SIDEBAR_WIDTH + 800, height = 600, output_width = 0, output_height = 0, tab = 0;

    for (index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--config") == 0 && index + 1 < argc) config = argv[++index];
        else if (strcmp(argv[index], "--screenshot") == 0 && index + 1 < argc) screenshot_path = argv[++index];
        else if (strcmp(argv[index], "--frames") == 0 && index + 1 < argc) frames = atoi(argv[++index]);
        else if (strcmp(argv[index], "--print-events") == 0) print_all = 1;
        else if (strcmp(argv[index], "--click") == 0 && index + 1 < argc && sscanf(argv[index + 1], "%d,%d", &click_x, &click_y) == 2) index++;
        else {
            fprintf(stderr, "c-host: usage: c-host [--config FILE] [--screenshot OUT.png] [--frames N] [--print-events] [--click X,Y]\n");
            return 2;
        }
    }
    /* The header this program was built with must be the library's. */
    if ((status = ST_CHECK_VERSION()) != ST_OK) fail("version", status);
    status = config ? st_pager_new_from_file(config, &pager) : st_pager_new_from_json(mailbox_config, strlen(mailbox_config), "mailbox", &pager);
    if (status != ST_OK) fail("cannot make the pager", status);

    /* The host's own rows: 100 000 messages the pager reads only as they come on screen. */
    mail.count = MESSAGES;
    mail.messages = (message *)calloc(MESSAGES, sizeof(message));
    if (!mail.messages) return 1;
    for (index = 0; index < MESSAGES; index++) {
        snprintf(mail.messages[index].subject, sizeof mail.messages[index].subject, "Message %d: the weekly report", index + 1);
        snprintf(mail.messages[index].sender, sizeof mail.messages[index].sender, "From colleague %d", index % 40 + 1);
    }
    if (!config) {
        if (st_set_rows(pager, 0, mail.count, 64, ST_ROWS_REFRESH, inbox_row, &mail) != ST_OK) fail("rows", ST_ERROR_STATE);
        st_set_page_drawer(pager, 1, draw_chart, NULL);
    }
    if (screenshot_path) {
        int failed = screenshot(pager, screenshot_path);
        free(mail.messages);
        return failed;
    }

    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "c-host: %s\n", SDL_GetError());
        return 1;
    }
    window = SDL_CreateWindow("C host", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, SDL_WINDOW_ALLOW_HIGHDPI);
    renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-host: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GetRendererOutputSize(renderer, &output_width, &output_height);
    st_pager_set_scale(pager, (float)output_width / (float)width);
    st_pager_set_frame(pager, SIDEBAR_WIDTH, 0, 800, (float)height);
    st_set_accessibility(pager, 1, "c-host", "C host");

    while (running && (frames < 0 || frame < frames)) {
        SDL_Event event;
        double now = (double)SDL_GetTicks64() / 1000;
        int used = 0, animating = 0, selected = 0;
        double deadline = -1;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT || (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)) running = 0;
            /* The sidebar is the host's: a click on its first three rows selects that tab. */
            if (event.type == SDL_MOUSEBUTTONDOWN && event.button.x < SIDEBAR_WIDTH && event.button.y < 3 * 48) {
                st_select_tab(pager, event.button.y / 48, 1);
                continue;
            }
            st_handle_sdl_event(pager, &event, &used);
        }
        st_advance(pager, now);
        print_events(pager, print_all);

        SDL_SetRenderDrawColor(renderer, 38, 42, 52, 255);
        SDL_RenderClear(renderer);
        st_selected_tab(pager, &selected);
        for (tab = 0; tab < 3; tab++) {
            SDL_Rect row;
            row.x = 0;
            row.y = tab * 48;
            row.w = SIDEBAR_WIDTH;
            row.h = 47;
            SDL_SetRenderDrawColor(renderer, tab == selected ? 70 : 50, tab == selected ? 80 : 56, tab == selected ? 100 : 68, 255);
            SDL_RenderFillRect(renderer, &row);
        }
        if (st_render_sdl(pager, renderer) != ST_OK) fprintf(stderr, "c-host: %s\n", st_last_error(pager));
        SDL_RenderPresent(renderer);
        frame++;
        if (frame == 1 && click_x >= 0) click(window, click_x, click_y);
        /* Idle: sleep until input, or until the pager changes on its own. */
        st_is_animating(pager, &animating);
        st_next_deadline(pager, &deadline);
        if (!animating && frames < 0) SDL_WaitEventTimeout(NULL, deadline < 0 ? 1000 : (int)((deadline - now) * 1000) + 1);
    }
    st_pager_free(pager);
    free(mail.messages);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
