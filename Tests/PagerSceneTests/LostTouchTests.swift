import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// Fingers never wedge input, and each part of the view has its own, as on Android and iOS: a
/// finger whose lift never comes gives way to the mouse, to a cancel and to a touch after five
/// silent seconds; a finger on the tab bar taps it while another rests on a picture, and a
/// pinch is made only of fingers on the picture.
@Suite("Lost and stray touches")
struct LostTouchTests {
    static let page = Point(x: 400, y: 300)

    /// A finger down on the first page whose lift never comes.
    static func stuckFinger() -> SceneDriver {
        var driver = SceneDriver()
        driver.send(.pointerDown(page, .touch, id: 1))
        driver.wait(0.1)
        return driver
    }

    /// Finger `finger` swiping the pages from 600 to 120 over 12 frames, and lifting.
    static func swipe(_ driver: inout SceneDriver, finger: Int) {
        driver.send(.pointerDown(Point(x: 600, y: 300), .touch, id: finger))
        for step in 1...12 {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 600 - 40 * Double(step), y: 300), .touch, id: finger))
        }
        driver.send(.pointerUp(Point(x: 120, y: 300), .touch, id: finger))
    }

    @Test func theMouseWorksWhileAFingerIsStuck() throws {
        var driver = Self.stuckFinger()
        driver.click(try #require(driver.scene.tabCenter(2)))
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 2)
        driver.send(.pointerMove(Point(x: 100, y: 300), .touch, id: 1))  // the old finger moves nothing now
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 2 && driver.scene.settledTab == 2)
    }

    @Test(arguments: [(450.0, 0), (250.0, 1)])
    func aCancelledDragSettlesOnTheNearestPage(releaseX: Double, page: Int) {
        var driver = SceneDriver()
        driver.send(.pointerDown(Point(x: 700, y: 300), .touch, id: 1))
        for step in 1...10 {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 700 - (700 - releaseX) * Double(step) / 10, y: 300), .touch, id: 1))
        }
        driver.send(.pointerCancel)  // a quick drag: released, it would fling to page 1 either way
        driver.wait(1)
        #expect(driver.scene.selectedTab == page && driver.scene.settledTab == page && !driver.scene.isAnimating)
        driver.send(.pointerUp(Point(x: releaseX, y: 300), .touch, id: 1))  // a lift after the cancel is nobody's
        driver.wait(1)
        #expect(driver.scene.selectedTab == page)
    }

    @Test func aCancelledTapTapsNothing() throws {
        var driver = SceneDriver()
        let tab = try #require(driver.scene.tabCenter(3))
        driver.send(.pointerDown(tab, .touch, id: 1))
        driver.send(.pointerCancel)
        driver.send(.pointerUp(tab, .touch, id: 1))
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0)
    }

    /// After five silent seconds a new touch is a gesture of its own: its lift ends it (joined to
    /// the stuck finger, the drag would go on until that one lifted).
    @Test func aTouchAfterFiveSilentSecondsStartsAfresh() {
        var driver = Self.stuckFinger()
        driver.wait(5.1)
        Self.swipe(&driver, finger: 2)
        driver.wait(1)
        #expect(driver.scene.settledTab == 1 && !driver.scene.isAnimating)
    }

    /// The five seconds count from the fingers' last movement, not their press: a finger that
    /// keeps moving for six seconds is not lost, and a second finger then joins its gesture.
    @Test func aFingerMovingForOverFiveSecondsIsNotLost() {
        var driver = Self.stuckFinger()
        for step in 1...12 {
            driver.wait(0.5)
            driver.send(.pointerMove(Point(x: Self.page.x, y: Self.page.y + Double(step % 2)), .touch, id: 1))  // within the slop
        }
        Self.swipe(&driver, finger: 2)
        driver.wait(1)
        #expect(driver.scene.settledTab == 0 && driver.scene.pager.isDragging, "the moving finger was taken for lost")
    }

    @Test func withinFiveSecondsASecondFingerOnThePagesJoinsTheGesture() {
        var driver = Self.stuckFinger()
        driver.wait(2)
        Self.swipe(&driver, finger: 2)
        driver.wait(1)
        #expect(driver.scene.settledTab == 0 && driver.scene.pager.isDragging, "the drag goes on with the finger still down")
    }

    @Test func aFingerOnTheTabBarTapsItWhileAnotherRestsOnAPicture() throws {
        var (driver, _) = PictureZoomTests.driver()
        driver.send(.pointerDown(Point(x: 400, y: 330), .touch, id: 1))
        driver.wait(0.2)
        let tab = try #require(driver.scene.tabCenter(0))
        driver.send(.pointerDown(tab, .touch, id: 2))
        driver.wait(0.05)
        driver.send(.pointerUp(tab, .touch, id: 2))
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0)
    }

    @Test func aFingerRestingOnTheTabBarIsNoPartOfAPinch() throws {
        var (driver, _) = PictureZoomTests.driver()
        let tab = try #require(driver.scene.tabCenter(2))
        driver.send(.pointerDown(tab, .touch, id: 1))
        driver.send(.pointerDown(Point(x: 400, y: 330), .touch, id: 2))
        for step in 1...15 {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400 + 10 * Double(step), y: 330), .touch, id: 2))
        }
        #expect(driver.scene.pictureZoom == 1)
        driver.send(.pointerUp(Point(x: 550, y: 330), .touch, id: 2))
        driver.send(.pointerUp(tab, .touch, id: 1))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1 && driver.scene.selectedTab == 2, "the resting finger's lift taps its tab")
    }
}

/// A pinch's rubber band is drawn below 1x as above 4x, and springs back as soon as a finger lifts.
@Suite("Pinch limits")
struct PinchLimitTests {
    @Test func belowOneThePictureIsDrawnSmallerAndSpringsBack() throws {
        var (driver, _) = PictureZoomTests.driver()
        PictureZoomTests.pinch(&driver, at: Point(x: 400, y: 330), from: 300, to: 150, lifts: false)
        let zoom = try #require(driver.scene.pictureZoom)
        let frame = try #require(PictureZoomTests.pictureFrame(driver))
        #expect(zoom < 0.95)
        #expect(abs(frame.width - 720 * zoom) < 1, "drawn at \(frame.width) for a zoom of \(zoom)")
        driver.send(.pointerUp(Point(x: 475, y: 330), .touch, id: 2))
        driver.send(.pointerUp(Point(x: 325, y: 330), .touch, id: 1))
        driver.wait(0.6)
        #expect(driver.scene.pictureZoom == 1 && PictureZoomTests.pictureFrame(driver)?.width == 720)
    }

    @Test func pastFourOneFingerLiftingSpringsBackAtOnce() throws {
        var (driver, _) = PictureZoomTests.driver()
        PictureZoomTests.pinch(&driver, at: Point(x: 400, y: 330), from: 100, to: 600, lifts: false)
        #expect(try #require(driver.scene.pictureZoom) > 4.05)
        driver.send(.pointerUp(Point(x: 700, y: 330), .touch, id: 2))
        driver.wait(0.5)
        #expect(abs(try #require(driver.scene.pictureZoom) - 4) < 0.01, "the other finger is still down")
        driver.send(.pointerMove(Point(x: 150, y: 400), .touch, id: 1))
        driver.wait(0.1)
        #expect(abs(try #require(driver.scene.pictureZoom) - 4) < 0.01)
    }
}
