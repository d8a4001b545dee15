import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// A grid page: the host's items in cells of a picture over a caption, as Toutiao's picture
/// channels show them.
@Suite("Grid pages")
struct GridPageTests {
    /// A scene of one grid of `rows`' items in `columns` columns, refreshing and loading more, and a list beside it.
    static func scene(_ rows: CountingRows, columns: Int = 3, refreshes: Bool = false, loadsMore: Bool = false) -> SceneDriver {
        var items = ListContent(source: rows)
        items.refreshes = refreshes
        items.loadsMore = loadsMore
        return SceneDriver(
            content: SceneContent(tabs: [
                TabContent(title: "Pictures", page: .grid(GridContent(items: items, columns: columns))),
                TabContent(title: "Other", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))),
            ]))
    }

    /// The captions drawn, in drawing order.
    static func captions(_ driver: SceneDriver) -> [String] {
        driver.drawList.commands.compactMap { if case .text(let run) = $0, run.string.hasPrefix("Item ") { return run.string } else { return nil } }
    }

    /// The frame of the caption `title` on screen.
    static func caption(_ driver: SceneDriver, _ title: String) -> Rect? {
        driver.drawList.commands.compactMap { if case .text(let run) = $0, run.string == title { return run.frame } else { return nil } }.first
    }

    @Test func cellsRunInColumnsLeftToRightThenDown() throws {
        let driver = Self.scene(CountingRows(count: 20))
        let captions = Self.captions(driver)
        #expect(Array(captions.prefix(6)) == (0..<6).map { "Item \($0)" })
        let first = try #require(Self.caption(driver, "Item 0")), second = try #require(Self.caption(driver, "Item 1"))
        let fourth = try #require(Self.caption(driver, "Item 3"))
        #expect(second.minX > first.maxX && abs(second.minY - first.minY) < 0.01, "the second cell is beside the first")
        #expect(abs(fourth.minX - first.minX) < 0.01 && fourth.minY > first.maxY, "the fourth begins the next row")
        // Three columns of equal cells fill the page's width, 8 points apart and from its edges.
        #expect(abs(first.minX - 10) < 0.01 && abs((800 - 8 * 4) / 3 - (first.width + 4)) < 0.01)
    }

    /// A million items cost a frame what twenty do: only the cells on screen are asked for.
    @Test func aMillionItemsAskOnlyForTheCellsOnScreen() {
        let small = CountingRows(count: 20), large = CountingRows(count: 1_000_000)
        var few = Self.scene(small), many = Self.scene(large)
        #expect(few.drawList.commands.count == many.drawList.commands.count)
        #expect(large.asked <= 12, "asked for \(large.asked) items")
        let before = large.asked
        many.scene.setScrollOffset(.infinity, ofTab: 0)
        many.wait(SceneDriver.frame)
        #expect(Self.captions(many).contains("Item 999999"))
        #expect(large.asked - before <= 12)
        few.wait(0.1)
    }

    @Test func aTappedCellIsReportedAsItsItemsRow() throws {
        var driver = Self.scene(CountingRows(count: 20))
        let cell = try #require(Self.caption(driver, "Item 4"))
        driver.click(Point(x: cell.midX, y: cell.minY - 40))  // on its picture
        #expect(driver.events.contains(.rowTapped(tab: 0, section: 0, row: 4)))
        #expect(driver.scene.rowCount(ofTab: 0) == 20, "a grid's items count as its rows")
    }

    @Test func aFingerScrollsTheGridAndAPullRefreshesIt() throws {
        let rows = CountingRows(count: 40)
        var driver = Self.scene(rows, refreshes: true)
        driver.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 200), seconds: 0.3, kind: .touch)
        driver.wait(1)
        #expect(driver.scene.scrollOffset(0) > 250, "scrolled \(driver.scene.scrollOffset(0))")
        driver.scene.setScrollOffset(0, ofTab: 0)
        driver.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 400), seconds: 0.4, kind: .touch)
        #expect(driver.events.contains(.refreshRequested(tab: 0)))
        #expect(Self.texts(driver).contains("Refreshing…"))
        rows.rowCount += 3
        driver.scene.endRefresh(ofTab: 0, insertedRows: 3)
        driver.wait(1)
        #expect(driver.scene.rowCount(ofTab: 0) == 43)
    }

    @Test func itsEndAsksForMoreItems() {
        var driver = Self.scene(CountingRows(count: 30), loadsMore: true)
        driver.scene.setScrollOffset(.infinity, ofTab: 0)
        driver.wait(SceneDriver.frame)
        #expect(driver.events.contains(.moreRowsRequested(tab: 0)))
        #expect(Self.texts(driver).contains("Loading…"))
    }

    @Test func theKeysReachEveryCellAndEnterTapsIt() {
        var driver = Self.scene(CountingRows(count: 20))
        driver.key(.tab)  // from the tab to the first cell
        #expect(driver.scene.focus == .control(page: 0, index: 0))
        for _ in 0..<10 { driver.key(.down) }
        #expect(driver.scene.focus == .control(page: 0, index: 10))
        driver.wait(0.5)
        #expect(driver.scene.scrollOffset(0) > 0, "the focused cell was scrolled into view")
        driver.key(.enter)
        #expect(driver.events.contains(.rowTapped(tab: 0, section: 0, row: 10)))
    }

    @Test func aScreenReaderHearsAListOfItemsEachWithItsPlace() throws {
        let driver = Self.scene(CountingRows(count: 500))
        let tab = try #require(driver.scene.accessibilityTree().first?.children.first)
        let grid = try #require(tab.children.first)
        #expect(grid.role == .list && grid.attributes["setsize"] == "500")
        let third = try #require(grid.children.first { $0.name == "Item 2" })
        #expect(third.role == .listItem && third.attributes["posinset"] == "3" && third.attributes["setsize"] == "500" && third.isClickable)
        #expect(grid.children.count < 20, "only the cells on screen are told")
    }

    /// Square pictures, decoded (as SDL2_image decodes an SVG) to fit the pixels asked for.
    final class SquarePictures: SceneImageSource {
        var asked: Set<PixelBox> = []
        func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
            asked.insert(pixels)
            let side = min(pixels.width, pixels.height)
            return .ready(SceneImage(PixelImage(width: side, height: side, color: .white), name: path))
        }
        func keepOnly(_ images: [String: Set<PixelBox>]) {}
        var isLoading: Bool { false }
    }

    /// A cell's picture covers it, cut to it, drawn one pixel for one pixel: once its shape is
    /// known it is decoded again at the size that covers the cell, so no renderer scales it.
    @Test func aPictureIsDecodedAtTheSizeThatCoversItsCell() throws {
        let rows = CountingRows(count: 9)
        rows.image = { _ in .file("square.svg") }
        var driver = Self.scene(rows)
        let pictures = SquarePictures()
        driver.scene.imageSource = pictures
        driver.wait(0.1)
        let images = driver.drawList.commands.compactMap { command -> (SceneImage, Rect)? in
            if case .image(let image, let rect, _) = command { return (image, rect) } else { return nil }
        }
        let (image, rect) = try #require(images.first)
        #expect(Double(image.pixels.width) == rect.width && Double(image.pixels.height) == rect.height, "\(image.size) drawn in \(rect)")
        #expect(pictures.asked.contains(PixelBox(width: 256, height: 192)) && pictures.asked.contains(PixelBox(width: 256, height: 256)))
    }

    static func texts(_ driver: SceneDriver) -> [String] {
        driver.drawList.commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }
}
