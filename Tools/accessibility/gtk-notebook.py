#!/usr/bin/python3
"""The reference for Orca walks: a GTK3 Gtk.Notebook doing what Assets/toutiao.json does, three
tabs each holding a list box of 20 rows ("I am the 3th data in the 2th TableView."), in an
800x600 window titled SlideTabBarView. Escape or the window's close quits.

usage: gtk-notebook.py   (DISPLAY names the X server)
"""
import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, Gtk

window = Gtk.Window(title="SlideTabBarView")
notebook = Gtk.Notebook()
for page in range(1, 4):
    rows = Gtk.ListBox()
    for row in range(1, 21):
        rows.add(Gtk.Label(label=f"I am the {row}th data in the {page}th TableView.", xalign=0))
    scroller = Gtk.ScrolledWindow()
    scroller.add(rows)
    notebook.append_page(scroller, Gtk.Label(label=f"Button{page}"))
window.add(notebook)
window.set_default_size(800, 600)
window.connect("destroy", Gtk.main_quit)
window.connect("key-press-event", lambda _, event: event.keyval == Gdk.KEY_Escape and window.destroy())
window.show_all()
Gtk.main()
