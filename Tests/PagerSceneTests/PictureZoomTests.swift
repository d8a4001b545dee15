import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// Pictures zoom as in PhotoView and iOS Photos: a pinch about the point between the fingers,
/// 1x to 4x with a rubber band past the limits, a double tap, Ctrl+wheel and keys; a zoomed
/// picture pans, and only at its edge do the pictures or pages beside it take the drag.
@Suite("Zooming pictures")
struct PictureZoomTests {
    /// Every picture at once, 400x300 (4:3), at any size asked; remembers the sizes asked.
    final class Pictures: SceneImageSource {
        var asked: [PixelBox] = []
        var kept: [String: Set<PixelBox>] = [:]
        func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
            asked.append(pixels)
            return .ready(SceneImage(PixelImage(width: 400, height: 300, color: .white), name: path))
        }
        func keepOnly(_ images: [String: Set<PixelBox>]) { kept = images }
        var isLoading: Bool { false }
    }

    /// Three tabs: a colour page, a gallery of three pictures, a single picture. The pages are
    /// 800x540 (under a 60-point bar): a 4:3 picture fits them 720x540, from x 40 to 760.
    static func driver(direction: LayoutDirection = .leftToRight, on tab: Int = 1) -> (SceneDriver, Pictures) {
        var theme = Theme()
        theme.direction = direction
        let content = SceneContent(tabs: [
            TabContent(title: "Colour", page: .colorBlock(.red, Size(width: 1, height: 1))),
            TabContent(title: "Gallery", page: .images(ImagePages(paths: ["a.png", "b.png", "c.png"], isGallery: true))),
            TabContent(title: "Picture", page: .images(ImagePages(paths: ["d.png"]))),
        ])
        var driver = SceneDriver(content: content, theme: theme)
        let pictures = Pictures()
        driver.scene.imageSource = pictures
        driver.scene.selectTab(tab, animated: false)
        driver.wait(0.1)
        return (driver, pictures)
    }

    /// Where the picture up on the selected page is drawn (the widest picture drawn).
    static func pictureFrame(_ driver: SceneDriver) -> Rect? {
        driver.drawList.commands.compactMap { command -> Rect? in
            if case .image(_, let rect, nil) = command, rect.width >= 300 { return rect }
            return nil
        }.max { $0.width < $1.width }
    }

    /// The point of the picture (0-1 across and down) that view point `point` shows.
    static func picturePoint(_ point: Point, in frame: Rect) -> Point {
        Point(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
    }

    /// Two fingers centred on `centre`, from `from` to `to` apart over `frames` frames; lifts
    /// them when `lifts`.
    static func pinch(_ driver: inout SceneDriver, at centre: Point, from: Double, to: Double, frames: Int = 20, lifts: Bool = true) {
        func fingers(_ spread: Double) -> [Point] {
            [Point(x: centre.x - spread / 2, y: centre.y), Point(x: centre.x + spread / 2, y: centre.y)]
        }
        let start = fingers(from)
        driver.send(.pointerDown(start[0], .touch, id: 1))
        driver.send(.pointerDown(start[1], .touch, id: 2))
        for frame in 1...frames {
            driver.wait(SceneDriver.frame)
            let now = fingers(from + (to - from) * Double(frame) / Double(frames))
            driver.send(.pointerMove(now[0], .touch, id: 1))
            driver.send(.pointerMove(now[1], .touch, id: 2))
        }
        guard lifts else { return }
        let end = fingers(to)
        driver.send(.pointerUp(end[1], .touch, id: 2))
        driver.send(.pointerUp(end[0], .touch, id: 1))
    }

    @Test func aPictureStartsAtOneAndOtherPagesHaveNoZoom() throws {
        var (driver, _) = Self.driver()
        #expect(driver.scene.pictureZoom == 1)
        let frame = try #require(Self.pictureFrame(driver))
        #expect(frame == Rect(x: 40, y: 60, width: 720, height: 540))
        driver.scene.selectTab(0, animated: false)
        driver.wait(0.1)
        #expect(driver.scene.pictureZoom == nil)
    }

    /// A pinch from 1x to 2x about a point: the point of the picture under the fingers' centre
    /// stays under it, within a point.
    @Test func aPinchZoomsAboutThePointBetweenTheFingers() throws {
        var (driver, _) = Self.driver()
        let centre = Point(x: 500, y: 380)
        let before = Self.picturePoint(centre, in: try #require(Self.pictureFrame(driver)))
        Self.pinch(&driver, at: centre, from: 100, to: 200)
        driver.wait(0.5)
        #expect(abs((driver.scene.pictureZoom ?? 0) - 2) < 0.001)
        let frame = try #require(Self.pictureFrame(driver))
        #expect(abs(frame.width - 1440) < 0.01)
        let after = Self.picturePoint(centre, in: frame)
        #expect(abs((after.x - before.x) * frame.width) < 1 && abs((after.y - before.y) * frame.height) < 1)
        #expect(driver.scene.pageOffset == 800 && driver.scene.selectedTab == 1, "a pinch moves no page")
    }

    /// Past 4x and below 1x the zoom follows with a rubber band, and springs back on release.
    @Test func pastTheLimitsTheZoomRubberBandsAndSpringsBack() {
        var (driver, _) = Self.driver()
        Self.pinch(&driver, at: Point(x: 400, y: 330), from: 100, to: 700, lifts: false)
        let pulled = driver.scene.pictureZoom ?? 0
        #expect(pulled > 4 && pulled < 5, "7x asked shows \(pulled)")
        driver.send(.pointerUp(Point(x: 750, y: 330), .touch, id: 2))
        driver.send(.pointerUp(Point(x: 50, y: 330), .touch, id: 1))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 4)

        Self.pinch(&driver, at: Point(x: 400, y: 330), from: 400, to: 40, lifts: false)
        let pushed = driver.scene.pictureZoom ?? 0
        #expect(pushed < 1 && pushed > 0.5, "a tenth of fit asked shows \(pushed)")
        driver.send(.pointerUp(Point(x: 420, y: 330), .touch, id: 2))
        driver.send(.pointerUp(Point(x: 380, y: 330), .touch, id: 1))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1)
    }

    /// Pinched past 4x, one finger lifts and the other pans on: the zoom springs back to 4x about
    /// that finger, the point of the picture under it staying under it frame by frame (it slid
    /// about 9 points a frame, springing about the pinch's old centre), and the pan goes on 1:1.
    @Test func pastFourTimesTheSpringBackKeepsThePointUnderTheFingerStillDown() throws {
        var (driver, _) = Self.driver()
        Self.pinch(&driver, at: Point(x: 400, y: 330), from: 60, to: 400, lifts: false)
        #expect((driver.scene.pictureZoom ?? 0) > 4)
        driver.send(.pointerUp(Point(x: 200, y: 330), .touch, id: 1))
        var finger = Point(x: 600, y: 330)
        let held = Self.picturePoint(finger, in: try #require(Self.pictureFrame(driver)))
        for _ in 0..<30 {
            finger = Point(x: finger.x - 6, y: finger.y + 2)
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(finger, .touch, id: 2))
            let frame = try #require(Self.pictureFrame(driver))
            let under = Self.picturePoint(finger, in: frame)
            #expect(
                abs((under.x - held.x) * frame.width) < 1 && abs((under.y - held.y) * frame.height) < 1,
                "the picture slid under the finger at \(finger): \((under.x - held.x) * frame.width), \((under.y - held.y) * frame.height)")
        }
        #expect(driver.scene.pictureZoom == 4, "back at the limit")
        driver.send(.pointerUp(finger, .touch, id: 2))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 4)
    }

    /// A double tap (or click) zooms to 2.5x about that point; another goes back to fit.
    @Test func aDoubleTapZoomsInAndBackOut() throws {
        var (driver, _) = Self.driver(on: 2)
        let point = Point(x: 300, y: 200)
        let before = Self.picturePoint(point, in: try #require(Self.pictureFrame(driver)))
        driver.click(point)
        driver.wait(0.1)
        driver.click(point)
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 2.5)
        let after = Self.picturePoint(point, in: try #require(Self.pictureFrame(driver)))
        #expect(abs((after.x - before.x) * 1800) < 1 && abs((after.y - before.y) * 1350) < 1)
        driver.send(.pointerDown(point, .touch, id: 1))
        driver.send(.pointerUp(point, .touch, id: 1))
        driver.wait(0.1)
        driver.send(.pointerDown(point, .touch, id: 1))
        driver.send(.pointerUp(point, .touch, id: 1))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1)
        // Two taps far apart in time are not a double tap.
        driver.click(point)
        driver.wait(0.5)
        driver.click(point)
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1)
    }

    /// Ctrl+wheel (a magnify event) zooms at the pointer; `+`, `-` and `0` zoom about the centre.
    @Test func wheelAndKeysZoom() {
        var (driver, _) = Self.driver(on: 2)
        driver.send(.magnify(1.5, at: Point(x: 400, y: 330)))
        #expect(driver.scene.pictureZoom == 1.5)
        driver.send(.magnify(100, at: Point(x: 400, y: 330)))
        #expect(driver.scene.pictureZoom == 4)
        driver.key(.digit(0))
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1)
        driver.key(.plus)
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1.5)
        driver.key(.minus)
        driver.key(.minus)
        driver.wait(0.5)
        #expect(driver.scene.pictureZoom == 1)
        // Not on a picture page: nothing zooms, and the keys do nothing there.
        driver.scene.selectTab(0, animated: false)
        driver.wait(0.1)
        driver.key(.plus)
        driver.send(.magnify(2, at: Point(x: 400, y: 330)))
        #expect(driver.scene.pictureZoom == nil)
    }

    /// A zoomed picture pans under the mouse or a finger; the pages do not move.
    @Test(arguments: [PointerKind.mouse, .touch])
    func aZoomedPicturePans(_ kind: PointerKind) throws {
        var (driver, _) = Self.driver(on: 2)
        driver.send(.magnify(2, at: Point(x: 400, y: 330)))
        let before = try #require(Self.pictureFrame(driver))
        driver.drag(from: Point(x: 500, y: 400), to: Point(x: 400, y: 340), seconds: 0.5, kind: kind)
        let after = try #require(Self.pictureFrame(driver))
        let slop = kind.slop
        #expect(abs(after.minX - (before.minX - 100)) < slop + 1 && abs(after.minY - (before.minY - 60)) < slop + 1, "\(before) -> \(after)")
        #expect(driver.scene.pageOffset == 1600 && driver.scene.selectedTab == 2)
        // A fling coasts on, and stops at the picture's edge.
        driver.drag(from: Point(x: 300, y: 300), to: Point(x: 700, y: 300), seconds: 0.1, kind: kind)
        driver.wait(1)
        let flung = try #require(Self.pictureFrame(driver))
        #expect(flung.minX == 40 * 2 - 80, "at the left edge: the picture's left edge at the page's")
        #expect(driver.scene.pageOffset == 1600, "the pan ended at the edge; the pages stayed")
    }

    /// A mouse drag of `dx` points from `from` over a second, held still a moment before its
    /// release (so it does not fling).
    static func slowDrag(_ driver: inout SceneDriver, from: Point, dx: Double) {
        driver.send(.pointerDown(from, .mouse))
        for frame in 1...60 {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: from.x + dx * Double(frame) / 60, y: from.y), .mouse))
        }
        driver.wait(0.2)
        driver.send(.pointerUp(Point(x: from.x + dx, y: from.y), .mouse))
        driver.wait(1)
    }

    /// The pages take the drag only once the zoomed picture is at its edge: a long drag pans to
    /// the edge, then turns the page (or the gallery's picture), both ways, right to left too.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func thePagesTakeOverOnlyAtThePicturesEdge(_ direction: LayoutDirection) throws {
        // Towards the previous page: rightwards left to right, leftwards right to left.
        let previous: Double = direction == .leftToRight ? 1 : -1
        // The single picture, zoomed 2x about its centre: 1440 wide, 320 points to pan each way.
        var (driver, _) = Self.driver(direction: direction, on: 2)
        driver.send(.magnify(2, at: Point(x: 400, y: 330)))
        // 300 points only pan.
        Self.slowDrag(&driver, from: Point(x: 400, y: 330), dx: 300 * previous)
        #expect(driver.scene.selectedTab == 2 && driver.scene.pageOffset == 1600 && driver.scene.pictureZoom == 2)
        // 1000 more pan the last 20 to the edge, then take the pages most of the way back.
        Self.slowDrag(&driver, from: Point(x: 400, y: 330), dx: 1000 * previous)
        #expect(driver.scene.selectedTab == 1, "the pages took over at the edge")

        // In the gallery, on its first picture, zoomed: a long drag the other way pans to the
        // edge, then goes on to the gallery's second picture, which comes at 1x.
        driver.send(.magnify(2, at: Point(x: 400, y: 330)))
        #expect(driver.scene.pictureZoom == 2)
        Self.slowDrag(&driver, from: Point(x: 400, y: 330), dx: -1300 * previous)
        #expect(driver.scene.selectedTab == 1, "the gallery took the drag, not the pages")
        #expect(driver.scene.pictureZoom == 1, "the next picture is at 1x")
        // Back to the first picture: it was swiped away, so it is at 1x again too.
        Self.slowDrag(&driver, from: Point(x: 400, y: 330), dx: 600 * previous)
        #expect(driver.scene.selectedTab == 1 && driver.scene.pictureZoom == 1)
    }

    /// A zoomed picture is asked for at twice or four times the page's pixels, never more.
    @Test func aZoomedPictureIsAskedForAtItsZoomsPixels() {
        var (driver, pictures) = Self.driver(on: 2)
        driver.send(.magnify(1.8, at: Point(x: 400, y: 330)))
        driver.wait(0.1)
        #expect(pictures.kept["d.png"] == [PixelBox(width: 800, height: 540), PixelBox(width: 1600, height: 1080)])
        driver.send(.magnify(2, at: Point(x: 400, y: 330)))
        driver.wait(0.1)
        #expect(pictures.kept["d.png"] == [PixelBox(width: 800, height: 540), PixelBox(width: 3200, height: 2160)])
        #expect(pictures.asked.allSatisfy { $0.width <= 3200 })
        driver.key(.digit(0))
        driver.wait(0.5)
        #expect(pictures.kept["d.png"] == [PixelBox(width: 800, height: 540)], "back at fit, the zoomed pixels are let go")
    }
}
