import PagerCore

/// What a gesture on a page is told of it: which page, where its content is in the view, the
/// pages a drag from it may reach, what its kind is told, and the moment.
struct PageTouch {
    var page: Int
    /// Where the content's top left (scrolling included) is in the view.
    var origin: Point
    /// The content's frame in the view.
    var contentFrame: Rect
    /// The pages a drag from here may reach (nil: any), and whether the pager rests on this page.
    var allowed: ClosedRange<Int>?
    var pagerRestsHere: Bool
    var context: PageContext
    var time: Double

    /// View point `point` in the content's coordinates.
    func local(_ point: Point) -> Point { Point(x: point.x - origin.x, y: point.y - origin.y) }
}

/// A pointer's gesture on a page, from press to release: it scrolls the page, drags its scroll
/// bar, moves the pager (or the page's own pages, which hand the drag back at their ends),
/// pinches and pans a picture with the kind. Points are the view's; the kind gets its own.
extension PageLayer {
    // MARK: pressing

    /// The draggable scroll bar when a press at `point` grabs it: showing, in a very long list,
    /// and within reach of the press.
    func grabbedScrollBar(at point: Point, _ touch: PageTouch) -> Rect? {
        let frame = touch.contentFrame
        guard page.scrollsVertically, ScrollIndicator.isDraggable(scroll), ScrollIndicator.opacity(of: scroll, at: touch.time) > 0,
            let bar = ScrollIndicator.frame(for: scroll, in: frame),
            point.x >= frame.maxX - ScrollIndicator.grabWidth, point.y >= bar.minY - 16, point.y <= bar.maxY + 16
        else { return nil }
        return bar
    }

    /// Moves the content so that its scroll bar's top is at `barTop`.
    mutating func dragScrollBar(barTop: Double, _ touch: PageTouch) {
        scroll.scroll(by: ScrollIndicator.offset(forBarTop: barTop, scroll: scroll, in: touch.contentFrame) - scroll.offset, time: touch.time)
    }

    /// A press stops the page's motion where it is (a list coasting, a picture's zoom); true if
    /// anything moved (then the press is no tap).
    mutating func catchMotion(time: Double) -> Bool {
        var caught = false
        if scroll.isAnimating {
            caught = true
            scroll.jump(to: scroll.offset)
            scroll.springBackIfNeeded(time: time)
        }
        return page.catchMotion() || caught
    }

    // MARK: fingers

    /// The centre of the gesture's first two fingers in the content, and how far apart they are.
    private func spread(_ gesture: InputState.Gesture, _ touch: PageTouch) -> FingerSpread {
        let points = gesture.pointers.points.prefix(2).map(touch.local)
        guard points.count == 2 else { return FingerSpread(centre: points.first ?? Point(x: 0, y: 0), distance: 1) }
        return FingerSpread(
            centre: Point(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2), distance: max(points[0].distance(to: points[1]), 1)
        )
    }

    /// A second finger landed on a gesture no drag has taken yet (or that pans the picture): the
    /// kind may pinch.
    mutating func fingerJoined(_ gesture: inout InputState.Gesture, pagerIsDragging: Bool, _ touch: PageTouch) {
        guard gesture.pointers.count == 2, !gesture.pinches, !gesture.handedOver, gesture.arbiter.claimed == nil || gesture.pansPage, !pagerIsDragging
        else { return }
        gesture.pinches = page.beginPinch(spread(gesture, touch), panning: gesture.pansPage, in: touch.context, time: touch.time)
        if gesture.pinches { gesture.pansPage = false }
    }

    /// The fingers moved while they pinch.
    mutating func pinch(_ gesture: InputState.Gesture, _ touch: PageTouch) {
        guard gesture.pointers.count >= 2 else { return }
        page.pinch(spread(gesture, touch), in: touch.context)
    }

    /// A pinching finger lifted: the one that stays pans a zoomed picture from where it is; a
    /// drag of the pages needs a new touch.
    mutating func endPinch(_ gesture: inout InputState.Gesture, _ touch: PageTouch) {
        gesture.pinches = false
        let remaining = gesture.pointers.position, finger = gesture.pointers.points.first ?? remaining
        gesture.pansPage = page.endPinch(remaining: touch.local(remaining), finger: touch.local(finger), in: touch.context, time: touch.time)
        gesture.arbiter = GestureArbiter(start: remaining, kind: gesture.kind, claimed: .vertical)
    }

    // MARK: dragging

    /// The gesture moved on the page, `claimed` by an axis now (`before` when it moved last).
    mutating func move(_ gesture: inout InputState.Gesture, before: GestureAxis?, pager: inout Pager, _ touch: PageTouch) {
        let point = gesture.pointers.position, claimed = gesture.arbiter.claimed, time = touch.time
        if gesture.handedOver { return drag(gesture, to: point.x, pager: &pager, time: time) }
        if before == nil, claimed != nil, beginsPan(&gesture, pager: &pager, touch) { return }
        switch claimed {
        case .horizontal:
            if before == nil {
                let origin = gesture.arbiter.claimOrigin.x, down = gesture.arbiter.start.x, samples = gesture.samples(.horizontal)
                gesture.dragsPageContent = touch.pagerRestsHere && page.takesHorizontalDrag(towardsNext: point.x < down)
                if gesture.dragsPageContent {
                    page.beginHorizontalDrag(pointerX: origin, downX: down, samples: samples, time: time)
                } else {
                    pager.beginDrag(pointerX: origin, time: time, downPointerX: down, earlierSamples: samples, allowed: touch.allowed)
                }
            }
            drag(gesture, to: point.x, pager: &pager, time: time)
        case .vertical:
            guard page.scrollsVertically else { return }
            if before == nil { scroll.beginDrag(pointer: gesture.arbiter.claimOrigin.y, time: time, earlierSamples: gesture.samples(.vertical)) }
            scroll.drag(to: point.y, time: time)
        case nil:
            break
        }
    }

    /// A horizontal drag moved: the page's own pages or the pager follow it.
    private mutating func drag(_ gesture: InputState.Gesture, to x: Double, pager: inout Pager, time: Double) {
        if gesture.dragsPageContent { page.horizontalDrag(to: x, time: time) } else { pager.drag(to: x, time: time) }
    }

    /// When a drag is claimed: it pans the kind's zoomed picture, unless it runs horizontally
    /// off the picture's edge. True when it pans.
    private mutating func beginsPan(_ gesture: inout InputState.Gesture, pager: inout Pager, _ touch: PageTouch) -> Bool {
        let leading = gesture.pointers.position.x > gesture.arbiter.start.x
        let samples = gesture.history.map { ($0.time, touch.local($0.point)) }
        guard
            page.beginPan(
                at: touch.local(gesture.arbiter.claimOrigin), horizontal: gesture.arbiter.claimed == .horizontal, leading: leading, samples: samples,
                in: touch.context, time: touch.time)
        else { return false }
        gesture.pansPage = true
        pan(&gesture, pager: &pager, touch)
        return true
    }

    /// The drag moved on a zoomed picture: it pans, and once the picture's edge is reached a
    /// further pull hands the drag to the page's own pages or the pager.
    mutating func pan(_ gesture: inout InputState.Gesture, pager: inout Pager, _ touch: PageTouch) {
        let point = gesture.pointers.position, time = touch.time
        let pull = page.pan(to: touch.local(point), time: time)
        guard abs(pull) > 0.5 else { return }
        page.endPan(coasts: false, time: time)
        gesture.pansPage = false
        gesture.handedOver = true
        gesture.dragsPageContent = touch.pagerRestsHere && page.takesHorizontalDrag(towardsNext: pull > 0)
        if gesture.dragsPageContent {
            page.beginHorizontalDrag(pointerX: point.x, downX: point.x, samples: [], time: time)
        } else {
            pager.beginDrag(pointerX: point.x, time: time, downPointerX: point.x, earlierSamples: [], allowed: touch.allowed)
        }
    }

    // MARK: releasing

    /// The last pointer lifted at `point` after a drag (`axis`, or a pinch or pan): what it did
    /// to the page. True when a pull past the top asked for a refresh. (The pager's own release,
    /// and a tap, are the scene's.)
    /// The gesture was taken away: a pinch or a pan springs back within the limits, the page's
    /// own pages settle, a scroll stops where it is (springing back inside its edges, with no
    /// refresh).
    mutating func cancel(_ gesture: InputState.Gesture, _ touch: PageTouch) {
        if gesture.pinches || gesture.pansPage {
            page.endZoomGesture(panned: gesture.pansPage, in: touch.context, time: touch.time)
        } else if gesture.dragsPageContent {
            page.endHorizontalDrag(pointerX: gesture.pointers.position.x, time: touch.time)
        } else if scroll.isDragging {
            scroll.endDrag(time: touch.time)
            scroll.coast(velocity: 0, time: touch.time)
        }
    }

    mutating func release(_ gesture: InputState.Gesture, axis: GestureAxis?, at point: Point, _ touch: PageTouch) -> Bool {
        if gesture.pinches || gesture.pansPage {
            page.endZoomGesture(panned: gesture.pansPage, in: touch.context, time: touch.time)
            return false
        }
        switch axis {
        case .horizontal where gesture.dragsPageContent:
            page.endHorizontalDrag(pointerX: point.x, time: touch.time)
        case .vertical where scroll.isDragging:
            let velocity = scroll.endDrag(time: touch.time)
            let pulled = refreshIfPulled()
            scroll.coast(velocity: velocity, time: touch.time)
            return pulled
        default:
            break
        }
        return false
    }
}
