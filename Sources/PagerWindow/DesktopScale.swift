import CProgram
import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// The scale the desktop asks programs to draw at, read as GTK and Qt read it on X11, where SDL
/// scales nothing itself: `GDK_SCALE` (a whole number), else the X server's `Xft.dpi` over 96
/// (192 is 2x, 144 1.5x). Elsewhere (Wayland scales for SDL) and without either, 1.
package enum DesktopScale {
    /// The scale now, `GDK_SCALE` read from `environment` (the process's by default).
    package static func current(environment: [String: String]? = nil) -> Double {
        guard SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" else { return 1 }
        let gdkScale = environment.map { $0["GDK_SCALE"] } ?? getenv("GDK_SCALE").map { String(cString: $0) }
        if let text = gdkScale, let scale = Int(text), (1...4).contains(scale) { return Double(scale) }
        let dpi = cshims_x11_xft_dpi()
        guard dpi > 96 else { return 1 }
        return min((dpi / 96 * 100).rounded() / 100, 4)
    }
}
