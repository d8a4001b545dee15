import CSDL2

/// An SDL renderer the pager draws with, owned (the headless and window canvases make their
/// own) or borrowed (a host's renderer, which the host keeps alive and destroys). Caches holding
/// the renderer's textures keep a reference to it, so an owned renderer is destroyed only after
/// every texture made with it, and what it draws into (a window, a Wayland window's buffers), if
/// it is kept here, only after the renderer.
package final class RendererHandle {
    package let pointer: OpaquePointer
    private let owned: Bool
    /// What the renderer draws into and must outlive it: a window, or a Wayland window's buffers.
    private let target: AnyObject?
    /// Textures made with this renderer and not yet destroyed.
    let textures = TextureLedger()

    package init(owning pointer: OpaquePointer, drawingInto target: AnyObject? = nil) {
        self.pointer = pointer
        owned = true
        self.target = target
    }

    init(borrowing pointer: OpaquePointer) {
        self.pointer = pointer
        owned = false
        target = nil
    }

    deinit { if owned { SDL_DestroyRenderer(pointer) } }
}

/// Counts the textures one renderer's caches have made and not yet destroyed, so a long run
/// can show that none leak.
final class TextureLedger {
    private(set) var live = 0

    func created() { live += 1 }
    func destroyed() { live -= 1 }
}
