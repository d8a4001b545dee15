import PagerConfig
import PagerCore
import PagerScene
import PagerTestSupport
import Testing

@testable import SlidingTabsKit

/// A 200-character title in channels.json's scrollable strip: its tab is at most 264 points wide
/// (Material's maximum) with its title shortened, its start and × on screen, and the whole title
/// in a tooltip once the mouse rests on it, and in the screen reader's name.
@Suite("A long title in a scrollable strip")
struct LongTitleTests {
    static let title = String(repeating: "A very long channel name ", count: 8)

    static func driver() throws -> SceneDriver {
        let loaded = try AppConfig.load(path: Fixtures.asset("channels.json"))
        var scene = Scene(content: loaded.content, theme: loaded.theme, viewSize: Size(width: 800, height: 600))
        scene.insertTab(TabContent(title: title, page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "Row {row}"))), at: 1)
        var driver = SceneDriver(scene: scene)
        driver.wait(0.5)
        return driver
    }

    static func texts(_ driver: SceneDriver) -> [TextRun] {
        driver.drawList.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    static func tooltips(_ driver: SceneDriver) -> [TextRun] { texts(driver).filter { $0.string == title } }

    @Test func itsTabIsCappedAndItsTitleShortened() throws {
        let driver = try Self.driver()
        let frame = driver.scene.tabFrame(1)
        #expect(frame.width <= 264 && frame.minX >= 0 && frame.maxX < 800, "\(frame)")
        #expect(driver.scene.displayTitle(1).hasSuffix("…") && driver.scene.displayTitle(1).count < 40)
        if let close = driver.scene.closeButtonFrame(ofTab: 1) { #expect(close.minX > frame.minX && close.maxX <= frame.maxX) }
        func all(_ nodes: [AccessibleNode]) -> [AccessibleNode] { nodes + nodes.flatMap { all($0.children) } }
        #expect(all(driver.scene.accessibilityTree()).contains { $0.role == .pageTab && $0.name == Self.title })
    }

    @Test func aRestingMouseShowsTheWholeTitleInATooltip() throws {
        var driver = try Self.driver()
        let frame = driver.scene.tabFrame(1)
        driver.send(.pointerMove(Point(x: frame.midX, y: frame.midY), .mouse))
        #expect(Self.tooltips(driver).isEmpty && driver.scene.nextDeadline == driver.time + 0.5)
        driver.wait(0.55)
        let tooltip = try #require(Self.tooltips(driver).first, "the whole title shows after half a second")
        #expect(tooltip.frame.minY >= frame.maxY && tooltip.frame.minX >= 0 && tooltip.frame.maxX <= 800)
        #expect(driver.scene.nextDeadline == nil, "nothing more to wake for")
        // A click hides it until the mouse moves; a tab whose title is whole has none.
        driver.click(Point(x: frame.midX, y: frame.midY))
        driver.wait(0.6)
        #expect(Self.tooltips(driver).isEmpty)
        let whole = driver.scene.tabFrame(2)
        driver.send(.pointerMove(Point(x: whole.midX, y: whole.midY), .mouse))
        driver.wait(0.6)
        #expect(Self.texts(driver).filter { $0.frame.minY > frame.maxY && $0.string == driver.scene.content.tabs[2].title }.isEmpty)
    }
}
