"""What the tests' screen-reader tools (atspi-check.py, orca-walk.py, bus-probe.py) share: a
private D-Bus session of their own with the accessibility bus on it, xdotool, and waiting for a
condition (never for a fixed time: a busy machine takes longer, it does not fail sooner)."""
import os
import signal
import subprocess
import sys
import time


def enter(marker):
    """Runs this script again inside a private D-Bus session (dbus-run-session), with the signals
    its caller may have blocked or ignored back to their defaults, so that the session's bus ends
    with it; `marker` (an environment variable) says it is inside."""
    if os.environ.get(marker) == "1":
        return
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD):
        signal.signal(number, signal.SIG_DFL)
    os.environ[marker] = "1"
    os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, *sys.argv])


def wait_until(condition, timeout, interval=0.05):
    """`condition()` once it is true, or its last value after `timeout` seconds."""
    end = time.time() + timeout
    while time.time() < end:
        value = condition()
        if value:
            return value
        time.sleep(interval)  # between looks, not a wait for anything
    return condition()


def bus_has_owner(name, environment=None):
    """Whether a connection owns `name` on the session bus."""
    reply = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                            "org.freedesktop.DBus.NameHasOwner", "string:" + name], capture_output=True, text=True, env=environment)
    return "boolean true" in reply.stdout


def start_accessibility_bus(environment=None):
    """Starts the accessibility bus (at-spi-bus-launcher, in a process group of its own: end it
    with os.killpg) and returns once it answers on the session bus."""
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True, env=environment)
    if not wait_until(lambda: bus_has_owner("org.a11y.Bus", environment), 30):
        sys.exit("the accessibility bus did not start")
    return launcher


def enable_accessibility(environment=None):
    """Turns accessibility on (org.a11y.Status.IsEnabled), as a desktop's setting does."""
    subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true"],
                   stdout=subprocess.DEVNULL, check=True, env=environment)


def xdotool(*words):
    """What xdotool printed for `words` (stopped after 20 s)."""
    return subprocess.run(["xdotool", *words], capture_output=True, text=True, timeout=20).stdout
