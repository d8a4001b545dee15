#!/usr/bin/python3
"""Asks the window manager to maximize an X11 window, as its title bar's button does: a
_NET_WM_STATE client message adding both maximized states. Usage: maximize-window.py WINDOW_ID."""
import sys

from Xlib import X, display
from Xlib.protocol import event

window_id = int(sys.argv[1], 0)
screen = display.Display()
window = screen.create_resource_object("window", window_id)
state = screen.intern_atom("_NET_WM_STATE")
vertical, horizontal = screen.intern_atom("_NET_WM_STATE_MAXIMIZED_VERT"), screen.intern_atom("_NET_WM_STATE_MAXIMIZED_HORZ")
message = event.ClientMessage(window=window, client_type=state, data=(32, [1, vertical, horizontal, 1, 0]))
screen.screen().root.send_event(message, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
screen.sync()
