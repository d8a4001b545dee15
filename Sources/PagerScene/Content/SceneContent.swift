import PagerCore

/// One piece of a page composed of several views, stacked top to bottom.
public enum ComposedItem: Sendable, Equatable {
    case heading(String)
    /// Wrapped text given `height` units of room.
    case paragraph(String, height: Double)
    /// A centred button; tapping it shows `message`.
    case button(String, message: String)
}

/// What a page shows.
public indirect enum PageContent: Equatable {
    /// Rows from a template, an array or the host's source.
    case list(ListContent)
    /// A grouped table of rows of several kinds.
    case table(TableContent)
    /// Headings, paragraphs and buttons stacked top to bottom.
    case composed([ComposedItem])
    /// A plain coloured view of `size` at the page's top left (JFTabView's red view).
    case colorBlock(Color, Size)
    /// A picture, or a gallery of pictures to swipe through.
    case images(ImagePages)
    /// A page the host draws and handles itself.
    case custom(any CustomPage)
    /// Items in a grid of cells, each a picture over a title.
    case grid(GridContent)

    /// The same page: a custom page by identity.
    public static func == (lhs: PageContent, rhs: PageContent) -> Bool {
        switch (lhs, rhs) {
        case (.list(let a), .list(let b)): return a == b
        case (.table(let a), .table(let b)): return a == b
        case (.composed(let a), .composed(let b)): return a == b
        case (.colorBlock(let a, let x), .colorBlock(let b, let y)): return a == b && x == y
        case (.images(let a), .images(let b)): return a == b
        case (.custom(let a), .custom(let b)): return a === b
        case (.grid(let a), .grid(let b)): return a == b
        default: return false
        }
    }
}

/// One tab: its identity, title and page, and the badge and icon by its title.
public struct TabContent: Equatable {
    /// The host's name for the tab, which stays with it wherever it moves (its page's state, an
    /// open detail page, its scroll, move with it); nil lets the scene choose one (`tab-1`, ...).
    /// Two tabs of a scene never share one.
    public var id: String?
    /// The tab's title.
    public var title: String
    /// The tab's page.
    public var page: PageContent
    /// The badge at the title's top-right corner, if any.
    public var badge: TabBadge?
    /// The icon drawn above or before the title, if any.
    public var icon: SceneImage?
    /// Which ways a drag that starts on this tab's page may move the pages (both by default).
    public var swipes: SwipeDirections
    /// Whether the user can select the tab (true by default): a disabled tab is drawn greyed, and
    /// taps, swipes, keys and the wheel pass it by (the host can still select it).
    public var isEnabled: Bool
    /// Whether the user can close the tab on a closable bar (true by default): a tab that is not
    /// closable shows no close button, and Ctrl+W and a middle click leave it.
    public var isClosable: Bool

    /// A tab titled `title` showing `page`, with the rest if given.
    public init(
        id: String? = nil, title: String, page: PageContent, badge: TabBadge? = nil, icon: SceneImage? = nil,
        swipes: SwipeDirections = .both, isEnabled: Bool = true, isClosable: Bool = true
    ) {
        self.id = id; self.title = title; self.page = page; self.badge = badge; self.icon = icon; self.swipes = swipes
        self.isEnabled = isEnabled; self.isClosable = isClosable
    }
}

extension [TabContent] {
    /// Whether tab `index` exists and the user can select it.
    func isEnabled(_ index: Int) -> Bool { indices.contains(index) && self[index].isEnabled }

    /// The first tab the user can select from `index` on, going `step` (1 or -1) a tab at a
    /// time; nil when there is none that way.
    func enabledTab(from index: Int, step: Int) -> Int? {
        var index = index
        while indices.contains(index) {
            if self[index].isEnabled { return index }
            index += step
        }
        return nil
    }

    /// The pages a drag from page `page` may reach when `swipes` allows the range `reach`
    /// (nil: all): it stops before a disabled tab as at an edge.
    func reachablePages(from page: Int, within reach: ClosedRange<Int>?) -> ClosedRange<Int>? {
        let lower = isEnabled(page - 1) ? nil : page, upper = isEnabled(page + 1) ? nil : page
        guard lower != nil || upper != nil else { return reach }
        let range = reach ?? 0...Swift.max(count - 1, 0)
        return Swift.max(lower ?? range.lowerBound, range.lowerBound)...Swift.min(upper ?? range.upperBound, range.upperBound)
    }
}

/// The ways a drag may move the pages from a tab's page.
public struct SwipeDirections: OptionSet, Sendable, Hashable {
    /// The option set's bits.
    public let rawValue: Int
    /// An option set of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Towards the next tab (a drag against the reading direction).
    public static let towardsNext = SwipeDirections(rawValue: 1)
    /// Towards the previous tab.
    public static let towardsPrevious = SwipeDirections(rawValue: 2)
    /// Either way.
    public static let both: SwipeDirections = [.towardsNext, .towardsPrevious]
    /// Neither: the page stays put under a drag (taps and keys still change tabs).
    public static let none: SwipeDirections = []
}

extension SwipeDirections {
    /// The pages a drag from page `page` of `count` may reach; nil when it may reach any.
    func reachablePages(from page: Int, count: Int) -> ClosedRange<Int>? {
        guard self != .both else { return nil }
        return (contains(.towardsPrevious) ? 0 : page)...(contains(.towardsNext) ? count - 1 : page)
    }
}

/// A badge by a tab's title: a count in a red pill, or a red dot.
public enum TabBadge: Sendable, Equatable {
    /// A count (0 or more): shown as is up to 99, then "99+".
    case count(Int)
    /// A small red dot: something new, uncounted.
    case dot

    /// The pill's text; nil for a dot.
    public var label: String? {
        guard case .count(let count) = self else { return nil }
        return count > 99 ? "99+" : String(max(count, 0))
    }
}

/// A label the application lays over the tab bar (JFTabView's custom top-view layout):
/// a line across the bar's width at `top`, aligned as `alignment` says.
public struct OverlayLabel: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// Distance from the top of the tab bar.
    public var top: Double
    /// The vertical extent.
    public var height: Double
    /// The font size.
    public var fontSize: Double
    /// The colour it is drawn in.
    public var color: Color
    /// Where it sits across its frame.
    public var alignment: TextAlignment

    /// A label as given.
    public init(
        text: String, top: Double, height: Double, fontSize: Double, color: Color,
        alignment: TextAlignment
    ) {
        self.text = text; self.top = top; self.height = height; self.fontSize = fontSize
        self.color = color; self.alignment = alignment
    }
}

/// Everything the scene shows: the tabs with their pages, labels over the tab bar, and what
/// a tab added at run time looks like.
public struct SceneContent: Equatable {
    /// The tabs, in order.
    public var tabs: [TabContent]
    /// Labels laid over the tab bar.
    public var overlays: [OverlayLabel]
    /// The tab that + (Ctrl+T) adds; `{n}` in its title becomes the new tab's number.
    public var newTab: TabContent

    /// Content of `tabs`, with `overlays` and the tab + adds.
    public init(tabs: [TabContent], overlays: [OverlayLabel] = [], newTab: TabContent = .defaultNew) {
        self.tabs = tabs
        self.overlays = overlays
        self.newTab = newTab
    }

    /// The tab + adds as tab number `number` (from 1): `newTab`, its `{n}` that number, with an
    /// identity of its own.
    func newTab(number: Int) -> TabContent {
        var tab = newTab
        tab.id = nil
        tab.title = tab.title.replacing("{n}", with: String(number))
        return tab
    }
}

extension TabContent {
    /// A news list like SlideTabBarView's: 20 rows of 60.
    public static var defaultNew: TabContent {
        TabContent(
            title: "Tab {n}",
            page: .list(
                ListContent(
                    rowCount: 20, rowHeight: 60, template: "I am the {row}th data in the {page}th TableView.")))
    }
}
