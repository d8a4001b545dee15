#!/usr/bin/env python3
"""Usage: check.py [ROOT]. Part of `make check-rules`: the limits that keep the project's rooms
small. Fails (exit 1) naming each one broken:

- the Scene type, its declaration and every extension of it under Sources/PagerScene, at most
  600 lines of code (doc comments, comments and blank lines left out: a cap must never cost
  documentation; the scene coordinates, behaviour belongs to the part that owns it);
- the renderer's front, Sources/PagerSDL/Rendering/DrawListRenderer.swift, at most 150 lines;
- README.md at most 250 lines (a guide; the reference lives in docs/);
- every source file (Swift, C, Python, shell) under Sources, Tests, Tools and Examples at most
  400 lines; a public C header (Sources/CSlidingTabs/include) 400 lines of code, its doc
  comments and blank lines left out: the cap is for code, and every function of a public
  header has its own doc block;
- the C library's header as the one list of its functions (Tools/rules/c_api.py).
"""
import os
import re
import sys

import c_api

SCENE_LIMIT, FRONT_LIMIT, README_LIMIT, FILE_LIMIT = 600, 150, 250, 400
SOURCE_ENDINGS = ('.swift', '.c', '.h', '.py', '.sh')


def type_lines(root, name):
    """Lines of code inside the declaration and every extension of Swift type `name` under
    `root`: from the line that opens it to the one that closes its braces (strings and comments
    left out of the brace count), comment and blank lines not counted."""
    head = re.compile(r'^\s*(@\w+(\(.*?\))?\s+)*((public|package|internal|fileprivate|private|open|final)\s+)*'
                      r'(struct|class|enum|actor|extension)\s+' + re.escape(name) + r'\b(?![.+])')
    total = 0
    for folder, _, files in os.walk(root):
        for file in files:
            if not file.endswith('.swift'):
                continue
            with open(os.path.join(folder, file), encoding='utf-8', errors='replace') as text:
                lines = text.read().split('\n')
            index = 0
            while index < len(lines):
                if not head.match(lines[index]):
                    index += 1
                    continue
                depth, end, opened = 0, index, False
                while end < len(lines):
                    code = re.sub(r'"(\\.|[^"\\])*"', '""', lines[end].split('//')[0])
                    depth += code.count('{') - code.count('}')
                    opened = opened or '{' in code
                    if opened and depth <= 0:
                        break
                    end += 1
                total += sum(1 for line in lines[index:end + 1] if line.strip() and not line.strip().startswith('//'))
                index = end + 1
    return total


def line_count(path):
    with open(path, encoding='utf-8', errors='replace') as text:
        return sum(1 for _ in text)


PUBLIC_HEADERS = 'Sources/CSlidingTabs/include'


def code_line_count(path):
    """Lines of a C header that hold code: comments and blank lines left out."""
    with open(path, encoding='utf-8', errors='replace') as text:
        code = re.sub(r'/\*.*?\*/', '', text.read(), flags=re.S)
    return sum(1 for line in code.split('\n') if line.strip())


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    broken = []
    scene = type_lines(os.path.join(root, 'Sources/PagerScene'), 'Scene')
    if scene > SCENE_LIMIT:
        broken.append(f'the Scene type is {scene} lines of code (its declaration and extensions under Sources/PagerScene), '
                      f'over {SCENE_LIMIT}: give the behaviour to the part that owns it')
    front = os.path.join(root, 'Sources/PagerSDL/Rendering/DrawListRenderer.swift')
    if os.path.exists(front) and line_count(front) > FRONT_LIMIT:
        broken.append(f'the renderer front {os.path.relpath(front, root)} is {line_count(front)} lines, over {FRONT_LIMIT}')
    readme = os.path.join(root, 'README.md')
    if os.path.exists(readme) and line_count(readme) > README_LIMIT:
        broken.append(f'README.md is {line_count(readme)} lines, over {README_LIMIT}: keep it a guide, the reference in docs/')
    for top in ('Sources', 'Tests', 'Tools', 'Examples'):
        for folder, folders, files in os.walk(os.path.join(root, top)):
            folders[:] = sorted(f for f in folders if not f.startswith('.'))
            for file in sorted(files):
                path = os.path.join(folder, file)
                if not file.endswith(SOURCE_ENDINGS):
                    continue
                public = os.path.relpath(folder, root) == PUBLIC_HEADERS and file.endswith('.h')
                lines = code_line_count(path) if public else line_count(path)
                if lines > FILE_LIMIT:
                    kind = 'lines of code' if public else 'lines'
                    broken.append(f'{os.path.relpath(path, root)} is {lines} {kind}, over {FILE_LIMIT}: split it by concern')
    for problem in broken:
        print(f'sliding-tabs rules: {problem}', file=sys.stderr)
    return 1 if broken or c_api.main(root) else 0


if __name__ == '__main__':
    sys.exit(main())
