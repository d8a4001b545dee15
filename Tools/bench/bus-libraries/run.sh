#!/bin/sh
# Compares the start-up cost of the three D-Bus libraries Debian offers for the accessibility
# bridge (sd-bus, libdbus, GDBus): each finds the accessibility bus and connects to it, as the
# bridge does, in a private session with at-spi-bus-launcher running. Prints, per library, the
# median over RUNS of the in-process time and of the whole process (loading the library too),
# and its peak RSS. Needs libsystemd-dev, libdbus-1-dev, libglib2.0-dev, dbus-daemon, at-spi2-core.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-30}
if [ "${IN_SESSION:-}" != 1 ]; then
    build=$(mktemp -d)
    trap 'rm -rf "$build"' EXIT
    cc -O2 -o "$build/sdbus" "$here/sdbus.c" $(pkg-config --cflags --libs libsystemd)
    cc -O2 -o "$build/libdbus" "$here/libdbus.c" $(pkg-config --cflags --libs dbus-1)
    cc -O2 -o "$build/gdbus" "$here/gdbus.c" $(pkg-config --cflags --libs gio-2.0)
    export IN_SESSION=1 GSETTINGS_BACKEND=memory
    dbus-run-session -- sh "$here/run.sh" "$build"
    exit
fi
build=$1
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
sleep 0.5
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for library in sdbus libdbus gdbus; do
    inside=$(for i in $(seq "$runs"); do "$build/$library"; done | median)
    whole=$(for i in $(seq "$runs"); do
        s=$(date +%s%N); "$build/$library" >/dev/null; e=$(date +%s%N); echo "$(( (e - s) / 1000 ))"
    done | median)
    rss=$(/usr/bin/time -f %M "$build/$library" 2>&1 >/dev/null)
    printf '%-8s connect %s ms   whole process %s.%03d ms   peak RSS %s KB\n' "$library" "$inside" "$((whole / 1000))" "$((whole % 1000))" "$rss"
done
kill -9 "$launcher" 2>/dev/null || true
