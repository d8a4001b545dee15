import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Right to left")
struct RightToLeftTests {
    static var theme: Theme {
        var theme = Theme()
        theme.direction = .rightToLeft
        return theme
    }

    static var content: SceneContent {
        let list = PageContent.list(ListContent(rowCount: 20, rowHeight: 44, template: "سطر {row}"))
        return SceneContent(tabs: [
            TabContent(title: "الأول", page: list), TabContent(title: "الثاني", page: list),
            TabContent(title: "Settings", page: TableTests.content.tabs[0].page),
        ])
    }

    /// The first tab is at the right with the indicator under it; row text aligns right.
    @Test func theFirstTabIsAtTheRightAndTextAlignsRight() {
        let driver = SceneDriver(content: Self.content, theme: Self.theme)
        #expect(driver.scene.tabFrame(0).maxX == 800 && driver.scene.tabFrame(2).minX == 0)
        #expect(driver.scene.indicatorFrame.maxX == 800)
        let row = driver.drawList.texts.first { $0.string == "سطر 1" }
        #expect(row?.alignment == .trailing && row?.frame.maxX == 800 - 16)
        #expect(driver.drawList.texts.first { $0.string == "الأول" }.map { $0.frame.minX >= 500 } == true)
    }

    /// Dragging from left to right goes to the next page; Left goes to the next tab, Right back.
    @Test func pagesRunRightToLeft() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 300), seconds: 0.3)
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 1)
        driver.key(.left)
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 2)
        driver.key(.right)
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 1)
        driver.click(driver.scene.tabCenter(0) ?? Point(x: 0, y: 0))
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0)
    }

    /// Table rows mirror: the switch at the left, the chevron at the left pointing left, and the
    /// back control of a detail page at the right.
    @Test func tableRowsAndTheBackControlMirror() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.key(.digit(3))
        driver.wait(0.5)
        let track = driver.drawList.commands.compactMap { command -> Rect? in
            if case .roundedFill(let rect, _, let color) = command, color == Theme().switchOnColor { return rect }
            return nil
        }.first
        #expect(track.map { $0.minX == 16 } == true)
        #expect(driver.drawList.texts.contains { $0.string == "‹" && $0.frame.maxX < 60 })
        driver.click(Point(x: 400, y: 60 + 240 + 22))  // "Privacy"
        driver.wait(0.5)
        #expect(driver.scene.host.pages[2]?.top.title == "Privacy")
        // Back is at the right and points right, its chevron at the outer edge, as right-to-left systems show it.
        #expect(driver.drawList.texts.contains { $0.string == "Back ›" && $0.frame.minX >= 700 })
        driver.click(Point(x: 760, y: 60 + 22))
        driver.wait(0.5)
        #expect(driver.scene.host.pages[2]?.layers.count == 1)
    }

    /// A horizontal wheel or touchpad follows the fingers right to left as left to right: the
    /// content moves the way they do, so a swipe to the right (dx < 0, towards the left of the
    /// content) shows the next page, which lies at the left.
    @Test func aTouchpadMovesThePagesWithTheFingers() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.key(.left)  // the next tab, at the left
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 1 && driver.scene.pageOffset == 800)
        // Fingers moving right on a touchpad scroll left: the pages follow them to the right on
        // screen, bringing in what is at the left (the next page) by 40 points.
        driver.send(.wheel(dx: -0.5, dy: 0, at: Point(x: 400, y: 300), shift: false))
        #expect(driver.scene.pageOffset == 840)
        let row = driver.drawList.texts.first { $0.string == "سطر 1" && $0.frame.maxX > 700 }
        #expect(row.map { $0.frame.maxX == 800 - 16 + 40 } == true, "the page on screen moved 40 points right")
        driver.wait(0.6)
        #expect(driver.scene.pageOffset == 800, "a slow short swipe settles back")
        // A wheel notch to the right (dx > 0) goes to the previous tab, which lies at the right.
        driver.send(.wheel(dx: 1, dy: 0, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 0)
    }

    /// A translated back label keeps its chevron at the outer edge pointing back as the layout
    /// runs, whatever way its words read: a right-to-left label is given a left-to-right
    /// paragraph, so the chevron is neither moved to the words' side nor mirrored.
    @Test(arguments: [
        ("‹ Back", "Back ›", "‹ Back"), ("‹ رجوع", "\u{200E}رجوع ›", "\u{200E}‹ رجوع"), ("‹ חזרה", "\u{200E}חזרה ›", "\u{200E}‹ חזרה"),
        ("‹ 返回", "返回 ›", "‹ 返回"), ("Back", "Back", "Back"),
    ])
    func theBackLabelPointsBackAtTheOuterEdge(label: String, rightToLeft: String, leftToRight: String) {
        #expect(label.pointingBack(in: .rightToLeft) == rightToLeft)
        #expect(label.pointingBack(in: .leftToRight) == leftToRight)
    }
}
