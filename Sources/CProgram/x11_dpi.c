// The desktop's scale on X11, as GTK and Qt find it: the Xft.dpi resource the settings daemon
// (or xrdb) puts in the server's RESOURCE_MANAGER property.
#include "CProgram.h"

#include <X11/Xlib.h>
#include <X11/Xresource.h>
#include <stdlib.h>

double cshims_x11_xft_dpi(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 0;
    double dpi = 0;
    const char *resources = XResourceManagerString(display);
    if (resources) {
        XrmInitialize();
        XrmDatabase database = XrmGetStringDatabase(resources);
        char *type = NULL;
        XrmValue value = {0, NULL};
        if (database && XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) && value.addr) dpi = strtod(value.addr, NULL);
        if (database) XrmDestroyDatabase(database);
    }
    XCloseDisplay(display);
    return dpi > 0 && dpi < 10000 ? dpi : 0;
}
