import PagerCore

/// What only some kinds of page do, each with what a kind that does not do it answers: nothing
/// happens. A kind takes a capability by implementing its members.
protocol PageCapabilities {
    // MARK: rows the host gives and changes (lists, grids)

    /// The rows the page shows, for a page of rows (a list's rows, a grid's items).
    var rows: ListContent? { get }
    /// Whether a pull past the top asks for a refresh (the page is pulled past it whatever the theme says).
    var pullsToRefresh: Bool { get }
    /// How far above its top the content is held: a refresh's spinner's room while it runs.
    var heldAboveTop: Double { get }
    /// Whether a refresh, or more rows, was asked of the host and not yet answered.
    var isRefreshing: Bool { get }
    var isLoadingMore: Bool { get }
    /// Starts a refresh (a pull let go past its threshold, a key): true when it did.
    mutating func beginRefresh() -> Bool
    /// Ends a refresh: `inserted` rows came in at the top; at the top they show, further down the
    /// rows on screen stay.
    mutating func endRefresh(insertedRows inserted: Int, scroll: inout ScrollAxis, time: Double)
    /// Asks for more rows once the end is within a screen of the view; true when it asked.
    mutating func loadMoreIfNearTheEnd(scroll: ScrollAxis) -> Bool
    /// Ends loading more: `appended` rows came at the end; `hasMore` false shows the end.
    mutating func endLoadingMore(appendedRows appended: Int, hasMore: Bool, scroll: inout ScrollAxis)
    /// The rows' source is read anew: its count, and every row on screen.
    mutating func reloadRows()
    /// Rows `indices` are asked of the source again.
    mutating func reloadRows(at indices: [Int])
    /// Reads the rows anew when their count no longer matches their source's.
    mutating func reloadIfCountDisagrees()
    /// `count` rows were inserted at `index`; those on screen stay where they are.
    mutating func insertRows(at index: Int, count: Int, scroll: inout ScrollAxis)
    /// `count` rows from `index` on were removed; those on screen after them stay where they are.
    mutating func removeRows(at index: Int, count: Int, scroll: inout ScrollAxis)
    /// Where row `row` starts, in content coordinates.
    func top(ofRow row: Int) -> Double?
    /// Asks for the host's rows in view and notes their heights, keeping the rows on screen where
    /// they are; true when the content's height changed.
    mutating func measureVisibleRows(scroll: inout ScrollAxis, pageNumber: Int) -> Bool

    // MARK: focus stops that Tab enters as one (a list's rows, a grid's items)

    /// Whether Tab stops once on the page's controls, entering at ``focusEntry(forward:in:)`` and
    /// leaving from any; Up and Down then move among them, as in GTK's list boxes.
    var focusStopsAreOneGroup: Bool { get }
    /// The control Tab enters the page at, going forward or back (the first or last on screen).
    func focusEntry(forward: Bool, in page: PageContext) -> Int

    // MARK: the pointer, heard by the page itself (a host's page)

    /// A press at `point` began: true when the page hears it (then its end too: a tap or a cancel).
    func press(at point: Point, in page: PageContext) -> Bool
    /// The press the page heard turned into a drag, or was taken away.
    func cancelPress(in page: PageContext)
    /// The resting mouse is at `point` on the content, or (nil) left it.
    func hover(at point: Point?, in page: PageContext)
    /// Whether the page moves on its own (the host keeps drawing frames).
    var isAnimating: Bool { get }

    // MARK: pictures that page and zoom (image and gallery pages)

    /// Whether a horizontal drag moves the page's own pages (a gallery's pictures) towards the
    /// next or the previous: at its first or last picture the drag goes on to the pager.
    func takesHorizontalDrag(towardsNext: Bool) -> Bool
    mutating func beginHorizontalDrag(pointerX: Double, downX: Double, samples: [PointerSample], time: Double)
    mutating func horizontalDrag(to pointerX: Double, time: Double)
    mutating func endHorizontalDrag(pointerX: Double, time: Double)
    /// Shows the page's next (`step` 1) or previous picture (the keys, with the focus ring on it);
    /// false at that end.
    mutating func step(by step: Int, time: Double) -> Bool
    /// The zoom of the picture shown (1 as it fits); nil where nothing zooms.
    var zoomScale: Double? { get }
    /// Stops the page's own motion (a pan coasting, a zoom animating): true if any ran.
    mutating func catchMotion() -> Bool
    /// Two fingers landed `spread` apart about `spread.centre` (page coordinates): true when
    /// they pinch the page (then `pinch` follows each move).
    mutating func beginPinch(_ spread: FingerSpread, panning: Bool, in page: PageContext, time: Double) -> Bool
    mutating func pinch(_ spread: FingerSpread, in page: PageContext)
    /// A pinching finger lifted, the other staying down at `finger` (the gesture's position,
    /// which moves with it from here, is `remaining`): true when the page pans under it.
    mutating func endPinch(remaining: Point, finger: Point, in page: PageContext, time: Double) -> Bool
    /// A drag was claimed on the page (`horizontal`, towards the leading edge when `leading`):
    /// true when it pans the page's zoomed picture.
    mutating func beginPan(
        at origin: Point, horizontal: Bool, leading: Bool, samples: [(time: Double, point: Point)], in page: PageContext, time: Double
    )
        -> Bool
    /// The pan follows the pointer; returns how far it pulled past the picture's left (negative)
    /// or right (positive) edge.
    mutating func pan(to point: Point, time: Double) -> Double
    /// The pan stops (`coasts`: with its momentum).
    mutating func endPan(coasts: Bool, time: Double)
    /// The last finger of a pinch or a pan lifted: the zoom springs back within its limits.
    mutating func endZoomGesture(panned: Bool, in page: PageContext, time: Double)
    /// A touchpad's pinch or Ctrl+wheel: zoom by `factor` about `point` (page coordinates).
    mutating func magnify(_ factor: Double, at point: Point, in page: PageContext)
    /// `+`, `-` and `0`.
    mutating func zoom(_ step: ZoomStep, in page: PageContext, time: Double)
    /// The pages came to rest on another page: a zoomed picture is back at 1x.
    mutating func pagesRestedElsewhere()
    /// The pictures to decode for the page, at the pixels they are shown at (the page on screen's
    /// neighbours too when `isCurrent`).
    func imageRequests(in page: PageContext, isCurrent: Bool) -> [ImageRequest]
}

/// Two fingers on a page: the point between them (page coordinates) and how far apart they are.
struct FingerSpread {
    var centre: Point
    var distance: Double
}

/// What the zoom keys ask for.
enum ZoomStep {
    case zoomIn, zoomOut, fit
}

/// A picture asked of the image source, at the pixels it is shown at.
struct ImageRequest: Equatable {
    var path: String
    var box: PixelBox
}

extension PageCapabilities {
    var rows: ListContent? { nil }
    var pullsToRefresh: Bool { false }
    var heldAboveTop: Double { 0 }
    var isRefreshing: Bool { false }
    var isLoadingMore: Bool { false }
    mutating func beginRefresh() -> Bool { false }
    mutating func endRefresh(insertedRows inserted: Int, scroll: inout ScrollAxis, time: Double) {}
    mutating func loadMoreIfNearTheEnd(scroll: ScrollAxis) -> Bool { false }
    mutating func endLoadingMore(appendedRows appended: Int, hasMore: Bool, scroll: inout ScrollAxis) {}
    mutating func reloadRows() {}
    mutating func reloadRows(at indices: [Int]) {}
    mutating func reloadIfCountDisagrees() {}
    mutating func insertRows(at index: Int, count: Int, scroll: inout ScrollAxis) {}
    mutating func removeRows(at index: Int, count: Int, scroll: inout ScrollAxis) {}
    func top(ofRow row: Int) -> Double? { nil }
    mutating func measureVisibleRows(scroll: inout ScrollAxis, pageNumber: Int) -> Bool { false }

    var focusStopsAreOneGroup: Bool { false }

    func press(at point: Point, in page: PageContext) -> Bool { false }
    func cancelPress(in page: PageContext) {}
    func hover(at point: Point?, in page: PageContext) {}
    var isAnimating: Bool { false }

    func takesHorizontalDrag(towardsNext: Bool) -> Bool { false }
    mutating func beginHorizontalDrag(pointerX: Double, downX: Double, samples: [PointerSample], time: Double) {}
    mutating func horizontalDrag(to pointerX: Double, time: Double) {}
    mutating func endHorizontalDrag(pointerX: Double, time: Double) {}
    mutating func step(by step: Int, time: Double) -> Bool { false }
    var zoomScale: Double? { nil }
    mutating func catchMotion() -> Bool { false }
    mutating func beginPinch(_ spread: FingerSpread, panning: Bool, in page: PageContext, time: Double) -> Bool { false }
    mutating func pinch(_ spread: FingerSpread, in page: PageContext) {}
    mutating func endPinch(remaining: Point, finger: Point, in page: PageContext, time: Double) -> Bool { false }
    mutating func beginPan(
        at origin: Point, horizontal: Bool, leading: Bool, samples: [(time: Double, point: Point)], in page: PageContext, time: Double
    )
        -> Bool
    { false }
    mutating func pan(to point: Point, time: Double) -> Double { 0 }
    mutating func endPan(coasts: Bool, time: Double) {}
    mutating func endZoomGesture(panned: Bool, in page: PageContext, time: Double) {}
    mutating func magnify(_ factor: Double, at point: Point, in page: PageContext) {}
    mutating func zoom(_ step: ZoomStep, in page: PageContext, time: Double) {}
    mutating func pagesRestedElsewhere() {}
    func imageRequests(in page: PageContext, isCurrent: Bool) -> [ImageRequest] { [] }
}

extension PageKind {
    func focusEntry(forward: Bool, in page: PageContext) -> Int { forward ? 0 : max(focusStopCount(in: page) - 1, 0) }
}
