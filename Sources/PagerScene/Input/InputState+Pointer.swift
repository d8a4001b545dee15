import PagerCore

/// What a pointer's gesture leaves for the scene to do: the rest it does itself, on the parts it
/// is given (the tab bar's strip, the pages, the pager).
enum PointerIntent: Equatable {
    /// A tap on the tab bar at this point (a button or a control).
    case tapTabBar(Point)
    /// A tap on page `page` at this view point.
    case tapPage(Int, Point)
    /// A pull past page `page`'s top let go: refresh it.
    case refreshRequested(Int)
    /// The pager's drag ended at this x: it settles, if the host lets it, on a new page.
    case releasePager(Double)
    /// A lifted tab passed its neighbour: it moves from one index to the other now.
    case moveTab(from: Int, to: Int)
    /// A lifted tab was let go at index `to`, having started at `from`.
    case dropTab(from: Int, to: Int)
}

/// The pointer's gestures, from press to release: over the tab bar they scroll the strip and tap;
/// on a page the page's layer moves with them (`PageLayer+Gestures`), the pager follows a
/// horizontal drag, and a tap is the scene's to carry out.
extension InputState {
    mutating func pointerDown(
        _ point: Point, _ kind: PointerKind, id: Int, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    ) {
        focus = nil  // the ring is for the keyboard: a click or a touch hides it
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
    mutating func pointerMove(
        _ moved: Point, _ kind: PointerKind, id: Int, bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    ) -> PointerIntent? {
        if kind == .mouse { hover = moved }
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
        case .tabBar:
            if before == nil, claimed != nil, let drag = Self.liftedTab(by: gesture, bar: bar, progress: pager.progress, in: env) {
                gesture.target = .movingTab(drag)
                return Self.move(&gesture, to: point, bar: &bar, progress: pager.progress, in: env)
            }
            if claimed == bar.axis { bar.drag(gesture, starting: before == nil, progress: pager.progress, time: env.time) }
        case .movingTab: return Self.move(&gesture, to: point, bar: &bar, progress: pager.progress, in: env)
        case .page(let page):
            Self.onPage(page, &host, &pager, env) { layer, pager, touch in layer.move(&gesture, before: before, pager: &pager, touch) }
        }
        return nil
    }

    /// (The mouse's hover is the scene's to update after it carried out what the gesture left.)
    mutating func pointerUp(
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
        case .tabBar:
            if !bar.endDrag(time: time), gesture.arbiter.isTap && !gesture.caughtMotion { return .tapTabBar(point) }
        case .movingTab(let drag):
            return .dropTab(from: drag.origin, to: drag.tab)
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
        guard case .page(let page) = gesture.target, host.pages.indices.contains(page), let layer = host.pages[page]?.top else { return }
        layer.page.cancelPress(in: env.context(of: layer, onPage: page))
    }

    /// Tells pages where the resting mouse is over them, and when it leaves one.
    mutating func updatePageHover(host: PageHost, in env: PageEnvironment) {
        var over: (page: Int, layer: PageLayer, point: Point)?
        if let hover, gesture == nil, env.geometry.frame.contains(hover), !env.tabs.isEmpty {
            let page = env.geometry.page(atX: hover.x)
            over = env.contentPoint(hover, onPage: page, in: host).map { (page, $0.layer, $0.point) }
        }
        if let previous = hoveredPage, previous != over?.page, host.pages.indices.contains(previous), let layer = host.pages[previous]?.top {
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
        guard host.pages.indices.contains(page), let layer = host.pages[page]?.top else { return nil }
        let content = env.geometry.contentFrame(page, layer: layer)
        let touch = PageTouch(
            page: page, origin: Point(x: content.minX, y: content.minY - layer.scroll.offset), contentFrame: content,
            allowed: env.allowedPages(from: page), pagerRestsHere: !pager.isSettling && pager.offset == Double(page) * pager.pageWidth,
            context: env.context(of: layer, onPage: page, frame: content), time: env.time)
        return host.pages[page]?.updateTop { body(&$0, &pager, touch) }
    }
}
