import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Table pages")
struct TableTests {
    static var table: TableContent {
        TableContent(sections: [
            TableSection(rows: [TableRow(.profile(name: "Jeffrey", subtitle: "me", avatarColor: .red))]),
            TableSection(
                header: "SETTINGS", headerHeight: 36, footer: "A footer",
                rows: [
                    TableRow(.toggle(id: "push", title: "Push", detail: nil, initiallyOn: true)),
                    TableRow(.toggle(id: "sound", title: "Sound", detail: "Play a sound", initiallyOn: false), height: 60),
                    TableRow(
                        .disclosure(
                            title: "Privacy", detail: "On",
                            page: .table(
                                TableContent(sections: [
                                    TableSection(rows: [TableRow(.toggle(id: "private", title: "Private", detail: nil, initiallyOn: false))])
                                ])))),
                ]),
            TableSection(rows: [
                TableRow(.option(group: "size", id: "small", title: "Small", initiallySelected: false)),
                TableRow(.option(group: "size", id: "medium", title: "Medium", initiallySelected: true)),
                TableRow(.button(title: "Log out", message: "Logged out")),
                TableRow(.detail(title: "Version", detail: "1.0", style: .value)),
            ]),
        ])
    }

    static var content: SceneContent {
        SceneContent(tabs: [
            TabContent(title: "Me", page: .table(table)),
            TabContent(title: "List", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))),
        ])
    }

    @Test func layoutStacksHeadersRowsAndFooters() {
        let layout = TableLayout(table: Self.table, width: 800)
        let frames = layout.items.map { ($0.element, $0.frame.minY, $0.frame.height) }
        #expect(frames.count == 12)
        #expect(frames[0] == (.header(section: 0), 0, 20))
        #expect(frames[1] == (.row(section: 0, row: 0), 20, 80))
        #expect(frames[2] == (.header(section: 1), 100, 36))
        #expect(frames[3] == (.row(section: 1, row: 0), 136, 44))
        #expect(frames[4] == (.row(section: 1, row: 1), 180, 60))
        #expect(frames[6] == (.footer(section: 1), 284, 32))
        #expect(layout.contentHeight == 316 + 20 + 4 * 44 + TableLayout.bottomPadding)
        #expect(layout.row(atY: 150)! == (1, 0))
        #expect(layout.row(atY: 110) == nil)
        #expect(layout.items(from: 130, to: 200).map(\.element) == [.header(section: 1), .row(section: 1, row: 0), .row(section: 1, row: 1)])
    }

    @Test func tappingASwitchFlipsItAnimatesTheKnobAndReportsAChange() {
        var driver = SceneDriver(content: Self.content)
        driver.click(Point(x: 400, y: 60 + 136 + 22))
        #expect(driver.scene.values.switches == ["push": false])
        #expect(
            driver.events.filter { if case .switchChanged = $0 { return true } else { return false } } == [.switchChanged(id: "push", isOn: false)])
        #expect(driver.scene.switchPosition(id: "push", on: false) == 1)  // the knob starts where it was
        // Only the switch moves: its row is not greyed.
        #expect(!driver.drawList.fills.contains { $0.1.r == 209 && $0.1.g == 209 && $0.1.b == 214 })
        driver.wait(0.1)
        let halfway = driver.scene.switchPosition(id: "push", on: false)
        #expect(halfway > 0 && halfway < 1)
        driver.wait(0.3)
        #expect(driver.scene.switchPosition(id: "push", on: false) == 0)
        #expect(driver.scene.switchValue("push") == false)
    }

    @Test func aTappedRowIsHighlightedAndTheHighlightFades() {
        var driver = SceneDriver(content: Self.content)
        driver.click(Point(x: 400, y: 60 + 20 + 40))  // the profile row
        let highlight = Color(209, 209, 214)
        func highlightAlpha() -> UInt8? {
            driver.drawList.fills.first { $0.1.r == highlight.r && $0.1.g == highlight.g && $0.1.b == highlight.b }?.1.a
        }
        #expect(highlightAlpha() == 255)
        driver.wait(0.15)
        #expect(highlightAlpha().map { $0 > 100 && $0 < 155 } == true)
        driver.wait(0.2)
        #expect(highlightAlpha() == nil)
        #expect(!driver.scene.isAnimating)
    }

    @Test func optionsMoveTheCheckmark() {
        var driver = SceneDriver(content: Self.content)
        func checkmarkRow() -> Double? { driver.drawList.texts.first { $0.string == "✓" }?.frame.minY }
        #expect(driver.scene.chosenOption("size") == "medium")
        let before = checkmarkRow()
        driver.click(Point(x: 400, y: 60 + 336 + 22))
        #expect(driver.scene.chosenOption("size") == "small")
        #expect(checkmarkRow() == before.map { $0 - 44 })
        #expect(driver.scene.values.options == ["size": "small"])
    }

    @Test func aDisclosureOpensADetailPageThatSlidesInAndBackReturns() {
        var driver = SceneDriver(content: Self.content)
        driver.click(Point(x: 400, y: 60 + 240 + 22))
        #expect(driver.scene.host.pages[0]?.layers.count == 2)
        driver.wait(0.1)
        let sliding = driver.drawList.texts.first { $0.string == "‹ Back" }!.frame.minX
        #expect(sliding > 12 && sliding < 800)
        driver.wait(0.3)
        #expect(driver.drawList.texts.first { $0.string == "‹ Back" }?.frame.minX == 12)
        #expect(driver.drawList.texts.contains { $0.string == "Private" })
        // A switch on the detail page works like any other.
        driver.click(Point(x: 400, y: 60 + 44 + 20 + 22))
        #expect(driver.scene.switchValue("private") == true)
        driver.click(Point(x: 40, y: 60 + 22))
        driver.wait(0.4)
        #expect(driver.scene.host.pages[0]?.layers.count == 1)
        #expect(!driver.drawList.texts.contains { $0.string == "‹ Back" })
        driver.click(Point(x: 400, y: 60 + 240 + 22))
        driver.wait(0.4)
        driver.send(.key(KeyPress(.backspace)))
        driver.wait(0.4)
        #expect(driver.scene.host.pages[0]?.layers.count == 1)
    }

    @Test func buttonsAndPlainRowsShowAMessage() {
        var driver = SceneDriver(content: Self.content)
        driver.click(Point(x: 400, y: 60 + 336 + 88 + 22))
        #expect(driver.scene.message?.text == "Logged out")
        driver.click(Point(x: 400, y: 60 + 336 + 132 + 22))
        #expect(driver.scene.message?.text == "Version: 1.0")
    }

    /// A button row's title keeps to the row's insets like every other row's: shortened, it
    /// never touches the window's edges.
    @Test func aButtonRowsTitleKeepsToTheRowsInsets() throws {
        let driver = SceneDriver(content: Self.content)
        var list = DrawList()
        driver.scene.draw(into: &list)
        let button = try #require(list.texts.first { $0.string == "Log out" })
        #expect(button.frame.minX >= 16 && button.frame.maxX <= 800 - 16, "\(button.frame)")
        #expect(button.alignment == .center)
    }

    @Test func tablesScrollWithMomentum() {
        var driver = SceneDriver(content: Self.content, size: Size(width: 800, height: 300))
        driver.drag(from: Point(x: 400, y: 280), to: Point(x: 400, y: 200), seconds: 0.08)
        let atRelease = driver.scene.scrollOffset(0)
        driver.wait(3)
        let rest = driver.scene.scrollOffset(0)
        #expect(rest > atRelease + 50)
        #expect(rest == driver.scene.host.pages[0]!.top.scroll.maxOffset)
    }

    @Test func savedValuesAreShown() {
        let scene = Scene(
            content: Self.content, viewSize: Size(width: 800, height: 600),
            values: TableValues(switches: ["push": false, "sound": true], options: ["size": "small"]))
        #expect(scene.switchValue("push") == false && scene.switchValue("sound") == true)
        #expect(scene.chosenOption("size") == "small")
        #expect(scene.switchValue("nope") == nil && scene.chosenOption("nope") == nil)
    }
}

@Suite("Switch and option lookup")
struct TableLookupTests {
    static func table(_ rows: [TableRowKind]) -> TabContent {
        TabContent(title: "T", page: .table(TableContent(sections: [TableSection(rows: rows.map { TableRow($0) })])))
    }

    /// Values are found in the first table that has them, and forgotten with the tab that had them.
    @Test func lookupsFollowTabsAddedAndRemoved() {
        var content = SceneContent(tabs: [Self.table([.toggle(id: "a", title: "A", detail: nil, initiallyOn: true)])])
        content.newTab = Self.table([
            .toggle(id: "a", title: "A", detail: nil, initiallyOn: false),
            .toggle(id: "b", title: "B", detail: nil, initiallyOn: true),
            .option(group: "g", id: "x", title: "X", initiallySelected: false),
            .option(group: "g", id: "y", title: "Y", initiallySelected: true),
        ])
        var scene = Scene(content: content, viewSize: Size(width: 400, height: 300), values: TableValues(options: ["g": "x"]))
        #expect(scene.switchValue("a") == true && scene.switchValue("b") == nil && scene.chosenOption("g") == nil)
        scene.activate(.add)
        #expect(scene.switchValue("a") == true && scene.switchValue("b") == true && scene.chosenOption("g") == "x")
        scene.table.values.options = [:]
        #expect(scene.chosenOption("g") == "y")
        scene.activate(.remove)
        #expect(scene.switchValue("a") == true && scene.switchValue("b") == nil && scene.chosenOption("g") == nil)
    }
}

@Suite("Pressed state")
struct PressedStateTests {
    static func pressedFills(_ driver: SceneDriver) -> [Rect] {
        driver.drawList.commands.compactMap { command -> Rect? in
            switch command {
            case .fill(let rect, let color) where color == Theme().pressedColor: return rect
            case .roundedFill(let rect, _, let color) where color == Theme().pressedColor: return rect
            default: return nil
            }
        }
    }

    /// A row held down shows pressed after 100 ms (the window is woken for it); a drag that
    /// begins cancels it; releasing ends it.
    @Test func aHeldRowShowsPressedUntilItTurnsIntoADrag() {
        var driver = SceneDriver(content: TableTests.content)
        let profile = Point(x: 400, y: 60 + 20 + 40)
        driver.send(.pointerDown(profile, .mouse))
        #expect(driver.scene.nextDeadline == 0.1)
        driver.wait(3.0 / 60)
        #expect(Self.pressedFills(driver).isEmpty)
        driver.wait(4.0 / 60)
        #expect(Self.pressedFills(driver) == [Rect(x: 0, y: 80, width: 800, height: 80)])
        driver.send(.pointerMove(Point(x: 400, y: 60 + 20 + 60), .mouse))
        #expect(Self.pressedFills(driver).isEmpty)
        driver.send(.pointerUp(Point(x: 400, y: 60 + 20 + 60), .mouse))
        #expect(driver.scene.nextDeadline == nil || driver.scene.message != nil)
    }

    /// A switch row never shows pressed; a composed page's button does, with its round corners.
    @Test func switchesDoNotButtonsDo() {
        var driver = SceneDriver(content: TableTests.content)
        driver.send(.pointerDown(Point(x: 400, y: 60 + 136 + 22), .mouse))
        driver.wait(0.2)
        #expect(Self.pressedFills(driver).isEmpty)
        driver.send(.pointerUp(Point(x: 400, y: 60 + 136 + 22), .mouse))
        var composed = SceneDriver()
        composed.key(.digit(5))
        composed.wait(0.4)
        composed.send(.pointerDown(Point(x: 400, y: 238), .mouse))
        composed.wait(0.2)
        #expect(Self.pressedFills(composed).count == 1)
        composed.send(.pointerUp(Point(x: 400, y: 238), .mouse))
        #expect(Self.pressedFills(composed).isEmpty)
    }
}

extension Scene {
    /// How far switch `id`'s knob is towards on (0 off, 1 on) at this moment, `on` being its value.
    fileprivate func switchPosition(id: String, on: Bool) -> Double {
        TablePage.switchPosition(id: id, on: on, flips: table.switchFlips, time: time)
    }
}
