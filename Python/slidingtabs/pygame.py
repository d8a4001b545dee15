"""The pager in a pygame program: drawn into a Surface, fed pygame's events.

    import pygame, slidingtabs, slidingtabs.pygame
    with slidingtabs.Pager.from_file("news.json") as pager:
        pager.set_frame(200, 0, 800, 600)              # where it is in the window
        for event in pygame.event.get():
            slidingtabs.pygame.handle_event(pager, event, time.monotonic())
        pager.advance(time.monotonic())
        slidingtabs.pygame.draw(pager, window)         # into its frame of the window Surface

The pixel path: the pager writes RGBA pixels; pygame's own SDL draws them. Nothing here needs
the pager's SDL renderer.
"""

import pygame

import slidingtabs

# pygame's keys the pager takes, as the C API names them (letters and digits go as they are).
KEYS = {pygame.K_LEFT: slidingtabs.KEY_LEFT, pygame.K_RIGHT: slidingtabs.KEY_RIGHT, pygame.K_UP: slidingtabs.KEY_UP,
        pygame.K_DOWN: slidingtabs.KEY_DOWN, pygame.K_PAGEUP: slidingtabs.KEY_PAGE_UP,
        pygame.K_PAGEDOWN: slidingtabs.KEY_PAGE_DOWN, pygame.K_HOME: slidingtabs.KEY_HOME,
        pygame.K_END: slidingtabs.KEY_END, pygame.K_TAB: slidingtabs.KEY_TAB, pygame.K_RETURN: slidingtabs.KEY_ENTER,
        pygame.K_SPACE: slidingtabs.KEY_SPACE, pygame.K_BACKSPACE: slidingtabs.KEY_BACKSPACE,
        pygame.K_F5: slidingtabs.KEY_F5, pygame.K_PLUS: slidingtabs.KEY_PLUS,
        pygame.K_KP_PLUS: slidingtabs.KEY_PLUS, pygame.K_EQUALS: slidingtabs.KEY_PLUS,
        pygame.K_MINUS: slidingtabs.KEY_MINUS, pygame.K_KP_MINUS: slidingtabs.KEY_MINUS}

def draw(pager, surface):
    """Draws the pager into `surface` (any pygame Surface) at its frame: the frame's size is
    the pager's, in the surface's pixels."""
    x, y, width, height = (int(value) for value in pager.frame())
    if width <= 0 or height <= 0:
        return
    # The pager writes RGBA32 (R, G, B, A in memory order) into pixels kept with it (only those
    # that changed since the last frame); pygame converts them while it blits.
    if pager._pixels is None or pager._pixels[0] != (width, height):
        pixels = bytearray(width * height * 4)
        pager._pixels = ((width, height), pixels, pygame.image.frombuffer(pixels, (width, height), "RGBA"))
    _, pixels, page = pager._pixels
    pager.render_pixels(pixels, width, height, width * 4)
    surface.blit(page, (x, y))


def modifiers(pressed):
    """pygame's modifier bits (`event.mod`) as the C API's."""
    return ((slidingtabs.MOD_SHIFT if pressed & pygame.KMOD_SHIFT else 0)
            | (slidingtabs.MOD_CTRL if pressed & pygame.KMOD_CTRL else 0)
            | (slidingtabs.MOD_ALT if pressed & pygame.KMOD_ALT else 0))


def handle_event(pager, event, time):
    """Gives the pager a pygame event of the window, at `time` (seconds, a clock that only goes
    forward). True when it was the pager's: a press in its frame and that gesture's moves and
    release, the wheel over it, one of its keys (arrows, pages, Home, End, Tab, Enter, Space,
    Backspace, F5, + and -, digits, letters with Ctrl or Alt) while it has the keyboard: after a
    press in its frame, not after one outside. Escape and the rest stay the host's."""
    x0, y0, width, height = pager.frame()

    def inside(x, y):
        return x0 <= x < x0 + width and y0 <= y < y0 + height

    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        if getattr(event, "touch", False):
            return False  # a finger's, given as the finger's
        x, y = event.pos
        if event.type == pygame.MOUSEMOTION:
            if not (inside(x, y) or pager._gesture):
                return False
            pager.pointer_move(slidingtabs.POINTER_MOUSE, 0, x - x0, y - y0, time)
            return True
        if event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            pager._focused = inside(x, y)
            if not pager._focused:
                return False
            pager._gesture = True
            pager.pointer_down(slidingtabs.POINTER_MOUSE, 0, x - x0, y - y0, time)
            return True
        if not pager._gesture:
            return False
        pager._gesture = False
        pager.pointer_up(slidingtabs.POINTER_MOUSE, 0, x - x0, y - y0, time)
        return True
    if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
        size = pygame.display.get_surface().get_size() if pygame.display.get_surface() else (x0 + width, y0 + height)
        x, y = event.x * size[0], event.y * size[1]
        if event.type == pygame.FINGERDOWN:
            pager._focused = inside(x, y)
            if not pager._focused:
                return False
            pager._fingers.add(event.finger_id)
        elif event.finger_id not in pager._fingers:
            return False
        if event.type == pygame.FINGERUP:
            pager._fingers.discard(event.finger_id)
        call = {pygame.FINGERDOWN: pager.pointer_down, pygame.FINGERMOTION: pager.pointer_move,
                pygame.FINGERUP: pager.pointer_up}[event.type]
        call(slidingtabs.POINTER_TOUCH, event.finger_id % 2**31, x - x0, y - y0, time)
        return True
    if event.type == pygame.MOUSEWHEEL:
        x, y = pygame.mouse.get_pos()
        if not inside(x, y):
            return False
        flipped = -1 if getattr(event, "flipped", False) else 1
        pager.wheel(event.x * flipped, event.y * flipped, x - x0, y - y0, pygame.key.get_mods() & pygame.KMOD_SHIFT, time)
        return True
    if event.type == pygame.KEYDOWN and pager._focused:
        key, held = KEYS.get(event.key), modifiers(event.mod)
        if key is None and (pygame.K_0 <= event.key <= pygame.K_9
                            or pygame.K_a <= event.key <= pygame.K_z and held & (slidingtabs.MOD_CTRL | slidingtabs.MOD_ALT)):
            key = event.key
        if key is None:
            return False
        pager.key_press(key, held, time)
        return True
    return False
