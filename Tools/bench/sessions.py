#!/usr/bin/python3
"""How long a user looks at a black window: process start to the first frame on the screen, for
sliding-tabs, a GTK3 notebook (Tools/bench/gtk-notebook.py) and, when given, Dear ImGui doing W1,
in the sessions a Linux desktop runs programs in (make bench):

- no bus: no session bus at all (a bare X session, a container);
- bare bus: a session bus of its own for each run, nothing running on it: a Settings portal
  installed is started by the bus on demand, as a session without a desktop does;
- desktop: what GNOME and most desktops run: the real xdg-desktop-portal with its gtk backend
  already running, dconf with dark style and text scale 1.5 set through gsettings, the AT-SPI bus
  (every service the machine has but the document portal, whose FUSE mount a session ending here
  must not leave behind);
- desktop, portal stopped: the same with the portal stopped (SIGSTOP): it owns its name and never
  answers, as a hung portal does.

Each run has a private Xvfb of its own (black root, so nothing else is on the screen); a frame
counts once any pixel of eight rows across the screen is not black. Every program runs once
untimed (its caches, the pager's remembered settings), then RUNS times, alternating; the medians
are printed as a table, after a JSON line per program and session. sliding-tabs' own
`bench --window --frames 1` (its first present, timed in the process from its spawn, the
desktop's settings and the accessibility bridge included) is measured in each session too.
A session whose tools are not installed is skipped with one line; without Xvfb, all are.

Usage: sessions.py SLIDING_TABS [--imgui PATH] [--runs N] [--only SESSION,...] [--no-peers] [--plain-desktop]
(the desktop tests run it with --only, --no-peers and --plain-desktop)."""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

WIDTH, HEIGHT = 1024, 768
# What the desktop sessions set in gsettings (org.gnome.desktop.interface), unless --plain-desktop.
DARK_AND_LARGE = (("color-scheme", "prefer-dark"), ("text-scaling-factor", "1.5"))
HERE = os.path.dirname(os.path.abspath(__file__))


def start_xvfb():
    """A private Xvfb (black root, kept through clients leaving) and its display name."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-br", "-noreset", "-nolisten", "tcp"],
        pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        sys.exit("sessions.py: Xvfb did not start")
    return server, f":{number}"


class Screen:
    """The X screen, read back as a person sees it."""

    def __init__(self, name):
        from Xlib import X, display
        self.format = X.ZPixmap
        self.connection = display.Display(name)
        self.root = self.connection.screen().root
        self.rows = [HEIGHT * (k + 1) // 9 for k in range(8)]

    def shows_anything(self):
        return any(self.root.get_image(0, y, WIDTH, 1, self.format, 0xFFFFFF).data.strip(b"\0") for y in self.rows)

    def wait_black(self, seconds=10):
        deadline = time.monotonic() + seconds
        while self.shows_anything() and time.monotonic() < deadline:
            time.sleep(0.01)


def first_frame_ms(argv, environment, screen, limit=30):
    """Starts `argv`; milliseconds from then to its first frame on the screen; then ends it."""
    screen.wait_black()
    start = time.monotonic()
    process = subprocess.Popen(argv, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        while time.monotonic() - start < limit:
            if screen.shows_anything():
                return (time.monotonic() - start) * 1000
            if process.poll() is not None:
                raise RuntimeError(f"{argv[0]} ended (status {process.returncode}) before its first frame")
        raise RuntimeError(f"{argv[0]} showed nothing in {limit} s")
    finally:
        stop(process)


def stop(process):
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def gdbus(environment, destination, path, method, *arguments):
    return subprocess.run(["gdbus", "call", "--session", "-d", destination, "-o", path, "-m", method, *arguments],
                          env=environment, capture_output=True, text=True, timeout=30)


class Session:
    """A kind of session: its environment for each run, and what it runs beside the programs."""

    def __init__(self, name, display, bus, desktop=False, portal_stopped=False, bus_per_run=False, settings=DARK_AND_LARGE):
        self.name, self.bus, self.desktop, self.portal_stopped, self.bus_per_run = name, bus, desktop, portal_stopped, bus_per_run
        self.settings = settings
        self.folder = tempfile.mkdtemp(prefix="sessions-")
        runtime = os.path.join(self.folder, "runtime")
        os.makedirs(runtime, mode=0o700)
        self.base = {key: os.environ[key] for key in ("PATH", "HOME", "LANG") if key in os.environ}
        self.base.update(DISPLAY=display, XDG_RUNTIME_DIR=runtime, XDG_CONFIG_HOME=os.path.join(self.folder, "config"),
                         XDG_STATE_HOME=os.path.join(self.folder, "state"), XDG_CACHE_HOME=os.path.join(self.folder, "cache"))
        if desktop:
            self.base["XDG_CURRENT_DESKTOP"] = "GNOME"
        self.daemons = []
        self.address = None
        self.portal = None
        if bus and not bus_per_run:
            self.address = self.start_bus()
            if desktop:
                self.start_desktop()

    def bus_configuration(self):
        """The machine's session bus, its services but the document portal (whose FUSE file system
        a session that ends here must not leave mounted), in a configuration of the session's own."""
        services = os.path.join(self.folder, "services")
        os.makedirs(services, exist_ok=True)
        for name in os.listdir("/usr/share/dbus-1/services"):
            if name.endswith(".service") and name != "org.freedesktop.portal.Documents.service" \
                    and not os.path.lexists(os.path.join(services, name)):
                os.symlink(os.path.join("/usr/share/dbus-1/services", name), os.path.join(services, name))
        path = os.path.join(self.folder, "bus.conf")
        with open(path, "w") as out:
            out.write(f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
""")
        return path

    def start_bus(self):
        daemon = subprocess.Popen(["dbus-daemon", f"--config-file={self.bus_configuration()}", "--nofork", "--nopidfile", "--print-address=1"],
                                  env=self.base, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
        self.daemons.append(daemon)
        return daemon.stdout.readline().strip()

    def start_desktop(self):
        environment = self.environment()
        for key, value in self.settings:
            subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", key, value], env=environment, check=True, timeout=30)
        gdbus(environment, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            answer = gdbus(environment, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                           "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme")
            if "uint32" in answer.stdout:
                break
            time.sleep(0.1)
        else:
            raise RuntimeError("the portal did not answer")
        owner = gdbus(environment, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                      "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.freedesktop.portal.Desktop")
        self.portal = int(owner.stdout.strip("()\n, ").split()[-1])
        if self.portal_stopped:
            os.kill(self.portal, signal.SIGSTOP)

    def environment(self):
        environment = dict(self.base)
        if self.address:
            environment["DBUS_SESSION_BUS_ADDRESS"] = self.address
        return environment

    def run(self, argv, screen, extra={}):
        """One timed start of `argv` in this session (on a bus of its own, where each run has one)."""
        if self.bus_per_run:
            self.address = self.start_bus()
        try:
            return first_frame_ms(argv, {**self.environment(), **extra}, screen)
        finally:
            if self.bus_per_run:
                self.end_daemons()

    def bench(self, program, runs):
        """sliding-tabs' `bench --window --frames 1`: its first present, as it times it itself."""
        values = []
        for _ in range(runs):
            if self.bus_per_run:
                self.address = self.start_bus()
            try:
                output = subprocess.run([program, "bench", "--window", "--frames", "1"], env=self.environment(),
                                        capture_output=True, text=True, timeout=60)
            finally:
                if self.bus_per_run:
                    self.end_daemons()
            if output.returncode != 0:
                raise RuntimeError(f"bench --window: {output.stderr.strip()}")
            values.append(json.loads(output.stdout)["first_present_ms"])
        return values

    def end_daemons(self):
        if self.portal and self.portal_stopped:
            os.kill(self.portal, signal.SIGCONT)
        for daemon in self.daemons:
            os.killpg(daemon.pid, signal.SIGKILL)
            daemon.wait()
        self.daemons = []
        # What the bus started (the portal, dconf, the accessibility bus) ends with it; whatever
        # has not yet, known by the session's runtime folder, is stopped.
        mark = f"XDG_RUNTIME_DIR={self.base['XDG_RUNTIME_DIR']}\0".encode()
        for entry in os.listdir("/proc"):
            try:
                with open(f"/proc/{entry}/environ", "rb") as environ:
                    if entry.isdigit() and mark in environ.read():
                        os.kill(int(entry), signal.SIGKILL)
            except OSError:
                pass

    def close(self):
        self.end_daemons()
        shutil.rmtree(self.folder, ignore_errors=True)


def main():
    # Signals a caller blocked or ignored (a test harness's) back to their defaults, so that
    # the programs and daemons started here end when told to.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD):
        signal.signal(number, signal.SIG_DFL)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program")
    parser.add_argument("--imgui", help="Dear ImGui's W1 peer (shared/peers/imgui-w1)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", help="the sessions to measure, by name, comma-separated")
    parser.add_argument("--no-peers", action="store_true", help="sliding-tabs alone")
    parser.add_argument("--plain-desktop", action="store_true",
                        help="leave gsettings at their defaults, so a frame draws what it draws without a bus (the start differs only by the session)")
    options = parser.parse_args()
    if not shutil.which("Xvfb"):
        print("sessions skipped: Xvfb is not installed")
        return
    have_bus = bool(shutil.which("dbus-daemon") and shutil.which("gdbus"))
    have_desktop = have_bus and bool(shutil.which("gsettings")) and os.path.exists("/usr/libexec/xdg-desktop-portal") \
        and os.path.exists("/usr/libexec/xdg-desktop-portal-gtk")
    programs = [("sliding-tabs", [os.path.abspath(options.program)], {})]
    if options.no_peers:
        pass
    elif subprocess.run([sys.executable, "-c", "import gi; gi.require_version('Gtk', '3.0')"], capture_output=True).returncode == 0:
        programs.append(("GTK3 notebook", [sys.executable, os.path.join(HERE, "gtk-notebook.py")], {}))
    else:
        print("GTK3 notebook skipped: python3-gi and gir1.2-gtk-3.0 are not installed")
    if options.imgui and not options.no_peers:
        programs.append(("Dear ImGui W1", [os.path.abspath(options.imgui), "20"], {"W1_WINDOW": "1"}))
    kinds = [("no bus", dict(bus=False))]
    if have_bus:
        kinds.append(("bare bus", dict(bus=True, bus_per_run=True)))
    else:
        print("bare bus skipped: dbus-daemon and gdbus are not installed")
    if have_desktop:
        kinds += [("desktop", dict(bus=True, desktop=True)), ("desktop, portal stopped", dict(bus=True, desktop=True, portal_stopped=True))]
    else:
        print("desktop sessions skipped: xdg-desktop-portal, xdg-desktop-portal-gtk and gsettings are needed")
    if options.plain_desktop:
        kinds = [(kind, {**settings, "settings": ()} if settings.get("desktop") else settings) for kind, settings in kinds]
    if options.only:
        kinds = [(kind, settings) for kind, settings in kinds if kind in options.only.split(",")]
    server, display = start_xvfb()
    table = []
    try:
        screen = Screen(display)
        for kind, settings in kinds:
            session = Session(kind, display, **settings)
            try:
                times = {name: [] for name, _, _ in programs}
                for name, argv, extra in programs:
                    session.run(argv, screen, extra)  # untimed: caches, remembered settings
                for _ in range(options.runs):
                    for name, argv, extra in programs:
                        times[name].append(session.run(argv, screen, extra))
                present = session.bench(options.program, options.runs)
            finally:
                session.close()
            row = {"session": kind, "bench_first_present_ms": round(statistics.median(present), 1)}
            for name, values in times.items():
                print(json.dumps({"session": kind, "program": name, "first_frame_ms": [round(v, 1) for v in values],
                                  "median_ms": round(statistics.median(values), 1)}))
                row[name] = round(statistics.median(values), 1)
            table.append(row)
    finally:
        server.terminate()
        server.wait()
    names = [name for name, _, _ in programs]
    print(f"\nProcess start to first frame on Xvfb, median of {options.runs} (ms):\n")
    print("| session | " + " | ".join(names) + " | sliding-tabs bench --window first_present_ms |")
    print("| --- " * (len(names) + 2) + "|")
    for row in table:
        print(f"| {row['session']} | " + " | ".join(str(row[name]) for name in names) + f" | {row['bench_first_present_ms']} |")


if __name__ == "__main__":
    main()
