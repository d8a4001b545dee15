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
        let frame = frame(of: window) ?? (0, 0, 0, 0)
        let room = (max(usable.w - frame.left - frame.right, 1), max(usable.h - frame.top - frame.bottom, 1))
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
        SDL_GetWindowMinimumSize(window, &minimumWidth, &minimumHeight)
        let fitted = (max(min(requestedWidth, room.0), minimumWidth), max(min(requestedHeight, room.1), minimumHeight))
        guard fitted != (requestedWidth, requestedHeight) else { return false }
        if fitted != (width, height) { SDL_SetWindowSize(window, fitted.0, fitted.1) }
        SDL_SetWindowPosition(
            window, usable.x + frame.left + max((room.0 - fitted.0) / 2, 0), usable.y + frame.top + max((room.1 - fitted.1) / 2, 0))
        return fitted.0 < requestedWidth || fitted.1 < requestedHeight
    }
}
