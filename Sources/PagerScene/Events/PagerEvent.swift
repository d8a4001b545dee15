/// What the user did, and what the pager did in answer, reported once each and in order by
/// ``Scene/takeEvents()``. Tab indices are from 0 and stay right while tabs are inserted,
/// removed and moved before the host takes the events.
public enum PagerEvent: Sendable, Equatable {
    /// The tab the pages are going to changed: from the one before (nil when that tab was
    /// removed), for a reason. A drag changes it when released, never while it crosses half a page.
    case tabSelected(from: Int?, to: Int, cause: SelectionCause)
    /// The pages came to rest on a tab: after the selected tab changed, or on another tab than
    /// the one they last rested on (a drag that comes back to rest where it began reports none).
    case tabSettled(Int)
    /// The tab already selected was tapped (or chosen with a key) again.
    case tabReselected(Int)
    /// The host refused to select tab `tab` (``Scene/shouldSelectTab`` said no) when `cause`
    /// asked for it: the selection stayed where it was.
    case tabSelectionRefused(tab: Int, cause: SelectionCause)
    /// The pages moved: their position in pages (0 on the first, 1.5 halfway from the second to
    /// the third), for hosts that move things of their own with them.
    case pagesScrolled(Double)
    /// The pages started or stopped being dragged or settling.
    case scrollStateChanged(PagerScrollState)
    /// A tab's page came into view.
    case pageAppeared(Int)
    /// A tab's page left the view.
    case pageDisappeared(Int)
    /// A row was tapped: a list's rows are in section 0, a table's in their sections.
    case rowTapped(tab: Int, section: Int, row: Int)
    /// A table's switch was turned on or off by the user.
    case switchChanged(id: String, isOn: Bool)
    /// The user chose another option of a table's group.
    case optionChosen(group: String, id: String)
    /// A button was pressed: a composed page's, or a table's button row.
    case buttonPressed(tab: Int, title: String)
    /// A disclosure row opened a detail page.
    case detailOpened(tab: Int, title: String)
    /// A detail page was closed (the back control, a key).
    case detailClosed(tab: Int)
    /// A list was pulled down past the threshold and let go: refresh it, then call
    /// ``Scene/endRefresh(ofTab:insertedRows:)`` or ``Scene/failRefresh(ofTab:message:)``.
    case refreshRequested(tab: Int)
    /// A list's end came within a screen: load more, then call
    /// ``Scene/endLoadingMore(ofTab:appendedRows:hasMore:)``. Asked once per arrival at the end.
    case moreRowsRequested(tab: Int)
    /// The user added a tab (+, Ctrl+T).
    case tabAdded(Int)
    /// The user removed a tab (−, Ctrl+W); indices after it moved down by one.
    case tabRemoved(Int)
    /// The user moved a tab from index `from` to `to` (a drag along a reorderable bar, or
    /// Ctrl+Shift+Left/Right); its page, scroll and detail page went with it.
    case tabMoved(from: Int, to: Int)
    /// The user asked to close a tab (its close button, a middle click, Ctrl+W on a closable bar):
    /// the host closes it with ``Scene/removeTab(at:)``, or keeps it.
    case tabCloseRequested(Int)
    /// Selecting a tab cleared its badge (the theme's `clearsBadgeOnSelect`).
    case badgeCleared(Int)
    /// A key bound to a request of the host's was pressed (a screenshot, quitting).
    case requested(SceneRequest)
}

/// Why the selected tab changed.
public enum SelectionCause: String, Sendable, Equatable {
    /// A tap or click on a tab (or the + and − controls).
    case tap
    /// A drag or flick of the pages.
    case swipe
    /// A key (arrows, digits, Home, End, the focus ring).
    case key
    /// A wheel or touchpad.
    case wheel
    /// The host, through the scene's API.
    case program
}

/// Whether the pages move, and how.
public enum PagerScrollState: String, Sendable, Equatable {
    /// At rest.
    case idle
    /// Following a pointer.
    case dragging
    /// Moving on their own: settling after a release, or animating to a tab.
    case settling
}

extension PagerEvent: CustomStringConvertible {
    /// The event as one line: its name in lower camel case and its values, tabs, sections and
    /// rows numbered from 1 as a user counts them (`tabSelected 2 swipe`, `rowTapped 1 1 6`),
    /// texts in double quotes when they hold a space or a quote.
    public var description: String {
        func text(_ string: String) -> String {
            guard string.isEmpty || string.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return string }
            var escaped = "\""
            for character in string {
                switch character {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default: escaped.append(character)
                }
            }
            return escaped + "\""
        }
        switch self {
        case .tabSelected(_, let to, let cause): return "tabSelected \(to + 1) \(cause.rawValue)"
        case .tabSettled(let tab): return "tabSettled \(tab + 1)"
        case .tabReselected(let tab): return "tabReselected \(tab + 1)"
        case .tabSelectionRefused(let tab, let cause): return "tabSelectionRefused \(tab + 1) \(cause.rawValue)"
        case .pagesScrolled(let position): return "pagesScrolled \(Double((position * 1000).rounded()) / 1000 + 0)"
        case .scrollStateChanged(let state): return "scrollStateChanged \(state.rawValue)"
        case .pageAppeared(let tab): return "pageAppeared \(tab + 1)"
        case .pageDisappeared(let tab): return "pageDisappeared \(tab + 1)"
        case .rowTapped(let tab, let section, let row): return "rowTapped \(tab + 1) \(section + 1) \(row + 1)"
        case .switchChanged(let id, let isOn): return "switchChanged \(text(id)) \(isOn ? "on" : "off")"
        case .optionChosen(let group, let id): return "optionChosen \(text(group)) \(text(id))"
        case .buttonPressed(let tab, let title): return "buttonPressed \(tab + 1) \(text(title))"
        case .detailOpened(let tab, let title): return "detailOpened \(tab + 1) \(text(title))"
        case .detailClosed(let tab): return "detailClosed \(tab + 1)"
        case .refreshRequested(let tab): return "refreshRequested \(tab + 1)"
        case .moreRowsRequested(let tab): return "moreRowsRequested \(tab + 1)"
        case .tabAdded(let tab): return "tabAdded \(tab + 1)"
        case .tabRemoved(let tab): return "tabRemoved \(tab + 1)"
        case .tabMoved(let from, let to): return "tabMoved \(from + 1) \(to + 1)"
        case .tabCloseRequested(let tab): return "tabCloseRequested \(tab + 1)"
        case .badgeCleared(let tab): return "badgeCleared \(tab + 1)"
        case .requested(let request): return "requested \(request)"
        }
    }

    /// The same event with its tab indices mapped through `map`; nil when its tab is gone.
    func remappingTabs(_ map: (Int) -> Int?) -> PagerEvent? {
        switch self {
        case .tabSelected(let from, let to, let cause):
            guard let to = map(to) else { return nil }
            return .tabSelected(from: from.flatMap(map), to: to, cause: cause)
        case .tabSettled(let tab): return map(tab).map { .tabSettled($0) }
        case .tabReselected(let tab): return map(tab).map { .tabReselected($0) }
        case .tabSelectionRefused(let tab, let cause): return map(tab).map { .tabSelectionRefused(tab: $0, cause: cause) }
        case .pageAppeared(let tab): return map(tab).map { .pageAppeared($0) }
        case .pageDisappeared(let tab): return map(tab).map { .pageDisappeared($0) }
        case .rowTapped(let tab, let section, let row): return map(tab).map { .rowTapped(tab: $0, section: section, row: row) }
        case .buttonPressed(let tab, let title): return map(tab).map { .buttonPressed(tab: $0, title: title) }
        case .detailOpened(let tab, let title): return map(tab).map { .detailOpened(tab: $0, title: title) }
        case .detailClosed(let tab): return map(tab).map { .detailClosed(tab: $0) }
        case .refreshRequested(let tab): return map(tab).map { .refreshRequested(tab: $0) }
        case .moreRowsRequested(let tab): return map(tab).map { .moreRowsRequested(tab: $0) }
        case .tabAdded(let tab): return map(tab).map { .tabAdded($0) }
        case .tabRemoved: return self
        case .tabMoved(let from, let to): return map(to).map { .tabMoved(from: from, to: $0) }  // `from` is where it was
        case .tabCloseRequested(let tab): return map(tab).map { .tabCloseRequested($0) }
        case .badgeCleared(let tab): return map(tab).map { .badgeCleared($0) }
        case .pagesScrolled, .scrollStateChanged, .switchChanged, .optionChosen, .requested: return self
        }
    }
}
