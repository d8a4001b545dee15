import PagerCore

/// One picture's zoom and pan on an image or gallery page, as PhotoView and iOS Photos behave:
/// 1x (the picture as the page fits it) to 4x (`Tuning.zoomRange`), past the limits a rubber band that springs
/// back, zooming about a point that stays where it is, a zoomed picture panned within its
/// edges (with momentum) and never panned at 1x. Coordinates are the page's own (its top-left
/// is 0,0); the pan is how far the zoomed picture's top-left has moved up and left.
struct PictureZoom {
    /// Which picture of the page (a gallery's index; 0 on a page of one).
    let picture: Int
    /// The picture's frame at 1x, and the page's size.
    private(set) var frame: Rect
    private(set) var pageSize: Size
    /// The zoom shown: within `range` at rest, past it while a pinch pulls.
    private(set) var scale = 1.0
    /// The pan, each axis dragged 1:1, coasting and stopping at the picture's edges.
    private(set) var panX: ScrollAxis
    private(set) var panY: ScrollAxis
    /// A zoom under way to a scale and pan, from those it began at.
    private var animation: Animation?
    /// Whether two fingers pinch it now.
    var isPinched = false

    private struct Animation {
        var from: (scale: Double, pan: Point)
        var to: (scale: Double, pan: Point)
        var progress: TimedMotion
        /// A spring back under a finger still down: the 1x plane point under it, kept under it
        /// wherever it moves (the pan follows the finger, not `to.pan`), how far the finger is
        /// from the gesture's position that drives it, and whether it is down.
        var anchor: (content: Point, finger: Point, shift: Point, isDown: Bool)?
    }

    /// Picture `picture`, at 1x in `frame` on a page of `pageSize`.
    init(picture: Int, frame: Rect, pageSize: Size) {
        self.picture = picture
        self.frame = frame
        self.pageSize = pageSize
        panX = ScrollAxis(viewportLength: max(pageSize.width, 1))
        panY = ScrollAxis(viewportLength: max(pageSize.height, 1))
        fitPanBounds()
    }

    /// The pan.
    var pan: Point { Point(x: panX.offset, y: panY.offset) }

    /// The zoom it comes to rest at: an animation's end, or where it is.
    var restingScale: Double { animation?.to.scale ?? scale }

    /// Whether the picture shows larger than it fits (so a drag pans it).
    var isZoomed: Bool { scale > Tuning.zoomRange.lowerBound + 0.001 }

    /// Whether the picture shows at another size than it fits: zoomed, or pinched below 1x.
    var isScaled: Bool { abs(scale - Tuning.zoomRange.lowerBound) > 0.001 }

    /// Whether a zoom or a pan moves on its own.
    var isMoving: Bool { animation != nil || panX.isActive || panY.isActive }

    /// Whether the pan is at the picture's left edge (`leading`) or right edge: a drag further
    /// that way goes on to the pictures or pages beside it.
    func isAtEdge(leading: Bool) -> Bool {
        leading ? panX.offset <= panX.minOffset + 0.5 : panX.offset >= panX.maxOffset - 0.5
    }

    /// Where a picture whose 1x frame in the page is `frame` is drawn, in a page whose top-left
    /// is `origin`. (The frame is the picture's as drawn, which a picture still loading when
    /// the zoom began did not know.)
    func drawnFrame(of frame: Rect, origin: Point) -> Rect {
        Rect(
            x: origin.x + frame.minX * scale - pan.x, y: origin.y + frame.minY * scale - pan.y,
            width: frame.width * scale, height: frame.height * scale)
    }

    /// The picture's 1x frame, from its size once it is known (a picture still loading fills
    /// the page), and the page's size.
    mutating func refit(frame: Rect, pageSize: Size) {
        guard frame != self.frame || pageSize != self.pageSize else { return }
        let focus = Point(x: self.pageSize.width / 2, y: self.pageSize.height / 2)
        let content = contentPoint(at: focus)
        self.frame = frame
        self.pageSize = pageSize
        panX = ScrollAxis(viewportLength: max(pageSize.width, 1))
        panY = ScrollAxis(viewportLength: max(pageSize.height, 1))
        setScale(scale, keeping: content, at: Point(x: pageSize.width / 2, y: pageSize.height / 2))
    }

    // MARK: zooming

    /// Where on the 1x picture plane page point `point` is.
    func contentPoint(at point: Point) -> Point { Point(x: (point.x + pan.x) / scale, y: (point.y + pan.y) / scale) }

    /// Shows `scale` with 1x plane point `content` at page point `point` (as far as the edges allow).
    mutating func setScale(_ scale: Double, keeping content: Point, at point: Point) {
        animation = nil
        let scale = max(scale, 0.01)
        show(scale: scale, pan: Point(x: content.x * scale - point.x, y: content.y * scale - point.y))
    }

    /// Shows `scale` panned by `pan` (as far as the edges allow).
    private mutating func show(scale: Double, pan: Point) {
        self.scale = scale
        fitPanBounds()
        panX.jump(to: pan.x)
        panY.jump(to: pan.y)
    }

    /// A pinch's zoom `raw` (its start's times the fingers' spread), rubber-banded past the
    /// limits, with 1x plane point `content` under the fingers' centre `point`.
    mutating func pinch(to raw: Double, keeping content: Point, at point: Point) {
        let upper = Tuning.zoomRange.upperBound, lower = Tuning.zoomRange.lowerBound
        let shown: Double
        if raw > upper {
            shown = upper + rubberBand(raw - upper, dimension: 1)
        } else if raw < lower {
            shown = lower + rubberBand(raw - lower, dimension: 0.5)
        } else {
            shown = raw
        }
        setScale(shown, keeping: content, at: point)
    }

    /// Zooms to `target` (within the limits) about page point `point` in an animation from `time`.
    mutating func animate(to target: Double, about point: Point, time: Double) {
        let scale = min(max(target, Tuning.zoomRange.lowerBound), Tuning.zoomRange.upperBound)
        let content = contentPoint(at: point)
        var end = self
        end.setScale(scale, keeping: content, at: point)
        animation = Animation(
            from: (self.scale, pan), to: (scale, end.pan), progress: TimedMotion(from: 0, to: 1, duration: Tuning.zoomDuration, at: time))
    }

    /// After a pinch: back within the limits (about page point `point`) if it pulled past them;
    /// true when it springs back.
    @discardableResult
    mutating func springBack(about point: Point, time: Double) -> Bool {
        guard !Tuning.zoomRange.contains(scale) else { return false }
        animate(to: scale, about: point, time: time)
        return true
    }

    /// After a pinch past the largest zoom that leaves a finger down at `finger`: back to the
    /// limit about that finger, the picture's point under it kept under it as it moves on (as
    /// PhotoView keeps its focus), then panned 1:1 by it; true when it springs back so. The
    /// finger's moves come as the gesture's position, now `driver`, moving with it.
    mutating func springBack(underFinger finger: Point, drivenFrom driver: Point, time: Double) -> Bool {
        guard scale > Tuning.zoomRange.upperBound else { return false }
        let content = contentPoint(at: finger)
        animate(to: scale, about: finger, time: time)
        animation?.anchor = (content, finger, Point(x: finger.x - driver.x, y: finger.y - driver.y), true)
        return true
    }

    // MARK: panning

    /// Starts a pan by a pointer at `pointer`, catching any coast.
    mutating func beginPan(at pointer: Point, time: Double, samples: [(time: Double, point: Point)]) {
        animation = nil
        panX.beginDrag(pointer: pointer.x, time: time, earlierSamples: samples.map { PointerSample(time: $0.time, position: $0.point.x) })
        panY.beginDrag(pointer: pointer.y, time: time, earlierSamples: samples.map { PointerSample(time: $0.time, position: $0.point.y) })
    }

    /// Moves the pan with the pointer; returns how far it pulled past the left (negative) or
    /// right (positive) edge, which a caller may hand to the pages.
    mutating func pan(to pointer: Point, time: Double) -> Double {
        if let anchor = animation?.anchor {
            let finger = Point(x: pointer.x + anchor.shift.x, y: pointer.y + anchor.shift.y)
            animation?.anchor?.finger = finger
            show(scale: scale, pan: Point(x: anchor.content.x * scale - finger.x, y: anchor.content.y * scale - finger.y))
            return 0
        }
        panX.drag(to: pointer.x, time: time)
        panY.drag(to: pointer.y, time: time)
        return panX.overscroll
    }

    /// Ends a pan: the picture coasts with the release's momentum (`coasts`) or stops where it is.
    mutating func endPan(time: Double, coasts: Bool) {
        if animation?.anchor != nil {  // the spring back ends about where the finger lifted
            animation?.anchor?.isDown = false
            return
        }
        let velocityX = panX.endDrag(time: time), velocityY = panY.endDrag(time: time)
        panX.jump(to: panX.offset)
        panY.jump(to: panY.offset)
        guard coasts else { return }
        panX.coast(velocity: velocityX, time: time)
        panY.coast(velocity: velocityY, time: time)
    }

    /// Stops a coast where it is, and ends a zoom's animation where it was going; true if either
    /// was running (a press that catches motion is no tap).
    mutating func catchMotion() -> Bool {
        let caught = panX.isAnimating || panY.isAnimating || animation != nil
        if let animation {
            self.animation = nil
            let scale = animation.to.scale
            let pan = animation.anchor.map { Point(x: $0.content.x * scale - $0.finger.x, y: $0.content.y * scale - $0.finger.y) }
            show(scale: scale, pan: pan ?? animation.to.pan)
        } else {
            panX.jump(to: panX.offset)
            panY.jump(to: panY.offset)
        }
        return caught
    }

    /// Advances a zoom's animation and a pan's coast to `time`.
    mutating func advance(to time: Double) {
        panX.advance(to: time)
        panY.advance(to: time)
        guard let animation else { return }
        let sample = animation.progress.sample(at: time)
        let t = sample.position, scale = lerp(animation.from.scale, animation.to.scale, t)
        if let anchor = animation.anchor {
            show(scale: scale, pan: Point(x: anchor.content.x * scale - anchor.finger.x, y: anchor.content.y * scale - anchor.finger.y))
        } else {
            show(
                scale: scale,
                pan: Point(x: lerp(animation.from.pan.x, animation.to.pan.x, t), y: lerp(animation.from.pan.y, animation.to.pan.y, t)))
        }
        guard sample.finished else { return }
        self.animation = nil
        // The finger still down pans on from where it is, 1:1.
        if let anchor = animation.anchor, anchor.isDown {
            beginPan(at: Point(x: anchor.finger.x - anchor.shift.x, y: anchor.finger.y - anchor.shift.y), time: time, samples: [])
        }
    }

    /// The pan's bounds at the current zoom: the picture's edges may not come inside the page's,
    /// and a picture narrower (or shorter) than the page stays centred.
    private mutating func fitPanBounds() {
        func bounds(_ start: Double, _ length: Double, _ page: Double) -> (Double, Double) {
            let zoomedStart = start * scale, zoomedLength = length * scale
            guard zoomedLength > page else {
                let centred = zoomedStart + zoomedLength / 2 - page / 2
                return (centred, centred)
            }
            return (zoomedStart, zoomedStart + zoomedLength - page)
        }
        let x = bounds(frame.minX, frame.width, pageSize.width), y = bounds(frame.minY, frame.height, pageSize.height)
        panX.setBounds(minOffset: x.0, maxOffset: x.1, viewportLength: max(pageSize.width, 1))
        panY.setBounds(minOffset: y.0, maxOffset: y.1, viewportLength: max(pageSize.height, 1))
        if !panX.isDragging { panX.jump(to: panX.offset) }
        if !panY.isDragging { panY.jump(to: panY.offset) }
    }
}
