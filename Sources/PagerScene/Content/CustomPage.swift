import PagerCore

/// A page the host writes: it says how tall its content is, draws the part in view into the
/// scene's ``DrawList``, and hears the user's pointer on it. The scene scrolls it vertically,
/// moves it with the pages, mirrors it in a right-to-left scene and moves the focus ring over it,
/// as it does its own kinds of page.
///
/// Coordinates are the content's: from the page's leading edge and the content's top, scrolling
/// included. In a right-to-left scene the page is laid out left to right and mirrored as a whole,
/// so its drawing and its input agree.
public protocol CustomPage: AnyObject {
    /// How tall the content is for a page `width` wide; no taller than the page, it does not scroll.
    func contentHeight(forWidth width: Double) -> Double
    /// Draws the content in view into `list`, in view coordinates (`page.origin` is the content's
    /// top left); the scene has clipped `list` to the page.
    func draw(_ page: CustomPageFrame, into list: inout DrawList)
    /// The user's pointer on the content of a page `width` wide: a press, its end as a tap or a
    /// cancel, or hover.
    func handle(_ input: CustomPageInput, width: Double)
    /// The controls the focus ring stops on, top to bottom, in content coordinates; Enter and
    /// Space tap the one focused at its centre.
    func focusFrames(forWidth width: Double) -> [Rect]
    /// The pointer's shape over content point `point` of a page `width` wide: a hand where a
    /// click does something.
    func cursor(at point: Point, width: Double) -> PointerCursor
    /// The page's elements as a screen reader is told of them, top to bottom, in content
    /// coordinates (those in view are told). One that ``AccessibleNode/isClickable`` is clicked
    /// by a screen reader as a tap at its centre.
    func accessibleElements(forWidth width: Double) -> [AccessibleNode]
    /// Whether the page moves on its own, so the host keeps drawing frames.
    var isAnimating: Bool { get }
    /// The colour behind the content; nil for the theme's page colour.
    var background: Color? { get }
}

extension CustomPage {
    /// Ignores the pointer.
    public func handle(_ input: CustomPageInput, width: Double) {}
    /// No controls for the focus ring.
    public func focusFrames(forWidth width: Double) -> [Rect] { [] }
    /// The arrow everywhere.
    public func cursor(at point: Point, width: Double) -> PointerCursor { .arrow }
    /// Nothing for screen readers.
    public func accessibleElements(forWidth width: Double) -> [AccessibleNode] { [] }
    /// Still unless told otherwise.
    public var isAnimating: Bool { false }
    /// The theme's page colour.
    public var background: Color? { nil }
}

/// Where a custom page's content is drawn this frame.
public struct CustomPageFrame: Sendable, Equatable {
    /// The page's content area in view coordinates (below a detail page's navigation bar).
    public var frame: Rect
    /// How far the content is scrolled.
    public var scroll: Double
    /// The scene's clock, in seconds.
    public var time: Double
    /// The scene's look, for a page that matches it.
    public var theme: Theme

    /// The view point where the content's top left is drawn.
    public var origin: Point { Point(x: frame.minX, y: frame.minY - scroll) }

    /// The part of the content in view, in content coordinates: draw what overlaps it.
    public var visible: Rect { Rect(x: 0, y: scroll, width: frame.width, height: frame.height) }

    /// `rect` in content coordinates, in the view coordinates a draw list takes.
    public func viewRect(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
}

/// The user's pointer on a custom page, in content coordinates.
public enum CustomPageInput: Sendable, Equatable {
    /// A press began at a point (a drag or scroll may still take it: then `cancel` follows).
    case press(Point)
    /// The press turned into a drag or a scroll, or was taken away.
    case cancel
    /// The press ended where it began: a tap, at a point (also Enter on a focused control).
    case tap(Point)
    /// The resting mouse is over a point, or (nil) left the content.
    case hover(Point?)
}
