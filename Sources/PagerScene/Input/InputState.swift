import PagerCore

/// The input under way: the pointer's gesture, the element it holds down, a touchpad's paging,
/// where the mouse rests and where the keyboard's focus ring is.
struct InputState {
    /// A pointer's gesture from press to release.
    struct Gesture {
        enum Target {
            case tabBar
            case page(Int)
            /// A list's draggable scroll bar, held `grab` below the bar's top.
            case scrollBar(page: Int, grab: Double)
        }
        var kind: PointerKind
        /// The pointers down (several fingers join one gesture) and the one position the
        /// gesture follows, which their landing and lifting never make jump.
        var pointers: DragPointers
        var arbiter: GestureArbiter
        var target: Target
        /// The press stopped moving content, so it is not a tap.
        var caughtMotion: Bool
        /// The horizontal drag moves a gallery's pictures rather than the pages.
        var dragsGallery = false
        /// The press went to a custom page (which hears its end: a tap or a cancel).
        var pressesCustomPage = false
        /// Two fingers zoom the picture: the zoom they began at, the point of the 1x picture
        /// under their centre (it stays there) and how far apart they were.
        var pinch: (scale: Double, content: Point, distance: Double)?
        /// The drag pans a zoomed picture.
        var pansPicture = false
        /// A pan reached the picture's edge and handed the drag to the pictures or pages beside it.
        var handedOver = false
        /// Where the pointer was until an axis claimed the gesture (the press and the moves
        /// inside the slop): velocity samples for the drag that follows.
        var history: [(time: Double, point: Point)] = []

        /// The history along `axis`.
        func samples(_ axis: GestureAxis) -> [PointerSample] {
            history.map { PointerSample(time: $0.time, position: axis == .horizontal ? $0.point.x : $0.point.y) }
        }

        /// The page the gesture is on, if it is on one.
        var page: Int? {
            switch target {
            case .page(let page), .scrollBar(let page, _): return page
            case .tabBar: return nil
            }
        }
    }

    /// A row or button held down: shown pressed once held `Scene.pressedDelay`, until the press
    /// ends or turns into a drag.
    struct Press {
        var page: Int
        /// The element's frame in the page's content coordinates, and its corner radius.
        var frame: Rect
        var radius: Double
        var start: Double
    }

    /// A touchpad moving the pages: they snap once its deltas stop, by the rule a drag's release
    /// follows (the nearest page, or one page in the direction of a fling).
    struct WheelPaging {
        var lastTime: Double
        /// How far the deltas moved the pages in all.
        var travel: Double
        /// The travel over time, for the fling's speed.
        var tracker = VelocityTracker()
    }

    var gesture: Gesture?
    var press: Press?
    var wheelPaging: WheelPaging?
    /// Where the mouse rests over the view while no button is down, if it does.
    var hover: Point?
    /// Where the keyboard's focus ring is.
    var focus: Scene.Focus?
    /// The custom page the mouse was last reported over, so it hears when the mouse leaves.
    var hoveredCustomPage: (any CustomPage)?
    /// The last tap on a picture, which a second one soon after, nearby, makes a double tap.
    var pictureTap: (time: Double, point: Point)?
}
