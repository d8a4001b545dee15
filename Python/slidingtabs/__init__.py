"""SlidingTabs' tab pager for Python: its C library (slidingtabs.h) through ctypes.

The library is found as libslidingtabs.so.1, where the dynamic linker finds libraries
(`make install`, the Debian package libslidingtabs1, or LD_LIBRARY_PATH; SLIDINGTABS_LIBRARY
names another file). Every call that fails raises `Error`, with the library's status and its
one-line message; docs/c-api.md says what each call does. A pager is used from the thread that
made it, and ends with its `with` block (or `close()`).

    with slidingtabs.Pager.from_file("Assets/news.json") as pager:
        pager.advance(time.monotonic())
        pager.render_pixels(buffer, width, height, width * 4)
        for event in pager.events():
            print(event.type, event.tab)

slidingtabs.pygame draws a pager into a pygame Surface and gives it pygame's events.
"""

import ctypes
import dataclasses
import os

# The header's version and types (slidingtabs.h): the library checks them (st_check_version).
VERSION = (1, 4, 0)
__version__ = "1.4.0"

OK, ERROR_NULL, ERROR_INVALID_ARGUMENT, ERROR_OUT_OF_RANGE, ERROR_CONFIG, ERROR_UTF8 = range(6)
ERROR_WRONG_THREAD, ERROR_VERSION, ERROR_SDL, ERROR_FILE, ERROR_CALLBACK, ERROR_STATE = range(6, 12)

POINTER_MOUSE, POINTER_TOUCH = 0, 1

(KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN, KEY_PAGE_UP, KEY_PAGE_DOWN, KEY_HOME, KEY_END, KEY_TAB, KEY_ENTER,
 KEY_SPACE, KEY_ESCAPE, KEY_BACKSPACE, KEY_F5, KEY_PLUS, KEY_MINUS) = range(256, 272)
MOD_SHIFT, MOD_CTRL, MOD_ALT = 1, 2, 4
BADGE_NONE, BADGE_DOT = -1, 0
ROWS_REFRESH, ROWS_LOAD_MORE = 1, 2

CAUSES = ("tap", "swipe", "key", "wheel", "program")
EVENT_TYPES = (None, "tabSelected", "tabSettled", "tabReselected", "selectionRefused", "rowTapped",
               "switchChanged", "optionChosen", "buttonPressed", "detailOpened", "detailClosed",
               "refreshRequested", "moreRowsRequested", "tabMoved", "tabCloseRequested", "tabAdded",
               "tabRemoved", "badgeCleared", "pagesScrolled", "scrollStateChanged", "pageAppeared",
               "pageDisappeared", "copyRequested")


class st_event(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("tab", ctypes.c_int), ("from_", ctypes.c_int),
                ("section", ctypes.c_int), ("row", ctypes.c_int), ("cause", ctypes.c_int),
                ("value", ctypes.c_int), ("position", ctypes.c_double),
                ("text", ctypes.c_char_p), ("text2", ctypes.c_char_p), ("reserved", ctypes.c_ubyte * 72)]


class st_row(ctypes.Structure):
    _fields_ = [("title", ctypes.c_char_p), ("subtitle", ctypes.c_char_p),
                ("detail", ctypes.c_char_p), ("height", ctypes.c_float)]


class SDL_Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


class st_draw_context(ctypes.Structure):
    _fields_ = [("renderer", ctypes.c_void_p), ("rect", SDL_Rect), ("scale", ctypes.c_float),
                ("time", ctypes.c_double), ("mirrored", ctypes.c_int)]


ROW_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(st_row))
DRAW_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(st_draw_context))
SELECT_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int)


class Error(Exception):
    """A call that failed: `status` (an ERROR_ constant) and the library's one-line `message`."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
        self.message = message


@dataclasses.dataclass(frozen=True)
class Event:
    """An event of the pager (st_event): `type` as the docs name it ("tabSelected",
    "rowTapped", ...); the fields its type does not name are -1 (None for `cause` and text)."""
    type: str
    tab: int = -1
    from_tab: int = -1
    section: int = -1
    row: int = -1
    cause: str = None
    value: int = -1
    position: float = -1
    text: str = None
    text2: str = None


def _load():
    try:
        library = ctypes.CDLL(os.environ.get("SLIDINGTABS_LIBRARY", "libslidingtabs.so.1"))
    except OSError as error:
        raise Error(ERROR_FILE, f"cannot load the SlidingTabs library (make install, or LD_LIBRARY_PATH): {error}")
    p, i, u, f, d, s, z = (ctypes.c_void_p, ctypes.c_int, ctypes.c_uint, ctypes.c_float, ctypes.c_double,
                           ctypes.c_char_p, ctypes.c_size_t)
    signatures = {
        "st_check_version": (i, i, i, z, z, z), "st_version": (),
        "st_create_pager_from_json": (s, z, s, ctypes.POINTER(p)), "st_create_pager_from_file": (s, ctypes.POINTER(p)),
        "st_destroy_pager": (p,), "st_last_error": (p,),
        "st_set_frame": (p, f, f, f, f), "st_set_scale": (p, f),
        "st_get_frame": (p, ctypes.POINTER(f), ctypes.POINTER(f), ctypes.POINTER(f), ctypes.POINTER(f)),
        "st_render_sdl": (p, p), "st_set_left_alone": (p, i), "st_create_window_renderer": (p, i, ctypes.POINTER(p)),
        "st_render_pixels": (p, p, i, i, i), "st_handle_sdl_event": (p, p, ctypes.POINTER(i)), "st_set_focused": (p, i),
        "st_pointer_down": (p, i, i, f, f, d), "st_pointer_move": (p, i, i, f, f, d), "st_pointer_up": (p, i, i, f, f, d),
        "st_pointer_cancel": (p, d), "st_wheel": (p, f, f, f, f, i, d), "st_key_press": (p, i, u, d),
        "st_advance": (p, d), "st_is_animating": (p, ctypes.POINTER(i)), "st_next_deadline": (p, ctypes.POINTER(d)),
        "st_poll_event": (p, ctypes.POINTER(st_event), ctypes.POINTER(i)), "st_set_select_filter": (p, SELECT_FN, p),
        "st_tab_count": (p, ctypes.POINTER(i)), "st_selected_tab": (p, ctypes.POINTER(i)),
        "st_set_page_offset": (p, d), "st_set_scroll_offset": (p, i, d), "st_select_tab": (p, i, i),
        "st_insert_tab": (p, i, s, s), "st_remove_tab": (p, i), "st_move_tab": (p, i, i),
        "st_set_tab_title": (p, i, s), "st_set_badge": (p, i, i), "st_set_tab_enabled": (p, i, i),
        "st_set_rows": (p, i, z, f, u, ROW_FN, p), "st_reload_row": (p, i, z), "st_reload_rows": (p, i, z),
        "st_set_page_drawer": (p, i, DRAW_FN, p), "st_end_refresh": (p, i, i), "st_fail_refresh": (p, i, s),
        "st_end_loading_more": (p, i, i, i), "st_set_switch": (p, s, i), "st_set_option": (p, s, s),
        "st_set_accessibility": (p, i, s, s),
    }
    for name, arguments in signatures.items():
        function = getattr(library, name)
        function.argtypes = arguments
        function.restype = s if name in ("st_version", "st_last_error") else i
    return library


_library = _load()


def _text(value):
    return None if value is None else value.encode("utf-8")


def _check_creation(status):
    if status != OK:
        raise Error(status, _library.st_last_error(None).decode("utf-8", "replace"))


_check_creation(_library.st_check_version(*VERSION, ctypes.sizeof(st_event), ctypes.sizeof(st_row),
                                          ctypes.sizeof(st_draw_context)))


def create_window_renderer(window, vsync=True):
    """The renderer an SDL_Window (its address, as an int) draws a pager best with, as an int."""
    renderer = ctypes.c_void_p()
    _check_creation(_library.st_create_window_renderer(window, int(vsync), ctypes.byref(renderer)))
    return renderer.value


def version():
    """The library's version, as "1.4.0"."""
    return _library.st_version().decode("ascii")


class Pager:
    """A pager: make one with `from_json` or `from_file`, end it with `close` (or `with`)."""

    def __init__(self, handle):
        self._handle = handle
        self._callbacks = {}
        # What slidingtabs.pygame keeps of the pager: its pixels, whether it has the keyboard,
        # and the gesture it holds.
        self._pixels = None
        self._focused = True
        self._gesture = False
        self._fingers = set()

    @classmethod
    def from_json(cls, text, name="config"):
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        handle = ctypes.c_void_p()
        _check_creation(_library.st_create_pager_from_json(data, len(data), _text(name), ctypes.byref(handle)))
        return cls(handle)

    @classmethod
    def from_file(cls, path):
        handle = ctypes.c_void_p()
        _check_creation(_library.st_create_pager_from_file(os.fsencode(path), ctypes.byref(handle)))
        return cls(handle)

    def close(self):
        if self._handle:
            self._call("st_destroy_pager")
            self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def _call(self, name, *arguments):
        status = getattr(_library, name)(self._handle, *arguments)
        if status != OK:
            raise Error(status, _library.st_last_error(self._handle).decode("utf-8", "replace"))

    def _value(self, name, kind, *arguments):
        value = kind()
        self._call(name, *arguments, ctypes.byref(value))
        return value.value

    # Where it shows, and drawing.
    def set_frame(self, x, y, width, height): self._call("st_set_frame", x, y, width, height)
    def set_scale(self, pixels_per_point): self._call("st_set_scale", pixels_per_point)

    def render_sdl(self, renderer):
        """Draws into an SDL_Renderer (its address, as an int) of the host's."""
        self._call("st_render_sdl", renderer)

    def set_left_alone(self, left_alone): self._call("st_set_left_alone", int(left_alone))

    def frame(self):
        values = [ctypes.c_float() for _ in range(4)]
        self._call("st_get_frame", *(ctypes.byref(v) for v in values))
        return tuple(v.value for v in values)

    def render_pixels(self, buffer, width, height, stride):
        """Draws into `buffer` (a writable buffer: bytearray, pygame's get_buffer()), RGBA."""
        if isinstance(buffer, int):
            address = buffer
        else:
            address = ctypes.addressof((ctypes.c_char * len(buffer)).from_buffer(buffer))
            if len(buffer) < stride * (height - 1) + width * 4:
                raise Error(ERROR_INVALID_ARGUMENT, f"a buffer of {len(buffer)} bytes is less than {width}x{height} pixels")
        self._call("st_render_pixels", address, width, height, stride)

    # Input, time and frames.
    def handle_sdl_event(self, event):
        """Gives the pager an SDL_Event (its address, as an int); True when the pager took it."""
        return bool(self._value("st_handle_sdl_event", ctypes.c_int, event))

    def set_focused(self, focused): self._call("st_set_focused", int(focused))
    def pointer_down(self, kind, id, x, y, time): self._call("st_pointer_down", kind, id, x, y, time)
    def pointer_move(self, kind, id, x, y, time): self._call("st_pointer_move", kind, id, x, y, time)
    def pointer_up(self, kind, id, x, y, time): self._call("st_pointer_up", kind, id, x, y, time)
    def pointer_cancel(self, time): self._call("st_pointer_cancel", time)
    def wheel(self, dx, dy, x, y, shift, time): self._call("st_wheel", dx, dy, x, y, int(shift), time)
    def key_press(self, key, modifiers, time): self._call("st_key_press", key, modifiers, time)
    def advance(self, time): self._call("st_advance", time)
    def is_animating(self): return bool(self._value("st_is_animating", ctypes.c_int))

    def next_deadline(self):
        deadline = self._value("st_next_deadline", ctypes.c_double)
        return None if deadline < 0 else deadline

    # Events.
    def events(self):
        """An iterator over the events not taken yet, oldest first, each an `Event`."""
        event, got = st_event(), ctypes.c_int()
        while True:
            self._call("st_poll_event", ctypes.byref(event), ctypes.byref(got))
            if not got.value:
                return
            yield Event(type=EVENT_TYPES[event.type] if 0 < event.type < len(EVENT_TYPES) else str(event.type),
                        tab=event.tab, from_tab=event.from_, section=event.section, row=event.row,
                        cause=CAUSES[event.cause] if 0 <= event.cause < len(CAUSES) else None,
                        value=event.value, position=event.position,
                        text=event.text and event.text.decode("utf-8"), text2=event.text2 and event.text2.decode("utf-8"))

    def set_select_filter(self, allow):
        """`allow(from_tab, to_tab, cause)` says whether the selection may change; None allows all."""
        callback = SELECT_FN(lambda _, old, new, cause: int(bool(allow(old, new, CAUSES[cause])))) if allow else SELECT_FN()
        self._callbacks["select"] = callback
        self._call("st_set_select_filter", callback, None)

    # Tabs.
    def tab_count(self): return self._value("st_tab_count", ctypes.c_int)
    def selected_tab(self): return self._value("st_selected_tab", ctypes.c_int)
    def set_page_offset(self, offset): self._call("st_set_page_offset", offset)
    def set_scroll_offset(self, tab, offset): self._call("st_set_scroll_offset", tab, offset)
    def select_tab(self, tab, animated=True): self._call("st_select_tab", tab, int(animated))
    def insert_tab(self, index, title, id=None): self._call("st_insert_tab", index, _text(id), _text(title))
    def remove_tab(self, tab): self._call("st_remove_tab", tab)
    def move_tab(self, old, new): self._call("st_move_tab", old, new)
    def set_tab_title(self, tab, title): self._call("st_set_tab_title", tab, _text(title))
    def set_badge(self, tab, badge): self._call("st_set_badge", tab, badge)
    def set_tab_enabled(self, tab, enabled): self._call("st_set_tab_enabled", tab, int(enabled))

    # Pages.
    def set_rows(self, tab, count, row_height, row, flags=0):
        """Shows `count` rows on tab's page: `row(index)` gives (title, subtitle) or a title,
        asked only for the rows on screen."""
        def fill(_, index, out):
            try:
                given = row(index)
            except Exception:
                return 1
            title, subtitle = given if isinstance(given, tuple) else (given, None)
            # The pager copies the text before this returns; the bytes live until then.
            fill.kept = (_text(title), _text(subtitle))
            out.contents.title, out.contents.subtitle = fill.kept
            return 0
        callback = ROW_FN(fill)
        self._callbacks[("rows", tab)] = callback
        self._call("st_set_rows", tab, count, row_height, flags, callback, None)

    def reload_row(self, tab, row): self._call("st_reload_row", tab, row)
    def reload_rows(self, tab, count): self._call("st_reload_rows", tab, count)
    def end_refresh(self, tab, inserted_rows): self._call("st_end_refresh", tab, inserted_rows)
    def fail_refresh(self, tab, message=None): self._call("st_fail_refresh", tab, _text(message))
    def end_loading_more(self, tab, appended_rows, has_more): self._call("st_end_loading_more", tab, appended_rows, int(has_more))
    def set_switch(self, id, on): self._call("st_set_switch", _text(id), int(on))
    def set_option(self, group, id): self._call("st_set_option", _text(group), _text(id))

    def set_accessibility(self, enabled, application_name, window_title):
        self._call("st_set_accessibility", int(enabled), _text(application_name), _text(window_title))
