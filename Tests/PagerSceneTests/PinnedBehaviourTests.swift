import PagerCore
import PagerScene
import PagerTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Behaviours users rely on that no test pinned: a different tab's tap is a selection only, the
/// newest finger still down takes over a drag, and a rotating pinch zooms about the fingers'
/// midpoint.
@Suite("Pinned behaviours")
struct PinnedBehaviourTests {
    @Test func tappingAnotherTabSelectsItAndReselectsNothing() throws {
        var driver = SceneDriver()
        driver.forgetEvents()
        driver.click(try #require(driver.scene.tabCenter(2)))
        driver.wait(0.5)
        #expect(driver.events.contains(.tabSelected(from: 0, to: 2, cause: .tap)))
        #expect(!driver.events.contains { if case .tabReselected = $0 { return true } else { return false } })
        driver.forgetEvents()
        driver.click(try #require(driver.scene.tabCenter(2)))
        #expect(driver.events.contains(.tabReselected(2)))
    }

    /// Three fingers down, the newest (3) driving: when it lifts, the newest still down (2), not
    /// the oldest (1), drives.
    @Test func theNewestFingerStillDownTakesOver() {
        var driver = MultitouchTests.driver(.latest)
        driver.send(MultitouchTests.touch(.down, 600, finger: 1))
        for x in stride(from: 590.0, through: 520, by: -10) { MultitouchTests.frame(&driver, [MultitouchTests.touch(.move, x, finger: 1)]) }
        MultitouchTests.frame(&driver, [MultitouchTests.touch(.down, 400, finger: 2)])
        MultitouchTests.frame(&driver, [MultitouchTests.touch(.down, 200, finger: 3)])
        MultitouchTests.frame(&driver, [MultitouchTests.touch(.up, 200, finger: 3)])
        let before = driver.scene.pageOffset
        MultitouchTests.frame(&driver, [MultitouchTests.touch(.move, 500, finger: 1)])
        #expect(driver.scene.pageOffset == before, "finger 1 does not drive")
        MultitouchTests.frame(&driver, [MultitouchTests.touch(.move, 380, finger: 2)])
        #expect(abs(driver.scene.pageOffset - before - 20) < 0.001, "finger 2 drives: \(driver.scene.pageOffset - before)")
    }

    /// Two fingers turning about their midpoint while spreading: the picture point under the
    /// midpoint stays under it (about the first finger, it would drift by half the turn).
    @Test func aRotatingPinchZoomsAboutTheMidpoint() throws {
        var (driver, _) = PictureZoomTests.driver()
        let centre = Point(x: 400, y: 330)
        let before = try #require(PictureZoomTests.pictureFrame(driver))
        let picturePoint = PictureZoomTests.picturePoint(centre, in: before)
        func fingers(spread: Double, angle: Double) -> (Point, Point) {
            let dx = cos(angle) * spread / 2, dy = sin(angle) * spread / 2
            return (Point(x: centre.x - dx, y: centre.y - dy), Point(x: centre.x + dx, y: centre.y + dy))
        }
        let start = fingers(spread: 100, angle: 0)
        driver.send(.pointerDown(start.0, .touch, id: 1))
        driver.send(.pointerDown(start.1, .touch, id: 2))
        for step in 1...20 {
            driver.wait(SceneDriver.frame)
            let now = fingers(spread: 100 + Double(step) * 5, angle: Double(step) * .pi / 40)  // to 200 apart, turned 90°
            driver.send(.pointerMove(now.0, .touch, id: 1))
            driver.send(.pointerMove(now.1, .touch, id: 2))
        }
        let after = try #require(PictureZoomTests.pictureFrame(driver))
        #expect(abs(after.width / before.width - 2) < 0.01)
        let now = PictureZoomTests.picturePoint(centre, in: after)
        #expect(abs(now.x - picturePoint.x) < 0.002 && abs(now.y - picturePoint.y) < 0.002, "\(now) was \(picturePoint)")
    }
}
