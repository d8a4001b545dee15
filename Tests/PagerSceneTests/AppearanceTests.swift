import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// The desktop's appearance applied to a look: dark colours, high contrast, larger text, less
/// motion, and a scene that takes a new look keeping its place.
@Suite("Appearance")
struct AppearanceTests {
    @Test func theTransformsReachEveryColourOfATheme() {
        let colours = Mirror(reflecting: Theme()).children.filter { $0.value is Color }.count
        #expect(colours == Theme.colors.count)
    }

    @Test func darkTurnsGreysRoundAndKeepsColours() {
        let dark = Theme().darkened()
        #expect(dark.pageColor.lightness < 30 && dark.rowTextColor.lightness > 200)
        #expect(dark.indicatorColor == Theme().indicatorColor && dark.switchOnColor == Theme().switchOnColor)
        #expect(dark.hoverColor.a == Theme().hoverColor.a && dark.hoverColor.lightness > 200)  // a tint lightens a dark page
    }

    @Test func highContrastStrengthensLinesAndTextButNotSurfaces() {
        let strong = Theme().highContrast()
        #expect(strong.separatorColor.lightness < Theme().separatorColor.lightness - 80)
        #expect(strong.titleColor.lightness < Theme().titleColor.lightness)
        #expect(strong.pageColor == Theme().pageColor)
        let darkStrong = Theme().darkened().highContrast()
        #expect(darkStrong.separatorColor.lightness > Theme().darkened().separatorColor.lightness + 60)
    }

    @Test func textScalingGrowsFontsAndBars() {
        let large = Theme().scalingText(by: 1.5)
        #expect(large.titleFontSize == 24 && large.rowFontSize == 24 && large.tabBarHeight == 90)
        #expect(large.sideBarWidth == 144 && large.sideTabHeight == 96)  // a side bar's titles keep their room
        #expect(Theme().scalingText(by: 1) == Theme() && Theme().scalingText(by: .nan) == Theme())
    }

    @Test func reducedMotionLandsATapAtOnceAndADragStillFollows() {
        var theme = Theme()
        theme.reducesMotion = true
        var driver = SceneDriver(theme: theme)
        driver.click(driver.scene.tabCenter(2) ?? Point(x: 0, y: 0))
        #expect(driver.scene.pageOffset == 2 * 800)  // no frame in between
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        for x in stride(from: 590.0, through: 500, by: -10) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .mouse))
        }
        #expect(driver.scene.pageOffset > 2 * 800 + 50)  // the pages follow the pointer
    }

    @Test func aNewLookKeepsThePageAndItsPlace() {
        var driver = SceneDriver()
        driver.key(.digit(3))
        driver.wait(0.5)
        driver.scene.setTheme(Theme().darkened().scalingText(by: 1.5))
        #expect(driver.scene.selectedTab == 2 && driver.scene.pageOffset == 2 * 800)
        #expect(driver.scene.tabBarFrame.height == 90 && driver.scene.theme.pageColor.lightness < 30)
    }
}
