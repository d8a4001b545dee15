#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface (org.freedesktop.portal.Settings,
version 2: Read, ReadAll, ReadOne and the SettingChanged signal) on the session bus, as the
tests' desktop. Settings start as given (NAMESPACE KEY TYPE VALUE, TYPE u, b or d); each line
"NAMESPACE KEY TYPE VALUE" on stdin changes one and signals it. Prints "ready" once it owns
org.freedesktop.portal.Desktop. With PORTAL_DELAY (seconds) in the environment it answers every
read that long after it is asked, as a portal on a busy machine or starting up may.
Usage: settings-portal.py [NAMESPACE KEY TYPE VALUE]..."""
import os
import sys

from gi.repository import Gio, GLib

XML = """<node><interface name="org.freedesktop.portal.Settings">
<method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
<method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
<property name="version" type="u" access="read"/>
</interface></node>"""

settings = {}


def value(kind, text):
    return {"u": lambda t: GLib.Variant("u", int(t)), "b": lambda t: GLib.Variant("b", t == "true"),
            "d": lambda t: GLib.Variant("d", float(t))}[kind](text)


words = sys.argv[1:]
for i in range(0, len(words) - 3, 4):
    settings[(words[i], words[i + 1])] = value(words[i + 2], words[i + 3])

connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]


delay = float(os.environ.get("PORTAL_DELAY", "0"))


def call(conn, sender, path, interface, method, parameters, invocation):
    if delay > 0:
        GLib.timeout_add(int(delay * 1000), lambda: answer(method, parameters, invocation) and False)
    else:
        answer(method, parameters, invocation)


def answer(method, parameters, invocation):
    if method == "ReadAll":
        found = {}
        for (namespace, key), v in settings.items():
            found.setdefault(namespace, {})[key] = v
        invocation.return_value(GLib.Variant("(a{sa{sv}})", (found,)))
        return
    namespace, key = parameters.unpack()
    if (namespace, key) not in settings:
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    v = settings[(namespace, key)]
    invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", v) if method == "Read" else v,)))


def prop(conn, sender, path, interface, name):
    return GLib.Variant("u", 2)


connection.register_object("/org/freedesktop/portal/desktop", info, call, prop, None)


def owned(*_):
    print("ready", flush=True)


Gio.bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, owned, None)


def line(channel, condition):
    text = channel.readline()
    if not text:
        loop.quit()
        return False
    parts = text.split()
    if len(parts) == 4:
        v = value(parts[2], parts[3])
        settings[(parts[0], parts[1])] = v
        connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                               GLib.Variant("(ssv)", (parts[0], parts[1], v)))
        connection.flush_sync(None)
        print("changed", flush=True)
    return True


loop = GLib.MainLoop()
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.IO_IN | GLib.IO_HUP, line)
loop.run()
