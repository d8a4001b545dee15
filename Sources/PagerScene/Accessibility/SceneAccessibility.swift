import PagerCore

/// The scene as a screen reader is told of it, made from the scene's state each time: the tab
/// bar (a page tab list of page tabs, each holding its page while the page is on screen), the
/// bar's controls, the tab menu while it is open, the message showing, the latest announcement;
/// and the element an id names, for a click through it.
struct SceneAccessibility {
    let scene: Scene

    /// A detail page's back control, after its page's prefix.
    static let backElement = "back"

    /// The tree, in view coordinates, in reading order.
    var tree: [AccessibleNode] {
        var nodes = [tabList()]
        for control in TabBarControl.allCases {
            guard let frame = scene.frame(of: control) else { continue }
            let states: AccessibleStates = focus == .barControl(control) ? [.focusable, .focused] : .focusable
            nodes.append(
                AccessibleNode(
                    id: Self.id(of: control), role: .pushButton, name: Self.name(of: control), states: states, frame: frame, isClickable: true))
        }
        if let menu = tabMenu() { nodes.append(menu) }
        if let message = scene.message, let box = SceneDrawing(scene: scene).messageBox {
            nodes.append(AccessibleNode(id: "message", role: .notification, name: message.text, frame: box.frame))
        }
        // Each announcement an element of its own: a screen reader says a notification as it appears.
        if let announcement = scene.notes.announcement(at: scene.time) {
            nodes.append(
                AccessibleNode(
                    id: "announcement:\(announcement.serial)", role: .notification, name: announcement.text, frame: scene.tabBarFrame))
        }
        return nodes
    }

    /// The name of the focused element; nil when it has none.
    var focusedText: String? {
        var nodes = tree
        while let node = nodes.popLast() {
            if node.states.contains(.focused) { return node.name.isEmpty ? nil : node.name }
            nodes.append(contentsOf: node.children)
        }
        return nil
    }

    /// Where the focus is: where the ring is (or the selected tab), nowhere while the tab menu is
    /// open (its highlighted item has it).
    private var focus: SceneFocus? { scene.bar.menu == nil ? scene.accessibleFocus : nil }

    /// A control's element id and name.
    static func id(of control: TabBarControl) -> String {
        switch control {
        case .tabMenu: return "tab-menu"
        case .add: return "add-tab"
        case .remove: return "remove-tab"
        }
    }
    static func name(of control: TabBarControl) -> String {
        switch control {
        case .tabMenu: return "All tabs"
        case .add: return "Add tab"
        case .remove: return "Remove tab"
        }
    }

    /// The open tab menu: a menu of every tab (of those in view, for more than
    /// `Tuning.wholeAccessibleListRows`), each saying where it is among them, the highlighted one focused.
    private func tabMenu() -> AccessibleNode? {
        guard let menu = scene.bar.menu, let frame = scene.bar.menuFrame(in: scene.barContext) else { return nil }
        let tabs = scene.content.tabs
        let rows = tabs.count <= Tuning.wholeAccessibleListRows ? 0..<tabs.count : menu.visibleRows(count: tabs.count, in: frame)
        let items = rows.compactMap { index -> AccessibleNode? in
            guard let id = tabs[index].id else { return nil }
            var states: AccessibleStates = tabs[index].isEnabled ? [.focusable, .selectable] : .disabled
            if index == scene.selectedTab { states.insert(.selected) }
            if index == menu.highlighted { states.insert(.focused) }
            return AccessibleNode(
                id: Self.menuPrefix + Self.id(ofTab: id), role: .menuItem, name: tabs[index].title, description: Self.words(for: tabs[index].badge),
                states: states, frame: scene.onScreen(menu.rowFrame(index, in: frame)), isClickable: tabs[index].isEnabled,
                attributes: ["posinset": String(index + 1), "setsize": String(tabs.count)])
        }
        return AccessibleNode(id: "tab-menu-items", role: .menu, name: "All tabs", frame: scene.onScreen(frame), children: items)
    }

    /// What a tab menu item's id begins with (then its tab's).
    static let menuPrefix = "tab-menu/"

    /// The tab bar: every tab, the selected one selected, the one the focus ring is on focused.
    private func tabList() -> AccessibleNode {
        var tabs: [AccessibleNode] = []
        for (index, tab) in scene.content.tabs.enumerated() {
            guard let id = tab.id else { continue }
            var states: AccessibleStates = tab.isEnabled ? [.selectable, .focusable] : [.focusable, .disabled]
            if index == scene.selectedTab { states.insert(.selected) }
            if focus == .tab(index) { states.insert(.focused) }
            let badge = scene.notes.clearedBadge.flatMap { $0.tab == id ? $0.words : nil } ?? Self.words(for: tab.badge)
            tabs.append(
                AccessibleNode(
                    id: Self.id(ofTab: id), role: .pageTab, name: tab.title, description: badge, states: states,
                    frame: scene.tabFrame(index), isClickable: tab.isEnabled, children: closeButton(index) + pageNodes(index)))
        }
        return AccessibleNode(id: "tabs", role: .pageTabList, name: "Tabs", frame: scene.onScreen(scene.stripFrame), children: tabs)
    }

    /// Tab `index`'s close button, a push button "Close" and its title (as GTK's and Chromium's
    /// close buttons are), on a tab that can be closed, shown or not.
    private func closeButton(_ index: Int) -> [AccessibleNode] {
        let tab = scene.content.tabs[index]
        guard let id = tab.id, scene.bar.closes(tab) else { return [] }
        let button = scene.bar.buttonFrame(index, progress: scene.pager.tabProgress, time: scene.time)
        return [
            AccessibleNode(
                id: Self.id(ofTab: id) + Self.closeElement, role: .pushButton, name: "Close \(tab.title)",
                frame: scene.onScreen(scene.bar.closeButtonFrame(in: button)), isClickable: true)
        ]
    }

    /// A tab's close button, after its tab's id.
    static let closeElement = "/close"

    /// Page `page` as it shows, while any of it is on screen: its back control on a detail page,
    /// then its content.
    func pageNodes(_ page: Int) -> [AccessibleNode] {
        guard let prefix = elementPrefix(ofPage: page), let state = scene.host.pages[page], abs(scene.geometry.position(page)) < 1
        else { return [] }
        let layer = state.top
        let context = scene.environment.context(of: layer, onPage: page)
        var focused: PageLayer.FocusStop?
        if case .control(page, let index)? = focus { focused = scene.host.focusStop(index, onPage: page, in: scene.environment) }
        let focusedFrame: Rect?
        if case .element(let frame)? = focused { focusedFrame = frame } else { focusedFrame = nil }
        let node = placed(
            layer.page.accessiblePage(in: context), prefix: prefix, dx: context.frame.minX, dy: context.frame.minY - layer.scroll.offset,
            focused: focusedFrame)
        guard layer.title != nil else { return [node] }
        var states: AccessibleStates = .focusable
        if case .back? = focused { states.insert(.focused) }
        let back = AccessibleNode(
            id: prefix + Self.backElement, role: .pushButton, name: "Back", states: states,
            frame: scene.onScreen(scene.geometry.backControlFrame(page)), isClickable: true)
        return [back, node]
    }

    /// `node`, from content coordinates to the view's (mirrored right to left), its id and its
    /// children's given `prefix`, and the focusable one at `focused` focused.
    private func placed(_ node: AccessibleNode, prefix: String, dx: Double, dy: Double, focused: Rect?) -> AccessibleNode {
        var node = node
        if node.states.contains(.focusable), node.frame == focused { node.states.insert(.focused) }
        node.id = prefix + node.id
        node.frame = scene.onScreen(node.frame.offsetBy(dx: dx, dy: dy))
        node.children = node.children.map { placed($0, prefix: prefix, dx: dx, dy: dy, focused: focused) }
        return node
    }

    /// What a click on an element does.
    enum Action: Equatable {
        /// What the tab bar does for a click on a tab, + or −.
        case tabBar([TabBarOutcome])
        case toggleTabMenu
        /// A tab chosen from the open tab menu.
        case chooseFromMenu(Int)
        /// The back control of a page's detail page.
        case back(Int)
        /// A tap on a page at a point (view coordinates, left to right).
        case tap(Int, Point)
    }

    /// What a click on element `id` does; nil when no element of that id reacts to a click.
    func action(for id: String) -> Action? {
        switch TabBarControl.allCases.first(where: { Self.id(of: $0) == id && scene.frame(of: $0) != nil }) {
        case .tabMenu?: return .toggleTabMenu
        case .add?: return .tabBar([.add])
        case .remove?: return .tabBar([.removeLast(cause: .tap)])
        case nil: break
        }
        if scene.bar.menu != nil, id.hasPrefix(Self.menuPrefix) {
            let tab = scene.content.tabs.firstIndex { $0.id.map { Self.menuPrefix + Self.id(ofTab: $0) } == id }
            return tab.flatMap { scene.content.tabs.isEnabled($0) ? .chooseFromMenu($0) : nil }
        }
        if let tab = scene.content.tabs.firstIndex(where: { $0.id.map(Self.id(ofTab:)) == id }) { return .tabBar([.choose(tab, cause: .tap)]) }
        if let tab = scene.content.tabs.firstIndex(where: { $0.id.map { Self.id(ofTab: $0) + Self.closeElement } == id }),
            scene.bar.closes(scene.content.tabs[tab])
        {
            return .tabBar([.requestClose(tab)])
        }
        // An element of a page on screen: only those pages have any.
        guard let (page, node) = element(id), node.isClickable else { return nil }
        if node.id == elementPrefix(ofPage: page).map({ $0 + Self.backElement }) { return .back(page) }
        let frame = scene.onScreen(node.frame)  // back to the layout's left-to-right coordinates
        return .tap(page, Point(x: frame.midX, y: frame.midY))
    }

    /// A tab's element id: `tab:` and its identity.
    static func id(ofTab id: String) -> String { "tab:" + id }

    /// What the ids of page `page`'s elements begin with: its tab's, and how deep its top layer is
    /// (a detail page's elements are not its parent's); nil while the page is not made.
    private func elementPrefix(ofPage page: Int) -> String? {
        guard scene.host.pages.indices.contains(page), let state = scene.host.pages[page], let tabID = scene.tabID(at: page) else { return nil }
        return "\(Self.id(ofTab: tabID))/\(state.layers.count)/"
    }

    /// The element `id` of a page on screen, and that page.
    private func element(_ id: String) -> (page: Int, node: AccessibleNode)? {
        for page in scene.content.tabs.indices {
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

    /// A badge as a screen reader says it: "3 new", "more than 99 new" or "new"; nothing without one.
    static func words(for badge: TabBadge?) -> String {
        switch badge {
        case .count(let count)?: return count > 99 ? "more than 99 new" : "\(max(count, 0)) new"
        case .dot?: return "new"
        case nil: return ""
        }
    }
}
