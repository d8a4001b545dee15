#!/bin/sh
# W1 in a real, shown window at 20 and 1000000 rows, with the renderer the program chooses, with
# OpenGL and with SDL's software renderer: one JSON line each (make bench). Where there is no usable display it says so in
# one line and succeeds, so make bench runs headless machines too.
# With a C host's bench (Tools/bench/c-host.c, which make bench builds), W1 as a C program hosts
# it too: through the SDL path, and through the pixel path.
# Usage: window.sh PATH-TO-sliding-tabs [PATH-TO-c-host-bench]
set -u
app=$1
c_host=${2:-}
if ! probe=$("$app" bench --window --frames 1 2>&1 >/dev/null); then
    case $probe in
        *"display"*) echo "bench --window skipped: ${probe#sliding-tabs: bench --window: }"; exit 0 ;;
        *) echo "$probe" >&2; exit 1 ;;
    esac
fi
# The program's own choice (OpenGL where there is a GPU, SDL's software renderer where there is
# none), then each renderer forced.
for driver in default opengl software; do
    for rows in 20 1000000; do
        if [ "$driver" = default ]; then
            "$app" bench --window --rows "$rows" || exit 1
        else
            SDL_RENDER_DRIVER=$driver "$app" bench --window --rows "$rows" || exit 1
        fi
    done
done
# As a host program embeds it (Examples/EmbeddedPager's way), with the renderer the program chooses.
for rows in 20 1000000; do
    "$app" bench --window --embedded --rows "$rows" || exit 1
done
# As a C program hosts it through the C library: its renderer, its sidebar, the pager beside it.
if [ -n "$c_host" ]; then
    for path in sdl pixels; do
        for rows in 20 1000000; do
            if [ "$path" = sdl ]; then "$c_host" --rows "$rows" || exit 1; else "$c_host" --rows "$rows" --pixels || exit 1; fi
        done
    done
fi
