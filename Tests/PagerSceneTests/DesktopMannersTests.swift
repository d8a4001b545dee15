import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// Fills in `color` exactly.
private func fills(_ driver: SceneDriver, _ color: Color) -> [Rect] {
    driver.drawList.commands.compactMap {
        switch $0 {
        case .fill(let rect, color), .roundedFill(let rect, _, color): return rect
        default: return nil
        }
    }
}

@Suite("Hover")
struct HoverTests {
    @Test func tabsRowsAndButtonsTintUnderTheMouseAndThePointerBecomesAHand() {
        var driver = SceneDriver(content: TableTests.content)
        let hover = Theme().hoverColor
        #expect(driver.scene.cursor == .arrow)
        driver.send(.pointerMove(driver.scene.tabCenter(1)!, .mouse))
        #expect(driver.scene.cursor == .hand)
        #expect(fills(driver, hover) == [driver.scene.tabFrame(1)])
        // A section header does nothing when clicked: no tint, the arrow.
        driver.send(.pointerMove(Point(x: 400, y: 60 + 10), .mouse))
        #expect(driver.scene.cursor == .arrow && fills(driver, hover).isEmpty)
        // A row: tinted over its whole frame.
        driver.send(.pointerMove(Point(x: 300, y: 60 + 500), .mouse))
        #expect(driver.scene.cursor == .hand)
        #expect(fills(driver, hover) == [Rect(x: 0, y: 60 + 468, width: 800, height: 44)])
        // A switch's row: the hand, but no tint (only its knob moves).
        driver.send(.pointerMove(Point(x: 300, y: 60 + 150), .mouse))
        #expect(driver.scene.cursor == .hand && fills(driver, hover).isEmpty)
        driver.send(.pointerLeave)
        #expect(driver.scene.cursor == .arrow && fills(driver, hover).isEmpty)
    }

    /// A finger hovers nothing, and a drag is no hover.
    @Test func touchAndDragsHoverNothing() {
        var driver = SceneDriver(content: TableTests.content)
        driver.send(.pointerMove(Point(x: 300, y: 60 + 500), .touch))
        #expect(driver.scene.cursor == .arrow)
        driver.send(.pointerDown(Point(x: 300, y: 60 + 500), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 300, y: 60 + 400), .mouse))
        #expect(driver.scene.cursor == .arrow && fills(driver, Theme().hoverColor).isEmpty)
    }
}

@Suite("Keyboard focus")
struct FocusTests {
    static func ring(_ driver: SceneDriver) -> Rect? {
        let sides = fills(driver, Theme().focusColor)
        guard sides.count == 4 else { return nil }
        let minX = sides.map(\.minX).min() ?? 0, maxX = sides.map(\.maxX).max() ?? 0
        let minY = sides.map(\.minY).min() ?? 0, maxY = sides.map(\.maxY).max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The selected tab has the focus, unseen, until a key moves it: Tab goes from the tab into its
    /// page (as from a tab into its panel), Shift+Tab back to the tab, and round.
    @Test func tabMovesAVisibleRingFromTheTabIntoThePageControls() {
        var driver = SceneDriver(content: TableTests.content)
        #expect(Self.ring(driver) == nil && driver.scene.focus == nil)
        driver.key(.tab)  // the profile row
        #expect(driver.scene.focus == .control(page: 0, index: 0))
        #expect(Self.ring(driver) == Rect(x: 2, y: 60 + 22, width: 796, height: 76))
        driver.key(.down)  // the push switch
        #expect(driver.scene.focus == .control(page: 0, index: 1))
        driver.key(.space)
        #expect(driver.scene.switchValue("push") == false)
        driver.key(.enter)
        #expect(driver.scene.switchValue("push") == true)
        driver.send(.key(KeyPress(.tab, shift: true)))
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(driver.scene.focus == .tab(0))
        #expect(Self.ring(driver) == driver.scene.tabFrame(0).insetBy(dx: 3, dy: 3))
        driver.send(.key(KeyPress(.tab, shift: true)))  // round to the last row
        #expect(driver.scene.focus == .control(page: 0, index: 7))
        driver.key(.tab)
        #expect(driver.scene.focus == .tab(0))
        // Right moves the ring with the selection; a click hides it.
        driver.key(.right)
        #expect(driver.scene.focus == .tab(1) && driver.scene.selectedTab == 1)
        driver.click(Point(x: 400, y: 300))
        #expect(driver.scene.focus == nil && Self.ring(driver) == nil)
    }

    /// A label laid over the bar (JFTabView's) is never crossed by the ring: on the tab under
    /// it the ring's top edge comes down below the label's line and still goes round the title;
    /// on a tab the label does not reach the ring is as on any tab.
    @Test func theRingOnATabStaysClearOfALabelLaidOverTheBar() throws {
        let label = OverlayLabel(text: "外部添加在topView上的测试", top: 0, height: 14, fontSize: 10, color: .black, alignment: .center)
        let content = SceneContent(
            tabs: ["第一页", "第二页", "第三页"].map { TabContent(title: $0, page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "{row}"))) },
            overlays: [label])
        var driver = SceneDriver(content: content)
        driver.key(.tab)
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(Self.ring(driver) == driver.scene.tabFrame(0).insetBy(dx: 3, dy: 3), "the label is far from the first tab")
        driver.key(.right)
        let ring = try #require(Self.ring(driver))
        let title = try #require(driver.drawList.texts.first { $0.string == content.tabs[1].title }?.frame)
        let line = try #require(driver.drawList.texts.first { $0.string == label.text }?.frame)
        #expect(ring.minY >= line.maxY, "the ring \(ring) below the label's line \(line)")
        let tab = driver.scene.tabFrame(1).insetBy(dx: 3, dy: 3)
        #expect(ring.minX == tab.minX && ring.maxX == tab.maxX && ring.maxY == tab.maxY, "the tab's ring, but for its top: \(ring) \(tab)")
        #expect(ring.minY <= title.midY - 8, "above the 16-point title's letters: \(ring) \(title)")
    }

    /// Tab, + and −, in that order after the page: each a stop; Enter on + adds a tab.
    @Test func thePlusAndMinusControlsAreStopsAfterThePage() {
        var theme = Theme()
        theme.showsAddRemove = true
        var driver = SceneDriver(content: TableTests.content, theme: theme)
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(driver.scene.focus == .barControl(.remove))
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(driver.scene.focus == .barControl(.add))
        let ring = Self.ring(driver), add = driver.scene.frame(of: .add)
        #expect(ring != nil && add.map { ring?.intersects($0) == true } == true, "\(String(describing: ring)) \(String(describing: add))")
        let before = driver.scene.content.tabs.count
        driver.key(.enter)
        #expect(driver.scene.content.tabs.count == before + 1 && driver.scene.focus == .barControl(.add))
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(driver.scene.focus == .control(page: 0, index: 7))
        driver.key(.tab)
        driver.key(.tab)
        #expect(driver.scene.focus == .barControl(.remove))
        driver.key(.tab)
        #expect(driver.scene.focus == .tab(0))
    }

    /// Enter on a disclosure row opens its page with the ring on the page's first control; back
    /// (Backspace, or Enter on the back control) returns it to the row.
    @Test func enterOpensADetailPageAndBackReturnsTheRingToItsRow() {
        var driver = SceneDriver(content: TableTests.content)
        for _ in 0..<4 { driver.key(.tab) }  // profile, push, sound, privacy
        #expect(driver.scene.focus == .control(page: 0, index: 3))
        driver.key(.enter)
        driver.wait(0.4)
        #expect(driver.scene.host.pages[0]?.top.title == "Privacy")
        #expect(driver.scene.focus == .control(page: 0, index: 1))
        #expect(Self.ring(driver) == Rect(x: 2, y: 60 + 44 + 20 + 2, width: 796, height: 40))
        driver.key(.backspace)
        driver.wait(0.4)
        #expect(driver.scene.host.pages[0]?.layers.count == 1 && driver.scene.focus == .control(page: 0, index: 3))
        driver.key(.enter)
        driver.wait(0.4)
        driver.send(.key(KeyPress(.tab, shift: true)))  // the back control
        #expect(driver.scene.focus == .control(page: 0, index: 0))
        #expect(Self.ring(driver) == Rect(x: 3, y: 63, width: PageLayer.backControlWidth - 6, height: 38))
        driver.key(.enter)
        driver.wait(0.4)
        #expect(driver.scene.host.pages[0]?.layers.count == 1 && driver.scene.focus == .control(page: 0, index: 3))
    }

    /// A control below the fold scrolls into view when the ring reaches it.
    @Test func theRingScrollsItsControlIntoView() {
        var driver = SceneDriver(content: TableTests.content, size: Size(width: 400, height: 300))
        driver.send(.key(KeyPress(.tab, shift: true)))  // the last row, far below
        driver.wait(0.3)
        let scroll = driver.scene.scrollOffset(0)
        #expect(scroll >= 512 - 240 && scroll <= 512)
        let ring = Self.ring(driver)
        #expect(ring.map { $0.minY >= 60 && $0.maxY <= 300 } == true)
    }
}

@Suite("Scroll indicator")
struct ScrollIndicatorTests {
    static let color = Color(0, 0, 0, 115)

    static func bar(_ driver: SceneDriver) -> (Rect, UInt8)? {
        driver.drawList.commands.lazy.compactMap {
            switch $0 {
            case .fill(let rect, let color), .roundedFill(let rect, _, let color):
                return color.r == 0 && color.g == 0 && color.b == 0 && rect.minX > 780 ? (rect, color.a) : nil
            default:
                return nil
            }
        }.first
    }

    static func list(rows: Int) -> SceneContent {
        SceneContent(tabs: [TabContent(title: "List", page: .list(ListContent(rowCount: rows, rowHeight: 44, template: "Row {row}")))])
    }

    @Test func itShowsWhileAListMovesAndFadesAfter() {
        var driver = SceneDriver(content: Self.list(rows: 40))
        #expect(Self.bar(driver) == nil)
        driver.send(.wheel(dx: 0, dy: -3, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.05)
        let (moving, alpha) = Self.bar(driver) ?? (Rect(x: 0, y: 0, width: 0, height: 0), 0)
        #expect(alpha == 115 && moving.width == 3)
        // 540 of 1760 points show: the bar is that share of the track.
        #expect(abs(moving.height - (534 * 540 / 1760)) < 0.5)
        driver.wait(0.6)
        #expect(Self.bar(driver).map { $0.1 < 115 && $0.1 > 0 } == true)
        #expect(driver.scene.isAnimating)  // it fades frame by frame
        driver.wait(0.4)
        #expect(Self.bar(driver) == nil)
        #expect(driver.scene.isAtRest)
    }

    @Test func inAVeryLongListItCanBeDraggedToJump() {
        var driver = SceneDriver(content: Self.list(rows: 100_000))
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        guard let (bar, _) = Self.bar(driver) else {
            Issue.record("no scroll bar")
            return
        }
        #expect(bar.width == 6)
        driver.drag(from: Point(x: 794, y: bar.midY), to: Point(x: 794, y: 600), seconds: 0.2)
        let maxOffset = 100_000 * 44.0 - 540
        #expect(driver.scene.scrollOffset(0) == maxOffset)
        driver.drag(from: Point(x: 794, y: 580), to: Point(x: 794, y: 60 + 270), seconds: 0.2)
        let middle = driver.scene.scrollOffset(0)
        #expect(middle > 0.4 * maxOffset && middle < 0.6 * maxOffset)
        #expect(driver.scene.pager.offset == 0)
    }

    /// In a short list the right edge is list like the rest: a drag there scrolls it.
    @Test func inAShortListTheRightEdgeScrollsAsUsual() {
        var driver = SceneDriver(content: Self.list(rows: 40))
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.2)
        let before = driver.scene.scrollOffset(0)
        driver.drag(from: Point(x: 794, y: 300), to: Point(x: 794, y: 200), seconds: 0.5)
        driver.wait(1)
        #expect(driver.scene.scrollOffset(0) >= before + 99)
        #expect(driver.scene.scrollOffset(0) < before + 400)
    }
}

@Suite("Copying what has the focus")
struct CopyTests {
    static func copies(_ driver: SceneDriver) -> [String] {
        driver.events.compactMap { if case .requested(.copy(let text)) = $0 { return text } else { return nil } }
    }

    @Test func ctrlCAsksTheHostToCopyTheFocusedRowTheSelectedTabOrTheMenusItem() {
        var driver = SceneDriver(content: TableTests.content)
        driver.key(.letter("c"), ctrl: true)  // the ring shows nowhere: the selected tab has the focus
        #expect(Self.copies(driver) == [driver.scene.title(ofTab: 0)])
        driver.key(.tab)
        driver.forgetEvents()
        driver.key(.letter("c"), ctrl: true)
        let row = driver.scene.focusedText
        #expect(row != nil && row != driver.scene.title(ofTab: 0))
        #expect(Self.copies(driver) == [row].compactMap { $0 })
        // A plain C is not a copy.
        driver.forgetEvents()
        driver.key(.letter("c"))
        #expect(Self.copies(driver).isEmpty)
    }
}
