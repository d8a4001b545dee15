import PagerCore

/// The tab buttons' geometry at run time: frames for the current titles and width (animated
/// when tabs are added or removed), and the strip's horizontal scroll when the buttons do
/// not fit. The strip keeps the selected tab centred, following the page progress, unless
/// the user scrolled it by hand; then it eases back as the pages move.
public struct TabStrip: Sendable {
    /// How long buttons take to move to new frames after a tab is added or removed.
    public static let frameAnimationDuration = 0.25

    /// Title widths, for intrinsic layouts and title-wide indicators.
    public private(set) var titleWidths: [Double] = []
    /// The titles as drawn: shortened with "…" where a button is too narrow for its title.
    public internal(set) var displayTitles: [String] = []
    /// The frames buttons are moving to, in strip coordinates.
    public private(set) var targetFrames: [Rect] = []
    /// The strip's visible width (the bar minus the + and - controls).
    public private(set) var visibleWidth: Double = 0
    /// The hand-scrolled offset, for dragging and wheeling the strip.
    public private(set) var scroll = ScrollAxis(viewportLength: 1)
    private var animation: (from: [Rect], start: Double)?
    /// The page progress at which the user last scrolled the strip by hand.
    private var manualAnchor: Double?

    /// Lays the buttons out for `titleWidths` in a strip `size`; animates from the current
    /// frames when `animateFrom` is given (the moment the change happens).
    mutating func layout(titleWidths: [Double], size: Size, layout: TabLayout, animateFrom time: Double?) {
        let previous = time.map { frames(at: $0) }
        self.titleWidths = titleWidths
        visibleWidth = size.width
        targetFrames = TabStripGeometry.buttonFrames(titleWidths: titleWidths, barSize: size, layout: layout)
        if let previous, let time {
            let end = previous.last.map { $0.maxX } ?? 0
            let from = targetFrames.indices.map { index in
                previous.indices.contains(index) ? previous[index] : Rect(x: end, y: 0, width: 0, height: size.height)
            }
            animation = (from, time)
        } else {
            animation = nil
        }
        let contentWidth = targetFrames.last?.maxX ?? 0
        scroll.setBounds(minOffset: 0, maxOffset: contentWidth - size.width, viewportLength: max(size.width, 1))
    }

    /// Whether the buttons are wider than the strip, so it scrolls.
    public var isScrollable: Bool { (targetFrames.last?.maxX ?? 0) > visibleWidth + 0.5 }

    /// Whether frames are still moving.
    public func isAnimating(at time: Double) -> Bool {
        guard let animation else { return false }
        return time - animation.start < Self.frameAnimationDuration
    }

    /// The button frames at `time`, in strip coordinates.
    public func frames(at time: Double) -> [Rect] {
        guard let animation else { return targetFrames }
        let t = min(max((time - animation.start) / Self.frameAnimationDuration, 0), 1)
        guard t < 1 else { return targetFrames }
        let eased = 1 - (1 - t) * (1 - t)
        return zip(animation.from, targetFrames).map { from, to in
            Rect(x: lerp(from.x, to.x, eased), y: lerp(from.y, to.y, eased),
                 width: lerp(from.width, to.width, eased), height: lerp(from.height, to.height, eased))
        }
    }

    /// The strip's scroll offset for a page `progress`: the selection centred (clamped at the
    /// ends), or, after a hand scroll, a blend that reaches the centred offset once the pages
    /// have moved half a page.
    public func offset(progress: Double, time: Double) -> Double {
        offset(progress: progress, frames: frames(at: time))
    }

    /// The same, for `frames` already computed at this moment.
    func offset(progress: Double, frames: [Rect]) -> Double {
        guard isScrollable else { return 0 }
        let centred = TabStripGeometry.centeringOffset(progress: progress, buttonFrames: frames, barWidth: visibleWidth)
        guard let manualAnchor else { return centred }
        let weight = min(abs(progress - manualAnchor) * 2, 1)
        return lerp(scroll.offset, centred, weight)
    }

    /// Starts a hand drag of the strip at `pointerX`.
    mutating func beginDrag(pointerX: Double, progress: Double, time: Double) {
        scroll.jump(to: offset(progress: progress, time: time))
        manualAnchor = progress
        scroll.beginDrag(pointer: pointerX, time: time)
    }

    /// Stops the strip's momentum where it is (a press catches it).
    mutating func stopMomentum() { scroll.jump(to: scroll.offset) }

    mutating func drag(to pointerX: Double, time: Double) { scroll.drag(to: pointerX, time: time) }

    /// Ends a hand drag; the strip coasts with momentum.
    mutating func endDrag(time: Double) {
        scroll.coast(velocity: scroll.endDrag(time: time), time: time)
    }

    /// Scrolls the strip by hand by `delta` (a wheel over the strip).
    mutating func scroll(by delta: Double, progress: Double, time: Double) {
        guard isScrollable else { return }
        scroll.jump(to: offset(progress: progress, time: time))
        manualAnchor = progress
        scroll.scroll(by: delta)
    }

    /// Advances momentum and forgets a hand scroll once the pages have moved half a page from it.
    mutating func advance(to time: Double, progress: Double) {
        scroll.advance(to: time)
        if let anchor = manualAnchor, abs(progress - anchor) >= 0.5 { manualAnchor = nil }
        if let animation, time - animation.start >= Self.frameAnimationDuration { self.animation = nil }
    }
}
