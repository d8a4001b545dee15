import PagerCore

extension Scene {
    /// How long after a tap on a picture a second one, within `doubleTapDistance` points, is a
    /// double tap (Android's double-tap timeout).
    static let doubleTapInterval = 0.3
    static let doubleTapDistance = 40.0
    /// How much `+` and `-` zoom by.
    static let zoomKeyStep = 1.5

    /// The zoom of the picture on the selected tab's page: 1 as it fits the page, up to 4; nil
    /// when that page shows no picture.
    public var pictureZoom: Double? {
        let page = pager.targetPage
        guard let (_, picture) = picturePage(page) else { return nil }
        guard let zoom = pages[page]?.top.zoom, zoom.picture == picture else { return 1 }
        return zoom.scale
    }

    /// The pictures page `page` shows, and which of them is up; nil for any other page.
    func picturePage(_ page: Int) -> (images: ImagePages, picture: Int)? {
        guard pages.indices.contains(page), let layer = pages[page]?.top, case .images(let images) = layer.content,
            !images.paths.isEmpty
        else { return nil }
        return (images, min(max(layer.gallery?.targetPage ?? 0, 0), images.paths.count - 1))
    }

    /// How far apart two points are.
    private static func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }

    /// View point `point` in page `page`'s own coordinates (its top-left is 0,0).
    private func pageLocal(_ point: Point, onPage page: Int) -> Point {
        Point(x: point.x - pageOriginX(page), y: point.y - pagesFrame.minY - (pages[page]?.top.topInset ?? 0))
    }

    /// The centre of a pinch's first two fingers in page `page`'s coordinates, and how far apart they are.
    private func pinchSpread(_ gesture: InputState.Gesture, onPage page: Int) -> (centre: Point, distance: Double) {
        let points = gesture.pointers.points.prefix(2).map { pageLocal($0, onPage: page) }
        guard points.count == 2 else { return (points.first ?? Point(x: 0, y: 0), 1) }
        return (Point(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2), max(Self.distance(points[0], points[1]), 1))
    }

    /// Runs `body` on page `page`'s zoom of the picture that is up (made at 1x if the picture
    /// has none), fitted to the picture's size once the image source has it.
    @discardableResult
    private mutating func withZoom<Result>(onPage page: Int, _ body: (inout PictureZoom) -> Result) -> Result? {
        guard let (images, picture) = picturePage(page) else { return nil }
        let size = pageSize
        var frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let pixels = PixelBox(width: Int((size.width * pixelScale).rounded()), height: Int((size.height * pixelScale).rounded()))
        if case .ready(let image)? = imageSource?.image(at: images.paths[picture], fitting: pixels) {
            frame = ImagePages.place(image.size, in: frame, fit: images.fit)
        }
        return pages[page]?.updateTop { layer in
            var zoom = layer.zoom.flatMap { $0.picture == picture ? $0 : nil } ?? PictureZoom(picture: picture, frame: frame, pageSize: size)
            zoom.refit(frame: frame, pageSize: size)
            let result = body(&zoom)
            layer.zoom = zoom
            return result
        }
    }

    // MARK: fingers

    /// A finger landed during a gesture: it is no tap any more, and a second finger on a
    /// picture that no drag has taken yet (or that it pans) pinches it.
    mutating func fingerJoined(_ gesture: inout InputState.Gesture) {
        input.press = nil
        gesture.caughtMotion = true
        if gesture.pressesCustomPage {
            gesture.pressesCustomPage = false
            cancelCustomPress()
        }
        guard case .page(let page) = gesture.target, gesture.pointers.count == 2, gesture.pinch == nil, !gesture.handedOver,
            gesture.arbiter.claimed == nil || gesture.pansPicture, !pager.isDragging, picturePage(page) != nil
        else { return }
        let (centre, distance) = pinchSpread(gesture, onPage: page)
        let now = time, panned = gesture.pansPicture
        gesture.pinch = withZoom(onPage: page) { zoom in
            if panned { zoom.endPan(time: now, coasts: false) }
            _ = zoom.catchMotion()
            zoom.isPinched = true
            return (zoom.scale, zoom.contentPoint(at: centre), distance)
        }
        gesture.pansPicture = false
    }

    /// The fingers moved while they pinch: the picture zooms by their spread, the point that
    /// was between them staying between them.
    mutating func pinchPicture(_ gesture: inout InputState.Gesture, onPage page: Int) {
        guard let pinch = gesture.pinch, gesture.pointers.count >= 2 else { return }
        let (centre, distance) = pinchSpread(gesture, onPage: page)
        withZoom(onPage: page) { $0.pinch(to: pinch.scale * distance / pinch.distance, keeping: pinch.content, at: centre) }
    }

    /// A pinching finger lifted: past the limits the zoom springs back, and a zoomed picture
    /// pans under the finger that stays.
    mutating func endPinch(_ gesture: inout InputState.Gesture, onPage page: Int) {
        gesture.pinch = nil
        let now = time, remaining = gesture.pointers.position
        let centre = pageLocal(remaining, onPage: page)
        let zoomed = withZoom(onPage: page) { zoom -> Bool in
            zoom.isPinched = false
            zoom.springBack(about: centre, time: now)
            return zoom.isZoomed
        }
        markMoving(page)
        // The finger that stays pans from where it is; a drag of the pages needs a new touch.
        gesture.pansPicture = zoomed == true
        gesture.arbiter = GestureArbiter(start: remaining, kind: gesture.kind, claimed: .vertical)
        if gesture.pansPicture {
            withZoom(onPage: page) { $0.beginPan(at: remaining, time: now, samples: []) }
        }
    }

    // MARK: panning a zoomed picture

    /// When a drag is claimed on a zoomed picture: it pans the picture, unless it runs
    /// horizontally off the picture's edge (then the pictures or pages beside it move, as
    /// today). True when it pans.
    mutating func startsPan(_ gesture: inout InputState.Gesture, onPage page: Int) -> Bool {
        guard let (_, picture) = picturePage(page), let zoom = pages[page]?.top.zoom, zoom.picture == picture, zoom.isZoomed
        else { return false }
        let point = gesture.pointers.position
        if gesture.arbiter.claimed == .horizontal, zoom.isAtEdge(leading: point.x > gesture.arbiter.start.x) { return false }
        let now = time, origin = gesture.arbiter.claimOrigin, samples = gesture.history
        gesture.pansPicture = true
        withZoom(onPage: page) { $0.beginPan(at: origin, time: now, samples: samples) }
        panPicture(&gesture, onPage: page)
        return true
    }

    /// The drag moved on a zoomed picture: it pans, and once the picture's edge is reached a
    /// further pull hands the drag to the gallery's next picture or the pages.
    mutating func panPicture(_ gesture: inout InputState.Gesture, onPage page: Int) {
        let point = gesture.pointers.position, now = time
        guard let pull = withZoom(onPage: page, { $0.pan(to: point, time: now) }), abs(pull) > 0.5 else { return }
        withZoom(onPage: page) { $0.endPan(time: now, coasts: false) }
        gesture.pansPicture = false
        gesture.handedOver = true
        gesture.dragsGallery = galleryTakesDrag(onPage: page, towardsNext: pull > 0)
        if gesture.dragsGallery {
            pages[page]?.updateTop { $0.gallery?.beginDrag(pointerX: point.x, time: now, downPointerX: point.x, earlierSamples: []) }
        } else {
            pager.beginDrag(pointerX: point.x, time: now, downPointerX: point.x, earlierSamples: [], allowed: allowedPages(from: page))
        }
    }

    /// After a pan handed over: the gallery or the pages follow the drag.
    mutating func dragAfterPan(_ gesture: InputState.Gesture, onPage page: Int, to point: Point) {
        let now = time
        if gesture.dragsGallery {
            pages[page]?.updateTop { $0.gallery?.drag(to: point.x, time: now) }
        } else {
            pager.drag(to: point.x, time: now)
        }
    }

    /// The last finger of a pinch or a pan lifted: a pan coasts with its momentum.
    mutating func endPictureGesture(_ gesture: InputState.Gesture, onPage page: Int) {
        let now = time, centre = Point(x: pageSize.width / 2, y: pageSize.height / 2)
        withZoom(onPage: page) { zoom in
            if gesture.pansPicture { zoom.endPan(time: now, coasts: true) }
            zoom.springBack(about: centre, time: now)
        }
        markMoving(page)
    }

    // MARK: double tap, wheel and keys

    /// A tap on a picture page: the second of two taps in quick succession zooms to 2.5x at
    /// that point, or back to fit when the picture is zoomed.
    mutating func tapPicture(onPage page: Int, at point: Point) {
        guard picturePage(page) != nil else { return }
        if let last = input.pictureTap, time - last.time <= Self.doubleTapInterval,
            Self.distance(point, last.point) <= Self.doubleTapDistance
        {
            input.pictureTap = nil
            let local = pageLocal(point, onPage: page), now = time
            withZoom(onPage: page) { zoom in
                zoom.animate(to: zoom.isZoomed ? PictureZoom.range.lowerBound : PictureZoom.doubleTapScale, about: local, time: now)
            }
            markMoving(page)
        } else {
            input.pictureTap = (time, point)
        }
    }

    /// A touchpad's pinch or Ctrl+wheel at `point`: the picture there zooms by `factor` about it.
    mutating func magnify(_ factor: Double, at point: Point) {
        guard factor.isFinite, factor > 0, pagesFrame.contains(point), input.gesture == nil, !content.tabs.isEmpty else { return }
        let page = pageIndex(atX: point.x)
        guard page == pager.targetPage, !pager.isSettling else { return }
        let local = pageLocal(point, onPage: page)
        withZoom(onPage: page) { zoom in
            _ = zoom.catchMotion()
            let scale = min(max(zoom.scale * factor, PictureZoom.range.lowerBound), PictureZoom.range.upperBound)
            zoom.setScale(scale, keeping: zoom.contentPoint(at: local), at: local)
        }
    }

    /// `+`, `-` and `0` on a picture page: zoom in, out, or back to fit, about the page's centre.
    mutating func zoomFromKeys(_ action: KeyAction) {
        let page = pager.targetPage, now = time
        let centre = Point(x: pageSize.width / 2, y: pageSize.height / 2)
        withZoom(onPage: page) { zoom in
            let target: Double
            switch action {
            case .zoomIn: target = zoom.scale * Self.zoomKeyStep
            case .zoomOut: target = zoom.scale / Self.zoomKeyStep
            default: target = PictureZoom.range.lowerBound
            }
            zoom.animate(to: target, about: centre, time: now)
        }
        markMoving(page)
    }

    /// The pages came to rest on page `page`: the pictures of the pages beside it (those still
    /// kept) are back at 1x.
    mutating func resetZoom(besides page: Int) {
        let reach = pageRetention.releaseDistance
        for other in max(page - reach, 0)...max(min(page + reach, content.tabs.count - 1), 0) where other != page {
            if pages.indices.contains(other), pages[other]?.top.zoom != nil { pages[other]?.updateTop { $0.zoom = nil } }
        }
    }
}
