import PagerCore

extension Scene {
    /// The scene as a screen reader is told of it, in view coordinates, in reading order: the
    /// tab bar (a page tab list of page tabs, each holding its page while the page is on
    /// screen), the bar's controls the theme shows (`tab-menu`, `add-tab`, `remove-tab`), the tab
    /// menu while it is open (a menu of menu items), the message showing, and the latest
    /// announcement. The focused element is where the focus ring is, or the selected tab while
    /// the ring shows nowhere, or the highlighted menu item while the tab menu is open.
    ///
    /// Only what is on screen is in it: a table's sections in view, a list's rows in view (each
    /// says where it is in the whole list; a list of up to 100 rows has them all). It is made
    /// anew each time; a host that tells a screen reader compares one tree with the last by
    /// ``AccessibleNode/id``.
    public func accessibilityTree() -> [AccessibleNode] { SceneAccessibility(scene: self).tree }

    /// The text of what has the focus, as a screen reader names it: the focused row's, control's
    /// or tab's (the selected tab's while the ring shows nowhere; the highlighted item's in the open
    /// tab menu); nil when it has none.
    public var focusedText: String? { SceneAccessibility(scene: self).focusedText }

    /// Has screen readers say `text` (a change the host made that nothing focused shows: "3 new
    /// messages"): the tree holds it as a notification of its own for 5 seconds.
    /// The scene announces its own changes so: a tab added or removed, a refresh or more rows done.
    public mutating func announce(_ text: String) { notes.announce(text, at: time) }

    /// Does what a click on element `id` of ``accessibilityTree()`` does (a tab animates there,
    /// a switch flips, a row is reported as tapped); false when no element of that id reacts to
    /// a click. What it led to is in ``takeEvents()``.
    @discardableResult
    public mutating func performAccessibleAction(_ id: String) -> Bool {
        defer {
            updatePageResidency()
            reportChanges()
        }
        switch SceneAccessibility(scene: self).action(for: id) {
        case .tabBar(let outcomes)?: carryOut(outcomes)
        case .toggleTabMenu?: carryOut(bar.toggleMenu(byKeys: true, in: barContext))
        case .chooseFromMenu(let tab)?: carryOut(bar.closeMenu() + [.choose(tab, cause: .tap)])
        case .back(let page)?: goBack(page: page)
        case .tap(let page, let point)?: tapPage(page, at: point)
        case nil: return false
        }
        return true
    }
}
