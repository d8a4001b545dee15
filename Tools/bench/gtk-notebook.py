#!/usr/bin/python3
"""A GTK3 notebook doing what the pager's first frame shows: an 800x600 window with three tabs
("Tab 1" to "Tab 3") over pages of 20-row lists (rows "I am the Nth data in the Mth TableView.").
The peer Tools/bench/sessions.py times from process start to its first frame, as it does
sliding-tabs and Dear ImGui. It runs until killed."""
import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

window = Gtk.Window(title="gtk3 notebook")
window.set_default_size(800, 600)
window.connect("destroy", Gtk.main_quit)
notebook = Gtk.Notebook()
for page in range(1, 4):
    rows = Gtk.ListBox()
    for row in range(20):
        label = Gtk.Label(label=f"I am the {row}th data in the {page}th TableView.", xalign=0)
        label.set_size_request(-1, 60)
        rows.add(label)
    scrolled = Gtk.ScrolledWindow()
    scrolled.add(rows)
    notebook.append_page(scrolled, Gtk.Label(label=f"Tab {page}"))
window.add(notebook)
window.show_all()
Gtk.main()
