/// What the desktop asks of programs' looks, as the Settings portal gives it
/// (`org.freedesktop.portal.Settings`, which GTK 4, Qt 6, Firefox and Chromium read).
public struct DesktopPreferences: Sendable, Equatable {
    /// `org.freedesktop.appearance color-scheme` 1: the user prefers dark colours.
    public var prefersDark = false
    /// `org.freedesktop.appearance contrast` 1: the user asked for high contrast.
    public var highContrast = false
    /// `org.gnome.desktop.interface enable-animations` false: the user asked for less motion.
    public var reducesMotion = false
    /// `org.gnome.desktop.interface text-scaling-factor`: how much larger text is wanted (1: as designed).
    public var textScale = 1.0

    /// What a desktop without a portal asks: nothing.
    public init() {}

    /// The settings this reads, as namespace and key.
    static let keys = [
        ("org.freedesktop.appearance", "color-scheme"), ("org.freedesktop.appearance", "contrast"),
        ("org.gnome.desktop.interface", "enable-animations"), ("org.gnome.desktop.interface", "text-scaling-factor"),
    ]

    /// Takes the setting `key` of `namespace` as `value` (a number; a boolean as 0 or 1); others are ignored.
    mutating func apply(_ namespace: String, _ key: String, _ value: Double) {
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme"): prefersDark = value == 1
        case ("org.freedesktop.appearance", "contrast"): highContrast = value == 1
        case ("org.gnome.desktop.interface", "enable-animations"): reducesMotion = value == 0
        case ("org.gnome.desktop.interface", "text-scaling-factor"): textScale = value.isFinite && value >= 0.5 && value <= 3 ? value : 1
        default: break
        }
    }

    /// Takes the setting `key` of `namespace` as `other` has it; others are ignored.
    mutating func take(_ namespace: String, _ key: String, from other: DesktopPreferences) {
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme"): prefersDark = other.prefersDark
        case ("org.freedesktop.appearance", "contrast"): highContrast = other.highContrast
        case ("org.gnome.desktop.interface", "enable-animations"): reducesMotion = other.reducesMotion
        case ("org.gnome.desktop.interface", "text-scaling-factor"): textScale = other.textScale
        default: break
        }
    }
}
