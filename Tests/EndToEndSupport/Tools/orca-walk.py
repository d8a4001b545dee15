#!/usr/bin/python3
"""Walks a program with the real screen reader: Debian's Orca, its speech read from its debug log.

It runs itself in a private D-Bus session (dbus-run-session), with the signals its caller may
have blocked or ignored back to their defaults, so that the session's bus ends with it. It starts
the accessibility bus (at-spi-bus-launcher), turns accessibility on, starts Orca with a debug
file and no audio (another Orca of the same user may run on the machine: this one neither checks
for it nor renames its process, and is alone on its private bus), launches the program on DISPLAY,
and once Orca has spoken the program's window, presses each key of KEYS (xdotool's names, through
XTEST: as a keyboard does), waiting after each until Orca is quiet.

It writes one JSON object: "start" what was spoken before the first key, and "steps", for each
key, what was spoken after it ("spoken") and how many key events Orca received ("keys": press
and release). The program is then ended with SIGTERM (a window's close).

usage: orca-walk.py RESULT KEYS PROGRAM [ARGUMENTS...]   (KEYS: keys separated by spaces)
"""
import json, os, re, runpy, signal, subprocess, sys, tempfile, time

from private_session import enable_accessibility, enter, start_accessibility_bus, wait_until, xdotool

enter("ORCA_WALK_SESSION")

if len(sys.argv) > 1 and sys.argv[1] == "--orca":
    # The Orca process: Debian's /usr/bin/orca, run as a module so that it neither refuses to start
    # beside another user's Orca (it looks for processes named orca) nor takes that name itself.
    # Its debug file is written line by line, so what it said is there as it says it.
    launcher = runpy.run_path("/usr/bin/orca", run_name="orca_launcher")
    main = launcher["main"]
    main.__globals__["otherOrcas"] = lambda: []
    main.__globals__["setProcessName"] = lambda name: None
    main.__globals__["open"] = lambda path, mode="r", **more: open(path, mode, buffering=1, **more)
    sys.argv = ["orca"] + sys.argv[2:]
    sys.exit(main())

output, keys, program, arguments = sys.argv[1], sys.argv[2].split(), sys.argv[3], sys.argv[4:]
work = tempfile.mkdtemp(prefix="orca-walk-")
log = os.path.join(work, "orca-debug.txt")
environment = dict(os.environ, HOME=work, GSETTINGS_BACKEND="memory", XDG_CONFIG_HOME=os.path.join(work, "config"))
result = {"start": [], "steps": []}


def lines():
    try:
        with open(log, encoding="utf-8", errors="replace") as file:
            return file.read().splitlines()
    except FileNotFoundError:
        return []


# SPEECH OUTPUT: 'Button2 page tab.'{'established': False}
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'\s*\{'established'")


def spoken(since):
    return [match.group(1).strip() for line in lines()[since:] for match in [SPEECH.search(line)] if match]


def quiet(since, longest=4.0, calm=0.6):
    """Waits until Orca's log stops growing for `calm` seconds (at most `longest`)."""
    end, count, changed = time.time() + longest, len(lines()), time.time()
    while time.time() < end:
        time.sleep(0.1)
        now = len(lines())
        if now != count:
            count, changed = now, time.time()
        elif time.time() - changed >= calm and now > since:
            return


launcher = start_accessibility_bus(environment)
enable_accessibility(environment)
orca = subprocess.Popen([sys.executable, __file__, "--orca", "--debug-file=" + log], stdout=subprocess.DEVNULL,
                        stderr=open(os.path.join(work, "orca-stderr.txt"), "w"), env=environment)
app = None
try:
    wait_until(lambda: any("Screen reader on" in line for line in spoken(0)), 60)
    result["orca_started"] = any("Screen reader on" in line for line in spoken(0))
    mark = len(lines())
    app = subprocess.Popen([program, *arguments], stdout=open(output + ".stdout", "w"), env=environment)
    window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(app.pid)).split()[0]
    xdotool("windowactivate", "--sync", window)
    xdotool("windowfocus", "--sync", window)
    wait_until(lambda: any(line.endswith("frame.") for line in spoken(mark)), 30)
    quiet(mark)
    result["start"] = spoken(mark)
    for key in keys:
        mark = len(lines())
        xdotool("key", "--clearmodifiers", key)
        quiet(mark)
        after = lines()[mark:]
        result["steps"].append({"key": key, "spoken": spoken(mark),
                                "keys": sum(1 for line in after if line.startswith("KEYBOARD_EVENT:"))})
    app.terminate()
    result["exit"] = app.wait(timeout=20)
finally:
    if app is not None and app.poll() is None:
        app.kill()
    orca.terminate()
    try:
        orca.wait(timeout=10)
    except subprocess.TimeoutExpired:
        orca.kill()
    os.killpg(launcher.pid, 9)  # the launcher and the accessibility bus it started (it does not end on SIGTERM)
with open(output, "w") as file:
    json.dump(result, file)
