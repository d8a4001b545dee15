import PagerCore
import Testing

@testable import PagerScene

@Suite("Badges")
struct BadgeTests {
    static var content: SceneContent {
        let list = PageContent.list(ListContent(rowCount: 20, rowHeight: 44, template: "{row}"))
        return SceneContent(tabs: [
            TabContent(title: "News", page: list), TabContent(title: "Hot", page: list, badge: .dot),
            TabContent(title: "Video", page: list, badge: .count(120)),
        ])
    }

    static func badgeShapes(_ driver: SceneDriver) -> [Rect] {
        driver.drawList.commands.compactMap {
            if case .roundedFill(let rect, _, Theme().badgeColor) = $0 { return rect }
            return nil
        }
    }

    @Test func aDotAndAPillSitAtTheirTitlesTopRightCorners() {
        let driver = SceneDriver(content: Self.content)
        let shapes = Self.badgeShapes(driver)
        #expect(shapes.count == 2)
        let hot = driver.scene.tabFrame(1), video = driver.scene.tabFrame(2)
        let dot = shapes.first { hot.contains(Point(x: $0.midX, y: $0.midY)) }
        let pill = shapes.first { video.contains(Point(x: $0.midX, y: $0.midY)) }
        #expect(dot.map { $0.width == 8 && $0.height == 8 && $0.minX > hot.midX && $0.maxY < hot.midY } == true)
        #expect(pill.map { $0.height == 16 && $0.minX > video.midX && $0.maxY < video.midY + 4 } == true)
        #expect(driver.drawList.texts.contains { $0.string == "99+" && $0.color == .white })
        #expect(TabBadge.count(99).label == "99" && TabBadge.count(100).label == "99+")
    }

    @Test func aNewBadgeGrowsInAndSelectingMayClearIt() {
        var theme = Theme()
        theme.clearsBadgeOnSelect = true
        var driver = SceneDriver(content: Self.content, theme: theme)
        driver.scene.setBadge(.dot, forTab: 0)
        driver.wait(0.1)
        let growing = Self.badgeShapes(driver).first { $0.maxX < driver.scene.tabFrame(0).maxX }
        #expect(growing.map { $0.width > 0 && $0.width < 8 } == true)
        #expect(driver.scene.isAnimating)
        driver.wait(0.2)
        #expect(Self.badgeShapes(driver).count == 3)
        driver.click(driver.scene.tabCenter(2)!)
        driver.wait(0.5)
        #expect(driver.scene.content.tabs[2].badge == nil)
        #expect(driver.scene.content.tabs[1].badge == .dot)
        #expect(driver.scene.content.tabs[0].badge == .dot)  // the tab on screen at launch keeps its badge
    }
}

@Suite("Pull to refresh and load more")
struct ListGrowthTests {
    static func content(rows: Int = 20, maxRows: Int = 10_000_000) -> SceneContent {
        var list = ListContent(rowCount: rows, rowHeight: 60, template: "Row {row}")
        list.refreshes = true
        list.loadsMore = true
        list.maximumRowCount = maxRows
        return SceneContent(tabs: [
            TabContent(title: "News", page: .list(list)),
            TabContent(title: "Other", page: .list(ListContent(rowCount: 3, rowHeight: 44, template: "{row}"))),
        ])
    }

    static func texts(_ driver: SceneDriver) -> [String] { driver.drawList.texts.map(\.string) }

    /// Pulled past 60 points the header says so; on release the spinner holds for 600 ms, then
    /// five rows arrive at the top and the rows on screen stay where they were.
    @Test func pullingDownRefreshesWithoutAJump() {
        var driver = SceneDriver(content: Self.content())
        driver.send(.pointerDown(Point(x: 400, y: 100), .touch))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 400, y: 150), .touch))
        #expect(Self.texts(driver).contains("Pull to refresh"))
        for y in stride(from: 200.0, through: 420, by: 20) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400, y: y), .touch))
        }
        #expect(Self.texts(driver).contains("Release to refresh"))
        driver.send(.pointerUp(Point(x: 400, y: 420), .touch))
        driver.wait(0.4)
        #expect(driver.scene.rowCount(ofTab: 0) == 20)
        #expect(Self.texts(driver).contains("Refreshing…"))
        #expect(driver.scene.scrollOffset(0) == -60)
        let firstRowY = driver.drawList.texts.first { $0.string == "Row 1" }?.frame.minY
        driver.wait(0.3)
        #expect(driver.scene.rowCount(ofTab: 0) == 25)
        #expect(driver.drawList.texts.first { $0.string == "Row 1" }?.frame.minY == firstRowY)
        #expect(Self.texts(driver).contains("News update 1: Row 1"))
        #expect(!Self.texts(driver).contains("Refreshing…"))
    }

    /// A short pull springs back and refreshes nothing.
    @Test func aShortPullRefreshesNothing() {
        var driver = SceneDriver(content: Self.content())
        driver.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 160), seconds: 0.3, kind: .touch)
        driver.wait(1.5)
        #expect(driver.scene.rowCount(ofTab: 0) == 20 && driver.scene.scrollOffset(0) == 0)
    }

    /// Near the end the footer spins and, 400 ms later, `rows` more rows arrive, up to the cap,
    /// where the footer says there are no more.
    @Test func nearTheEndMoreRowsLoadUpToTheCap() {
        var driver = SceneDriver(content: Self.content(rows: 20, maxRows: 50))
        driver.send(.wheel(dx: 0, dy: -20, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        #expect(Self.texts(driver).contains("Loading…"))
        #expect(driver.scene.rowCount(ofTab: 0) == 20)
        driver.wait(0.3)
        #expect(driver.scene.rowCount(ofTab: 0) == 40)
        for _ in 0..<3 {
            driver.send(.wheel(dx: 0, dy: -20, at: Point(x: 400, y: 300), shift: false))
            driver.wait(1)
        }
        #expect(driver.scene.rowCount(ofTab: 0) == 50)
        #expect(Self.texts(driver).contains("No more rows"))
        #expect(driver.scene.rowCount(ofTab: 1) == 3)
    }

    /// A list too short to fill the screen loads more at once; the rows outlive the page's release.
    @Test func aShortListLoadsAtOnceAndKeepsItsRows() {
        var content = Self.content(rows: 4)
        content.tabs += (0..<6).map { _ in content.tabs[1] }
        var driver = SceneDriver(content: content)
        driver.wait(1.5)
        #expect(driver.scene.rowCount(ofTab: 0) ?? 0 >= 12)
        let grown = driver.scene.rowCount(ofTab: 0)
        driver.key(.end)
        driver.wait(1.5)
        #expect(driver.scene.pages[0] == nil)  // released, far from the view
        #expect(driver.scene.rowCount(ofTab: 0) ?? 0 >= grown ?? 0)  // not back to 4
    }
}

/// A picture source that has every picture at once (or fails those named "broken"), and
/// remembers what the scene keeps.
private final class InstantImages: SceneImageSource {
    var kept: Set<String> = []
    var asked: [String] = []

    func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
        asked.append(path)
        if path.contains("broken") { return .failed("not an image") }
        return .ready(SceneImage(PixelImage(width: pixels.width / 2, height: pixels.height / 2, color: .red), name: path))
    }

    func keepOnly(_ paths: Set<String>) { kept = paths }

    var isLoading: Bool { false }
}

@Suite("Image pages")
struct ImagePageTests {
    static var content: SceneContent {
        SceneContent(tabs: [
            TabContent(title: "Gallery", page: .images(ImagePages(paths: ["a.png", "b.png", "c.png"], isGallery: true))),
            TabContent(title: "Broken", page: .images(ImagePages(paths: ["pictures/broken.png"]))),
            TabContent(title: "List", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))),
            TabContent(title: "Far", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))),
        ])
    }

    static func images(_ driver: SceneDriver) -> [(String, Rect)] {
        driver.drawList.commands.compactMap {
            if case .image(let image, let rect, _) = $0 { return (image.name, rect) }
            return nil
        }
    }

    /// A drag on a gallery moves its pictures, not the pages; at its last picture the pages move.
    @Test func aGallerySwipesInsideItsPageThenHandsOver() {
        var driver = SceneDriver(content: Self.content)
        let source = InstantImages()
        driver.scene.imageSource = source
        // Contained: a 400x270 picture in the 800x540 page fills it, centred.
        #expect(Self.images(driver).map(\.0) == ["a.png"])
        #expect(Self.images(driver).first?.1 == Rect(x: 0, y: 60, width: 800, height: 540))
        for expected in ["b.png", "c.png"] {
            driver.drag(from: Point(x: 600, y: 300), to: Point(x: 200, y: 300), seconds: 0.2)
            driver.wait(0.6)
            #expect(driver.scene.pager.offset == 0)
            #expect(Self.images(driver).map(\.0) == [expected])
        }
        #expect(source.kept == ["b.png", "c.png", "pictures/broken.png"])  // "a.png" is released
        driver.drag(from: Point(x: 600, y: 300), to: Point(x: 200, y: 300), seconds: 0.2)
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 1)
        // Dragging back from the next page moves the pages; the gallery stays on its last picture.
        driver.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 300), seconds: 0.2)
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 0)
        #expect(Self.images(driver).map(\.0) == ["c.png"])
    }

    /// A picture that cannot be shown is a placeholder with its file's name and the reason.
    @Test func aBrokenPictureShowsItsNameAndWhy() {
        var driver = SceneDriver(content: Self.content)
        driver.scene.imageSource = InstantImages()
        driver.key(.digit(2))
        driver.wait(0.5)
        let texts = driver.drawList.texts.map(\.string)
        #expect(texts.contains("broken.png") && texts.contains("not an image"))
    }

    /// Pages far from the view keep no pictures.
    @Test func picturesFarFromTheViewAreReleased() {
        var driver = SceneDriver(content: Self.content)
        let source = InstantImages()
        driver.scene.imageSource = source
        #expect(source.kept == ["a.png", "b.png", "pictures/broken.png"])
        driver.key(.digit(4))
        driver.wait(0.5)
        #expect(source.kept.isEmpty)
    }
}
