import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Adding and removing tabs")
struct TabManagementTests {
    static var content: SceneContent {
        var content = SceneContent(
            tabs: (1...3).map {
                TabContent(
                    title: "Button\($0)",
                    page: .list(
                        ListContent(
                            rowCount: 20, rowHeight: 60, template: "I am the {row}th data in the {page}th TableView.")))
            })
        content.newTab = TabContent(title: "Button{n}", page: content.tabs[0].page)
        return content
    }

    static var theme: Theme {
        var theme = Theme()
        theme.showsAddRemove = true
        return theme
    }

    @Test func plusAddsATabThatGrowsIntoPlace() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        let add = driver.scene.frame(of: .add)!
        #expect(add == Rect(x: 712, y: 0, width: 44, height: 60))
        driver.click(Point(x: add.midX, y: add.midY))
        #expect(driver.scene.content.tabs.map(\.title) == ["Button1", "Button2", "Button3", "Button4"])
        #expect(driver.scene.tabFrames[3].width == 0)
        driver.wait(0.1)
        let growing = driver.scene.tabFrames[3].width
        #expect(growing > 0 && growing < 178)
        driver.wait(0.2)
        #expect(driver.scene.tabFrames.map(\.width) == Array(repeating: 178, count: 4))
        #expect(driver.scene.selectedTab == 0)
        driver.key(.end); driver.wait(0.4)
        #expect(driver.drawList.texts.contains { $0.string == "I am the 1th data in the 4th TableView." })
    }

    @Test func removingTheSelectedLastTabSelectsItsNeighbour() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.key(.end); driver.wait(0.4)
        driver.key(.letter("w"), ctrl: true)
        #expect(driver.scene.content.tabs.count == 2)
        #expect(driver.scene.selectedTab == 1 && driver.scene.pager.offset == 800)
        #expect(driver.scene.indicatorFrame.maxX <= driver.scene.stripFrame.maxX + 1e-9)
    }

    /// The removed page slides out to the right over its neighbour instead of vanishing.
    @Test func aRemovedPageOnScreenSlidesAway() throws {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.key(.end); driver.wait(0.4)
        driver.scene.activate(.remove)
        func departingRowX() -> Double? {
            driver.drawList.texts.first { $0.string == "I am the 1th data in the 3th TableView." }?.frame.minX
        }
        #expect(departingRowX() == 16)
        #expect(driver.drawList.texts.contains { $0.string == "I am the 1th data in the 2th TableView." })
        driver.wait(0.1)
        let sliding = try #require(departingRowX())
        #expect(sliding > 16 && sliding < 800)
        #expect(driver.scene.isAnimating)
        driver.wait(0.25)
        #expect(departingRowX() == nil && !driver.scene.isAnimating)
    }

    @Test func theLastTabCannotBeRemoved() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.scene.activate(.remove); driver.scene.activate(.remove)
        #expect(!driver.scene.canRemoveTab)
        let remove = driver.scene.frame(of: .remove)!
        driver.click(Point(x: remove.midX, y: remove.midY))
        #expect(driver.scene.content.tabs.count == 1)
        #expect(driver.scene.message?.text == "The last tab cannot be removed")
        let minus = driver.drawList.texts.first { $0.string == "−" }
        #expect(minus?.color == Color(210, 210, 210))
    }

    @Test func removingMidSwipeKeepsEverythingValid() {
        var driver = SceneDriver(content: Self.content, theme: Self.theme)
        driver.key(.end); driver.wait(0.4)
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        driver.time += 0.05
        driver.send(.pointerMove(Point(x: 700, y: 300), .mouse))
        driver.scene.activate(.remove)
        driver.send(.pointerMove(Point(x: 750, y: 300), .mouse))
        driver.send(.pointerUp(Point(x: 750, y: 300), .mouse))
        driver.wait(1)
        #expect(driver.scene.pager.offset == Double(driver.scene.selectedTab) * 800)
        #expect(driver.scene.selectedTab < driver.scene.content.tabs.count)
    }

    /// Pages are made when they come within one page of the view, reloaded when they become
    /// current, and released when far, so hundreds of tabs keep few page states.
    @Test func pagesAreMadeLazilyReloadedAndReleased() {
        var content = Self.content
        content.tabs = (1...500).map { TabContent(title: "T\($0)", page: content.tabs[0].page) }
        var driver = SceneDriver(content: content)
        #expect(driver.scene.host.pages.compactMap { $0 }.count == 2)
        #expect(driver.scene.host.pages[0]?.loadCount == 1)
        driver.key(.right); driver.wait(0.4)
        #expect(driver.scene.host.pages[1]?.loadCount == 2)
        for _ in 0..<20 { driver.key(.right); driver.wait(0.4) }
        #expect(driver.scene.selectedTab == 21)
        #expect(driver.scene.host.pages.compactMap { $0 }.count <= 7)
        #expect(driver.scene.host.pages[0] == nil && driver.scene.host.pages[21] != nil)
    }
}

@Suite("Narrow tab bars")
struct NarrowTabBarTests {
    /// Titles too wide for their buttons are shortened with "…" to fit; the others stay whole.
    @Test func titlesThatDoNotFitAreShortened() {
        var driver = SceneDriver(size: Size(width: 240, height: 160))
        let measure = Scene.estimatedWidth
        var displayTitles: [String] { driver.scene.content.tabs.indices.map { driver.scene.displayTitle($0) } }
        for (title, frame) in zip(displayTitles, driver.scene.tabFrames) {
            #expect(measure(title, 16) <= frame.width - 2 * TabBar.titleMargin || title == "…", "\(title)")
        }
        #expect(displayTitles.contains { $0.hasSuffix("…") })
        driver.send(.resize(Size(width: 1200, height: 600)))
        #expect(displayTitles == ["News", "Sports", "Tech", "Numbers", "Custom", "Red"])
        #expect(
            driver.drawList.texts.filter { $0.frame.maxY <= 60 && $0.fontSize == 16 }.map(\.string)
                == ["News", "Sports", "Tech", "Numbers", "Custom", "Red"])
    }
}

@Suite("A tab bar at the bottom")
struct BottomTabBarTests {
    static var theme: Theme {
        var theme = Theme()
        theme.tabBarPosition = .bottom
        return theme
    }

    /// The bar runs along the bottom with the indicator on its top edge; pages fill the rest from
    /// the top; a tap on a tab at the bottom selects it; a drag on the pages still pages.
    @Test func everythingFollowsTheBar() {
        var driver = SceneDriver(theme: Self.theme)
        #expect(driver.scene.tabBarFrame == Rect(x: 0, y: 540, width: 800, height: 60))
        #expect(driver.scene.pagesFrame == Rect(x: 0, y: 0, width: 800, height: 540))
        #expect(driver.scene.indicatorFrame == Rect(x: 0, y: 540, width: 800.0 / 6, height: 5))
        let firstRow = driver.drawList.texts.first { $0.string == "I am the 1th data in the 1th TableView." }
        #expect(firstRow?.frame.minY == 0)
        let titles = driver.drawList.texts.filter { $0.frame.minY >= 540 }.map(\.string)
        #expect(titles.starts(with: ["News", "Sports", "Tech"]))
        driver.click(Point(x: 333, y: 570))
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 2)
        driver.drag(from: Point(x: 600, y: 300), to: Point(x: 300, y: 300), seconds: 0.1)
        driver.wait(0.6)
        #expect(driver.scene.selectedTab == 3)
        #expect(driver.scene.indicatorFrame.minY == 540 && abs(driver.scene.indicatorFrame.minX - 400) < 1e-9)
    }
}
