import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// A page the host writes: a column of 40-point boxes, 1000 points tall, that remembers what
/// the pointer did to it.
final class BoxesPage: CustomPage {
    private(set) var inputs: [CustomPageInput] = []
    private(set) var widths: [Double] = []

    func contentHeight(forWidth width: Double) -> Double { 1000 }

    func draw(_ page: CustomPageFrame, into list: inout DrawList) {
        // Every box, in view or not: the scene's clip keeps them inside the page.
        for index in 0..<25 {
            list.fill(page.viewRect(Rect(x: 10, y: Double(index) * 40, width: 100, height: 30)), Color(0, 0, UInt8(index)))
        }
    }

    func handle(_ input: CustomPageInput, width: Double) {
        inputs.append(input)
        widths.append(width)
    }

    func focusFrames(forWidth width: Double) -> [Rect] { [Rect(x: 10, y: 0, width: 100, height: 30), Rect(x: 10, y: 40, width: 100, height: 30)] }

    func cursor(at point: Point, width: Double) -> PointerCursor { point.x >= 10 && point.x < 110 ? .hand : .arrow }
}

@Suite("Pages the host draws")
struct CustomPageTests {
    static func driver(_ page: BoxesPage, theme: Theme = Theme()) -> SceneDriver {
        SceneDriver(
            content: SceneContent(tabs: [
                TabContent(title: "Boxes", page: .custom(page)),
                TabContent(title: "List", page: .list(ListContent(rowCount: 20, rowHeight: 44, template: "{row}"))),
            ]), theme: theme)
    }

    static func boxes(_ driver: SceneDriver) -> [Rect] {
        driver.drawList.commands.compactMap {
            if case .fill(let rect, let color) = $0, color.r == 0, color.g == 0, color.a == 255 { return rect } else { return nil }
        }
    }

    /// Its drawing lands in the page, below the tab bar, clipped to it, and scrolls with it.
    @Test func itsDrawingIsClippedToThePage() {
        let page = BoxesPage()
        var driver = Self.driver(page)
        let boxes = Self.boxes(driver)
        #expect(boxes.first == Rect(x: 10, y: 60, width: 100, height: 30))
        #expect(boxes.allSatisfy { $0.minY >= 60 && $0.maxY <= 600 }, "nothing outside the page")
        #expect(boxes.count == 14, "the boxes below the page are cut away")
        driver.send(.wheel(dx: 0, dy: -3, at: Point(x: 400, y: 300), shift: false))
        driver.wait(0.3)
        #expect(driver.scene.scrollOffset(ofTab: 0) == 240.0, "a wheel scrolls it")
        driver.scene.setScrollOffset(250, ofTab: 0)
        #expect(Self.boxes(driver).first == Rect(x: 10, y: 60, width: 100, height: 20), "the box under the bar is cut at its top")
    }

    /// Taps, presses and hover arrive in content coordinates; a drag cancels the press.
    @Test func itsInputIsInContentCoordinates() {
        let page = BoxesPage()
        var driver = Self.driver(page)
        driver.scene.setScrollOffset(100, ofTab: 0)
        driver.click(Point(x: 50, y: 60 + 20))
        // The mouse rests there after the click: it hovers.
        #expect(page.inputs == [.press(Point(x: 50, y: 120)), .tap(Point(x: 50, y: 120)), .hover(Point(x: 50, y: 120))])
        #expect(page.widths.allSatisfy { $0 == 800 })
        driver.send(.pointerMove(Point(x: 60, y: 300), .mouse))
        #expect(page.inputs.last == .hover(Point(x: 60, y: 340)))
        #expect(driver.scene.cursor == .hand)
        driver.send(.pointerMove(Point(x: 400, y: 300), .mouse))
        #expect(driver.scene.cursor == .arrow)
        driver.send(.pointerLeave)
        #expect(page.inputs.last == .hover(nil))
        driver.drag(from: Point(x: 50, y: 300), to: Point(x: 50, y: 200), seconds: 0.1)
        #expect(
            page.inputs.filter { if case .hover = $0 { return false } else { return true } }.suffix(2) == [.press(Point(x: 50, y: 340)), .cancel])
        #expect(driver.scene.scrollOffset(ofTab: 0) ?? 0 > 100, "the drag scrolled the page")
    }

    /// In a right-to-left scene its drawing is mirrored with the rest, and taps on what it drew
    /// arrive where it drew them.
    @Test func itIsMirroredRightToLeft() {
        var theme = Theme()
        theme.direction = .rightToLeft
        let page = BoxesPage()
        var driver = Self.driver(page, theme: theme)
        #expect(Self.boxes(driver).first == Rect(x: 690, y: 60, width: 100, height: 30))
        driver.click(Point(x: 750, y: 60 + 15))
        #expect(page.inputs.suffix(2) == [.tap(Point(x: 50, y: 15)), .hover(Point(x: 50, y: 15))])
    }

    /// The focus ring stops on the controls it names; Enter taps the one focused.
    @Test func theFocusRingVisitsItsControls() {
        let page = BoxesPage()
        var driver = Self.driver(page)
        driver.key(.tab)
        driver.key(.tab)
        #expect(driver.scene.focus == .control(page: 0, index: 1))
        driver.key(.enter)
        #expect(page.inputs.last == .tap(Point(x: 60, y: 55)))
    }

    /// It moves with the pages like any page.
    @Test func itMovesWithThePages() {
        let page = BoxesPage()
        var driver = Self.driver(page)
        driver.send(.pointerDown(Point(x: 700, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 640, y: 300), .mouse))
        // The page moved 58 points (the drag's travel less the slop): the box at 10 is cut at the view's edge.
        let first: Rect? = Self.boxes(driver).first
        #expect(first == Rect(x: 0, y: 60, width: 52, height: 30))
        #expect(page.inputs == [.press(Point(x: 700, y: 240)), .cancel])
    }
}
