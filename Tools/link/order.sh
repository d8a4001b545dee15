#!/bin/sh
# Writes Tools/link/symbol-order.txt: the functions of sliding-tabs that run when it starts and
# draws (the bench's W1 and W3, a headless tour), which the release build's linker (lld) places
# together at the start of the program's code. Scattered through 11 MB of code (most of it the
# statically linked Swift runtime), they made the kernel map about 6 MB of it; together, about 2 MB
# less. Run it after large changes (needs valgrind: apt-get install valgrind); functions renamed
# since are simply not ordered.
set -eu
cd "$(dirname "$0")/../.."
make build > "${TMPDIR:-/tmp}/order-build.log" 2>&1 || { cat "${TMPDIR:-/tmp}/order-build.log"; exit 1; }
app=$(pwd)/.build/release/sliding-tabs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() { SLIDING_TABS_BENCH_SPAWN_NS=1 valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.out" "$app" "$@" >/dev/null 2>&1 || true; }
cd "$work"
run bench --rows 1000000
run bench --rows 20 --world
HOME=$work XDG_CACHE_HOME=$work/cache valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/tour.out" "$app" --headless >/dev/null 2>&1 || true
cd - >/dev/null
python3 - "$app" "$work"/*.out > Tools/link/symbol-order.txt <<'PY'
import re, sys
binary, outputs = sys.argv[1], sys.argv[2:]
pattern = re.compile(r'(c?ob|c?fn)=\((\d+)\)(?: (.*))?')
functions = set()
for path in outputs:
    objects, names, current = {}, {}, None
    for line in open(path, errors='replace'):
        match = pattern.match(line.strip())
        if not match:
            continue
        kind, number, name = match.groups()
        if kind in ('ob', 'cob'):
            if name:
                objects[number] = name
            if kind == 'ob':
                current = objects.get(number)
        else:
            if name:
                names[number] = name
            if kind == 'fn' and current and current.endswith('/sliding-tabs'):
                functions.add(names.get(number))
# Callgrind marks recursion levels with a quote; addresses without a name cannot be ordered.
named = {f.split("'")[0] for f in functions if f and not f.startswith('0x') and not f.startswith('(')}
print('\n'.join(sorted(named)))
PY
echo "Tools/link/symbol-order.txt: $(wc -l < Tools/link/symbol-order.txt) functions"
# The build does not see the list change: drop the program so the next build links it again.
rm -f .build/release/sliding-tabs
