import PagerCore
import PagerScene

/// Drawing of the host's own, with SDL, at its place in a draw list: a custom page adds one with
/// `DrawList.callback(_:in:)` (as Dear ImGui's `ImDrawCallback`), and ``DrawListRenderer`` runs it
/// with the renderer's viewport the pager's, its clip rectangle the page's (the list's current
/// clip), and everything the callback changes on the renderer put back afterwards.
public final class SDLDrawCallback: DrawCallback {
    /// What a callback draws with.
    public struct Context {
        /// The host's renderer, the pager's viewport and the clip rectangle set.
        public let renderer: OpaquePointer
        /// The rectangle the callback was given, in pixels of the pager's viewport.
        public let frame: SDL_Rect
        /// Pixels per layout point.
        public let scale: Double
        /// Whether the scene is mirrored (right to left): `frame` is already where the mirrored
        /// rectangle is; what is drawn inside it is the callback's to mirror.
        public let isMirrored: Bool
    }

    let body: (Context) -> Void

    /// A callback that draws with `body`.
    public init(_ body: @escaping (Context) -> Void) { self.body = body }
}
