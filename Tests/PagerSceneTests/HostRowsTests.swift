import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// A host's rows: `count` of them, "Item N", asked for one at a time and counted; rows may have
/// heights of their own.
final class CountingRows: ListRowSource {
    var rowCount: Int
    private(set) var asked = 0
    /// Row heights by index, for rows that have their own.
    var heights: [Int: Double] = [:]
    var prefix = "Item "
    /// Each row's thumbnail, if any.
    var image: (Int) -> RowImage? = { _ in nil }

    init(count: Int) { rowCount = count }

    func row(at index: Int) -> ListRow {
        asked += 1
        return ListRow(title: "\(prefix)\(index)", subtitle: "from the host", detail: "\(index % 60)m", image: image(index), height: heights[index])
    }
}

@Suite("Rows from the host")
struct HostRowsTests {
    static func scene(_ rows: CountingRows, rowHeight: Double = 50) -> SceneDriver {
        SceneDriver(
            content: SceneContent(tabs: [
                TabContent(title: "Host", page: .list(ListContent(source: rows, rowHeight: rowHeight))),
                TabContent(title: "Other", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))),
            ]))
    }

    static func titles(_ driver: SceneDriver) -> [String] {
        driver.drawList.commands.compactMap { if case .text(let run) = $0, run.string.hasPrefix("Item ") { return run.string } else { return nil } }
    }

    /// The top of the 50-point row titled `title` on screen (its title and subtitle stacked in
    /// its middle).
    static func rowTop(_ driver: SceneDriver, _ title: String) -> Double? {
        let titleTop = TextLines.stack([16, 12.8], in: Rect(x: 0, y: 0, width: 100, height: 50))[0].minY
        return driver.drawList.commands.compactMap { if case .text(let run) = $0, run.string == title { return run.frame.minY } else { return nil } }
            .first.map { ($0 - titleTop).rounded() }
    }

    /// Ten million rows cost a frame what twenty do: only rows coming on screen are asked for,
    /// each once while it stays there.
    @Test func tenMillionRowsAskOnlyForTheRowsOnScreen() {
        let rows = CountingRows(count: 10_000_000)
        var driver = Self.scene(rows)
        let visible = Int((540.0 / 50).rounded(.up)) + 1
        #expect(rows.asked <= visible)
        let first = rows.asked
        driver.wait(0.5)
        _ = driver.drawList
        #expect(rows.asked == first, "a still list asks for nothing more")
        // A scroll of one row a frame asks for about one new row a frame.
        for frame in 1...120 {
            driver.scene.setScrollOffset(Double(frame) * 50, ofTab: 0)
            let before = rows.asked
            driver.wait(SceneDriver.frame)
            _ = driver.drawList
            #expect(rows.asked - before <= 2, "frame \(frame) asked \(rows.asked - before) rows")
        }
        // A jump to the end asks only for the rows there.
        let beforeJump = rows.asked
        driver.scene.setScrollOffset(.infinity, ofTab: 0)
        driver.wait(SceneDriver.frame)
        #expect(Self.titles(driver).contains("Item 9999999"))
        #expect(rows.asked - beforeJump <= visible)
    }

    /// The host inserts rows above the rows on screen: they stay where they are. Removing rows
    /// above them keeps them too; rows below the view change nothing on screen.
    @Test func insertingAndRemovingRowsKeepsTheRowsOnScreen() {
        final class Titles: ListRowSource {
            var titles = (0..<1000).map { "Item \($0)" }
            var rowCount: Int { titles.count }
            func row(at index: Int) -> ListRow { ListRow(title: titles[index], subtitle: "s") }
        }
        let rows = Titles()
        var driver = SceneDriver(content: SceneContent(tabs: [TabContent(title: "Host", page: .list(ListContent(source: rows, rowHeight: 50)))]))
        driver.scene.setScrollOffset(2000, ofTab: 0)
        let top = Self.rowTop(driver, "Item 45")
        #expect(top == 310.0)
        rows.titles.insert(contentsOf: (0..<10).map { "Inserted \($0)" }, at: 5)
        driver.scene.insertRows(at: 5, count: 10, inTab: 0)
        #expect(Self.rowTop(driver, "Item 45") == top && driver.scene.rowCount(ofTab: 0) == 1010)
        #expect(driver.scene.scrollOffset(ofTab: 0) == 2500)
        rows.titles.removeFirst(4)
        driver.scene.removeRows(at: 0, count: 4, inTab: 0)
        #expect(Self.rowTop(driver, "Item 45") == top && driver.scene.scrollOffset(ofTab: 0) == 2300)
        rows.titles.insert(contentsOf: (0..<20).map { "Later \($0)" }, at: 900)
        driver.scene.insertRows(at: 900, count: 20, inTab: 0)
        #expect(Self.rowTop(driver, "Item 45") == top && driver.scene.rowCount(ofTab: 0) == 1026)
        driver.scene.scrollToRow(5, inTab: 0, animated: false)
        #expect(Self.rowTop(driver, "Inserted 4") == 60)
    }

    /// A count that disagrees with the source reloads from the source; a reload asks again for
    /// the rows on screen.
    @Test func theSourceIsTheTruth() {
        let rows = CountingRows(count: 100)
        var driver = Self.scene(rows)
        rows.rowCount = 300
        driver.scene.insertRows(at: 0, count: 5, inTab: 0)
        #expect(driver.scene.rowCount(ofTab: 0) == 300)
        let asked = rows.asked
        rows.prefix = "Item new "
        driver.scene.reloadRows(ofTab: 0)
        _ = driver.drawList
        #expect(rows.asked > asked)
        // The five rows inserted at the top came above the rows on screen, which stayed.
        #expect(driver.scene.scrollOffset(ofTab: 0) == 250.0)
        #expect(driver.drawList.texts.contains { $0.string == "Item new 5" })
    }

    /// Rows of their own heights are laid out at those heights, and never shorter than their
    /// lines need (a 20-point row with a title over a subtitle is as tall as the two lines with
    /// their padding); a row above the view that turns out taller does not move the rows on screen.
    @Test func rowsHaveHeightsOfTheirOwn() throws {
        let rows = CountingRows(count: 100)
        rows.heights = [1: 120, 3: 20]
        let driver = Self.scene(rows)
        let separator = Theme().separatorColor
        let separators: [Double] = driver.drawList.fills.filter { $0.1 == separator }.map { $0.0.maxY }.sorted()
        let twoLines = 16 * 1.2 + 12.8 * 1.2 + 0.1 * 16 + 2 * 0.2 * 16
        let expected: [Double] = [110, 230, 280, 280 + twoLines]
        #expect(Array(separators.prefix(4)) == expected)
        #expect(Self.rowTop(driver, "Item 2") == 230.0)
        // Scrolled to the middle, then up by 20 points: row 59 comes on screen and is 200 high,
        // not 50; the rows under it stay where the 20 points put them.
        let tall = CountingRows(count: 1000)
        tall.heights = [59: 200]
        var scrolled = Self.scene(tall)
        scrolled.scene.setScrollOffset(3000, ofTab: 0)
        let before = try #require(Self.rowTop(scrolled, "Item 61"))
        scrolled.scene.setScrollOffset(2980, ofTab: 0)
        #expect(Self.rowTop(scrolled, "Item 61") == before + 20)
        #expect(scrolled.scene.scrollOffset(ofTab: 0) == 3130.0)
    }

    /// Scrolling to a row puts it at the top, at once or over 300 ms.
    @Test func scrollingToARow() {
        let rows = CountingRows(count: 10_000)
        var driver = Self.scene(rows)
        driver.scene.scrollToRow(500, inTab: 0, animated: false)
        #expect(driver.scene.scrollOffset(ofTab: 0) == 25_000)
        driver.scene.scrollToRow(100, inTab: 0)
        #expect(driver.scene.scrollOffset(ofTab: 0) == 25_000)
        driver.wait(0.35)
        #expect(driver.scene.scrollOffset(ofTab: 0) == 5000)
        #expect(Self.rowTop(driver, "Item 100") == 60)
    }

    /// A tapped row highlights and is reported with its index; the thumbnails of the rows on
    /// screen are asked of the image source and kept.
    @Test func rowsAreTappedAndShowTheirPictures() {
        final class Pictures: SceneImageSource {
            var kept: Set<String> = []
            func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
                .ready(SceneImage(PixelImage(width: pixels.width, height: pixels.height, color: .red), name: path))
            }
            func keepOnly(_ images: [String: Set<PixelBox>]) { kept = Set(images.keys) }
            var isLoading: Bool { false }
        }
        final class PictureRows: ListRowSource {
            var rowCount: Int { 50 }
            func row(at index: Int) -> ListRow { ListRow(title: "Row \(index)", image: .file("p\(index).png")) }
        }
        let pictures = Pictures()
        var driver = SceneDriver(
            content: SceneContent(tabs: [TabContent(title: "A", page: .list(ListContent(source: PictureRows(), rowHeight: 80)))]))
        driver.scene.imageSource = pictures
        driver.wait(SceneDriver.frame)
        let images = driver.drawList.commands.compactMap {
            if case .image(let image, let rect, _) = $0 { return (image.name, rect) } else { return nil }
        }
        #expect(images.first?.0 == "p0.png" && images.first?.1 == Rect(x: 16, y: 60 + 12, width: 56, height: 56))
        #expect(pictures.kept.isSuperset(of: ["p0.png", "p1.png", "p6.png"]) && !pictures.kept.contains("p20.png"))
        driver.forgetEvents()
        driver.click(Point(x: 300, y: 60 + 80 * 2 + 40))
        #expect(driver.events.contains(.rowTapped(tab: 0, section: 0, row: 2)))
        #expect(driver.drawList.fills.contains { $0.0 == Rect(x: 0, y: 60 + 160, width: 800, height: 79) && $0.1.r == 209 })
    }
}

/// A thumbnail whose file cannot be shown (missing, unreadable) shows a cross on its grey
/// square, as a grid's cell does; one still loading shows the square alone.
@Suite("Thumbnails that cannot show")
struct BrokenThumbnailTests {
    final class Pictures: SceneImageSource {
        func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
            path.hasSuffix("missing.png") ? .failed("no such file") : .loading
        }
        func keepOnly(_ images: [String: Set<PixelBox>]) {}
        var isLoading: Bool { true }
    }

    @Test func aMissingThumbnailShowsACross() {
        let rows = CountingRows(count: 3)
        rows.image = { .file($0 == 1 ? "/pictures/missing.png" : "/pictures/later.png") }
        var driver = HostRowsTests.scene(rows)
        driver.scene.imageSource = Pictures()
        let crosses = driver.drawList.texts.filter { $0.string == "✕" }
        #expect(crosses.count == 1, "\(crosses)")
        // Row 1 (50 points tall) is the second row, below the 60-point tab bar.
        #expect(crosses.first.map { $0.frame.minY >= 110 && $0.frame.maxY <= 160 } == true)
    }
}
