// The freedesktop.org startup-notification protocol's last step, for an X11 window: SDL 2.26
// reads XDG_ACTIVATION_TOKEN on Wayland but ignores DESKTOP_STARTUP_ID on X11.
#include "CProgram.h"

#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <string.h>

/// Appends `id` to `out` (of `room` bytes) quoted as the protocol's values are: in double quotes,
/// with a backslash before `"` and `\`. Returns the length written, or 0 when it does not fit.
static size_t quote_value(const char *id, char *out, size_t room) {
    size_t length = 0;
    if (room < 3) return 0;
    out[length++] = '"';
    for (const char *c = id; *c; c++) {
        if (length + 3 >= room) return 0;
        if (*c == '"' || *c == '\\') out[length++] = '\\';
        out[length++] = *c;
    }
    out[length++] = '"';
    out[length] = '\0';
    return length;
}

int cshims_x11_complete_startup(SDL_Window *window, const char *id) {
    if (!window || !id || !*id) return -1;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    Display *display = info.info.x11.display;
    Window xwindow = info.info.x11.window;

    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    XChangeProperty(
        display, xwindow, XInternAtom(display, "_NET_STARTUP_ID", False), utf8, 8, PropModeReplace, (const unsigned char *)id,
        (int)strlen(id));

    // "remove: ID=<quoted id>" and its terminating NUL, 20 bytes a message: the first of type
    // _NET_STARTUP_INFO_BEGIN, the rest _NET_STARTUP_INFO.
    char message[4096] = "remove: ID=";
    size_t prefix = strlen(message);
    size_t quoted = quote_value(id, message + prefix, sizeof message - prefix);
    if (quoted == 0) return -1;
    size_t total = prefix + quoted + 1;
    Atom begin = XInternAtom(display, "_NET_STARTUP_INFO_BEGIN", False);
    Atom more = XInternAtom(display, "_NET_STARTUP_INFO", False);
    Window root = DefaultRootWindow(display);
    for (size_t sent = 0; sent < total; sent += 20) {
        XEvent event;
        memset(&event, 0, sizeof event);
        event.xclient.type = ClientMessage;
        event.xclient.display = display;
        event.xclient.window = xwindow;
        event.xclient.message_type = sent == 0 ? begin : more;
        event.xclient.format = 8;
        size_t chunk = total - sent < 20 ? total - sent : 20;
        memcpy(event.xclient.data.b, message + sent, chunk);
        XSendEvent(display, root, False, PropertyChangeMask, &event);
    }
    XFlush(display);
    return 0;
}
