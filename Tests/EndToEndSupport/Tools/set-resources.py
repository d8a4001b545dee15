#!/usr/bin/python3
"""Sets the X server's resources (the root window's RESOURCE_MANAGER property) to TEXT, as xrdb
or a desktop's settings daemon does: "Xft.dpi:\t192" asks programs for 2x. Usage:
set-resources.py TEXT."""
import sys

from Xlib import Xatom, display

screen = display.Display()
root = screen.screen().root
root.change_property(screen.intern_atom("RESOURCE_MANAGER"), Xatom.STRING, 8, sys.argv[1].encode() + b"\n")
screen.sync()
