import CSDL2
import PagerScene

/// Shows the pointer shape a scene asks for (`Scene.cursor`) with SDL's system cursors, setting
/// it only when it changes. A host keeps one and calls `show(_:)` after handling input.
public final class CursorShape {
    private var hand: OpaquePointer?
    private var arrow: OpaquePointer?
    private var shown = PointerCursor.arrow

    /// A helper showing the arrow until told otherwise.
    public init() {}

    deinit {
        if let hand { SDL_FreeCursor(hand) }
        if let arrow { SDL_FreeCursor(arrow) }
    }

    /// Shows `cursor` if it is not showing; a display without system cursors keeps its own.
    public func show(_ cursor: PointerCursor) {
        guard cursor != shown else { return }
        shown = cursor
        switch cursor {
        case .hand:
            if hand == nil { hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND) }
            if let hand { SDL_SetCursor(hand) }
        case .arrow:
            if arrow == nil { arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW) }
            if let arrow { SDL_SetCursor(arrow) }
        }
    }

    /// The shape last shown.
    public var current: PointerCursor { shown }
}
