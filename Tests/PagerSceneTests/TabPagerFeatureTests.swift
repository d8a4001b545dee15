import PagerCore
import PagerDemo
import PagerTestSupport
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

/// A host's rows: "Row 1", "Row 2"... with rows it adds at the top named "New 1"... and a count
/// of the rows the scene asked for.
final class NumberedRows: ListRowSource {
    private(set) var titles: [String]
    private(set) var asked = 0

    init(count: Int, prefix: String = "Row ") { titles = (1...max(count, 1)).map { "\(prefix)\($0)" }.prefix(count).map { $0 } }

    var rowCount: Int { titles.count }

    func row(at index: Int) -> ListRow {
        asked += 1
        return ListRow(title: titles.indices.contains(index) ? titles[index] : "?")
    }

    func prepend(_ count: Int) { titles.insert(contentsOf: (1...count).map { "New \($0)" }, at: 0) }

    func append(_ count: Int) { titles += (titles.count + 1...titles.count + count).map { "Row \($0)" } }
}

@Suite("Pull to refresh and load more, answered by the host")
struct ListGrowthTests {
    static func content(_ rows: NumberedRows) -> SceneContent {
        var list = ListContent(source: rows, rowHeight: 60)
        list.refreshes = true
        list.loadsMore = true
        return SceneContent(tabs: [
            TabContent(title: "News", page: .list(list)),
            TabContent(title: "Other", page: .list(ListContent(rowCount: 3, rowHeight: 44, template: "{row}"))),
        ])
    }

    static func texts(_ driver: SceneDriver) -> [String] { driver.drawList.texts.map(\.string) }

    static func requests(_ driver: SceneDriver) -> [PagerEvent] {
        driver.events.filter {
            switch $0 {
            case .refreshRequested, .moreRowsRequested: return true
            default: return false
            }
        }
    }

    /// Pulls the first list down by `distance` points of finger travel and lets go.
    static func pull(_ driver: inout SceneDriver, by distance: Double) {
        driver.send(.pointerDown(Point(x: 400, y: 100), .touch))
        for y in stride(from: 120.0, through: 100 + distance, by: 20) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400, y: y), .touch))
        }
        driver.send(.pointerUp(Point(x: 400, y: 100 + distance), .touch))
    }

    /// Pulled past 60 points the header says so; on release the host is asked, and the spinner
    /// turns until it answers, however long that takes; its rows come in at the top and show
    /// from the top, as in Toutiao, Twitter and Mail.
    @Test func pullingDownAsksTheHostAndWaitsForItsRows() {
        let rows = NumberedRows(count: 20)
        var driver = SceneDriver(content: Self.content(rows))
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
        #expect(Self.requests(driver) == [.refreshRequested(tab: 0)])
        driver.wait(2)
        #expect(driver.scene.rowCount(ofTab: 0) == 20)
        #expect(Self.texts(driver).contains("Refreshing…") && driver.scene.isAnimating)
        #expect(driver.scene.scrollOffset(0) == -60)
        let firstRowY = driver.drawList.texts.first { $0.string == "Row 1" }?.frame.minY
        rows.prepend(5)
        driver.scene.endRefresh(ofTab: 0, insertedRows: 5)
        #expect(driver.scene.rowCount(ofTab: 0) == 25)
        #expect(driver.drawList.texts.first { $0.string == "New 1" }?.frame.minY == firstRowY, "the first new row where Row 1 was")
        driver.wait(1)
        #expect(Self.texts(driver).contains("New 5") && !Self.texts(driver).contains("Refreshing…"))
        #expect(driver.drawList.texts.first { $0.string == "New 1" }?.frame.minY == firstRowY.map { $0 - 60 }, "at the list's top")
        #expect(Self.requests(driver) == [.refreshRequested(tab: 0)])
    }

    /// Rows a refresh brings while the user reads further down come in above them: the rows on
    /// screen stay where they are.
    @Test func aRefreshEndingWhileReadingFurtherDownMovesNothing() {
        let rows = NumberedRows(count: 20)
        var driver = SceneDriver(content: Self.content(rows))
        Self.pull(&driver, by: 320)
        driver.wait(0.5)
        driver.send(.wheel(dx: 0, dy: -3, at: Point(x: 400, y: 300), shift: false))
        driver.wait(1)
        #expect(driver.scene.scrollOffset(0) > 0)
        let row5 = driver.drawList.texts.first { $0.string == "Row 5" }?.frame.minY
        rows.prepend(3)
        driver.scene.endRefresh(ofTab: 0, insertedRows: 3)
        driver.wait(1)
        #expect(row5 != nil && driver.drawList.texts.first { $0.string == "Row 5" }?.frame.minY == row5)
    }

    /// A failed refresh stops the spinner and says why; the rows stay as they were.
    @Test func aFailedRefreshSaysWhy() {
        let rows = NumberedRows(count: 20)
        var driver = SceneDriver(content: Self.content(rows))
        Self.pull(&driver, by: 320)
        driver.wait(0.5)
        driver.scene.failRefresh(ofTab: 0, message: "No network")
        driver.wait(1)
        #expect(driver.scene.message?.text == "No network")
        #expect(!Self.texts(driver).contains("Refreshing…") && driver.scene.scrollOffset(0) == 0)
        #expect(driver.scene.rowCount(ofTab: 0) == 20 && Self.texts(driver).contains("Row 1"))
    }

    /// A pull that lets go while the header still reads "Pull to refresh" (30-60 points) asks for
    /// nothing and springs back.
    @Test(arguments: [60.0, 100, 125])
    func aShortPullRefreshesNothing(travel: Double) {
        let rows = NumberedRows(count: 20)
        var driver = SceneDriver(content: Self.content(rows))
        driver.send(.pointerDown(Point(x: 400, y: 100), .touch))
        for y in stride(from: 110.0, through: 100 + travel, by: 10) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400, y: y), .touch))
        }
        let shown = -driver.scene.scrollOffset(0)
        #expect(shown > 0 && shown < Tuning.refreshDistance)
        #expect(Self.texts(driver).contains("Pull to refresh"))
        driver.send(.pointerUp(Point(x: 400, y: 100 + travel), .touch))
        driver.wait(1.5)
        #expect(Self.requests(driver).isEmpty)
        #expect(driver.scene.rowCount(ofTab: 0) == 20 && driver.scene.scrollOffset(0) == 0)
    }

    /// Near the end the footer spins and the host is asked once; asked again only once its rows
    /// came and the end is near again; when it says there are no more, the footer says so.
    @Test func nearTheEndTheHostIsAskedOncePerArrival() {
        let rows = NumberedRows(count: 20)
        var driver = SceneDriver(content: Self.content(rows))
        driver.send(.wheel(dx: 0, dy: -20, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        #expect(Self.texts(driver).contains("Loading…"))
        driver.wait(2)
        #expect(Self.requests(driver) == [.moreRowsRequested(tab: 0)])
        rows.append(20)
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 20)
        #expect(driver.scene.rowCount(ofTab: 0) == 40)
        driver.wait(0.5)
        #expect(Self.requests(driver).count == 1)  // the end is a screen away again
        driver.send(.wheel(dx: 0, dy: -40, at: Point(x: 400, y: 300), shift: false))
        driver.wait(1)
        #expect(Self.requests(driver) == [.moreRowsRequested(tab: 0), .moreRowsRequested(tab: 0)])
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 0, hasMore: false)
        driver.wait(1)
        #expect(Self.texts(driver).contains("No more rows") && !Self.texts(driver).contains("Loading…"))
        driver.send(.wheel(dx: 0, dy: 20, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.5)
        driver.send(.wheel(dx: 0, dy: -20, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.5)
        #expect(Self.requests(driver).count == 2)
        #expect(driver.scene.rowCount(ofTab: 1) == 3)
    }

    /// A list too short to fill the screen asks at once, and again while its end stays within a
    /// screen; rows the host added outlive the page's release.
    @Test func aShortListAsksAtOnceAndKeepsItsRows() {
        let rows = NumberedRows(count: 4)
        var content = Self.content(rows)
        content.tabs += (0..<6).map { _ in TabContent(title: "Other", page: content.tabs[1].page) }
        var driver = SceneDriver(content: content)
        #expect(Self.requests(driver) == [.moreRowsRequested(tab: 0)])
        rows.append(10)
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 10)
        driver.collect()
        #expect(Self.requests(driver).count == 2)  // still within a screen of the end
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 0, hasMore: false)
        driver.key(.end)
        driver.wait(1.5)
        #expect(driver.scene.host.pages[0] == nil)  // released, far from the view
        #expect(driver.scene.rowCount(ofTab: 0) == 14)
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

    func keepOnly(_ images: [String: Set<PixelBox>]) { kept = Set(images.keys) }

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
