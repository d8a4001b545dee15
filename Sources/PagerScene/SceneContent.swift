import PagerCore

/// A vertical list of uniform rows made from a template, as the seeds' table views are.
public struct ListContent: Sendable, Equatable {
    /// A piece of the template: literal text, or a number filled in per row.
    enum Segment: Sendable, Equatable {
        case literal(String)
        case row
        case page
    }

    /// How many rows the list has (pulled-in updates included).
    public var rowCount: Int
    /// Each row's height.
    public var rowHeight: Double
    /// The row text; `{row}` becomes the row number and `{page}` the page number (1-based).
    public let template: String
    /// The number the first row shows as `{row}` (1 in SlideTabBarView, 0 in JFTabView).
    public var firstRowNumber: Int
    /// Whether pulling down at the top refreshes the list, adding `refreshRowCount` rows there.
    public var refreshes = false
    /// How many rows a refresh adds at the top.
    public var refreshRowCount = 5
    /// Whether reaching the end loads more rows: `loadMoreRowCount` at a time, up to `maximumRowCount`.
    public var loadsMore = false
    /// How many rows a load adds at the end (the list's initial row count).
    public var loadMoreRowCount: Int
    /// The most rows loading more grows the list to.
    public var maximumRowCount = 10_000_000
    /// How many rows refreshes have added at the top, newest first; template rows follow them.
    public internal(set) var refreshedRowCount = 0
    /// The template split once, so making a row's text is a few appends (it runs every frame).
    private let segments: [Segment]

    /// A list of `rowCount` rows of `rowHeight`, their text from `template`.
    public init(rowCount: Int, rowHeight: Double, template: String, firstRowNumber: Int = 1) {
        self.rowCount = max(rowCount, 0)
        self.rowHeight = max(rowHeight, 1)
        self.template = template
        self.firstRowNumber = firstRowNumber
        loadMoreRowCount = self.rowCount
        segments = Self.split(template)
    }

    /// The text of row `index` (0-based) on page `pageNumber` (1-based), in a list titled
    /// `title`: a refresh's row reads "{title} update {n}: " before its template text.
    public func text(row index: Int, pageNumber: Int, title: String) -> String {
        guard index < refreshedRowCount else { return text(row: index - refreshedRowCount, pageNumber: pageNumber) }
        let update = refreshedRowCount - index
        return "\(title) update \(update): " + text(row: update - 1, pageNumber: pageNumber)
    }

    /// The text the template makes for its row `index` (0-based) on page `pageNumber` (1-based).
    public func text(row index: Int, pageNumber: Int) -> String {
        var text = ""
        text.reserveCapacity(template.utf8.count + 16)
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .row: text += String(index + firstRowNumber)
            case .page: text += String(pageNumber)
            }
        }
        return text
    }

    /// Adds a refresh's rows at the top.
    mutating func prependRefreshedRows() {
        refreshedRowCount += refreshRowCount
        rowCount += refreshRowCount
    }

    /// Whether loading more can still add rows.
    var canLoadMore: Bool { loadsMore && loadMoreRowCount > 0 && rowCount < maximumRowCount }

    /// Adds a load's rows at the end, up to the maximum.
    mutating func appendLoadedRows() {
        rowCount += max(min(loadMoreRowCount, maximumRowCount - rowCount), 0)
    }

    private static func split(_ template: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[open...]
            let placeholder: Segment? = after.hasPrefix("{row}") ? .row : after.hasPrefix("{page}") ? .page : nil
            guard let placeholder else {
                segments.append(.literal(String(rest[...open])))
                rest = rest[rest.index(after: open)...]
                continue
            }
            if open > rest.startIndex { segments.append(.literal(String(rest[..<open]))) }
            segments.append(placeholder)
            rest = rest[rest.index(open, offsetBy: placeholder == .row ? 5 : 6)...]
        }
        if !rest.isEmpty { segments.append(.literal(String(rest))) }
        return segments
    }
}

/// One piece of a page composed of several views, stacked top to bottom.
public enum ComposedItem: Sendable, Equatable {
    case heading(String)
    /// Wrapped text given `height` units of room.
    case paragraph(String, height: Double)
    /// A centred button; tapping it shows `message`.
    case button(String, message: String)
}

/// What a page shows.
public indirect enum PageContent: Sendable, Equatable {
    case list(ListContent)
    /// A grouped table of rows of several kinds.
    case table(TableContent)
    case composed([ComposedItem])
    /// A plain coloured view of `size` at the page's top left (JFTabView's red view).
    case colorBlock(Color, Size)
    /// A picture, or a gallery of pictures to swipe through.
    case images(ImagePages)
}

/// One tab: its title, its page, and the badge by its title.
public struct TabContent: Sendable, Equatable {
    /// The tab's title.
    public var title: String
    /// The tab's page.
    public var page: PageContent
    /// The badge at the title's top-right corner, if any.
    public var badge: TabBadge?
    /// The icon drawn above or before the title, if any.
    public var icon: SceneImage?
    /// A tab titled `title` showing `page`, with `badge` and `icon` if given.
    public init(title: String, page: PageContent, badge: TabBadge? = nil, icon: SceneImage? = nil) {
        self.title = title; self.page = page; self.badge = badge; self.icon = icon
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
public struct SceneContent: Sendable, Equatable {
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
}

extension TabContent {
    /// A news list like SlideTabBarView's: 20 rows of 60.
    public static let defaultNew = TabContent(
        title: "Tab {n}",
        page: .list(
            ListContent(
                rowCount: 20, rowHeight: 60, template: "I am the {row}th data in the {page}th TableView.")))
}
