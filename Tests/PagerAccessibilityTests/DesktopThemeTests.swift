import PagerAccessibility
import PagerScene
import Testing

/// A host's theme as the desktop's settings ask for it.
@Suite("The desktop's theme")
struct DesktopThemeTests {
    @Test func darkContrastMotionAndTextFollowTheSettingsAndAHostsChoiceWins() {
        var preferences = DesktopPreferences()
        preferences.prefersDark = true
        preferences.reducesMotion = true
        preferences.textScale = 1.5
        let base = Theme()
        let theme = preferences.theme(from: base)
        #expect(theme.pageColor == base.darkened().pageColor && theme.pageColor != base.pageColor)
        #expect(theme.reducesMotion && theme.titleFontSize == base.titleFontSize * 1.5)
        #expect(preferences.theme(from: base, dark: false).pageColor == base.pageColor, "the host's light wins")
        preferences.highContrast = true
        #expect(preferences.theme(from: base, dark: false).separatorColor == base.highContrast().separatorColor)
        #expect(DesktopPreferences().theme(from: base).pageColor == base.pageColor)
    }
}
