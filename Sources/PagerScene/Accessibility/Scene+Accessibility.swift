import PagerCore

extension Scene {
    /// The scene as a screen reader is told of it, in view coordinates, in reading order: the
    /// tab bar (a page tab list of page tabs, each holding its page while the page is on
    /// screen), the + and − controls when the theme shows them, and the message showing.
    ///
    /// Only what is on screen is in it: a list's rows in view (each says where it is in the
    /// whole list), a table's sections in view. It is made anew each time; a host that tells a
    /// screen reader compares one tree with the last by ``AccessibleNode/id``.
    public func accessibilityTree() -> [AccessibleNode] {
        var nodes = [tabList()]
        for (control, name) in [(AddRemoveControl.add, "Add tab"), (.remove, "Remove tab")] {
            guard let frame = frame(of: control) else { continue }
            nodes.append(
                AccessibleNode(id: control == .add ? "add-tab" : "remove-tab", role: .pushButton, name: name, frame: frame, isClickable: true))
        }
        if let message, let box = messageBox {
            nodes.append(AccessibleNode(id: "message", role: .notification, name: message.text, frame: box.frame))
        }
        return nodes
    }

    /// Does what a click on element `id` of ``accessibilityTree()`` does (a tab animates there,
    /// a switch flips, a row is reported as tapped); false when no element of that id reacts to
    /// a click. What it led to is in ``takeEvents()``.
    @discardableResult
    public mutating func performAccessibleAction(_ id: String) -> Bool {
        defer {
            updatePageResidency()
            reportChanges()
        }
        switch id {
        case "add-tab":
            guard theme.showsAddRemove else { return false }
            addTab()
            return true
        case "remove-tab":
            guard theme.showsAddRemove else { return false }
            removeLastTab(cause: .tap)
            return true
        default:
            break
        }
        if let tab = content.tabs.firstIndex(where: { $0.id.map(Self.accessibleID(ofTab:)) == id }) {
            if tab == pager.targetPage { events.append(.tabReselected(tab)) }
            selectTab(tab, cause: .tap)
            return true
        }
        // An element of a page on screen: only those pages have any.
        guard let (tab, node) = element(id), node.isClickable else { return false }
        if node.id == elementPrefix(ofPage: tab).map({ $0 + Self.backElement }) {
            goBack(page: tab)
            return true
        }
        let frame = onScreen(node.frame)  // back to the layout's left-to-right coordinates
        tapPage(tab, at: Point(x: frame.midX, y: frame.midY))
        markMoving(tab)
        return true
    }

    // MARK: the parts of the tree

    /// The tab bar: every tab, the selected one selected, the one the focus ring is on focused.
    private func tabList() -> AccessibleNode {
        var tabs: [AccessibleNode] = []
        for (index, tab) in content.tabs.enumerated() {
            guard let id = tab.id else { continue }
            var states: AccessibleStates = [.selectable, .focusable]
            if index == selectedTab { states.insert(.selected) }
            if input.focus == .tab(index) { states.insert(.focused) }
            tabs.append(
                AccessibleNode(
                    id: Self.accessibleID(ofTab: id), role: .pageTab, name: tab.title, description: Self.words(for: tab.badge),
                    states: states, frame: tabFrame(index), isClickable: true, children: pageNodes(index)))
        }
        return AccessibleNode(id: "tabs", role: .pageTabList, name: "Tabs", frame: onScreen(stripFrame), children: tabs)
    }

    /// Page `page` as it shows, while any of it is on screen: its back control on a detail page,
    /// then its content.
    private func pageNodes(_ page: Int) -> [AccessibleNode] {
        guard let prefix = elementPrefix(ofPage: page), let state = pages[page], abs(pageOriginX(page)) < pager.pageWidth else { return [] }
        let layer = state.top
        let frame = contentFrame(ofPage: page, layer: layer)
        let context = PageAccessContext(
            width: pager.pageWidth, layer: layer,
            visible: Rect(x: 0, y: layer.scroll.offset, width: pager.pageWidth, height: frame.height), values: table.values,
            pageNumber: page + 1, title: layer.title ?? content.tabs[page].title)
        var focused: FocusStop?
        if case .control(page, let index)? = input.focus {
            let stops = focusStops(onPage: page)
            if stops.indices.contains(index) { focused = stops[index] }
        }
        let focusedFrame: Rect?
        if case .element(let frame)? = focused { focusedFrame = frame } else { focusedFrame = nil }
        let node = placed(
            layer.content.kind.accessiblePage(in: context), prefix: prefix,
            dx: frame.minX, dy: frame.minY - layer.scroll.offset, focused: focusedFrame)
        guard layer.title != nil else { return [node] }
        var states: AccessibleStates = .focusable
        if case .back? = focused { states.insert(.focused) }
        let back = AccessibleNode(
            id: prefix + Self.backElement, role: .pushButton, name: "Back", states: states, frame: onScreen(backControlFrame(ofPage: page)),
            isClickable: true)
        return [back, node]
    }

    /// `node`, from content coordinates to the view's (mirrored right to left), its id and its
    /// children's given `prefix`, and the focusable one at `focused` focused.
    private func placed(_ node: AccessibleNode, prefix: String, dx: Double, dy: Double, focused: Rect?) -> AccessibleNode {
        var node = node
        if node.states.contains(.focusable), node.frame == focused { node.states.insert(.focused) }
        node.id = prefix + node.id
        node.frame = onScreen(node.frame.offsetBy(dx: dx, dy: dy))
        node.children = node.children.map { placed($0, prefix: prefix, dx: dx, dy: dy, focused: focused) }
        return node
    }

    // MARK: names

    /// A tab's element id: `tab:` and its identity.
    static func accessibleID(ofTab id: String) -> String { "tab:" + id }

    /// What the ids of page `page`'s elements begin with: its tab's, and how deep its top layer is
    /// (a detail page's elements are not its parent's); nil while the page is not made.
    private func elementPrefix(ofPage page: Int) -> String? {
        guard pages.indices.contains(page), let state = pages[page], let tabID = tabID(at: page) else { return nil }
        return "\(Self.accessibleID(ofTab: tabID))/\(state.layers.count)/"
    }

    /// A detail page's back control, after its page's prefix.
    private static let backElement = "back"

    /// The element `id` of a page on screen, and that page.
    private func element(_ id: String) -> (page: Int, node: AccessibleNode)? {
        for page in content.tabs.indices {
            if let node = pageNodes(page).lazy.compactMap({ Self.find(id, in: $0) }).first { return (page, node) }
        }
        return nil
    }

    /// The node of `id` within `node`, searched depth first.
    private static func find(_ id: String, in node: AccessibleNode) -> AccessibleNode? {
        if node.id == id { return node }
        for child in node.children {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    /// A badge as a screen reader says it: "3 new", "99+ new" or "new"; nothing without one.
    static func words(for badge: TabBadge?) -> String {
        switch badge {
        case .count(let count)?: return count > 99 ? "more than 99 new" : "\(max(count, 0)) new"
        case .dot?: return "new"
        case nil: return ""
        }
    }
}
