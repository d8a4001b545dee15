import PagerCore

extension Scene {
    mutating func pointerDown(_ point: Point, _ kind: PointerKind, id: Int) {
        input.focus = nil  // the ring is for the keyboard: a click or a touch hides it
        if var gesture = input.gesture {
            // Another finger on the glass joins the gesture under way (a mouse press does not).
            guard gesture.kind == .touch, kind == .touch, !gesture.pointers.contains(id) else { return }
            gesture.pointers.add(id: id, at: point)
            fingerJoined(&gesture)
            input.gesture = gesture
            return
        }
        input.hover = kind == .mouse ? point : nil
        guard !content.tabs.isEmpty else { return }
        let pointers = DragPointers(strategy: theme.multitouch, id: id, at: point)
        if tabBarFrame.contains(point) {
            let caught = strip.scroll.isAnimating
            if caught { strip.stopMomentum() }
            input.gesture = InputState.Gesture(
                kind: kind, pointers: pointers, arbiter: GestureArbiter(start: point, kind: kind), target: .tabBar,
                caughtMotion: caught, history: [(time, point)])
            return
        }
        guard pagesFrame.contains(point) else { return }
        let page = pageIndex(atX: point.x)
        if let bar = grabbedScrollBar(onPage: page, at: point) {
            let now = time
            pages[page]?.updateTop { $0.scroll.scroll(by: 0, time: now) }
            input.gesture = InputState.Gesture(
                kind: kind, pointers: pointers, arbiter: GestureArbiter(start: point, kind: kind, claimed: .vertical),
                target: .scrollBar(page: page, grab: point.y - bar.minY), caughtMotion: true)
            return
        }
        var caught = false
        var arbiter = GestureArbiter(start: point, kind: kind)
        input.wheelPaging = nil
        if pager.press() {
            caught = true
            arbiter = GestureArbiter(start: point, kind: kind, claimed: .horizontal)
            pager.beginDrag(
                pointerX: point.x, time: time, earlierSamples: [PointerSample(time: time, position: point.x)], allowed: allowedPages(from: page))
        }
        if pages[page]?.top.scroll.isAnimating == true {
            caught = true
            let now = time
            pages[page]?.updateTop { layer in
                layer.scroll.jump(to: layer.scroll.offset)
                layer.scroll.springBackIfNeeded(time: now)
            }
        }
        if pages[page]?.updateTop({ $0.zoom?.catchMotion() }) == true { caught = true }
        input.gesture = InputState.Gesture(
            kind: kind, pointers: pointers, arbiter: arbiter, target: .page(page), caughtMotion: caught, history: [(time, point)])
        guard !caught else { return }
        input.press = pressable(onPage: page, at: point)
        if let (custom, contentPoint) = customPage(onPage: page, at: point) {
            input.gesture?.pressesCustomPage = true
            custom.handle(.press(contentPoint), width: pager.pageWidth)
        }
    }

    mutating func pointerMove(_ moved: Point, _ kind: PointerKind, id: Int) {
        if kind == .mouse { input.hover = moved }
        guard var gesture = input.gesture, gesture.kind == kind, gesture.pointers.contains(id) else {
            if kind == .mouse { updateCustomPageHover() }
            return
        }
        defer { input.gesture = gesture }
        // The gesture follows one position: a finger that does not drive it moves nothing.
        guard gesture.pointers.move(id: id, to: moved, time: time) || gesture.pinch != nil else { return }
        if case .page(let page) = gesture.target {
            if gesture.pinch != nil { return pinchPicture(&gesture, onPage: page) }
            if gesture.pansPicture { return panPicture(&gesture, onPage: page) }
        }
        let point = gesture.pointers.position
        let before = gesture.arbiter.claimed
        let claimed = gesture.arbiter.update(point)
        if claimed != nil {
            input.press = nil  // a drag or a scroll is no press
            if gesture.pressesCustomPage {
                gesture.pressesCustomPage = false
                input.gesture = gesture
                cancelCustomPress()
            }
        }
        if claimed == nil {
            // A move inside the slop: a velocity sample for the drag that may follow.
            if gesture.history.count == VelocityTracker.capacity { gesture.history.removeFirst() }
            gesture.history.append((time, point))
        }
        switch gesture.target {
        case .scrollBar(let page, let grab):
            dragScrollBar(onPage: page, barTop: point.y - grab)
        case .tabBar:
            guard claimed == .horizontal, strip.isScrollable else { return }
            if before == nil {
                strip.beginDrag(
                    pointerX: gesture.arbiter.claimOrigin.x, progress: pager.progress, time: time,
                    earlierSamples: gesture.samples(.horizontal))
            }
            strip.drag(to: point.x, time: time)
        case .page(let page):
            if gesture.handedOver { return dragAfterPan(gesture, onPage: page, to: point) }
            if before == nil, claimed != nil, startsPan(&gesture, onPage: page) { return }
            switch claimed {
            case .horizontal:
                let now = time
                if before == nil {
                    let origin = gesture.arbiter.claimOrigin.x, down = gesture.arbiter.start.x
                    let samples = gesture.samples(.horizontal)
                    gesture.dragsGallery = galleryTakesDrag(onPage: page, towardsNext: point.x < down)
                    if gesture.dragsGallery {
                        pages[page]?.updateTop { $0.gallery?.beginDrag(pointerX: origin, time: now, downPointerX: down, earlierSamples: samples) }
                    } else {
                        pager.beginDrag(pointerX: origin, time: now, downPointerX: down, earlierSamples: samples, allowed: allowedPages(from: page))
                    }
                }
                if gesture.dragsGallery {
                    pages[page]?.updateTop { $0.gallery?.drag(to: point.x, time: now) }
                } else {
                    pager.drag(to: point.x, time: now)
                }
            case .vertical:
                guard pages.indices.contains(page), pages[page]?.top.content.scrollsVertically == true else { return }
                let origin = gesture.arbiter.claimOrigin.y
                let now = time
                let samples = gesture.samples(.vertical)
                pages[page]?.updateTop { layer in
                    if before == nil { layer.scroll.beginDrag(pointer: origin, time: now, earlierSamples: samples) }
                    layer.scroll.drag(to: point.y, time: now)
                }
            case nil:
                break
            }
        }
    }

    mutating func pointerUp(_ lifted: Point, _ kind: PointerKind, id: Int) {
        if kind == .mouse { input.hover = lifted }
        guard var gesture = input.gesture, gesture.kind == kind, gesture.pointers.contains(id) else { return }
        if gesture.pointers.count > 1 {
            // A finger lifts; the others go on with the gesture.
            gesture.pointers.remove(id: id)
            if case .page(let page) = gesture.target, gesture.pinch != nil { endPinch(&gesture, onPage: page) }
            input.gesture = gesture
            return
        }
        gesture.pointers.move(id: id, to: lifted, time: time)
        let point = gesture.pointers.position
        input.press = nil
        input.gesture = nil
        defer { if kind == .mouse { updateCustomPageHover() } }
        switch gesture.target {
        case .scrollBar(let page, _):
            let now = time
            pages[page]?.updateTop { $0.scroll.scroll(by: 0, time: now) }  // the bar fades from the release
            markMoving(page)
        case .tabBar:
            if strip.scroll.isDragging {
                strip.endDrag(time: time)
            } else if gesture.arbiter.isTap && !gesture.caughtMotion {
                tapTabBar(at: point)
            }
        case .page(let page):
            if gesture.pinch != nil || gesture.pansPicture { return endPictureGesture(gesture, onPage: page) }
            switch gesture.handedOver ? .horizontal : gesture.arbiter.claimed {
            case .horizontal where gesture.dragsGallery:
                let now = time
                pages[page]?.updateTop { $0.gallery?.release(pointerX: point.x, time: now) }
                markMoving(page)
            case .horizontal:
                let current = pager.targetPage, veto = shouldSelectTab
                events.cause = .swipe
                pager.release(pointerX: point.x, time: time) { page in
                    page == current || veto?(current, page, .swipe) != false ? page : current
                }
            case .vertical:
                guard pages.indices.contains(page), pages[page]?.top.scroll.isDragging == true else { return }
                let now = time
                let refresh = pages[page]?.updateTop { layer -> Bool in
                    let velocity = layer.scroll.endDrag(time: now)
                    let pulled = layer.refreshIfPulled()
                    layer.scroll.coast(velocity: velocity, time: now)
                    return pulled
                }
                if refresh == true { events.append(.refreshRequested(tab: page)) }
                markMoving(page)
            case nil:
                if !gesture.caughtMotion && pages.indices.contains(page) {
                    tapPage(page, at: point)
                    tapPicture(onPage: page, at: point)
                } else if gesture.pressesCustomPage {
                    cancelCustomPress()
                }
                markMoving(page)
            }
        }
    }

    private mutating func tapTabBar(at point: Point) {
        if let control = addRemoveControl(at: point) {
            if control == .add { addTab() } else { removeLastTab(cause: .tap) }
            return
        }
        guard stripFrame.contains(point), let tab = strip.button(atX: point.x + stripOffset, y: point.y - stripFrame.minY, at: time) else { return }
        if tab == pager.targetPage { events.append(.tabReselected(tab)) }
        selectTab(tab, cause: .tap)
    }

    /// A tap inside a page: the back control, a composed page's button, or a table row.
    mutating func tapPage(_ page: Int, at point: Point) {
        guard let state = pages[page] else { return }
        let layer = state.top
        let contentPoint: Point
        switch pagePoint(point, onPage: page, layer: layer) {
        case .backControl:
            goBack(page: page)
            return
        case .navigationBar:
            return
        case .content(let inContent): contentPoint = inContent
        }
        switch layer.content.kind.tap(at: contentPoint, in: PageTapContext(width: pager.pageWidth, layer: layer)) {
        case .nothing:
            break
        case .button(let title, let text):
            events.append(.buttonPressed(tab: page, title: title))
            showMessage(text)
        case .tableRow(let section, let row, let kind):
            // A switch moves only its knob; other rows highlight as they act.
            if case .toggle = kind {
            } else {
                let now = time
                pages[page]?.updateTop { $0.highlight = (section, row, now) }
                events.append(.rowTapped(tab: page, section: section, row: row))
            }
            perform(kind, onPage: page)
        case .listRow(let row):
            let now = time
            pages[page]?.updateTop { $0.highlight = (0, row, now) }
            events.append(.rowTapped(tab: page, section: 0, row: row))
        case .custom(let custom, let point):
            custom.handle(.tap(point), width: pager.pageWidth)
        }
    }

    /// Whether a horizontal drag on page `page` moves its gallery: the pages rest there and the
    /// gallery has a picture in the drag's direction. At its first or last picture the drag goes
    /// on to the pages, as nested pagers hand over on phones.
    func galleryTakesDrag(onPage page: Int, towardsNext: Bool) -> Bool {
        guard pages.indices.contains(page), let gallery = pages[page]?.top.gallery, !pager.isSettling,
            pager.offset == Double(page) * pager.pageWidth
        else { return false }
        return towardsNext ? gallery.targetPage < gallery.pageCount - 1 : gallery.targetPage > 0
    }

    /// Where a point lands on a page's top layer.
    enum PagePoint {
        case backControl
        /// The rest of a detail page's navigation bar.
        case navigationBar
        /// The content, at this point in content coordinates (from the page's left and the
        /// content's top, scrolling included).
        case content(Point)
    }

    /// Where view point `point` lands on page `page`, whose top layer is `layer`.
    func pagePoint(_ point: Point, onPage page: Int, layer: PageLayer) -> PagePoint {
        let local = Point(x: point.x - pageOriginX(page), y: point.y - pagesFrame.minY)
        if layer.title != nil && local.y < PageLayer.navigationBarHeight {
            return local.x < PageLayer.backControlWidth ? .backControl : .navigationBar
        }
        return .content(Point(x: local.x, y: local.y - layer.topInset + layer.scroll.offset))
    }

    /// The back control of page `page`'s detail page, in view coordinates.
    func backControlFrame(ofPage page: Int) -> Rect {
        Rect(x: pageOriginX(page), y: pagesFrame.minY, width: PageLayer.backControlWidth, height: PageLayer.navigationBarHeight)
    }

    /// The frame of page `page`'s list content in view coordinates (below a navigation bar).
    func contentFrame(ofPage page: Int, layer: PageLayer) -> Rect {
        Rect(
            x: pageOriginX(page), y: pagesFrame.minY + layer.topInset, width: pager.pageWidth,
            height: max(pagesFrame.height - layer.topInset, 0))
    }

    /// The draggable scroll bar of page `page` when a press at `point` grabs it: showing, in a
    /// very long list, and within reach of the press.
    private func grabbedScrollBar(onPage page: Int, at point: Point) -> Rect? {
        guard pages.indices.contains(page), let state = pages[page], state.transition == nil else { return nil }
        let scroll = state.top.scroll
        let frame = contentFrame(ofPage: page, layer: state.top)
        guard state.top.content.scrollsVertically, ScrollIndicator.isDraggable(scroll),
            ScrollIndicator.opacity(of: scroll, at: time) > 0,
            let bar = ScrollIndicator.frame(for: scroll, in: frame),
            point.x >= frame.maxX - ScrollIndicator.grabWidth, point.y >= bar.minY - 16, point.y <= bar.maxY + 16
        else { return nil }
        return bar
    }

    /// Moves page `page`'s list so that its scroll bar's top is at `barTop`.
    private mutating func dragScrollBar(onPage page: Int, barTop: Double) {
        guard pages.indices.contains(page), let layer = pages[page]?.top else { return }
        let target = ScrollIndicator.offset(forBarTop: barTop, scroll: layer.scroll, in: contentFrame(ofPage: page, layer: layer))
        let now = time
        pages[page]?.updateTop { $0.scroll.scroll(by: target - $0.scroll.offset, time: now) }
    }

    /// The row or button a press at `point` on page `page` holds down, if any.
    private func pressable(onPage page: Int, at point: Point) -> InputState.Press? {
        guard pages.indices.contains(page), let layer = pages[page]?.top, pages[page]?.transition == nil else { return nil }
        guard case .content(let contentPoint) = pagePoint(point, onPage: page, layer: layer),
            let (frame, radius) = layer.content.kind.pressable(at: contentPoint, in: PageTapContext(width: pager.pageWidth, layer: layer))
        else { return nil }
        return InputState.Press(page: page, frame: frame, radius: radius, start: time)
    }

    /// What a tapped table row does: each has a visible effect.
    private mutating func perform(_ row: TableRowKind, onPage page: Int) {
        switch row {
        case .toggle(let id, _, _, let initiallyOn):
            let isOn = !table.values.isOn(id, initial: initiallyOn)
            table.values.switches[id] = isOn
            table.switchFlips[id] = time
            events.append(.switchChanged(id: id, isOn: isOn))
        case .option(let group, let id, _, _):
            let before = chosenOption(group)
            table.values.options[group] = id
            if before != id { events.append(.optionChosen(group: group, id: id)) }
        case .disclosure(let title, _, let detail):
            let size = pageSize, bounces = theme.listBounces, now = time
            pages[page]?.push(title: title, content: detail, size: size, bounces: bounces, time: now)
            events.append(.detailOpened(tab: page, title: title))
        case .button(let title, let text):
            events.append(.buttonPressed(tab: page, title: title))
            showMessage(text)
        case .title(let title):
            showMessage(title)
        case .detail(let title, let detail, _):
            showMessage("\(title): \(detail)")
        case .profile(let name, _, _):
            showMessage(name)
        }
    }
}

extension PageLayer {
    /// The width of the back control at the left of a detail page's navigation bar.
    public static let backControlWidth = 100.0
}

extension Scene {
    /// `event` as the left-to-right layout of a right-to-left scene takes it: pointers mirrored,
    /// horizontal wheel turned round, and Left and Right swapped (they follow the screen: Left
    /// goes to the tab on the left, the next one). Alt+Left still goes back.
    func mirrored(_ event: InputEvent) -> InputEvent {
        func flip(_ point: Point) -> Point { Point(x: viewSize.width - point.x, y: point.y) }
        switch event {
        case .pointerDown(let point, let kind, let id): return .pointerDown(flip(point), kind, id: id)
        case .pointerMove(let point, let kind, let id): return .pointerMove(flip(point), kind, id: id)
        case .pointerUp(let point, let kind, let id): return .pointerUp(flip(point), kind, id: id)
        case .wheel(let dx, let dy, let point, let shift): return .wheel(dx: -dx, dy: dy, at: flip(point), shift: shift)
        case .magnify(let factor, let point): return .magnify(factor, at: flip(point))
        case .key(var press) where !press.alt:
            switch press.key {
            case .left: press.key = .right
            case .right: press.key = .left
            default: break
            }
            return .key(press)
        case .key, .pointerLeave, .resize: return event
        }
    }
}
