#!/bin/sh
# Usage: order.sh PROGRAM ORDER_FILE. Part of `make build`: lists the functions of PROGRAM that run
# when it starts and draws (the bench's W1 and W3, a headless tour), as callgrind sees them, into
# ORDER_FILE, which the release link (lld) reads to place them together at the start of the code.
# Scattered through 11 MB of code (most of it the statically linked Swift runtime), they made the
# kernel map about 1 MB more of it. Prints "changed" when the list is not the one ORDER_FILE held
# (the program must then be linked again), nothing otherwise. Without valgrind nothing is ordered.
# Valgrind 3.19 cannot read this toolchain's debug info ("Possibly corrupted debuginfo file") and
# then names no function of the program, so it runs a copy without debug info (the names come
# from the symbol table); a list of fewer than 500 functions stops the build.
set -eu
program=$1 order=$2
if ! command -v valgrind >/dev/null; then
    echo "sliding-tabs build: valgrind not found, functions not ordered (apt-get install valgrind)" >&2
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$program" "$work/sliding-tabs"
program=$work/sliding-tabs
profile() {
    name=$1
    shift
    (cd "$work" && HOME=$work XDG_CACHE_HOME=$work/cache XDG_STATE_HOME=$work/state SDL_VIDEODRIVER=dummy SLIDING_TABS_BENCH_SPAWN_NS=1 \
        valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" "$program" "$@" >/dev/null 2>"$work/$name.log") || true
}
profile w1 bench --rows 1000000
profile w3 bench --rows 20 --world
profile tour --headless
python3 - "$work"/*.out > "$work/order.txt" <<'PY'
import re, sys
pattern = re.compile(r'(c?ob|c?fn)=\((\d+)\)(?: (.*))?')
functions = set()
for path in sys.argv[1:]:
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
listed=$(wc -l < "$work/order.txt")
if [ "$listed" -lt 500 ]; then
    echo "sliding-tabs build: callgrind named only $listed functions of the program to order; valgrind said:" >&2
    tail -n 3 "$work"/*.log >&2
    exit 1
fi
if ! cmp -s "$work/order.txt" "$order"; then
    mv "$work/order.txt" "$order"
    echo changed
fi
