#!/usr/bin/python3
"""A pygame program hosting the pager through the slidingtabs package (Python/slidingtabs).

The pager draws into pixels the program owns (slidingtabs.pygame.draw: the C API's pixel path,
shown in the window's Surface): no SDL renderer of the pager's. Beside it, a sidebar of the
program's own; on its first tab, 100 000 of the program's rows, asked for only as they come on
screen; pygame's mouse, finger, wheel and key events passed in; the pager's events printed.
Run from the checkout, it uses the package there unless one is installed.

    python3 host.py                         the window (Esc or closing it ends it)
    python3 host.py --config FILE           the pager shows a config of the program's format
    python3 host.py [--config FILE] --screenshot OUT.png
                                            renders the first frame (the pager alone, at the
                                            config's size) into OUT.png, no window, and ends
    python3 host.py --frames N              ends after N frames (with --print-events: all events,
                                            the pages' motion too)
    python3 host.py --click X,Y             clicks at X,Y of the window once the first frame shows
"""

import argparse
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402 (after the prompt is hidden)

try:
    import slidingtabs
except ImportError:  # not installed: the checkout's
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir, "Python"))
    import slidingtabs
import slidingtabs.pygame  # noqa: E402

SIDEBAR_WIDTH = 200
MESSAGES = 100_000

# The pager's three tabs when no config is given: the inbox, a table of settings, and a list.
MAILBOX = """{"tabBar": {"height": 48, "layout": "equal"},
 "tabs": [
  {"title": "Inbox", "badge": 12, "page": {"type": "list", "rows": 0, "rowHeight": 64}},
  {"title": "Settings", "page": {"type": "table", "sections": [{"header": "Mail", "rows": [
    {"type": "switch", "id": "notify", "title": "Notify me of new mail", "on": true}]}]}},
  {"title": "Colours", "page": {"type": "color"}}
 ]}"""

def inbox_row(index):
    """The program's own data: message `index`, made when the pager asks for it."""
    return (f"Message {index + 1}: the weekly report", f"From colleague {index % 40 + 1}")


def print_events(pager, everything):
    for event in pager.events():
        if not everything and event.type in ("pagesScrolled", "scrollStateChanged"):
            continue
        words = f" {event.text}" if event.text else ""
        row = f" row {event.row}" if event.type == "rowTapped" else ""
        print(f"event: {event.type} tab {event.tab}{row}{words}", flush=True)


def screenshot(pager, path):
    """The config's first frame, once nothing moves (pictures decoded), into `path`."""
    _, _, width, height = pager.frame()
    width, height = int(width), int(height)
    pixels = bytearray(width * height * 4)
    clock, frames = 0.0, 0
    pager.advance(clock)
    while pager.is_animating() and frames < 15000:
        time.sleep(0.002)
        clock += 1 / 60
        frames += 1
        pager.advance(clock)
    pager.render_pixels(pixels, width, height, width * 4)
    pygame.image.save(pygame.image.frombuffer(pixels, (width, height), "RGBA"), path)


def main():
    parser = argparse.ArgumentParser(prog="python-host", description="A pygame program hosting the pager.")
    parser.add_argument("--config", help="a config of the program's format (docs/reference.md)")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render the config's first frame into OUT.png and end")
    parser.add_argument("--frames", type=int, default=-1, help="end after N frames")
    parser.add_argument("--print-events", action="store_true", help="print every event, the pages' motion too")
    parser.add_argument("--click", metavar="X,Y", type=lambda text: tuple(int(v) for v in text.split(",", 1)),
                        help="click at X,Y of the window once the first frame shows")
    options = parser.parse_args()
    try:
        pager = slidingtabs.Pager.from_file(options.config) if options.config else slidingtabs.Pager.from_json(MAILBOX, "mailbox")
    except slidingtabs.Error as error:
        sys.exit(f"python-host: {error}")
    with pager:
        if not options.config:
            pager.set_rows(0, MESSAGES, 64, inbox_row, slidingtabs.ROWS_REFRESH)
        if options.screenshot:
            return screenshot(pager, options.screenshot)
        run(pager, options)


def run(pager, options):
    pygame.display.init()
    window = pygame.display.set_mode((SIDEBAR_WIDTH + 800, 600))
    pygame.display.set_caption("Python host")
    pager.set_frame(SIDEBAR_WIDTH, 0, 800, 600)
    frame, waited = 0, []
    while options.frames < 0 or frame < options.frames:
        now = time.monotonic()
        for event in waited + pygame.event.get():
            if event.type == pygame.QUIT:
                return
            if slidingtabs.pygame.handle_event(pager, event, now):
                continue
            # What the pager did not take is the program's: Escape ends it, a click on a row of
            # the sidebar selects that tab.
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.pos[0] < SIDEBAR_WIDTH and event.pos[1] < 48 * pager.tab_count():
                pager.select_tab(event.pos[1] // 48)
        pager.advance(now)
        print_events(pager, options.print_events)
        window.fill((38, 42, 52))
        selected = pager.selected_tab()
        for tab in range(pager.tab_count()):
            colour = (70, 80, 100) if tab == selected else (50, 56, 68)
            window.fill(colour, pygame.Rect(0, tab * 48, SIDEBAR_WIDTH, 47))
        slidingtabs.pygame.draw(pager, window)
        pygame.display.flip()
        frame += 1
        if frame == 1 and options.click:
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=options.click, button=1, touch=False))
        # Idle: sleep until input, or until the pager changes on its own.
        if not pager.is_animating() and options.frames < 0:
            deadline = pager.next_deadline()
            event = pygame.event.wait(1000 if deadline is None else max(1, int((deadline - now) * 1000) + 1))
            waited = [] if event.type == pygame.NOEVENT else [event]


if __name__ == "__main__":
    main()
