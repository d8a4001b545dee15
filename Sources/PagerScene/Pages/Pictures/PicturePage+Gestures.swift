import PagerCore

/// A gallery's pictures follow a horizontal drag (at its first or last picture the drag goes on
/// to the pager); a picture zooms under two fingers, a double tap, a touchpad's pinch and the
/// keys, and a zoomed one pans under one finger until its edge hands the drag on. Points are the
/// page's own (its content's top left is 0,0).
extension PicturePage {
    var zoomScale: Double? {
        guard !pictures.paths.isEmpty else { return nil }
        guard let zoom, zoom.picture == currentPicture else { return 1 }
        return zoom.scale
    }

    /// Runs `body` on the zoom of the picture that is up (made at 1x if it has none), fitted to
    /// the picture's size once the image source has it.
    @discardableResult
    mutating func withZoom<Result>(in page: PageContext, _ body: (inout PictureZoom) -> Result) -> Result? {
        guard !pictures.paths.isEmpty else { return nil }
        let picture = currentPicture
        var frame = Rect(x: 0, y: 0, width: page.width, height: page.frame.height)
        if case .ready(let image)? = page.images?.image(at: pictures.paths[picture], fitting: page.pixels(page.size)) {
            frame = pictures.fit.place(image.size, in: frame)
        }
        var zoom = self.zoom.flatMap { $0.picture == picture ? $0 : nil } ?? PictureZoom(picture: picture, frame: frame, pageSize: page.size)
        zoom.refit(frame: frame, pageSize: page.size)
        let result = body(&zoom)
        self.zoom = zoom
        return result
    }

    // MARK: the gallery's pages

    func takesHorizontalDrag(towardsNext: Bool) -> Bool {
        guard let gallery else { return false }
        return towardsNext ? gallery.targetPage < gallery.pageCount - 1 : gallery.targetPage > 0
    }

    mutating func beginHorizontalDrag(pointerX: Double, downX: Double, samples: [PointerSample], time: Double) {
        gallery?.beginDrag(pointerX: pointerX, time: time, downPointerX: downX, earlierSamples: samples)
    }

    mutating func horizontalDrag(to pointerX: Double, time: Double) { gallery?.drag(to: pointerX, time: time) }

    mutating func endHorizontalDrag(pointerX: Double, time: Double) { gallery?.release(pointerX: pointerX, time: time) }

    mutating func step(by step: Int, time: Double) -> Bool {
        guard let gallery else { return false }
        let target = gallery.targetPage + step
        guard target >= 0, target < gallery.pageCount else { return false }
        self.gallery?.select(page: target, time: time)
        return true
    }

    // MARK: zooming

    mutating func catchMotion() -> Bool { zoom?.catchMotion() ?? false }

    /// Two fingers pinch the picture from the zoom it is at, the point between them staying
    /// between them.
    mutating func beginPinch(_ spread: FingerSpread, panning: Bool, in page: PageContext, time: Double) -> Bool {
        pinchStart = withZoom(in: page) { zoom in
            if panning { zoom.endPan(time: time, coasts: false) }
            _ = zoom.catchMotion()
            zoom.isPinched = true
            return (zoom.scale, zoom.contentPoint(at: spread.centre), spread.distance)
        }
        return pinchStart != nil
    }

    mutating func pinch(_ spread: FingerSpread, in page: PageContext) {
        guard let start = pinchStart else { return }
        withZoom(in: page) { $0.pinch(to: start.scale * spread.distance / start.distance, keeping: start.content, at: spread.centre) }
    }

    /// Past the largest zoom the zoom springs back at once about the finger that stays, whose
    /// point of the picture stays under it as it moves on (PhotoView keeps its focus), then pans
    /// it; below 1x it springs back to fit (the finger moves nothing); within the limits a zoomed
    /// picture pans under the finger that stays.
    /// (`remaining` is where the gesture is, which moves with the finger but did not jump to it
    /// when the other lifted; `finger` is where that finger is.)
    mutating func endPinch(remaining: Point, finger: Point, in page: PageContext, time: Double) -> Bool {
        pinchStart = nil
        let follows = withZoom(in: page) { zoom -> Bool in
            zoom.isPinched = false
            if zoom.springBack(underFinger: finger, drivenFrom: remaining, time: time) { return true }
            guard !zoom.springBack(about: remaining, time: time), zoom.isZoomed else { return false }
            zoom.beginPan(at: remaining, time: time, samples: [])
            return true
        }
        return follows == true
    }

    /// A drag on a zoomed picture pans it, unless it runs horizontally off the picture's edge
    /// (then the pictures or pages beside it move).
    mutating func beginPan(
        at origin: Point, horizontal: Bool, leading: Bool, samples: [(time: Double, point: Point)], in page: PageContext, time: Double
    ) -> Bool {
        guard let zoom, zoom.picture == currentPicture, zoom.isZoomed else { return false }
        if horizontal, zoom.isAtEdge(leading: leading) { return false }
        withZoom(in: page) { $0.beginPan(at: origin, time: time, samples: samples) }
        return true
    }

    mutating func pan(to point: Point, time: Double) -> Double { zoom?.pan(to: point, time: time) ?? 0 }

    mutating func endPan(coasts: Bool, time: Double) { zoom?.endPan(time: time, coasts: coasts) }

    mutating func endZoomGesture(panned: Bool, in page: PageContext, time: Double) {
        let centre = Point(x: page.width / 2, y: page.frame.height / 2)
        withZoom(in: page) { zoom in
            if panned { zoom.endPan(time: time, coasts: true) }
            zoom.springBack(about: centre, time: time)
        }
    }

    mutating func magnify(_ factor: Double, at point: Point, in page: PageContext) {
        withZoom(in: page) { zoom in
            _ = zoom.catchMotion()
            let scale = min(max(zoom.scale * factor, Tuning.zoomRange.lowerBound), Tuning.zoomRange.upperBound)
            zoom.setScale(scale, keeping: zoom.contentPoint(at: point), at: point)
        }
    }

    /// `+`, `-` and `0`: zoom in, out, or back to fit, about the page's centre.
    mutating func zoom(_ step: ZoomStep, in page: PageContext, time: Double) {
        let centre = Point(x: page.width / 2, y: page.frame.height / 2)
        withZoom(in: page) { zoom in
            let target: Double
            switch step {
            case .zoomIn: target = zoom.scale * Tuning.zoomKeyStep
            case .zoomOut: target = zoom.scale / Tuning.zoomKeyStep
            case .fit: target = Tuning.zoomRange.lowerBound
            }
            zoom.animate(to: target, about: centre, time: time)
        }
    }

    mutating func pagesRestedElsewhere() { zoom = nil }
}
