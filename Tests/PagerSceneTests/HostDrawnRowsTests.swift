import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// A host's rows that it draws itself, a row at a time into the draw list (as a custom page
/// draws), and rows it reloads or inserts among those on screen.
@Suite("Rows the host draws and reloads")
struct HostDrawnRowsTests {
    /// Rows "Row N"; those in `drawn` the host draws itself: a fill of its colour for the row,
    /// and the count of times each was asked for and drawn.
    final class DrawnRows: ListRowSource {
        var titles: [String]
        var drawn: Set<Int> = []
        var color = Color(0, 128, 255)
        var heights: [Int: Double] = [:]
        private(set) var asked: [Int: Int] = [:]

        init(count: Int) { titles = (1...count).map { "Row \($0)" } }

        var rowCount: Int { titles.count }

        func row(at index: Int) -> ListRow {
            asked[index, default: 0] += 1
            return ListRow(title: titles.indices.contains(index) ? titles[index] : "?", height: heights[index])
        }

        /// The themes rows were drawn with, the last last.
        private(set) var themes: [Theme] = []

        func drawRow(_ index: Int, in frame: Rect, theme: Theme, into list: inout DrawList) -> Bool {
            guard drawn.contains(index) else { return false }
            themes.append(theme)
            list.fill(frame, color)
            return true
        }
    }

    static func driver(_ rows: DrawnRows) -> SceneDriver {
        SceneDriver(content: SceneContent(tabs: [TabContent(title: "Rows", page: .list(ListContent(source: rows, rowHeight: 50)))]))
    }

    static func titleTop(_ driver: SceneDriver, _ title: String) -> [Double] {
        driver.drawList.texts.filter { $0.string == title }.map(\.frame.minY)
    }

    static func fills(_ driver: SceneDriver, _ color: Color) -> [Rect] {
        driver.drawList.fills.filter { $0.1 == color }.map(\.0)
    }

    @Test func aRowTheHostDrawsIsItsOwnAndSizedByItsSource() {
        let rows = DrawnRows(count: 20)
        rows.drawn = [1]
        rows.heights[1] = 120
        let driver = Self.driver(rows)
        #expect(Self.fills(driver, rows.color) == [Rect(x: 0, y: 110, width: 800, height: 120)], "row 2 below the 50-point row 1")
        #expect(Self.titleTop(driver, "Row 2").isEmpty, "the pager does not draw over it")
        #expect(Self.titleTop(driver, "Row 3") == [230])
    }

    /// A host-drawn row is given the theme the pager draws with now: after the scene turns dark,
    /// the next frame's row gets the dark theme's colours, to follow as the pager's rows do.
    @Test func aRowTheHostDrawsIsGivenTheThemeOfTheFrame() {
        let rows = DrawnRows(count: 20)
        rows.drawn = [0]
        var driver = Self.driver(rows)
        _ = driver.drawList
        #expect(rows.themes.last?.rowColor == Theme().rowColor)
        var dark = Theme().darkened()
        dark.rowFontSize = 24
        driver.scene.setTheme(dark)
        _ = driver.drawList
        #expect(rows.themes.last?.rowColor == dark.rowColor && dark.rowColor != Theme().rowColor)
        #expect(rows.themes.last?.rowFontSize == 24)
    }

    /// A source written for 1.3 draws its rows with `drawRow(_:in:into:)`, without the theme: a
    /// 1.x release keeps asking it (SemVer: a minor release breaks no host).
    final class RowsOf13: ListRowSource {
        var rowCount: Int { 5 }
        func row(at index: Int) -> ListRow { ListRow(title: "Row \(index + 1)") }
        func drawRow(_ index: Int, in frame: Rect, into list: inout DrawList) -> Bool {
            guard index == 2 else { return false }
            list.fill(frame, Color(200, 0, 100))
            return true
        }
    }

    @Test func aSourceWrittenFor13StillDrawsItsRows() {
        let driver = SceneDriver(
            content: SceneContent(tabs: [TabContent(title: "Rows", page: .list(ListContent(source: RowsOf13(), rowHeight: 50)))]))
        #expect(Self.fills(driver, Color(200, 0, 100)) == [Rect(x: 0, y: 160, width: 800, height: 50)], "row 3, drawn by the source")
        #expect(Self.titleTop(driver, "Row 3").isEmpty)
    }

    @Test func reloadingRowsAsksForJustThoseAndRedrawsThem() {
        let rows = DrawnRows(count: 20)
        var driver = Self.driver(rows)
        _ = driver.drawList
        let before = rows.asked
        rows.titles[2] = "Changed"
        rows.drawn = [4]
        driver.scene.reloadRows(ofTab: 0, [2, 4])
        #expect(Self.titleTop(driver, "Changed") == [160])
        #expect(Self.fills(driver, rows.color).count == 1)
        #expect(rows.asked[2] == (before[2] ?? 0) + 1 && rows.asked[4] == (before[4] ?? 0) + 1)
        #expect(rows.asked[0] == before[0] && rows.asked[3] == before[3], "the other rows are not asked again")
    }

    /// A row inserted among those on screen shows at once in its place, and nothing of the row
    /// that was there before is left drawn there.
    @Test func aRowInsertedOnScreenShowsInPlace() {
        let rows = DrawnRows(count: 20)
        var driver = Self.driver(rows)
        _ = driver.drawList
        rows.titles.insert("Inserted", at: 2)
        driver.scene.insertRows(at: 2, count: 1, inTab: 0)
        #expect(Self.titleTop(driver, "Inserted") == [160])
        #expect(Self.titleTop(driver, "Row 3") == [210])
        let tops = driver.drawList.texts.filter { $0.string.hasPrefix("Row ") || $0.string == "Inserted" }.map(\.frame.minY)
        #expect(Set(tops).count == tops.count, "one row at each place: \(tops)")
    }
}
