import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Interaction")
struct InteractionTests {
    @Test(arguments: [PointerKind.mouse, .touch])
    func aRightToLeftDragLandsOnTheNextPage(kind: PointerKind) {
        var driver = SceneDriver()
        driver.drag(from: Point(x: 600, y: 300), to: Point(x: 200, y: 300), seconds: 0.2, kind: kind)
        driver.wait(1)
        #expect(driver.scene.pager.offset == 800 && driver.scene.selectedTab == 1)
    }

    @Test func aSlowShortDragReturns() {
        var driver = SceneDriver()
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        for step in 1...30 {
            driver.time += SceneDriver.frame
            driver.send(.pointerMove(Point(x: 600 - Double(step) * 9, y: 300), .mouse))  // a third of a page in 0.5 s
        }
        driver.time += 0.1
        driver.send(.pointerUp(Point(x: 330, y: 300), .mouse))
        driver.wait(1)
        #expect(driver.scene.pager.offset == 0 && driver.scene.selectedTab == 0)
    }

    @Test func aVerticalDragScrollsTheListAndNotThePager() {
        var driver = SceneDriver()
        driver.drag(from: Point(x: 400, y: 500), to: Point(x: 440, y: 300), seconds: 0.3)
        #expect(driver.scene.pager.offset == 0)
        let atRelease = driver.scene.scrollOffset(0)
        #expect(atRelease > 150)
        driver.wait(3)
        #expect(driver.scene.pager.offset == 0)
        // About 667 units/s at release coasts about 333 more (iOS deceleration).
        #expect(abs(driver.scene.scrollOffset(0) - atRelease - 333) < 40)
    }

    @Test func aHorizontalDragNeverScrollsTheList() {
        var driver = SceneDriver()
        driver.drag(from: Point(x: 600, y: 300), to: Point(x: 200, y: 420), seconds: 0.3)
        #expect(driver.scene.scrollOffset(0) == 0)
        #expect(driver.scene.scrollOffset(1) == 0)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1)
    }

    @Test func listsCoastWithMomentumAfterAFlick() {
        var driver = SceneDriver()
        driver.key(.digit(4))  // 100 rows of 44
        driver.wait(0.4)
        driver.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 400), seconds: 0.1)
        let atRelease = driver.scene.scrollOffset(3)
        driver.wait(0.5)
        let later = driver.scene.scrollOffset(3)
        #expect(later > atRelease + 100)
        driver.wait(5)
        #expect(!driver.scene.isAnimating)
    }

    @Test func clickingATabAnimatesThereInThreeHundredMilliseconds() {
        var driver = SceneDriver()
        driver.click(driver.scene.tabCenter(2)!)
        driver.wait(0.15)
        #expect(driver.scene.pager.offset > 0 && driver.scene.pager.offset < 1600)
        #expect(driver.scene.selectedTab == 2)
        driver.wait(0.15)
        #expect(driver.scene.pager.offset == 1600 && !driver.scene.isAnimating)
    }

    @Test func clickingTheSelectedTabDoesNothing() {
        var driver = SceneDriver()
        driver.send(.wheel(dx: 0, dy: -2, at: Point(x: 400, y: 300), shift: false))
        driver.wait(1)  // the list and its scroll indicator come to rest
        driver.click(driver.scene.tabCenter(0)!)
        #expect(!driver.scene.isAnimating && driver.scene.pager.offset == 0)
        #expect(driver.scene.scrollOffset(0) == 160)
    }

    @Test func keysSelectTabsScrollListsAndAskForScreenshotsAndQuit() {
        // The host binds its own shortcuts to requests; the pager's navigation is standard.
        var driver = SceneDriver(
            keyBindings: KeyBindings.standard.adding([
                KeyPress(.f12): .request(.screenshot), KeyPress(.letter("s"), ctrl: true): .request(.screenshot),
                KeyPress(.escape): .request(.quit), KeyPress(.letter("q"), ctrl: true): .request(.quit),
            ]))
        driver.key(.right); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 1)
        driver.key(.left); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 0)
        driver.key(.left); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 0)
        driver.key(.end); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 5)
        driver.key(.home); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 0)
        driver.key(.digit(9)); driver.wait(0.4)
        #expect(driver.scene.selectedTab == 0)
        driver.key(.down); driver.wait(0.3)
        #expect(driver.scene.scrollOffset(0) == 60)
        driver.key(.pageDown); driver.wait(0.3)
        #expect(driver.scene.scrollOffset(0) == 540)
        driver.key(.up); driver.wait(0.3)
        #expect(driver.scene.scrollOffset(0) == 480)
        #expect(driver.requests.isEmpty)
        driver.key(.f12)
        driver.key(.letter("s"), ctrl: true)
        driver.key(.escape)
        driver.key(.letter("q"), ctrl: true)
        driver.key(.letter("s"))
        #expect(driver.requests == [.screenshot, .screenshot, .quit, .quit])
        // Without the host's bindings, those keys do nothing.
        var plain = SceneDriver()
        plain.key(.f12)
        plain.key(.escape)
        #expect(plain.requests.isEmpty)
    }

    /// A wheel notch sideways (Shift+wheel, or a horizontal wheel) turns a page at once and rests
    /// within 400 ms; a notch during the animation adds a page to its target.
    @Test func aSidewaysNotchTurnsAPageAtOnce() {
        var driver = SceneDriver()
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: true))
        driver.wait(3.0 / 60)
        #expect(driver.scene.pager.offset >= 0.2 * 800, "after 50 ms: \(driver.scene.pager.offset)")
        driver.wait(21.0 / 60)
        #expect(driver.scene.pager.offset == 800 && driver.scene.selectedTab == 1 && !driver.scene.isAnimating)
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: true))
        driver.wait(0.1)
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: true))
        driver.wait(0.4)
        #expect(driver.scene.pager.offset == 2400 && driver.scene.selectedTab == 3)
        #expect(driver.scene.scrollOffset(0) == 0)
        driver.send(.wheel(dx: -1, dy: 0, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.4)
        #expect(driver.scene.pager.offset == 1600)
    }

    /// A touchpad's precise sideways deltas move the pages one to one and snap when they stop.
    @Test func preciseSidewaysDeltasMoveThePagesAndSnap() {
        var driver = SceneDriver()
        driver.send(.wheel(dx: 0.5, dy: 0, at: Point(x: 400, y: 300), shift: false))
        #expect(driver.scene.pager.offset == 40)
        #expect(driver.scene.nextDeadline != nil)
        driver.wait(0.1)
        driver.send(.wheel(dx: 4.5, dy: 0, at: Point(x: 400, y: 300), shift: false))
        driver.wait(1)
        #expect(driver.scene.pager.offset == 800 && driver.scene.selectedTab == 1)
    }

    /// A wheel notch scrolls a list 80 points over 100 ms; notches add up; a touchpad's precise
    /// delta scrolls at once.
    @Test func wheelNotchesScrollListsSmoothly() {
        var driver = SceneDriver()
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false))
        driver.wait(3.0 / 60)
        let midway = driver.scene.scrollOffset(0)
        #expect(midway > 0 && midway < 80)
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        #expect(driver.scene.scrollOffset(0) == 160)
        driver.send(.wheel(dx: 0, dy: 0.25, at: Point(x: 400, y: 300), shift: false))
        #expect(driver.scene.scrollOffset(0) == 140)
    }

    @Test func resizingKeepsTheCurrentPageAligned() {
        var driver = SceneDriver()
        driver.key(.digit(3)); driver.wait(0.4)
        driver.send(.resize(Size(width: 333, height: 250)))
        #expect(driver.scene.pager.offset == 666)
        #expect(driver.scene.indicatorFrame.minX == 2 * 333.0 / 6)
        driver.send(.resize(Size(width: 1920, height: 1080)))
        #expect(driver.scene.pager.offset == 3840)
        let rows = driver.drawList.texts.filter { $0.string.hasPrefix("I am") }
        #expect(rows.allSatisfy { $0.frame.minX == 16 && $0.string.hasSuffix("3th TableView.") })
    }

    @Test func theCustomPageButtonShowsAMessageThatExpires() {
        var driver = SceneDriver()
        driver.key(.digit(5)); driver.wait(0.4)
        driver.click(Point(x: 400, y: 238))
        #expect(driver.scene.message?.text == "The button on the Custom page was pressed")
        #expect(driver.drawList.texts.contains { $0.string == "The button on the Custom page was pressed" })
        driver.wait(2.6)
        #expect(driver.scene.message == nil)
    }

    @Test func aPressCatchesASettlingPagerAndIsNotATap() {
        var driver = SceneDriver()
        driver.key(.digit(5))
        driver.wait(0.1)
        let caughtAt = driver.scene.pager.offset
        driver.click(Point(x: 400, y: 238))
        #expect(driver.scene.pager.offset == caughtAt)
        #expect(driver.scene.message == nil)
        driver.wait(1)
        #expect(driver.scene.pager.offset == 800 * (caughtAt / 800).rounded())
    }
}

@Suite("Quick short flicks")
struct QuickFlickTests {
    /// The flick grid: a flick turns the page exactly when it travels 25 points or more from
    /// where it went down at 400 points/s or faster (ViewPager's and Compose's rule), however few
    /// frames it lasts: the press and the moves inside the slop count as velocity samples.
    @Test(arguments: [PointerKind.touch, .mouse])
    func flicksTurnThePageAsThePhonePagersDo(kind: PointerKind) {
        for distance in stride(from: 20.0, through: 80, by: 10) {
            for frames in [2, 3, 4, 6] {
                var driver = SceneDriver()
                let seconds = Double(frames) / 60
                driver.drag(from: Point(x: 500, y: 300), to: Point(x: 500 - distance, y: 300), seconds: seconds, kind: kind)
                driver.wait(1)
                let turns = distance >= 25 && distance / seconds >= 400
                #expect(driver.scene.selectedTab == (turns ? 1 : 0), "\(kind) flick of \(distance) pt in \(Int(seconds * 1000)) ms")
                #expect(driver.scene.pager.offset == Double(driver.scene.selectedTab) * 800)
            }
        }
    }

    /// Rule 4's examples: 60 points over two frames and 48 points over 50 ms both turn the page.
    @Test func theRuleExamplesTurnThePage() {
        for (distance, frames) in [(60.0, 2), (48.0, 3)] {
            var driver = SceneDriver()
            driver.drag(from: Point(x: 500, y: 300), to: Point(x: 500 - distance, y: 300), seconds: Double(frames) / 60, kind: .touch)
            driver.wait(1)
            #expect(driver.scene.selectedTab == 1, "\(distance) pt over \(frames) frames")
        }
    }
}
