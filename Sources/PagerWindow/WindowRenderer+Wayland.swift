import CSDL2
import PagerSDL

extension WindowRenderer {
    /// Whether a window's frames are drawn by the software renderer and shown as Wayland
    /// shared-memory buffers: on Wayland, where `SDL_RENDER_DRIVER` is `software`, or is not set
    /// and the machine has no GPU.
    static var drawsInSharedMemory: Bool {
        guard SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "wayland" else { return false }
        guard let driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER) else { return !machineHasGPU }
        return String(cString: driver) == "software"
    }
}
