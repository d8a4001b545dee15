import CSDL2

/// Owns an SDL renderer. Caches holding the renderer's textures keep a reference to it, so
/// the renderer is destroyed only after every texture made with it, and the window it draws
/// into (if any) only after the renderer.
final class RendererHandle {
    let pointer: OpaquePointer
    /// What the renderer draws into and must outlive it: a window.
    private let target: WindowHandle?

    init(owning pointer: OpaquePointer, drawingInto target: WindowHandle? = nil) {
        self.pointer = pointer
        self.target = target
    }

    deinit { SDL_DestroyRenderer(pointer) }
}

/// Owns an SDL window.
final class WindowHandle {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) { self.pointer = pointer }

    deinit { SDL_DestroyWindow(pointer) }
}
