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

if os.environ.get("ATSPI_CHECK_SESSION") != "1":
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD):
        signal.signal(number, signal.SIG_DFL)
    os.environ["ATSPI_CHECK_SESSION"] = "1"
    os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, *sys.argv])

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import GLib
import pyatspi

output, scenario, enabled, program, arguments = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4], sys.argv[5:]
result = {"events": []}


def pump(seconds):
    """Lets events arrive for `seconds`."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


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


def find(accessible, role, name=None):
    return pyatspi.findDescendant(accessible, lambda a: a.getRole() == role and (name is None or a.name == name), True)


def application(name, timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        pump(0.1)
    return None


def click(accessible):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    return action.doAction(names.index("click"))


def xdotool(*words):
    return subprocess.run(["xdotool", *words], capture_output=True, text=True, timeout=20).stdout


def enable():
    subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true"],
                   stdout=subprocess.DEVNULL, check=True)


launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
time.sleep(0.3)
if enabled:
    enable()
def heard(event):
    result["events"].append({"type": event.type, "source": event.source.name, "role": event.source.getRole().value_nick,
                             "detail1": event.detail1})


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
        enable()
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
            pump(0.2)
            result["clicked"] = click(tabs[2])
            pump(0.5)
            result["selected_after"] = [tab.name for tab in tabs if "SELECTED" in states(tab)]
            result["focused"] = [tab.name for tab in tabs if "FOCUSED" in states(tab)]
            xdotool("key", "--window", window, "Tab")
            pump(0.5)
            focused = pyatspi.findDescendant(app, lambda a: "FOCUSED" in states(a), True)
            result["focused_after_tab"] = [focused.getRoleName(), focused.name] if focused is not None else []
        elif scenario == "settings":
            sound = find(app, pyatspi.ROLE_TOGGLE_BUTTON, "Sound")
            result["sound_found"] = sound is not None
            result["tree_before"] = tree(app)
            if sound is not None:
                result["sound_before"] = states(sound)
                result["clicked"] = click(sound)
                pump(0.5)
                result["sound_after"] = states(sound)
                extents = sound.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                result["sound_extents"] = [extents.x, extents.y, extents.width, extents.height]
        elif scenario == "example":
            folders = find(app, pyatspi.ROLE_PANEL, "Folders")
            result["folders"] = [item.name for item in folders] if folders is not None else []
            result["tabs"] = [tab.name for tab in find(app, pyatspi.ROLE_PAGE_TAB_LIST) or []]
            result["clicked"] = click(find(folders, pyatspi.ROLE_PUSH_BUTTON, "Settings"))
            pump(0.8)
            result["selected_after"] = [tab.name for tab in find(app, pyatspi.ROLE_PAGE_TAB_LIST) if "SELECTED" in states(tab)]
            result["notify_found"] = find(app, pyatspi.ROLE_TOGGLE_BUTTON, "Notify me of new mail") is not None
        result["tree"] = tree(app)
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
