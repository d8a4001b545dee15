import PagerCore

/// What an element is to a screen reader: the roles of AT-SPI2 (and ATK) the scene uses.
public enum AccessibleRole: String, Sendable, CaseIterable {
    /// The program itself, the root of its tree.
    case application
    /// A window.
    case frame
    /// The tab bar: a row of page tabs.
    case pageTabList = "page tab list"
    /// One tab; its page, while on screen, is its child.
    case pageTab = "page tab"
    /// A list page.
    case list
    /// A row of a list.
    case listItem = "list item"
    /// A group of elements: a table page, a table's section (named by its header), a page.
    case panel
    /// A heading.
    case heading
    /// A paragraph of text.
    case paragraph
    /// A line of text that does nothing of its own.
    case label
    /// A switch.
    case toggleButton = "toggle button"
    /// One choice of a group of which one is chosen (a table's options).
    case radioButton = "radio button"
    /// A button, a row that opens a page, the back control, the tab bar's controls.
    case pushButton = "push button"
    /// The open tab menu: a list of its menu items.
    case menu
    /// One choice of a menu: a tab, in the tab menu.
    case menuItem = "menu item"
    /// A picture.
    case image
    /// A message shown for a while over the pages.
    case notification
}

/// The states of an element a screen reader is told of. Every element of the tree is also
/// visible and showing, and enabled unless ``disabled``.
public struct AccessibleStates: OptionSet, Sendable, Hashable {
    /// The option set's bits.
    public let rawValue: Int
    /// An option set of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// It can be selected (a tab).
    public static let selectable = AccessibleStates(rawValue: 1 << 0)
    /// It is selected (the selected tab).
    public static let selected = AccessibleStates(rawValue: 1 << 1)
    /// The keyboard's focus ring can stop on it.
    public static let focusable = AccessibleStates(rawValue: 1 << 2)
    /// The focus ring is on it.
    public static let focused = AccessibleStates(rawValue: 1 << 3)
    /// It can be checked (a switch, an option).
    public static let checkable = AccessibleStates(rawValue: 1 << 4)
    /// It is checked (a switch that is on, the chosen option).
    public static let checked = AccessibleStates(rawValue: 1 << 5)
    /// It cannot be used now (a disabled tab): it is neither enabled nor sensitive.
    public static let disabled = AccessibleStates(rawValue: 1 << 6)
}

/// One element of the scene as a screen reader is told of it: its role, name, states, where it
/// is, whether a click does something, and the elements inside it.
///
/// A scene makes its tree with ``Scene/accessibilityTree()``; a host's ``CustomPage`` describes
/// its own elements with ``CustomPage/accessibleElements(forWidth:)``.
public struct AccessibleNode: Sendable, Equatable {
    /// A name for the element that stays the same while it exists (a tab's keeps its identity
    /// wherever the tab moves), unique within the tree.
    public var id: String
    /// What it is.
    public var role: AccessibleRole
    /// What a screen reader says first: a title, a row's text.
    public var name: String
    /// What it says after: a badge in words, a detail.
    public var description: String
    /// Its states.
    public var states: AccessibleStates
    /// Where it is, in view coordinates (a custom page's elements: in content coordinates).
    public var frame: Rect
    /// Whether it has the action "click", doing what a click on it does.
    public var isClickable: Bool
    /// More facts, by name: a list row's `posinset` and `setsize`, as the web's lists give them.
    public var attributes: [String: String]
    /// The elements inside it, in reading order.
    public var children: [AccessibleNode]

    /// An element as given.
    public init(
        id: String, role: AccessibleRole, name: String, description: String = "", states: AccessibleStates = [],
        frame: Rect, isClickable: Bool = false, attributes: [String: String] = [:], children: [AccessibleNode] = []
    ) {
        self.id = id; self.role = role; self.name = name; self.description = description; self.states = states
        self.frame = frame; self.isClickable = isClickable; self.attributes = attributes; self.children = children
    }

    /// The node and everything inside it moved by `dx` and `dy`: a scene's tree placed where the
    /// host draws the scene in its window.
    public func offsetBy(dx: Double, dy: Double) -> AccessibleNode {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
