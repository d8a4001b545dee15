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
            /// A tab lifted off a reorderable bar, moving with the pointer.
            case movingTab(TabDrag)
        }
        var kind: PointerKind
        /// The pointers down (several fingers join one gesture) and the one position the
        /// gesture follows, which their landing and lifting never make jump.
        var pointers: DragPointers
        var arbiter: GestureArbiter
        var target: Target
        /// The press stopped moving content, so it is not a tap.
        var caughtMotion: Bool
        /// The horizontal drag moves the page's own pages (a gallery's pictures) rather than the pager.
        var dragsPageContent = false
        /// The page heard the press itself (a host's page: it hears its end, a tap or a cancel).
        var pageHearsPress = false
        /// Two fingers pinch the page (a picture).
        var pinches = false
        /// The drag pans the page's zoomed picture.
        var pansPage = false
        /// A pan reached the picture's edge and handed the drag to the pictures or pages beside it.
        var handedOver = false
        /// Where the pointer was until an axis claimed the gesture (the press and the moves
        /// inside the slop): velocity samples for the drag that follows.
        var history: [(time: Double, point: Point)] = []
        /// When one of its pointers last went down or moved.
        var lastHeard: Double
        /// When its first pointer went down.
        var pressedAt: Double

        /// The part of the view the gesture landed on.
        var part: ViewPart {
            switch target {
            case .tabBar, .movingTab: return .tabBar
            case .page, .scrollBar: return .pages
            }
        }

        /// The history along `axis`.
        func samples(_ axis: GestureAxis) -> [PointerSample] {
            history.map { PointerSample(time: $0.time, position: axis == .horizontal ? $0.point.x : $0.point.y) }
        }

        /// The page the gesture is on, if it is on one.
        var page: Int? {
            switch target {
            case .page(let page), .scrollBar(let page, _): return page
            case .tabBar, .movingTab: return nil
            }
        }
    }

    /// A row or button held down: shown pressed once held `Tuning.pressedDelay`, until the press
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

        /// The paging with `delta` more travel at `time`.
        func adding(_ delta: Double, at time: Double) -> WheelPaging {
            var paging = self
            paging.lastTime = time
            paging.travel += delta
            paging.tracker.add(time: time, position: paging.travel)
            return paging
        }

        /// The page the pages settle on from `progress` when the deltas stop: the nearest, or one
        /// page in the direction of a fling (fast enough, far enough), at the last deltas' speed.
        func target(progress: Double, pageCount: Int) -> Int {
            PagingRules.targetPage(progress: progress, velocity: tracker.velocity(at: lastTime), travel: travel, pageCount: pageCount)
        }
    }

    /// The tab bar, or the pages: a finger belongs to the part it landed on.
    enum ViewPart { case tabBar, pages }

    /// A finger that landed on another part than the gesture's fingers: it can only tap there.
    struct StrayFinger {
        var start: Point
        var part: ViewPart
        /// Still within the touch slop of where it landed.
        var isTap = true
    }

    var gesture: Gesture?
    /// Fingers down on another part than the gesture's, by id.
    var strayFingers: [Int: StrayFinger] = [:]
    var press: Press?
    var wheelPaging: WheelPaging?
    /// Where the mouse rests over the view while no button is down, if it does.
    var hover: Point?
    /// When the mouse last moved (never after a press until it moves again), for tooltips.
    var hoverSince = Double.infinity
    /// Where the keyboard's focus ring is.
    var focus: SceneFocus?
    /// The page the resting mouse was last reported over, so it hears when the mouse leaves.
    var hoveredPage: Int?
    /// Whether the last pointer to press or move was a finger (a closable bar then shows every
    /// tab's close button: there is no hover to show them).
    var fingerLast = false

    /// The next moment the input changes without more of it after `time`: a touchpad's paging
    /// snaps, a held row shows pressed, a finger resting on a tab lifts it (when `liftsTabs`).
    func nextDeadline(after time: Double, liftsTabs: Bool) -> Double? {
        let snap = wheelPaging.map { $0.lastTime + Tuning.wheelSnapDelay }
        let pressShows = press.map { $0.start + Tuning.pressedDelay }.flatMap { $0 > time ? $0 : nil }
        let lifts = gesture.flatMap { liftsTabs && $0.kind == .touch && $0.arbiter.isTap ? $0.pressedAt + Tuning.longPressDuration : nil }
        return [snap, pressShows, lifts.flatMap { $0 > time ? $0 : nil }].compactMap { $0 }.min()
    }

    /// Moves every tab index kept (the focus ring, the gesture, the element pressed, the page
    /// hovered) through `map`, after tabs were inserted, removed or moved; nil: that tab went.
    mutating func remapTabs(_ map: (Int) -> Int?) {
        switch focus {
        case .tab(let index)?: focus = map(index).map { .tab($0) }
        case .control(let page, let index)?: focus = map(page).map { .control(page: $0, index: index) }
        case .barControl?, nil: break
        }
        switch gesture?.target {
        case .page(let page)?: gesture?.target = map(page).map { .page($0) } ?? .tabBar
        case .scrollBar(let page, let grab)?: gesture?.target = map(page).map { .scrollBar(page: $0, grab: grab) } ?? .tabBar
        case .movingTab(var drag)?:
            if let tab = map(drag.tab) {
                drag.tab = tab
                gesture?.target = .movingTab(drag)
            } else {
                gesture?.target = .tabBar
            }
        case .tabBar?, nil: break
        }
        if let press { if let page = map(press.page) { self.press?.page = page } else { self.press = nil } }
        hoveredPage = hoveredPage.flatMap(map)
    }
}
