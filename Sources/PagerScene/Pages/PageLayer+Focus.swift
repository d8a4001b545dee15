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
}
