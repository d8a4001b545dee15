import PagerCore

/// The thin bar at a list's trailing edge that shows where the view is in the content while it
/// moves and fades out shortly after, as on iOS and Android. In a very long list it is wider and
/// can be dragged to jump (Android's fast scroller).
enum ScrollIndicator {
    /// The bar's thickness, and a draggable bar's.
    static let thickness = 3.0
    static let draggableThickness = 6.0
    /// Its distance from the trailing edge, and from the top and bottom.
    static let inset = 3.0
    /// The shortest the bar gets.
    static let minimumLength = 36.0
    /// A list this many viewports long or longer has a draggable bar.
    static let draggableLength = 10.0
    /// How far from the trailing edge a press still grabs a draggable bar.
    static let grabWidth = 32.0
    /// The bar's colour at full opacity.
    static let color = Color(0, 0, 0, 115)

    /// How visible the indicator of `scroll` is at `time`: 1 while the content moves or the bar
    /// is `held`, and for `Tuning.scrollIndicatorHold` after, fading to 0 over `Tuning.scrollIndicatorFade`.
    static func opacity(of scroll: ScrollAxis, at time: Double, held: Bool = false) -> Double {
        if scroll.isActive || held { return 1 }
        let elapsed = time - scroll.lastMoved
        return min(max(1 - (elapsed - Tuning.scrollIndicatorHold) / Tuning.scrollIndicatorFade, 0), 1)
    }

    /// Whether the indicator may still be showing at `time` (the page keeps drawing frames).
    static func isShowing(for scroll: ScrollAxis, at time: Double) -> Bool {
        time - scroll.lastMoved < Tuning.scrollIndicatorHold + Tuning.scrollIndicatorFade
    }

    /// Whether the list of `scroll` is long enough for a bar a user can drag.
    static func isDraggable(_ scroll: ScrollAxis) -> Bool {
        scroll.maxOffset - scroll.minOffset >= (draggableLength - 1) * scroll.viewportLength
    }

    /// The bar's frame for `scroll` showing in `frame`, or nil when the content fits.
    static func frame(for scroll: ScrollAxis, in frame: Rect) -> Rect? {
        let range = scroll.maxOffset - scroll.minOffset
        guard range > 0.5 else { return nil }
        let track = frame.height - 2 * inset
        let length = min(max(track * scroll.viewportLength / (scroll.viewportLength + range), minimumLength), track)
        guard track > 0, length > 0 else { return nil }
        let position = min(max((scroll.offset - scroll.minOffset) / range, 0), 1)
        let width = isDraggable(scroll) ? draggableThickness : thickness
        return Rect(x: frame.maxX - inset - width, y: frame.minY + inset + position * (track - length), width: width, height: length)
    }

    /// The offset that puts the bar's top at `top` in `frame` (a drag of the bar).
    static func offset(forBarTop top: Double, scroll: ScrollAxis, in frame: Rect) -> Double {
        guard let bar = self.frame(for: scroll, in: frame) else { return scroll.offset }
        let travel = frame.height - 2 * inset - bar.height
        guard travel > 0 else { return scroll.offset }
        let position = min(max((top - frame.minY - inset) / travel, 0), 1)
        return scroll.minOffset + position * (scroll.maxOffset - scroll.minOffset)
    }

    /// Draws the bar for `scroll` in `frame` at `time`, if it shows.
    static func draw(for scroll: ScrollAxis, in frame: Rect, at time: Double, held: Bool, into list: inout DrawList) {
        let opacity = opacity(of: scroll, at: time, held: held)
        guard opacity > 0, let bar = self.frame(for: scroll, in: frame) else { return }
        var tint = color
        tint.a = UInt8((Double(color.a) * opacity).rounded())
        // The thin bar is a plain fill (rounding 1.5 points is invisible, and a fill is one copy);
        // the wide, draggable one is rounded.
        list.fill(bar, tint, radius: isDraggable(scroll) ? bar.width / 2 : 0)
    }
}
