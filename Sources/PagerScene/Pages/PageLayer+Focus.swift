import PagerCore

/// The places the keyboard's focus ring stops on a layer: a detail page's back control, then the
/// controls its kind gives, in Tab order.
extension PageLayer {
    /// One place the focus ring can stop.
    enum FocusStop {
        case back
        /// A control of the kind's (content coordinates).
        case element(Rect)
    }

    /// How many places the ring stops on the layer, its kind told where it shows by `context`.
    func focusStopCount(_ context: PageContext) -> Int { (title == nil ? 0 : 1) + page.focusStopCount(in: context) }

    /// Stop `index`, in Tab order.
    func focusStop(_ index: Int, _ context: PageContext) -> FocusStop? {
        guard index >= 0 else { return nil }
        if title != nil && index == 0 { return .back }
        return page.focusFrame(index - (title == nil ? 0 : 1), in: context).map { .element($0) }
    }

    /// The stop the ring goes to from stop `current` (nil: from outside the layer, the tab bar),
    /// forward or back: the back control, then the kind's controls in order (or, when they are one
    /// group, the one it enters at); nil when the ring leaves the layer.
    func nextFocusStop(after current: Int?, forward: Bool, _ context: PageContext) -> Int? {
        let back = title == nil ? 0 : 1
        let count = focusStopCount(context)
        let entry = count > back ? back + page.focusEntry(forward: forward, in: context) : nil
        guard let current else { return forward ? (back == 1 ? 0 : entry) : entry ?? (back == 1 ? 0 : nil) }
        if current < back { return forward ? entry : nil }
        if page.focusStopsAreOneGroup { return forward ? nil : (back == 1 ? 0 : nil) }
        let next = current + (forward ? 1 : -1)
        return (0..<count).contains(next) ? next : nil
    }
}
