#!/bin/sh
# W1 in a real, shown window at 20 and 1000000 rows, with SDL's default renderer and with its
# software one: one JSON line each (make bench). Where there is no usable display it says so in
# one line and succeeds, so make bench runs headless machines too.
# Usage: window.sh PATH-TO-sliding-tabs
set -u
app=$1
if ! probe=$("$app" bench --window --frames 1 2>&1 >/dev/null); then
    case $probe in
        *"display"*) echo "bench --window skipped: ${probe#sliding-tabs: bench --window: }"; exit 0 ;;
        *) echo "$probe" >&2; exit 1 ;;
    esac
fi
for driver in default software; do
    for rows in 20 1000000; do
        if [ "$driver" = software ]; then
            SDL_RENDER_DRIVER=software "$app" bench --window --rows "$rows" || exit 1
        else
            "$app" bench --window --rows "$rows" || exit 1
        fi
    done
done
