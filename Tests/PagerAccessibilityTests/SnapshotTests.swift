import PagerCore
import PagerScene
import Testing

@testable import PagerAccessibility

/// The tree as the bus serves it, and the events a change sends.
@Suite("Accessibility bus objects")
struct SnapshotTests {
    static let window = Rect(x: 100, y: 50, width: 800, height: 600)

    static func tabs(selected: Int, focused: Int? = nil, rows: ClosedRange<Int> = 1...3) -> [AccessibleNode] {
        let items = rows.map { row in
            AccessibleNode(
                id: "tab:a/1/row:\(row)", role: .listItem, name: "Row \(row)", frame: Rect(x: 0, y: Double(row) * 50, width: 800, height: 50))
        }
        let tabs = (0..<3).map { index -> AccessibleNode in
            var states: AccessibleStates = [.selectable]
            if index == selected { states.insert(.selected) }
            if index == focused { states.insert(.focused) }
            return AccessibleNode(
                id: "tab:\(index)", role: .pageTab, name: "Tab \(index)", states: states,
                frame: Rect(x: Double(index) * 100, y: 0, width: 100, height: 60), isClickable: true,
                children: index == 0
                    ? [
                        AccessibleNode(
                            id: "tab:a/1/content", role: .list, name: "List", frame: Rect(x: 0, y: 60, width: 800, height: 540), children: items)
                    ] : [])
        }
        return [AccessibleNode(id: "tabs", role: .pageTabList, name: "Tabs", frame: Rect(x: 0, y: 0, width: 800, height: 60), children: tabs)]
    }

    static func snapshot(_ nodes: [AccessibleNode], numbers: inout PathNumbers, scale: Double = 1) -> AccessibilitySnapshot {
        AccessibilitySnapshot(application: "app", windowTitle: "Title", window: window, scale: scale, nodes: nodes, numbers: &numbers)
    }

    @Test func theApplicationHoldsTheFrameThatHoldsTheNodes() throws {
        var numbers = PathNumbers()
        let snapshot = Self.snapshot(Self.tabs(selected: 0), numbers: &numbers)
        let root = try #require(snapshot[AtspiVocabulary.rootPath])
        #expect(root.node.role == .application && root.node.name == "app" && root.parent.isEmpty)
        let frame = try #require(root.children.first.flatMap { snapshot[$0] })
        #expect(frame.path == "/org/a11y/atspi/accessible/0" && frame.node.name == "Title" && frame.node.role == .frame)
        #expect(frame.screenFrame == Self.window && frame.states.contains(.active))
        let list = try #require(frame.children.first.flatMap { snapshot[$0] })
        #expect(list.node.role == .pageTabList && list.parent == frame.path)
        #expect(list.children.compactMap { snapshot[$0]?.node.name } == ["Tab 0", "Tab 1", "Tab 2"])
        #expect(list.children.compactMap { snapshot[$0]?.indexInParent } == [0, 1, 2])
    }

    @Test func extentsAreOnTheScreenInTheWindowOrInTheParent() throws {
        var numbers = PathNumbers()
        let snapshot = Self.snapshot(Self.tabs(selected: 0), numbers: &numbers, scale: 2)
        let second = try #require(snapshot.objects.values.first { $0.node.name == "Tab 1" })
        #expect(snapshot.extents(of: second, coordinates: 0) == Rect(x: 300, y: 50, width: 200, height: 120))
        #expect(snapshot.extents(of: second, coordinates: 1) == Rect(x: 200, y: 0, width: 200, height: 120))
        let row = try #require(snapshot.objects.values.first { $0.node.name == "Row 2" })
        #expect(snapshot.extents(of: row, coordinates: 2) == Rect(x: 0, y: 80, width: 1600, height: 100))  // in its list
        let frame = try #require(snapshot["/org/a11y/atspi/accessible/0"])
        #expect(snapshot.descendant(of: frame, at: Point(x: 350, y: 60))?.node.name == "Tab 1")
        #expect(snapshot.descendant(of: frame, at: Point(x: 150, y: 50 + 2 * 110))?.node.name == "Row 2")
    }

    @Test func onlyWhatIsInTheWindowIsShowing() {
        var numbers = PathNumbers()
        var nodes = Self.tabs(selected: 0)
        nodes.append(AccessibleNode(id: "far", role: .label, name: "Far", frame: Rect(x: 900, y: 0, width: 50, height: 50)))
        let snapshot = Self.snapshot(nodes, numbers: &numbers)
        #expect(snapshot.objects.values.first { $0.node.name == "Far" }?.states.contains(.showing) == false)
        #expect(snapshot.objects.values.first { $0.node.name == "Tab 2" }?.states.contains(.showing) == true)
    }

    /// An element keeps its path while it exists; one that comes back later gets a new one.
    @Test func pathsStayWithTheirElements() {
        var numbers = PathNumbers()
        let first = Self.snapshot(Self.tabs(selected: 0, rows: 1...3), numbers: &numbers)
        let second = Self.snapshot(Self.tabs(selected: 1, rows: 2...4), numbers: &numbers)
        func path(_ name: String, _ snapshot: AccessibilitySnapshot) -> String? { snapshot.objects.values.first { $0.node.name == name }?.path }
        #expect(path("Tab 1", first) == path("Tab 1", second))
        #expect(path("Row 2", first) == path("Row 2", second))
        #expect(path("Row 4", second) != nil && !first.objects.keys.contains(path("Row 4", second) ?? ""))
        let third = Self.snapshot(Self.tabs(selected: 1, rows: 1...3), numbers: &numbers)
        #expect(path("Row 1", third) != path("Row 1", first))
    }

    @Test func aChangeSendsTheEventsScreenReadersListenFor() {
        var numbers = PathNumbers()
        let before = Self.snapshot(Self.tabs(selected: 0, rows: 1...3), numbers: &numbers)
        let after = Self.snapshot(Self.tabs(selected: 2, focused: 2, rows: 2...4), numbers: &numbers)
        let signals = AccessibilitySignal.changes(from: before, to: after)
        func path(_ name: String) -> String { after.objects.values.first { $0.node.name == name }?.path ?? "" }
        let list = path("List")
        #expect(signals.contains(AccessibilitySignal(path: path("Tab 0"), member: "StateChanged", detail: "selected", detail1: 0)))
        #expect(signals.contains(AccessibilitySignal(path: path("Tab 2"), member: "StateChanged", detail: "selected", detail1: 1)))
        #expect(signals.contains(AccessibilitySignal(path: path("Tab 2"), member: "StateChanged", detail: "focused", detail1: 1)))
        #expect(signals.contains(AccessibilitySignal(path: path("Tab 2"), interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "")))
        let removed = before.objects.values.first { $0.node.name == "Row 1" }?.path ?? ""
        #expect(signals.contains(AccessibilitySignal(path: list, member: "ChildrenChanged", detail: "remove", detail1: 0, payload: .object(removed))))
        #expect(
            signals.contains(AccessibilitySignal(path: list, member: "ChildrenChanged", detail: "add", detail1: 2, payload: .object(path("Row 4")))))
        #expect(signals.contains(AccessibilitySignal(path: list, member: "VisibleDataChanged", detail: "")))
        #expect(!signals.contains { $0.path == path("Tab 1") })  // nothing of it changed
        #expect(AccessibilitySignal.changes(from: after, to: after).isEmpty)
    }

    @Test func aRenamedElementSaysSo() {
        var numbers = PathNumbers()
        var nodes = [AccessibleNode(id: "status", role: .label, name: "Idle", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
        let before = Self.snapshot(nodes, numbers: &numbers)
        nodes[0].name = "3 new messages"
        let after = Self.snapshot(nodes, numbers: &numbers)
        let path = after.objects.values.first { $0.node.id == "status" }?.path ?? ""
        #expect(
            AccessibilitySignal.changes(from: before, to: after)
                == [AccessibilitySignal(path: path, member: "PropertyChange", detail: "accessible-name", payload: .text("3 new messages"))])
    }

    /// A deep host tree is flattened without recursion.
    @Test func aDeepTreeIsFlattened() {
        var node = AccessibleNode(id: "leaf", role: .label, name: "Leaf", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        for depth in 0..<1_000 { node = AccessibleNode(id: "n\(depth)", role: .panel, name: "", frame: node.frame, children: [node]) }
        var numbers = PathNumbers()
        let snapshot = Self.snapshot([node], numbers: &numbers)
        #expect(snapshot.objects.count == 1_000 + 3)
    }

    @Test func statesAreAtspiNumbers() {
        #expect(AtspiVocabulary.stateWords([.checked, .focused, .checkable]) == [1 << 4 | 1 << 12, 1 << 9])
        #expect(AtspiVocabulary.number(of: .pageTabList) == 38 && AtspiVocabulary.number(of: .toggleButton) == 62)
    }

    /// An element that comes with the focus (a detail page's first control) says so, and a
    /// notification that comes says it shows: a screen reader speaks on both.
    @Test func aNewFocusedElementAndANewNotificationAreAnnounced() {
        var numbers = PathNumbers()
        let button = AccessibleNode(id: "a", role: .pushButton, name: "First", frame: Rect(x: 0, y: 100, width: 100, height: 40))
        let before = Self.snapshot(Self.tabs(selected: 0, focused: 0), numbers: &numbers)
        var focused = button
        focused.states = [.focusable, .focused]
        let note = AccessibleNode(id: "announcement:1", role: .notification, name: "Tab 4 tab added", frame: Rect(x: 0, y: 0, width: 800, height: 60))
        let after = Self.snapshot(Self.tabs(selected: 0) + [focused, note], numbers: &numbers)
        let signals = AccessibilitySignal.changes(from: before, to: after)
        func path(_ name: String) -> String { after.objects.values.first { $0.node.name == name }?.path ?? "" }
        #expect(
            signals.suffix(3) == [
                AccessibilitySignal(path: path("First"), member: "StateChanged", detail: "focused", detail1: 1),
                AccessibilitySignal(path: path("First"), interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: ""),
                AccessibilitySignal(path: path("Tab 4 tab added"), member: "StateChanged", detail: "showing", detail1: 1),
            ])
        // As the window first shows: activated, then the focus where it is.
        let opening = AccessibilitySignal.opening(before, title: "Title")
        #expect(opening.map(\.member) == ["Activate", "StateChanged", "Focus"] && opening.last?.path == path("Tab 0"))
    }

    /// A list telling of the rows in view only has those children (ChildCount, GetChildAtIndex
    /// and GetChildren agree), each saying its place in the whole list in its attributes; a row
    /// has no children, whatever its `setsize`.
    @Test func aListOfRowsInViewHasThoseRowsAsItsChildren() throws {
        var numbers = PathNumbers()
        let rows = (41...43).map { row in
            AccessibleNode(
                id: "row:\(row)", role: .listItem, name: "Row \(row)", frame: Rect(x: 0, y: Double(row - 41) * 50, width: 800, height: 50),
                attributes: ["posinset": String(row), "setsize": "1000"])
        }
        let list = AccessibleNode(
            id: "list", role: .list, name: "List", frame: Rect(x: 0, y: 0, width: 800, height: 150), attributes: ["setsize": "1000"], children: rows)
        let snapshot = Self.snapshot([list], numbers: &numbers)
        let object = try #require(snapshot.objects.values.first { $0.node.id == "list" })
        #expect(object.children.count == 3)
        #expect(object.children.compactMap { snapshot[$0]?.indexInParent } == [0, 1, 2])
        #expect(snapshot.child(of: object, at: 1)?.node.name == "Row 42")
        #expect(snapshot.child(of: object, at: 1)?.node.attributes["posinset"] == "42")
        #expect(snapshot.child(of: object, at: 3) == nil && snapshot.child(of: object, at: -1) == nil)
        for path in object.children { #expect(snapshot[path]?.children.isEmpty == true && snapshot[path]?.parent == object.path) }
    }
}
