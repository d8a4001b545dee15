#!/usr/bin/python3
"""Whether two PNGs show the same pixels (colour, not alpha: both are opaque frames).

    same_pixels.py A.png B.png [--from-row Y]

Compares the rows from Y down (0: all). Prints how many pixels differ and where the first is,
and exits 1, when they differ; exits 0 silently when they are the same."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402


def main():
    first, second = sys.argv[1], sys.argv[2]
    top = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--from-row" else 0
    a, b = pygame.image.load(first), pygame.image.load(second)
    if a.get_size() != b.get_size():
        sys.exit(f"{first} is {a.get_size()}, {second} is {b.get_size()}")
    width, height = a.get_size()
    a, b = pygame.image.tostring(a, "RGB"), pygame.image.tostring(b, "RGB")
    if a[top * width * 3:] == b[top * width * 3:]:
        return
    differ = [(i // 3 % width, i // 3 // width) for i in range(top * width * 3, len(a), 3) if a[i:i + 3] != b[i:i + 3]]
    if differ:
        sys.exit(f"{first} and {second}: {len(differ)} pixels differ, the first at {differ[0]}")


main()
