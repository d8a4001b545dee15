import PagerCore

/// The tab buttons' geometry at run time: frames for the current titles and width (animated
/// when tabs are added or removed), and the strip's horizontal scroll when the buttons do
/// not fit. The strip keeps the selected tab centred, following the page progress, unless
/// the user scrolled it by hand; then it eases back as the pages move.
///
/// Frames are computed per button on demand, never as a whole array, so adding or removing a
/// tab, drawing and hit-testing cost the same with ten tabs or ten thousand.
package struct TabStrip: Sendable {
    /// The most animations from an earlier layout kept nested; an older one is cut short.
    static let maximumNestedAnimations = 16

    /// How the buttons' indices changed between two layouts, so each button animates from where
    /// it was.
    package enum IndexChange: Sendable, Equatable {
        case none
        /// A button came in at this index.
        case inserted(Int)
        /// The button at this index went.
        case removed(Int)
        /// A button moved from one index to another.
        case moved(from: Int, to: Int)

        /// The index button `index` has after the change; nil for the button removed.
        func newIndex(_ index: Int) -> Int? {
            switch self {
            case .none: return index
            case .inserted(let at): return index >= at ? index + 1 : index
            case .removed(let at): return index == at ? nil : index > at ? index - 1 : index
            case .moved(let from, let to):
                if index == from { return to }
                if from < to && index > from && index <= to { return index - 1 }
                if from > to && index >= to && index < from { return index + 1 }
                return index
            }
        }

        /// The index button `index` had before the change; nil for a new button.
        func oldIndex(_ index: Int) -> Int? {
            switch self {
            case .none: return index
            case .inserted(let at): return index < at ? index : index == at ? nil : index - 1
            case .removed(let at): return index < at ? index : index + 1
            case .moved(let from, let to):
                if index == to { return from }
                if from < to && index >= from && index < to { return index + 1 }
                if from > to && index > to && index <= from { return index - 1 }
                return index
            }
        }
    }

    /// Where the buttons are: a layout, or an animation from earlier frames to a layout.
    private indirect enum Frames: Sendable {
        case still(StripLayout)
        /// From the frames `from` had at `start`, easing to `to`; `change` maps the indices, and
        /// `fromTitles` are the titles `from` was laid out for when they differ from today's in
        /// more than buttons added or removed at the end.
        case moving(from: Frames, to: StripLayout, start: Double, change: IndexChange, fromTitles: StripTitleWidths?)

        var target: StripLayout {
            switch self {
            case .still(let layout), .moving(_, let layout, _, _, _): return layout
            }
        }

        func frame(_ index: Int, at time: Double, titles: StripTitleWidths) -> Rect {
            switch self {
            case .still(let layout):
                return layout.frame(index, titles: titles)
            case .moving(let from, let to, let start, let change, let fromTitles):
                let target = to.frame(index, titles: titles)
                let titles = fromTitles ?? titles
                let eased = Easing.quadraticOut((time - start) / Tuning.tabFrameDuration)
                guard eased < 1 else { return target }
                let origin: Rect
                if let old = change.oldIndex(index), old < from.target.count {
                    origin = from.frame(old, at: start, titles: titles)
                } else {
                    // A new button grows from where it comes in among the buttons that were there.
                    let count = from.target.count
                    let next = min(index, count)
                    let edge =
                        next < count
                        ? from.frame(next, at: start, titles: titles).minX
                        : count == 0 ? 0 : from.frame(count - 1, at: start, titles: titles).maxX
                    origin = Rect(x: edge, y: 0, width: 0, height: to.barSize.height)
                }
                return Rect(
                    x: lerp(origin.x, target.x, eased), y: lerp(origin.y, target.y, eased),
                    width: lerp(origin.width, target.width, eased), height: lerp(origin.height, target.height, eased))
            }
        }

        /// The same frames with animations that ended by `time`, and the oldest beyond `limit`
        /// levels, replaced by their targets.
        func settled(at time: Double, limit: Int) -> Frames {
            guard case .moving(let from, let to, let start, let change, let fromTitles) = self else { return self }
            if time - start >= Tuning.tabFrameDuration || limit <= 0 { return .still(to) }
            return .moving(from: from.settled(at: start, limit: limit - 1), to: to, start: start, change: change, fromTitles: fromTitles)
        }
    }

    /// Title widths, for intrinsic layouts and title-wide indicators.
    package private(set) var titles: StripTitleWidths
    /// The strip's visible width (the bar minus the + and - controls).
    package private(set) var visibleWidth: Double = 0
    /// The hand-scrolled offset, for dragging and wheeling the strip.
    package private(set) var scroll = ScrollAxis(viewportLength: 1)
    private var current: Frames
    /// The titles before a change in the middle of the strip, for the animation from them.
    private var titlesBeforeChange: StripTitleWidths?
    /// The page progress at which the user last scrolled the strip by hand.
    private var manualAnchor: Double?
    /// Where the strip stays while the pointer that chose a tab on it rests over it (browsers
    /// never move tabs under a still pointer).
    private var pin: Double?
    /// The strip easing back from where it was held still: from that offset, since that time.
    private var release: (from: Double, start: Double)?
    /// Changes whenever the buttons are laid out anew, so what lies under a still pointer can be
    /// known to have changed.
    package private(set) var layoutRevision = 0
    /// The buttons whose running sums the changes so far worked out again (all of them for new
    /// titles, those from a change on for one change): the work tests hold to a count per change.
    package private(set) var buttonsSummed = 0

    /// An empty strip for buttons laid out by `layout`.
    init(layout: TabLayout) {
        titles = StripTitleWidths(layout: layout)
        current = .still(StripLayout(titles: titles, barSize: Size(width: 0, height: 0)))
    }

    /// Title widths, one per button.
    package var titleWidths: [Double] { titles.widths }

    /// How many buttons there are.
    package var count: Int { titles.count }

    /// Replaces all the titles (when the scene is made).
    mutating func setTitles(_ widths: [Double]) {
        titles = StripTitleWidths(layout: titles.layout, widths: widths)
        buttonsSummed += widths.count
    }

    /// Adds a button for a title `width` wide at `index` (`layout` then moves the buttons).
    mutating func insertTitle(_ width: Double, at index: Int) {
        if index < count { keepTitlesBeforeChange() }
        buttonsSummed += max(count - index, 0) + 1
        titles.insert(width, at: index)
    }

    /// Removes button `index` (`layout` then moves the buttons).
    mutating func removeTitle(at index: Int) {
        if index < count - 1 { keepTitlesBeforeChange() }
        buttonsSummed += max(count - 1 - index, 0)
        titles.remove(at: index)
    }

    /// Moves button `from` to `to` (`layout` then moves the buttons).
    mutating func moveTitle(from: Int, to: Int) {
        keepTitlesBeforeChange()
        buttonsSummed += max(count - min(from, to), 0)
        titles.move(from: from, to: to)
    }

    /// Gives button `index` a title `width` wide (`layout` then moves the buttons).
    mutating func replaceTitle(at index: Int, with width: Double) {
        keepTitlesBeforeChange()
        buttonsSummed += max(count - index, 0)
        titles.replace(at: index, with: width)
    }

    /// Keeps the titles as they are, for the animation from the frames they give (a change at the
    /// end of the strip leaves the frames before it as they were).
    private mutating func keepTitlesBeforeChange() {
        if titlesBeforeChange == nil { titlesBeforeChange = titles }
    }

    /// Lays the buttons out in a strip of `size`; animates from the current frames when
    /// `animateFrom` is given (the moment the change happens), `change` saying how the buttons'
    /// indices changed. Laid out anew at once (a resize, another theme), the strip forgets a
    /// hand scroll, bringing the selected tab back into view.
    mutating func layout(size: Size, animateFrom time: Double?, change: IndexChange = .none) {
        let target = StripLayout(titles: titles, barSize: size)
        visibleWidth = size.width
        if let time {
            current = .moving(
                from: current.settled(at: time, limit: Self.maximumNestedAnimations), to: target, start: time, change: change,
                fromTitles: titlesBeforeChange)
        } else {
            current = .still(target)
            manualAnchor = nil
        }
        titlesBeforeChange = nil
        layoutRevision &+= 1
        if time == nil { (pin, release) = (nil, nil) }
        scroll.setBounds(minOffset: 0, maxOffset: contentWidth - size.width, viewportLength: max(size.width, 1))
    }

    /// Where the buttons end once they stop moving.
    package var contentWidth: Double { current.target.contentWidth(titles: titles) }

    /// Whether the buttons are wider than the strip, so it scrolls.
    package var isScrollable: Bool { contentWidth > visibleWidth + 0.5 }

    /// Whether frames are still moving.
    package func isAnimating(at time: Double) -> Bool {
        if let release, time - release.start < Tuning.stripReturnDuration { return true }
        guard case .moving(_, _, let start, _, _) = current else { return false }
        return time - start < Tuning.tabFrameDuration
    }

    /// Button `index`'s frame once the buttons stop moving, in strip coordinates.
    package func targetFrame(_ index: Int) -> Rect { current.target.frame(index, titles: titles) }

    /// Button `index`'s frame at `time`, in strip coordinates.
    package func frame(_ index: Int, at time: Double) -> Rect { current.frame(index, at: time, titles: titles) }

    /// The buttons that overlap strip x-coordinates `minX..<maxX` at `time`. Buttons are in
    /// order along the strip, at rest and while moving, so this is a binary search.
    package func buttons(overlapping minX: Double, _ maxX: Double, at time: Double) -> Range<Int> {
        let first = firstButton { frame($0, at: time).maxX > minX }
        let end = firstButton { frame($0, at: time).minX >= maxX }
        return first..<max(first, end)
    }

    /// The button under strip x-coordinate `x` at `time`, if any.
    package func button(atX x: Double, y: Double, at time: Double) -> Int? {
        let candidate = firstButton { frame($0, at: time).maxX > x }
        guard candidate < count, frame(candidate, at: time).contains(Point(x: x, y: y)) else { return nil }
        return candidate
    }

    /// The first button for which `isPast` holds (`count` if none), for a predicate that is
    /// false and then true along the strip.
    private func firstButton(where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Where the buttons end at `time`.
    func contentWidth(at time: Double) -> Double { count == 0 ? 0 : frame(count - 1, at: time).maxX }

    /// The strip's scroll offset for a page `progress`: held where it was while the pointer that
    /// chose a tab rests over it, easing back once that pointer left, else at rest (below).
    package func offset(progress: Double, time: Double) -> Double {
        guard isScrollable else { return 0 }
        if let pin { return min(max(pin, 0), max(contentWidth(at: time) - visibleWidth, 0)) }
        let resting = restingOffset(progress: progress, time: time)
        guard let release else { return resting }
        let eased = Easing.quadraticOut((time - release.start) / Tuning.stripReturnDuration)
        return eased < 1 ? lerp(release.from, resting, eased) : resting
    }

    /// Where the strip goes when nothing holds it: the selection centred (clamped at the ends),
    /// or, after a hand scroll, a blend that reaches the centred offset once the pages have moved
    /// half a page.
    private func restingOffset(progress: Double, time: Double) -> Double {
        let centred = TabStripGeometry.centeringOffset(
            progress: progress, count: count, frame: { frame($0, at: time) },
            contentWidth: contentWidth(at: time), barWidth: visibleWidth)
        guard let manualAnchor else { return centred }
        let weight = min(abs(progress - manualAnchor) * 2, 1)
        return lerp(scroll.offset, centred, weight)
    }

    /// Holds the strip where it is at page `progress` while the pointer that chose a tab rests
    /// over it; `unpin` lets it go.
    mutating func pin(progress: Double, time: Double) {
        guard isScrollable, pin == nil else { return }
        pin = offset(progress: progress, time: time)
        release = nil
    }

    /// Lets a held strip go: it eases back to the selection from where it was held.
    mutating func unpin(progress: Double, time: Double) {
        guard pin != nil else { return }
        let held = offset(progress: progress, time: time)
        pin = nil
        manualAnchor = nil
        release = (held, time)
    }

    /// Starts a hand drag of the strip at `pointerX`.
    mutating func beginDrag(pointerX: Double, progress: Double, time: Double, earlierSamples: [PointerSample] = []) {
        hold(at: offset(progress: progress, time: time), progress: progress)
        scroll.beginDrag(pointer: pointerX, time: time, earlierSamples: earlierSamples)
    }

    /// Holds the strip at `offset` as if scrolled there by hand at page `progress` (a drag, a
    /// wheel, a tab moving along it, which changes the progress under it, must not make it jump):
    /// held still or easing back no more.
    mutating func hold(at offset: Double, progress: Double) {
        guard isScrollable else { return }
        scroll.jump(to: offset)
        (pin, release) = (nil, nil)
        manualAnchor = progress
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
        hold(at: offset(progress: progress, time: time), progress: progress)
        scroll.scroll(by: delta, time: time)
    }

    /// Advances momentum and forgets a hand scroll once the pages have moved half a page from it.
    mutating func advance(to time: Double, progress: Double) {
        scroll.advance(to: time)
        if let anchor = manualAnchor, abs(progress - anchor) >= 0.5 { manualAnchor = nil }
        if let release, time - release.start >= Tuning.stripReturnDuration { self.release = nil }
        if case .moving(_, let target, let start, _, _) = current, time - start >= Tuning.tabFrameDuration {
            current = .still(target)
        }
    }
}
