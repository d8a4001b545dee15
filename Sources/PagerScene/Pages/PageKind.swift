import PagerCore

/// What every kind of page does, behind one contract, each kind in a file of its own.
///
/// Adding a kind of page: a file with a type conforming to `PageKind` (every requirement is
/// written out: no kind scrolls, or ignores taps, by default), its case in `PageContent` with its
/// line in `PageContent.kind` (the one switch over page kinds, which the compiler keeps
/// complete), and its entry in the config decoder's table of page types.
protocol PageKind {
    /// Whether the page scrolls vertically.
    var scrollsVertically: Bool { get }
    /// The geometry the kind keeps for a page `width` wide, if it keeps any (tables do).
    func tableLayout(width: Double) -> TableLayout?
    /// The height of the content for a page `width` wide.
    func contentHeight(width: Double) -> Double
    /// The colour behind the content.
    func background(_ theme: Theme) -> Color
    /// Draws the content visible in `page.frame`.
    func draw(_ page: PageDrawContext, into list: inout DrawList)
    /// What a tap at `point` (content coordinates: from the page's left and the content's top,
    /// scrolling included) does.
    func tap(at point: Point, in page: PageTapContext) -> PageTap
    /// The element a press at `point` holds down, to show pressed (content coordinates, and its
    /// corner radius); nil where nothing reacts to a press.
    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)?
    /// The frames of the controls Tab moves the focus ring over, top to bottom (content
    /// coordinates); Enter activates one as a tap at its centre does.
    func focusFrames(in page: PageTapContext) -> [Rect]
    /// The content in view as a screen reader is told of it (content coordinates): the page's
    /// node, holding its elements in view.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode
}

/// What drawing a page's content needs to know.
struct PageDrawContext {
    var theme: Theme
    /// Where the content shows (below a navigation bar, if any), in view coordinates.
    var frame: Rect
    /// How far the content is scrolled.
    var scroll: Double
    /// The tab's number, from 1 (list templates show it).
    var pageNumber: Int
    /// The page's title: the tab's, or a detail page's (a refresh's rows show it).
    var title: String
    var layer: PageLayer
    var values: TableValues
    var time: Double
    /// When each switch last flipped, for its knob's slide.
    var switchFlips: [String: Double]
    /// The width of a string at a font size (measured once, then remembered).
    var textWidth: (String, Double) -> Double
    /// Where pictures come from, and the display's pixels a point they are decoded for.
    var images: SceneImageSource?
    var scale: Double
}

/// What hit-testing a page's content needs to know.
struct PageTapContext {
    /// The page's width.
    var width: Double
    var layer: PageLayer
}

/// What a tap on a page's content does.
enum PageTap {
    case nothing
    /// A composed page's button: it shows its message.
    case button(title: String, message: String)
    /// A table row was tapped: it highlights and does what its kind does.
    case tableRow(section: Int, row: Int, TableRowKind)
    /// A list's row was tapped: it highlights.
    case listRow(Int)
    /// A custom page was tapped there (content coordinates): it hears the tap.
    case custom(any CustomPage, Point)
}

extension PageContent {
    /// The page's kind: the one switch over the kinds of page.
    var kind: any PageKind {
        switch self {
        case .list(let list): return list
        case .table(let table): return table
        case .composed(let items): return ComposedPage(items: items)
        case .colorBlock(let color, let size): return ColorBlockPage(color: color, size: size)
        case .images(let images): return images
        case .custom(let page): return CustomPageKind(page: page)
        }
    }

    /// Whether the page scrolls vertically (lists, tables, composed and custom pages do).
    public var scrollsVertically: Bool { kind.scrollsVertically }

    /// The height of the page's content for a page `width` wide.
    public func contentHeight(width: Double) -> Double { kind.contentHeight(width: width) }
}
