#!/usr/bin/python3
"""Prints what a window manager learns of an X11 window, as JSON: its minimum size from
WM_NORMAL_HINTS (null when it carries none), its icon's size from _NET_WM_ICON (null when it
has none), its position on the screen, its size, and the startup notification it completed
(_NET_STARTUP_ID, null without one). Usage: window-facts.py WINDOW_ID."""
import json
import sys

from Xlib import X, Xutil, display

window_id = int(sys.argv[1], 0)
screen = display.Display()
window = screen.create_resource_object("window", window_id)
hints = window.get_wm_normal_hints()
minimum = [hints.min_width, hints.min_height] if hints and hints.flags & Xutil.PMinSize else None
icon = window.get_full_property(screen.intern_atom("_NET_WM_ICON"), X.AnyPropertyType)
icon_size = [int(icon.value[0]), int(icon.value[1])] if icon and len(icon.value) >= 2 else None
startup = window.get_full_property(screen.intern_atom("_NET_STARTUP_ID"), X.AnyPropertyType)
geometry = window.get_geometry()
origin = window.translate_coords(screen.screen().root, 0, 0)
print(json.dumps({
    "minimumSize": minimum,
    "iconSize": icon_size,
    "x": -origin.x, "y": -origin.y,
    "width": geometry.width, "height": geometry.height,
    "startupID": startup.value.decode("utf-8", "replace") if startup else None,
}))
