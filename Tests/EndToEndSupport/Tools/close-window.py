#!/usr/bin/python3
"""Asks an X11 window to close, as a window manager's close button does: sends it a
WM_DELETE_WINDOW client message. Usage: close-window.py WINDOW_ID (DISPLAY from the environment)."""
import sys

from Xlib import X, display
from Xlib.protocol import event

window_id = int(sys.argv[1], 0)
screen = display.Display()
window = screen.create_resource_object("window", window_id)
protocols = screen.intern_atom("WM_PROTOCOLS")
delete = screen.intern_atom("WM_DELETE_WINDOW")
message = event.ClientMessage(window=window, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0]))
window.send_event(message, event_mask=X.NoEventMask)
screen.sync()
