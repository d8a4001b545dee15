import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Text that never overlaps or spills")
struct TextLayoutTests {
    static func table(_ rows: [TableRowKind], footer: String? = nil) -> SceneContent {
        SceneContent(tabs: [
            TabContent(title: "T", page: .table(TableContent(sections: [TableSection(footer: footer, rows: rows.map { TableRow($0) })])))
        ])
    }

    /// In a detail row the title gets its room first (up to 60% of the row) and the detail the
    /// rest: their frames never overlap, whichever is long.
    @Test(arguments: [
        ("A very long title that goes on and on past the middle of the row", "A long detail"),
        ("Short", "A detail long enough to need most of the row's width to show whole, and more"),
        ("Title", "1.0"),
    ])
    func detailRowsShareTheirWidthWithoutOverlap(title: String, detail: String) {
        for kind in [
            TableRowKind.detail(title: title, detail: detail, style: .value), .disclosure(title: title, detail: detail, page: .composed([])),
        ] {
            let driver = SceneDriver(content: Self.table([kind]), size: Size(width: 360, height: 400))
            let texts = driver.drawList.texts
            let titleFrame = texts.first { $0.string == title }?.frame
            let detailFrame = texts.first { $0.string == detail }?.frame
            guard let titleFrame, let detailFrame else {
                Issue.record("title or detail not drawn")
                continue
            }
            #expect(titleFrame.maxX <= detailFrame.minX, "\(titleFrame) \(detailFrame)")
            #expect(detailFrame.maxX <= 360 - 16)
            // The room beside the chevron (8 points from it), if the row has one.
            let chevron = texts.first { $0.string == "›" }?.frame
            let room = (chevron.map { $0.minX - 8 } ?? 360 - 16) - 16
            let titleWidth = Scene.estimatedWidth(title, fontSize: 16)
            // A short title is whole; a long one keeps at least 60% of the row.
            #expect(titleFrame.width >= min(titleWidth, room * 0.6) - 0.001)
        }
    }

    /// A footer's wrapped text gets the height it needs: it does not run into the next section.
    @Test func footersGrowToFitTheirText() {
        let footer = "A footer long enough to wrap over more than one line in a narrow window, which used to be cut in half."
        let driver = SceneDriver(content: Self.table([.title("Row")], footer: footer), size: Size(width: 240, height: 400))
        let run = driver.drawList.texts.first { $0.string == footer }
        #expect(run?.wraps == true)
        #expect((run?.frame.height ?? 0) >= 3 * 13 * 1.2)
    }

    /// A long message wraps to at most three lines, ending with "…", in a box as tall as them.
    @Test func messagesWrapToThreeLines() {
        var driver = SceneDriver()
        driver.scene.showMessage(String(repeating: "A message that will not fit on one line. ", count: 10))
        let run = driver.drawList.texts.first { $0.string.hasPrefix("A message") }
        #expect(run?.wraps == true && run?.maxLines == 3)
        #expect((run?.frame.height ?? 0) >= 3 * 14 * 1.3)
        driver.scene.showMessage("Short")
        #expect(driver.drawList.texts.first { $0.string == "Short" }.map { $0.frame.height < 2 * 14 * 1.3 } == true)
    }

    /// A title-wide indicator follows the title as drawn: shortened titles narrow it, and it never
    /// leaves its tab.
    @Test func aTitleWideIndicatorStaysUnderItsTab() {
        var theme = Theme()
        theme.indicatorWidth = .title
        let tabs = ["A title far too long for a quarter of a narrow bar", "B", "C", "D"].map {
            TabContent(title: $0, page: .list(ListContent(rowCount: 1, rowHeight: 44, template: "{row}")))
        }
        let driver = SceneDriver(content: SceneContent(tabs: tabs), theme: theme, size: Size(width: 400, height: 300))
        let tab = driver.scene.tabFrame(0), indicator = driver.scene.indicatorFrame
        #expect(indicator.minX >= tab.minX && indicator.maxX <= tab.maxX, "\(indicator) in \(tab)")
        #expect(driver.scene.displayTitle(0).hasSuffix("…"))
    }
}
