import PagerCore

/// A page of one kind at run time: its content, laid out, with the state only that kind keeps (a
/// list's refresh, a gallery's pictures, a picture's zoom). The scene keeps what every page
/// shares (its vertical scroll, a tapped row's highlight, a detail page's navigation bar, the
/// pager around it) and asks the kind for the rest, through this one contract.
///
/// Each kind is a folder of `Pages/`: its type, and extensions for its drawing, gestures and
/// accessibility. Adding one: a folder with a type conforming to `PageKind`, its case in
/// `PageContent` with its line in `PageContent.makePage()` (the one switch over page kinds, which
/// the compiler keeps complete) and its entry in the config decoder's table of page types. What
/// every kind must answer is here; what only some kinds do (gestures, rows the host changes,
/// pictures) is in `PageKind+Capabilities.swift`, where a kind that does not do it does nothing.
protocol PageKind: PageCapabilities {
    // MARK: content and layout

    /// What the page shows now (a list's refreshed and loaded rows included): the tab keeps it
    /// when the page is released.
    var content: PageContent { get }
    /// Whether the page scrolls vertically (the scene scrolls it, with its indicator and edges).
    var scrollsVertically: Bool { get }
    /// Lays the content out for a content area of `size` (below a navigation bar, if any), its
    /// rows' text `rowFontSize` points (rows grow to hold their lines).
    mutating func layout(for size: Size, rowFontSize: Double)
    /// The height of the content as laid out.
    var contentHeight: Double { get }
    /// The colour behind the content.
    func background(_ theme: Theme) -> Color

    // MARK: drawing

    /// Draws the content visible in `page.frame`, scrolled by `page.scroll`.
    func draw(in page: PageContext, into list: inout DrawList)

    // MARK: hit testing

    /// The element a press at `point` (content coordinates) holds down, to show pressed and
    /// tinted under the mouse, with its corner radius; nil where nothing shows a press.
    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)?
    /// Whether a click at `point` does something (the pointer becomes a hand there).
    func reactsToClick(at point: Point, in page: PageContext) -> Bool
    /// A tap at `point` (content coordinates), or Enter on the control focused there: what it
    /// does, for the scene to carry out in order.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome]

    // MARK: focus and accessibility

    /// How many controls the focus ring stops on; Enter activates one as a tap at its centre does.
    func focusStopCount(in page: PageContext) -> Int
    /// The frame of focus stop `index`, in Tab order (content coordinates).
    func focusFrame(_ index: Int, in page: PageContext) -> Rect?
    /// The content in view as a screen reader is told of it (content coordinates): the page's
    /// node, holding its elements in view.
    func accessiblePage(in page: PageContext) -> AccessibleNode

    // MARK: motion

    /// Advances the kind's own motion to `time`; true while any of it still moves (or waits for
    /// the host, with a spinner turning).
    mutating func advance(to time: Double) -> Bool
}

/// What a page's kind is told of where and how it shows: to draw, hit-test, focus and describe
/// its content. What every page is told (`PageSurroundings`: the look, the values, the clock...) is
/// read through it as its own.
struct PageContext {
    var surroundings: PageSurroundings
    /// Where the content shows, in view coordinates (below a navigation bar, if any).
    var frame: Rect
    /// How far the content is scrolled.
    var scroll: Double
    /// The tab's number, from 1 (list templates show it).
    var pageNumber: Int
    /// The page's title: the tab's, or a detail page's.
    var title: String
    /// The row tapped last, fading: (section, row) and when it was tapped.
    var highlight: (section: Int, row: Int, time: Double)?

    // What every page is told, read as the context's own (read in place, not through a copy).
    var theme: Theme { surroundings.theme }
    var values: TableValues { surroundings.values }
    var switchFlips: [String: Double] { surroundings.switchFlips }
    var time: Double { surroundings.time }
    var textWidth: (String, Double) -> Double { surroundings.textWidth }
    var images: SceneImageSource? { surroundings.images }
    var pixelScale: Double { surroundings.pixelScale }

    /// The page's width.
    var width: Double { frame.width }
    /// The size of the content area.
    var size: Size { Size(width: frame.width, height: frame.height) }
    /// The part of the content in view, in content coordinates.
    var visible: Rect { Rect(x: 0, y: scroll, width: frame.width, height: frame.height) }

    /// The pixels of a box `size` points large on the display.
    func pixels(_ size: Size) -> PixelBox {
        PixelBox(width: Int((size.width * pixelScale).rounded()), height: Int((size.height * pixelScale).rounded()))
    }
}

/// What the scene carries out after a page took a tap or a key (`PageHost+Input`): its kind's
/// answer, its back control, a refresh.
enum PageOutcome: Equatable {
    /// Row `row` of section `section` highlights, fading, and is reported tapped (a list's rows and
    /// a grid's items are in section 0).
    case rowTapped(section: Int, row: Int)
    /// A table's switch flips.
    case flipSwitch(id: String, initiallyOn: Bool)
    /// A table's option, titled `title`, is chosen in its group.
    case chooseOption(group: String, id: String, title: String)
    /// A detail page slides in over the page.
    case openDetail(title: String, content: PageContent)
    /// A button was pressed: it is reported and its message shows.
    case buttonPressed(title: String, message: String)
    /// A message shows over the pages.
    case message(String)
    /// The page's detail page closes (its back control).
    case goBack
    /// The page started refreshing (F5): the host is asked, and screen readers told.
    case refreshStarted
}
