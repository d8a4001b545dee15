import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// The host changing tabs at any index: the page on screen stays on screen, each page keeps
/// its state, titles change in place.
@Suite("Tabs the host changes")
struct TabControlTests {
    static func tab(_ title: String) -> TabContent {
        TabContent(id: title, title: title, page: .list(ListContent(rowCount: 100, rowHeight: 50, template: "\(title) row {row}")))
    }

    static func scene(_ count: Int) -> Scene {
        Scene(content: SceneContent(tabs: (0..<count).map { tab("t\($0)") }), viewSize: Size(width: 800, height: 600))
    }

    /// The title of the page filling the view (the pages at rest).
    static func titleOnScreen(_ scene: Scene) -> String? {
        guard scene.pageOffset == Double(scene.selectedTab) * 800 else { return nil }
        return scene.content.tabs[scene.selectedTab].title
    }

    /// Insert, remove and move at random indices, checked against a plain array of titles: the
    /// page on screen stays on screen (unless it is the one removed: then its neighbour), the
    /// indicator is under the selected tab, and pages far from the view are released.
    @Test(arguments: [UInt64(7), 8, 9])
    func randomChangesKeepThePageOnScreen(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var scene = Self.scene(6)
        var model = (0..<6).map { "t\($0)" }
        var time = 0.0
        var serial = 6
        scene.selectTab(3, animated: false)
        for _ in 0..<400 {
            let shown = Self.titleOnScreen(scene)
            let shownIndex = shown.flatMap { model.firstIndex(of: $0) }
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let index = Int.random(in: 0...model.count, using: &random)
                let inserted = scene.insertTab(Self.tab("t\(serial)"), at: index)
                #expect(inserted)
                model.insert("t\(serial)", at: index)
                serial += 1
            case 1:
                guard model.count > 1 else { continue }
                let index = Int.random(in: 0..<model.count, using: &random)
                let removed = scene.removeTab(at: index)
                #expect(removed)
                model.remove(at: index)
                if let shownIndex, shownIndex == index {
                    // The removed page's neighbour takes its place (the one before it, at the end).
                    let neighbour = model[min(index, model.count - 1)]
                    time += 0.5
                    scene.advance(to: time)
                    #expect(Self.titleOnScreen(scene) == neighbour)
                }
            default:
                let from = Int.random(in: 0..<model.count, using: &random), to = Int.random(in: 0..<model.count, using: &random)
                scene.moveTab(from: from, to: to)
                model.insert(model.remove(at: from), at: to)
            }
            #expect(scene.content.tabs.map(\.title) == model)
            if let shown, model.contains(shown) { #expect(Self.titleOnScreen(scene) == shown) }
            time += 0.5
            scene.advance(to: time)
            let indicator = scene.indicatorFrame, selected = scene.tabFrame(scene.selectedTab)
            #expect(abs(indicator.midX - selected.midX) < 1e-6, "the indicator is under the selected tab")
            let made = scene.host.pages.indices.filter { scene.host.pages[$0] != nil }
            #expect(made.allSatisfy { abs($0 - scene.selectedTab) <= PageRetention().releaseDistance }, "far pages are released")
            #expect(scene.host.pages.count == model.count && scene.pager.pageCount == model.count)
        }
    }

    /// A page's state moves with its tab: its scroll and its open detail page.
    @Test func aPagesStateMovesWithItsTab() {
        var content = SceneContent(tabs: [Self.tab("a"), Self.tab("b"), Self.tab("c")])
        content.tabs[1].page = TableTests.content.tabs[0].page
        var driver = SceneDriver(content: content)
        driver.key(.right)
        driver.wait(0.5)
        driver.click(Point(x: 400, y: 60 + 240 + 22))  // Privacy: a detail page on tab "b"
        driver.wait(0.5)
        driver.key(.left)
        driver.wait(0.5)
        driver.scene.setScrollOffset(300, ofTab: 0)
        driver.scene.moveTab(from: 0, to: 2)
        driver.scene.insertTab(Self.tab("new"), at: 0)
        #expect(driver.scene.content.tabs.map(\.title) == ["new", "b", "c", "a"])
        #expect(driver.scene.selectedTab == 3 && driver.scene.pageOffset == 2400, "tab a stays on screen")
        #expect(driver.scene.scrollOffset(ofTab: 3) == 300)
        #expect(driver.scene.host.pages[1]?.layers.count == 2, "b's detail page is still open")
        #expect(driver.scene.tabIndex(of: "b") == 1 && driver.scene.tabID(at: 3) == "a")
    }

    /// A tab whose page is on screen removed: its neighbour slides in and is selected.
    @Test func removingThePageOnScreenShowsItsNeighbour() {
        var scene = Self.scene(4)
        scene.selectTab(1, animated: false)
        _ = scene.takeEvents()
        let removed = scene.removeTab(at: 1)
        #expect(removed)
        #expect(scene.selectedTab == 1 && scene.content.tabs[1].title == "t2" && scene.pageOffset == 800)
        let events = scene.takeEvents()
        #expect(events.contains(.tabSelected(from: nil, to: 1, cause: .program)))
        let removedNothing = !scene.removeTab(at: 7)
        #expect(removedNothing)
    }

    @Test func anIdentityIsNeverShared() {
        var scene = Self.scene(2)
        let taken = scene.insertTab(Self.tab("t1"), at: 0)
        let unnamed = scene.insertTab(TabContent(title: "unnamed", page: .colorBlock(.red, Size(width: 1, height: 1))), at: 0)
        #expect(!taken && unnamed)
        let ids = scene.content.tabs.compactMap(\.id)
        #expect(ids.count == 3 && Set(ids).count == 3)
        let duplicates = Scene(
            content: SceneContent(tabs: [Self.tab("x"), Self.tab("x")]), viewSize: Size(width: 400, height: 300))
        #expect(Set(duplicates.content.tabs.compactMap(\.id)).count == 2)
    }

    /// A title, badge or icon changes in place; nothing else is rebuilt.
    @Test func aTitleChangesInPlace() {
        var scene = Self.scene(3)
        scene.setScrollOffset(200, ofTab: 0)
        scene.setTitle("Renamed", forTab: 0)
        scene.setBadge(.count(3), forTab: 0)
        var list = DrawList()
        scene.draw(into: &list)
        #expect(list.commands.contains { if case .text(let run) = $0 { return run.string == "Renamed" } else { return false } })
        #expect(scene.scrollOffset(ofTab: 0) == 200 && scene.content.tabs[0].badge == .count(3))
    }

    /// A page that allows no swipe stays put under a drag; one that allows only going back lets
    /// the drag go back but not on.
    @Test func swipesCanBeTurnedOff() {
        var driver = SceneDriver(content: SceneContent(tabs: (0..<3).map { Self.tab("t\($0)") }))
        driver.scene.setSwipes(.none, forTab: 0)
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 200, y: 300), seconds: 0.2)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 0 && driver.scene.pageOffset == 0)
        driver.key(.right)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1, "keys still change tabs")
        driver.scene.setSwipes(.towardsPrevious, forTab: 1)
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 200, y: 300), seconds: 0.2)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1)
        driver.drag(from: Point(x: 200, y: 300), to: Point(x: 700, y: 300), seconds: 0.2)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 0)
    }

    /// Pages kept alive as the host chooses: made within `prepareDistance`, released past
    /// `releaseDistance`.
    @Test func theHostChoosesHowManyPagesStayAlive() {
        var scene = Self.scene(12)
        scene.pageRetention = PageRetention(prepareDistance: 2, releaseDistance: 2)
        #expect(scene.host.pages.indices.filter { scene.host.pages[$0] != nil } == [0, 1, 2])
        scene.selectTab(6, animated: false)
        #expect(scene.host.pages.indices.filter { scene.host.pages[$0] != nil } == [4, 5, 6, 7, 8])
        scene.pageRetention = PageRetention(prepareDistance: 1, releaseDistance: 1)
        #expect(scene.host.pages.indices.filter { scene.host.pages[$0] != nil } == [5, 6, 7])
    }

    /// The host's pages and the user's + and −: the user's changes are reported, the host's are not.
    @Test func theUsersAddAndRemoveAreReported() {
        var theme = Theme()
        theme.showsAddRemove = true
        var driver = SceneDriver(content: SceneContent(tabs: (0..<2).map { Self.tab("t\($0)") }), theme: theme)
        driver.forgetEvents()
        driver.key(.letter("t"), ctrl: true)
        driver.key(.letter("w"), ctrl: true)
        driver.scene.insertTab(Self.tab("host"), at: 0)
        driver.collect()
        let changes = driver.events.filter {
            switch $0 {
            case .tabAdded, .tabRemoved: return true
            default: return false
            }
        }
        #expect(changes == [.tabAdded(2), .tabRemoved(2)])
    }
}
