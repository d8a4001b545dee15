#!/bin/sh
# Peak memory while swiping through a gallery of 10 and of 100 pictures of 4000x3000 pixels
# (generated here, not committed), and through the 100 zooming into each (a double tap, 2.5x,
# decoded at four times the page's pixels) and back: one JSON line each.
# Usage: gallery.sh PATH-TO-sliding-tabs
set -eu
app=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 - <<'PY'
import json, struct, zlib
width, height = 4000, 3000
rows = []
for y in range(height):
    row = bytearray(width * 3)
    row[0::3] = bytes((x * 255 // width) for x in range(width))
    row[1::3] = bytes([y * 255 // height]) * width
    row[2::3] = bytes((((x // 200) + (y // 200)) % 2) * 200 for x in range(width))
    rows.append(b"\0" + bytes(row))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 1)) + chunk(b"IEND", b"")
open("picture.png", "wb").write(png)
for count in (10, 100):
    config = {"tabs": [{"title": "Gallery", "page": {"type": "gallery", "images": [f"p{i}.png" for i in range(count)]}}]}
    open(f"gallery{count}.json", "w").write(json.dumps(config))
    open(f"swipe{count}.script", "w").write("drag 700,300 -> 100,300 in 100ms\nwait 300ms\nscreenshot shot.png\n" * count)
open("zoom100.script", "w").write(
    "double-click 400,300\nwait 300ms\nscreenshot shot.png\nkey 0\nwait 300ms\ndrag 700,300 -> 100,300 in 100ms\nwait 300ms\n" * 100)
PY
for i in $(seq 0 99); do ln -f picture.png "p$i.png"; done
for run in 10:swipe10 100:swipe100 100:zoom100; do
    count=${run%%:*} script=${run#*:}
    workload=gallery
    [ "$script" = zoom100 ] && workload=gallery-zoom
    /usr/bin/time -f "%M %e" -o usage.txt "$app" --headless --config "gallery$count.json" --script "$script.script"
    awk -v count="$count" -v workload="$workload" '{ printf "{\"impl\":\"sliding-tabs\",\"workload\":\"%s\",\"pictures\":%d,\"picture_pixels\":\"4000x3000\",\"peak_rss_mb\":%.1f,\"seconds\":%s}\n", workload, count, $1 / 1024, $2 }' usage.txt
done
