import PagerCore

/// What a pointer's gesture leaves for the scene to do: the rest it does itself, on the parts it
/// is given (the tab bar, the pages, the pager).
enum PointerIntent {
    /// A finger that landed beside the gesture tapped the tab bar at this point.
    case tapTabBar(Point)
    /// The tab bar's gesture ended at this point: the bar says what it did (`TabBar.gestureEnded`).
    case tabBarGestureEnded(InputState.Gesture, Point)
    /// What the tab bar left while its gesture moved (a lifted tab passed a neighbour).
    case tabBar(TabBarOutcome)
    /// A tap on page `page` at this view point.
    case tapPage(Int, Point)
    /// A pull past page `page`'s top let go: refresh it.
    case refreshRequested(Int)
    /// The pager's drag ended at this x: it settles, if the host lets it, on a new page.
    case releasePager(Double)
}

/// The pointer's gestures, from press to release: over the tab bar the bar takes them
/// (`TabBar+Gestures`); on a page the page's layer moves with them (`PageLayer+Gestures`), the
/// pager follows a horizontal drag, and a tap is the scene's to carry out.
extension InputState {
    /// Sends a pointer's press, move, release or leaving to the gesture under way: what it leaves
    /// for the scene.
    mutating func pointer(
        _ event: InputEvent, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    )
        -> PointerIntent?
    {
        switch event {
        case .pointerDown(let point, let kind, let id): pointerDown(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: env)
        case .pointerMove(let point, let kind, let id): return pointerMove(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: env)
        case .pointerUp(let point, let kind, let id): return pointerUp(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: env)
        case .pointerLeave:
            hover = nil
            updatePageHover(host: host, in: env)
        default: break
        }
        return nil
    }

    private mutating func pointerDown(
        _ point: Point, _ kind: PointerKind, id: Int, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    ) {
        focus = nil  // the ring is for the keyboard: a click or a touch hides it
        hoverSince = .infinity  // and a click hides a tooltip until the mouse moves
        fingerLast = kind == .touch
        if var gesture {
            // Another finger on the glass joins the gesture under way on its part of the view,
            // or may tap the other part (a mouse press joins nothing).
            guard gesture.kind == .touch, kind == .touch, !gesture.pointers.contains(id), strayFingers[id] == nil else { return }
            guard Self.part(at: point, in: env) == gesture.part else {
                if let part = Self.part(at: point, in: env) { strayFingers[id] = StrayFinger(start: point, part: part) }
                return
            }
            gesture.pointers.add(id: id, at: point)
            gesture.lastHeard = env.time
            fingerJoined(&gesture, host: &host, pager: &pager, in: env)
            self.gesture = gesture
            return
        }
        hover = kind == .mouse ? point : nil
        guard !env.tabs.isEmpty else { return }
        var gesture = Gesture(
            kind: kind, pointers: DragPointers(strategy: env.theme.multitouch, id: id, at: point), arbiter: GestureArbiter(start: point, kind: kind),
            target: .tabBar, caughtMotion: false, history: [(env.time, point)], lastHeard: env.time, pressedAt: env.time)
        if env.tabBarFrame.contains(point) {
            gesture.caughtMotion = bar.catchMomentum()
            self.gesture = gesture
            return
        }
        guard env.geometry.frame.contains(point) else { return }
        let page = env.geometry.page(atX: point.x), time = env.time
        gesture.target = .page(page)
        if host.pages[page]?.transition == nil,
            let grab = Self.onPage(page, &host, &pager, env, { layer, _, touch in layer.grabbedScrollBar(at: point, touch) }) ?? nil
        {
            host.pages[page]?.updateTop { $0.scroll.scroll(by: 0, time: time) }
            gesture.arbiter = GestureArbiter(start: point, kind: kind, claimed: .vertical)
            gesture.target = .scrollBar(page: page, grab: point.y - grab.minY)
            gesture.caughtMotion = true
            self.gesture = gesture
            return
        }
        wheelPaging = nil
        if pager.press() {
            gesture.caughtMotion = true
            gesture.arbiter = GestureArbiter(start: point, kind: kind, claimed: .horizontal)
            pager.beginDrag(
                pointerX: point.x, time: time, earlierSamples: [PointerSample(time: time, position: point.x)], allowed: env.allowedPages(from: page))
        }
        if host.pages[page]?.updateTop({ $0.catchMotion(time: time) }) == true { gesture.caughtMotion = true }
        self.gesture = gesture
        guard !gesture.caughtMotion, let (layer, content) = env.contentPoint(point, onPage: page, in: host) else { return }
        let context = env.context(of: layer, onPage: page)
        press = layer.page.pressable(at: content, in: context).map { Press(page: page, frame: $0.frame, radius: $0.radius, start: time) }
        self.gesture?.pageHearsPress = layer.page.press(at: content, in: context)
    }

    /// (A lifted tab's move among the others is the scene's to carry out.)
    private mutating func pointerMove(
        _ moved: Point, _ kind: PointerKind, id: Int, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    ) -> PointerIntent? {
        if kind == .mouse { (hover, hoverSince) = (moved, env.time) }
        if gesture == nil { fingerLast = kind == .touch }
        if kind == .touch, let stray = strayFingers[id] {
            if stray.start.distance(to: moved) > kind.slop { strayFingers[id]?.isTap = false }
            return nil
        }
        guard var gesture, gesture.kind == kind, gesture.pointers.contains(id) else {
            if kind == .mouse { updatePageHover(host: host, in: env) }
            return nil
        }
        gesture.lastHeard = env.time
        defer { self.gesture = gesture }
        // The gesture follows one position: a finger that does not drive it moves nothing.
        guard gesture.pointers.move(id: id, to: moved, time: env.time) || gesture.pinches else { return nil }
        if case .page(let page) = gesture.target, gesture.pinches || gesture.pansPage {
            Self.onPage(page, &host, &pager, env) { layer, pager, touch in
                gesture.pinches ? layer.pinch(gesture, touch) : layer.pan(&gesture, pager: &pager, touch)
            }
            return nil
        }
        let point = gesture.pointers.position, before = gesture.arbiter.claimed
        let claimed = gesture.arbiter.update(point)
        if claimed != nil {
            press = nil  // a drag or a scroll is no press
            if gesture.pageHearsPress {
                gesture.pageHearsPress = false
                Self.cancelPress(of: gesture, host: host, in: env)
            }
        } else {
            // A move inside the slop: a velocity sample for the drag that may follow.
            if gesture.history.count == VelocityTracker.capacity { gesture.history.removeFirst() }
            gesture.history.append((env.time, point))
        }
        switch gesture.target {
        case .scrollBar(let page, let grab):
            Self.onPage(page, &host, &pager, env) { layer, _, touch in layer.dragScrollBar(barTop: point.y - grab, touch) }
        case .tabBar, .movingTab:
            let claimedNow = before == nil && claimed != nil
            return bar.gestureMoved(&gesture, to: point, claimedNow: claimedNow, progress: pager.tabProgress, time: env.time).map { .tabBar($0) }
        case .page(let page):
            Self.onPage(page, &host, &pager, env) { layer, pager, touch in layer.move(&gesture, before: before, pager: &pager, touch) }
        }
        return nil
    }

    /// (The mouse's hover is the scene's to update after it carried out what the gesture left.)
    private mutating func pointerUp(
        _ lifted: Point, _ kind: PointerKind, id: Int, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    ) -> PointerIntent? {
        if kind == .mouse { hover = lifted }
        if kind == .touch, let stray = strayFingers.removeValue(forKey: id) {
            guard stray.isTap, stray.start.distance(to: lifted) <= kind.slop, Self.part(at: lifted, in: env) == stray.part else { return nil }
            return stray.part == .tabBar ? .tapTabBar(lifted) : .tapPage(env.geometry.page(atX: lifted.x), lifted)
        }
        guard var gesture, gesture.kind == kind, gesture.pointers.contains(id) else { return nil }
        gesture.lastHeard = env.time
        if gesture.pointers.count > 1 {
            // A finger lifts; the others go on with the gesture.
            gesture.pointers.remove(id: id)
            if case .page(let page) = gesture.target, gesture.pinches {
                Self.onPage(page, &host, &pager, env) { layer, _, touch in layer.endPinch(&gesture, touch) }
                host.markMoving(page)
            }
            self.gesture = gesture
            return nil
        }
        gesture.pointers.move(id: id, to: lifted, time: env.time)
        let point = gesture.pointers.position, time = env.time
        press = nil
        self.gesture = nil
        switch gesture.target {
        case .scrollBar(let page, _):
            host.pages[page]?.updateTop { $0.scroll.scroll(by: 0, time: time) }  // the bar fades from the release
            host.markMoving(page)
        case .tabBar, .movingTab:
            return .tabBarGestureEnded(gesture, point)
        case .page(let page):
            defer { host.markMoving(page) }
            let axis = gesture.handedOver ? .horizontal : gesture.arbiter.claimed
            if axis == .horizontal, !gesture.dragsPageContent, !gesture.pinches, !gesture.pansPage { return .releasePager(point.x) }
            if axis != nil || gesture.pinches || gesture.pansPage {
                let refresh = Self.onPage(page, &host, &pager, env) { layer, _, touch in layer.release(gesture, axis: axis, at: point, touch) }
                return refresh == true ? .refreshRequested(page) : nil
            }
            if !gesture.caughtMotion { return .tapPage(page, point) }
            if gesture.pageHearsPress { Self.cancelPress(of: gesture, host: host, in: env) }
        }
        return nil
    }

    /// A finger landed during a gesture: it is no tap any more, and a second finger on a page
    /// may pinch it.
    private mutating func fingerJoined(_ gesture: inout Gesture, host: inout PageHost, pager: inout Pager, in env: PageEnvironment) {
        press = nil
        gesture.caughtMotion = true
        if gesture.pageHearsPress {
            gesture.pageHearsPress = false
            Self.cancelPress(of: gesture, host: host, in: env)
        }
        guard case .page(let page) = gesture.target else { return }
        let dragging = pager.isDragging
        Self.onPage(page, &host, &pager, env) { layer, _, touch in layer.fingerJoined(&gesture, pagerIsDragging: dragging, touch) }
    }

    /// Tells the page that heard the press of `gesture` that it will not be a tap.
    static func cancelPress(of gesture: Gesture, host: PageHost, in env: PageEnvironment) {
        guard case .page(let page) = gesture.target, let layer = host.top(ofPage: page) else { return }
        layer.page.cancelPress(in: env.context(of: layer, onPage: page))
    }

    /// Tells pages where the resting mouse is over them, and when it leaves one.
    mutating func updatePageHover(host: PageHost, in env: PageEnvironment) {
        var over: (page: Int, layer: PageLayer, point: Point)?
        if let hover, gesture == nil, env.geometry.frame.contains(hover), !env.tabs.isEmpty {
            let page = env.geometry.page(atX: hover.x)
            over = env.contentPoint(hover, onPage: page, in: host).map { (page, $0.layer, $0.point) }
        }
        if let previous = hoveredPage, previous != over?.page, let layer = host.top(ofPage: previous) {
            layer.page.hover(at: nil, in: env.context(of: layer, onPage: previous))
        }
        hoveredPage = over?.page
        if let over { over.layer.page.hover(at: over.point, in: env.context(of: over.layer, onPage: over.page)) }
    }

    /// Runs `body` with page `page`'s top layer in `host`, `pager` and what a gesture on the page
    /// is told of it; nil when the page is not made.
    @discardableResult
    static func onPage<Result>(
        _ page: Int, _ host: inout PageHost, _ pager: inout Pager, _ env: PageEnvironment, _ body: (inout PageLayer, inout Pager, PageTouch) -> Result
    ) -> Result? {
        guard let layer = host.top(ofPage: page) else { return nil }
        let content = env.geometry.contentFrame(page, layer: layer)
        let touch = PageTouch(
            page: page, origin: Point(x: content.minX, y: content.minY - layer.scroll.offset), contentFrame: content,
            allowed: env.allowedPages(from: page), pagerRestsHere: !pager.isSettling && pager.offset == Double(page) * pager.pageWidth,
            context: env.context(of: layer, onPage: page, frame: content), time: env.time)
        return host.pages[page]?.updateTop { body(&$0, &pager, touch) }
    }
}
