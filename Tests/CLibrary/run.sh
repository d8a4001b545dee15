#!/bin/sh
# The C library as a host program meets it (make test): a staged `make install DESTDIR`; the
# header compiled as C99 and C++17 with every warning an error; the library exporting the C API
# only; the C host (Examples/CHost) built with pkg-config as C and as C++, and the Python host
# (Examples/python) through ctypes, each showing its own rows, printing its events, and drawing
# every shipped config's first frame as `sliding-tabs --screenshot` does, pixel for pixel; the
# calls program (calls.c: bad input, both paths, the host's renderer) and renderers.c (a window's
# renderer, frames left alone); the C API fuzz target's saved
# inputs replayed; the C host, calls.c and the replay under AddressSanitizer. And the library as a
# promise over time: abidiff against the last release's ABI, the C host as it was at 1.3.0 built
# against the 1.3.0 header (the same pixels and events), contract.c (handles, event fields, a good
# guest in the host's process, the host's keys), no session bus started, and the Python package
# installed offline with pip drawing as the program does.
# Usage: Tests/CLibrary/run.sh PATH-TO-sliding-tabs   (from the project's root; make test runs it)
set -eu
app=$1
out=.build/c-library
rm -rf "$out"
mkdir -p "$out/shots"
stage=$PWD/$out/stage
fail() {
    echo "c-library: $*" >&2
    exit 1
}
# The hosts draw headless; SDL's own log (the pager's warnings) goes to stderr.
export SDL_VIDEODRIVER=dummy PYTHONDONTWRITEBYTECODE=1 PYGAME_HIDE_SUPPORT_PROMPT=1

echo "c-library: a staged install"
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr >"$out/install.log" 2>&1 || { cat "$out/install.log"; fail "make install DESTDIR=$stage failed"; }
for file in lib/libslidingtabs.so.1 lib/libslidingtabs.so include/slidingtabs.h lib/pkgconfig/slidingtabs.pc; do
    [ -e "$stage/usr/$file" ] || fail "make install put no $file in PREFIX"
done
# pkg-config finds the staged files (the .pc file's prefix is the installed one).
mkdir -p "$out/pkgconfig"
sed "s|^prefix=.*|prefix=$stage/usr|" "$stage/usr/lib/pkgconfig/slidingtabs.pc" >"$out/pkgconfig/slidingtabs.pc"
export PKG_CONFIG_PATH="$PWD/$out/pkgconfig"
export LD_LIBRARY_PATH="$stage/usr/lib"
pkg-config --print-requires slidingtabs | grep -q '^sdl2' || fail "slidingtabs.pc does not require sdl2"
[ "$(pkg-config --modversion slidingtabs)" = "$("$app" --version | sed -n 's/^sliding-tabs \([^ ]*\).*/\1/p')" ] ||
    fail "slidingtabs.pc's version $(pkg-config --modversion slidingtabs) is not the program's"

echo "c-library: the library's exports, name and hardening"
library=$stage/usr/lib/libslidingtabs.so.1
others=$(nm -D --defined-only "$library" | awk '{print $3}' | grep -v '^st_' || true)
[ -z "$others" ] || fail "the library exports more than st_*: $(echo "$others" | head -5 | tr '\n' ' ')"
nm -D --defined-only "$library" | awk '{print $3}' | sed 's/@.*//' | sort >"$out/exported.txt"
sed -n 's/^[a-z_ *]*[ *]\(st_[a-z_]*\)(.*/\1/p' "$stage/usr/include/slidingtabs.h" | sort -u >"$out/declared.txt"
diff -u "$out/declared.txt" "$out/exported.txt" >"$out/exports.diff" || { cat "$out/exports.diff"; fail "the header declares other functions than the library exports"; }
readelf -dW "$library" | grep -q 'SONAME.*\[libslidingtabs\.so\.1\]' || fail "the library's soname is not libslidingtabs.so.1"
readelf -dW "$library" | grep -q 'NEEDED.*swift' && fail "the library needs the Swift runtime: it must carry it"
Tools/hardening/check.sh "$library" >/dev/null || { Tools/hardening/check.sh "$library"; fail "the library is not hardened"; }

echo "c-library: the ABI against the last release's (abidiff)"
baseline=$(ls Tests/CLibrary/abi/libslidingtabs-*.abi)
abidiff --suppressions Tests/CLibrary/abi/suppressions.txt "$baseline" "$library" >"$out/abidiff.txt" 2>&1 ||
    { cat "$out/abidiff.txt"; fail "abidiff reports changes from $baseline that Tests/CLibrary/abi/suppressions.txt does not list"; }

echo "c-library: the header as C99 and as C++17"
printf '#include <slidingtabs.h>\nint main(void) { return ST_CHECK_VERSION() == ST_OK ? 0 : 1; }\n' >"$out/header.c"
# shellcheck disable=SC2046 # pkg-config's words are separate flags
gcc -std=c99 -Wall -Wextra -pedantic -Werror $(pkg-config --cflags slidingtabs) "$out/header.c" $(pkg-config --libs slidingtabs) -o "$out/header-c"
# shellcheck disable=SC2046
g++ -std=c++17 -Wall -Wextra -pedantic -Werror -x c++ $(pkg-config --cflags slidingtabs) "$out/header.c" $(pkg-config --libs slidingtabs) -o "$out/header-cpp"
"$out/header-c" && "$out/header-cpp" || fail "ST_CHECK_VERSION() fails against the library built with the header"

echo "c-library: the hosts, built as a Debian package builds them"
hardening="-O2 -fstack-protector-strong -D_FORTIFY_SOURCE=2 -fPIE -pie -Wl,-z,relro,-z,now"
# shellcheck disable=SC2046,SC2086
gcc -std=c99 -Wall -Wextra -pedantic -Werror $hardening $(pkg-config --cflags slidingtabs SDL2_image) Examples/CHost/host.c \
    $(pkg-config --libs slidingtabs SDL2_image) -o "$out/c-host"
# shellcheck disable=SC2046,SC2086
g++ -std=c++17 -Wall -Wextra -Werror $hardening -x c++ $(pkg-config --cflags slidingtabs SDL2_image) Examples/CHost/host.c \
    $(pkg-config --libs slidingtabs SDL2_image) -o "$out/cpp-host"
Tools/hardening/check.sh "$out/c-host" "$out/cpp-host" >/dev/null || fail "the hosts are not hardened"
python_host() { /usr/bin/python3 Examples/python/host.py "$@"; }

echo "c-library: each host shows its own rows and prints its events"
python3 - "$out/mailbox.json" <<'EOF'
import json, sys
rows = [{"title": f"Message {i + 1}: the weekly report", "subtitle": f"From colleague {i % 40 + 1}"} for i in range(12)]
tabs = [{"title": "Inbox", "badge": 12, "page": {"type": "list", "rowHeight": 64, "items": rows}}]
json.dump({"tabBar": {"height": 48, "layout": "equal"}, "tabs": tabs + [{"title": "Other", "page": {"type": "color"}}] * 2}, open(sys.argv[1], "w"))
EOF
"$app" --headless --config "$out/mailbox.json" --screenshot "$out/shots/mailbox.png" >/dev/null
for host in c-host cpp-host python-host; do
    case $host in python-host) run=python_host ;; *) run=$out/$host ;; esac
    # Its first 12 rows below the tab bar, as the program draws them from a config.
    $run --screenshot "$out/shots/$host-rows.png" || fail "$host --screenshot failed"
    Tests/CLibrary/same_pixels.py "$out/shots/mailbox.png" "$out/shots/$host-rows.png" --from-row 48 || fail "$host's rows are not the program's"
    # A click on its second row (the pager is right of a 200-point sidebar, under a 48-point bar).
    $run --frames 30 --click 500,144 >"$out/$host-events.txt" || fail "$host --frames failed"
    grep -qx 'event: rowTapped tab 0 row 1' "$out/$host-events.txt" || { cat "$out/$host-events.txt"; fail "$host printed no rowTapped for its second row"; }
done

echo "c-library: every shipped config's first frame, as the program's"
for config in Assets/*.json; do
    name=$(basename "$config" .json)
    "$app" --headless --config "$config" --screenshot "$out/shots/$name.png" >/dev/null
    for host in c-host cpp-host python-host; do
        case $host in python-host) run=python_host ;; *) run=$out/$host ;; esac
        $run --config "$config" --screenshot "$out/shots/$name-$host.png" || fail "$host --config $config --screenshot failed"
        Tests/CLibrary/same_pixels.py "$out/shots/$name.png" "$out/shots/$name-$host.png" || fail "$host's $name differs from the program's"
    done
done

echo "c-library: the C host as it was at 1.3.0, built against the 1.3.0 header, runs unchanged"
old=Tests/CLibrary/host-1.3.0
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror -I"$old" $(pkg-config --cflags slidingtabs SDL2_image) "$old/host.c" \
    $(pkg-config --libs slidingtabs SDL2_image) -o "$out/c-host-1.3.0"
"$out/c-host-1.3.0" --screenshot "$out/shots/c-host-1.3.0-rows.png" || fail "the 1.3.0 host --screenshot failed"
Tests/CLibrary/same_pixels.py "$out/shots/mailbox.png" "$out/shots/c-host-1.3.0-rows.png" --from-row 48 || fail "the 1.3.0 host's rows are not the program's"
"$out/c-host-1.3.0" --frames 30 --click 500,144 --print-events >"$out/c-host-1.3.0-events.txt" || fail "the 1.3.0 host --frames failed"
"$out/c-host" --frames 30 --click 500,144 --print-events >"$out/c-host-events.txt" || fail "the C host --frames failed"
diff -u "$out/c-host-events.txt" "$out/c-host-1.3.0-events.txt" >"$out/events-1.3.0.diff" ||
    { cat "$out/events-1.3.0.diff"; fail "the 1.3.0 host's events differ from today's host's"; }
grep -qx 'event: rowTapped tab 0 row 1' "$out/c-host-1.3.0-events.txt" || fail "the 1.3.0 host printed no rowTapped for its second row"
for config in Assets/*.json; do
    name=$(basename "$config" .json)
    "$out/c-host-1.3.0" --config "$config" --screenshot "$out/shots/$name-1.3.0.png" || fail "the 1.3.0 host --config $config failed"
    Tests/CLibrary/same_pixels.py "$out/shots/$name.png" "$out/shots/$name-1.3.0.png" || fail "the 1.3.0 host's $name differs from the program's"
done

echo "c-library: a host built with another header fails at start, in one line"
mkdir -p "$out/newer"
sed 's/^#define ST_VERSION_MINOR .*/#define ST_VERSION_MINOR 99/' "$stage/usr/include/slidingtabs.h" >"$out/newer/slidingtabs.h"
# shellcheck disable=SC2046
gcc -std=c99 -I"$out/newer" $(pkg-config --cflags slidingtabs SDL2_image) Examples/CHost/host.c $(pkg-config --libs slidingtabs SDL2_image) -o "$out/newer/c-host"
if "$out/newer/c-host" --screenshot "$out/newer/shot.png" 2>"$out/newer/stderr.txt"; then fail "a host built with slidingtabs.h 1.99 ran"; fi
[ "$(wc -l <"$out/newer/stderr.txt")" -eq 1 ] && grep -q 'slidingtabs.h 1.99.0, the library is ' "$out/newer/stderr.txt" ||
    { cat "$out/newer/stderr.txt"; fail "a host built with another header does not say so in one line"; }

echo "c-library: the minimal hosts of docs/c-api.md, as written there"
mkdir -p "$out/docs"
# Each complete host is a block whose first line names its file: /* host-sdl.c: ... */, # host.py: ...
python3 - docs/c-api.md "$out/docs" <<'PYTHON'
import re, sys
for block in re.findall(r"```(?:c|python)\n(.*?)```", open(sys.argv[1]).read(), re.S):
    named = re.match(r"(?:/\*|#) (host[-\w]*\.(?:c|py)):", block)
    if named:
        open(f"{sys.argv[2]}/{named.group(1)}", "w").write(block)
PYTHON
for file in host-sdl.c host-pixels.c host.py; do [ -f "$out/docs/$file" ] || fail "docs/c-api.md has no $file"; done
for file in host-sdl host-pixels; do
    # shellcheck disable=SC2046
    gcc -std=c99 -Wall -Wextra -pedantic -Werror "$out/docs/$file.c" $(pkg-config --cflags --libs slidingtabs) -o "$out/docs/$file"
    # shellcheck disable=SC2046
    g++ -std=c++17 -Wall -Wextra -Werror -x c++ "$out/docs/$file.c" $(pkg-config --cflags --libs slidingtabs) -o "$out/docs/$file-cpp"
done
# The SDL host runs until its window closes: it must still be running, drawing, when stopped; with
# a display named and no session bus, it starts none (no dbus-launch).
status=0
env -u DBUS_SESSION_BUS_ADDRESS DISPLAY=:97 XDG_RUNTIME_DIR="$PWD/$out" strace -f -qq -e trace=execve -o "$out/docs/execs.txt" \
    timeout 3 "$out/docs/host-sdl" >/dev/null || status=$?
[ $status -eq 124 ] || fail "docs/c-api.md's host-sdl.c ended with status $status"
if grep -q 'dbus-launch' "$out/docs/execs.txt"; then fail "docs/c-api.md's host-sdl.c ran dbus-launch"; fi
# The pixel host taps the second of three equal tabs: the program, clicked there, shows the same.
cat >"$out/docs/three.json" <<'JSON'
{"tabBar": {"layout": "equal"}, "tabs": [{"title": "One", "page": {"type": "list", "rows": 40}},
 {"title": "Two", "page": {"type": "list", "rows": 40}}, {"title": "Three", "page": {"type": "color"}}]}
JSON
echo "click 400,20" >"$out/docs/tap.script"
"$app" --headless --config "$out/docs/three.json" --script "$out/docs/tap.script" --screenshot "$out/docs/three.png" >/dev/null
"$out/docs/host-pixels" "$out/docs/three.json" "$out/docs/three.ppm" || fail "docs/c-api.md's host-pixels.c failed"
Tests/CLibrary/same_pixels.py "$out/docs/three.png" "$out/docs/three.ppm" || fail "docs/c-api.md's host-pixels.c does not draw the program's frame"
# The same docs' pixel host as 1.3.0's docs had it, built against the 1.3.0 header: the same frame.
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror -I"$old" Tests/CLibrary/host-1.3.0/host-pixels.c $(pkg-config --cflags --libs slidingtabs) -o "$out/docs/host-pixels-1.3.0"
"$out/docs/host-pixels-1.3.0" "$out/docs/three.json" "$out/docs/three-1.3.0.ppm" || fail "1.3.0's host-pixels.c failed"
Tests/CLibrary/same_pixels.py "$out/docs/three.png" "$out/docs/three-1.3.0.ppm" || fail "1.3.0's host-pixels.c does not draw the program's frame"
# The Python one taps the second of two tabs and saves frame.png.
cat >"$out/docs/two.json" <<'JSON'
{"tabBar": {"layout": "equal"}, "tabs": [{"title": "News", "page": {"type": "color"}}, {"title": "Sports", "page": {"type": "color"}}]}
JSON
echo "click 600,20" >"$out/docs/tap.script"
"$app" --headless --config "$out/docs/two.json" --script "$out/docs/tap.script" --screenshot "$out/docs/two.png" >/dev/null
(cd "$out/docs" && /usr/bin/python3 host.py) || fail "docs/c-api.md's host.py failed"
Tests/CLibrary/same_pixels.py "$out/docs/two.png" "$out/docs/frame.png" || fail "docs/c-api.md's host.py does not draw the program's frame"

echo "c-library: the Python package, installed offline with pip, draws as the program does"
rm -rf "$out/venv" "$out/python-source"
/usr/bin/python3 -m venv --system-site-packages "$out/venv"
# pip builds in the folder it is given: a copy, so the checkout stays as it is.
cp -r Python "$out/python-source"
"$out/venv/bin/python" -m pip install --no-index --no-build-isolation "$out/python-source" >"$out/pip.log" 2>&1 ||
    { cat "$out/pip.log"; fail "pip install of the Python package failed"; }
[ "$("$out/venv/bin/python" -c 'import slidingtabs; print(slidingtabs.__version__)')" = "$(pkg-config --modversion slidingtabs)" ] ||
    fail "the Python package's version is not the library's"
for name in toutiao gallery; do
    "$out/venv/bin/python" Tests/CLibrary/python_draws.py "$out/venv" "Assets/$name.json" "$out/shots/$name-pip.png" ||
        fail "the pip-installed package cannot draw $name.json"
    Tests/CLibrary/same_pixels.py "$out/shots/$name.png" "$out/shots/$name-pip.png" || fail "the pip-installed package draws $name.json otherwise"
done

echo "c-library: bad input, and both paths' frames"
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror $(pkg-config --cflags slidingtabs) Tests/CLibrary/calls.c $(pkg-config --libs slidingtabs) -lpthread -lm -o "$out/calls"
"$out/calls" || fail "the calls were not answered as they should be"
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror $(pkg-config --cflags slidingtabs) Tests/CLibrary/renderers.c $(pkg-config --libs slidingtabs) -o "$out/renderers"
"$out/renderers" || fail "a window's renderer, or frames left alone, are not as they should be"

echo "c-library: handles, events, the host's process and keys as promised (contract.c)"
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror -rdynamic $(pkg-config --cflags slidingtabs) Tests/CLibrary/contract.c \
    $(pkg-config --libs slidingtabs) -lpthread -ldl -o "$out/contract"
"$out/contract" || fail "the library broke a promise of its contract"
# With a display named and no session bus, making pagers and drawing starts no bus (SDL_Init would
# run dbus-launch, whose daemon outlives the host).
env -u DBUS_SESSION_BUS_ADDRESS DISPLAY=:97 XDG_RUNTIME_DIR="$PWD/$out" strace -f -qq -e trace=execve -o "$out/execs.txt" \
    "$out/docs/host-pixels" "$out/docs/three.json" "$out/docs/three-no-bus.ppm" || fail "the pixel host without a bus failed"
if grep -q 'dbus-launch' "$out/execs.txt"; then fail "the pixel host ran dbus-launch: $(grep dbus-launch "$out/execs.txt" | head -1)"; fi

echo "c-library: the C API fuzz target's saved inputs, replayed"
fuzz_inputs=$(ls -d Tools/fuzz/seeds/capi/* Tools/fuzz/corpus/capi/* 2>/dev/null || true)
[ -n "$fuzz_inputs" ] || fail "the capi fuzz target has no saved inputs"
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -pedantic -Werror $(pkg-config --cflags slidingtabs) -ITools/fuzz/CAPIFuzz/include Tools/fuzz/CAPIFuzz/capi.c \
    Tests/CLibrary/fuzz_replay.c $(pkg-config --libs slidingtabs) -lm -o "$out/fuzz-replay"
# shellcheck disable=SC2086 # one word a file
"$out/fuzz-replay" $fuzz_inputs >"$out/fuzz-replay.txt" 2>&1 || { tail -5 "$out/fuzz-replay.txt"; fail "a saved capi input crashed the library"; }

echo "c-library: the C host and the calls under AddressSanitizer"
sanitize="-g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
# shellcheck disable=SC2046,SC2086
gcc -std=c99 $sanitize $(pkg-config --cflags slidingtabs SDL2_image) Examples/CHost/host.c $(pkg-config --libs slidingtabs SDL2_image) -o "$out/c-host-asan"
# shellcheck disable=SC2046,SC2086
gcc -std=c99 $sanitize $(pkg-config --cflags slidingtabs) Tests/CLibrary/calls.c $(pkg-config --libs slidingtabs) -lpthread -lm -o "$out/calls-asan"
export LSAN_OPTIONS="suppressions=$PWD/Tools/sanitize/lsan.supp:print_suppressions=0" ASAN_OPTIONS=detect_leaks=1
# The C host with the suppressions a host gets installed (docs/c-api.md), no more.
LSAN_OPTIONS="suppressions=$stage/usr/share/slidingtabs/lsan.supp:print_suppressions=0" "$out/c-host-asan" --frames 60 --click 500,144 >/dev/null ||
    fail "the C host under AddressSanitizer"
LSAN_OPTIONS="suppressions=$stage/usr/share/slidingtabs/lsan.supp:print_suppressions=0" "$out/c-host-asan" --config Assets/grid.json \
    --screenshot "$out/shots/asan.png" || fail "the C host's screenshot under AddressSanitizer"
"$out/calls-asan" >/dev/null || fail "the calls under AddressSanitizer"
# shellcheck disable=SC2046,SC2086
gcc -std=c99 $sanitize $(pkg-config --cflags slidingtabs) Tests/CLibrary/renderers.c $(pkg-config --libs slidingtabs) -o "$out/renderers-asan"
"$out/renderers-asan" >/dev/null || fail "the window's renderers under AddressSanitizer"
# shellcheck disable=SC2046,SC2086
gcc -std=c99 $sanitize $(pkg-config --cflags slidingtabs) -ITools/fuzz/CAPIFuzz/include Tools/fuzz/CAPIFuzz/capi.c Tests/CLibrary/fuzz_replay.c \
    $(pkg-config --libs slidingtabs) -lm -o "$out/fuzz-replay-asan"
# shellcheck disable=SC2086
"$out/fuzz-replay-asan" $fuzz_inputs >"$out/fuzz-replay-asan.txt" 2>&1 ||
    { tail -30 "$out/fuzz-replay-asan.txt"; fail "a saved capi input under AddressSanitizer"; }

echo "c-library: make uninstall removes the library with the rest"
make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >"$out/uninstall.log" 2>&1 || { cat "$out/uninstall.log"; fail "make uninstall failed"; }
left=$(find "$stage" -name '*slidingtabs*')
[ -z "$left" ] || fail "make uninstall left $left"
echo "c-library: all passed"
