#!/usr/bin/env python3
"""Usage: c_api.py [ROOT]. Part of `make check-rules`: the C library's header,
Sources/CSlidingTabs/include/slidingtabs.h, is the one list of its functions. Fails (exit 1)
naming each function that:

- has no doc block of its own right above it, or one without `@since X.Y`;
- is missing from the Debian symbols file (debian/libslidingtabs1.symbols), or dated there with
  another version than its `@since` (and a symbol there that the header does not declare);
- is missing from the Python package (Python/slidingtabs/__init__.py: its name in quotes), from
  docs/c-api.md's table of functions (a row starting with `name(`), or from the fuzz target
  (Tools/fuzz/CAPIFuzz/capi.c: a call `name(`),

unless Tools/rules/c-api-allowed.txt lists it for that place with its reason. A deprecated alias
(declared with ST_DEPRECATED) needs its doc block and symbol, and a row in the docs' table of
old names; it is left out of the Python module and the fuzz target, which call the new name.
"""
import os
import re
import sys

HEADER = 'Sources/CSlidingTabs/include/slidingtabs.h'
SYMBOLS = 'debian/libslidingtabs1.symbols'
PLACES = {
    'python': ('Python/slidingtabs/__init__.py', lambda name: f'"{name}"'),
    'docs': ('docs/c-api.md', lambda name: f'| `{name}('),
    'fuzz': ('Tools/fuzz/CAPIFuzz/capi.c', lambda name: f'{name}('),
}
ALLOWED = 'Tools/rules/c-api-allowed.txt'
DECLARATION = re.compile(r'^[a-z_][a-z_ *]*?\b(st_[a-z_]+)\(')


def functions(header):
    """Each function the header declares: (name, its doc block or None, deprecated)."""
    lines = header.split('\n')
    found = []
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        statement = line
        end = index
        while ';' not in statement and end + 1 < len(lines):
            end += 1
            statement += lines[end]
        # The doc block ends on the line just above the declaration.
        doc = None
        if index > 0 and lines[index - 1].rstrip().endswith('*/'):
            start = index - 1
            while start >= 0 and '/**' not in lines[start]:
                start -= 1
            if start >= 0:
                doc = '\n'.join(lines[start:index])
        found.append((match.group(1), doc, 'ST_DEPRECATED(' in statement))
    return found


def allowed(root):
    """(place, name) pairs the allow-list excuses; each line 'place name: reason'."""
    excused, problems = set(), []
    path = os.path.join(root, ALLOWED)
    if not os.path.exists(path):
        return excused, problems
    for number, line in enumerate(open(path, encoding='utf-8'), 1):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        match = re.match(r'^(\w+) (st_[a-z_]+): (.+)$', line)
        if not match or match.group(1) not in PLACES:
            problems.append(f'{ALLOWED}:{number}: not "place name: reason" (places: {", ".join(PLACES)})')
            continue
        excused.add((match.group(1), match.group(2)))
    return excused, problems


def main(root):
    header = open(os.path.join(root, HEADER), encoding='utf-8').read()
    declared = functions(header)
    excused, broken = allowed(root)
    symbols = {}
    for line in open(os.path.join(root, SYMBOLS), encoding='utf-8'):
        match = re.match(r'^ (st_[a-z_]+)@\S+ (\d+)\.(\d+)', line)
        if match:
            symbols[match.group(1)] = f'{match.group(2)}.{match.group(3)}'
    texts = {place: open(os.path.join(root, path), encoding='utf-8').read() for place, (path, _) in PLACES.items()}
    for name, doc, deprecated in declared:
        since = re.search(r'@since (\d+\.\d+)\b', doc or '')
        if doc is None:
            broken.append(f'{name} has no doc block of its own right above it')
        elif not since:
            broken.append(f'{name}\'s doc block says no "@since X.Y"')
        if name not in symbols:
            broken.append(f'{name} is not in {SYMBOLS}')
        elif since and symbols[name] != since.group(1):
            broken.append(f'{name} is @since {since.group(1)} in the header, {symbols[name]} in {SYMBOLS}')
        for place, (path, written) in PLACES.items():
            if deprecated and place != 'docs' or (place, name) in excused:
                continue
            if written(name) not in texts[place]:
                broken.append(f'{name} is not in {path} (or list it in {ALLOWED} with the reason)')
    names = {name for name, _, _ in declared}
    for name in sorted(set(symbols) - names):
        broken.append(f'{SYMBOLS} lists {name}, which the header does not declare')
    for place, name in sorted(excused):
        if name not in names:
            broken.append(f'{ALLOWED} excuses {name}, which the header does not declare')
    for problem in broken:
        print(f'sliding-tabs rules: {problem}', file=sys.stderr)
    return 1 if broken else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else '.'))
