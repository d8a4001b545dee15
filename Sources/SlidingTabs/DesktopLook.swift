import PagerAccessibility
import PagerConfig
import PagerScene
import SlidingTabsKit

/// The program's look as the desktop asks for it: the config's theme, in dark colours when the
/// config says `"appearance": "dark"` or the desktop prefers dark and the config leaves it to it,
/// in high contrast, with larger text, and without sliding selections where motion is reduced.
struct DesktopLook {
    let base: Theme
    let appearance: Appearance

    func theme(for preferences: DesktopPreferences) -> Theme {
        preferences.theme(from: base, dark: appearance == .system ? nil : appearance == .dark)
    }
}
