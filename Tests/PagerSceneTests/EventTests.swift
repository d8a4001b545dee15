import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// The events a host hears: each once, in order, for what the user did.
@Suite("Events")
struct EventTests {
    static var content: SceneContent {
        let list = PageContent.list(ListContent(rowCount: 50, rowHeight: 60, template: "Row {row} of {page}"))
        return SceneContent(tabs: (1...4).map { TabContent(title: "Tab \($0)", page: list) })
    }

    /// The events since the driver started, without the pages' positions (which come every frame).
    static func discrete(_ driver: SceneDriver) -> [PagerEvent] {
        driver.events.filter {
            if case .pagesScrolled = $0 { return false }
            return true
        }
    }

    /// The positions reported, in order.
    static func positions(_ driver: SceneDriver) -> [Double] {
        driver.events.compactMap { if case .pagesScrolled(let position) = $0 { return position } else { return nil } }
    }

    @Test func aNewSceneReportsThePageInView() {
        let driver = SceneDriver(content: Self.content)
        #expect(driver.events == [.pageAppeared(0)])
        #expect(driver.scene.selectedTab == 0 && driver.scene.settledTab == 0 && driver.scene.scrollState == .idle)
    }

    /// A swipe: dragging, the neighbour appearing, the release choosing the next tab, the
    /// settle, the first page leaving the view, rest, then the settle on the new tab.
    @Test func aSwipe() {
        var driver = SceneDriver(content: Self.content)
        driver.forgetEvents()
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 300, y: 300), seconds: 0.3)
        #expect(driver.scene.selectedTab == 1 && driver.scene.settledTab == 0 && driver.scene.scrollState == .settling)
        driver.wait(1)
        #expect(
            Self.discrete(driver) == [
                .scrollStateChanged(.dragging), .pageAppeared(1), .scrollStateChanged(.settling),
                .tabSelected(from: 0, to: 1, cause: .swipe), .pageDisappeared(0), .scrollStateChanged(.idle), .tabSettled(1),
            ])
        let positions = Self.positions(driver)
        #expect(positions.count > 20 && positions.last == 1)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "the pages only move forward")
        #expect(driver.scene.settledTab == 1 && driver.scene.pagePosition == 1 && driver.scene.pageOffset == 800)
    }

    /// Crossing half a page and coming back selects nothing: the tab selected changes on
    /// release, and this release settles back.
    @Test func aDragThatComesBackSelectsNothing() {
        var driver = SceneDriver(content: Self.content)
        driver.forgetEvents()
        driver.send(.pointerDown(Point(x: 700, y: 300), .mouse))
        for x in stride(from: 650.0, through: 200, by: -50) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .mouse))
        }
        #expect(driver.scene.pagePosition > 0.5 && driver.scene.selectedTab == 0)
        for x in stride(from: 250.0, through: 700, by: 50) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .mouse))
        }
        driver.wait(0.1)
        driver.send(.pointerUp(Point(x: 700, y: 300), .mouse))
        driver.wait(1)
        #expect(
            Self.discrete(driver) == [
                .scrollStateChanged(.dragging), .pageAppeared(1), .pageDisappeared(1), .scrollStateChanged(.settling),
                .scrollStateChanged(.idle),
            ])
    }

    /// A tab tap, then a fling back while the pages still move there (from about 1.2 pages to
    /// under 1, so the fling goes to the first): each target change once, each with its cause,
    /// and one settle at the end.
    @Test func aFlingDuringATabAnimation() {
        var driver = SceneDriver(content: Self.content)
        driver.forgetEvents()
        driver.click(driver.scene.tabCenter(2)!)
        driver.wait(0.1)
        driver.drag(from: Point(x: 300, y: 300), to: Point(x: 500, y: 300), seconds: 0.1)
        driver.wait(1.5)
        let discrete = Self.discrete(driver)
        let selections = discrete.filter { if case .tabSelected = $0 { return true } else { return false } }
        #expect(selections == [.tabSelected(from: 0, to: 2, cause: .tap), .tabSelected(from: 2, to: 0, cause: .swipe)], "\(discrete)")
        #expect(discrete.last == .tabSettled(0))
        #expect(discrete.filter { if case .tabSettled = $0 { return true } else { return false } }.count == 1)
    }

    /// A press that catches the settling pages and lets go at once: the pages settle on the
    /// nearest page, and that is reported as the swipe it is.
    @Test func catchAndRelease() {
        var driver = SceneDriver(content: Self.content)
        driver.click(driver.scene.tabCenter(3)!)
        driver.wait(0.12)
        driver.forgetEvents()
        let caughtAt = driver.scene.pagePosition
        driver.send(.pointerDown(Point(x: 400, y: 300), .mouse))
        driver.send(.pointerUp(Point(x: 400, y: 300), .mouse))
        driver.wait(1)
        let nearest = Int(caughtAt.rounded())
        #expect(nearest != 3)
        #expect(
            Self.discrete(driver) == [
                .scrollStateChanged(.dragging), .scrollStateChanged(.settling), .tabSelected(from: 3, to: nearest, cause: .swipe),
            ]
                + (0...3).filter { $0 != nearest && abs(Double($0) - caughtAt) < 1 }.map { .pageDisappeared($0) }
                + [.scrollStateChanged(.idle), .tabSettled(nearest)])
    }

    /// Keys and a wheel notch give their causes; a tap on the selected tab is a re-tap and
    /// changes nothing.
    @Test func keysWheelsAndReTaps() {
        var driver = SceneDriver(content: Self.content)
        driver.forgetEvents()
        driver.key(.right)
        driver.wait(1)
        driver.send(.wheel(dx: 1, dy: 0, at: Point(x: 400, y: 300), shift: false))
        driver.wait(1)
        driver.click(driver.scene.tabCenter(2)!)
        driver.wait(1)
        let selections = Self.discrete(driver).filter {
            switch $0 {
            case .tabSelected, .tabSettled, .tabReselected: return true
            default: return false
            }
        }
        #expect(
            selections == [
                .tabSelected(from: 0, to: 1, cause: .key), .tabSettled(1), .tabSelected(from: 1, to: 2, cause: .wheel), .tabSettled(2),
                .tabReselected(2),
            ])
    }

    /// In a right-to-left scene a drag from left to right goes to the next tab, reported the same.
    @Test func rightToLeftSwipes() {
        var theme = Theme()
        theme.direction = .rightToLeft
        var driver = SceneDriver(content: Self.content, theme: theme)
        driver.forgetEvents()
        driver.drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300), seconds: 0.3)
        driver.wait(1)
        #expect(
            Self.discrete(driver) == [
                .scrollStateChanged(.dragging), .pageAppeared(1), .scrollStateChanged(.settling),
                .tabSelected(from: 0, to: 1, cause: .swipe), .pageDisappeared(0), .scrollStateChanged(.idle), .tabSettled(1),
            ])
    }

    /// The host selecting a tab: at once it is there before the next frame, its events waiting;
    /// animated it goes there in 300 ms. Before the first frame too.
    @Test func theHostSelectsInTheSameFrame() {
        var scene = Scene(content: Self.content, viewSize: Size(width: 800, height: 600))
        scene.selectTab(2, animated: false)
        #expect(scene.pageOffset == 1600 && scene.selectedTab == 2 && scene.settledTab == 2)
        var list = DrawList()
        scene.draw(into: &list)
        #expect(list.commands.contains { if case .text(let run) = $0 { return run.string == "Row 1 of 3" } else { return false } })
        let events = scene.takeEvents().filter { if case .pagesScrolled = $0 { return false } else { return true } }
        #expect(
            events == [
                .pageAppeared(0), .tabSelected(from: 0, to: 2, cause: .program), .pageDisappeared(0), .pageAppeared(2), .tabSettled(2),
            ])
        scene.selectTab(0)
        #expect(scene.selectedTab == 0 && scene.scrollState == .settling)
        scene.advance(to: 0.3)
        #expect(scene.pageOffset == 0 && scene.settledTab == 0)
    }

    /// A host that refuses a selection: a tap does nothing, a drag settles back, and each
    /// refusal is reported; the host reads what it needs from the request, the scene's copy too.
    @Test func aVetoKeepsTheSelection() {
        var driver = SceneDriver(content: Self.content)
        final class Log { var asked: [(Int, Int, SelectionCause)] = [] }
        let log = Log()
        driver.scene.shouldSelectTab = { request in
            log.asked.append((request.from, request.to, request.cause))
            #expect(request.toID == request.scene.tabID(at: request.to) && request.scene.selectedTab == request.from)
            return request.to != 2
        }
        driver.click(driver.scene.tabCenter(2)!)
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0 && driver.scene.pageOffset == 0)
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 300, y: 300), seconds: 0.3)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1)
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 300, y: 300), seconds: 0.3)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1 && driver.scene.pageOffset == 800)
        let asked = log.asked
        #expect(asked.map(\.0) == [0, 0, 1] && asked.map(\.1) == [2, 1, 2] && asked.map(\.2) == [.tap, .swipe, .swipe])
        let refusals = driver.events.filter { if case .tabSelectionRefused = $0 { return true } else { return false } }
        #expect(refusals == [.tabSelectionRefused(tab: 2, cause: .tap), .tabSelectionRefused(tab: 2, cause: .swipe)])
    }

    /// A host's veto that reads the scene it belongs to (a global, as a program's is) through
    /// the request: no access conflict, whatever asks.
    @Test func aVetoReadsTheSceneThroughItsRequest() {
        final class Host {
            var driver = SceneDriver(content: EventTests.content)
            var titles: [String] = []
        }
        let host = Host()
        host.driver.scene.shouldSelectTab = { [unowned host] request in
            host.titles.append(request.scene.title(ofTab: request.to) ?? "?")
            return true
        }
        host.driver.key(.right)
        host.driver.click(host.driver.scene.tabCenter(2) ?? Point(x: 0, y: 0))
        #expect(host.titles.count == 2 && host.driver.scene.selectedTab == 2, "\(host.titles)")
    }

    /// Table rows: a switch, an option, a disclosure and back, a button, each reported.
    @Test func tableRowsReportWhatTheyDo() {
        var driver = SceneDriver(content: TableTests.content)
        driver.forgetEvents()
        driver.click(Point(x: 400, y: 60 + 136 + 22))  // the Push switch
        driver.click(Point(x: 400, y: 60 + 336 + 22))  // "Small"
        driver.wait(0.5)
        driver.click(Point(x: 400, y: 60 + 240 + 22))  // Privacy: a detail page
        driver.wait(0.5)
        driver.key(.backspace)
        driver.wait(0.5)
        let rows = driver.events.filter {
            switch $0 {
            case .pagesScrolled, .scrollStateChanged, .pageAppeared, .pageDisappeared: return false
            default: return true
            }
        }
        #expect(
            rows == [
                .switchChanged(id: "push", isOn: false), .rowTapped(tab: 0, section: 2, row: 0), .optionChosen(group: "size", id: "small"),
                .rowTapped(tab: 0, section: 1, row: 2), .detailOpened(tab: 0, title: "Privacy"), .detailClosed(tab: 0),
            ], "\(rows)")
    }

    /// The events' one-line form numbers from 1 and quotes texts with spaces.
    @Test func eventsReadAsOneLine() {
        #expect(PagerEvent.tabSelected(from: 0, to: 1, cause: .swipe).description == "tabSelected 2 swipe")
        #expect(PagerEvent.tabSettled(1).description == "tabSettled 2")
        #expect(PagerEvent.rowTapped(tab: 0, section: 0, row: 5).description == "rowTapped 1 1 6")
        #expect(PagerEvent.refreshRequested(tab: 0).description == "refreshRequested 1")
        #expect(PagerEvent.switchChanged(id: "Push notifications", isOn: true).description == #"switchChanged "Push notifications" on"#)
        #expect(PagerEvent.pagesScrolled(0.5).description == "pagesScrolled 0.5")
    }

    /// Random input, with tabs inserted, removed and moved by the host while events wait to be
    /// taken: every change of the selected tab is followed by a settle once input stops, and
    /// every index an event names is that tab's index when the host takes it.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomInputKeepsEventsRight(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var content = Self.content
        for index in content.tabs.indices { content.tabs[index].title = "t\(index)" }
        var theme = Theme()
        theme.showsAddRemove = true
        var scene = Scene(content: content, theme: theme, viewSize: Size(width: 800, height: 600))
        var time = 0.0, serial = 100
        var pendingSettle = false
        /// The pages in view as the events tell them, by title: right only if every index was
        /// the tab's index when the events were taken.
        var inView: Set<String> = ["t0"]
        func take() {
            for event in scene.takeEvents() {
                let tab: Int?
                switch event {
                case .tabSelected(_, let to, _):
                    tab = to
                    pendingSettle = true
                case .tabSettled(let settled):
                    tab = settled
                    pendingSettle = false
                case .pageAppeared(let index):
                    tab = index
                    if scene.content.tabs.indices.contains(index) { inView.insert(scene.content.tabs[index].title) }
                case .pageDisappeared(let index):
                    tab = index
                    if scene.content.tabs.indices.contains(index) { inView.remove(scene.content.tabs[index].title) }
                case .tabReselected(let index), .tabAdded(let index):
                    tab = index
                default: tab = nil
                }
                if let tab { #expect(scene.content.tabs.indices.contains(tab), "\(event)") }
            }
            // A tab the host removed leaves the view without an event.
            inView = inView.filter { title in scene.content.tabs.contains { $0.title == title } }
            let visible = Set(scene.visiblePages.map { range in range.map { scene.content.tabs[$0].title } } ?? [])
            #expect(inView == visible)
        }
        for _ in 0..<2000 {
            let point = Point(x: .random(in: 0...800, using: &random), y: .random(in: 0...600, using: &random))
            switch Int.random(in: 0..<15, using: &random) {
            case 0...1: scene.handle(.pointerDown(point, .mouse), time: time)
            case 2...4: scene.handle(.pointerMove(point, .mouse), time: time)
            case 5...6: scene.handle(.pointerUp(point, .mouse), time: time)
            case 7: scene.handle(.key(KeyPress([Key.left, .right, .home, .end].randomElement(using: &random)!)), time: time)
            case 8:
                serial += 1
                let tab = TabContent(title: "t\(serial)", page: Self.content.tabs[0].page)
                scene.insertTab(tab, at: .random(in: 0...scene.content.tabs.count, using: &random))
            case 9: scene.removeTab(at: .random(in: 0..<scene.content.tabs.count, using: &random))
            case 10:
                let count = scene.content.tabs.count
                scene.moveTab(from: .random(in: 0..<count, using: &random), to: .random(in: 0..<count, using: &random))
            case 11: scene.selectTab(.random(in: 0..<scene.content.tabs.count, using: &random), animated: Bool.random(using: &random))
            case 12: take()
            default:
                time += .random(in: 0...0.1, using: &random)
                scene.advance(to: time)
            }
        }
        scene.handle(.pointerUp(.zero, .mouse), time: time)
        for _ in 0..<180 {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        take()
        #expect(!pendingSettle, "a selection without a settle")
        #expect(scene.settledTab == scene.selectedTab && scene.scrollState == .idle)
    }
}
