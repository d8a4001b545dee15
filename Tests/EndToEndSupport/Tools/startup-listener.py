#!/usr/bin/python3
"""Listens on the root window as a launcher does for freedesktop.org startup-notification
messages (_NET_STARTUP_INFO_BEGIN, then _NET_STARTUP_INFO, 20 bytes each, ending with a NUL) and
prints each whole message on a line. Prints "ready" once it listens; stops after the first
message, or after SECONDS (10 by default). Usage: startup-listener.py [SECONDS]."""
import select
import sys
import time

from Xlib import X, display

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10
screen = display.Display()
root = screen.screen().root
root.change_attributes(event_mask=X.PropertyChangeMask)
begin = screen.intern_atom("_NET_STARTUP_INFO_BEGIN")
more = screen.intern_atom("_NET_STARTUP_INFO")
screen.sync()
print("ready", flush=True)
message = b""
deadline = time.time() + seconds
while time.time() < deadline:
    if not screen.pending_events():
        select.select([screen.fileno()], [], [], 0.1)
        continue
    event = screen.next_event()
    if event.type != X.ClientMessage or event.client_type not in (begin, more):
        continue
    if event.client_type == begin:
        message = b""
    _, data = event.data
    message += bytes(data)
    if b"\0" in message:
        print(message.split(b"\0")[0].decode("utf-8", "replace"), flush=True)
        break
