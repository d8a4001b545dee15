import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Draw list")
struct DrawListTests {
    func indicatorFills(_ list: DrawList) -> [Rect] {
        list.fills.filter { $0.1 == .red && $0.0.minY == 55 && $0.0.height == 5 }.map(\.0)
    }

    @Test func indicatorSitsUnderTheFirstTabAtStart() {
        let driver = SceneDriver()
        #expect(indicatorFills(driver.drawList) == [Rect(x: 0, y: 55, width: 800.0 / 6, height: 5)])
    }

    @Test func indicatorIsHalfwayWhenThePagesAreHalfway() {
        var driver = SceneDriver()
        driver.send(.pointerDown(Point(x: 700, y: 300), .mouse))
        driver.time += 0.1
        driver.send(.pointerMove(Point(x: 500, y: 300), .mouse))
        driver.time += 0.1
        driver.send(.pointerMove(Point(x: 300, y: 300), .mouse))
        // 400 of travel minus the 2-unit mouse slop.
        #expect(driver.scene.pager.offset == 398)
        let expected = 398.0 / 4800 * 800
        #expect(indicatorFills(driver.drawList).map(\.minX) == [expected])
    }

    @Test func indicatorSitsUnderTheLastTabAtTheEnd() throws {
        var driver = SceneDriver()
        driver.key(.end)
        driver.wait(0.4)
        let width = 800.0 / 6
        let indicator = try #require(indicatorFills(driver.drawList).first)
        #expect(abs(indicator.minX - 5 * width) < 1e-9 && abs(indicator.width - width) < 1e-9)
        #expect(driver.scene.selectedTab == 5)
    }

    @Test func theSelectedTitleIsRedAndTheOthersGray() {
        var driver = SceneDriver()
        driver.key(.digit(3))
        driver.wait(0.4)
        let titles = driver.drawList.texts.filter { $0.frame.maxY <= 60 && $0.fontSize == 16 }
        #expect(titles.map(\.string) == ["News", "Sports", "Tech", "Numbers", "Custom", "Red"])
        #expect(titles.map(\.color) == [.gray, .gray, .red, .gray, .gray, .gray])
    }

    /// Only rows that touch the 540-unit-tall page are emitted: 9 at rest, 10 when scrolled 30.
    @Test func onlyVisibleRowsAreEmitted() {
        var driver = SceneDriver()
        let rows = driver.drawList.texts.filter { $0.string.hasPrefix("I am") }
        #expect(rows.map(\.string) == (1...9).map { "I am the \($0)th data in the 1th TableView." })
        #expect(rows.first?.frame == Rect(x: 16, y: 60, width: 768, height: 59))
        driver.send(.wheel(dx: 0, dy: -0.375, at: Point(x: 400, y: 300), shift: false))  // 30 units down
        let scrolled = driver.drawList.texts.filter { $0.string.hasPrefix("I am") }
        #expect(scrolled.count == 10)
        #expect(scrolled.first?.frame.minY == 30)
    }

    @Test func aMillionRowsCostOnlyTheVisibleOnes() {
        let content = SceneContent(tabs: [
            TabContent(
                title: "Big",
                page: .list(
                    ListContent(
                        rowCount: 1_000_000, rowHeight: 60, template: "row {row}")))
        ])
        var driver = SceneDriver(content: content)
        driver.send(.wheel(dx: 0, dy: -1_000_000, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        let rows = driver.drawList.texts.filter { $0.string.hasPrefix("row") }
        #expect(rows.map(\.string) == (999_992...1_000_000).map { "row \($0)" })
    }

    @Test func separatorsSitAtTheBottomOfEachRow() {
        let driver = SceneDriver()
        let separators = driver.drawList.fills.filter { $0.1 == Color(220, 220, 220) }.map(\.0)
        #expect(separators.count == 9)
        #expect(separators.first == Rect(x: 16, y: 119, width: 784, height: 1))
    }

    @Test func pagesAreClippedBelowTheTabBar() {
        var driver = SceneDriver()
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false))
        let list = driver.drawList
        #expect(list.commands.first == .clip(Rect(x: 0, y: 60, width: 800, height: 540)))
        #expect(list.fills.allSatisfy { $0.0.minY >= 0 })
        #expect(list.fills.filter { $0.1 == Color(220, 220, 220) }.allSatisfy { $0.0.minY >= 60 })
    }

    @Test func theRedPageShowsA300SquareAtItsTopLeft() {
        var driver = SceneDriver()
        driver.key(.digit(6))
        driver.wait(0.4)
        #expect(driver.drawList.fills.contains { $0 == (Rect(x: 0, y: 60, width: 300, height: 300), .red) })
    }

    @Test func theOverlayLabelIsDrawnOverTheTabBar() {
        let driver = SceneDriver()
        let label = driver.drawList.texts.first { $0.string == "A label laid over the tab bar" }
        #expect(label?.alignment == .center && label?.frame.minY == 0 && label?.fontSize == 10)
    }

    /// Larger text (the desktop's text scale) grows the label with the bar: JFTabView's caption
    /// at 1.5x is 15 points in a line half as tall again.
    @Test func theOverlayLabelGrowsWithTheText() {
        var driver = SceneDriver()
        let line = driver.drawList.texts.first { $0.string == "A label laid over the tab bar" }?.frame.height
        driver.scene.setTheme(driver.scene.theme.scalingText(by: 1.5))
        let label = driver.drawList.texts.first { $0.string == "A label laid over the tab bar" }
        #expect(label?.fontSize == 15 && label?.frame.height == line.map { $0 * 1.5 }, "\(String(describing: label)), was \(line ?? 0) tall")
    }

    @Test func fillsOutsideTheClipAreDropped() {
        var list = DrawList()
        list.reset(clearColor: .white)
        list.pushClip(Rect(x: 0, y: 0, width: 100, height: 100))
        list.fill(Rect(x: 150, y: 0, width: 10, height: 10), .red)
        list.fill(Rect(x: 90, y: 90, width: 20, height: 20), .red)
        #expect(list.fills.map(\.0) == [Rect(x: 90, y: 90, width: 10, height: 10)])
    }
}

@Suite("Row templates")
struct RowTemplateTests {
    @Test(arguments: [
        ("I am the {row}th data in the {page}th TableView.", "I am the 8th data in the 3th TableView."),
        ("{row}", "8"), ("{page}{row}{page}", "383"), ("no placeholders", "no placeholders"),
        ("{rows} {row", "{rows} {row"), ("{{row}}", "{8}"), ("", ""), ("第{row}行", "第8行"),
    ])
    func placeholdersAreFilledIn(template: String, expected: String) {
        #expect(ListTemplate(template).text(row: 7, pageNumber: 3) == expected)
    }
}

@Suite("Draw list details a user sees")
struct DrawListDetailTests {
    /// At exactly half a page, the two tabs' titles are both halfway between grey and red.
    @Test func titleColoursBlendAtHalfAPage() {
        var scene = Scene(content: .showcase, viewSize: Size(width: 800, height: 600))
        scene.setPageOffset(400)
        var list = DrawList()
        scene.draw(into: &list)
        let halfway = Color.lerp(scene.theme.titleColor, scene.theme.selectedTitleColor, 0.5)
        let titles = list.texts.filter { $0.frame.maxY <= scene.pagesFrame.minY }
        for index in 0..<2 {
            let run = titles.first { $0.string == scene.displayTitle(index) }
            #expect(run?.color == halfway, "\(scene.displayTitle(index)): \(String(describing: run?.color))")
        }
        #expect(titles.first { $0.string == scene.displayTitle(2) }?.color == scene.theme.titleColor)
    }

    /// Rows in a table section are parted by one-point separator lines, inset at the leading
    /// edge; the last row of a section has none.
    @Test func tableRowsArePartedBySeparators() {
        let rows = ["One", "Two", "Three"].map { TableRow(.title($0)) }
        let content = SceneContent(tabs: [TabContent(title: "T", page: .table(TableContent(sections: [TableSection(rows: rows)])))])
        var scene = Scene(content: content, viewSize: Size(width: 400, height: 400))
        var list = DrawList()
        scene.advance(to: 1)
        scene.draw(into: &list)
        let separators = list.fills.filter { $0.1 == scene.theme.separatorColor && $0.0.height == 1 }
        let titleFrames = ["One", "Two"].compactMap { title in list.texts.first { $0.string == title }?.frame }
        #expect(separators.count == 2, "\(separators)")
        for (separator, title) in zip(separators.map(\.0), titleFrames) {
            #expect(separator.minX > 0 && separator.minX <= title.minX && separator.maxX == 400)
            #expect(separator.minY >= title.minY && separator.minY < title.maxY + 2)
        }
    }
}

@Suite("Messages")
struct MessageTests {
    /// A message's box is opaque: nothing under it shows through.
    @Test func aMessageHidesWhatIsUnderIt() {
        var driver = SceneDriver()
        driver.scene.showMessage("Saved")
        let list = driver.drawList
        let text = list.texts.first { $0.string == "Saved" }
        let box = list.commands.compactMap { command -> (Rect, Color)? in
            if case .roundedFill(let rect, _, let color) = command, let text, rect.contains(Point(x: text.frame.midX, y: text.frame.midY)) {
                return (rect, color)
            }
            return nil
        }.last
        #expect(box?.1.a == 255, "\(String(describing: box))")
        #expect(text?.background == box?.1)
    }
}

@Suite("Nested clipping")
struct NestedClipTests {
    /// A clip pushed inside another is their intersection; popping restores the outer one.
    @Test func aNestedClipNeverReachesOutsideItsParent() {
        var list = DrawList()
        list.reset(clearColor: .white)
        list.pushClip(Rect(x: 0, y: 0, width: 100, height: 100))
        list.pushClip(Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(list.currentClip == Rect(x: 50, y: 50, width: 50, height: 50))
        list.fill(Rect(x: 0, y: 0, width: 300, height: 300), .red)
        list.popClip()
        #expect(list.currentClip == Rect(x: 0, y: 0, width: 100, height: 100))
        list.popClip()
        #expect(list.currentClip == nil)
        list.popClip()  // one too many: nothing happens
        #expect(list.fills.map(\.0) == [Rect(x: 50, y: 50, width: 50, height: 50)])
    }
}
