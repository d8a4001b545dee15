/*
 * What the C API promises a host beyond answering bad input (calls.c): handles that cannot be
 * confused, events whose every field is what the header says, a library that is a good guest in
 * its host's process (standard error, the environment and fontconfig's configuration left alone,
 * loaded once), and keys that stay the host's when the pager has no use for them. Prints one line
 * per failed expectation and exits 1 if there was one. Run by Tests/CLibrary/run.sh without a
 * display (SDL_VIDEODRIVER=dummy); it must be the process's first pager (it counts fontconfig's
 * loads).
 */
#define _GNU_SOURCE
#include <slidingtabs.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;
static int failures = 0;
#define FAIL(...) (printf("FAIL " __VA_ARGS__), printf("\n"), failures++)

/* Fontconfig's configuration loads, counted: this definition comes before libfontconfig's. */
static int fontconfig_loads = 0;
void *FcInitLoadConfigAndFonts(void) {
    void *(*real)(void) = NULL;
    void *found = dlsym(RTLD_NEXT, "FcInitLoadConfigAndFonts");
    memcpy(&real, &found, sizeof real); /* POSIX's way from an object pointer to a function's */
    fontconfig_loads++;
    return real ? real() : NULL;
}

static const char tabs[] = "{\"tabBar\": {\"layout\": \"equal\", \"closable\": true, \"reorderable\": true, \"clearBadgeOnSelect\": true}, \"tabs\": ["
                           "{\"title\": \"One\", \"page\": {\"type\": \"list\", \"rows\": 50}}, {\"title\": \"Two\", \"page\": {\"type\": \"color\"}},"
                           " {\"title\": \"Three\", \"page\": {\"type\": \"color\"}}, {\"title\": \"Four\", \"badge\": 3, \"page\": {\"type\": \"color\"}}]}";

static st_pager *make(void) {
    st_pager *pager = NULL;
    if (st_create_pager_from_json(tabs, strlen(tabs), "contract.json", &pager) != ST_OK) {
        printf("FAIL making a pager: %s\n", st_last_error(NULL));
        exit(1);
    }
    return pager;
}

/* A host thread writing to standard error while pagers are made: every line arrives. */
static volatile int making = 1;
static int written = 0;
static void *write_lines(void *unused) {
    char line[32];
    (void)unused;
    while (making || written < 50) {
        int length = snprintf(line, sizeof line, "host line %d\n", written);
        if (write(STDERR_FILENO, line, (size_t)length) == length) written++;
    }
    return NULL;
}

static void good_guest(void) {
    char path[] = "/tmp/contract-stderr-XXXXXX", broken[] = "/tmp/contract-fonts-XXXXXX", text[4096];
    int file = mkstemp(path), config = mkstemp(broken), saved = dup(STDERR_FILENO), lines = 0, i, count = 0;
    char **before = NULL;
    pthread_t thread;
    FILE *read_back;
    st_pager *pagers[3];
    if (file < 0 || config < 0 || saved < 0 || write(config, "<fontconfig><broken", 19) != 19) {
        FAIL("cannot make the test's files");
        return;
    }
    /* The host's own environment, pointing fontconfig at a broken file. */
    setenv("FONTCONFIG_FILE", broken, 1);
    while (environ[count]) count++;
    before = (char **)calloc((size_t)count + 1, sizeof *before);
    for (i = 0; i < count; i++) before[i] = strdup(environ[i]);
    dup2(file, STDERR_FILENO);
    pthread_create(&thread, NULL, write_lines, NULL);
    for (i = 0; i < 3; i++) pagers[i] = make();
    making = 0;
    pthread_join(thread, NULL);
    dup2(saved, STDERR_FILENO);
    read_back = fopen(path, "r");
    while (read_back && fgets(text, sizeof text, read_back)) lines += strstr(text, "host line ") != NULL;
    if (read_back) fclose(read_back);
    if (lines != written) FAIL("a host thread wrote %d lines to stderr while pagers were made; %d arrived", written, lines);
    for (i = 0; i < count && environ[i] && strcmp(environ[i], before[i]) == 0; i++) continue;
    if (i != count || environ[count]) FAIL("making a pager changed the host's environment (%s)", i < count ? before[i] : "a variable added");
    if (!getenv("FONTCONFIG_FILE")) FAIL("making a pager unset the host's FONTCONFIG_FILE");
    if (fontconfig_loads != 1) FAIL("three pagers loaded fontconfig's configuration %d times, not once", fontconfig_loads);
    for (i = 0; i < 3; i++) st_destroy_pager(pagers[i]);
    for (i = 0; i < count; i++) free(before[i]);
    free(before);
    unsetenv("FONTCONFIG_FILE");
    unlink(path);
    unlink(broken);
}

/* A destroyed pager's handle stays refused when a new pager takes its memory. */
static void handles(void) {
    st_pager *old = make(), *young;
    int count = 0;
    st_destroy_pager(old);
    young = make();
    if (st_tab_count(old, &count) != ST_ERROR_INVALID_ARGUMENT) FAIL("a destroyed pager's handle was followed (to %d tabs)", count);
    if (st_tab_count(young, &count) != ST_OK || count != 4) FAIL("the new pager after a destroyed one: %d tabs", count);
    if (st_destroy_pager(old) != ST_ERROR_INVALID_ARGUMENT) FAIL("destroying a pager twice was not refused");
    st_destroy_pager(young);
}

/* Which fields each event type names (the header's st_event_type). */
enum { TAB = 1, FROM = 2, ROW = 4, CAUSE = 8, VALUE = 16, POSITION = 32, TEXT = 64, TEXT2 = 128 };
static int named(st_event_type type) {
    switch (type) {
    case ST_EVENT_TAB_SELECTED: return TAB | FROM | CAUSE;
    case ST_EVENT_SELECTION_REFUSED: return TAB | CAUSE;
    case ST_EVENT_ROW_TAPPED: return TAB | ROW;
    case ST_EVENT_SWITCH_CHANGED: return TEXT | VALUE;
    case ST_EVENT_OPTION_CHOSEN: return TEXT | TEXT2;
    case ST_EVENT_BUTTON_PRESSED: case ST_EVENT_DETAIL_OPENED: return TAB | TEXT;
    case ST_EVENT_TAB_MOVED: return TAB | FROM;
    case ST_EVENT_PAGES_SCROLLED: return POSITION;
    case ST_EVENT_SCROLL_STATE_CHANGED: return VALUE;
    case ST_EVENT_COPY_REQUESTED: return TEXT;
    default: return TAB;
    }
}

/* Takes every waiting event, checks each field against its type, and gives the cause of the
 * last TAB_SELECTED (or SELECTION_REFUSED), ST_CAUSE_NONE without one. */
static int seen[ST_EVENT_COPY_REQUESTED + 1];
static st_cause take_events(st_pager *pager, const char *after) {
    st_event event;
    st_cause cause = ST_CAUSE_NONE;
    int got = 1, tabs_now = 0, i;
    st_tab_count(pager, &tabs_now);
    while (st_poll_event(pager, &event, &got) == ST_OK && got) {
        int fields = named(event.type), zero = 1;
        if (event.type < ST_EVENT_TAB_SELECTED || event.type > ST_EVENT_COPY_REQUESTED) {
            FAIL("after %s: an event of type %d", after, (int)event.type);
            continue;
        }
        seen[event.type] = 1;
        for (i = 0; i < (int)sizeof event.reserved; i++) zero &= event.reserved[i] == 0;
        if (!zero) FAIL("after %s: event %d's reserved bytes are not zero", after, (int)event.type);
        if ((fields & TAB) ? event.tab < 0 || event.tab >= tabs_now : event.tab != -1) FAIL("after %s: event %d's tab is %d", after, (int)event.type, event.tab);
        if ((fields & FROM) ? event.from < -1 || event.from >= tabs_now : event.from != -1) FAIL("after %s: event %d's from is %d", after, (int)event.type, event.from);
        if ((fields & ROW) ? event.section != 0 || event.row < 0 : event.section != -1 || event.row != -1)
            FAIL("after %s: event %d's section and row are %d, %d", after, (int)event.type, event.section, event.row);
        if ((fields & CAUSE) ? (int)event.cause < ST_CAUSE_TAP || event.cause > ST_CAUSE_PROGRAM : event.cause != ST_CAUSE_NONE)
            FAIL("after %s: event %d's cause is %d", after, (int)event.type, (int)event.cause);
        if (!(fields & VALUE) && event.value != -1) FAIL("after %s: event %d's value is %d", after, (int)event.type, event.value);
        if (!(fields & POSITION) && event.position != -1) FAIL("after %s: event %d's position is %g", after, (int)event.type, event.position);
        if (!(fields & TEXT) && event.text) FAIL("after %s: event %d has text", after, (int)event.type);
        if (!(fields & TEXT2) && event.text2) FAIL("after %s: event %d has a second text", after, (int)event.type);
        if (fields & CAUSE) cause = event.cause;
    }
    return cause;
}

static int refuse_the_last(void *user, int from, int to, st_cause cause) {
    (void)user, (void)from, (void)cause;
    return to != 3;
}

static void expect_cause(st_pager *pager, const char *what, st_cause expected, double *time) {
    st_cause cause;
    *time += 0.1;
    st_advance(pager, *time);
    cause = take_events(pager, what);
    *time += 1;
    st_advance(pager, *time);
    take_events(pager, what);
    if (cause != expected) FAIL("%s: the selection's cause is %d, not %d", what, (int)cause, (int)expected);
}

/* Each way of selecting gives its own cause; every event's fields are what the header says. */
static void events(void) {
    st_pager *pager = make();
    double t = 0;
    int i, missing = 0;
    take_events(pager, "making the pager");
    st_pointer_down(pager, ST_POINTER_MOUSE, 0, 300, 20, t), st_pointer_up(pager, ST_POINTER_MOUSE, 0, 300, 20, t + 0.05);
    expect_cause(pager, "a tap on the second tab", ST_CAUSE_TAP, &t);
    st_key_press(pager, ST_KEY_RIGHT, 0, t);
    expect_cause(pager, "the Right key", ST_CAUSE_KEY, &t);
    st_select_tab(pager, 0, 0);
    expect_cause(pager, "st_select_tab", ST_CAUSE_PROGRAM, &t);
    st_pointer_down(pager, ST_POINTER_TOUCH, 1, 600, 300, t);
    for (i = 1; i <= 10; i++) st_pointer_move(pager, ST_POINTER_TOUCH, 1, 600 - 50 * i, 300, t + 0.01 * i);
    st_pointer_up(pager, ST_POINTER_TOUCH, 1, 100, 300, t + 0.11);
    expect_cause(pager, "a swipe to the left", ST_CAUSE_SWIPE, &t);
    st_set_select_filter(pager, refuse_the_last, NULL);
    st_key_press(pager, '4', 0, t);
    expect_cause(pager, "the key 4 to a refused tab", ST_CAUSE_KEY, &t);
    st_pointer_down(pager, ST_POINTER_MOUSE, 0, 300, 20, t), st_pointer_up(pager, ST_POINTER_MOUSE, 0, 300, 20, t + 0.05);
    expect_cause(pager, "a tap on the selected tab", ST_CAUSE_NONE, &t);
    st_set_select_filter(pager, NULL, NULL);
    st_key_press(pager, '4', 0, t);
    expect_cause(pager, "the key 4 to the tab with a badge", ST_CAUSE_KEY, &t);
    st_select_tab(pager, 0, 0);
    expect_cause(pager, "st_select_tab back to the list", ST_CAUSE_PROGRAM, &t);
    st_pointer_down(pager, ST_POINTER_MOUSE, 0, 400, 150, t), st_pointer_up(pager, ST_POINTER_MOUSE, 0, 400, 150, t + 0.05);
    expect_cause(pager, "a tap on a row", ST_CAUSE_NONE, &t);
    st_key_press(pager, 't', ST_MOD_CTRL, t);
    st_key_press(pager, ST_KEY_RIGHT, ST_MOD_CTRL | ST_MOD_SHIFT, t);
    st_key_press(pager, 'w', ST_MOD_CTRL, t);
    st_key_press(pager, 'c', ST_MOD_CTRL, t);
    expect_cause(pager, "Ctrl+T, Ctrl+Shift+Right, Ctrl+W, Ctrl+C", ST_CAUSE_NONE, &t);
    for (i = ST_EVENT_TAB_SELECTED; i <= ST_EVENT_PAGE_DISAPPEARED; i++) {
        if (i >= ST_EVENT_SWITCH_CHANGED && i <= ST_EVENT_MORE_ROWS_REQUESTED) continue; /* a table's and a list's of the host's */
        if (i == ST_EVENT_TAB_CLOSE_REQUESTED || i == ST_EVENT_TAB_REMOVED) continue;    /* one or the other, as the bar decides */
        if (!seen[i]) printf("FAIL no event of type %d came\n", i), missing++;
    }
    failures += missing;
    st_destroy_pager(pager);
}

/* A host built with the 1.3 header has a 56-byte st_event: nothing past it is written. */
static void old_event_size(void) {
    unsigned char buffer[sizeof(st_event)];
    st_pager *pager = make();
    int got = 0, i, touched = 0;
    if (st_check_version(1, 3, 0, 56, sizeof(st_row), sizeof(st_draw_context)) != ST_OK) FAIL("a 1.3 host's sizes: %s", st_last_error(NULL));
    memset(buffer, 0xAA, sizeof buffer);
    st_select_tab(pager, 1, 0);
    st_advance(pager, 1);
    if (st_poll_event(pager, (st_event *)(void *)buffer, &got) != ST_OK || !got) FAIL("no event for a 1.3 host");
    for (i = 56; i < (int)sizeof buffer; i++) touched += buffer[i] != 0xAA;
    if (touched) FAIL("%d bytes past a 1.3 host's st_event were written", touched);
    if (ST_CHECK_VERSION() != ST_OK) FAIL("this header after a 1.3 host's: %s", st_last_error(NULL));
    st_destroy_pager(pager);
}

static int used(st_pager *pager, SDL_Event *event) {
    int taken = -1;
    st_handle_sdl_event(pager, event, &taken);
    return taken;
}

/* A click in the host's sidebar gives it the keyboard back: Escape and letters are the host's. */
static void keys(void) {
    st_pager *pager = make();
    SDL_Event press, release, key;
    memset(&press, 0, sizeof press);
    press.type = SDL_MOUSEBUTTONDOWN, press.button.button = SDL_BUTTON_LEFT, press.button.state = SDL_PRESSED, press.button.clicks = 1;
    release = press;
    release.type = SDL_MOUSEBUTTONUP, release.button.state = SDL_RELEASED;
    memset(&key, 0, sizeof key);
    key.type = SDL_KEYDOWN, key.key.state = SDL_PRESSED;
    st_set_frame(pager, 200, 0, 600, 600);
    press.button.x = release.button.x = 100, press.button.y = release.button.y = 300;
    if (used(pager, &press) || used(pager, &release)) FAIL("a click in the host's sidebar was the pager's");
    key.key.keysym.sym = SDLK_ESCAPE, key.key.keysym.scancode = SDL_SCANCODE_ESCAPE;
    if (used(pager, &key)) FAIL("Escape after a click in the host's sidebar was the pager's");
    key.key.keysym.sym = SDLK_RIGHT, key.key.keysym.scancode = SDL_SCANCODE_RIGHT;
    if (used(pager, &key)) FAIL("Right after a click in the host's sidebar was the pager's");
    press.button.x = release.button.x = 500;
    if (used(pager, &press) != 1 || used(pager, &release) != 1) FAIL("a click in the pager was not the pager's");
    if (used(pager, &key) != 1) FAIL("Right after a click in the pager was not the pager's");
    key.key.keysym.sym = SDLK_ESCAPE, key.key.keysym.scancode = SDL_SCANCODE_ESCAPE;
    if (used(pager, &key)) FAIL("Escape, which the pager has no use for, was the pager's");
    key.key.keysym.sym = SDLK_q, key.key.keysym.scancode = SDL_SCANCODE_Q;
    if (used(pager, &key)) FAIL("the letter q, which the pager has no use for, was the pager's");
    st_set_focused(pager, 0);
    key.key.keysym.sym = SDLK_RIGHT, key.key.keysym.scancode = SDL_SCANCODE_RIGHT;
    if (used(pager, &key)) FAIL("Right after st_set_focused(0) was the pager's");
    st_destroy_pager(pager);
}

int main(void) {
    if (ST_CHECK_VERSION() != ST_OK) {
        printf("FAIL the version check: %s\n", st_last_error(NULL));
        return 1;
    }
    good_guest();
    handles();
    events();
    old_event_size();
    keys();
    if (failures) {
        printf("%d expectations failed\n", failures);
        return 1;
    }
    printf("contract: handles, events, a good guest and the host's keys as promised\n");
    return 0;
}
