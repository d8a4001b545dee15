import PagerCore

/// A list page: rows of the same kind, of which only those on screen are laid out and asked for.
///
/// Its rows come from a template (`{row}` and `{page}` filled in, as the seeds' table views
/// show), from an array, or from the host's own ``ListRowSource``, asked only for the rows coming
/// on screen. A list may refresh when pulled down and load more at its end: the scene then asks
/// the host (``PagerEvent/refreshRequested(tab:)``, ``PagerEvent/moreRowsRequested(tab:)``) and
/// shows a spinner until the host answers.
public struct ListContent: Equatable {
    /// Where the rows come from.
    enum Rows {
        case template(ListTemplate)
        case items([ListRow])
        case source(any ListRowSource)
    }

    /// How many rows the list has.
    public internal(set) var rowCount: Int
    /// The height of a row that gives none of its own.
    public var rowHeight: Double
    /// Whether pulling down at the top past 60 points asks the host to refresh.
    public var refreshes = false
    /// Whether the end coming within a screen asks the host for more rows.
    public var loadsMore = false
    let rows: Rows
    /// Row heights that differ from `rowHeight`, as the rows report them once asked for.
    var heights: RowHeights
    /// The height a line of the rows' text needs, as the list was last laid out: a row is never
    /// less, whatever `rowHeight` says (see ``fitRows(toLine:)``).
    private(set) var lineRowHeight = 0.0
    /// Changes whenever the rows change (reloaded, inserted, removed): cached rows of another
    /// revision are stale.
    var revision = 0

    /// A list of `rowCount` rows of `rowHeight`, each showing `template` with `{row}` replaced by
    /// its number (the first being `firstRowNumber`) and `{page}` by the tab's number.
    public init(rowCount: Int, rowHeight: Double, template: String, firstRowNumber: Int = 1) {
        self.init(rows: .template(ListTemplate(template, firstRowNumber: firstRowNumber)), count: rowCount, rowHeight: rowHeight)
    }

    /// A list of `items`, each `rowHeight` high unless it gives a height of its own.
    public init(items: [ListRow], rowHeight: Double = 60) {
        self.init(rows: .items(items), count: items.count, rowHeight: rowHeight)
    }

    /// A list whose rows the host gives through `source`, `rowHeight` high unless a row gives a
    /// height of its own. Only rows coming on screen are asked for.
    public init(source: any ListRowSource, rowHeight: Double = 60) {
        self.init(rows: .source(source), count: source.rowCount, rowHeight: rowHeight)
    }

    private init(rows: Rows, count: Int, rowHeight: Double) {
        self.rows = rows
        rowCount = min(max(count, 0), Tuning.maximumRowCount)
        self.rowHeight = rowHeight.isFinite ? max(rowHeight, 1) : 44
        heights = RowHeights(estimate: self.rowHeight, count: rowCount)
    }

    /// The host's source, for a list whose rows come from one.
    public var source: (any ListRowSource)? {
        if case .source(let source) = rows { return source }
        return nil
    }

    /// The row template, for a list made from one.
    public var template: ListTemplate? {
        if case .template(let template) = rows { return template }
        return nil
    }

    /// Row `index` (0-based) of the list on tab number `pageNumber` (1-based): from the
    /// template, the array or the host's source (which is asked now).
    public func row(at index: Int, pageNumber: Int) -> ListRow {
        switch rows {
        case .template(let template): return ListRow(title: template.text(row: index, pageNumber: pageNumber))
        case .items(let items): return items.indices.contains(index) ? items[index] : ListRow(title: "")
        case .source(let source): return source.row(at: index)
        }
    }

    /// Whether rows are asked of the host (and so are worth keeping once asked).
    var asksHost: Bool {
        if case .source = rows { return true }
        return false
    }

    /// The row count the rows' origin has now: the source's for a host's list.
    var originRowCount: Int {
        switch rows {
        case .template: return rowCount
        case .items(let items): return items.count
        case .source(let source): return min(max(source.rowCount, 0), Tuning.maximumRowCount)
        }
    }

    /// The list's rows changed: `count` rows now, heights unknown again.
    mutating func reset(count: Int) {
        rowCount = min(max(count, 0), Tuning.maximumRowCount)
        heights = RowHeights(estimate: max(rowHeight, lineRowHeight), count: rowCount)
        revision += 1
    }

    /// Makes every row at least `height` high (a line of the rows' text and its padding): the
    /// heights are known again as the rows come on screen.
    mutating func fitRows(toLine height: Double) {
        guard height != lineRowHeight else { return }
        lineRowHeight = height
        heights = RowHeights(estimate: max(rowHeight, height), count: rowCount)
    }

    /// `count` rows were inserted at `index`.
    mutating func insertRows(at index: Int, count: Int) {
        let count = min(max(count, 0), Tuning.maximumRowCount - rowCount)
        let index = min(max(index, 0), rowCount)
        rowCount += count
        heights.insert(count, at: index)
        revision += 1
    }

    /// `count` rows from `index` on were removed.
    mutating func removeRows(at index: Int, count: Int) {
        let index = min(max(index, 0), rowCount)
        let count = min(max(count, 0), rowCount - index)
        rowCount -= count
        heights.remove(count, at: index)
        revision += 1
    }

    /// Two lists are the same when they show the same rows the same way (a host's source by identity).
    public static func == (lhs: ListContent, rhs: ListContent) -> Bool {
        let sameRows: Bool
        switch (lhs.rows, rhs.rows) {
        case (.template(let a), .template(let b)): sameRows = a == b
        case (.items(let a), .items(let b)): sameRows = a == b
        case (.source(let a), .source(let b)): sameRows = a === b
        default: sameRows = false
        }
        return sameRows && lhs.rowCount == rhs.rowCount && lhs.rowHeight == rhs.rowHeight && lhs.refreshes == rhs.refreshes
            && lhs.loadsMore == rhs.loadsMore && lhs.revision == rhs.revision
    }
}

/// One row of a list page: a title, and optionally a subtitle under it, a detail at its trailing
/// edge, a thumbnail at its leading edge and a height of its own.
public struct ListRow: Sendable, Equatable {
    /// The first line.
    public var title: String
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// A short text at the row's trailing edge (a time, a count).
    public var detail: String?
    /// A picture at the row's leading edge.
    public var image: RowImage?
    /// The row's height; nil for the list's ``ListContent/rowHeight``.
    public var height: Double?

    /// A row showing `title`, with the rest if given.
    public init(title: String, subtitle: String? = nil, detail: String? = nil, image: RowImage? = nil, height: Double? = nil) {
        self.title = title; self.subtitle = subtitle; self.detail = detail; self.image = image; self.height = height
    }
}

/// A list row's thumbnail: pixels the host has, or a picture file the scene's image source
/// decodes in the background at the size it is shown.
public enum RowImage: Sendable, Equatable {
    /// Decoded pixels.
    case image(SceneImage)
    /// A picture file, decoded through ``Scene/imageSource``.
    case file(String)
}

/// The host's rows of a list page: a count, and row `index` when it comes on screen.
///
/// The scene asks for a row once when it comes on screen and keeps it while it stays there, so a
/// source of ten million rows costs a frame what one of twenty does. When the data changes, tell
/// the scene (``Scene/reloadRows(ofTab:)``, ``Scene/reloadRows(ofTab:_:)``,
/// ``Scene/insertRows(at:count:inTab:)``, ``Scene/removeRows(at:count:inTab:)``): rows it holds
/// are asked for again. A row may be drawn by the source itself (``drawRow(_:in:theme:into:)``).
public protocol ListRowSource: AnyObject {
    /// How many rows there are.
    var rowCount: Int { get }
    /// Row `index`, from 0 to `rowCount - 1`: its text (which screen readers hear), picture and
    /// height.
    func row(at index: Int) -> ListRow
    /// Draws row `index` yourself into `list`, in `frame` (the row's rectangle in the view, as
    /// tall as its ``ListRow/height`` or as its lines need), as a custom page draws: true when
    /// you drew it, false (the default) for the pager to draw the row's title, subtitle, detail
    /// and picture. `theme` is the look the pager draws with now (dark or light as the desktop
    /// or the config says, the rows' font size, the direction): draw with its colours and the
    /// row follows dark mode. A row you draw is drawn every frame it shows; a reload asks for its
    /// ``ListRow`` again (its height and the text screen readers hear). The pager draws a tapped
    /// row's highlight under it and the separator over its bottom edge.
    func drawRow(_ index: Int, in frame: Rect, theme: Theme, into list: inout DrawList) -> Bool
    /// Deprecated (until 2.0): 1.3's `drawRow`, without the theme. A source written for 1.3
    /// that implements it is still asked: the default `drawRow(_:in:theme:into:)` calls it.
    func drawRow(_ index: Int, in frame: Rect, into list: inout DrawList) -> Bool
}

extension ListRowSource {
    /// The row as 1.3's `drawRow(_:in:into:)` draws it: by the pager, unless the source
    /// implements that.
    public func drawRow(_ index: Int, in frame: Rect, theme: Theme, into list: inout DrawList) -> Bool {
        drawRow(index, in: frame, into: &list)
    }

    /// Deprecated (until 2.0): the pager draws the row.
    public func drawRow(_ index: Int, in frame: Rect, into list: inout DrawList) -> Bool { false }
}

/// A row text with `{row}` and `{page}` filled in: the seeds' "I am the {row}th data in the
/// {page}th TableView.", split once so making a row's text is a few appends.
public struct ListTemplate: Sendable, Equatable {
    /// A piece of the template: literal text, or a number filled in per row.
    enum Segment: Sendable, Equatable {
        case literal(String)
        case row
        case page
    }

    /// The template as written.
    public let text: String
    /// The number row 0 shows as `{row}` (1 in SlideTabBarView, 0 in JFTabView).
    public let firstRowNumber: Int
    private let segments: [Segment]

    /// `text`, whose `{row}` becomes a row's number counting from `firstRowNumber` and `{page}`
    /// the tab's number.
    public init(_ text: String, firstRowNumber: Int = 1) {
        self.text = text
        self.firstRowNumber = firstRowNumber
        segments = Self.split(text)
    }

    /// The text of row `index` (0-based) on tab number `pageNumber` (1-based).
    public func text(row index: Int, pageNumber: Int) -> String {
        var text = ""
        text.reserveCapacity(self.text.utf8.count + 16)
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .row: text += String(index + firstRowNumber)
            case .page: text += String(pageNumber)
            }
        }
        return text
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
