#!/usr/bin/python3
"""Probes the program's AT-SPI2 objects as a hostile or buggy peer on the accessibility bus does.

It runs itself in a private D-Bus session (dbus-run-session), starts the accessibility bus, turns
accessibility on, launches the program on DISPLAY, waits for its connection to the accessibility
bus, and then, for the mode named:
  toggle  turns accessibility off and on 100 times, then counts the program's connections to the
          accessibility bus and its open descriptors (before and after); with accessibility off
          once more, times a call to the name it had
  flood   sends 10,000 calls (GetRole, then Properties.GetAll, alternately) back to back on one
          connection without waiting, and counts the replies, and whether they came in order
  set     calls Properties.Set on a read-only property, an unknown one, and Application.Id
  walk    walks the whole tree as a screen reader or Accerciser does (after pressing the keys
          named in WALK_KEYS, if any): each object's ChildCount, GetChildren and GetChildAtIndex
          must agree, and every child named must answer, naming its parent and its index in it
It writes one JSON object of what it found. The program is then ended with SIGTERM.

usage: bus-probe.py RESULT MODE PROGRAM [ARGUMENTS...]
"""
import json, os, signal, subprocess, sys, time

from private_session import enable_accessibility, enter, start_accessibility_bus, wait_until, xdotool

enter("BUS_PROBE_SESSION")

import gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib

output, mode, program, arguments = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
result = {}
ROOT = "/org/a11y/atspi/accessible/root"
launcher = start_accessibility_bus()
session = Gio.bus_get_sync(Gio.BusType.SESSION)


def call(bus, name, path, interface, member, parameters=None, timeout=5000):
    return bus.call_sync(name, path, interface, member, parameters, None, 0, timeout, None)


def set_enabled(on):
    call(session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
         GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", on))))


set_enabled(True)
address = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress").unpack()[0]
flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
a11y = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
app = subprocess.Popen([program, *arguments], stdout=subprocess.DEVNULL)


def ours():
    """The program's connections to the accessibility bus."""
    names = call(a11y, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames").unpack()[0]
    found = []
    for name in names:
        if not name.startswith(":"):
            continue
        try:
            pid = call(a11y, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                       GLib.Variant("(s)", (name,))).unpack()[0]
        except GLib.Error:
            continue
        if pid == app.pid:
            found.append(name)
    return found


def descriptors():
    return len(os.listdir(f"/proc/{app.pid}/fd"))


def settle(want, seconds=30):
    """Waits until the program has `want` connections (at most `seconds`); how many it has."""
    wait_until(lambda: len(ours()) == want, seconds)
    return len(ours())


def published():
    """Waits until the program's tree answers on its connection (its application's children)."""
    def answers():
        names = ours()
        try:
            return bool(names) and call(a11y, names[0], ROOT, "org.freedesktop.DBus.Properties", "Get",
                                        GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "ChildCount"))).unpack()[0] > 0
        except GLib.Error:
            return False
    wait_until(answers, 30)


def remote_error(error):
    return Gio.DBusError.get_remote_error(error) or error.message


try:
    result["connected"] = settle(1) == 1
    published()
    name = (ours() or [""])[0]
    result["connections_before"], result["descriptors_before"] = len(ours()), descriptors()
    if mode == "toggle":
        for _ in range(100):
            set_enabled(False)
            time.sleep(0.02)
            set_enabled(True)
            time.sleep(0.02)
        result["connections_after"] = settle(1)
        published()
        result["descriptors_after"] = descriptors()
        old = ours()[0] if ours() else ""
        set_enabled(False)
        result["connections_off"] = settle(0)
        started = time.time()
        try:
            call(a11y, old, ROOT, "org.a11y.atspi.Accessible", "GetRole", timeout=25000)
            result["old_name"] = "answered"
        except GLib.Error as error:
            result["old_name"] = remote_error(error)
        result["old_name_ms"] = round((time.time() - started) * 1000)
    elif mode == "flood":
        loop, replies = GLib.MainLoop(), []
        total = 10_000

        def done(connection, outcome, index):
            try:
                connection.call_finish(outcome)
                replies.append(index)
            except GLib.Error as error:
                replies.append(-1)
                result.setdefault("errors", []).append(remote_error(error))
            if len(replies) == total:
                loop.quit()

        for index in range(total):
            if index % 2:
                a11y.call(name, ROOT, "org.freedesktop.DBus.Properties", "GetAll", GLib.Variant("(s)", ("org.a11y.atspi.Accessible",)),
                          None, 0, 60000, None, done, index)
            else:
                a11y.call(name, ROOT, "org.a11y.atspi.Accessible", "GetRole", None, None, 0, 60000, None, done, index)
        GLib.timeout_add_seconds(60, loop.quit)
        loop.run()
        result["answered"] = sum(1 for index in replies if index >= 0)
        result["in_order"] = replies == sorted(replies)
        result["alive"] = app.poll() is None
    elif mode == "set":
        for key, interface, prop, value in [("name", "org.a11y.atspi.Accessible", "Name", GLib.Variant("s", "x")),
                                            ("unknown", "org.a11y.atspi.Accessible", "NoSuchThing", GLib.Variant("s", "x")),
                                            ("id", "org.a11y.atspi.Application", "Id", GLib.Variant("i", 42))]:
            try:
                call(a11y, name, ROOT, "org.freedesktop.DBus.Properties", "Set", GLib.Variant("(ssv)", (interface, prop, value)))
                result[key] = "success"
            except GLib.Error as error:
                result[key] = remote_error(error)
        result["id_after"] = call(a11y, name, ROOT, "org.freedesktop.DBus.Properties", "Get",
                                  GLib.Variant("(ss)", ("org.a11y.atspi.Application", "Id"))).unpack()[0]
        result["name_after"] = call(a11y, name, ROOT, "org.freedesktop.DBus.Properties", "Get",
                                    GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name"))).unpack()[0]
    elif mode == "walk":
        keys = [key for key in os.environ.get("WALK_KEYS", "").split(" ") if key]
        if keys:
            window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(app.pid)).split()[0]
            xdotool("windowfocus", "--sync", window)
            for key in keys:
                xdotool("key", "--window", window, key)
        accessible, properties = "org.a11y.atspi.Accessible", "org.freedesktop.DBus.Properties"

        def get(path, prop):
            return call(a11y, name, path, properties, "Get", GLib.Variant("(ss)", (accessible, prop))).unpack()[0]

        def walk():
            problems, seen, pending, roles = [], 0, [ROOT], set()
            while pending and seen < 20000:
                path = pending.pop()
                seen += 1
                roles.add(call(a11y, name, path, accessible, "GetRoleName").unpack()[0])
                count = get(path, "ChildCount")
                children = call(a11y, name, path, accessible, "GetChildren").unpack()[0]
                if count != len(children):
                    problems.append(f"{path}: ChildCount {count}, GetChildren {len(children)}")
                for index in range(count):
                    child = call(a11y, name, path, accessible, "GetChildAtIndex", GLib.Variant("(i)", (index,))).unpack()[0]
                    if index < len(children) and tuple(child) != tuple(children[index]):
                        problems.append(f"{path}: child {index} is {child[1]} by GetChildAtIndex, {children[index][1]} by GetChildren")
                    if child[1] == "/org/a11y/atspi/null":
                        problems.append(f"{path}: child {index} of {count} is the null object")
                        continue
                    try:
                        parent, place = get(child[1], "Parent"), call(a11y, name, child[1], accessible, "GetIndexInParent").unpack()[0]
                        call(a11y, name, child[1], accessible, "GetRole")
                    except GLib.Error as error:
                        problems.append(f"{path}: child {index} ({child[1]}) does not answer: {remote_error(error)}")
                        continue
                    if parent[1] != path or place != index:
                        problems.append(f"{child[1]}: names {parent[1]} its parent at {place}, named by {path} at {index}")
                    pending.append(child[1])
            return problems, seen, roles

        # A tree can change between calls (a list scrolling, the keys' work arriving): walked
        # again until it holds still, and shows what the keys opened.
        wanted = os.environ.get("WALK_ROLE", "")
        for _ in range(20):
            problems, seen, roles = walk()
            if not problems and (not wanted or wanted in roles):
                break
            time.sleep(0.1)
        result["objects"], result["problems"], result["roles"] = seen, problems[:20], sorted(roles)
    app.terminate()
    result["exit"] = app.wait(timeout=20)
finally:
    if app.poll() is None:
        app.kill()
    os.killpg(launcher.pid, 9)  # the launcher and the accessibility bus it started
with open(output, "w") as file:
    json.dump(result, file)
