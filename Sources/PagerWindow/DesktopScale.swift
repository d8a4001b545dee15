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
        return scale(gdkScale: gdkScale) { cshims_x11_xft_dpi() }
    }

    /// The scale for `GDK_SCALE` `gdkScale` (a whole number 1-4 wins), else for the `Xft.dpi`
    /// that `xftDPI` reads (asked only then): over 96, to two places, at most 4; else 1.
    package static func scale(gdkScale: String?, xftDPI: () -> Double) -> Double {
        if let text = gdkScale, let scale = Int(text), (1...4).contains(scale) { return Double(scale) }
        let dpi = xftDPI()
        guard dpi > 96, dpi.isFinite else { return 1 }
        return min((dpi / 96 * 100).rounded() / 100, 4)
    }
}
