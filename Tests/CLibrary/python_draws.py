#!/usr/bin/python3
"""Usage: python_draws.py PACKAGE-FOLDER CONFIG OUT.png. The slidingtabs package as a Python
programmer installs it (pip, or the Debian package): `import slidingtabs` must come from
PACKAGE-FOLDER (not the checkout); a pager made from CONFIG, left to settle (pictures decoded),
is drawn with slidingtabs.pygame.draw into a pygame Surface of the config's size, saved as
OUT.png. A `with` block ends the pager; a bad config raises slidingtabs.Error with its message."""
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

import slidingtabs  # noqa: E402
import slidingtabs.pygame  # noqa: E402

folder, config, out = sys.argv[1:4]
if not os.path.realpath(slidingtabs.__file__).startswith(os.path.realpath(folder)):
    sys.exit(f"python-draws: slidingtabs came from {slidingtabs.__file__}, not {folder}")
try:
    slidingtabs.Pager.from_json("{", "broken.json")
    sys.exit("python-draws: a broken config raised nothing")
except slidingtabs.Error as error:
    if error.status != slidingtabs.ERROR_CONFIG or not error.message.startswith("broken.json:"):
        sys.exit(f"python-draws: a broken config raised {error.status}: {error.message}")
with slidingtabs.Pager.from_file(config) as pager:
    _, _, width, height = pager.frame()
    surface = pygame.Surface((int(width), int(height)))
    clock = 0.0
    pager.advance(clock)
    while pager.is_animating() and clock < 60:
        time.sleep(0.002)
        clock += 1 / 60
        pager.advance(clock)
    list(pager.events())
    slidingtabs.pygame.draw(pager, surface)
    pygame.image.save(surface, out)
if pager._handle is not None:
    sys.exit("python-draws: the with block did not end the pager")
