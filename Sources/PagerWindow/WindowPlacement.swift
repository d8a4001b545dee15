import CSDL2

/// Where a new window goes on its display: a window larger than the display's usable area (the
/// screen less its panels), with the frame the window manager puts around it (a title bar,
/// borders), is fitted inside it, so the title bar and the window's bottom are on the screen.
enum WindowPlacement {
    /// The frame the window manager puts around `window` (top, left, bottom, right, in window
    /// units); nil while it has said none (before the window is shown, or with no window manager).
    static func frame(of window: OpaquePointer) -> (top: Int32, left: Int32, bottom: Int32, right: Int32)? {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) == 0, top + left + bottom + right > 0 else { return nil }
        return (top, left, bottom, right)
    }

    /// Fits a window larger than its display's usable area (less its frame, when known) into
    /// it, and centres a window whose size is not the one requested (fitted, or grown to its
    /// minimum size), since it was centred at the size asked for. A window that fits as asked
    /// stays where it is.
    /// - Returns: whether the window was cut to fit the screen.
    static func place(_ window: OpaquePointer, requestedWidth: Int32, requestedHeight: Int32) -> Bool {
        let display = SDL_GetWindowDisplayIndex(window)
        var usable = SDL_Rect()
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &usable) == 0, usable.w > 0, usable.h > 0 else { return false }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
        SDL_GetWindowMinimumSize(window, &minimumWidth, &minimumHeight)
        let frame = frame(of: window) ?? (0, 0, 0, 0)
        guard
            let fit = fit(
                requested: (requestedWidth, requestedHeight), minimum: (minimumWidth, minimumHeight),
                usable: (usable.x, usable.y, usable.w, usable.h), frame: frame)
        else { return false }
        if fit.size != (width, height) { SDL_SetWindowSize(window, fit.size.width, fit.size.height) }
        SDL_SetWindowPosition(window, fit.origin.x, fit.origin.y)
        return fit.isCut
    }

    /// Where a window asked to be `requested` (no smaller than `minimum`) goes in the `usable`
    /// area with `frame` around it: its size, its origin (centred in the room the frame leaves)
    /// and whether the screen cut it; nil when it fits as asked (it stays where it was put).
    static func fit(
        requested: (width: Int32, height: Int32), minimum: (width: Int32, height: Int32),
        usable: (x: Int32, y: Int32, width: Int32, height: Int32), frame: (top: Int32, left: Int32, bottom: Int32, right: Int32)
    ) -> (size: (width: Int32, height: Int32), origin: (x: Int32, y: Int32), isCut: Bool)? {
        let room = (width: max(usable.width - frame.left - frame.right, 1), height: max(usable.height - frame.top - frame.bottom, 1))
        let size = (
            width: max(min(requested.width, room.width), minimum.width), height: max(min(requested.height, room.height), minimum.height)
        )
        guard size != requested else { return nil }
        let origin = (
            x: usable.x + frame.left + max((room.width - size.width) / 2, 0), y: usable.y + frame.top + max((room.height - size.height) / 2, 0)
        )
        return (size, origin, size.width < requested.width || size.height < requested.height)
    }
}
