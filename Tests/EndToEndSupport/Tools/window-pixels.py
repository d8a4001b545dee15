#!/usr/bin/python3
"""Writes what the X server shows of a window, as a binary PPM (P6): the pixels a person sees,
read back from the server rather than from the program. Usage: window-pixels.py WINDOW_ID OUT.ppm"""
import sys

from Xlib import X, display

window_id, path = int(sys.argv[1], 0), sys.argv[2]
screen = display.Display()
window = screen.create_resource_object("window", window_id)
geometry = window.get_geometry()
image = window.get_image(0, 0, geometry.width, geometry.height, X.ZPixmap, 0xFFFFFFFF)
if image.depth not in (24, 32):
    sys.exit(f"window-pixels.py: depth {image.depth} is not 24 or 32 bits")
data = image.data
rgb = bytearray(geometry.width * geometry.height * 3)
rgb[0::3], rgb[1::3], rgb[2::3] = data[2::4], data[1::4], data[0::4]
with open(path, "wb") as out:
    out.write(b"P6 %d %d 255\n" % (geometry.width, geometry.height) + bytes(rgb))
