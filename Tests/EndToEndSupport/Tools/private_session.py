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
    os.execvp("dbus-run-session", ["dbus-run-session", f"--config-file={bus_configuration()}", "--", sys.executable, *sys.argv])


# The services a screen reader's session may start: the accessibility bus and dconf (Orca's
# settings). Nothing else the machine has installed (xdg-desktop-portal and its GTK backend, which
# would join the accessibility bus as an application of its own) can be started on these tests' buses.
SERVICES = ("org.a11y.Bus.service", "ca.desrt.dconf.service")


def bus_configuration():
    """A session bus configuration whose one service folder holds only SERVICES (made once, the
    same for every test, in a folder of the user's own under /tmp)."""
    folder = f"/tmp/sliding-tabs-test-bus-{os.getuid()}"
    services = os.path.join(folder, "services")
    os.makedirs(services, mode=0o700, exist_ok=True)
    for name in SERVICES:
        source, link = os.path.join("/usr/share/dbus-1/services", name), os.path.join(services, name)
        if os.path.exists(source) and not os.path.lexists(link):
            os.symlink(source, link)
    path = os.path.join(folder, "session.conf")
    text = f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
"""
    if not os.path.exists(path) or open(path).read() != text:
        with open(path + f".{os.getpid()}", "w") as out:
            out.write(text)
        os.replace(path + f".{os.getpid()}", path)
    return path


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
