#!/bin/sh
# First frame, from process start, of W1 drawn three ways, alternating, 15 runs each: the pager
# (Pango and cairo), a HarfBuzz + FreeType prototype (first-frame.c) and, when built, Dear ImGui
# (../shared/peers/imgui-w1/build.sh). Prints the medians. Needs gcc and the -dev packages of
# SDL2, HarfBuzz, FreeType, FriBidi and fontconfig. Usage: compare.sh PATH-TO-sliding-tabs
set -eu
app=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
gcc -O2 -o "$work/first-frame" "$here/first-frame.c" $(pkg-config --cflags --libs sdl2 harfbuzz freetype2 fribidi fontconfig)
font=$(fc-match -f '%{file}' 'DejaVu Sans')
python3 - "$app" "$work/first-frame" "$font" "${IMGUI_W1:-/tmp/imgui-w1-build/imgui-w1}" <<'PY'
import json, os, statistics, subprocess, sys, time
app, prototype, font, imgui = sys.argv[1:]
def first_frame(command, variable, clock):
    env = dict(os.environ, **{variable: str(clock())})
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])["first_frame_ms"]
runs = {"pager (Pango, cairo)": [], "HarfBuzz + FreeType prototype": []}
if os.access(imgui, os.X_OK):
    runs["Dear ImGui"] = []
for _ in range(15):
    runs["pager (Pango, cairo)"].append(first_frame([app, "bench", "--rows", "20", "--frames", "1"], "SLIDING_TABS_BENCH_SPAWN_NS", time.monotonic_ns))
    runs["HarfBuzz + FreeType prototype"].append(first_frame([prototype, font], "SLIDING_TABS_BENCH_SPAWN_NS", time.monotonic_ns))
    if "Dear ImGui" in runs:
        runs["Dear ImGui"].append(first_frame([imgui, "20"], "W1_T0_NS", time.time_ns))
for name, values in runs.items():
    print(json.dumps({"impl": name, "first_frame_ms_median": round(statistics.median(values), 2), "runs": len(values)}))
PY
