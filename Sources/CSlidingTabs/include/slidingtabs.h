/*
 * slidingtabs.h: SlidingTabs' C API, version 1.
 *
 * A tab pager for any SDL2 program: tab buttons over paged pages, a sliding indicator, the
 * drag, fling and snap of phone pagers, the host's own rows and pages, screen readers. The host
 * keeps its window, renderer and event loop (as with Dear ImGui or LVGL), hosting it two ways:
 *
 *   - in its SDL renderer: st_render_sdl() draws into the renderer it is given, inside the
 *     pager's frame, and st_handle_sdl_event() takes the SDL events that concern the pager;
 *   - into pixels it owns: st_render_pixels() writes RGBA pixels into the host's buffer, and
 *     st_pointer_down() and the other input calls take plain input. Nothing of SDL's video
 *     subsystem is needed or started on this path (a pygame Surface, GTK, a game engine).
 *
 * Conventions: a function that can fail returns an st_status (ST_OK is 0), st_last_error() says
 * why; a NULL pointer, a size out of range or text not UTF-8 is a status, never a crash. Points
 * are SDL's window coordinates; pixels are points times the scale; times are seconds of a clock
 * that only goes forward. Strings are UTF-8: the pager copies those it is given, those it gives
 * last until the next call on the pager. A call from another thread than the pager's is refused
 * (ST_ERROR_WRONG_THREAD).
 *
 * Growing within 1.x: a function's doc says in which version it came (@since). Structs grow
 * only at their end, a new field's zero meaning what a host built without it expects: the
 * library writes and reads only as much of an st_event or st_row as the header the host was
 * built with has (ST_CHECK_VERSION tells it), so a host built against an older 1.x header runs
 * unchanged. Names: a call on a pager is st_<verb>_<thing>; the 1.3 names st_pager_* stay as
 * deprecated aliases until 2.0. Tab and row indices are int, counts size_t; st_row_fn and
 * st_reload_row take a row as size_t, as in 1.3 (changing a callback's argument type would break
 * a 1.x host's callback: 2.0 makes them int).
 *
 * docs/c-api.md is the guide; pkg-config --cflags --libs slidingtabs builds against it.
 */
#ifndef SLIDINGTABS_H
#define SLIDINGTABS_H

#include <stddef.h>
/* SDL's own pkg-config file puts its include folder on the path (<SDL.h>); without it, the
 * header is found in its usual place. */
#if defined(__has_include)
#if __has_include(<SDL.h>)
#include <SDL.h>
#else
#include <SDL2/SDL.h>
#endif
#else
#include <SDL.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Version ------------------------------------------------------------------------------ */

#define ST_VERSION_MAJOR 1
#define ST_VERSION_MINOR 4
#define ST_VERSION_PATCH 0

/** 1 when this header is version x.y.z or later (ST_VERSION_ATLEAST(1, 4, 0)). */
#define ST_VERSION_ATLEAST(x, y, z) \
    (ST_VERSION_MAJOR > (x) || (ST_VERSION_MAJOR == (x) && (ST_VERSION_MINOR > (y) || (ST_VERSION_MINOR == (y) && ST_VERSION_PATCH >= (z)))))

/* ---- Statuses ----------------------------------------------------------------------------- */

/** What a call did: ST_OK, or why it did nothing (st_last_error() says more). */
typedef enum st_status {
    ST_OK = 0,
    /** A pointer the call needs was NULL. */
    ST_ERROR_NULL = 1,
    /** A size, stride, scale, count or other value out of its range. */
    ST_ERROR_INVALID_ARGUMENT = 2,
    /** A tab or row index that does not exist. */
    ST_ERROR_OUT_OF_RANGE = 3,
    /** A config that is not valid (the message names the line, column and key). */
    ST_ERROR_CONFIG = 4,
    /** Text that is not UTF-8. */
    ST_ERROR_UTF8 = 5,
    /** A call from another thread than the one that made the pager. */
    ST_ERROR_WRONG_THREAD = 6,
    /** The header the host was built with and the library do not match (st_check_version). */
    ST_ERROR_VERSION = 7,
    /** SDL failed (a renderer, a surface); the message has SDL_GetError()'s words. */
    ST_ERROR_SDL = 8,
    /** A file could not be read (a config, a font). */
    ST_ERROR_FILE = 9,
    /** A host's callback gave what cannot be used (a NULL title); the pager went on without it. */
    ST_ERROR_CALLBACK = 10,
    /** Not possible now (a page that is not a list, the last tab removed). */
    ST_ERROR_STATE = 11
} st_status;

/* ---- Types -------------------------------------------------------------------------------- */

/** A pager: its tabs and pages, its motion, its caches. Opaque; made by st_pager_new_*. */
typedef struct st_pager st_pager;

/** Who pressed: the mouse (its id is ignored: there is one), or a finger (ids of the host's
 *  choosing, one a finger). */
typedef enum st_pointer_kind { ST_POINTER_MOUSE = 0, ST_POINTER_TOUCH = 1 } st_pointer_kind;

/** Keys for st_key_press(): these, or a lowercase ASCII letter or digit ('a', '7'). */
typedef enum st_key {
    ST_KEY_LEFT = 256, ST_KEY_RIGHT, ST_KEY_UP, ST_KEY_DOWN, ST_KEY_PAGE_UP, ST_KEY_PAGE_DOWN,
    ST_KEY_HOME, ST_KEY_END, ST_KEY_TAB, ST_KEY_ENTER, ST_KEY_SPACE, ST_KEY_ESCAPE,
    ST_KEY_BACKSPACE, ST_KEY_F5, ST_KEY_PLUS, ST_KEY_MINUS
} st_key;

/** Modifiers held with a key, or'ed together (other bits are ST_ERROR_INVALID_ARGUMENT). */
enum st_modifier { ST_MOD_SHIFT = 1, ST_MOD_CTRL = 2, ST_MOD_ALT = 4 };

/** Why the selected tab changed; ST_CAUSE_NONE in events that name no cause. */
typedef enum st_cause {
    ST_CAUSE_NONE = -1, ST_CAUSE_TAP = 0, ST_CAUSE_SWIPE, ST_CAUSE_KEY, ST_CAUSE_WHEEL, ST_CAUSE_PROGRAM
} st_cause;

/** Whether the pages are at rest, following a pointer, or moving on their own. */
typedef enum st_scroll_state { ST_SCROLL_IDLE = 0, ST_SCROLL_DRAGGING, ST_SCROLL_SETTLING } st_scroll_state;

/** What an event tells. */
typedef enum st_event_type {
    /** The tab the pages go to changed: tab (to), from (-1 when that tab was removed), cause. */
    ST_EVENT_TAB_SELECTED = 1,
    /** The pages came to rest on tab. */
    ST_EVENT_TAB_SETTLED,
    /** The selected tab was tapped (or chosen by a key) again. */
    ST_EVENT_TAB_RESELECTED,
    /** The host's filter refused to select tab for cause. */
    ST_EVENT_SELECTION_REFUSED,
    /** A row was tapped: tab, section (0 in a list), row. */
    ST_EVENT_ROW_TAPPED,
    /** A table's switch changed: text (its id), value (1 on, 0 off). */
    ST_EVENT_SWITCH_CHANGED,
    /** Another option of a group was chosen: text (the group), text2 (the option's id). */
    ST_EVENT_OPTION_CHOSEN,
    /** A button was pressed on tab: text (its title). */
    ST_EVENT_BUTTON_PRESSED,
    /** A detail page opened on tab: text (its title). */
    ST_EVENT_DETAIL_OPENED,
    /** A detail page closed on tab. */
    ST_EVENT_DETAIL_CLOSED,
    /** Tab's list was pulled to refresh: answer with st_end_refresh() or st_fail_refresh(). */
    ST_EVENT_REFRESH_REQUESTED,
    /** Tab's list came near its end: answer with st_end_loading_more(). */
    ST_EVENT_MORE_ROWS_REQUESTED,
    /** The user moved a tab from `from` to tab. */
    ST_EVENT_TAB_MOVED,
    /** The user asked to close tab: close it with st_remove_tab(), or keep it. */
    ST_EVENT_TAB_CLOSE_REQUESTED,
    /** The user added tab (+, Ctrl+T). */
    ST_EVENT_TAB_ADDED,
    /** The user removed tab (−, Ctrl+W); tabs after it moved down by one. */
    ST_EVENT_TAB_REMOVED,
    /** Selecting tab cleared its badge. */
    ST_EVENT_BADGE_CLEARED,
    /** The pages moved: position, in pages (1.5 is halfway from the second to the third). */
    ST_EVENT_PAGES_SCROLLED,
    /** The pages started or stopped moving: value is an st_scroll_state. */
    ST_EVENT_SCROLL_STATE_CHANGED,
    /** Tab's page came into view. */
    ST_EVENT_PAGE_APPEARED,
    /** Tab's page left the view. */
    ST_EVENT_PAGE_DISAPPEARED,
    /** A key asked the host to put text (the focused element's) on the clipboard (Ctrl+C). */
    ST_EVENT_COPY_REQUESTED
} st_event_type;

/** One event, as st_poll_event() gives it. Fields an event type does not name are -1
 *  (ST_CAUSE_NONE for cause) or NULL. 128 bytes, the tail reserved for fields to come. */
typedef struct st_event {
    st_event_type type;
    /** The tab it is about; -1 for none. */
    int tab;
    /** TAB_SELECTED: the tab before (-1 when removed); TAB_MOVED: where the tab was. */
    int from;
    /** ROW_TAPPED: the section and the row. */
    int section;
    int row;
    /** TAB_SELECTED and SELECTION_REFUSED: why. */
    st_cause cause;
    /** SWITCH_CHANGED: 1 on, 0 off; SCROLL_STATE_CHANGED: an st_scroll_state. */
    int value;
    /** PAGES_SCROLLED: the pages' position in pages. */
    double position;
    /** The event's words (see st_event_type); valid until the next call on the pager. */
    const char *text;
    const char *text2;
    /** Room for fields to come (1.4); the library leaves it zero. */
    unsigned char reserved[72];
} st_event;
SDL_COMPILE_TIME_ASSERT(st_event_size, sizeof(st_event) == 128);

/** A row the host's row callback fills in, all zero before the call (a field added later is
 *  read only from a host built with it). The pager copies the text. */
typedef struct st_row {
    /** The row's title (required: NULL is a callback error). */
    const char *title;
    /** A second line, and a detail at the row's end; NULL for none. */
    const char *subtitle;
    const char *detail;
    /** The row's height in points; 0 for the list's row height. */
    float height;
} st_row;

/** Fills in row `row` (0 to count - 1) of the list `user` names (the host's own pointer, given
 *  with st_set_rows). Return 0, or nonzero when there is no such row. A row that cannot be shown
 *  (no row, a NULL title, text that is not UTF-8) shows empty, and the call during which it was
 *  asked for (st_set_rows, st_reload_row, a frame, an input) returns ST_ERROR_CALLBACK, having
 *  done the rest of its work. Called on the pager's thread, during a call on the pager: it must
 *  not call the pager itself. */
typedef int (*st_row_fn)(void *user, size_t row, st_row *out);

/** What a page the host draws is given each frame. */
typedef struct st_draw_context {
    /** What to draw with: the host's renderer (st_render_sdl), or the pager's own software
     *  renderer on its pixels (st_render_pixels). Its state is put back after the call. */
    SDL_Renderer *renderer;
    /** The page's rectangle in pixels, as the renderer takes coordinates while the callback runs
     *  (its viewport is the pager's); drawing is clipped to the page. */
    SDL_Rect rect;
    /** Pixels per point. */
    float scale;
    /** The pager's clock, in seconds. */
    double time;
    /** 1 when the pager is laid out right to left: draw mirrored. */
    int mirrored;
} st_draw_context;

/** Draws a page: called for each frame the page shows in. */
typedef void (*st_draw_fn)(void *user, const st_draw_context *context);

/** Asked before the selected tab changes: return nonzero to let it, 0 to refuse
 *  (ST_EVENT_SELECTION_REFUSED is reported). */
typedef int (*st_select_fn)(void *user, int from, int to, st_cause cause);

/** A badge for st_set_badge(): none, a dot, or a count (1 and up). */
enum st_badge { ST_BADGE_NONE = -1, ST_BADGE_DOT = 0 };

/* ---- Version check ------------------------------------------------------------------------ */

/** Checks that the library can serve a host built with this header: the same major version, a
 *  minor version no newer than the library's, and struct sizes the library knows (an older 1.x
 *  header's are; the library then writes and reads only that much of each). Call
 *  ST_CHECK_VERSION() first; on ST_ERROR_VERSION, st_last_error(NULL) says what differs, in one
 *  line. @since 1.3 */
st_status st_check_version(int major, int minor, int patch, size_t event_size, size_t row_size, size_t draw_context_size);
#define ST_CHECK_VERSION() \
    st_check_version(ST_VERSION_MAJOR, ST_VERSION_MINOR, ST_VERSION_PATCH, sizeof(st_event), sizeof(st_row), sizeof(st_draw_context))

/** The library's version, "1.4.0". @since 1.3 */
const char *st_version(void);

/* ---- Making and ending a pager ------------------------------------------------------------ */

/** Makes a pager from a config in the program's format (docs/reference.md, "Config files"):
 *  `length` bytes of `json` (UTF-8), named `name` in error messages ("inbox.json:3:7: ...").
 *  Files it names are found from the current directory. 800x600 points at scale 1 until told.
 *  A handle is never given twice in a process: a destroyed pager's stays refused. @since 1.4 */
st_status st_create_pager_from_json(const char *json, size_t length, const char *name, st_pager **pager);

/** Makes a pager from the config file at `path`; files it names are found from its folder.
 *  @since 1.4 */
st_status st_create_pager_from_file(const char *path, st_pager **pager);

/** Ends a pager and everything it holds (textures of a renderer it drew with are destroyed
 *  with it: call it before destroying that renderer). NULL is ST_ERROR_NULL; a pager destroyed
 *  already is ST_ERROR_INVALID_ARGUMENT. @since 1.4 */
st_status st_destroy_pager(st_pager *pager);

/** Why the last call on `pager` failed ("" after a success), one line. With NULL (or a pointer
 *  that is not a live pager of this thread's), why the last call on this thread failed that had
 *  no pager to keep it: st_create_pager_*, st_check_version, or a call refused for its pager
 *  (NULL, destroyed, another thread's). Valid until the next call on this thread. @since 1.3 */
const char *st_last_error(const st_pager *pager);

/* ---- Where it shows ----------------------------------------------------------------------- */

/** Puts the pager at (x, y) in the host's window, `width` x `height` points (SDL's window
 *  coordinates: what its events carry). @since 1.4 */
st_status st_set_frame(st_pager *pager, float x, float y, float width, float height);

/** Where the pager is (`*x`, `*y`) and its size, in points: until st_set_frame, at 0,0 the size
 *  its config's window has (800 x 600 without one). Any pointer may be NULL. @since 1.4 */
st_status st_get_frame(const st_pager *pager, float *x, float *y, float *width, float *height);

/** Pixels a point (1 to 8): a HiDPI window's output width over its width. @since 1.4 */
st_status st_set_scale(st_pager *pager, float pixels_per_point);

/* ---- Drawing ------------------------------------------------------------------------------ */

/** Draws the pager into `renderer`'s current target, in its frame times its scale. The renderer
 *  is the host's: never created or destroyed here; its viewport, clip, blend mode, draw colour,
 *  scale and target are put back after. Does not present. @since 1.3 */
st_status st_render_sdl(st_pager *pager, SDL_Renderer *renderer);

/** 1 when the host leaves the pager's frame of the renderer as the pager drew it (nothing else
 *  drawn there, not cleared) from one st_render_sdl() to the next: a frame then draws only what
 *  changed. 0 (the default, right for a host clearing all of it each frame) draws it whole.
 *  @since 1.4 */
st_status st_set_left_alone(st_pager *pager, int left_alone);

/** Makes the renderer `window` draws the pager best with, as the program's window does: SDL's
 *  accelerated one with a GPU, else SDL's software one on the window's framebuffer
 *  (SDL_RENDER_DRIVER decides when set); vsync if asked and possible. The host destroys it, after
 *  st_destroy_pager(). NULL is ST_ERROR_NULL; SDL failing, ST_ERROR_SDL. @since 1.4 */
st_status st_create_window_renderer(SDL_Window *window, int vsync, SDL_Renderer **renderer);

/** Draws the pager into `pixels`, `width` x `height` pixels of 4 bytes in memory order R, G, B,
 *  A (SDL_PIXELFORMAT_RGBA32, pygame's "RGBA"), rows `stride` bytes apart (at least 4 x width),
 *  all of it opaque. The pager's size becomes width x height pixels over its scale. Only pixels
 *  that changed since the last call with the same buffer are written. @since 1.3 */
st_status st_render_pixels(st_pager *pager, void *pixels, int width, int height, int stride);

/* ---- Input -------------------------------------------------------------------------------- */

/** Gives the pager an SDL event of the host's window (with the pager's frame in window
 *  coordinates); `*used` (when not NULL) is 1 when the pager took it: a press in its frame and
 *  the rest of that gesture, the wheel over it, a key it acted on while it has the keyboard. It
 *  has the keyboard until a press outside its frame, and again after a press inside (or as
 *  st_set_focused says): Escape and keys the pager has no use for stay the host's. The event's
 *  time is SDL_GetTicks64() in seconds: give st_advance() the same clock. @since 1.3 */
st_status st_handle_sdl_event(st_pager *pager, const SDL_Event *event, int *used);

/** Gives the pager the keyboard (1) or takes it away (0), for st_handle_sdl_event(): a host that
 *  moves the focus by keys (Tab among its own widgets) says so here. @since 1.4 */
st_status st_set_focused(st_pager *pager, int focused);

/** A pointer pressed at (x, y) points from the pager's top left, at `time` (a time earlier than
 *  the last call's is taken as that one's: the pager's clock never goes back). @since 1.3 */
st_status st_pointer_down(st_pager *pager, st_pointer_kind kind, int id, float x, float y, double time);

/** The pointer `id` of `kind` moved to (x, y), at `time`. @since 1.3 */
st_status st_pointer_move(st_pager *pager, st_pointer_kind kind, int id, float x, float y, double time);

/** The pointer `id` of `kind` let go at (x, y), at `time`. @since 1.3 */
st_status st_pointer_up(st_pager *pager, st_pointer_kind kind, int id, float x, float y, double time);

/** Every pointer's gesture ends without a tap or a fling (the system took them back). @since 1.3 */
st_status st_pointer_cancel(st_pager *pager, double time);

/** A wheel or touchpad at (x, y): `dx`, `dy` in notches (fractions from a touchpad), up and
 *  right positive, as SDL gives them; `shift` turns vertical into horizontal. @since 1.3 */
st_status st_wheel(st_pager *pager, float dx, float dy, float x, float y, int shift, double time);

/** A key pressed: an st_key, or a lowercase ASCII letter or digit, with st_modifier flags.
 *  @since 1.3 */
st_status st_key_press(st_pager *pager, int key, unsigned modifiers, double time);

/* ---- Time and frames ---------------------------------------------------------------------- */

/** Moves everything that runs on its own (a settle, a list coasting, a badge growing) to
 *  `time`. Call it before each frame. @since 1.3 */
st_status st_advance(st_pager *pager, double time);

/** `*animating` is 1 while something moves on its own (draw frames continuously), 0 when the
 *  next frame would be the same: an idle host sleeps until input or st_next_deadline().
 *  @since 1.3 */
st_status st_is_animating(const st_pager *pager, int *animating);

/** `*deadline`: the next moment something changes without input (a message going), or -1.
 *  @since 1.3 */
st_status st_next_deadline(const st_pager *pager, double *deadline);

/* ---- Events ------------------------------------------------------------------------------- */

/** Takes the oldest event not taken: `*got` is 1 and `*event` filled in, or `*got` is 0 when
 *  none waits. Take them after each input call and st_advance(). @since 1.3 */
st_status st_poll_event(st_pager *pager, st_event *event, int *got);

/** Asks `filter` (with `user`) before the selected tab changes; NULL asks nothing. @since 1.3 */
st_status st_set_select_filter(st_pager *pager, st_select_fn filter, void *user);

/* ---- Tabs --------------------------------------------------------------------------------- */

/** How many tabs there are. @since 1.3 */
st_status st_tab_count(const st_pager *pager, int *count);

/** Which tab is selected (the one the pages are on or going to). @since 1.3 */
st_status st_selected_tab(const st_pager *pager, int *tab);

/** Puts the pages at `offset` points from the first page's start at once (the page width times
 *  n is page n); the selected tab becomes the nearest. @since 1.3 */
st_status st_set_page_offset(st_pager *pager, double offset);

/** Scrolls tab `tab`'s page to `offset` points from its top at once (within its content).
 *  @since 1.3 */
st_status st_set_scroll_offset(st_pager *pager, int tab, double offset);

/** Selects tab `tab`, animated (over 300 ms) or at once; it takes effect before the next frame.
 *  @since 1.3 */
st_status st_select_tab(st_pager *pager, int tab, int animated);

/** Inserts a tab titled `title` at `index` (0 to the count) with an empty list page (give it
 *  rows with st_set_rows, or draw it with st_set_page_drawer); `id` (NULL for one made up) is
 *  its identity, unique among the tabs. @since 1.3 */
st_status st_insert_tab(st_pager *pager, int index, const char *id, const char *title);

/** Removes tab `tab` (not the only one; a selected one's neighbour is selected). @since 1.3 */
st_status st_remove_tab(st_pager *pager, int tab);

/** Moves tab `from` to `to`, with its page. @since 1.3 */
st_status st_move_tab(st_pager *pager, int from, int to);

/** Gives tab `tab` the title `title`. @since 1.3 */
st_status st_set_tab_title(st_pager *pager, int tab, const char *title);

/** Sets tab `tab`'s badge: ST_BADGE_NONE, ST_BADGE_DOT or a count from 1. @since 1.3 */
st_status st_set_badge(st_pager *pager, int tab, int badge);

/** Lets the user select tab `tab` (1) or not (0: greyed, passed by). @since 1.3 */
st_status st_set_tab_enabled(st_pager *pager, int tab, int enabled);

/* ---- Pages -------------------------------------------------------------------------------- */

/** What a list of the host's rows does besides showing them, or'ed together for st_set_rows
 *  (other bits are ST_ERROR_INVALID_ARGUMENT). */
enum st_rows_flag {
    /** Pulled down at its top, it asks for a refresh (ST_EVENT_REFRESH_REQUESTED). */
    ST_ROWS_REFRESH = 1,
    /** Near its end, it asks for more rows (ST_EVENT_MORE_ROWS_REQUESTED). */
    ST_ROWS_LOAD_MORE = 2
};

/** Shows `count` rows of the host's on tab `tab`'s page, `row_height` points each (1 to 2000):
 *  `row` is asked (with `user`) only for rows as they come on screen. The page becomes a list of
 *  them, which refreshes and loads more as `flags` (st_rows_flag) say; the pager answers those
 *  requests only for the lists a config describes itself. @since 1.3 */
st_status st_set_rows(st_pager *pager, int tab, size_t count, float row_height, unsigned flags, st_row_fn row, void *user);

/** Asks for row `row` of tab `tab` again (its text changed). @since 1.3 */
st_status st_reload_row(st_pager *pager, int tab, size_t row);

/** Reads the count of tab `tab`'s rows again (`count` rows now) and asks again for every row on
 *  screen. @since 1.3 */
st_status st_reload_rows(st_pager *pager, int tab, size_t count);

/** Draws tab `tab`'s page with `draw` (with `user`) each frame it shows. @since 1.3 */
st_status st_set_page_drawer(st_pager *pager, int tab, st_draw_fn draw, void *user);

/** Ends a refresh of tab `tab`'s list: `inserted_rows` new rows at its top (the host's row
 *  count grew by as many). @since 1.3 */
st_status st_end_refresh(st_pager *pager, int tab, int inserted_rows);

/** Ends a refresh of tab `tab`'s list that failed, `message` shown (NULL or "" for none).
 *  @since 1.3 */
st_status st_fail_refresh(st_pager *pager, int tab, const char *message);

/** Ends loading more rows into tab `tab`'s list: `appended_rows` came at its end; with
 *  `has_more` 0 it says there are no more and stops asking. @since 1.3 */
st_status st_end_loading_more(st_pager *pager, int tab, int appended_rows, int has_more);

/** Sets a table's switch `id` on (1) or off (0) at once (a host restoring what it saved from
 *  ST_EVENT_SWITCH_CHANGED). An id no table has yet is kept for the table that shows it.
 *  @since 1.3 */
st_status st_set_switch(st_pager *pager, const char *id, int on);

/** Chooses option `id` of `group` at once (a host restoring what it saved from
 *  ST_EVENT_OPTION_CHOSEN). A group no table has yet is kept, as switches are. @since 1.3 */
st_status st_set_option(st_pager *pager, const char *group, const char *id);

/* ---- Screen readers ----------------------------------------------------------------------- */

/** Tells screen readers of the pager (AT-SPI2, as GTK does) when `enabled`, as an application
 *  named `application_name` with its window titled `window_title`; 0 stops. It needs a session
 *  bus (none: ST_OK, and nothing is told; none is started). Give the pager every key event
 *  through st_handle_sdl_event() first: a screen reader's own keys are taken (`*used` 1).
 *  @since 1.3 */
st_status st_set_accessibility(st_pager *pager, int enabled, const char *application_name, const char *window_title);

/* ---- The 1.3 names, until 2.0 ------------------------------------------------------------- */

#if defined(__GNUC__) || defined(__clang__)
#define ST_DEPRECATED(instead) __attribute__((deprecated("use " instead)))
#else
#define ST_DEPRECATED(instead)
#endif

/** Deprecated: st_create_pager_from_json. @since 1.3 */
st_status st_pager_new_from_json(const char *json, size_t length, const char *name, st_pager **pager)
    ST_DEPRECATED("st_create_pager_from_json");

/** Deprecated: st_create_pager_from_file. @since 1.3 */
st_status st_pager_new_from_file(const char *path, st_pager **pager) ST_DEPRECATED("st_create_pager_from_file");

/** Deprecated: st_destroy_pager. @since 1.3 */
st_status st_pager_free(st_pager *pager) ST_DEPRECATED("st_destroy_pager");

/** Deprecated: st_set_frame. @since 1.3 */
st_status st_pager_set_frame(st_pager *pager, float x, float y, float width, float height) ST_DEPRECATED("st_set_frame");

/** Deprecated: st_get_frame. @since 1.3 */
st_status st_pager_get_frame(const st_pager *pager, float *x, float *y, float *width, float *height) ST_DEPRECATED("st_get_frame");

/** Deprecated: st_set_scale. @since 1.3 */
st_status st_pager_set_scale(st_pager *pager, float pixels_per_point) ST_DEPRECATED("st_set_scale");

#ifdef __cplusplus
}
#endif

#endif /* SLIDINGTABS_H */
