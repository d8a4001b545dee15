import PagerCore

/// The desktop's appearance and accessibility settings applied to a look: dark colours, high
/// contrast and larger text (the program follows the Settings portal with them; a host may too).
extension Theme {
    /// Every colour of a theme, for the transforms below.
    static var colors: [WritableKeyPath<Theme, Color>] {
        [
            \.tabBarColor, \.tabBarHairlineColor, \.titleColor, \.selectedTitleColor, \.indicatorColor, \.pageColor, \.rowTextColor,
            \.separatorColor, \.tableBackground, \.rowColor, \.secondaryTextColor, \.badgeColor, \.focusColor, \.hoverColor,
            \.pressedColor, \.highlightColor, \.switchOnColor, \.switchOffColor, \.accentColor, \.messageBackground,
            \.paragraphTextColor, \.chevronColor, \.switchKnobShadowColor, \.navigationBarColor, \.messageTextColor,
        ]
    }
    /// The colours things are drawn on, rather than in.
    static var surfaces: [WritableKeyPath<Theme, Color>] {
        [
            \.tabBarColor, \.pageColor, \.tableBackground, \.rowColor, \.navigationBarColor, \.messageBackground,
        ]
    }

    /// The look in dark colours: every grey (a background, a text, a line, a tint) turned round
    /// in lightness, white pages becoming near black and black text near white, as a desktop's
    /// dark style does; coloured ones (the indicator, badges, switches, accents) kept.
    public func darkened() -> Theme {
        var dark = self
        for path in Self.colors { dark[keyPath: path] = self[keyPath: path].turnedDark }
        return dark
    }

    /// The look in high contrast: every grey text, line and tint moved most of the way from the
    /// pages' colour to black (on light pages) or white (on dark ones), so separators, secondary
    /// text and unselected titles stand out; the surfaces and coloured ones kept.
    public func highContrast() -> Theme {
        var strong = self
        let onDark = pageColor.lightness < 128
        for path in Self.colors where !Self.surfaces.contains(path) {
            strong[keyPath: path] = self[keyPath: path].contrasted(towardWhite: onDark)
        }
        return strong
    }

    /// The look with text `factor` times as large (the desktop's text scaling), the bars, a side
    /// bar's width and its tabs growing with it; 1 leaves it as it is.
    public func scalingText(by factor: Double) -> Theme {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        let factor = min(max(factor, 0.5), 3)
        var scaled = self
        scaled.titleFontSize *= factor
        scaled.rowFontSize *= factor
        scaled.tabBarHeight *= factor
        scaled.sideTabHeight *= factor
        scaled.sideBarWidth *= factor
        scaled.textScale *= factor
        return scaled
    }
}

extension Color {
    /// How light the colour looks, 0 to 255 (Rec. 601 weights).
    var lightness: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }

    /// Whether the colour is a grey (its channels within 40 of each other).
    var isGrey: Bool { max(r, g, b) - min(r, g, b) < 40 }

    /// A grey turned round in lightness within 18-235 (white to near black, black to near
    /// white), its hue and alpha kept; a colour as it is.
    var turnedDark: Color {
        guard isGrey else { return self }
        let shift = (18 + (255 - lightness) * (235 - 18) / 255) - lightness
        func channel(_ value: UInt8) -> UInt8 { UInt8(min(max(Double(value) + shift, 0), 255).rounded()) }
        return Color(channel(r), channel(g), channel(b), a)
    }

    /// A grey moved 60% of the way to black, or to white, and made opaquer; a colour as it is.
    func contrasted(towardWhite: Bool) -> Color {
        guard isGrey else { return self }
        let target: Color = towardWhite ? Color(255, 255, 255, a) : Color(0, 0, 0, a)
        var strong = Color.lerp(self, target, 0.6)
        strong.a = UInt8(min(Double(a) * 1.6, 255).rounded())
        return strong
    }
}
