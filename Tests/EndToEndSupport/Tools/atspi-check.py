#!/usr/bin/python3
"""Walks sliding-tabs' accessibility tree as a screen reader does (AT-SPI2, through pyatspi).

It runs itself in a private D-Bus session (dbus-run-session), with the signals its caller may
have blocked or ignored back to their defaults, so that the session's bus ends with it. It
starts the accessibility bus
(at-spi-bus-launcher), turns accessibility on (org.a11y.Status.IsEnabled), launches the program
on DISPLAY, and then, for the scenario named:
  tabs      finds the page tab list, clicks the third tab through its action, presses Tab
  settings  finds the Sound switch, clicks it through its action
  late      turns accessibility on only after the program started, and looks again
  example   the embedded-pager example: its sidebar, the pager inside it, a click on its
            "Settings" item; it is ended with SIGTERM (a window's close), and prints its lines
  none      checks nothing (with ENABLED 0: the program runs with accessibility off)
It writes one JSON object of what it found, and the tree as lines of "role 'name' [states]".
The program is quit with Escape; its --report goes where the arguments say.

usage: atspi-check.py RESULT SCENARIO ENABLED PROGRAM [ARGUMENTS...]   (the JSON is written to RESULT)
"""
import json, os, signal, subprocess, sys, time

from private_session import enable_accessibility, enter, start_accessibility_bus, wait_until, xdotool

enter("ATSPI_CHECK_SESSION")

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import GLib
import pyatspi

output, scenario, enabled, program, arguments = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4], sys.argv[5:]
result = {"events": []}


def states(accessible):
    names = {pyatspi.STATE_SELECTED: "SELECTED", pyatspi.STATE_CHECKED: "CHECKED", pyatspi.STATE_FOCUSED: "FOCUSED"}
    found = accessible.getState().getStates()
    return [names[s] for s in names if s in found]


def tree(accessible, depth=0, lines=None):
    lines = [] if lines is None else lines
    role = accessible.getRole().value_nick.upper().replace("-", "_")
    lines.append("  " * depth + f"{role} {accessible.name!r}" + (f" ({accessible.description})" if accessible.description else "")
                 + (f" {states(accessible)}" if states(accessible) else ""))
    for child in accessible:
        if child is not None:
            tree(child, depth + 1, lines)
    return lines


def asked_again(question, timeout=20):
    """`question()`'s answer, asked again while it meets an object that has gone (a slide under way)."""
    end = time.time() + timeout
    while True:
        try:
            return question()
        except GLib.GError:
            if time.time() > end:
                raise
            pump_until(lambda: False, 0.1)


def settled_tree(accessible, timeout=20):
    """The tree once two walks in a row find the same: while a page slides, pages and rows come
    and go, and an object named as a child may be gone by the time it is asked its role."""
    end = time.time() + timeout
    walked = asked_again(lambda: tree(accessible), timeout)
    while time.time() < end:
        pump_until(lambda: False, 0.1)
        again, walked = walked, asked_again(lambda: tree(accessible), timeout)
        if again == walked:
            break
    return walked


def find(accessible, role, name=None):
    return asked_again(lambda: pyatspi.findDescendant(accessible, lambda a: a.getRole() == role and (name is None or a.name == name), True))


def application(name, timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        pump_until(lambda: False, 0.1)
    return None


def click(accessible):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    return action.doAction(names.index("click"))


def pump_until(condition, timeout=20):
    """Lets events arrive until `condition()` holds (at most `timeout` seconds); its value then."""
    end = time.time() + timeout
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.iteration(False):
            pass
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def focused_in(accessible):
    def look():
        found = pyatspi.findDescendant(accessible, lambda a: "FOCUSED" in states(a), True)
        return [found.getRoleName(), found.name] if found is not None else []
    return asked_again(look)


launcher = start_accessibility_bus()
if enabled:
    enable_accessibility()
def heard(event):
    try:
        source, role = event.source.name, event.source.getRole().value_nick
    except GLib.GError:  # an object gone as its event arrives (a row a slide took away)
        source, role = None, None
    result["events"].append({"type": event.type, "source": source, "role": role, "detail1": event.detail1})


pyatspi.Registry.registerEventListener(heard, "window:activate")
started = time.time()
app_process = subprocess.Popen([program, *arguments], stdout=open(output + ".stdout", "w"))
try:
    window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(app_process.pid)).split()[0]
    # Where it is expected, a slow machine gets 10 s to show it; where it is not, 2 s to be sure.
    expected = enabled or os.environ.get("GNOME_ACCESSIBILITY") == "1"
    app = application("embedded-pager" if scenario == "example" else "sliding-tabs", 10 if expected else 2)
    result["found"] = app is not None
    if scenario == "late":
        enable_accessibility()
        app = application("sliding-tabs", 10)
        result["found_once_enabled"] = app is not None
    result["registered_after_ms"] = round((time.time() - started) * 1000)
    if app is not None:
        frame = app[0]
        result["frame"] = frame.name
        if scenario == "tabs":
            tabs = find(app, pyatspi.ROLE_PAGE_TAB_LIST)
            result["tabs"] = [tab.name for tab in tabs if tab.getRole() == pyatspi.ROLE_PAGE_TAB]
            result["selected_before"] = [tab.name for tab in tabs if "SELECTED" in states(tab)]
            pyatspi.Registry.registerEventListener(heard, "focus:", "object:state-changed:focused", "object:state-changed:selected")
            result["clicked"] = click(tabs[2])
            # The selection, and the events that tell of it (the focus follows it).
            pump_until(lambda: "SELECTED" in states(tabs[2]) and any(e["type"] == "focus:" for e in result["events"]))
            result["selected_after"] = [tab.name for tab in tabs if "SELECTED" in states(tab)]
            result["focused"] = [tab.name for tab in tabs if "FOCUSED" in states(tab)]
            before = focused_in(app)
            xdotool("key", "--window", window, "Tab")
            pump_until(lambda: focused_in(app) not in ([], before))
            result["focused_after_tab"] = focused_in(app)
        elif scenario == "settings":
            sound = find(app, pyatspi.ROLE_TOGGLE_BUTTON, "Sound")
            result["sound_found"] = sound is not None
            result["tree_before"] = settled_tree(app)
            if sound is not None:
                result["sound_before"] = states(sound)
                before = states(sound)
                result["clicked"] = click(sound)
                pump_until(lambda: states(sound) != before)
                result["sound_after"] = states(sound)
                extents = sound.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                result["sound_extents"] = [extents.x, extents.y, extents.width, extents.height]
        elif scenario == "example":
            folders = find(app, pyatspi.ROLE_PANEL, "Folders")
            result["folders"] = [item.name for item in folders] if folders is not None else []
            result["tabs"] = [tab.name for tab in find(app, pyatspi.ROLE_PAGE_TAB_LIST) or []]
            result["clicked"] = click(find(folders, pyatspi.ROLE_PUSH_BUTTON, "Settings"))
            pump_until(lambda: [tab.name for tab in find(app, pyatspi.ROLE_PAGE_TAB_LIST) if "SELECTED" in states(tab)] == ["Settings"]
                       and find(app, pyatspi.ROLE_TOGGLE_BUTTON, "Notify me of new mail") is not None)
            result["selected_after"] = [tab.name for tab in find(app, pyatspi.ROLE_PAGE_TAB_LIST) if "SELECTED" in states(tab)]
            result["notify_found"] = find(app, pyatspi.ROLE_TOGGLE_BUTTON, "Notify me of new mail") is not None
        result["tree"] = settled_tree(app)
    if scenario == "example":
        app_process.terminate()
    else:
        xdotool("key", "--window", window, "Escape")
    result["exit"] = app_process.wait(timeout=20)
finally:
    if app_process.poll() is None:
        app_process.kill()
    os.killpg(launcher.pid, 9)  # the launcher and the accessibility bus it started (it does not end on SIGTERM)
with open(output, "w") as file:
    json.dump(result, file)
